import type { ClusterRolloutState } from '../../contract/rollouts';
import type { RolloutState, StageState } from './model';

/**
 * Every state change of a rollout, of a stage and of a cluster within a rollout, as data: the
 * writers check each change against these tables (a change not listed is a programming error and
 * throws), and docs/rollouts.md draws its state diagrams from the same transitions (a test
 * compares them). `on` says what causes the change, in the diagram's words.
 */
export interface Transition<S extends string> {
  from: S;
  to: S;
  on: string;
}

export const ROLLOUT_TRANSITIONS: readonly Transition<RolloutState>[] = [
  { from: 'Running', to: 'Paused', on: 'pause' },
  { from: 'WaitingForDeferred', to: 'Paused', on: 'pause' },
  { from: 'WaitingForApproval', to: 'Paused', on: 'pause' },
  { from: 'Running', to: 'WaitingForApproval', on: 'next stage needs approval' },
  { from: 'WaitingForApproval', to: 'Running', on: 'approve' },
  { from: 'WaitingForApproval', to: 'Halted', on: 'reject or approval timeout' },
  { from: 'Paused', to: 'Running', on: 'resume' },
  { from: 'Running', to: 'Completed', on: 'last stage done, none deferred' },
  { from: 'Running', to: 'WaitingForDeferred', on: 'last stage done, some deferred' },
  { from: 'WaitingForDeferred', to: 'Completed', on: 'every deferred cluster caught up' },
  { from: 'WaitingForDeferred', to: 'CompletedWithDeferred', on: 'deferredTimeoutSeconds passed' },
  { from: 'Running', to: 'Halted', on: 'error budget or gate' },
  { from: 'WaitingForDeferred', to: 'Halted', on: 'error budget' },
  { from: 'Running', to: 'Cancelled', on: 'cancel or supersede' },
  { from: 'Paused', to: 'Cancelled', on: 'cancel or supersede' },
  { from: 'WaitingForDeferred', to: 'Cancelled', on: 'cancel or supersede' },
  { from: 'WaitingForApproval', to: 'Cancelled', on: 'cancel or supersede' },
  { from: 'Running', to: 'RollingBack', on: 'rollback' },
  { from: 'Paused', to: 'RollingBack', on: 'rollback' },
  { from: 'WaitingForDeferred', to: 'RollingBack', on: 'rollback' },
  { from: 'WaitingForApproval', to: 'RollingBack', on: 'rollback' },
  { from: 'Halted', to: 'RollingBack', on: 'rollback' },
  { from: 'Completed', to: 'RollingBack', on: 'rollback' },
  { from: 'CompletedWithDeferred', to: 'RollingBack', on: 'rollback' },
  { from: 'Cancelled', to: 'RollingBack', on: 'rollback' },
  { from: 'RollingBack', to: 'RolledBack', on: 'every touched cluster restored' },
];

export const STAGE_TRANSITIONS: readonly Transition<StageState>[] = [
  { from: 'Pending', to: 'Running', on: 'first send' },
  { from: 'Pending', to: 'Done', on: 'nothing to send' },
  { from: 'Pending', to: 'Waiting', on: 'nothing to send, afterStageWaitSeconds' },
  { from: 'Running', to: 'Waiting', on: 'every cluster finished, afterStageWaitSeconds' },
  { from: 'Running', to: 'Done', on: 'every cluster finished' },
  { from: 'Waiting', to: 'Done', on: 'wait over' },
  { from: 'Pending', to: 'Halted', on: 'halt' },
  { from: 'Running', to: 'Halted', on: 'halt' },
  { from: 'Waiting', to: 'Halted', on: 'halt' },
];

export const CLUSTER_TRANSITIONS: readonly Transition<ClusterRolloutState>[] = [
  { from: 'Pending', to: 'Scheduled', on: 'send slot reserved' },
  { from: 'Scheduled', to: 'Pending', on: 'pause' },
  { from: 'Scheduled', to: 'Applied', on: 'fan-out claims it' },
  { from: 'Scheduled', to: 'Deferred', on: 'offline at its slot' },
  { from: 'Deferred', to: 'Pending', on: 'back online' },
  { from: 'Pending', to: 'WaitingForWindow', on: 'outside its maintenance window' },
  { from: 'WaitingForWindow', to: 'Pending', on: 'its window opens' },
  { from: 'Applied', to: 'Succeeded', on: 'agent reports Installed' },
  { from: 'Applied', to: 'Failed', on: 'agent reports Failed' },
  { from: 'Succeeded', to: 'Failed', on: 'agent reports Failed' },
  { from: 'Applied', to: 'TimedOut', on: 'no verdict in healthTimeoutSeconds' },
  { from: 'Applied', to: 'Cancelled', on: 'a newer rollout pinned the cluster' },
  { from: 'Pending', to: 'Cancelled', on: 'halt, cancel or rollback' },
  { from: 'Scheduled', to: 'Cancelled', on: 'halt, cancel or rollback' },
  { from: 'Deferred', to: 'Cancelled', on: 'rollback' },
  { from: 'WaitingForWindow', to: 'Cancelled', on: 'halt, cancel or rollback' },
  { from: 'Applied', to: 'RolledBack', on: 'rollback' },
  { from: 'Succeeded', to: 'RolledBack', on: 'rollback' },
  { from: 'Failed', to: 'RolledBack', on: 'rollback' },
  { from: 'TimedOut', to: 'RolledBack', on: 'rollback' },
];

/** Rollout states the engine never leaves by itself; only an operator's rollback moves them on. */
export const ENDED_ROLLOUT_STATES: readonly RolloutState[] = [
  'Halted',
  'Completed',
  'CompletedWithDeferred',
  'Cancelled',
];
/** Rollout states nothing leaves. */
export const FINAL_ROLLOUT_STATES: readonly RolloutState[] = ['RolledBack'];
/** Rollout states that hold their extension's clusters (one rollout per extension and cluster). */
export const HOLDING_ROLLOUT_STATES: readonly RolloutState[] = [
  'Running',
  'Paused',
  'WaitingForApproval',
  'WaitingForDeferred',
];

export class IllegalTransitionError extends Error {
  constructor(kind: string, from: string, to: string) {
    super(`illegal ${kind} transition ${from} -> ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

function allowed<S extends string>(table: readonly Transition<S>[], from: S, to: S): boolean {
  return table.some((transition) => transition.from === from && transition.to === to);
}

export function assertRolloutTransition(from: RolloutState, to: RolloutState): void {
  if (!allowed(ROLLOUT_TRANSITIONS, from, to)) throw new IllegalTransitionError('rollout', from, to);
}

export function assertStageTransition(from: StageState, to: StageState): void {
  if (from !== to && !allowed(STAGE_TRANSITIONS, from, to)) {
    throw new IllegalTransitionError('stage', from, to);
  }
}

export function assertClusterTransition(from: ClusterRolloutState, to: ClusterRolloutState): void {
  if (!allowed(CLUSTER_TRANSITIONS, from, to)) throw new IllegalTransitionError('cluster', from, to);
}

/** The states a rollout can be in when it goes to `to`. */
export function rolloutSources(to: RolloutState): RolloutState[] {
  return ROLLOUT_TRANSITIONS.filter((transition) => transition.to === to).map((t) => t.from);
}

/** The states a cluster record can be in when it goes to `to`. */
export function clusterSources(to: ClusterRolloutState): ClusterRolloutState[] {
  return CLUSTER_TRANSITIONS.filter((transition) => transition.to === to).map((t) => t.from);
}
