import { ClusterRolloutState } from '../../contract/rollouts';
import { emptyCounts, heldByDependency, tallyOf } from './rollout-tally';
import type { RolloutTally } from './rollout-tally';
import type { RolloutClusterDocument, RolloutDocument, RolloutSummary, StageSummary } from './model';

/** Every per-cluster state, in the API's order (the wire enum is the one list). */
const STATES = ClusterRolloutState.options;

/** Counts of a rollout's records; `asOf` must be taken before they were read (see RolloutSummary). */
export function summarize(
  rollout: Pick<RolloutDocument, 'stages'>,
  records: RolloutClusterDocument[],
  asOf: Date,
): RolloutSummary {
  return summarizeTally(rollout, tallyOf(rollout.stages.length, records), asOf);
}

/** The summary of a pass's tally: its counts, and the sends its open records hold back for later slots. */
export function summarizeTally(
  rollout: Pick<RolloutDocument, 'stages'>,
  tally: RolloutTally,
  asOf: Date,
): RolloutSummary {
  const stages = rollout.stages.map((_stage, index) => ({
    counts: { ...(tally.stages[index] ?? emptyCounts()) },
    queued: 0,
    nextMs: Infinity,
    window: windowsOf(tally, index),
  }));
  for (const record of tally.open) {
    const stage = stages[record.stage];
    if (!stage || record.state !== 'Scheduled' || !record.slotAt) continue;
    // A send is due at its slot, or later when the fan-out handler put it back to wait for admission
    // (sentAt is then the new due time).
    const due = Math.max(Date.parse(record.slotAt), Date.parse(record.sentAt ?? '') || 0);
    if (due <= asOf.getTime()) continue;
    stage.queued++;
    stage.nextMs = Math.min(stage.nextMs, due);
  }
  const held = heldByDependency(tally);
  return {
    asOf: asOf.toISOString(),
    stages: stages.map(({ counts, queued, nextMs, window }, index) => ({
      counts,
      queued: queued > 0 ? { count: queued, nextAt: new Date(nextMs).toISOString() } : null,
      ...(window ? { windows: window } : {}),
      ...(held[index] ? { heldByDependency: held[index] } : {}),
    })),
  };
}

/** The stage's clusters waiting for their maintenance windows (the tally holds them all), and when those open. */
function windowsOf(tally: RolloutTally, stage: number): StageSummary['windows'] {
  const opens = tally.open
    .filter((record) => record.stage === stage && record.state === 'WaitingForWindow' && record.windowOpensAt)
    .map((record) => record.windowOpensAt as string)
    .sort();
  if (opens.length === 0) return null;
  return { waiting: opens.length, nextOpensAt: opens[0]!, lastOpensAt: opens[opens.length - 1]! };
}

/** A new rollout's counts: every planned cluster Pending. */
export function plannedSummary(stageSizes: number[], asOf: Date): RolloutSummary {
  return {
    asOf: asOf.toISOString(),
    stages: stageSizes.map((size) => ({ counts: { ...emptyCounts(), Pending: size }, queued: null })),
  };
}

/** Whether two summaries count the same, whenever they were taken. */
export function sameCounts(a: RolloutSummary, b: RolloutSummary): boolean {
  return (
    a.stages.length === b.stages.length &&
    a.stages.every((stage, index) => {
      const other = b.stages[index]!;
      return (
        STATES.every((state) => stage.counts[state] === other.counts[state]) &&
        stage.queued?.count === other.queued?.count &&
        stage.queued?.nextAt === other.queued?.nextAt
      );
    })
  );
}

/** Whether any cluster may still change state without a send: a message in flight or a verdict awaited. */
export function inFlight(summary: RolloutSummary): boolean {
  return summary.stages.some(({ counts }) => counts.Scheduled + counts.Applied > 0);
}
