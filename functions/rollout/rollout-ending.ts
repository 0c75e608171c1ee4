import type { Bus } from '../platform/bus/bus';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { Instruments } from '../platform/telemetry/telemetry';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import { rolloutSettled } from '../../contract/rollouts';
import { gateOpen } from './gate';
import { CANCELLABLE_STATES, generationOf } from './model';
import type { RolloutDocument, RolloutState, StageState } from './model';
import type { RolloutStore } from './rollout-store';
import { summarizeTally } from './rollout-summary';
import { emptyCounts, totalCounts, unfinishedUpTo } from './rollout-tally';
import type { RolloutTally } from './rollout-tally';
import { failureRatio, gateCounts } from './rollout-view';
import { assertStageTransition } from './transitions';
import { stageWaitSeconds } from './metric-gates/stage-health';
import type { StageHealth } from './metric-gates/stage-health';
import { cancelUnsent } from './unsent-records';

export type Advance = 'stayed' | 'next' | 'halted';

/**
 * Stage transitions and the ways a rollout ends by itself: completed, waiting for deferred clusters
 * then completed (with or without them), or halted. Every write is a compare-and-swap on the state
 * and generation the reconcile pass read (see RolloutStore.moveRollout), so a late pass can never
 * overwrite a pause, a cancel, a rollback or another pass's ending.
 */
export class RolloutEnding {
  /** Set by the service: rollback is an operator operation a halt can also trigger. */
  onAutoRollback: (tenantId: string, rolloutId: string, reason: string) => Promise<void> = async () => {};
  /** Set by the composition: a stage's health queries, run once it has baked. */
  health: StageHealth | undefined;

  constructor(
    private readonly store: RolloutStore,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly log: Logger,
    readonly instruments?: Pick<Instruments, 'rolloutHalts' | 'reconcileRetries'>,
  ) {}

  /** Moves the current stage on when it is finished: `next` when the next stage is now current. */
  async advanceStage(rollout: RolloutDocument, tally: RolloutTally, now: Date): Promise<Advance> {
    const stageIndex = rollout.currentStage;
    const stage = rollout.stages[stageIndex];
    const inStage = tally.stages[stageIndex];
    if (!stage || !inStage) return 'stayed';
    // Clusters caught up after a deferral belong to an earlier stage but must finish before the end.
    if (unfinishedUpTo(tally, stageIndex)) return 'stayed';

    const last = stageIndex === rollout.stages.length - 1;
    const waitSeconds = stageWaitSeconds(rollout.spec.strategy.stages[stageIndex], last);
    if (!stage.waitUntil && waitSeconds > 0) {
      await this.moveStage(rollout, stageIndex, 'Waiting', {
        completedAt: now.toISOString(),
        waitUntil: new Date(now.getTime() + waitSeconds * 1000).toISOString(),
      });
      return 'stayed';
    }
    if (stage.waitUntil && now < new Date(stage.waitUntil)) return 'stayed';
    const health = await this.health?.judge(rollout, stageIndex);
    if (health && !health.healthy) {
      await this.halt(rollout, health.reason);
      return 'halted';
    }

    if (last) {
      const deferred = totalCounts(tally).Deferred;
      const timeoutMs = rollout.spec.strategy.deferredTimeoutSeconds * 1000;
      const to: RolloutState = deferred > 0 && timeoutMs > 0 ? 'WaitingForDeferred' : ended(deferred);
      await this.end(rollout, to, now, (current) => ({
        stages: withStage(current, stageIndex, 'Done', {
          completedAt: stage.completedAt ?? now.toISOString(),
        }),
        // Set once: a pause and resume while waiting does not extend it.
        ...(to === 'WaitingForDeferred'
          ? { deferredUntil: current.deferredUntil ?? new Date(now.getTime() + timeoutMs).toISOString() }
          : {}),
      }));
      this.log.info(
        to === 'WaitingForDeferred' ? 'rollout waiting for deferred clusters' : 'rollout completed',
        {
          tenantId: rollout.tenantId,
          rolloutId: rollout.id,
          stillDeferred: deferred,
        },
      );
      return 'stayed';
    }
    const next = stageIndex + 1;
    const gate = rollout.spec.strategy.stages[next]?.gate;
    if (gate) {
      const verdict = await gateOpen(gate, gateCounts(inStage));
      if (!verdict.open) {
        await this.halt(rollout, `stage '${rollout.stages[next]?.name}' ${verdict.detail}`);
        return 'halted';
      }
    }
    const moved = await this.store.updateRolloutIf(
      rollout.tenantId,
      rollout.id,
      { state: rollout.state, generation: generationOf(rollout) },
      (current) =>
        current.currentStage !== stageIndex
          ? undefined
          : {
              ...current,
              stages: withStage(current, stageIndex, 'Done', {
                completedAt: current.stages[stageIndex]!.completedAt ?? now.toISOString(),
              }),
              currentStage: next,
              updatedAt: now.toISOString(),
            },
    );
    return moved ? 'next' : 'stayed';
  }

  /**
   * After the last stage: deferred clusters that came back are caught up (by the pass); the
   * rollout completes once none is left or in flight, or, at `deferredUntil`, ends
   * CompletedWithDeferred with the ones still offline (after those in flight have finished).
   */
  async finishWaiting(rollout: RolloutDocument, tally: RolloutTally, now: Date): Promise<Advance> {
    if (unfinishedUpTo(tally, tally.stages.length - 1)) return 'stayed';
    const deferred = totalCounts(tally).Deferred;
    const until = rollout.deferredUntil ? Date.parse(rollout.deferredUntil) : 0;
    if (deferred > 0 && now.getTime() < until) return 'stayed';
    await this.end(rollout, ended(deferred), now, () => ({}));
    this.log.info(LogEvents.rolloutCompleted.name, {
      tenantId: rollout.tenantId,
      rolloutId: rollout.id,
      stillDeferred: deferred,
    });
    return 'stayed';
  }

  /** Stops sending: unsent records are cancelled; with autoRollback every touched cluster is restored. */
  async halt(rollout: RolloutDocument, reason: string): Promise<void> {
    const haltedAt = this.clock.now();
    const now = haltedAt.toISOString();
    const halted = await this.store.moveRollout(rollout.tenantId, rollout.id, {
      from: [rollout.state],
      to: 'Halted',
      generation: generationOf(rollout),
      patch: (current) => {
        const stage = current.stages[current.currentStage]!;
        return {
          haltReason: reason,
          updatedAt: now,
          stages:
            stage.state === 'Done' ? current.stages : withStage(current, current.currentStage, 'Halted', {}),
        };
      },
    });
    // Someone else moved the rollout first (an operator, another pass): theirs stands.
    if (!halted) return;
    const tally = await this.stopSending(halted, haltedAt);
    const { failed, considered } = failureRatio(tally.stages[rollout.currentStage] ?? emptyCounts());
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
    await this.letGo(halted, tally, `automatically after: ${reason}`);
  }

  /**
   * A Halted or Cancelled rollout still in the timer's index: the instance that stopped it died
   * before it had cancelled every unsent record (or had started the automatic rollback), or is
   * doing so right now. Finishing is idempotent: each record moves with an etag-guarded write.
   */
  async finishStopped(rollout: RolloutDocument): Promise<void> {
    const tally = await this.stopSending(rollout, this.clock.now());
    await this.letGo(rollout, tally, `automatically after: ${rollout.haltReason ?? 'a halt'}`);
  }

  /**
   * Releases the extension, cancels what was not sent and writes the counts. `asOf` is taken
   * before the records are read (see RolloutSummary).
   */
  private async stopSending(rollout: RolloutDocument, asOf: Date): Promise<RolloutTally> {
    await this.store.releaseLock(rollout.tenantId, rollout.spec.extension, rollout.id);
    const unsent = await this.store.recordsIn(rollout.tenantId, rollout.id, CANCELLABLE_STATES);
    await cancelUnsent(this.store, this.bus, unsent, { reason: rollout.state, at: asOf.toISOString() });
    const tally = await this.store.tally(rollout.tenantId, rollout.id, rollout.stages.length);
    await this.store.saveSummary(rollout.tenantId, rollout.id, summarizeTally(rollout, tally, asOf));
    return tally;
  }

  /**
   * Out of the timer's index, unless a halt with autoRollback touched clusters: then rollback does
   * it. The same rule as rolloutSettled, which watchers use to know the rollout moves on.
   */
  private async letGo(rollout: RolloutDocument, tally: RolloutTally, why: string) {
    const settled = rolloutSettled({
      state: rollout.state,
      autoRollback: rollout.spec.strategy.autoRollback,
      counts: totalCounts(tally),
    });
    if (!settled) {
      await this.onAutoRollback(rollout.tenantId, rollout.id, why);
    } else {
      await this.store.removeActive(rollout.id);
    }
  }

  /** Completed, CompletedWithDeferred or WaitingForDeferred, from the state and generation the pass read. */
  private async end(
    rollout: RolloutDocument,
    to: RolloutState,
    now: Date,
    patch: (current: RolloutDocument) => Partial<RolloutDocument>,
  ): Promise<void> {
    const moved = await this.store.moveRollout(rollout.tenantId, rollout.id, {
      from: [rollout.state],
      to,
      generation: generationOf(rollout),
      patch: (current) => ({ ...patch(current), updatedAt: now.toISOString() }),
    });
    if (!moved || to === 'WaitingForDeferred') return;
    await this.store.releaseLock(rollout.tenantId, rollout.spec.extension, rollout.id);
    await this.store.removeActive(rollout.id);
  }

  private async moveStage(
    rollout: RolloutDocument,
    index: number,
    to: StageState,
    patch: Partial<RolloutDocument['stages'][number]>,
  ): Promise<void> {
    await this.store.updateRolloutIf(
      rollout.tenantId,
      rollout.id,
      { state: rollout.state, generation: generationOf(rollout) },
      (current) =>
        current.currentStage !== index
          ? undefined
          : {
              ...current,
              stages: withStage(current, index, to, patch),
              updatedAt: this.clock.now().toISOString(),
            },
    );
  }
}

function ended(deferred: number): RolloutState {
  return deferred > 0 ? 'CompletedWithDeferred' : 'Completed';
}

/** The stages with one moved to `to` (checked against the stage transition table). */
function withStage(
  rollout: RolloutDocument,
  index: number,
  to: StageState,
  patch: Partial<RolloutDocument['stages'][number]>,
): RolloutDocument['stages'] {
  const stages = [...rollout.stages];
  const stage = stages[index]!;
  assertStageTransition(stage.state, to);
  stages[index] = { ...stage, ...patch, state: to };
  return stages;
}
