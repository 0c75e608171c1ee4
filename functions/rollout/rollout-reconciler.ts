import type { Bus } from '../platform/bus/bus';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { Instruments } from '../platform/telemetry/telemetry';
import type { TargetResolver } from '../targeting';
import { FANOUT_QUEUE, fanoutMessage, generationOf, TERMINAL_ROLLOUT_STATES } from './model';
import type { RolloutClusterDocument, RolloutDocument, RolloutState } from './model';
import { forEachBounded, STORE_CONCURRENCY } from '../platform/store/bounded';
import { MAX_PAGE_SIZE } from '../platform/store/store';
import { SlotReserver } from '../platform/pacing/pacing';
import { pacingKeys } from './pacing-keys';
import type { RolloutSettings } from './rollout-settings';
import { DeferredLookups } from './deferred-lookups';
import { RolloutEnding } from './rollout-ending';
import type { RolloutStore } from './rollout-store';
import { inFlight, summarizeTally } from './rollout-summary';
import { applyMove, byId, totalCounts } from './rollout-tally';
import type { RolloutTally } from './rollout-tally';
import { budgetExceeded, failureRatio } from './rollout-view';
import { assertStageTransition } from './transitions';
import type { StageHealth } from './metric-gates/stage-health';
import { ApprovalGate } from './approval-gate';
import { WindowHolds } from './window-holds';
import { timeOutApplied } from './health-timeouts';
import type { SendWindows } from './window-holds';

/** Ended by a halt or a cancel: unsent records must be cancelled before the rollout is let go. */
const STOPPED: RolloutState[] = ['Halted', 'Cancelled'];

/**
 * How far ahead of now a pass books a rollout's sends: four periods of the 5 s timer. The pacer
 * continues from the last slot it reserved, so while the next seconds are booked a pass that runs
 * late costs no gap in the sends. Passes do run late: the timer skips an occurrence while the
 * previous pass still runs, and at 10,000 clusters a pass reads thousands of records in flight
 * on a loaded event loop, so passes 10 s apart happen; booking one pass's worth stretched the
 * sends to 1.08-1.15x the ideal span (docs/performance.md). Bounded, so a pause or halt has at
 * most this much to withdraw.
 */
export const SCHEDULE_AHEAD_SECONDS = 20;

/**
 * Moves rollouts forward. Runs from a timer for every active rollout, and right after an operator
 * action. Each pass is idempotent and reads everything it needs from the store (the source of
 * truth), so passes may overlap, repeat or crash without harm. Every change of the rollout or a
 * stage is a compare-and-swap on the state and generation the pass read, so a pass that read the
 * rollout before a pause, a cancel or a rollback changes nothing after it:
 *
 * 1. health timeouts: Applied too long without a verdict -> TimedOut;
 * 2. error budget: failures over the budget (deferred clusters excluded) -> halt (and roll back);
 * 3. catch-up: Deferred clusters that are back online (looked up every 30 s) return to Pending;
 * 4. healing: Scheduled records whose message is overdue are sent again (the outbox);
 * 5. scheduling: Pending records of the current stage get send slots and scheduled messages,
 *    within maxConcurrency;
 * 6. stage transitions: wait, gate, next stage; after the last, Completed, or WaitingForDeferred
 *    while deferred clusters may still come back (then Completed or CompletedWithDeferred);
 * 7. counting: the records as this pass left them become the rollout's summary, which the list
 *    of rollouts shows without reading records.
 *
 * A halted or cancelled rollout leaves the timer's index only once every unsent record is
 * cancelled (and, after a halt with autoRollback, the rollback has begun): a pass that finds one
 * still listed finishes that, whether its instance died half-way or is still at it.
 */
export class RolloutReconciler {
  private readonly slots: SlotReserver;
  private readonly ending: RolloutEnding;
  private readonly deferred: DeferredLookups;
  private readonly windows: WindowHolds;
  readonly approvals: ApprovalGate;

  constructor(
    private readonly store: RolloutStore,
    private readonly targets: TargetResolver,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly settings: RolloutSettings,
    instruments?: Pick<Instruments, 'rolloutHalts' | 'reconcileRetries'>,
    windows: SendWindows = async () => new Map(),
  ) {
    this.slots = new SlotReserver(store.c.pacing, () => clock.now());
    this.ending = new RolloutEnding(store, bus, clock, log, instruments);
    this.deferred = new DeferredLookups(targets, settings.deferredRecheckSeconds);
    this.approvals = new ApprovalGate(store, this.ending, clock, log);
    this.windows = new WindowHolds(windows, store);
  }

  /** Set by the service: rollback is an operator operation the reconciler can also trigger. */
  set onAutoRollback(rollback: (tenantId: string, rolloutId: string, reason: string) => Promise<void>) {
    this.ending.onAutoRollback = rollback;
  }

  /** Set by the composition: a stage's health queries, run once it has baked (metric-gates/). */
  set stageHealth(health: StageHealth) {
    this.ending.health = health;
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
    if (found && STOPPED.includes(found.doc.state) && (await this.listed(rolloutId)))
      return this.ending.finishStopped(found.doc);
    if (!found || TERMINAL_ROLLOUT_STATES.includes(found.doc.state)) {
      await this.store.removeActive(rolloutId);
      return;
    }
    const rollout = found.doc;
    const now = this.clock.now();
    if (rollout.state === 'Paused') return this.recountPaused(rollout, now);
    // A rollback that did not finish (its instance died): finish it; settling is idempotent.
    if (rollout.state === 'RollingBack') {
      return this.ending.onAutoRollback(tenantId, rolloutId, 'resumed after an interruption');
    }
    if (rollout.state === 'WaitingForApproval') return this.approvals.expire(rollout);
    if (rollout.state !== 'Running' && rollout.state !== 'WaitingForDeferred') return;
    if (rollout.state === 'WaitingForDeferred' && (await this.idleWhileWaiting(rollout, now))) return;
    let tally = await this.tallyOf(rollout);

    tally = await timeOutApplied(this.store, rollout, tally, now);
    const counts = totalCounts(tally);
    if (budgetExceeded(counts, rollout.spec.strategy.errorBudgetPercent)) {
      const { failed, considered } = failureRatio(counts);
      await this.ending.halt(
        rollout,
        `error budget exceeded: ${failed} of ${considered} clusters failed (> ${rollout.spec.strategy.errorBudgetPercent}%)`,
      );
      return;
    }
    tally = await this.catchUpDeferred(rollout, tally, now);
    tally = await this.windows.wake(rollout, tally, now);
    await this.heal(rollout, tally, now);
    // The next stage needs an approval first: nothing of it is sent until then.
    if (await this.approvals.hold(rollout, now))
      return this.store.saveSummary(tenantId, rolloutId, summarizeTally(rollout, tally, now));
    tally = await this.schedule(rollout, tally, now);
    const advanced =
      rollout.state === 'WaitingForDeferred'
        ? await this.ending.finishWaiting(rollout, tally, now)
        : await this.ending.advanceStage(rollout, tally, now);
    // Next stage: schedule it in the same pass rather than one timer tick later; that pass counts.
    if (advanced === 'next') return this.reconcile(tenantId, rolloutId);
    // A halt counts what it cancelled itself.
    if (advanced === 'halted') return;
    // Every read of this pass came after `now`, and the last one saw the pass's own changes.
    await this.store.saveSummary(tenantId, rolloutId, summarizeTally(rollout, tally, now));
  }

  /**
   * Counted once per pass: the pass's own moves are applied to the tally (applyMove), so a pass
   * costs one count query and one read of the open records, whatever it changes.
   */
  private tallyOf(rollout: RolloutDocument): Promise<RolloutTally> {
    return this.store.tally(rollout.tenantId, rollout.id, rollout.stages.length, rollout.currentStage);
  }

  /** Still in the timer's index: a stop that finished has taken it out, and is not counted again. */
  private async listed(rolloutId: string): Promise<boolean> {
    return (await this.store.active()).some((entry) => entry.rolloutId === rolloutId);
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
    const tally = await this.tallyOf(rollout);
    await this.store.saveSummary(rollout.tenantId, rollout.id, summarizeTally(rollout, tally, now));
  }

  /**
   * Waiting for deferred clusters with nothing in flight, none of them back and time left: the
   * pass has nothing to do. Found from the open records alone (a query on their state) and the
   * deferred clusters' heartbeats, not every record: a 10,000-cluster rollout may wait a day.
   */
  private async idleWhileWaiting(rollout: RolloutDocument, now: Date): Promise<boolean> {
    if (rollout.deferredUntil && now.getTime() >= Date.parse(rollout.deferredUntil)) return false;
    const open = await this.store.openRecords(rollout.tenantId, rollout.id);
    if (open.length === 0 || open.some((record) => record.state !== 'Deferred')) return false;
    const online = await this.deferred.online(rollout, open, now);
    return !open.some((record) => online.has(record.clusterId));
  }

  private async catchUpDeferred(rollout: RolloutDocument, tally: RolloutTally, now: Date) {
    const deferred = tally.open.filter((record) => record.state === 'Deferred');
    if (deferred.length === 0) return tally;
    const online = await this.deferred.online(rollout, deferred, now);
    const back = deferred.filter((record) => online.has(record.clusterId));
    // A region that reconnects brings thousands back at once: a bounded number at a time.
    await forEachBounded(back, STORE_CONCURRENCY, async (record) => {
      const moved = await this.store.moveRecord(rollout.tenantId, rollout.id, record.clusterId, {
        from: ['Deferred'],
        to: 'Pending',
        patch: () => ({ reason: 'CaughtUp', updatedAt: this.clock.now().toISOString() }),
      });
      applyMove(tally, record, moved);
    });
    return tally;
  }

  /**
   * The outbox: a record still Scheduled well after its slot lost its message (or its message was
   * sent in an older generation and is dropped as stale); send it again in the current generation.
   */
  private async heal(rollout: RolloutDocument, tally: RolloutTally, now: Date) {
    const graceMs = this.settings.healAfterSeconds * 1000;
    const generation = generationOf(rollout);
    const lost = tally.open.filter(
      (record) =>
        record.state === 'Scheduled' &&
        record.slotAt !== null &&
        now.getTime() - Math.max(Date.parse(record.slotAt), Date.parse(record.sentAt ?? record.slotAt)) >
          graceMs,
    );
    for (const record of lost) {
      // The record first, then the message: a message finds its record at its own generation.
      const marked = await this.store.updateRecord(
        rollout.tenantId,
        rollout.id,
        record.clusterId,
        (current) =>
          current.state === 'Scheduled'
            ? { ...current, sentAt: now.toISOString(), generation, updatedAt: now.toISOString() }
            : undefined,
      );
      if (marked?.state !== 'Scheduled') continue;
      await this.bus.send(
        FANOUT_QUEUE,
        fanoutMessage(rollout.tenantId, rollout.id, record.clusterId, generation),
      );
      this.ending.instruments?.reconcileRetries.add(1, {
        tenantId: rollout.tenantId,
        source: 'controlplane',
      });
      this.log.warn('rollout message re-sent', { rolloutId: rollout.id, clusterId: record.clusterId });
    }
  }

  /**
   * How many sends top the rollout's booked slots up to SCHEDULE_AHEAD_SECONDS past now, at its
   * own rate (the lowest cap every one of its sends passes; a region's cap only ever slows a send
   * further, and then its later slots book less). Measured in slot time, from the latest slot of
   * its Scheduled records (the tally holds them all): messages delivered but not handled yet do
   * not count as booked ahead, so a busy fan-out handler does not starve the schedule.
   */
  private sendsToBook(rollout: RolloutDocument, tally: RolloutTally, now: Date): number {
    const perSecond = Math.min(...pacingKeys(rollout, null, this.settings).map((key) => key.perSecond));
    let bookedUntil = now.getTime();
    for (const record of tally.open) {
      if (record.state === 'Scheduled' && record.slotAt !== null)
        bookedUntil = Math.max(bookedUntil, Date.parse(record.slotAt));
    }
    const seconds = (now.getTime() + SCHEDULE_AHEAD_SECONDS * 1000 - bookedUntil) / 1000;
    return Math.max(0, Math.ceil(seconds * perSecond));
  }

  private async schedule(rollout: RolloutDocument, tally: RolloutTally, now: Date) {
    const stageIndex = rollout.currentStage;
    const stageSpec = rollout.spec.strategy.stages[stageIndex];
    const stage = rollout.stages[stageIndex];
    const counts = tally.stages[stageIndex];
    if (!stageSpec || !stage || !counts || (stage.waitUntil && now < new Date(stage.waitUntil))) return tally;
    // Deferred clusters that came back are caught up whatever stage they were planned in.
    const caughtUp = tally.open.filter((record) => record.state === 'Pending' && record.stage !== stageIndex);
    const room = Math.min(
      (stageSpec.maxConcurrency ?? Number.MAX_SAFE_INTEGER) - (counts.Scheduled + counts.Applied),
      this.settings.scheduleBatch,
      counts.Pending + caughtUp.length,
      this.sendsToBook(rollout, tally, now),
    );
    if (room <= 0) return tally;
    // The first `room` in id order, of the stage's Pending records and the caught-up ones, that
    // are inside their maintenance windows (the others wait for them).
    const { ready: pending, windows } = await this.windows.sendable(
      rollout,
      tally,
      now,
      room,
      async (limit) =>
        [
          ...tally.open.filter((record) => record.state === 'Pending' && record.stage !== stageIndex),
          ...(counts.Pending > 0
            ? await this.store.pendingOf(
                rollout.tenantId,
                rollout.id,
                stageIndex,
                Math.min(limit, MAX_PAGE_SIZE),
              )
            : []),
        ]
          .sort(byId)
          .slice(0, limit),
    );
    if (pending.length === 0) return tally;
    const generation = generationOf(rollout);
    if (stage.state === 'Pending') {
      assertStageTransition('Pending', 'Running');
      const started = await this.store.updateRolloutIf(
        rollout.tenantId,
        rollout.id,
        { state: rollout.state, generation },
        (current) => {
          if (current.stages[stageIndex]?.state !== 'Pending') return undefined;
          const stages = [...current.stages];
          stages[stageIndex] = { ...stages[stageIndex]!, state: 'Running', startedAt: now.toISOString() };
          return { ...current, stages, updatedAt: now.toISOString() };
        },
      );
      // Paused, stopped or moved on since this pass read it: send nothing.
      if (
        !started &&
        (await this.store.rollout(rollout.tenantId, rollout.id))?.doc.stages[stageIndex]?.state !== 'Running'
      )
        return tally;
    }

    // Reserve per region so each send is paced by its own region's bucket as well as the shared ones.
    const batch = pending;
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
      // The records of a batch are scheduled concurrently (bounded), each in its own outbox order:
      // the embedded store commits the writes of one event-loop turn together (group commit), so one
      // record after the other waited for a commit each and fell behind the cap under load (sends
      // over 1.4-2x the ideal span at 10,000 clusters, docs/performance.md).
      await forEachBounded([...group.entries()], STORE_CONCURRENCY, async ([index, record]) => {
        const at = new Date(slots[index] as number);
        // Its window closes before the slot: it waits for the next opening (the slot goes unused).
        if (await this.windows.closedAt(record, windows.get(record.clusterId), at.getTime(), tally, now))
          return;
        // Outbox order: the record says Scheduled before the message exists, so a message that is
        // delivered at once finds its record ready; a crash before the send is healed later.
        const marked = await this.store.moveRecord(rollout.tenantId, rollout.id, record.clusterId, {
          from: ['Pending'],
          to: 'Scheduled',
          patch: () => ({
            slotAt: at.toISOString(),
            sentAt: now.toISOString(),
            sequenceNumber: null,
            generation,
            updatedAt: now.toISOString(),
          }),
        });
        applyMove(tally, record, marked);
        if (!marked) return;
        const [sequenceNumber] = await this.bus.schedule(
          FANOUT_QUEUE,
          at,
          fanoutMessage(rollout.tenantId, rollout.id, record.clusterId, generation),
        );
        await this.store.updateRecord(rollout.tenantId, rollout.id, record.clusterId, (current) =>
          current.state === 'Scheduled' && current.slotAt === at.toISOString()
            ? { ...current, sequenceNumber: sequenceNumber?.toString() ?? null }
            : undefined,
        );
      });
    }
    return tally;
  }
}
