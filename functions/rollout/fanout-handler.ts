import { z } from 'zod';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { TargetResolver } from '../targeting/target-resolver';
import type { ClusterPins } from './cluster-pins';
import type { RolloutStore } from './rollout-store';

const FanoutMessageSchema = z.object({ tenantId: z.string(), rolloutId: z.string(), clusterId: z.string() });

export type FanoutOutcome = 'applied' | 'deferred' | 'requeued' | 'cancelled' | 'duplicate' | 'gone';

/**
 * Handles one fan-out message: at the cluster's send slot, point its desired state at the new
 * version. Idempotent under redelivery and duplicates: only a record in state Scheduled is acted
 * on, the previous pin is saved before the new one is written, and writing the same rollout's pin
 * twice is a no-op.
 */
export class FanoutHandler {
  constructor(
    private readonly store: RolloutStore,
    private readonly pins: ClusterPins,
    private readonly targets: TargetResolver,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async handle(body: unknown): Promise<FanoutOutcome> {
    const message = FanoutMessageSchema.parse(body);
    const { tenantId, rolloutId, clusterId } = message;
    const now = () => this.clock.now().toISOString();
    const [rollout, record] = await Promise.all([
      this.store.rollout(tenantId, rolloutId),
      this.store.c.records.read(tenantId, `${rolloutId}.${clusterId}`),
    ]);
    if (!rollout || !record) return 'gone';
    if (record.doc.state !== 'Scheduled') return 'duplicate';

    if (rollout.doc.state === 'Paused') {
      await this.store.updateRecord(tenantId, rolloutId, clusterId, (current) =>
        current.state === 'Scheduled'
          ? { ...current, state: 'Pending', slotAt: null, sequenceNumber: null, updatedAt: now() }
          : undefined,
      );
      return 'requeued';
    }
    if (rollout.doc.state !== 'Running') {
      await this.store.updateRecord(tenantId, rolloutId, clusterId, (current) =>
        current.state === 'Scheduled'
          ? { ...current, state: 'Cancelled', reason: rollout.doc.state, updatedAt: now() }
          : undefined,
      );
      return 'cancelled';
    }

    const cluster = await this.store.c.clusters.read(tenantId, clusterId);
    if (!cluster) {
      await this.store.updateRecord(tenantId, rolloutId, clusterId, (current) =>
        current.state === 'Scheduled'
          ? { ...current, state: 'Cancelled', reason: 'ClusterDeleted', updatedAt: now() }
          : undefined,
      );
      return 'gone';
    }
    const facts = await this.targets.factsFor(tenantId, cluster.doc);
    if (facts?.connectivity !== 'Connected') {
      await this.store.updateRecord(tenantId, rolloutId, clusterId, (current) =>
        current.state === 'Scheduled'
          ? {
              ...current,
              state: 'Deferred',
              reason: 'Offline',
              message: 'the cluster was offline when its slot came; it is caught up when it reconnects',
              updatedAt: now(),
            }
          : undefined,
      );
      return 'deferred';
    }

    const spec = rollout.doc.spec;
    const existingPin = cluster.doc.pins?.[spec.extension];
    // Save what rollback must restore before changing anything (once: a redelivery after the pin
    // was written must not save this rollout's own pin as "previous").
    if (record.doc.previousPin === undefined) {
      const previous = existingPin && existingPin.rolloutId !== rolloutId ? existingPin : null;
      await this.store.updateRecord(tenantId, rolloutId, clusterId, (current) =>
        current.previousPin === undefined
          ? { ...current, previousPin: previous, updatedAt: now() }
          : undefined,
      );
    }
    // A rollout that names no namespace upgrades what is there: it keeps the namespace and
    // values an earlier rollout installed the extension with.
    const inherited = existingPin && existingPin.rolloutId !== rolloutId ? existingPin : undefined;
    const namespace = spec.namespace ?? inherited?.namespace;
    const values = spec.values ?? inherited?.values;
    await this.pins.apply(tenantId, clusterId, spec.extension, {
      version: spec.version,
      rolloutId,
      ...(namespace ? { namespace } : {}),
      ...(values ? { values } : {}),
    });
    await this.store.updateRecord(tenantId, rolloutId, clusterId, (current) =>
      current.state === 'Scheduled'
        ? { ...current, state: 'Applied', appliedAt: now(), updatedAt: now() }
        : undefined,
    );
    this.log.debug('rollout applied to cluster', { tenantId, rolloutId, clusterId });
    return 'applied';
  }
}
