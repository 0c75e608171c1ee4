import type { ClusterDocument, ExtensionPin } from '../clusters';
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

  /**
   * Sets this rollout's pin. `superseded`: the cluster carries the pin of a later rollout of the
   * extension (a higher sequence), which a late write of this one must never replace.
   */
  async apply(
    tenantId: string,
    clusterId: string,
    extension: string,
    pin: Omit<ExtensionPin, 'generation'>,
  ): Promise<'written' | 'unchanged' | 'superseded' | 'missing'> {
    let outcome: 'written' | 'unchanged' | 'superseded' | 'missing' = 'missing';
    // Read before the write: the revision only grows, so status older than the pin can never
    // reach the recorded generation (an assignment change racing the write errs the safe way).
    const revision = await this.fleetRevision(tenantId);
    await updateWithRetry(this.clusters, tenantId, clusterId, (cluster) => {
      outcome = 'missing';
      if (!cluster) return undefined;
      const existing = cluster.pins?.[extension];
      outcome = 'unchanged';
      if (existing?.rolloutId === pin.rolloutId) return undefined;
      outcome = 'superseded';
      if (existing && isNewer(existing, pin)) return undefined;
      outcome = 'written';
      const generation = cluster.desiredGeneration + 1;
      return {
        ...cluster,
        pins: { ...cluster.pins, [extension]: { ...pin, generation: generation + revision } },
        desiredGeneration: generation,
        updatedAt: this.clock.now().toISOString(),
      };
    });
    return outcome;
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
  ): Promise<RestoreOutcome> {
    let outcome: RestoreOutcome = previous ? 'restored' : 'removed';
    await updateWithRetry(this.clusters, tenantId, clusterId, (cluster) => {
      outcome = previous ? 'restored' : 'removed';
      const current = cluster?.pins?.[extension];
      // Another rollout's pin, other than the one this rollout replaced: a later rollout's.
      if (current && current.rolloutId !== rolloutId && current.rolloutId !== previous?.rolloutId) {
        outcome = 'keptNewer';
      }
      if (!cluster || current?.rolloutId !== rolloutId) return undefined;
      const { [extension]: _current, ...others } = cluster.pins ?? {};
      const generation = cluster.desiredGeneration + 1;
      return {
        ...cluster,
        pins: previous ? { ...others, [extension]: previous } : others,
        desiredGeneration: generation,
        updatedAt: this.clock.now().toISOString(),
      };
    });
    return outcome;
  }
}

/**
 * What a rollback did on one cluster: the previous pin is back (`restored`), there was none and the
 * extension is no longer pinned (`removed`), or a later rollout's pin was left in place (`keptNewer`).
 * A pin of this rollout still being written is taken back by its fan-out handler (see
 * fanout-handler.ts), with the same result.
 */
export type RestoreOutcome = 'restored' | 'removed' | 'keptNewer';

/** Whether `existing` was written by a later rollout of the extension than `pin`'s. */
function isNewer(existing: ExtensionPin, pin: Omit<ExtensionPin, 'generation'>): boolean {
  return existing.sequence !== undefined && pin.sequence !== undefined && existing.sequence > pin.sequence;
}
