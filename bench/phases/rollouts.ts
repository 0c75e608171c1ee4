import { performance } from 'node:perf_hooks';
import type { SimCluster } from '../fleet';
import type { IpcClient } from '../ipc';
import type { Profile, RolloutPlan } from '../profiles';
import type { Progress } from '../progress';
import type { RolloutResult } from '../results';
import {
  bucketCounts,
  capWindows,
  longestGaps,
  maxPerWindow,
  round,
  summarize,
  windowsOverCap,
} from '../stats';
import type { Api } from './control-plane';

interface RolloutView {
  id: string;
  state: string;
  total: number;
  counts: Record<string, number>;
  haltReason: string | null;
  waitingReason: string | null;
  failures: { clusterId: string; reason: string; message: string | null }[];
}

const TOUCHED = ['Applied', 'Succeeded', 'Failed', 'TimedOut'];
// Where the engine stops by itself (a rollout waiting for deferred clusters is not done yet).
const TERMINAL = ['Completed', 'CompletedWithDeferred', 'Halted', 'Cancelled', 'RolledBack'];

/**
 * Publishes each planned version, starts one rollout per plan and follows them to an end state;
 * judges the sends (from the store's per-cluster records on the embedded host, else from when the
 * agents saw their desired state change) against the global cap.
 */
export async function runRollouts(
  profile: Profile,
  api: Api,
  plane: IpcClient | undefined,
  clusters: SimCluster[],
  progress: Progress,
  watchFrom: (t: number) => void,
  observations: () => number,
): Promise<RolloutResult[]> {
  for (const plan of profile.rollouts) {
    const res = await api('PUT', `/extensions/${plan.extension}/versions/${plan.version}`, {
      kind: 'manifest',
      source: { url: plan.url },
      defaultValues: {},
    });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`publishing ${plan.extension}: HTTP ${res.status} ${res.body}`);
  }
  const started = performance.now();
  const startedWall = Date.now();
  watchFrom(started);
  const running: Array<{
    plan: RolloutPlan;
    id: string;
    progress: RolloutResult['progress'];
    done?: RolloutView;
    completedMs?: number;
  }> = [];
  for (const plan of profile.rollouts) {
    const res = await api('POST', '/rollouts', {
      extension: plan.extension,
      version: plan.version,
      namespace: plan.namespace,
      target: {},
      strategy: { stages: plan.stages, errorBudgetPercent: plan.errorBudgetPercent },
    });
    if (res.status !== 201)
      throw new Error(`starting the ${plan.extension} rollout: HTTP ${res.status} ${res.body}`);
    running.push({ plan, id: res.json<RolloutView>().id, progress: [] });
  }
  const ideal = profile.clusters / profile.rolloutCapPerSecond;
  const limitMs = (ideal * 3 + (profile.agent.desiredPollIntervalMs / 1000) * 4 + 120) * 1000;
  while (running.some((r) => !r.done) && performance.now() - started < limitMs) {
    await new Promise((r) => setTimeout(r, 1000));
    for (const r of running.filter((x) => !x.done)) {
      const res = await api('GET', `/rollouts/${r.id}`);
      if (res.status !== 200) continue;
      const view = res.json<RolloutView>();
      const sent = TOUCHED.reduce((n, s) => n + (view.counts[s] ?? 0), 0);
      const second = round((performance.now() - started) / 1000, 1);
      r.progress.push({ second, sent, succeeded: view.counts.Succeeded ?? 0 });
      progress.set({
        [r.plan.extension]: `${view.state} sent ${sent} ok ${view.counts.Succeeded ?? 0}/${view.total}`,
        observed: observations(),
      });
      if (TERMINAL.includes(view.state)) {
        r.done = view;
        r.completedMs = performance.now() - started;
      }
    }
  }
  const results: RolloutResult[] = [];
  const views = new Map<string, RolloutView>();
  for (const r of running)
    views.set(r.id, r.done ?? (await api('GET', `/rollouts/${r.id}`)).json<RolloutView>());
  // Rollouts started together share the global cap (ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND): the
  // ideal send span of each is every concurrent rollout's clusters over the cap, not its own.
  const concurrentTotal = [...views.values()].reduce((n, v) => n + v.total, 0);
  const allSendTimes: number[] = [];
  for (const r of running) {
    const view = views.get(r.id)!;
    const notes: string[] = [];
    if (running.length > 1)
      notes.push(
        `${running.length} rollouts ran at once and shared the global cap: ideal = ${concurrentTotal} sends / ${profile.rolloutCapPerSecond} per s`,
      );
    if (!r.done)
      notes.push(
        `not finished after ${round(limitMs / 1000, 0)} s: state ${view.state}, waiting: ${view.waitingReason ?? '-'}`,
      );
    if (view.haltReason) notes.push(`halted: ${view.haltReason}`);
    for (const f of view.failures.slice(0, 5))
      notes.push(`failure ${f.clusterId}: ${f.reason} ${f.message ?? ''}`);
    const cap = profile.rolloutCapPerSecond;
    let sendTimes: number[] = [];
    let applied: RolloutResult['applied'] = null;
    let pinWritten: RolloutResult['pinWritten'] = null;
    let source = 'agents: first 200 on GET desired after the rollout started';
    if (plane) {
      const records = await plane.call<
        Array<{
          appliedAt: string | null;
          pinWrittenAt: string | null;
          slotAt: string | null;
          state: string;
        }>
      >('rolloutRecords', { rolloutId: r.id });
      // A send is the moment the planner releases a cluster: its fan-out message becomes
      // deliverable at slotAt. The handler admits the pin write against the caps when it runs
      // (appliedAt, the time the caps are kept on; the write starts then) and records when the
      // write had completed (pinWrittenAt), which adds the write's round trip and timer lateness.
      sendTimes = records.filter((x) => x.slotAt).map((x) => Date.parse(x.slotAt!) - startedWall);
      const admitted = records.filter((x) => x.appliedAt);
      applied = capWindows(
        admitted.map((x) => Date.parse(x.appliedAt!) - startedWall),
        cap,
      );
      const written = admitted.filter((x) => x.pinWrittenAt);
      pinWritten = {
        ...capWindows(
          written.map((x) => Date.parse(x.pinWrittenAt!) - startedWall),
          cap,
        ),
        lagAfterAdmission: summarize(
          written.map((x) => Date.parse(x.pinWrittenAt!) - Date.parse(x.appliedAt!)),
        ),
      };
      source =
        "store: slotAt of each rolloutClusters record (when the cluster's fan-out message becomes deliverable); applied = appliedAt (when the pin write was admitted against the caps; it starts then); pinWritten = pinWrittenAt (when it had completed)";
      notes.push(
        `pin writes admitted (appliedAt): ${applied.count}, max ${applied.maxInAnyOneSecond} in any 1 s window, ${applied.windowsOverCap} windows over the cap`,
        `pin writes completed (pinWrittenAt): max ${pinWritten.maxInAnyOneSecond} in any 1 s window, ${pinWritten.windowsOverCap} windows over the cap; completed after admission p50 ${pinWritten.lagAfterAdmission.p50Ms} ms, p99 ${pinWritten.lagAfterAdmission.p99Ms} ms, max ${pinWritten.lagAfterAdmission.maxMs} ms`,
      );
    } else {
      sendTimes = clusters
        .filter((c) => c.desiredChangedAtMs !== undefined)
        .map((c) => c.desiredChangedAtMs! - started);
    }
    const span = sendTimes.length > 1 ? (Math.max(...sendTimes) - Math.min(...sendTimes)) / 1000 : null;
    const gaps = longestGaps(sendTimes);
    if (gaps.length > 0)
      notes.push(
        `longest pauses between consecutive sends (over 1 s): ${gaps
          .map((g) => `${round(g.gapMs / 1000)} s after ${round(g.atMs / 1000)} s`)
          .join(', ')}`,
      );
    const total = view.total;
    const succeeded = view.counts.Succeeded ?? 0;
    const failed = (view.counts.Failed ?? 0) + (view.counts.TimedOut ?? 0);
    const idealSeconds = concurrentTotal / cap;
    const cumulativeSent = bucketCounts(sendTimes, 0, 1000).reduce<number[]>(
      (acc, n) => [...acc, (acc.at(-1) ?? 0) + n],
      [],
    );
    allSendTimes.push(...sendTimes);
    results.push({
      extension: r.plan.extension,
      clusters: total,
      capPerSecond: cap,
      state: view.state,
      sendSource: source,
      sends: sendTimes.length,
      sendSpanSeconds: span === null ? null : round(span),
      idealSeconds: round(idealSeconds),
      sendSpanRatioToIdeal: span === null ? null : round(span / idealSeconds, 3),
      maxSendsInAnyOneSecond: maxPerWindow(sendTimes),
      windowsOverCap: windowsOverCap(sendTimes, cap),
      applied,
      pinWritten,
      completedSeconds: r.completedMs === undefined ? null : round(r.completedMs / 1000),
      succeeded,
      failed,
      failurePercent: total > 0 ? round((failed / total) * 100, 2) : 0,
      agentsObserved: clusters.filter((c) => c.desiredChangedAtMs !== undefined).length,
      progress: mergeProgress(r.progress, cumulativeSent),
      notes,
    });
  }
  if (running.length > 1) {
    // The global cap binds all of them together: their sends combined, in sliding 1 s windows.
    const combined = `all ${running.length} rollouts' sends combined: max ${maxPerWindow(allSendTimes)} in any 1 s window, ${windowsOverCap(allSendTimes, profile.rolloutCapPerSecond)} windows over the global cap`;
    for (const result of results) result.notes.push(combined);
  }
  return results;
}

/** Rollout progress per poll, with "sent" taken from the store's send times where we have them. */
function mergeProgress(
  polled: RolloutResult['progress'],
  cumulativeSent: number[],
): RolloutResult['progress'] {
  if (cumulativeSent.length === 0) return polled;
  return polled.map((p) => ({
    ...p,
    sent:
      cumulativeSent[Math.min(cumulativeSent.length - 1, Math.max(0, Math.floor(p.second) - 1))] ?? p.sent,
  }));
}
