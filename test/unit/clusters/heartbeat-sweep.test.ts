import { HeartbeatSweep } from '../../../functions/clusters/heartbeat-sweep';
import type { ClusterDocument, HeartbeatDocument } from '../../../functions/clusters/model';
import { TenantIndex } from '../../../functions/clusters/tenant-index';
import type { TenantIndexDocument } from '../../../functions/clusters/tenant-index';
import { silentLogger } from '../../../functions/platform/logger';
import { STORE_CONCURRENCY } from '../../../functions/platform/store/bounded';
import { MAX_PAGE_SIZE } from '../../../functions/platform/store/store';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { GatedStore } from '../../support/gated-store';
import { ManualClock } from '../../support/manual-clock';

const TENANT = 'contoso';

async function fleet(size: number) {
  const sqlite = new SqliteStore(':memory:');
  const store = new GatedStore(sqlite);
  const clock = new ManualClock();
  const clusters = store.collection<ClusterDocument>('clusters');
  const heartbeats = store.collection<HeartbeatDocument>('heartbeats');
  const tenants = new TenantIndex(store.collection<TenantIndexDocument>('clusters'));
  await tenants.add(TENANT);
  for (let i = 0; i < size; i++) {
    const id = `c-${String(i).padStart(4, '0')}`;
    await clusters.create({ id, tenantId: TENANT, name: id, region: 'westeurope' } as ClusterDocument);
    await heartbeats.create({
      id,
      tenantId: TENANT,
      lastHeartbeat: clock.now().toISOString(),
      agentVersion: '1',
      kubernetesVersion: null,
    });
  }
  const sweep = new HeartbeatSweep(tenants, clusters, heartbeats, clock, 120, silentLogger);
  return { sqlite, store, clock, heartbeats, sweep };
}

describe('heartbeat-gap sweep', () => {
  it('marks a whole silent fleet Offline with its writes in flight together, not one after another', async () => {
    const { sqlite, store, clock, heartbeats, sweep } = await fleet(40);
    try {
      clock.advance(121);
      // Hold the first cluster's mark: written one by one, no other mark could land meanwhile.
      const gate = store.hold<HeartbeatDocument>('heartbeats', (doc) => doc.id === 'c-0000');
      const running = sweep.run();
      await gate.reached;
      const landed = async () =>
        (await heartbeats.query(TENANT, { limit: 100 })).items.filter((item) => item.doc.offlineSince).length;
      // The other workers go on while one write is held (STORE_CONCURRENCY - 1 of them at least).
      for (let i = 0; i < 50 && (await landed()) < 39; i++) await new Promise((r) => setImmediate(r));
      expect(await landed()).toBe(39);
      gate.release();
      expect(await running).toEqual({ tenants: 1, connected: 0, offline: 40, newlyOffline: 40 });
      expect(await landed()).toBe(40);
      // The transition is made once.
      expect((await sweep.run()).newlyOffline).toBe(0);
    } finally {
      await sqlite.close();
    }
  });

  it('a heartbeat arriving during the sweep wins over its mark', async () => {
    const { sqlite, store, clock, heartbeats, sweep } = await fleet(STORE_CONCURRENCY + 4);
    try {
      clock.advance(121);
      const gate = store.hold<HeartbeatDocument>('heartbeats', (doc) => doc.id === 'c-0003');
      const running = sweep.run();
      await gate.reached;
      const current = (await heartbeats.read(TENANT, 'c-0003'))!;
      await heartbeats.replace({ ...current.doc, lastHeartbeat: clock.now().toISOString() });
      gate.release();
      const result = await running;
      expect(result.newlyOffline).toBe(STORE_CONCURRENCY + 3);
      expect((await heartbeats.read(TENANT, 'c-0003'))!.doc.offlineSince).toBeUndefined();
    } finally {
      await sqlite.close();
    }
  });

  it('gives the event loop a turn between pages, so a large fleet does not stall requests for the whole sweep', async () => {
    // The SQLite store answers at once: without a turn between pages every page of the fleet ran
    // in one task, and nothing queued behind it (a request, a timer) could run until it ended.
    const { sqlite, sweep } = await fleet(2 * MAX_PAGE_SIZE + 1);
    try {
      let turns = 0;
      let finished = false;
      const running = sweep.run().finally(() => (finished = true));
      const count = (): void => {
        if (finished) return;
        turns++;
        setImmediate(count);
      };
      setImmediate(count);
      const result = await running;
      expect(result).toEqual({ tenants: 1, connected: 2 * MAX_PAGE_SIZE + 1, offline: 0, newlyOffline: 0 });
      // Three pages: at least one turn ran between each two of them.
      expect(turns).toBeGreaterThanOrEqual(2);
    } finally {
      await sqlite.close();
    }
  });
});
