import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClusterService } from '../../../functions/clusters/cluster-service';
import type { ClusterDocument, HeartbeatDocument } from '../../../functions/clusters/model';
import { MAX_PAGE_SIZE } from '../../../functions/platform/store/store';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { ManualClock } from '../../support/manual-clock';

const TENANT = 'retail';
const CLUSTERS = 100_000;
const now = '2026-12-01T00:00:00.000Z';

/** Store 0..n-1 of `tenant`: every tenth a canary, regions round-robin. */
const cluster = (tenantId: string, n: number): ClusterDocument => ({
  tenantId,
  id: `c-${String(n).padStart(6, '0')}`,
  name: `store-${n}`,
  region: ['westeurope', 'eastus', 'japaneast'][n % 3]!,
  labels: { ring: n % 10 === 0 ? 'canary' : 'main', env: 'prod' },
  clusterUid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  registeredAt: now,
  updatedAt: now,
  certificate: { serialNumber: n.toString(16), notAfter: '2027-01-01T00:00:00.000Z' },
  desiredGeneration: 1,
  extensions: {},
});

// One tenant of 100,000 clusters, written straight into the embedded store (registering them
// through the API would take minutes): listing it with a label selector pages through the
// matches with continuation tokens, every page at most the store's page size.
describe('listing a tenant of 100,000 clusters with a label selector', () => {
  let dir: string;
  let store: SqliteStore;
  let service: ClusterService;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-list-scale-'));
    store = new SqliteStore(join(dir, 'store.db'));
    const clusters = store.collection<ClusterDocument>('clusters');
    for (let start = 0; start < CLUSTERS; start += 1_000) {
      await Promise.all(Array.from({ length: 1_000 }, (_, k) => clusters.create(cluster(TENANT, start + k))));
    }
    // Another tenant whose clusters match the same selector: never listed for this one.
    await Promise.all(Array.from({ length: 50 }, (_, n) => clusters.create(cluster('other', n * 10))));
    service = new ClusterService(
      {
        clusters,
        heartbeats: store.collection<HeartbeatDocument>('heartbeats'),
        inventory: store.collection('inventory'),
        status: store.collection('status'),
      },
      new ManualClock(new Date(now)),
      120,
      async () => ({ generation: 1, extensions: [] }),
    );
  }, 600_000);

  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every page of the listing; the pages' sizes. */
  async function listAll(labelSelector: string, limit: number) {
    const ids: string[] = [];
    const pages: number[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await service.list(TENANT, {
        labelSelector,
        limit,
        ...(continuationToken ? { continuationToken } : {}),
      });
      ids.push(...page.items.map((item) => item.id));
      pages.push(page.items.length);
      expect(page.items.every((item) => item.labels.ring === 'canary')).toBe(true);
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return { ids, pages };
  }

  it('returns every matching cluster once, page by page', async () => {
    const { ids, pages } = await listAll('ring=canary', MAX_PAGE_SIZE);
    expect(ids).toHaveLength(CLUSTERS / 10);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      Array.from({ length: CLUSTERS / 10 }, (_, k) => `c-${String(k * 10).padStart(6, '0')}`),
    );
    expect(Math.max(...pages)).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(CLUSTERS / 10 / MAX_PAGE_SIZE));
  }, 300_000);

  it('combines a set-based selector, and a selector with a name prefix, the same way', async () => {
    const { ids } = await listAll('ring in (canary),env=prod', 500);
    expect(ids).toHaveLength(CLUSTERS / 10);
    // Canaries named store-99…: 990, 9900-9990 and 99000-99990 (111), listed by id in two pages.
    const expected = [990, ...Array.from({ length: 10 }, (_, k) => 9900 + k * 10)]
      .concat(Array.from({ length: 100 }, (_, k) => 99_000 + k * 10))
      .map((n) => `store-${n}`);
    const named = { labelSelector: 'ring=canary', namePrefix: 'store-99', limit: 100 };
    const first = await service.list(TENANT, named);
    expect(first.items.map((item) => item.name)).toEqual(expected.slice(0, 100));
    const second = await service.list(TENANT, { ...named, continuationToken: first.continuationToken! });
    expect(second.items.map((item) => item.name)).toEqual(expected.slice(100));
    expect(second.continuationToken).toBeUndefined();
  }, 300_000);
});
