import type { HeartbeatDocument } from '../../../functions/clusters';
import { MAX_PAGE_SIZE } from '../../../functions/platform/store/store';
import { TargetResolver } from '../../../functions/targeting/target-resolver';
import { CountingStore } from '../../support/counting-store';
import { ManualClock } from '../../support/manual-clock';
import { IN_PROCESS_STORES, suiteStore } from '../../support/store-harnesses';

/**
 * Which clusters are connected, from their heartbeat documents alone (the rollout reconciler asks
 * this of its deferred clusters): a heartbeat within the offline threshold, read a page of ids at
 * a time, on each store adapter.
 */
describe.each(IN_PROCESS_STORES)('TargetResolver.connected: %s', (_name, harness) => {
  const store = suiteStore(harness);
  const OFFLINE_AFTER_SECONDS = 120;
  let tenantCounter = 0;

  const heartbeat = (tenantId: string, id: string, at: Date): HeartbeatDocument =>
    ({ id, tenantId, lastHeartbeat: at.toISOString(), agentVersion: '1.0.0' }) as HeartbeatDocument;

  it('answers with the clusters whose last heartbeat is within the offline threshold', async () => {
    const tenantId = `connected-${++tenantCounter}`;
    const clock = new ManualClock(new Date('2026-04-01T00:00:00Z'));
    const counted = new CountingStore(store());
    const heartbeats = counted.collection<HeartbeatDocument>('heartbeats');
    const now = clock.now().getTime();
    await heartbeats.upsert(heartbeat(tenantId, 'fresh', new Date(now - 10_000)));
    await heartbeats.upsert(
      heartbeat(tenantId, 'at-threshold', new Date(now - OFFLINE_AFTER_SECONDS * 1000)),
    );
    await heartbeats.upsert(heartbeat(tenantId, 'stale', new Date(now - OFFLINE_AFTER_SECONDS * 1000 - 1)));
    const resolver = new TargetResolver(
      {
        clusters: counted.collection('clusters'),
        heartbeats,
        inventory: counted.collection('inventory'),
      },
      clock,
      OFFLINE_AFTER_SECONDS,
    );
    counted.resetCounts();

    const connected = await resolver.connected(tenantId, ['fresh', 'at-threshold', 'stale', 'never-seen']);
    expect([...connected].sort()).toEqual(['at-threshold', 'fresh']);
    // The heartbeats only, in one read; no cluster document.
    expect(counted.readsOf('heartbeats').calls).toBe(1);
    expect(counted.readsOf('clusters').calls).toBe(0);

    // More ids than a page: a read per page.
    counted.resetCounts();
    const many = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, i) => (i === 0 ? 'fresh' : `absent-${i}`));
    expect([...(await resolver.connected(tenantId, many))]).toEqual(['fresh']);
    expect(counted.readsOf('heartbeats').calls).toBe(2);
  });
});
