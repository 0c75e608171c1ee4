import { ClusterRolloutState } from '../api/rollouts';
import type { RolloutView } from '../api/rollouts';
import { FAILURE_STATES } from './model';
import type { RolloutClusterDocument, RolloutDocument } from './model';
import type { StageCounts } from './gate';

/** Every per-cluster state, in the API's order (the wire enum is the one list). */
const STATES = ClusterRolloutState.options;

export function countStates(records: RolloutClusterDocument[]): Record<ClusterRolloutState, number> {
  const counts = Object.fromEntries(STATES.map((state) => [state, 0])) as Record<ClusterRolloutState, number>;
  for (const record of records) counts[record.state]++;
  return counts;
}

export function gateCounts(records: RolloutClusterDocument[]): StageCounts {
  const counts = countStates(records);
  return {
    total: records.length,
    succeeded: counts.Succeeded,
    failed: counts.Failed,
    timedOut: counts.TimedOut,
    deferred: counts.Deferred,
    cancelled: counts.Cancelled,
  };
}

/** Failures over the clusters that could be judged: deferred (offline) clusters do not count. */
export function failureRatio(records: RolloutClusterDocument[]): { failed: number; considered: number } {
  const failed = records.filter((record) => FAILURE_STATES.includes(record.state)).length;
  const considered = records.filter(
    (record) => record.state !== 'Deferred' && record.state !== 'Cancelled',
  ).length;
  return { failed, considered };
}

export function budgetExceeded(records: RolloutClusterDocument[], budgetPercent: number): boolean {
  const { failed, considered } = failureRatio(records);
  return considered > 0 && (failed / considered) * 100 > budgetPercent;
}

/** Why a rollout is not moving right now, in words an operator can act on. */
export function waitingReason(
  rollout: RolloutDocument,
  records: RolloutClusterDocument[],
  now: Date,
): string | null {
  if (rollout.state === 'Paused') return 'paused by an operator; resume to continue';
  if (rollout.state === 'Halted') return `halted: ${rollout.haltReason ?? 'unknown reason'}`;
  if (rollout.state === 'RollingBack') return 'rolling back';
  if (rollout.state !== 'Running') return null;
  const stage = rollout.stages[rollout.currentStage];
  if (!stage) return null;
  if (stage.waitUntil && now < new Date(stage.waitUntil)) {
    return `waiting after stage '${stage.name}' until ${stage.waitUntil} (afterStageWaitSeconds)`;
  }
  const inStage = records.filter((record) => record.stage === rollout.currentStage);
  // A send is due at its slot, or later when the fan-out handler put it back to wait for admission
  // (sentAt is then the new due time).
  const due = inStage
    .filter((record) => record.state === 'Scheduled' && record.slotAt)
    .map((record) => Math.max(Date.parse(record.slotAt as string), Date.parse(record.sentAt ?? '') || 0));
  const future = due.filter((at) => at > now.getTime());
  if (future.length > 0) {
    const next = new Date(Math.min(...future)).toISOString();
    return `pacing cap reached: ${future.length} send(s) queued for later slots, next at ${next}`;
  }
  const applied = inStage.filter((record) => record.state === 'Applied').length;
  if (applied > 0) return `waiting for ${applied} cluster(s) in stage '${stage.name}' to report health`;
  return null;
}

export function toView(rollout: RolloutDocument, records: RolloutClusterDocument[], now: Date): RolloutView {
  const stages = rollout.stages.map((stage, index) => {
    const inStage = records.filter((record) => record.stage === index);
    const counts = countStates(inStage);
    const done = inStage.length - counts.Pending - counts.Scheduled - counts.Applied;
    let etaSeconds: number | null = null;
    if (stage.startedAt && done > 0 && done < inStage.length) {
      const elapsed = (now.getTime() - Date.parse(stage.startedAt)) / 1000;
      etaSeconds = Math.round((elapsed / done) * (inStage.length - done));
    }
    return {
      name: stage.name,
      state: stage.state,
      total: inStage.length,
      counts,
      startedAt: stage.startedAt,
      completedAt: stage.completedAt,
      etaSeconds,
    };
  });
  const failures = records
    .filter((record) => FAILURE_STATES.includes(record.state))
    .slice(0, 100)
    .map((record) => ({
      clusterId: record.clusterId,
      state: record.state,
      reason: record.reason ?? record.state,
      message: record.message,
    }));
  return {
    id: rollout.id,
    tenantId: rollout.tenantId,
    extension: rollout.spec.extension,
    version: rollout.spec.version,
    state: rollout.state,
    waitingReason: waitingReason(rollout, records, now),
    haltReason: rollout.haltReason,
    currentStage: rollout.currentStage,
    createdAt: rollout.createdAt,
    updatedAt: rollout.updatedAt,
    total: records.length,
    counts: countStates(records),
    stages,
    failures,
    deferred: records
      .filter((record) => record.state === 'Deferred')
      .slice(0, 100)
      .map((record) => record.clusterId),
  };
}
