import { ClusterRolloutState } from '../../contract/rollouts';
import type { RolloutClusterDocument } from './model';

export type StateCounts = Record<ClusterRolloutState, number>;

/** The states whose records a reconcile pass acts on one by one (besides the Pending it schedules). */
export const MOVING_STATES: ClusterRolloutState[] = ['Scheduled', 'Applied', 'Deferred', 'WaitingForWindow'];

/**
 * What a reconcile pass knows of a rollout's records: how many are in each state per stage (one
 * count query), and the documents of the few it acts on one by one: sent and not judged yet,
 * deferred, or caught up after a deferral and waiting to be sent again. A 10,000-cluster rollout
 * then costs a pass a count and the records in flight, not 10,000 documents every 5 s.
 */
export interface RolloutTally {
  /** Per stage index: records per state. */
  stages: StateCounts[];
  /**
   * Records in MOVING_STATES, and Pending records caught up after a deferral into an earlier stage
   * than the current one (those of the current stage are among its Pending, see RolloutStore.pendingOf).
   */
  open: RolloutClusterDocument[];
}

export function emptyCounts(): StateCounts {
  return Object.fromEntries(ClusterRolloutState.options.map((state) => [state, 0])) as StateCounts;
}

/** Records of every stage per state. */
export function totalCounts(tally: Pick<RolloutTally, 'stages'>): StateCounts {
  const total = emptyCounts();
  for (const stage of tally.stages) {
    for (const state of ClusterRolloutState.options) total[state] += stage[state];
  }
  return total;
}

/** The tally of records held in memory (a GET that lists them anyway, tests). */
export function tallyOf(stageCount: number, records: RolloutClusterDocument[]): RolloutTally {
  const stages = Array.from({ length: stageCount }, emptyCounts);
  for (const record of records) {
    const stage = stages[record.stage];
    if (stage) stage[record.state]++;
  }
  return { stages, open: records.filter(isOpen) };
}

/** Records in id order (the order the store pages them in). */
export function byId(a: RolloutClusterDocument, b: RolloutClusterDocument): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function isOpen(record: RolloutClusterDocument): boolean {
  return MOVING_STATES.includes(record.state) || (record.state === 'Pending' && record.reason === 'CaughtUp');
}

/** Anything of stages up to `stage` not judged yet (earlier stages: clusters caught up after a deferral). */
export function unfinishedUpTo(tally: RolloutTally, stage: number): boolean {
  return tally.stages
    .slice(0, stage + 1)
    .some((counts) => counts.Pending + counts.WaitingForWindow + counts.Scheduled + counts.Applied > 0);
}

/**
 * A pass's own move of one record, applied to its tally instead of counting again: `after` is the
 * record as the etag-guarded write left it, undefined when the write did not happen (someone else
 * moved the record first; the next pass counts it).
 */
export function applyMove(
  tally: RolloutTally,
  before: RolloutClusterDocument,
  after: RolloutClusterDocument | undefined,
): void {
  if (!after) return;
  const from = tally.stages[before.stage];
  const to = tally.stages[after.stage];
  if (from) from[before.state]--;
  if (to) to[after.state]++;
  const open = tally.open.filter((record) => record.id !== before.id);
  if (isOpen(after)) open.push(after);
  tally.open = open;
}

/** The reasons of an agent holding an extension back until its dependencies are Ready. */
export const DEPENDENCY_HOLD_REASONS: readonly string[] = ['WaitingForDependency', 'DependencyCycle'];

/**
 * Per stage, the clusters sent the version whose agent holds it back for a dependency (its last
 * status for the extension said so): open Applied records, so counting them reads nothing more.
 */
export function heldByDependency(tally: RolloutTally): number[] {
  const held = tally.stages.map(() => 0);
  for (const record of tally.open)
    if (
      record.state === 'Applied' &&
      DEPENDENCY_HOLD_REASONS.includes(record.reason ?? '') &&
      held[record.stage] !== undefined
    )
      held[record.stage]!++;
  return held;
}
