import type { HealthCheckLine } from './health-checks';

/**
 * Renders a rollout's progress as text. States are shown as the API names them: the renderer
 * knows a few by name only to decide what is finished, so a state added later (for example
 * `WaitingForDeferred` or `CompletedWithDeferred`) is drawn as it comes, never dropped.
 */

export interface StageView {
  name: string;
  state: string;
  total: number;
  counts: Record<string, number>;
  startedAt?: string | null;
  completedAt?: string | null;
  etaSeconds: number | null;
  /** The stage's approval (null or absent: it needs none). */
  approval?: {
    state: string;
    approvers: string[];
    dueAt: string | null;
    by: string | null;
    at: string | null;
  } | null;
  /** Its clusters waiting for their maintenance windows. */
  windows?: { waiting: number; nextOpensAt: string; lastOpensAt: string } | null;
  /** Applied clusters whose agent holds the version for a dependency that is not Ready. */
  heldByDependency?: number;
}

export interface RolloutView {
  id: string;
  extension: string;
  version: string;
  state: string;
  waitingReason: string | null;
  haltReason: string | null;
  total: number;
  counts: Record<string, number>;
  heldByDependency?: number;
  stages: StageView[];
  createdAt?: string;
  updatedAt?: string;
  /** Each failed or timed-out cluster with the agent's reason verbatim, kept through a rollback. */
  failures?: { clusterId: string; state?: string; reason: string; message: string | null }[];
  /** After a rollback: what each touched cluster was restored to (or why it could not be). */
  rollback?: { clusterId: string; outcome: string; version: string | null }[];
  deferred?: string[];
  /** Each stage's health queries with their threshold and the value each answered. */
  healthChecks?: HealthCheckLine[];
}

/**
 * Cluster states still moving; every other state (Succeeded, Failed, TimedOut, Deferred,
 * Cancelled, RolledBack, or one a newer control plane adds) is a verdict for that cluster.
 */
const CLUSTER_IN_FLIGHT = ['Pending', 'WaitingForWindow', 'Scheduled', 'Applied'];

/**
 * A rollout in one of these states (or a refinement such as `CompletedWithDeferred`) moves no more
 * by itself (`Halted` waits for an operator's rollback).
 */
const ROLLOUT_FINAL = /^(Completed|Halted|RolledBack|Cancelled|Failed|Succeeded)/;

export function rolloutFinished(state: string): boolean {
  return ROLLOUT_FINAL.test(state);
}

/**
 * A rollout in one of these states ended, or is being undone, without completing: `Halted` and
 * `Cancelled` stopped part-way (the clusters updated keep the version), `RollingBack` and
 * `RolledBack` take it back. (`Failed` is no state of today's API; a control plane that adds it
 * means the same.) Such a rollout is drawn as its outcome, never as progress: how many clusters
 * have the version and how many were rolled back, so a bar full of settled clusters cannot read
 * as done.
 */
const ROLLOUT_NOT_COMPLETED = /^(Halted|Cancelled|RollingBack|RolledBack|Failed)/;

export function rolloutNotCompleted(state: string): boolean {
  return ROLLOUT_NOT_COMPLETED.test(state);
}

const rolledBackOrRollingBack = (state: string) => /^(RollingBack|RolledBack)/.test(state);

/**
 * What `rollouts watch` exits 0 for: completed on every cluster. `CompletedWithDeferred` (some
 * clusters never got the version), `Halted`, `Cancelled` and `RolledBack` are not success.
 */
export function rolloutSucceeded(state: string): boolean {
  return state === 'Completed';
}

export function finishedCount(counts: Record<string, number>): number {
  return Object.entries(counts).reduce(
    (total, [state, count]) => (CLUSTER_IN_FLIGHT.includes(state) ? total : total + count),
    0,
  );
}

function failedCount(counts: Record<string, number>): number {
  return (counts.Failed ?? 0) + (counts.TimedOut ?? 0);
}

/**
 * What a stage is shown as. A finished rollout has no running stage: a stage the engine left
 * `Running` or `Waiting` when the rollout ended is shown with the rollout's final state, and a
 * stage it never started as `Skipped`.
 */
export function displayedStageState(rollout: RolloutView, stage: StageView): string {
  const neverStarted = stage.state === 'Pending' && (stage.total === 0 || !stage.startedAt);
  // Every stage that started is taken back with the rollout, `Done` ones too.
  if (rolledBackOrRollingBack(rollout.state)) return neverStarted ? 'Skipped' : rollout.state;
  if (!rolloutFinished(rollout.state)) return stage.state;
  if (stage.state === 'Pending') return neverStarted ? 'Skipped' : rollout.state;
  if (stage.state === 'Running' || stage.state === 'Waiting' || stage.state.startsWith('Waiting'))
    return rollout.state.startsWith('Completed') ? 'Done' : rollout.state;
  return stage.state;
}

/**
 * Time left for the whole rollout: the clusters still to finish at the pace so far (from the first
 * stage's start). null while there is no pace yet or when nothing moves (paused, halted).
 */
export function rolloutEtaSeconds(view: RolloutView, now: Date = new Date()): number | null {
  if (rolloutFinished(view.state) || view.state !== 'Running') return null;
  const started = view.stages.map((s) => s.startedAt).filter((s): s is string => Boolean(s));
  const done = finishedCount(view.counts);
  const left = view.total - done;
  if (started.length === 0 || done === 0 || left <= 0) {
    // One stage in flight with its own estimate is better than none.
    const running = view.stages.find((s) => s.state === 'Running' && s.etaSeconds !== null);
    return running?.etaSeconds ?? null;
  }
  const elapsed = (now.getTime() - Math.min(...started.map((s) => Date.parse(s)))) / 1000;
  return Math.max(0, Math.round((elapsed / done) * left));
}

export function formatSeconds(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)}s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)}m`;
  return `${Math.floor(seconds / 3600)}h${String(Math.round((seconds % 3600) / 60)).padStart(2, '0')}m`;
}

/** A progress bar; a stage without clusters is drawn empty, not full. */
export function bar(done: number, total: number, width = 24): string {
  const filled = total === 0 ? 0 : Math.min(width, Math.round((done / total) * width));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

/**
 * The outcome of a rollout that did not complete, as a bar: `#` a cluster that has the version
 * (Succeeded), `!` one that failed with it (Failed, TimedOut), `<` one rolled back, `.` one the
 * version never reached (cancelled, deferred, pending). Empty for a stage without clusters.
 */
export function outcomeBar(counts: Record<string, number>, total: number, width = 24): string {
  if (total === 0) return bar(0, 0, width);
  const segments: [string, number][] = [
    ['#', counts.Succeeded ?? 0],
    ['!', failedCount(counts)],
    ['<', counts.RolledBack ?? 0],
  ];
  let drawn = 0;
  let counted = 0;
  let text = '';
  for (const [glyph, count] of segments) {
    counted += count;
    // Rounded on the running total, so the segments add up to the share they stand for.
    const end = Math.min(width, Math.round((counted / total) * width));
    text += glyph.repeat(Math.max(0, end - drawn));
    drawn = Math.max(drawn, end);
  }
  return `[${text}${'.'.repeat(width - drawn)}]`;
}

/**
 * A completed rollout's header counts what it achieved, not how many clusters settled: a cluster
 * that failed within the error budget, or was never reached (offline past the deferred timeout),
 * settled but did not get the version.
 */
function completedCounts(view: RolloutView): string {
  const failed = failedCount(view.counts);
  const deferred = view.counts.Deferred ?? 0;
  return (
    `updated ${view.counts.Succeeded ?? 0}/${view.total}` +
    (failed > 0 ? `  failed ${failed}` : '') +
    (deferred > 0 ? `  never updated ${deferred}` : '')
  );
}

function outcomeCounts(counts: Record<string, number>): string {
  const deferred = counts.Deferred ?? 0;
  return (
    `ok ${counts.Succeeded ?? 0}  failed ${failedCount(counts)}  rolled back ${counts.RolledBack ?? 0}` +
    `  cancelled ${counts.Cancelled ?? 0}${deferred > 0 ? `  deferred ${deferred}` : ''}`
  );
}

/** A rollout that did not complete: its state and outcome, never a bar that reads as done. */
function renderOutcome(view: RolloutView, width: number): string[] {
  const rolledBack = view.counts.RolledBack ?? 0;
  const lines = [
    `Rollout ${view.id}  ${view.extension}@${view.version}  ${view.state} (not completed)` +
      `  updated ${view.counts.Succeeded ?? 0}/${view.total}` +
      (rolledBack > 0 || rolledBackOrRollingBack(view.state) ? `  rolled back ${rolledBack}` : '') +
      (view.waitingReason ? `  (${view.waitingReason})` : ''),
  ];
  for (const stage of view.stages) {
    lines.push(
      `  ${stage.name.padEnd(width)} ${outcomeBar(stage.counts, stage.total)} ` +
        `${String(stage.counts.Succeeded ?? 0).padStart(5)}/${stage.total}` +
        `  ${stage.total === 0 ? 'no clusters' : outcomeCounts(stage.counts)}  ${displayedStageState(view, stage)}`,
      ...stageDetails(stage),
    );
  }
  return lines;
}

export function renderRollout(view: RolloutView, options: { failures?: boolean; now?: Date } = {}): string {
  const width = Math.max(...view.stages.map((stage) => stage.name.length), 5);
  if (rolloutNotCompleted(view.state)) {
    const lines = renderOutcome(view, width);
    if (options.failures) lines.push(renderFailures(view).trimEnd());
    return lines.filter(Boolean).join('\n');
  }
  const eta = rolloutEtaSeconds(view, options.now);
  const header =
    `Rollout ${view.id}  ${view.extension}@${view.version}  ${view.state}` +
    `  ${rolloutFinished(view.state) ? completedCounts(view) : `${finishedCount(view.counts)}/${view.total}`}` +
    (view.state === 'Running' ? `  ETA ${eta === null ? 'estimating' : formatSeconds(eta)}` : '') +
    (view.waitingReason ? `  (${view.waitingReason})` : '');
  const lines = [header];
  for (const stage of view.stages) {
    const done = finishedCount(stage.counts);
    const state = displayedStageState(view, stage);
    const counts =
      stage.total === 0
        ? 'no clusters'
        : `ok ${stage.counts.Succeeded ?? 0}  failed ${failedCount(stage.counts)}  deferred ${stage.counts.Deferred ?? 0}` +
          (stage.heldByDependency ? `  held by dependency ${stage.heldByDependency}` : '');
    lines.push(
      `  ${stage.name.padEnd(width)} ${bar(done, stage.total)} ${String(done).padStart(5)}/${stage.total}` +
        `  ${counts}  ${state}` +
        // A paused rollout's stage stays Running, and the API still sends the pace it had.
        (stage.etaSeconds !== null && state === 'Running' && view.state !== 'Paused'
          ? `  ETA ${formatSeconds(stage.etaSeconds)}`
          : ''),
      ...stageDetails(stage),
    );
  }
  if (options.failures) lines.push(renderFailures(view).trimEnd());
  return lines.filter(Boolean).join('\n');
}

/** A stage's approval and maintenance-window waits, one indented line each. */
export function stageDetails(stage: StageView): string[] {
  const lines: string[] = [];
  const approval = stage.approval;
  if (approval) {
    const decided = approval.by ? ` by ${approval.by}` : '';
    const when =
      approval.state === 'Waiting' ? ` until ${approval.dueAt}` : approval.at ? ` at ${approval.at}` : '';
    lines.push(
      `      approval: ${approval.state}${decided}${when} (approvers: ${approval.approvers.join(', ')})`,
    );
  }
  if (stage.windows) {
    const { waiting, nextOpensAt, lastOpensAt } = stage.windows;
    lines.push(
      `      maintenance windows: ${waiting} cluster(s) waiting; next opens ${nextOpensAt}` +
        (lastOpensAt !== nextOpensAt ? `, last ${lastOpensAt}` : ''),
    );
  }
  return lines;
}

export function renderFailures(view: RolloutView): string {
  const lines: string[] = [];
  if (view.haltReason) lines.push(`${view.state}: ${view.haltReason}`);
  for (const failure of view.failures ?? []) {
    const verdict = failure.state ? `${failure.state} ` : '';
    lines.push(
      `  ${failure.clusterId}  ${verdict}${failure.reason}${failure.message ? `: ${failure.message}` : ''}`,
    );
  }
  if (view.rollback?.length) {
    lines.push('Rollback:');
    for (const entry of view.rollback)
      lines.push(`  ${entry.clusterId}  ${entry.outcome}${entry.version ? ` ${entry.version}` : ''}`);
  }
  if (view.deferred?.length) lines.push(`${deferredLabel(view.state)}: ${view.deferred.join(', ')}`);
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}

function deferredLabel(state: string): string {
  if (state === 'CompletedWithDeferred') return 'Never updated (offline until the deferred timeout)';
  if (state === 'WaitingForDeferred') return 'Waiting for (offline)';
  return 'Deferred (offline)';
}
