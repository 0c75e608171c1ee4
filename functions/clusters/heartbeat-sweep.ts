import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { MAX_PAGE_SIZE, StoreNotFoundError, StorePreconditionError } from '../platform/store/store';
import type { Collection, Versioned } from '../platform/store/store';
import { forEachBounded, STORE_CONCURRENCY } from '../platform/store/bounded';
import type { Instruments } from '../platform/telemetry/telemetry';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { ClusterDocument, HeartbeatDocument } from './model';
import type { TenantIndex } from './tenant-index';
import { isFleetTenant } from '../../contract/reserved-tenant';

/**
 * The heartbeat-gap sweep (a timer trigger): counts each tenant's clusters by connectivity and
 * declares a cluster Offline once, when its last heartbeat is older than the offline threshold.
 * The transition is recorded on the heartbeat document with an etag-guarded write, so the event is
 * logged once even with several sweepers, and a heartbeat arriving meanwhile wins (the write fails).
 */
export class HeartbeatSweep {
  constructor(
    private readonly tenants: TenantIndex,
    private readonly clusters: Collection<ClusterDocument>,
    private readonly heartbeats: Collection<HeartbeatDocument>,
    private readonly clock: Clock,
    private readonly offlineAfterSeconds: number,
    private readonly log: Logger,
    private readonly instruments?: Pick<Instruments, 'clusters' | 'heartbeatAge'>,
  ) {}

  async run(): Promise<{ tenants: number; connected: number; offline: number; newlyOffline: number }> {
    const totals = { tenants: 0, connected: 0, offline: 0, newlyOffline: 0 };
    // The synthetic check's cluster is no part of the fleet: never counted, never declared Offline.
    for (const tenantId of (await this.tenants.list()).filter(isFleetTenant)) {
      const result = await this.sweepTenant(tenantId);
      totals.tenants++;
      totals.connected += result.connected;
      totals.offline += result.offline;
      totals.newlyOffline += result.newlyOffline;
    }
    return totals;
  }

  private async sweepTenant(tenantId: string) {
    const now = this.clock.now();
    const thresholdMs = this.offlineAfterSeconds * 1000;
    let connected = 0;
    let offline = 0;
    let newlyOffline = 0;
    let continuationToken: string | undefined;
    do {
      const page = await this.clusters.query(tenantId, {
        limit: MAX_PAGE_SIZE,
        ...(continuationToken ? { continuationToken } : {}),
      });
      const heartbeats = await this.heartbeats.readMany(
        tenantId,
        page.items.map((item) => item.doc.id),
      );
      const byId = new Map(heartbeats.map((heartbeat) => [heartbeat.doc.id, heartbeat]));
      const transitions: {
        cluster: ClusterDocument;
        heartbeat: Versioned<HeartbeatDocument>;
        ageMs: number;
      }[] = [];
      for (const { doc: cluster } of page.items) {
        const heartbeat = byId.get(cluster.id);
        const ageMs = heartbeat
          ? now.getTime() - Date.parse(heartbeat.doc.lastHeartbeat)
          : Number.POSITIVE_INFINITY;
        if (ageMs <= thresholdMs) {
          connected++;
          this.instruments?.heartbeatAge.record(ageMs / 1000, { tenantId });
          continue;
        }
        offline++;
        // Never-seen clusters have no heartbeat document to mark; they were never Connected either.
        if (heartbeat && !heartbeat.doc.offlineSince) transitions.push({ cluster, heartbeat, ageMs });
      }
      // A region that drops off goes Offline in one sweep: thousands of marks, written a bounded
      // number at a time (one by one they took minutes under load, each waiting for its commit).
      await forEachBounded(transitions, STORE_CONCURRENCY, async ({ cluster, heartbeat, ageMs }) => {
        try {
          await this.heartbeats.replace(
            { ...heartbeat.doc, offlineSince: now.toISOString() },
            { ifMatch: heartbeat.etag },
          );
        } catch (err) {
          if (err instanceof StorePreconditionError || err instanceof StoreNotFoundError) return;
          throw err;
        }
        newlyOffline++;
        this.log.warn(LogEvents.clusterOffline.name, {
          tenantId,
          clusterId: cluster.id,
          heartbeatAgeSeconds: Math.round(ageMs / 1000),
          region: cluster.region,
        });
      });
      continuationToken = page.continuationToken;
      // With the embedded SQLite store every read completes at once, so without this the whole
      // fleet's pages ran as one task: 31-43 ms at 10,000 clusters in which no heartbeat was
      // answered (docs/performance.md). Each page is now its own turn of the event loop.
      if (continuationToken) await nextTurn();
    } while (continuationToken);
    this.instruments?.clusters.record(connected, { tenantId, connectivity: 'Connected' });
    this.instruments?.clusters.record(offline, { tenantId, connectivity: 'Offline' });
    return { connected, offline, newlyOffline };
  }
}
