import { LRUCache } from 'lru-cache';

/**
 * Bounds the memory: a 10,000-cluster fleet takes ~1.5 MB here. Past it the least recently written
 * clusters are forgotten, which only means their next heartbeat reads the previous one again.
 */
export const MAX_REMEMBERED_CLUSTERS = 50_000;

/**
 * The clusters whose heartbeat this instance wrote lately, and when (by the instance's clock).
 *
 * Why: a heartbeat reads the cluster's previous heartbeat only to learn whether the heartbeat-gap
 * sweep had marked the cluster Offline (to log `cluster online`). That read is one SQLite point
 * read in the host and 1 RU in Cosmos DB on the most frequent request of the fleet. It cannot
 * find a mark when this instance wrote the cluster's heartbeat less than half the offline
 * threshold ago: the sweep marks a heartbeat document only when its `lastHeartbeat` is older
 * than the threshold, with a write guarded by the etag of the document it read. A mark made from
 * a document read before that write fails its etag check (the write changed the document); one
 * read after it sees a `lastHeartbeat` no older than that write, less than half the threshold
 * old. The other half is the margin for clocks of other instances that are behind (Azure's are
 * NTP-synchronised to well under a second; the default threshold is 120 s). An instance that
 * restarted, or another instance, has no entry and reads.
 */
export class RecentHeartbeats {
  private readonly written = new LRUCache<string, number>({ max: MAX_REMEMBERED_CLUSTERS });

  constructor(private readonly offlineAfterSeconds: number) {}

  /** Whether the sweep cannot have marked the cluster Offline since this instance's last write. */
  cannotBeMarkedOffline(tenantId: string, clusterId: string, now: Date): boolean {
    const last = this.written.get(key(tenantId, clusterId));
    if (last === undefined) return false;
    const sinceMs = now.getTime() - last;
    // A clock that went backwards proves nothing either way.
    return sinceMs >= 0 && sinceMs * 2 < this.offlineAfterSeconds * 1000;
  }

  /** Called after the heartbeat written at `at` is stored (never for a write that failed). */
  wrote(tenantId: string, clusterId: string, at: Date): void {
    this.written.set(key(tenantId, clusterId), at.getTime());
  }
}

const key = (tenantId: string, clusterId: string): string => `${tenantId}\0${clusterId}`;
