import type { Bus } from '../platform/bus/bus';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { Instruments } from '../platform/telemetry/telemetry';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { TargetResolver } from '../targeting/target-resolver';
import { ClusterPins } from './cluster-pins';
import { gateOpen } from './gate';
import { FANOUT_QUEUE, fanoutMessage, TERMINAL_ROLLOUT_STATES, TOUCHED_STATES } from './model';
import type { RolloutClusterDocument, RolloutDocument } from './model';
import { SlotReserver } from './pacing';
import { pacingKeys } from './pacing-keys';
import type { RolloutSettings } from './rollout-settings';
import type { RolloutStore } from './rollout-store';
import { inFlight, summarize } from './rollout-summary';
import { budgetExceeded, failureRatio, gateCounts } from './rollout-view';

/**
 * Moves rollouts forward. Runs from a timer for every active rollout, and right after an operator
 * action. Each pass is idempotent and reads everything it needs from the store (the source of
 * truth), so passes may overlap, repeat or crash without harm:
 *
 * 1. health timeouts: Applied too long without a verdict -> TimedOut;
 * 2. error budget: failures over the budget (deferred clusters excluded) -> halt (and roll back);
 * 3. catch-up: Deferred clusters that are back online return to Pending;
 * 4. healing: Scheduled records whose message is overdue are sent again (the outbox);
 * 5. scheduling: Pending records of the current stage get send slots and scheduled messages,
 *    within maxConcurrency;
 * 6. stage transitions: wait, gate, next stage, or Completed;
 * 7. counting: the records as this pass left them become the rollout's summary, which the list
 *    of rollouts shows without reading records.
 */
export class RolloutReconciler {
  private readonly slots: SlotReserver;
  private readonly pins: ClusterPins;
  /** Set by the service: rollback is an operator operation the reconciler can also trigger. */
  onAutoRollback: (tenantId: string, rolloutId: string, reason: string) => Promise<void> = async () => {};

  constructor(
    private readonly store: RolloutStore,
    private readonly targets: TargetResolver,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly settings: RolloutSettings,
    private readonly instruments?: Pick<Instruments, 'rolloutHalts' | 'reconcileRetries'>,
  ) {
    this.slots = new SlotReserver(store.c.pacing, () => clock.now());
    this.pins = new ClusterPins(store.c.clusters, clock);
  }

  /** Every active rollout, one at a time (the timer trigger). Failures of one do not stop the others. */
  async reconcileAll(): Promise<void> {
    for (const { tenantId, rolloutId } of await this.store.active()) {
      try {
        await this.reconcile(tenantId, rolloutId);
      } catch (err) {
        this.log.error('rollout reconcile failed', { tenantId, rolloutId, error: String(err) });
      }
    }
  }

  async reconcile(tenantId: string, rolloutId: string): Promise<void> {
    const found = await this.store.rollout(tenantId, rolloutId);
    if (!found || TERMINAL_ROLLOUT_STATES.includes(found.doc.state)) {
      await this.store.removeActive(rolloutId);
      return;
    }
    const rollout = found.doc;
    const now = this.clock.now();
    if (rollout.state === 'Paused') return this.recountPaused(rollout, now);
    if (rollout.state !== 'Running') return;
    let records = await this.store.records(tenantId, rolloutId);

    records = await this.timeOut(rollout, records, now);
    if (budgetExceeded(records, rollout.spec.strategy.errorBudgetPercent)) {
      const { failed, considered } = failureRatio(records);
      return this.halt(
        rollout,
        `error budget exceeded: ${failed} of ${considered} clusters failed (> ${rollout.spec.strategy.errorBudgetPercent}%)`,
      );
    }
    records = await this.catchUpDeferred(rollout, records);
    await this.heal(rollout, records, now);
    records = await this.schedule(rollout, records, now);
    const advanced = await this.advanceStage(rollout, records, now);
    // Next stage: schedule it in the same pass rather than one timer tick later; that pass counts.
    if (advanced === 'next') return this.reconcile(tenantId, rolloutId);
    // A halt counts what it cancelled itself.
    if (advanced === 'halted') return;
    // Every read of this pass came after `now`, and the last one saw the pass's own changes.
    await this.store.saveSummary(tenantId, rolloutId, summarize(rollout, records, now));
  }

  /**
   * A paused rollout sends nothing, but updates sent before the pause still land and report: count
   * again while any is in flight, up to the health timeout after the pause (`updatedAt`; verdicts
   * are not expected later, and a GET of the rollout counts exactly anyway). Not every pass after
   * that: reading every record of a rollout paused for days would cost for nothing.
   */
  private async recountPaused(rollout: RolloutDocument, now: Date): Promise<void> {
    const pausedMs = now.getTime() - Date.parse(rollout.updatedAt);
    if (rollout.summary && !inFlight(rollout.summary)) return;
    if (pausedMs > rollout.spec.strategy.healthTimeoutSeconds * 1000) return;
    const records = await this.store.records(rollout.tenantId, rollout.id);
    await this.store.saveSummary(rollout.tenantId, rollout.id, summarize(rollout, records, now));
  }

  private async timeOut(rollout: RolloutDocument, records: RolloutClusterDocument[], now: Date) {
    const limitMs = rollout.spec.strategy.healthTimeoutSeconds * 1000;
    const expired = records.filter(
      (record) =>
        record.state === 'Applied' &&
        record.appliedAt &&
        now.getTime() - Date.parse(record.appliedAt) > limitMs,
    );
    for (const record of expired) {
      await this.store.updateRecord(rollout.tenantId, rollout.id, record.clusterId, (current) =>
        current.state === 'Applied'
          ? {
              ...current,
              state: 'TimedOut',
              reason: 'HealthTimeout',
              message: `no healthy status within ${rollout.spec.strategy.healthTimeoutSeconds}s of the update`,
              updatedAt: now.toISOString(),
            }
          : undefined,
      );
    }
    return expired.length > 0 ? this.store.records(rollout.tenantId, rollout.id) : records;
  }

  private async catchUpDeferred(rollout: RolloutDocument, records: RolloutClusterDocument[]) {
    const deferred = records.filter((record) => record.state === 'Deferred');
    if (deferred.length === 0) return records;
    const clusters = await this.store.c.clusters.readMany(
      rollout.tenantId,
      deferred.map((record) => record.clusterId),
    );
    const facts = await Promise.all(
      clusters.map((cluster) => this.targets.factsFor(rollout.tenantId, cluster.doc)),
    );
    const online = new Set(facts.filter((fact) => fact.connectivity === 'Connected').map((fact) => fact.id));
    let changed = false;
    for (const record of deferred.filter((r) => online.has(r.clusterId))) {
      changed = true;
      await this.store.updateRecord(rollout.tenantId, rollout.id, record.clusterId, (current) =>
        current.state === 'Deferred'
          ? { ...current, state: 'Pending', reason: 'CaughtUp', updatedAt: this.clock.now().toISOString() }
          : undefined,
      );
    }
    return changed ? this.store.records(rollout.tenantId, rollout.id) : records;
  }

  /** The outbox: a record still Scheduled well after its slot lost its message; send it again. */
  private async heal(rollout: RolloutDocument, records: RolloutClusterDocument[], now: Date) {
    const graceMs = this.settings.healAfterSeconds * 1000;
    const lost = records.filter(
      (record) =>
        record.state === 'Scheduled' &&
        record.slotAt !== null &&
        now.getTime() - Math.max(Date.parse(record.slotAt), Date.parse(record.sentAt ?? record.slotAt)) >
          graceMs,
    );
    for (const record of lost) {
      await this.bus.send(FANOUT_QUEUE, fanoutMessage(rollout.tenantId, rollout.id, record.clusterId));
      await this.store.updateRecord(rollout.tenantId, rollout.id, record.clusterId, (current) =>
        current.state === 'Scheduled'
          ? { ...current, sentAt: now.toISOString(), updatedAt: now.toISOString() }
          : undefined,
      );
      this.instruments?.reconcileRetries.add(1, { tenantId: rollout.tenantId, source: 'controlplane' });
      this.log.warn('rollout message re-sent', { rolloutId: rollout.id, clusterId: record.clusterId });
    }
  }

  private async schedule(rollout: RolloutDocument, records: RolloutClusterDocument[], now: Date) {
    const stageIndex = rollout.currentStage;
    const stageSpec = rollout.spec.strategy.stages[stageIndex];
    const stage = rollout.stages[stageIndex];
    if (!stageSpec || !stage || (stage.waitUntil && now < new Date(stage.waitUntil))) return records;
    // Deferred clusters that came back are caught up whatever stage they were planned in.
    const pending = records.filter(
      (record) => record.state === 'Pending' && (record.stage === stageIndex || record.reason === 'CaughtUp'),
    );
    if (pending.length === 0) return records;
    const inFlight = records.filter(
      (record) => record.stage === stageIndex && (record.state === 'Scheduled' || record.state === 'Applied'),
    ).length;
    const room = Math.min(
      (stageSpec.maxConcurrency ?? Number.MAX_SAFE_INTEGER) - inFlight,
      this.settings.scheduleBatch,
      pending.length,
    );
    if (room <= 0) return records;
    if (stage.state === 'Pending') {
      await this.store.updateRollout(rollout.tenantId, rollout.id, (current) => {
        const stages = [...current.stages];
        stages[stageIndex] = { ...stages[stageIndex]!, state: 'Running', startedAt: now.toISOString() };
        return { ...current, stages, updatedAt: now.toISOString() };
      });
    }

    // Reserve per region so each send is paced by its own region's bucket as well as the shared ones.
    const batch = pending.slice(0, room);
    const byRegion = new Map<string, RolloutClusterDocument[]>();
    for (const record of batch) {
      const key = record.region ?? '';
      byRegion.set(key, [...(byRegion.get(key) ?? []), record]);
    }
    for (const [region, group] of byRegion) {
      const slots = await this.slots.reserve(
        pacingKeys(rollout, region || null, this.settings),
        group.length,
        now.getTime(),
      );
      for (const [index, record] of group.entries()) {
        const at = new Date(slots[index] as number);
        // Outbox order: the record says Scheduled before the message exists, so a message that is
        // delivered at once finds its record ready; a crash before the send is healed later.
        const marked = await this.store.updateRecord(
          rollout.tenantId,
          rollout.id,
          record.clusterId,
          (current) =>
            current.state === 'Pending'
              ? {
                  ...current,
                  state: 'Scheduled',
                  slotAt: at.toISOString(),
                  sentAt: now.toISOString(),
                  sequenceNumber: null,
                  updatedAt: now.toISOString(),
                }
              : undefined,
        );
        if (marked?.state !== 'Scheduled' || marked.slotAt !== at.toISOString()) continue;
        const [sequenceNumber] = await this.bus.schedule(
          FANOUT_QUEUE,
          at,
          fanoutMessage(rollout.tenantId, rollout.id, record.clusterId),
        );
        await this.store.updateRecord(rollout.tenantId, rollout.id, record.clusterId, (current) =>
          current.state === 'Scheduled' && current.slotAt === at.toISOString()
            ? { ...current, sequenceNumber: sequenceNumber?.toString() ?? null }
            : undefined,
        );
      }
    }
    return this.store.records(rollout.tenantId, rollout.id);
  }

  /** Moves the current stage on when it is finished: `next` when the next stage is now current. */
  private async advanceStage(
    rollout: RolloutDocument,
    records: RolloutClusterDocument[],
    now: Date,
  ): Promise<'stayed' | 'next' | 'halted'> {
    const stageIndex = rollout.currentStage;
    const stage = rollout.stages[stageIndex];
    if (!stage) return 'stayed';
    const inStage = records.filter((record) => record.stage === stageIndex);
    // Clusters caught up after a deferral belong to an earlier stage but must finish before the end.
    const unfinished = records.some(
      (record) =>
        (record.stage === stageIndex || record.reason === 'CaughtUp') &&
        ['Pending', 'Scheduled', 'Applied'].includes(record.state),
    );
    if (unfinished) return 'stayed';

    const waitSeconds = rollout.spec.strategy.stages[stageIndex]?.afterStageWaitSeconds ?? 0;
    if (!stage.waitUntil && waitSeconds > 0 && stageIndex < rollout.stages.length - 1) {
      await this.updateStage(rollout, stageIndex, {
        state: 'Waiting',
        completedAt: now.toISOString(),
        waitUntil: new Date(now.getTime() + waitSeconds * 1000).toISOString(),
      });
      return 'stayed';
    }
    if (stage.waitUntil && now < new Date(stage.waitUntil)) return 'stayed';

    const next = stageIndex + 1;
    if (next >= rollout.stages.length) {
      await this.updateStage(rollout, stageIndex, {
        state: 'Done',
        completedAt: stage.completedAt ?? now.toISOString(),
      });
      await this.store.updateRollout(rollout.tenantId, rollout.id, (current) => ({
        ...current,
        state: 'Completed',
        updatedAt: now.toISOString(),
      }));
      await this.store.removeActive(rollout.id);
      const deferred = records.filter((record) => record.state === 'Deferred').length;
      this.log.info('rollout completed', {
        tenantId: rollout.tenantId,
        rolloutId: rollout.id,
        stillDeferred: deferred,
      });
      return 'stayed';
    }
    const gate = rollout.spec.strategy.stages[next]?.gate;
    if (gate) {
      const verdict = gateOpen(gate, gateCounts(inStage));
      if (!verdict.open) {
        await this.halt(rollout, `stage '${rollout.stages[next]?.name}' ${verdict.detail}`);
        return 'halted';
      }
    }
    await this.store.updateRollout(rollout.tenantId, rollout.id, (current) => {
      const stages = [...current.stages];
      stages[stageIndex] = {
        ...stages[stageIndex]!,
        state: 'Done',
        completedAt: stages[stageIndex]!.completedAt ?? now.toISOString(),
      };
      return { ...current, stages, currentStage: next, updatedAt: now.toISOString() };
    });
    return 'next';
  }

  private async updateStage(
    rollout: RolloutDocument,
    index: number,
    patch: Partial<RolloutDocument['stages'][number]>,
  ) {
    await this.store.updateRollout(rollout.tenantId, rollout.id, (current) => {
      const stages = [...current.stages];
      stages[index] = { ...stages[index]!, ...patch };
      return { ...current, stages, updatedAt: this.clock.now().toISOString() };
    });
  }

  /** Stops sending: unsent records are cancelled; with autoRollback every touched cluster is restored. */
  private async halt(rollout: RolloutDocument, reason: string): Promise<void> {
    const haltedAt = this.clock.now();
    const now = haltedAt.toISOString();
    await this.store.updateRollout(rollout.tenantId, rollout.id, (current) => {
      const stages = [...current.stages];
      stages[current.currentStage] = { ...stages[current.currentStage]!, state: 'Halted' };
      return { ...current, state: 'Halted', haltReason: reason, stages, updatedAt: now };
    });
    const records = await this.store.records(rollout.tenantId, rollout.id);
    const scheduled = records.filter((record) => record.state === 'Scheduled');
    const sequenceNumbers = scheduled.flatMap((record) =>
      record.sequenceNumber ? [BigInt(record.sequenceNumber)] : [],
    );
    if (sequenceNumbers.length > 0) await this.bus.cancelScheduled(FANOUT_QUEUE, sequenceNumbers);
    // Each update answers the record as it now is, so the halt counts without reading them all again.
    const after = new Map(records.map((record) => [record.clusterId, record]));
    for (const record of records.filter((r) => r.state === 'Scheduled' || r.state === 'Pending')) {
      const updated = await this.store.updateRecord(
        rollout.tenantId,
        rollout.id,
        record.clusterId,
        (current) =>
          current.state === 'Scheduled' || current.state === 'Pending'
            ? { ...current, state: 'Cancelled', reason: 'Halted', updatedAt: now }
            : undefined,
      );
      if (updated) after.set(record.clusterId, updated);
    }
    await this.store.saveSummary(
      rollout.tenantId,
      rollout.id,
      summarize(rollout, [...after.values()], haltedAt),
    );
    const stageRecords = records.filter((record) => record.stage === rollout.currentStage);
    const { failed, considered } = failureRatio(stageRecords);
    this.instruments?.rolloutHalts.add(1, {
      tenantId: rollout.tenantId,
      reason: reason.startsWith('error budget') ? 'errorBudget' : 'gate',
    });
    this.log.warn(LogEvents.rolloutHalted.name, {
      tenantId: rollout.tenantId,
      rolloutId: rollout.id,
      wave: rollout.stages[rollout.currentStage]?.name ?? String(rollout.currentStage),
      failedRatio: considered > 0 ? failed / considered : 0,
      reason,
    });
    if (
      rollout.spec.strategy.autoRollback &&
      records.some((record) => TOUCHED_STATES.includes(record.state))
    ) {
      await this.onAutoRollback(rollout.tenantId, rollout.id, `automatically after: ${reason}`);
    } else {
      await this.store.removeActive(rollout.id);
    }
  }

  /** Exposed for the fan-out handler. */
  get clusterPins(): ClusterPins {
    return this.pins;
  }
}
