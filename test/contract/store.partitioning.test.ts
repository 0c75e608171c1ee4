/**
 * Partitioning on Cosmos DB (docs/design.md#partitioning): where each collection's documents land
 * (checked with the raw SDK against the emulator, which honours the partition key of point reads),
 * and which store calls are confined to one logical partition (checked on the wire: the SDK sends
 * `x-ms-documentdb-partitionkey` for single-partition requests only).
 */
import { randomBytes } from 'node:crypto';
import { CosmosClient } from '@azure/cosmos';
import { CosmosStore } from '../../functions/platform/store/cosmos-store';
import type { CollectionName, DocumentBase, Store } from '../../functions/platform/store/store';
import { startCosmosEmulator } from '../support/cosmos-emulator';
import type { CosmosEmulator } from '../support/cosmos-emulator';
import { startFaultProxy } from '../support/fault-proxy';
import type { FaultProxy, ProxiedRequest } from '../support/fault-proxy';

interface Doc extends DocumentBase {
  rolloutId?: string;
  lastHeartbeat?: string;
}

let emulator: CosmosEmulator;
let proxy: FaultProxy;
let client: CosmosClient;
let store: Store;
let raw: CosmosClient;

beforeAll(async () => {
  emulator = await startCosmosEmulator();
  proxy = await startFaultProxy(emulator.endpoint);
  client = new CosmosClient(
    CosmosStore.clientOptions({ endpoint: proxy.endpoint, key: emulator.key, emulator: true }),
  );
  const cosmos = new CosmosStore(client, 'partitioning', { createIfNotExists: true });
  await cosmos.ensureReady();
  store = cosmos;
  raw = new CosmosClient(
    CosmosStore.clientOptions({ endpoint: emulator.endpoint, key: emulator.key, emulator: true }),
  );
});

afterAll(async () => {
  client.dispose();
  raw.dispose();
  await proxy.stop();
  await emulator.stop();
});

const tenant = (): string => `t-${randomBytes(5).toString('hex')}`;
const rawRead = async (collection: CollectionName, id: string, partitionKey: string) =>
  (await raw.database('partitioning').container(collection).item(id, partitionKey).read()).resource as
    Record<string, unknown> | undefined;

describe('Cosmos DB partitioning', () => {
  it.each([
    // [collection, document id, logical partition it must land in (t = tenant)]
    ['clusters', 'c-1', 't|c-1'],
    ['bootstrapTokens', 'hash', 't'],
    ['heartbeats', 'c-1', 't|c-1'],
    ['inventory', 'c-1', 't|c-1'],
    ['status', 'c-1', 't|c-1'],
    ['rollouts', 'r-1', 't'],
    ['rolloutClusters', 'r-1.c-1', 't|r-1'],
    ['pacing', 'region-westeurope', 't'],
    ['extensions', 'nginx@1.0.0', 't'],
    ['assignments', 'a-1', 't'],
    ['fleet', 'revision', 't'],
  ] as [CollectionName, string, string][])(
    '%s/%s lands in partition %s, and the port hides the partition key',
    async (collection, id, partition) => {
      const t = tenant();
      const created = await store.collection<Doc>(collection).create({ id, tenantId: t });
      expect(created.doc).toEqual({ id, tenantId: t });
      const pk = partition.replace(/^t/, t);
      expect(await rawRead(collection, id, pk)).toMatchObject({ id, tenantId: t, pk });
      if (pk !== t) expect(await rawRead(collection, id, t)).toBeUndefined();
      expect((await store.collection<Doc>(collection).read(t, id))?.doc).toEqual({ id, tenantId: t });
      expect(await store.collection<Doc>(collection).delete(t, id)).toBe(true);
    },
  );

  const queriesSince = (before: number): ProxiedRequest[] =>
    proxy.seen
      .slice(before)
      .filter((request) => request.query && !request.queryPlan && /\/docs/.test(request.path));

  it('keeps the hot listing paths in one logical partition', async () => {
    const t = tenant();
    for (const id of ['r-1.c-1', 'r-1.c-2', 'r-2.c-1']) {
      await store.collection<Doc>('rolloutClusters').create({ id, tenantId: t, rolloutId: id.split('.')[0] });
    }
    let before = proxy.seen.length;
    const records = await store
      .collection<Doc>('rolloutClusters')
      .query(t, { where: [{ path: ['rolloutId'], op: 'eq', value: 'r-1' }] });
    expect(records.items.map((item) => item.doc.id)).toEqual(['r-1.c-1', 'r-1.c-2']);
    expect(queriesSince(before).map((request) => request.partitionKey)).toEqual([
      JSON.stringify([`${t}|r-1`]),
    ]);

    // A rollout's records by their id prefix (what the reconciler asks), listed and counted: the
    // prefix names the rollout, so both stay in its partition.
    before = proxy.seen.length;
    const byPrefix = [{ path: ['id'], op: 'startsWith' as const, value: 'r-1.' }];
    const prefixed = await store.collection<Doc>('rolloutClusters').query(t, { where: byPrefix });
    expect(prefixed.items.map((item) => item.doc.id)).toEqual(['r-1.c-1', 'r-1.c-2']);
    const counted = await store
      .collection<Doc>('rolloutClusters')
      .countBy(t, { where: byPrefix, by: [['rolloutId']] });
    expect(counted).toEqual([{ key: ['r-1'], count: 2 }]);
    expect(queriesSince(before).map((request) => request.partitionKey)).toEqual([
      JSON.stringify([`${t}|r-1`]),
      JSON.stringify([`${t}|r-1`]),
    ]);
  });

  it("reads a cluster (what every agent call does) in the cluster's own partition", async () => {
    const t = tenant();
    await store.collection<Doc>('clusters').create({ id: 'c-1', tenantId: t });
    const before = proxy.seen.length;
    expect((await store.collection<Doc>('clusters').read(t, 'c-1'))?.doc.id).toBe('c-1');
    const requests = proxy.seen.slice(before);
    expect(requests.filter((request) => request.query)).toEqual([]);
    expect(requests.map((request) => request.partitionKey)).toEqual([JSON.stringify([`${t}|c-1`])]);
  });

  it("lists a tenant's clusters by label selector across partitions, page by page, none of another tenant", async () => {
    const t = tenant();
    const other = tenant();
    const ids = Array.from({ length: 23 }, (_, index) => `c-${String(index).padStart(2, '0')}`);
    for (const [index, id] of ids.entries())
      await store
        .collection<Doc & { labels: Record<string, string> }>('clusters')
        .create({ id, tenantId: t, labels: { env: index % 2 === 0 ? 'prod' : 'dev' } });
    await store
      .collection<Doc & { labels: Record<string, string> }>('clusters')
      .create({ id: 'c-00', tenantId: other, labels: { env: 'prod' } });
    const prod = { where: [{ path: ['labels', 'env'], op: 'eq' as const, value: 'prod' }], limit: 5 };
    const seen: string[] = [];
    let continuationToken: string | undefined;
    const before = proxy.seen.length;
    do {
      const page = await store
        .collection<Doc>('clusters')
        .query(t, { ...prod, ...(continuationToken ? { continuationToken } : {}) });
      seen.push(...page.items.map((item) => item.doc.id));
      continuationToken = page.continuationToken;
    } while (continuationToken);
    expect(seen).toEqual(ids.filter((_, index) => index % 2 === 0));
    const queries = queriesSince(before);
    expect(queries.length).toBeGreaterThanOrEqual(3);
    expect(queries.every((request) => request.partitionKey === undefined)).toBe(true);
  });

  it('moves a cluster document an older version wrote under the tenant key on its first read, and deletes one left there', async () => {
    const t = tenant();
    const container = raw.database('partitioning').container('clusters');
    // As the adapter wrote clusters before they moved to the per-cluster scheme: pk = tenant.
    await container.items.create({ id: 'c-old', tenantId: t, name: 'shop', pk: t, _arcbridgeWrites: ['w'] });
    await container.items.create({ id: 'c-gone', tenantId: t, pk: t, _arcbridgeWrites: ['w'] });
    const clusters = store.collection<Doc & { name?: string }>('clusters');
    const read = await clusters.read(t, 'c-old');
    expect(read?.doc).toEqual({ id: 'c-old', tenantId: t, name: 'shop' });
    expect(await rawRead('clusters', 'c-old', `${t}|c-old`)).toMatchObject({ id: 'c-old', pk: `${t}|c-old` });
    expect(await rawRead('clusters', 'c-old', t)).toBeUndefined();
    // Written through the port from then on, with the etag the read gave.
    await clusters.replace({ id: 'c-old', tenantId: t, name: 'shop-2' }, { ifMatch: read!.etag });
    expect((await clusters.read(t, 'c-old'))?.doc.name).toBe('shop-2');
    // A document never read since is still deleted where it is.
    expect(await clusters.delete(t, 'c-gone')).toBe(true);
    expect(await rawRead('clusters', 'c-gone', t)).toBeUndefined();
    expect(await clusters.delete(t, 'c-gone')).toBe(false);
  });

  it('reads a few per-cluster documents with point reads, each in its own partition', async () => {
    const t = tenant();
    for (const id of ['c-1', 'c-2']) await store.collection<Doc>('heartbeats').create({ id, tenantId: t });
    const before = proxy.seen.length;
    const found = await store.collection<Doc>('heartbeats').readMany(t, ['c-2', 'c-1', 'missing']);
    expect(found.map((entry) => entry.doc.id)).toEqual(['c-2', 'c-1']);
    const requests = proxy.seen.slice(before);
    expect(requests.filter((request) => request.query)).toEqual([]);
    expect(requests.map((request) => request.partitionKey).sort()).toEqual(
      ['c-1', 'c-2', 'missing'].map((id) => JSON.stringify([`${t}|${id}`])),
    );
  });

  it('fans out only to read per-cluster collections as a set (sweep, listings), still within the tenant', async () => {
    const t = tenant();
    const other = tenant();
    const ids = Array.from({ length: 20 }, (_, index) => `c-${String(index).padStart(2, '0')}`);
    for (const id of ids) {
      await store
        .collection<Doc>('heartbeats')
        .create({ id, tenantId: t, lastHeartbeat: '2026-01-01T00:00:00Z' });
    }
    await store.collection<Doc>('heartbeats').create({ id: 'c-00', tenantId: other });
    const before = proxy.seen.length;
    const found = await store.collection<Doc>('heartbeats').readMany(t, [...ids].reverse());
    expect(found.map((entry) => [entry.doc.tenantId, entry.doc.id])).toEqual(
      [...ids].reverse().map((id) => [t, id]),
    );
    const listed = await store.collection<Doc>('heartbeats').query(t, { limit: 5 });
    expect(listed.items.map((entry) => entry.doc.id)).toEqual(ids.slice(0, 5));
    const queries = queriesSince(before);
    expect(queries.length).toBeGreaterThanOrEqual(2);
    expect(queries.every((request) => request.partitionKey === undefined)).toBe(true);
  });
});
