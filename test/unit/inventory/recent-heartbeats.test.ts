import fc from 'fast-check';
import { HeartbeatSweep } from '../../../functions/clusters/heartbeat-sweep';
import type {
  ClusterDocument,
  HeartbeatDocument,
  InventoryDocument,
} from '../../../functions/clusters/model';
import { TenantIndex } from '../../../functions/clusters/tenant-index';
import type { TenantIndexDocument } from '../../../functions/clusters/tenant-index';
import { InventoryService } from '../../../functions/inventory/inventory-service';
import { RecentHeartbeats } from '../../../functions/inventory/recent-heartbeats';
import type { Clock } from '../../../functions/platform/clock';
import { silentLogger } from '../../../functions/platform/logger';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { CountingStore } from '../../support/counting-store';
import { ManualClock } from '../../support/manual-clock';

const TENANT = 'contoso';
const OFFLINE_AFTER_SECONDS = 120;
const CLUSTERS = ['c-0', 'c-1', 'c-2'];

async function fleet() {
  const store = new SqliteStore(':memory:');
  // Only the heartbeats are read through it: what the instances' heartbeats read.
  const counted = new CountingStore(store);
  const clock = new ManualClock();
  const clusters = store.collection<ClusterDocument>('clusters');
  const heartbeats = counted.collection<HeartbeatDocument>('heartbeats');
  const inventory = store.collection<InventoryDocument>('inventory');
  const tenants = new TenantIndex(store.collection<TenantIndexDocument>('clusters'));
  await tenants.add(TENANT);
  for (const id of CLUSTERS)
    await clusters.create({ id, tenantId: TENANT, name: id, region: 'westeurope' } as ClusterDocument);
  const sweep = new HeartbeatSweep(tenants, clusters, heartbeats, clock, OFFLINE_AFTER_SECONDS, silentLogger);
  /** One control-plane instance: its own memory, its clock `skewSeconds` off the sweep's. */
  const instance = (skewSeconds = 0) => {
    const own: Clock = { now: () => new Date(clock.now().getTime() + skewSeconds * 1000) };
    return new InventoryService(heartbeats, inventory, own, new RecentHeartbeats(OFFLINE_AFTER_SECONDS));
  };
  const reads = () => counted.readsOf('heartbeats').calls;
  return { store, clock, heartbeats, reads, sweep, instance };
}

describe('heartbeats remembered by the instance that wrote them', () => {
  it('skip the previous-heartbeat read within half the offline threshold, and read after it', async () => {
    const { store, clock, reads, instance } = await fleet();
    try {
      const service = instance();
      await service.heartbeat(TENANT, 'c-0', { agentVersion: '1' });
      expect(reads()).toBe(1);
      clock.advance(30);
      await service.heartbeat(TENANT, 'c-0', { agentVersion: '1' });
      clock.advance(59);
      await service.heartbeat(TENANT, 'c-0', { agentVersion: '1' });
      expect(reads()).toBe(1);
      // Another cluster, and another instance for the same cluster, know nothing yet.
      await service.heartbeat(TENANT, 'c-1', { agentVersion: '1' });
      await instance().heartbeat(TENANT, 'c-0', { agentVersion: '1' });
      expect(reads()).toBe(3);
      clock.advance(60);
      await service.heartbeat(TENANT, 'c-0', { agentVersion: '1' });
      expect(reads()).toBe(4);
    } finally {
      await store.close();
    }
  });

  it('prove nothing when the clock went backwards', () => {
    const recent = new RecentHeartbeats(OFFLINE_AFTER_SECONDS);
    const at = new Date('2026-11-28T12:00:00Z');
    recent.wrote(TENANT, 'c-0', at);
    expect(recent.cannotBeMarkedOffline(TENANT, 'c-0', at)).toBe(true);
    expect(recent.cannotBeMarkedOffline(TENANT, 'c-0', new Date(at.getTime() - 1))).toBe(false);
    expect(recent.cannotBeMarkedOffline(TENANT, 'c-0', new Date(at.getTime() + 59_999))).toBe(true);
    expect(recent.cannotBeMarkedOffline(TENANT, 'c-0', new Date(at.getTime() + 60_000))).toBe(false);
  });

  it('report a return from Offline that the sweep marked just past the threshold', async () => {
    const { store, clock, sweep, instance } = await fleet();
    try {
      const service = instance();
      await service.heartbeat(TENANT, 'c-0', { agentVersion: '1' });
      clock.advance(OFFLINE_AFTER_SECONDS + 1);
      expect((await sweep.run()).newlyOffline).toBe(1);
      const back = await service.heartbeat(TENANT, 'c-0', { agentVersion: '1' });
      expect(back.offlineSince).toBe(clock.now().toISOString());
    } finally {
      await store.close();
    }
  });

  it('never lose a return from Offline: every mark the sweep made is reported or still on the document', async () => {
    type Step =
      | { kind: 'advance'; seconds: number }
      | { kind: 'heartbeat'; instance: number; cluster: number }
      | { kind: 'sweep' }
      | { kind: 'heartbeat during sweep'; instance: number; cluster: number; turns: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('advance' as const),
        // Steps near the window (60 s) and the threshold (120 s) as often as anywhere else.
        seconds: fc.oneof(
          fc.integer({ min: 1, max: 130 }),
          fc.constantFrom(1, 30, 59, 60, 61, 119, 120, 121),
        ),
      }),
      fc.record({
        kind: fc.constant('heartbeat' as const),
        instance: fc.integer({ min: 0, max: 1 }),
        cluster: fc.integer({ min: 0, max: CLUSTERS.length - 1 }),
      }),
      fc.record({ kind: fc.constant('sweep' as const) }),
      fc.record({
        kind: fc.constant('heartbeat during sweep' as const),
        instance: fc.integer({ min: 0, max: 1 }),
        cluster: fc.integer({ min: 0, max: CLUSTERS.length - 1 }),
        turns: fc.integer({ min: 0, max: 6 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 60, size: 'medium' }),
        fc.integer({ min: -5, max: 5 }),
        async (steps, skew) => {
          const { store, clock, heartbeats, sweep, instance } = await fleet();
          try {
            const instances = [instance(), instance(skew)];
            let marked = 0;
            let reported = 0;
            const beat = async (i: number, c: number) => {
              const { offlineSince } = await instances[i]!.heartbeat(TENANT, CLUSTERS[c]!, {
                agentVersion: '1',
              });
              if (offlineSince !== undefined) reported++;
            };
            for (const s of steps) {
              if (s.kind === 'advance') clock.advance(s.seconds);
              else if (s.kind === 'heartbeat') await beat(s.instance, s.cluster);
              else if (s.kind === 'sweep') marked += (await sweep.run()).newlyOffline;
              else {
                // The heartbeat starts some turns into the sweep: before its read, between its read
                // and its marks, or after.
                const sweeping = sweep.run();
                for (let t = 0; t < s.turns; t++) await new Promise((r) => setImmediate(r));
                await beat(s.instance, s.cluster);
                marked += (await sweeping).newlyOffline;
              }
            }
            const stillMarked = (await heartbeats.query(TENANT, { limit: 100 })).items.filter(
              (item) => item.doc.offlineSince !== undefined,
            ).length;
            expect(reported + stillMarked).toBe(marked);
          } finally {
            await store.close();
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
