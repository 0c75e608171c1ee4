import { ROLE_APPROVER_PREFIX } from '../../contract/rollouts';
import { problems } from '../../contract/problems';
import { hasRole } from '../platform/identity/operator-identity';
import type { OperatorPrincipal, Role } from '../platform/identity/operator-identity';
import type { ApprovalGate } from './approval-gate';
import { requiredApproval } from './approval-rules';
import type { RolloutStore } from './rollout-store';

/** Whether a principal is one of the approvers: named by subject, or holding a named role (or a higher one). */
export function mayApprove(principal: OperatorPrincipal, approvers: readonly string[]): boolean {
  return approvers.some((approver) =>
    approver.startsWith(ROLE_APPROVER_PREFIX)
      ? hasRole(principal, approver.slice(ROLE_APPROVER_PREFIX.length) as Role)
      : approver === principal.subject,
  );
}

/**
 * Operators' approvals and rejections of the stage a rollout waits for. Who decided and when is
 * kept on the stage; the HTTP shell records the request in the tenant's audit trail as well.
 */
export class ApprovalDecisions {
  constructor(
    private readonly store: RolloutStore,
    private readonly gate: ApprovalGate,
    /** The tenant's four-eyes rule: nobody approves a rollout they started. */
    private readonly fourEyes: (tenantId: string) => Promise<boolean>,
    /** Runs a reconcile pass, so an approved stage starts sending at once. */
    private readonly reconcile: (tenantId: string, rolloutId: string) => Promise<void>,
  ) {}

  async decide(
    tenantId: string,
    rolloutId: string,
    principal: OperatorPrincipal,
    stageName: string,
    decision: 'approve' | 'reject',
  ): Promise<void> {
    const found = await this.store.rollout(tenantId, rolloutId);
    if (!found) throw problems.notFound('Rollout', rolloutId);
    const rollout = found.doc;
    const index = rollout.spec.strategy.stages.findIndex((stage) => stage.name === stageName);
    const approval = requiredApproval(rollout.spec.strategy.stages[index]);
    if (index < 0 || !approval) {
      throw problems.unprocessable(`The rollout has no stage '${stageName}' that needs approval.`, [
        {
          path: 'body.stage',
          message:
            index < 0
              ? `no stage '${stageName}'; the stages are ${rollout.spec.strategy.stages.map((s) => s.name).join(', ')}`
              : `stage '${stageName}' needs no approval`,
        },
      ]);
    }
    if (!mayApprove(principal, approval.approvers)) {
      throw problems.forbidden(
        `Only ${approval.approvers.join(', ')} may ${decision} stage '${stageName}'; you are '${principal.subject}' with [${principal.roles.join(', ')}].`,
      );
    }
    if (
      decision === 'approve' &&
      rollout.createdBy === principal.subject &&
      (await this.fourEyes(tenantId))
    ) {
      throw problems.forbidden(
        `Tenant '${tenantId}' requires four eyes: you started this rollout, so another approver must approve stage '${stageName}'.`,
      );
    }
    if (rollout.state !== 'WaitingForApproval' || rollout.currentStage !== index) {
      throw problems.conflict(
        `The rollout is ${rollout.state} at stage '${rollout.stages[rollout.currentStage]?.name}', not waiting for the approval of stage '${stageName}'.`,
      );
    }
    const done = await this.gate.decide(
      rollout,
      decision === 'approve' ? 'Approved' : 'Rejected',
      principal.subject,
      decision === 'reject' ? `stage '${stageName}' rejected by ${principal.subject}` : undefined,
    );
    if (!done) throw problems.conflict('The rollout changed meanwhile; read it again and retry.');
    if (decision === 'approve') await this.reconcile(tenantId, rolloutId);
  }
}
