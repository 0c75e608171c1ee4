import { performance } from 'node:perf_hooks';
import type { SimCluster } from '../fleet';
import type { IpcClient } from '../ipc';
import type { Profile } from '../profiles';
import type { Progress } from '../progress';
import type { Results, RolloutResult } from '../results';
import { linearSlope, percentile, round } from '../stats';
import type { Api } from './control-plane';
import type { FleetObserver } from './registration';
import { runRollouts } from './rollouts';

const MIB = 1024 * 1024;

/**
 * The soak: the registered agents keep running their own loops (heartbeats, desired polls,
 * status) while two fleet-wide rollouts run, for `profile.soakSeconds`. Every interval the
 * control plane's RSS, heap and event-loop delay p99, and the agents' request latency p99, are
 * sampled. The verdict on memory is the slope of a least-squares line through the RSS samples of
 * the second half (the first half includes warm-up and the rollouts' bursts).
 */
export async function runSoak(input: {
  profile: Profile;
  api: Api;
  plane: IpcClient;
  clusters: SimCluster[];
  observer: FleetObserver;
  progress: Progress;
}): Promise<{ soak: NonNullable<Results['soak']>; rollouts: RolloutResult[] }> {
  const { profile, plane, observer, progress } = input;
  const seconds = profile.soakSeconds!;
  const intervalMs = Math.max(5, Math.round(seconds / 120)) * 1000;
  progress.setPhase(`soak ${seconds} s`);
  const started = performance.now();
  const rollouts = runRollouts(
    profile,
    input.api,
    plane,
    input.clusters,
    progress,
    (t) => (observer.watchFrom = t),
    () => observer.desiredObservations,
  );
  let rolloutResults: RolloutResult[] | undefined;
  let rolloutError: unknown;
  // Handled here at once (an unhandled rejection would end the process mid-soak), thrown after.
  const settled = rollouts.then(
    (r) => (rolloutResults = r),
    (err: unknown) => (rolloutError = err ?? new Error('rollouts failed')),
  );
  const samples: NonNullable<Results['soak']>['samples'] = [];
  await plane.call('sample');
  while (performance.now() - started < seconds * 1000) {
    const interval = { latencies: [] as number[], failed: 0 };
    observer.interval = interval;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    observer.interval = undefined;
    const s = await plane.call<{
      rssBytes: number;
      heapUsedBytes: number;
      loopDelayP99Ms: number;
      frontEndRssBytes?: number;
    }>('sample');
    samples.push({
      second: round((performance.now() - started) / 1000, 1),
      rssBytes: s.rssBytes,
      heapUsedBytes: s.heapUsedBytes,
      ...(s.frontEndRssBytes === undefined ? {} : { frontEndRssBytes: s.frontEndRssBytes }),
      eventLoopDelayP99Ms: round(s.loopDelayP99Ms, 1),
      latencyP99Ms: interval.latencies.length > 0 ? round(percentile(interval.latencies, 99), 1) : null,
      requests: interval.latencies.length,
      failed: interval.failed,
    });
    progress.set({ rssMiB: Math.round(s.rssBytes / MIB), samples: samples.length });
  }
  // The rollouts were started at the beginning; a soak shorter than they take waits for them.
  await settled;
  if (rolloutError !== undefined) throw rolloutError;
  const secondHalf = samples.filter((s) => s.second >= seconds / 2);
  const slopePerSecond = linearSlope(secondHalf.map((s) => [s.second, s.rssBytes / MIB] as const));
  const frontEnd = secondHalf.filter((s) => s.frontEndRssBytes !== undefined);
  const frontEndSlope =
    frontEnd.length > 0
      ? linearSlope(frontEnd.map((s) => [s.second, s.frontEndRssBytes! / MIB] as const))
      : undefined;
  return {
    rollouts: rolloutResults ?? [],
    soak: {
      durationSeconds: round((performance.now() - started) / 1000, 1),
      clusters: observer.registered,
      samples,
      rssSlopeMiBPerHour: round(slopePerSecond * 3600, 1),
      ...(frontEndSlope === undefined ? {} : { frontEndRssSlopeMiBPerHour: round(frontEndSlope * 3600, 1) }),
      rolloutsCompleted: (rolloutResults ?? []).filter((r) => r.state === 'Completed').length,
    },
  };
}
