import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SimCluster } from './fleet';
import { measureCeiling } from './phases/ceiling';
import { benchSettings, startControlPlane } from './phases/control-plane';
import type { ControlPlane } from './phases/control-plane';
import { measureDesired304 } from './phases/desired-304';
import { measureRegistrationFloor } from './phases/floor';
import { measureRegistrationCost } from './phases/registration-cost';
import { summarizeHeapSnapshot } from './heap-summary';
import { measureHeartbeats } from './phases/heartbeat';
import { bootstrapTokens, FleetObserver, registerFleet } from './phases/registration';
import { runRollouts } from './phases/rollouts';
import { runSoak } from './phases/soak';
import { measureStatus } from './phases/status';
import { sustainedScope } from './phases/sustained';
import type { SustainedResults } from './phases/sustained';
import { writePictures } from './pictures';
import type { Profile } from './profiles';
import { Progress } from './progress';
import { machineDetails, writeResults } from './results';
import type { Results, RolloutResult } from './results';
import { round } from './stats';
import { targetChecks } from './targets';

export interface RunOptions {
  profile: Profile;
  /** Target a running control plane instead of starting the embedded host in a child process. */
  endpoint?: string;
  /** CA certificate of that control plane (external endpoint only). */
  caFile?: string;
  /** Operator token with admin on tenant 'bench' (external endpoint only). */
  operatorToken?: string;
  outputDir: string;
  name?: string;
  /**
   * Directory for CPU profiles: the control plane child's `--cpu-prof` output (its whole life) and
   * `simulator-registration.cpuprofile` (this process, registration until every inventory is stored).
   */
  cpuProfileDir?: string;
  progress?: Progress;
  /**
   * Summarise a heap snapshot of the control plane once every inventory is stored. The snapshot
   * needs about the heap's size again while it is written, so later memory figures are not clean:
   * meant for `--registration-only` runs.
   */
  heapSummary?: boolean;
  /** Write the SVG pictures next to the results file. */
  pictures?: boolean;
}

export interface RunOutcome {
  results: Results;
  file: string;
  pictures: string[];
}

/**
 * The benchmark: one phase after another (bench/phases/), each measuring one thing, then the
 * results with their targets judged, written beside the pictures. The control plane runs in a
 * child process (or is an external endpoint); the simulated agents run here.
 */
export async function runBenchmark(options: RunOptions): Promise<RunOutcome> {
  const { profile } = options;
  const progress = options.progress ?? new Progress();
  const startedAt = new Date();
  const wallStart = performance.now();
  const errors: string[] = [];
  const notes: string[] = [
    'The control plane runs in a child process (the real embedded host: HTTPS with mutual TLS, SQLite store, local CA, SQLite bus, timers); the simulated agents and the load generator run in the parent. Both share the same cores.',
    'Every simulated cluster runs the real AgentCore (agent/core.ts) on an in-memory cluster (agent/kube/memory-cluster.ts) with its own node:https keep-alive agent and client certificate.',
    `Registration is a storm with ${profile.registrationConcurrency} agents bootstrapping at once; the latency is the client-side time of POST /register (TLS handshake included, key generation and CSR excluded).`,
    `Sustained phases stop the agent loops first, then drive the agent's own ControlPlaneClient and transport with each pooled cluster's client certificate from a load-generator process of their own (closed loop: ${profile.loadConcurrency} requests in flight, rotating over ${profile.loadPoolClusters} clusters' connections; the other clusters' connections stay open and idle); the ceiling is driven by the same generator with the same concurrency, clusters and client certificates against a bare node:https server in its own child process. The simulator's CPU, GC and event-loop delay per phase include the generator's process.`,
  ];
  if (profile.frontEnd)
    notes.push(
      "TLS front end: HAProxy terminates the agents' mutual TLS and passes each request to the embedded host over a private Unix socket, with the client certificate in X-ARR-ClientCert (as Azure's front end does for the Functions host). Every control-plane CPU figure includes HAProxy's CPU; its memory is reported beside the host's.",
    );
  const external = Boolean(options.endpoint);
  const settings = external ? {} : benchSettings(profile);
  const dataDir = external ? undefined : mkdtempSync(join(tmpdir(), 'arcbridge-bench-'));
  let controlPlane: ControlPlane | undefined;
  const clusters: SimCluster[] = [];
  // Stopped midway (Ctrl-C, kill): the `finally` below never runs, so the data directory is
  // removed here; the children stop themselves once this process is gone (bench/ipc.ts).
  const interrupted = (signal: NodeJS.Signals) => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  progress.start();

  try {
    progress.setPhase('start');
    controlPlane = await startControlPlane({
      profile,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.caFile ? { caFile: options.caFile } : {}),
      ...(options.operatorToken ? { operatorToken: options.operatorToken } : {}),
      ...(options.cpuProfileDir ? { cpuProfileDir: options.cpuProfileDir } : {}),
      ...(dataDir ? { dataDir } : {}),
      settings,
      notes,
    });
    const { api, plane } = controlPlane;

    progress.setPhase('bootstrap tokens');
    const tokens = await bootstrapTokens(profile, plane, api, progress);

    const observer = new FleetObserver(errors);
    const fleet = await registerFleet({
      profile,
      controlPlane,
      tokens,
      clusters,
      observer,
      progress,
      errors,
      notes,
      deadline: wallStart + profile.timeoutSeconds * 1000,
      ...(options.cpuProfileDir ? { cpuProfileDir: options.cpuProfileDir } : {}),
    });

    const heapSummaries: NonNullable<Results['heapSummaries']> = [];
    const snapshotHeap = async (phase: string) => {
      if (!options.heapSummary || !plane) return;
      progress.setPhase(`heap snapshot after ${phase}`);
      const file = join(dataDir!, 'control-plane.heapsnapshot');
      await plane.call('heapSnapshot', { file });
      heapSummaries.push({ phase, clusters: observer.registered, ...summarizeHeapSnapshot(file, 40) });
      rmSync(file, { force: true });
    };
    await snapshotHeap('registration');

    const rollouts: RolloutResult[] = [];
    let soak: Results['soak'];
    if (profile.soakSeconds && plane && fleet.allRegistered) {
      await controlPlane.mark('soak');
      const outcome = await runSoak({ profile, api, plane, clusters, observer, progress });
      soak = outcome.soak;
      rollouts.push(...outcome.rollouts);
    } else if (profile.rollouts.length > 0 && fleet.allRegistered) {
      await controlPlane.mark('rollout');
      progress.setPhase('rollout');
      rollouts.push(
        ...(await runRollouts(
          profile,
          api,
          plane,
          clusters,
          progress,
          (t) => (observer.watchFrom = t),
          () => observer.desiredObservations,
        )),
      );
    }

    const trafficEnd = performance.now();
    const agentTraffic = {
      clusters: observer.registered,
      windowSeconds: round((trafficEnd - (observer.firstRequestMs ?? trafficEnd)) / 1000),
      // Each cluster counts from its registration: the storm spreads them over the window.
      clusterSeconds: round(
        clusters.reduce(
          (sum, c) => sum + (c.registeredAtMs === undefined ? 0 : trafficEnd - c.registeredAtMs),
          0,
        ) / 1000,
      ),
      kinds: observer.traffic,
    };
    if (rollouts.length > 0) await snapshotHeap(soak ? 'soak' : 'rollout');
    const sustained: SustainedResults = { ceiling: null, heartbeat: null, status: null, desired304: null };
    if (profile.sustained && observer.registered > 0) {
      progress.setPhase('stopping agent loops');
      await Promise.all(clusters.map((c) => c.agent.stop()));
      const scope = await sustainedScope({ profile, controlPlane, clusters, progress, errors, notes });
      // From here on only the pool's clusters talk, from the generator's process (and lend the
      // ceiling and the floor their certificates). The others' in-memory Kubernetes objects and
      // agents (~90 KB of heap each) are let go: a simulator holding all 10,000 ran major GCs over
      // ~1.3 GB that took both cores for 1-2 s, and an open-loop step counted that stall as
      // control-plane latency.
      clusters.splice(0, clusters.length, ...scope.pool);
      try {
        if (!external) sustained.ceiling = await measureCeiling(scope);
        const ceilingRps = sustained.ceiling?.requestsPerSecond ?? null;
        sustained.heartbeat = await measureHeartbeats(scope, ceilingRps);
        await snapshotHeap('heartbeat');
        sustained.status = await measureStatus(scope, ceilingRps);
        await snapshotHeap('status');
        sustained.desired304 = await measureDesired304(scope, ceilingRps);
        await snapshotHeap('desired-304');
      } finally {
        await scope.close();
      }
    } else {
      progress.setPhase('stopping agents');
      await Promise.all(clusters.map((c) => c.agent.stop()));
    }
    let floor: Results['registration']['floor'];
    let requestCost: Results['registration']['requestCost'];
    if (!external && observer.registered > 0) {
      await controlPlane.mark('registration cost');
      progress.setPhase('registration cost');
      requestCost = await measureRegistrationCost({
        controlPlane,
        firstIndex: profile.clusters,
        requests: profile.registrationCostRequests ?? 400,
        concurrency: 16,
        ...(options.cpuProfileDir ? { cpuProfileDir: options.cpuProfileDir } : {}),
      });
      await controlPlane.mark('floor');
      progress.setPhase('registration floor');
      floor = await measureRegistrationFloor({ controlPlane, clusters, requests: 400, concurrency: 16 });
    }
    await controlPlane.mark('end');
    const usage = await controlPlane.usage();
    const cpPerCluster = fleet.registration.cpu?.controlPlaneMsPerCluster ?? null;

    const results: Results = {
      schemaVersion: 1,
      name: options.name ?? profile.name,
      profile: profile.name,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      durationSeconds: round((performance.now() - wallStart) / 1000),
      machine: machineDetails(),
      method: { endpoint: external ? 'external' : 'embedded-child-process', settings, notes },
      config: {
        clusters: profile.clusters,
        regions: profile.regions,
        inventory: profile.inventory,
        registrationConcurrency: profile.registrationConcurrency,
        loadConcurrency: profile.loadConcurrency,
        loadPoolClusters: profile.loadPoolClusters,
        phaseSeconds: profile.phaseSeconds,
        statusBatchSize: profile.statusBatchSize,
        rolloutCapPerSecond: profile.rollouts.length > 0 ? profile.rolloutCapPerSecond : null,
      },
      registration: {
        ...fleet.registration,
        ...(requestCost ? { requestCost } : {}),
        ...(floor
          ? {
              floor,
              ratioToFloor: requestCost
                ? round(requestCost.msPerRegistration / floor.msPerRegistration, 2)
                : null,
              stormRatioToFloor:
                cpPerCluster === null ? null : round(cpPerCluster / floor.msPerRegistration, 2),
            }
          : {}),
      },
      inventory: fleet.inventory,
      ...sustained,
      rollouts,
      controlPlane: usage.controlPlane,
      agents: fleet.agents,
      documentSizes: usage.documentSizes,
      agentTraffic,
      ...(soak ? { soak } : {}),
      ...(heapSummaries.length > 0 ? { heapSummaries } : {}),
      targets: [],
      errors,
    };
    results.targets = targetChecks(results);
    const file = writeResults(options.outputDir, results, startedAt);
    const pictures = options.pictures === false ? [] : writePictures(options.outputDir, results, startedAt);
    return { results, file, pictures };
  } catch (err) {
    // The run stops here without a results file: say what the agents saw before it did.
    if (errors.length > 0)
      process.stderr.write(`errors before the failure: ${errors.slice(0, 10).join('; ')}\n`);
    throw err;
  } finally {
    progress.stop();
    await Promise.all(clusters.map((c) => c.agent.stop().catch(() => undefined)));
    await controlPlane?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}
