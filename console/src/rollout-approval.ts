import { api, currentSession, tenantPath } from './api';
import { h } from './dom';

/** A stage's approval and maintenance-window waits, as the API answers them. */
export interface StageGates {
  name: string;
  approval?: {
    state: string;
    approvers: string[];
    dueAt: string | null;
    by: string | null;
    at: string | null;
  } | null;
  windows?: { waiting: number; nextOpensAt: string; lastOpensAt: string } | null;
}

const RANK: Record<string, number> = { reader: 1, operator: 2, admin: 3 };

/**
 * Whether the signed-in operator may decide: one of the approvers by subject, or holding an
 * approver role or a higher one (the API's rule), and not the rollout's starter when the tenant
 * asks for four eyes. The API checks again; this only keeps the buttons from those it would refuse.
 */
export function mayDecide(
  approvers: string[],
  createdBy: string,
  fourEyes: boolean,
  approving: boolean,
): boolean {
  const session = currentSession();
  if (!session) return false;
  if (approving && fourEyes && session.subject === createdBy) return false;
  return approvers.some((approver) =>
    approver.startsWith('role:')
      ? session.roles.some((role) => (RANK[role] ?? 0) >= (RANK[approver.slice(5)] ?? Infinity))
      : approver === session.subject,
  );
}

/** The text under a stage: who approved or must approve, and clusters waiting for their windows. */
export function stageGateText(stage: StageGates): string {
  const parts: string[] = [];
  const approval = stage.approval;
  if (approval) {
    parts.push(
      `approval ${approval.state}` +
        (approval.by ? ` by ${approval.by}` : '') +
        (approval.state === 'Waiting'
          ? ` until ${approval.dueAt}`
          : approval.at
            ? ` at ${approval.at}`
            : '') +
        ` (approvers: ${approval.approvers.join(', ')})`,
    );
  }
  if (stage.windows) {
    parts.push(
      `${stage.windows.waiting} cluster(s) waiting for their maintenance window; next opens ${stage.windows.nextOpensAt}`,
    );
  }
  return parts.map((part) => ` · ${part}`).join('');
}

/** The tenant's four-eyes setting (false when it cannot be read: the API still refuses). */
export async function fourEyes(): Promise<boolean> {
  try {
    return (await api<{ fourEyesApproval: boolean }>('GET', tenantPath('rollout-settings'))).fourEyesApproval;
  } catch {
    return false;
  }
}

/**
 * Approve and Reject for the stage a WaitingForApproval rollout waits for, only for those allowed
 * to decide; nothing otherwise.
 */
export function approvalButtons(
  view: { id: string; state: string; currentStage?: number; createdBy?: string; stages: StageGates[] },
  fourEyesOn: boolean,
  onError: (message: string) => void,
): HTMLElement[] {
  const stage = view.stages[view.currentStage ?? -1];
  if (view.state !== 'WaitingForApproval' || !stage?.approval) return [];
  const button = (decision: 'approve' | 'reject', label: string, cls: string) =>
    h(
      'button',
      {
        type: 'button',
        class: cls,
        'data-decision': decision,
        onclick: () => {
          if (!confirm(`${label} stage ${stage.name} of rollout ${view.id}?`)) return;
          onError('');
          api('POST', tenantPath(`rollouts/${encodeURIComponent(view.id)}/${decision}`), {
            stage: stage.name,
          }).catch((err: Error) => onError(err.message));
        },
      },
      `${label} ${stage.name}`,
    );
  const createdBy = view.createdBy ?? '';
  return [
    ...(mayDecide(stage.approval.approvers, createdBy, fourEyesOn, true)
      ? [button('approve', 'Approve', '')]
      : []),
    ...(mayDecide(stage.approval.approvers, createdBy, fourEyesOn, false)
      ? [button('reject', 'Reject', 'danger')]
      : []),
  ];
}
