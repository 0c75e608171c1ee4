import { performance } from 'node:perf_hooks';
import { PhaseProfiler } from '../cpu-profile';
import { createKeyAndCsr } from '../../agent/identity/keys';
import { clusterUid, manifestFetcher, SimCluster, TENANT } from '../fleet';
import type { RequestObserver } from '../fleet';
import type { IpcClient, ProcessUsage } from '../ipc';
import type { Profile } from '../profiles';
import type { Progress } from '../progress';
import type { Results } from '../results';
import { histogram, round, summarize } from '../stats';
import { countTlsConnections } from '../tls-counter';
import type { Api, ControlPlane } from './control-plane';
import { cpuSeconds, gc, Semaphore, waitFor } from './measure';

/** One bootstrap token per simulated cluster: over IPC from the embedded host, else through the API. */
export async function bootstrapTokens(
  profile: Profile,
  plane: IpcClient | undefined,
  api: Api,
  progress: Progress,
): Promise<string[]> {
  if (plane) return plane.call<string[]>('bootstrapTokens', { tenant: TENANT, count: profile.clusters });
  const tokens: string[] = [];
  for (let i = 0; i < profile.clusters; i++) {
    const res = await api('POST', '/bootstrap-tokens', { ttlSeconds: 86_400, description: 'bench' });
    if (res.status !== 201) throw new Error(`bootstrap token: HTTP ${res.status} ${res.body}`);
    tokens.push(res.json<{ token: string }>().token);
    progress.set({ tokens: `${i + 1}/${profile.clusters}` });
  }
  return tokens;
}

const ignoreRegistration = (): void => undefined;

/**
 * What the simulated agents' requests tell: registrations and inventories as they land, failures
 * (the first three of each kind kept as errors), and, once a rollout started, the agents that saw
 * their desired state change.
 */
export class FleetObserver {
  readonly requestCounts: Record<string, { ok: number; failed: number }> = {};
  readonly registrationLatencies: number[] = [];
  readonly inventoryLatencies: number[] = [];
  registered = 0;
  inventoried = 0;
  desiredObservations = 0;
  /** Desired reads that started after this time count as rollout observations. */
  watchFrom = Infinity;
  /** Called once per cluster when its registration succeeded. */
  onRegistered: () => void = ignoreRegistration;

  constructor(private readonly errors: string[]) {}

  /** Every agent request by kind (a 304 desired read apart), with its body sizes: the cost model's input. */
  readonly traffic: Record<string, { count: number; requestBytes: number; responseBytes: number }> = {};
  /** When the first agent request started (performance.now()), for traffic per hour. */
  firstRequestMs: number | undefined;
  /** While set, every request's latency and outcome lands here too (the soak's sample interval). */
  interval: { latencies: number[]; failed: number } | undefined;

  readonly observe: RequestObserver = (cluster, kind, request, response, startedMs, durationMs) => {
    const ok = response !== undefined && response.status < 400;
    this.firstRequestMs ??= startedMs;
    if (this.interval) {
      this.interval.latencies.push(durationMs);
      if (!ok) this.interval.failed++;
    }
    const traffic = (this.traffic[kind === 'desired' && response?.status === 304 ? 'desired-304' : kind] ??= {
      count: 0,
      requestBytes: 0,
      responseBytes: 0,
    });
    traffic.count++;
    traffic.requestBytes += request.body ? Buffer.byteLength(request.body) : 0;
    traffic.responseBytes += response ? Buffer.byteLength(response.body) : 0;
    const counts = (this.requestCounts[kind] ??= { ok: 0, failed: 0 });
    if (ok) counts.ok++;
    else {
      counts.failed++;
      if (counts.failed <= 3)
        this.errors.push(
          `${kind}: ${response ? `HTTP ${response.status} ${response.body.slice(0, 200)}` : 'no response'}`,
        );
    }
    const endedMs = startedMs + durationMs;
    if (kind === 'register' && response?.status === 201 && cluster.registeredAtMs === undefined) {
      cluster.registeredAtMs = endedMs;
      this.registrationLatencies.push(durationMs);
      this.registered++;
      this.onRegistered();
    } else if (kind === 'inventory' && request.method === 'PUT' && ok) {
      this.inventoryLatencies.push(durationMs);
      if (cluster.inventoryStoredAtMs === undefined) {
        cluster.inventoryStoredAtMs = endedMs;
        this.inventoried++;
      }
    } else if (kind === 'desired' && response?.status === 200 && startedMs >= this.watchFrom) {
      this.desiredObservations++;
      cluster.desiredChangedAtMs ??= endedMs;
    }
  };

  failed(): number {
    return Object.values(this.requestCounts).reduce((n, c) => n + c.failed, 0);
  }
}

export interface RegistrationPhase {
  allRegistered: boolean;
  registration: Results['registration'];
  inventory: Results['inventory'];
  agents: Results['agents'];
}

/**
 * The registration storm and the first inventories: agents start `registrationConcurrency` at a
 * time (a slot frees when one registered), each then reports its inventory. Measures the
 * client-side latency, the CPU of both processes and the TLS connections per cluster.
 */
export async function registerFleet(input: {
  profile: Profile;
  controlPlane: ControlPlane;
  tokens: string[];
  /** Filled as agents start, so the caller can stop them whatever happens. */
  clusters: SimCluster[];
  observer: FleetObserver;
  progress: Progress;
  errors: string[];
  notes: string[];
  deadline: number;
  cpuProfileDir?: string;
}): Promise<RegistrationPhase> {
  const { profile, controlPlane, tokens, clusters, observer, progress, errors } = input;
  const plane = controlPlane.plane;
  const slots = new Semaphore(profile.registrationConcurrency);
  observer.onRegistered = () => slots.release();
  const fetcher = manifestFetcher();
  // Keys and CSRs before the timed window: each real cluster makes its own on its own CPU.
  progress.setPhase('cluster keys');
  const keys: { privateKeyPem: string; csr: string }[] = [];
  for (let i = 0; i < profile.clusters; i++) {
    keys.push(await createKeyAndCsr(clusterUid(i)));
    if (i % 500 === 0) progress.set({ keys: `${i}/${profile.clusters}` });
  }
  if (gc() === false) input.notes.push('Run without --expose-gc: agent memory per cluster includes garbage.');
  const memBefore = { heap: process.memoryUsage().heapUsed, rss: process.memoryUsage.rss() };
  // The clusters themselves (their in-memory Kubernetes objects) before the timed window too: a
  // real cluster exists before its agent starts. Their memory still counts as the agents'.
  progress.setPhase('clusters');
  const prepared = tokens.slice(0, profile.clusters).map(
    (bootstrapToken, i) =>
      new SimCluster({
        index: i,
        regions: profile.regions,
        controlPlaneUrl: controlPlane.url,
        bootstrapToken,
        caPem: controlPlane.caPem,
        inventory: profile.inventory,
        fetcher,
        observe: observer.observe,
        keyAndCsr: keys[i]!,
        settings: profile.agent,
      }),
  );
  await controlPlane.mark('registration');
  const planeCpuStart = plane ? cpuSeconds(await plane.call<ProcessUsage>('usage')) : null;
  const simulatorCpuStart = process.cpuUsage();
  const profiler = input.cpuProfileDir ? new PhaseProfiler() : undefined;
  await profiler?.start();
  const tlsCounter = countTlsConnections();
  progress.setPhase('registration');
  const registrationStart = performance.now();
  const launcher = (async () => {
    for (let i = 0; i < profile.clusters && performance.now() < input.deadline; i++) {
      await slots.acquire();
      const cluster = prepared[i]!;
      clusters.push(cluster);
      cluster.agent.start();
    }
  })();
  const progressTimer = setInterval(
    () =>
      progress.set({
        registered: `${observer.registered}/${profile.clusters}`,
        inventory: `${observer.inventoried}/${profile.clusters}`,
        failed: observer.failed(),
      }),
    500,
  );
  const allRegistered = await waitFor(
    () => observer.registered === profile.clusters,
    input.deadline - performance.now(),
  );
  for (let i = 0; i < profile.registrationConcurrency; i++) slots.release();
  await launcher;
  // The observer outlives this phase: its callback must not keep this scope (the prepared
  // clusters, keys and CSRs) alive, or the clusters the caller lets go later never are. Any
  // closure made in this function would hold the whole scope, hence a function from outside.
  observer.onRegistered = ignoreRegistration;
  const registrationEnd = Math.max(registrationStart, ...clusters.map((c) => c.registeredAtMs ?? 0));
  if (!allRegistered)
    errors.push(`only ${observer.registered}/${profile.clusters} clusters registered before the time limit`);
  await controlPlane.mark('inventory');
  progress.setPhase('inventory');
  const allInventoried = await waitFor(
    () => observer.inventoried === profile.clusters,
    input.deadline - performance.now(),
  );
  clearInterval(progressTimer);
  if (!allInventoried)
    errors.push(`only ${observer.inventoried}/${profile.clusters} inventories stored before the time limit`);
  const registered = observer.registered;
  const windowSeconds = round((performance.now() - registrationStart) / 1000);
  const simulatorCpu = cpuSeconds(process.cpuUsage(simulatorCpuStart));
  const planeCpu = plane ? cpuSeconds(await plane.call<ProcessUsage>('usage')) - planeCpuStart! : null;
  const requestsPerCluster = Object.fromEntries(
    Object.entries(observer.requestCounts).map(([kind, c]) => [
      kind,
      round((c.ok + c.failed) / Math.max(registered, 1), 2),
    ]),
  );
  tlsCounter.uninstall();
  const tlsPerCluster = {
    connections: round(tlsCounter.counts.connections / Math.max(registered, 1)),
    resumed: round(tlsCounter.counts.resumed / Math.max(registered, 1)),
  };
  if (profiler) await profiler.stop(input.cpuProfileDir!, 'simulator-registration');
  const inventoryEnd = Math.max(0, ...clusters.map((c) => c.inventoryStoredAtMs ?? 0));
  const storedInventories = plane
    ? await plane.call<number>('count', { collection: 'inventory' })
    : observer.inventoried;
  gc();
  const memAfter = { heap: process.memoryUsage().heapUsed, rss: process.memoryUsage.rss() };
  const registrationSeconds = (registrationEnd - registrationStart) / 1000;
  return {
    allRegistered,
    agents: {
      heapBytesPerCluster: round((memAfter.heap - memBefore.heap) / profile.clusters, 0),
      rssBytesPerCluster: round((memAfter.rss - memBefore.rss) / profile.clusters, 0),
    },
    registration: {
      clusters: profile.clusters,
      registered,
      durationSeconds: round(registrationSeconds),
      perSecond: round(registered / Math.max(registrationSeconds, 1e-3), 1),
      latency: summarize(observer.registrationLatencies),
      latencyHistogram: histogram(observer.registrationLatencies, 30).map((b) => ({
        fromMs: round(b.from, 1),
        toMs: round(b.to, 1),
        count: b.count,
      })),
      cpu: {
        windowSeconds,
        controlPlaneSeconds: planeCpu === null ? null : round(planeCpu),
        simulatorSeconds: round(simulatorCpu),
        controlPlaneMsPerCluster:
          planeCpu === null ? null : round((planeCpu * 1000) / Math.max(registered, 1)),
        simulatorMsPerCluster: round((simulatorCpu * 1000) / Math.max(registered, 1)),
      },
      requestsPerCluster,
      tlsPerCluster,
    },
    inventory: {
      clustersStored: storedInventories,
      secondsAfterStart:
        inventoryEnd > 0 && allInventoried ? round((inventoryEnd - registrationStart) / 1000) : null,
      secondsAfterLastRegistration:
        inventoryEnd > 0 && allInventoried ? round((inventoryEnd - registrationEnd) / 1000) : null,
      putLatency: summarize(observer.inventoryLatencies),
    },
  };
}
