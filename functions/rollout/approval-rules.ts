import { ROLE_APPROVER_PREFIX } from '../../contract/rollouts';
import type { CreateRolloutRequest, StageApprovalView } from '../../contract/rollouts';
import type { FieldViolation } from '../../contract/problems';
import { ROLES } from '../../contract/roles';
import type { StageApprovalRecord } from './model';

type StageSpec = CreateRolloutRequest['strategy']['stages'][number];

/** The stage's approval, when it has one that is required. */
export function requiredApproval(stage: StageSpec | undefined) {
  return stage?.approval?.required ? stage.approval : undefined;
}

/** Create-time checks of a stage's approval: an approver naming a role that does not exist. */
export function approvalViolations(stage: StageSpec, path: string): FieldViolation[] {
  return (stage.approval?.approvers ?? []).flatMap((approver, index) => {
    if (!approver.startsWith(ROLE_APPROVER_PREFIX)) return [];
    const role = approver.slice(ROLE_APPROVER_PREFIX.length);
    return (ROLES as readonly string[]).includes(role)
      ? []
      : [
          {
            path: `${path}.approval.approvers.${index}`,
            message: `'${role}' is not a role; use one of ${ROLES.map((r) => ROLE_APPROVER_PREFIX + r).join(', ')}, or a principal's subject`,
          },
        ];
  });
}

/** A stage's approval as the API shows it (null: the stage needs none). */
export function approvalView(
  spec: StageSpec | undefined,
  record: StageApprovalRecord | undefined,
): StageApprovalView | null {
  const approval = requiredApproval(spec);
  if (!approval) return null;
  return {
    state: record?.state ?? 'NotRequested',
    approvers: approval.approvers,
    timeoutMinutes: approval.timeoutMinutes,
    requestedAt: record?.requestedAt ?? null,
    dueAt: record?.dueAt ?? null,
    by: record?.by ?? null,
    at: record?.at ?? null,
  };
}
