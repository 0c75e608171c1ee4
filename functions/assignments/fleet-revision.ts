import { performance } from 'node:perf_hooks';
import type { Clock } from '../platform/clock';
import { updateWithRetry } from '../platform/store/store';
import type { Collection, DocumentBase } from '../platform/store/store';

/**
 * One small document per tenant, bumped after every catalog or assignment change. Hydrated desired
 * state adds it to the cluster's own generation, and the in-memory fleet snapshot is keyed by it,
 * so an idle agent's poll costs the cluster's point read (authentication) and a 304, plus a read
 * of the revision at most once a second per tenant and instance (see `recent`).
 */
export interface FleetRevisionDocument extends DocumentBase {
  revision: number;
  updatedAt: string;
}

export const FLEET_REVISION_ID = 'revision';

/**
 * How old a revision an agent's poll may be served from. Agents poll every 30 s, so a second more
 * before another instance's change is seen does not show; against that, every idle poll no longer
 * reads the revision (a Cosmos DB point read, 1 RU, per poll: 3,333 RU/s for 100,000 clusters).
 */
export const SERVED_REVISION_MAX_AGE_MS = 1_000;

export class FleetRevisions {
  /** The newest revision this instance has read or written per tenant, and when (monotonic ms). */
  private readonly seen = new Map<string, { revision: number; at: number }>();

  constructor(
    private readonly fleet: Collection<FleetRevisionDocument>,
    private readonly clock: Clock,
    private readonly maxAgeMs = SERVED_REVISION_MAX_AGE_MS,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  /** The revision in the store now: for writers, which must not act on an older one. */
  async current(tenantId: string): Promise<number> {
    const revision = (await this.fleet.read(tenantId, FLEET_REVISION_ID))?.doc.revision ?? 0;
    this.remember(tenantId, revision);
    return revision;
  }

  /**
   * The revision as this instance read it at most `maxAgeMs` ago, or as it wrote it itself (its own
   * changes are seen at once); for serving polls, where a change made on another instance may
   * show up to that much later. Writers use `current`.
   */
  async recent(tenantId: string): Promise<number> {
    const seen = this.seen.get(tenantId);
    if (seen && this.monotonicMs() - seen.at < this.maxAgeMs) return seen.revision;
    await this.current(tenantId);
    return this.seen.get(tenantId)!.revision;
  }

  async bump(tenantId: string): Promise<number> {
    const updated = await updateWithRetry(this.fleet, tenantId, FLEET_REVISION_ID, (current) => ({
      id: FLEET_REVISION_ID,
      tenantId,
      revision: (current?.revision ?? 0) + 1,
      updatedAt: this.clock.now().toISOString(),
    }));
    this.remember(tenantId, updated!.doc.revision);
    return updated!.doc.revision;
  }

  /** Revisions only grow: a read that was overtaken by a bump in this instance does not go back. */
  private remember(tenantId: string, revision: number): void {
    const seen = this.seen.get(tenantId);
    this.seen.set(tenantId, { revision: Math.max(revision, seen?.revision ?? 0), at: this.monotonicMs() });
  }
}
