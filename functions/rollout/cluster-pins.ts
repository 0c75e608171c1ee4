import type { ClusterDocument, ExtensionPin } from '../clusters/model';
import type { Clock } from '../platform/clock';
import { updateWithRetry } from '../platform/store/store';
import type { Collection } from '../platform/store/store';

/**
 * Writes and removes rollout pins on cluster documents. Both are idempotent, so a redelivered
 * fan-out message or a repeated rollback changes nothing twice.
 */
export class ClusterPins {
  /**
   * @param fleetRevision the tenant's fleet revision: the generation agents see (and echo in
   * status) is the cluster's own generation plus it, so a pin records its generation in that space.
   */
  constructor(
    private readonly clusters: Collection<ClusterDocument>,
    private readonly clock: Clock,
    private readonly fleetRevision: (tenantId: string) => Promise<number> = async () => 0,
  ) {}

  async current(
    tenantId: string,
    clusterId: string,
    extension: string,
  ): Promise<ExtensionPin | null | undefined> {
    const cluster = await this.clusters.read(tenantId, clusterId);
    if (!cluster) return undefined;
    return cluster.doc.pins?.[extension] ?? null;
  }

  /** Sets this rollout's pin; returns false when the cluster no longer exists. */
  async apply(
    tenantId: string,
    clusterId: string,
    extension: string,
    pin: Omit<ExtensionPin, 'generation'>,
  ): Promise<boolean> {
    let exists = false;
    // Read before the write: the revision only grows, so status older than the pin can never
    // reach the recorded generation (an assignment change racing the write errs the safe way).
    const revision = await this.fleetRevision(tenantId);
    await updateWithRetry(this.clusters, tenantId, clusterId, (cluster) => {
      if (!cluster) return undefined;
      exists = true;
      if (cluster.pins?.[extension]?.rolloutId === pin.rolloutId) return undefined;
      const generation = cluster.desiredGeneration + 1;
      return {
        ...cluster,
        pins: { ...cluster.pins, [extension]: { ...pin, generation: generation + revision } },
        desiredGeneration: generation,
        updatedAt: this.clock.now().toISOString(),
      };
    });
    return exists;
  }

  /**
   * Puts back what the cluster had before this rollout, unless a later rollout has pinned the
   * extension since (its pin is newer than anything this rollout could restore).
   */
  async restore(
    tenantId: string,
    clusterId: string,
    extension: string,
    rolloutId: string,
    previous: ExtensionPin | null,
  ): Promise<void> {
    await updateWithRetry(this.clusters, tenantId, clusterId, (cluster) => {
      if (!cluster || cluster.pins?.[extension]?.rolloutId !== rolloutId) return undefined;
      const { [extension]: _current, ...others } = cluster.pins ?? {};
      const generation = cluster.desiredGeneration + 1;
      return {
        ...cluster,
        pins: previous ? { ...others, [extension]: previous } : others,
        desiredGeneration: generation,
        updatedAt: this.clock.now().toISOString(),
      };
    });
  }
}
