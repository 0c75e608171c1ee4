import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { generationOf } from './model';
import type { RolloutDocument } from './model';
import { requiredApproval } from './approval-rules';
import type { RolloutEnding } from './rollout-ending';
import type { RolloutStore } from './rollout-store';

/**
 * The reconcile pass's side of approvals: a stage that requires one does not start until it is
 * approved. The rollout waits as WaitingForApproval (asked once per stage: a pause and resume keeps
 * the deadline), and halts when nobody decided by the deadline, by the injected clock.
 */
export class ApprovalGate {
  constructor(
    private readonly store: RolloutStore,
    private readonly ending: RolloutEnding,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** Moves a Running rollout whose current stage has not started and is not approved to WaitingForApproval. */
  async hold(rollout: RolloutDocument, now: Date): Promise<boolean> {
    const index = rollout.currentStage;
    const stage = rollout.stages[index];
    const approval = requiredApproval(rollout.spec.strategy.stages[index]);
    if (rollout.state !== 'Running' || !approval || !stage || stage.state !== 'Pending') return false;
    if (stage.approval?.state === 'Approved') return false;
    const moved = await this.store.moveRollout(rollout.tenantId, rollout.id, {
      from: ['Running'],
      to: 'WaitingForApproval',
      generation: generationOf(rollout),
      patch: (current) => {
        const stages = [...current.stages];
        const asked = stages[index]!.approval;
        stages[index] = {
          ...stages[index]!,
          approval: asked ?? {
            state: 'Waiting',
            requestedAt: now.toISOString(),
            dueAt: new Date(now.getTime() + approval.timeoutMinutes * 60_000).toISOString(),
            by: null,
            at: null,
          },
        };
        return { stages, updatedAt: now.toISOString() };
      },
    });
    if (moved) {
      this.log.info('rollout waiting for approval', {
        tenantId: rollout.tenantId,
        rolloutId: rollout.id,
        wave: stage.name,
      });
    }
    return true;
  }

  /** A WaitingForApproval rollout past its deadline halts with that reason. */
  async expire(rollout: RolloutDocument): Promise<void> {
    const index = rollout.currentStage;
    const approval = rollout.stages[index]?.approval;
    const now = this.clock.now();
    if (rollout.state !== 'WaitingForApproval' || !approval || now < new Date(approval.dueAt)) return;
    const minutes = requiredApproval(rollout.spec.strategy.stages[index])?.timeoutMinutes;
    await this.decide(
      rollout,
      'TimedOut',
      null,
      `stage '${rollout.stages[index]!.name}' was not approved within ${minutes} minute(s)`,
    );
  }

  /**
   * Records the decision (who and when) on the stage, then: approved, the rollout runs on; rejected
   * or timed out, it halts (and rolls back with autoRollback). A compare-and-swap on the state and
   * generation the caller read: false when someone else moved the rollout first.
   */
  async decide(
    rollout: RolloutDocument,
    state: 'Approved' | 'Rejected' | 'TimedOut',
    by: string | null,
    haltReason?: string,
  ): Promise<boolean> {
    const index = rollout.currentStage;
    const at = this.clock.now().toISOString();
    const withDecision = (current: RolloutDocument) => {
      const stages = [...current.stages];
      const asked = stages[index]!.approval;
      stages[index] = {
        ...stages[index]!,
        approval: { requestedAt: asked?.requestedAt ?? at, dueAt: asked?.dueAt ?? at, state, by, at },
      };
      return stages;
    };
    if (state === 'Approved') {
      const moved = await this.store.moveRollout(rollout.tenantId, rollout.id, {
        from: ['WaitingForApproval'],
        to: 'Running',
        generation: generationOf(rollout),
        patch: (current) => ({ stages: withDecision(current), updatedAt: at }),
      });
      return moved !== undefined;
    }
    const recorded = await this.store.updateRolloutIf(
      rollout.tenantId,
      rollout.id,
      { state: 'WaitingForApproval', generation: generationOf(rollout) },
      (current) => ({ ...current, stages: withDecision(current), updatedAt: at }),
    );
    if (!recorded) return false;
    await this.ending.halt(recorded, haltReason ?? `stage '${rollout.stages[index]!.name}' rejected`);
    return true;
  }
}
