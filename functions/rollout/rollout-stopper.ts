import type { Bus } from '../platform/bus/bus';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { problems } from '../../contract/problems';
import { forEachBounded, STORE_CONCURRENCY } from '../platform/store/bounded';
import type { ClusterPins } from './cluster-pins';
import type { RolloutGitPath } from './git-path';
import { CANCELLABLE_STATES, TOUCHED_STATES, UNSENT_STATES } from './model';
import type { RolloutDocument } from './model';
import type { RolloutStore } from './rollout-store';
import { rolloutSources } from './transitions';
import { cancelUnsent, withdrawMessages } from './unsent-records';

/** Cancel and rollback: the ways an operator (or a halt with autoRollback) stops a rollout. */
export class RolloutStopper {
  constructor(
    private readonly store: RolloutStore,
    private readonly pins: ClusterPins,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly gitPath?: RolloutGitPath,
  ) {}

  /**
   * Stops sending and keeps what was done: the rollout becomes Cancelled (compare-and-swap on a
   * Running, Paused or WaitingForDeferred state), unsent clusters are cancelled, updated clusters
   * keep the version (a later rollback still restores them). Idempotent.
   */
  async cancel(tenantId: string, rolloutId: string, reason: string): Promise<void> {
    const now = () => this.clock.now().toISOString();
    const moved = await this.store.moveRollout(tenantId, rolloutId, {
      from: rolloutSources('Cancelled'),
      to: 'Cancelled',
      patch: (current) => ({ haltReason: current.haltReason ?? reason, updatedAt: now() }),
    });
    const rollout = moved ?? (await this.require(tenantId, rolloutId));
    if (rollout.state !== 'Cancelled') {
      throw problems.conflict(
        `The rollout is ${rollout.state}; only a Running, Paused, WaitingForApproval or WaitingForDeferred rollout can be cancelled.`,
      );
    }
    // Repeated on every call, so a cancel that died half-way is finished by the next one.
    await this.store.releaseLock(tenantId, rollout.spec.extension, rolloutId);
    const unsent = await this.store.recordsIn(tenantId, rolloutId, CANCELLABLE_STATES);
    await cancelUnsent(this.store, this.bus, unsent, { reason: 'Cancelled', message: reason, at: now() });
    await this.store.removeActive(rolloutId);
    if (moved) this.log.warn('rollout cancelled', { tenantId, rolloutId, reason });
  }

  /**
   * One call puts every touched cluster back on what it ran before this rollout and cancels
   * everything not yet sent. Safe to repeat: restoring is idempotent per cluster.
   *
   * Every record is settled with an etag-guarded write (touched -> RolledBack, then its cluster
   * restored; not yet sent -> Cancelled), never judged from the list read alone: a fan-out handler
   * claims its record (Scheduled -> Applied) with the same kind of write before it writes a pin,
   * so each record is either cancelled before any claim (nothing is ever written for it) or
   * claimed first (restored here, and if the pin lands after that, the handler's confirm fails on
   * RolledBack and it takes the pin back). See fanout-handler.ts. The failure verdicts stay on the
   * records; what rollback did is recorded per cluster beside them.
   */
  async rollback(tenantId: string, rolloutId: string, reason: string): Promise<void> {
    const now = () => this.clock.now().toISOString();
    let rollout = await this.require(tenantId, rolloutId);
    if (rollout.state === 'RolledBack') return;
    if (rollout.state !== 'RollingBack') {
      const moved = await this.store.moveRollout(tenantId, rolloutId, {
        from: rolloutSources('RollingBack'),
        to: 'RollingBack',
        patch: (current) => ({ haltReason: current.haltReason ?? `rollback ${reason}`, updatedAt: now() }),
      });
      rollout = moved ?? (await this.require(tenantId, rolloutId));
      if (rollout.state === 'RolledBack') return;
    }
    // In the timer's index until it is RolledBack: if this instance dies half-way, a reconcile
    // pass on another (or the restarted) one finishes the rollback.
    await this.store.addActive(tenantId, rolloutId);
    await this.store.releaseLock(tenantId, rollout.spec.extension, rolloutId);
    // The set of records is fixed at creation; their states are decided by the writes below, not
    // by this read (except Cancelled, which is final: nothing to do).
    const records = await this.store.records(tenantId, rolloutId);
    await withdrawMessages(this.bus, records);
    const open = records.filter((record) => record.state !== 'Cancelled');
    await forEachBounded(open, STORE_CONCURRENCY, async (record) => {
      const settled =
        (await this.store.moveRecord(tenantId, rolloutId, record.clusterId, {
          from: TOUCHED_STATES,
          to: 'RolledBack',
          patch: () => ({ updatedAt: now() }),
        })) ??
        (await this.store.moveRecord(tenantId, rolloutId, record.clusterId, {
          from: UNSENT_STATES,
          to: 'Cancelled',
          patch: () => ({
            slotAt: null,
            sequenceNumber: null,
            updatedAt: now(),
            rollback: { outcome: 'cancelled', version: null, at: now() },
          }),
        })) ??
        (await this.store.c.records.read(tenantId, record.id))?.doc;
      // RolledBack first, restore after: a handler confirming its pin later sees RolledBack.
      // Restoring a record already RolledBack again is what makes a repeated rollback finish.
      if (settled?.state !== 'RolledBack') return;
      const previous = await this.store.restorablePin(
        tenantId,
        record.clusterId,
        settled.previousPin ?? null,
      );
      const outcome = await this.pins.restore(
        tenantId,
        record.clusterId,
        rollout.spec.extension,
        rolloutId,
        previous,
      );
      await this.store.updateRecord(tenantId, rolloutId, record.clusterId, (current) =>
        current.rollback
          ? undefined
          : {
              ...current,
              rollback: {
                outcome,
                version: outcome === 'restored' ? (previous?.version ?? null) : null,
                at: now(),
              },
            },
      );
    });
    // On the Git path the whole rollback is one commit. A failing remote does not hold the
    // rollback back: the store is restored, and the next export carries it.
    await this.gitPath
      ?.pinsChanged(tenantId, {
        rolloutId,
        stage: rollout.stages[rollout.currentStage]?.name ?? String(rollout.currentStage),
        action: 'rollback',
        clusters: open.map((record) => record.clusterId),
      })
      .catch((err: unknown) =>
        this.log.warn('rollback not committed to Git yet', { tenantId, rolloutId, error: String(err) }),
      );
    await this.store.moveRollout(tenantId, rolloutId, {
      from: ['RollingBack'],
      to: 'RolledBack',
      patch: () => ({ updatedAt: now() }),
    });
    await this.store.removeActive(rolloutId);
    this.log.warn('rollout rolled back', { tenantId, rolloutId, reason });
  }

  /**
   * Sends not delivered yet go back to Pending (etag-guarded, like the handler's claim: a handler
   * that claims first writes its pin and the record says Applied; one that claims later finds
   * Pending and writes nothing).
   */
  async unschedule(tenantId: string, rolloutId: string): Promise<void> {
    const scheduled = await this.store.recordsIn(tenantId, rolloutId, ['Scheduled']);
    await withdrawMessages(this.bus, scheduled);
    await forEachBounded(scheduled, STORE_CONCURRENCY, async (record) => {
      await this.store.moveRecord(tenantId, rolloutId, record.clusterId, {
        from: ['Scheduled'],
        to: 'Pending',
        patch: () => ({ slotAt: null, sequenceNumber: null, updatedAt: this.clock.now().toISOString() }),
      });
    });
  }

  private async require(tenantId: string, rolloutId: string): Promise<RolloutDocument> {
    const rollout = await this.store.rollout(tenantId, rolloutId);
    if (!rollout) throw problems.notFound('Rollout', rolloutId);
    return rollout.doc;
  }
}
