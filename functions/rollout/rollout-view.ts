import type { ClusterRolloutState, RolloutListItem, RolloutView } from '../../contract/rollouts';
import { FAILURE_STATES } from './model';
import type { RolloutClusterDocument, RolloutDocument, RolloutSummary } from './model';
import type { StageCounts } from './gate';
import { bakingReason, healthCheckViews } from './metric-gates/health-results';
import { emptyCounts } from './rollout-tally';
import { approvalView } from './approval-rules';
import type { StateCounts } from './rollout-tally';

/** A stage's counts as a gate judges them. */
export function gateCounts(counts: StateCounts): StageCounts {
  return {
    total: sum(counts),
    succeeded: counts.Succeeded,
    failed: counts.Failed,
    timedOut: counts.TimedOut,
    deferred: counts.Deferred,
    cancelled: counts.Cancelled,
  };
}

/** Failures over the clusters that could be judged: deferred (offline) clusters do not count. */
export function failureRatio(counts: StateCounts): { failed: number; considered: number } {
  const failed = FAILURE_STATES.reduce((total, state) => total + counts[state], 0);
  // Nor do clusters waiting for their maintenance window: they were not sent anything yet.
  const considered = sum(counts) - counts.Deferred - counts.Cancelled - counts.WaitingForWindow;
  return { failed, considered };
}

export function budgetExceeded(counts: StateCounts, budgetPercent: number): boolean {
  const { failed, considered } = failureRatio(counts);
  return considered > 0 && (failed / considered) * 100 > budgetPercent;
}

/** Why a rollout is not moving right now, in words an operator can act on (counts as of the summary). */
export function waitingReason(rollout: RolloutDocument, summary: RolloutSummary, now: Date): string | null {
  if (rollout.state === 'Paused') return 'paused by an operator; resume to continue';
  // Halted is where the engine stops: the clusters it updated keep the version until an operator acts.
  if (rollout.state === 'Halted')
    return `halted: ${rollout.haltReason ?? 'unknown reason'}; nothing more is sent; roll back to restore the clusters it updated`;
  if (rollout.state === 'RollingBack') return 'rolling back';
  if (rollout.state === 'Cancelled') {
    const reason = rollout.haltReason ?? 'by an operator';
    return reason.startsWith('cancelled') ? reason : `cancelled: ${reason}`;
  }
  if (rollout.state === 'WaitingForApproval') {
    const stage = rollout.stages[rollout.currentStage];
    const approvers = rollout.spec.strategy.stages[rollout.currentStage]?.approval?.approvers ?? [];
    return `stage '${stage?.name}' waits for the approval of ${approvers.join(', ')} until ${stage?.approval?.dueAt ?? 'its timeout'}: arcbridge rollouts approve ${rollout.id} --stage ${stage?.name}`;
  }
  if (rollout.state === 'WaitingForDeferred') {
    const deferred = summary.stages.reduce((total, stage) => total + stage.counts.Deferred, 0);
    return `every stage is done; waiting until ${rollout.deferredUntil ?? 'the deferred timeout'} for ${deferred} offline cluster(s) to reconnect and be caught up (deferredTimeoutSeconds)`;
  }
  if (rollout.state !== 'Running') return null;
  const stage = rollout.stages[rollout.currentStage];
  if (!stage) return null;
  if (stage.waitUntil && now < new Date(stage.waitUntil)) {
    return (
      bakingReason(rollout, stage) ??
      `waiting after stage '${stage.name}' until ${stage.waitUntil} (afterStageWaitSeconds)`
    );
  }
  const current = summary.stages[rollout.currentStage];
  if (current?.queued) {
    const { count, nextAt } = current.queued;
    return `pacing cap reached: ${count} send(s) queued for later slots, next at ${nextAt}`;
  }
  const applied = current?.counts.Applied ?? 0;
  const held = current?.heldByDependency ?? 0;
  if (applied > 0)
    return (
      `waiting for ${applied} cluster(s) in stage '${stage.name}' to report health` +
      (held > 0 ? ` (${held} held by a dependency not Ready yet)` : '')
    );
  if (current?.windows) {
    const { waiting, nextOpensAt } = current.windows;
    return `${waiting} cluster(s) of stage '${stage.name}' wait for their maintenance window; the next opens at ${nextOpensAt}`;
  }
  return null;
}

/** A rollout's progress from its counts: all of the view but the per-cluster lists. */
function progressView(
  rollout: RolloutDocument,
  summary: RolloutSummary,
  now: Date,
): Omit<RolloutView, 'failures' | 'deferred' | 'rollback' | 'healthChecks'> {
  const asOfMs = Date.parse(summary.asOf);
  const stages = rollout.stages.map((stage, index) => {
    const counts = summary.stages[index]?.counts ?? emptyCounts();
    const total = sum(counts);
    const done = total - counts.Pending - counts.WaitingForWindow - counts.Scheduled - counts.Applied;
    let etaSeconds: number | null = null;
    if (stage.startedAt && done > 0 && done < total) {
      // The pace until the counts were taken, for what was left then, less the time since.
      const elapsed = (asOfMs - Date.parse(stage.startedAt)) / 1000;
      const since = (now.getTime() - asOfMs) / 1000;
      etaSeconds = Math.max(0, Math.round((elapsed / done) * (total - done) - since));
    }
    const windows = summary.stages[index]?.windows ?? null;
    if (windows) {
      // Not done before the last of its clusters' windows has opened.
      const untilLast = Math.max(0, Math.round((Date.parse(windows.lastOpensAt) - now.getTime()) / 1000));
      etaSeconds = Math.max(etaSeconds ?? 0, untilLast);
    }
    return {
      name: stage.name,
      state: stage.state,
      total,
      counts,
      startedAt: stage.startedAt,
      completedAt: stage.completedAt,
      etaSeconds,
      approval: approvalView(rollout.spec.strategy.stages[index], stage.approval),
      windows,
      heldByDependency: summary.stages[index]?.heldByDependency ?? 0,
    };
  });
  const counts = emptyCounts();
  for (const stage of stages) {
    for (const [state, count] of Object.entries(stage.counts)) counts[state as ClusterRolloutState] += count;
  }
  return {
    id: rollout.id,
    tenantId: rollout.tenantId,
    extension: rollout.spec.extension,
    version: rollout.spec.version,
    state: rollout.state,
    waitingReason: waitingReason(rollout, summary, now),
    haltReason: rollout.haltReason,
    autoRollback: rollout.spec.strategy.autoRollback,
    deferredUntil: rollout.deferredUntil ?? null,
    currentStage: rollout.currentStage,
    createdBy: rollout.createdBy,
    createdAt: rollout.createdAt,
    updatedAt: rollout.updatedAt,
    total: sum(counts),
    counts,
    heldByDependency: stages.reduce((total, stage) => total + stage.heldByDependency, 0),
    stages,
  };
}

/**
 * One rollout with the clusters it lists (the first 100 failed, rolled back and deferred, in id
 * order): `records` must hold at least those (see RolloutStore.listedRecords).
 */
export function toView(
  rollout: RolloutDocument,
  summary: RolloutSummary,
  records: RolloutClusterDocument[],
  now: Date,
): RolloutView {
  const failures = records
    .flatMap((record) => {
      // Records written before failures were kept apart carry the verdict in their state only.
      const failure =
        record.failure ??
        (record.state === 'Failed' || record.state === 'TimedOut'
          ? {
              state: record.state,
              phase: record.state === 'Failed' ? 'Failed' : null,
              reason: record.reason ?? record.state,
              message: record.message,
              at: record.updatedAt,
            }
          : null);
      return failure ? [{ clusterId: record.clusterId, ...failure, currentState: record.state }] : [];
    })
    .slice(0, 100);
  const rollback = records
    .flatMap((record) => (record.rollback ? [{ clusterId: record.clusterId, ...record.rollback }] : []))
    .slice(0, 100);
  return {
    ...progressView(rollout, summary, now),
    failures,
    rollback,
    deferred: records
      .filter((record) => record.state === 'Deferred')
      .slice(0, 100)
      .map((record) => record.clusterId),
    // After the lists, in the order the event stream merges them (it compares views as JSON).
    healthChecks: healthCheckViews(rollout.spec, rollout.healthChecks),
  };
}

/** One rollout of a list: from its summary, without reading a record. */
export function toListItem(rollout: RolloutDocument, summary: RolloutSummary, now: Date): RolloutListItem {
  return { ...progressView(rollout, summary, now), countsAsOf: summary.asOf };
}

function sum(counts: StateCounts): number {
  return Object.values(counts).reduce((total, count) => total + count, 0);
}
