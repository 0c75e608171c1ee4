import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { HttpsTransport } from '../agent/controlplane/transport';
import type { TransportRequest } from '../agent/controlplane/transport';
import { SimCluster, TENANT, manifestFetcher } from './fleet';
import type { RequestObserver } from './fleet';
import { PhaseProfiler } from './cpu-profile';
import { IpcClient } from './ipc';
import { countTlsConnections } from './tls-counter';
import type { ProcessUsage } from './ipc';
import { closedLoop } from './load';
import type { ClosedLoopResult } from './load';
import type { Profile, RolloutPlan } from './profiles';
import { Progress } from './progress';
import { machineDetails, resultFileStem, writeResults } from './results';
import type { RolloutResult, ThroughputResult, Results } from './results';
import { bucketCounts, capWindows, histogram, maxPerWindow, round, summarize, windowsOverCap } from './stats';
import { barChart, lineChart } from './svg';

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
  /** Write the SVG pictures next to the results file. */
  pictures?: boolean;
}

export interface RunOutcome {
  results: Results;
  file: string;
  pictures: string[];
}

const MIB = 1024 * 1024;

/** The control plane settings the benchmark changes from the defaults; recorded in the results. */
export function benchSettings(profile: Profile): Record<string, string> {
  return {
    // The per-cluster agent limit (20/s) exists against misbehaving agents; the load generator
    // deliberately sends far more per cluster than a real agent would.
    ARCBRIDGE_RATE_AGENT_PER_SECOND: '100000',
    ARCBRIDGE_RATE_AGENT_BURST: '100000',
    ARCBRIDGE_RATE_REGISTER_PER_SECOND: '100000',
    ARCBRIDGE_RATE_REGISTER_BURST: '100000',
    // Every simulated cluster registers from 127.0.0.1: one source address for the whole fleet.
    ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: '100000',
    ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: '100000',
    ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000',
    ARCBRIDGE_RATE_OPERATOR_BURST: '1000',
    // The global cap is the one under test; the tenant and region caps are lifted so it binds.
    ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND: String(profile.rolloutCapPerSecond),
    ARCBRIDGE_ROLLOUT_TENANT_PER_SECOND: '100000',
    ARCBRIDGE_ROLLOUT_REGION_PER_SECOND: '100000',
    ARCBRIDGE_LOG_LEVEL: 'error',
  };
}

/** dist/bench/*.js when running compiled; the compiled twin when running from TypeScript (tests). */
function childScript(name: string): string {
  const here = join(__dirname, `${name}.js`);
  if (existsSync(here)) return here;
  const compiled = resolve(__dirname, '..', 'dist', 'bench', `${name}.js`);
  if (existsSync(compiled)) return compiled;
  throw new Error(`${name}.js not found; run 'npm run build' first`);
}

export async function forkChild(
  name: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<{ ipc: IpcClient; ready: Record<string, string>; child: ChildProcess }> {
  const child = fork(childScript(name), [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Record<string, string>>((resolvePromise, reject) => {
    const onMessage = (message: { id: number; ok: boolean; value: Record<string, string> }) => {
      if (message.id !== 0) return;
      child.off('message', onMessage);
      resolvePromise(message.value);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  return { ipc: new IpcClient(child), ready, child };
}

export async function stopChild(ipc: IpcClient | undefined): Promise<void> {
  if (!ipc || ipc.child.exitCode !== null) return;
  const exited = new Promise<void>((r) => ipc.child.once('exit', () => r()));
  await ipc.call('stop').catch(() => undefined);
  const timer = setTimeout(() => ipc.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

class Semaphore {
  private waiters: Array<() => void> = [];
  constructor(private free: number) {}
  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((r) => this.waiters.push(r));
  }
  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.free++;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number, stepMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return true;
}

function gc(): boolean {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return false;
  collect();
  collect();
  return true;
}

interface RolloutView {
  id: string;
  state: string;
  total: number;
  counts: Record<string, number>;
  haltReason: string | null;
  waitingReason: string | null;
  failures: { clusterId: string; reason: string; message: string | null }[];
}

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
    `Sustained phases stop the agent loops first, then drive the agents' own ControlPlaneClient over their own transports with a closed-loop generator (${profile.loadConcurrency} requests in flight, rotating over ${profile.loadPoolClusters} clusters' connections); the ceiling is driven by the same generator with the same concurrency, clusters and client certificates against a bare node:https server in its own child process.`,
  ];
  const settings = options.endpoint ? {} : benchSettings(profile);
  const external = Boolean(options.endpoint);
  const dataDir = external ? undefined : mkdtempSync(join(tmpdir(), 'arcbridge-bench-'));
  let plane: IpcClient | undefined;
  let ceiling: IpcClient | undefined;
  const clusters: SimCluster[] = [];
  progress.start();

  try {
    // --- control plane ---------------------------------------------------------------------------
    progress.setPhase('start');
    let url: string;
    let caPem: string;
    if (external) {
      url = options.endpoint!;
      if (!options.caFile || !options.operatorToken)
        throw new Error(
          'an external --endpoint needs --ca FILE and $ARCBRIDGE_TOKEN (admin on tenant bench)',
        );
      caPem = readFileSync(options.caFile, 'utf8');
      notes.push('External endpoint: control plane memory and CPU are not measured, and no ceiling is run.');
    } else {
      const execArgv = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
      const started = await forkChild(
        'control-plane-child',
        { ...settings, ARCBRIDGE_DATA_DIR: dataDir!, PORT: '0', ARCBRIDGE_HOST: '127.0.0.1' },
        execArgv,
      );
      plane = started.ipc;
      url = started.ready.url!;
      caPem = readFileSync(started.ready.caCertificatePath!, 'utf8');
    }
    const operatorToken = external
      ? options.operatorToken!
      : await plane!.call<string>('operatorToken', { tenant: TENANT });
    const operator = new HttpsTransport({
      baseUrl: url,
      credentials: () => undefined,
      trustedCaPems: () => [caPem],
      publicRoots: false,
    });
    const api = async (method: TransportRequest['method'], path: string, body?: unknown) => {
      const res = await operator.send({
        method,
        path: `/api/v1/tenants/${TENANT}${path}`,
        headers: {
          authorization: `Bearer ${operatorToken}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: <T>() => JSON.parse(res.body) as T, body: res.body };
    };

    const usageMarks: Array<{ phase: string; at: number; usage: ProcessUsage }> = [];
    const mark = async (phase: string) => {
      if (plane)
        usageMarks.push({ phase, at: performance.now(), usage: await plane.call<ProcessUsage>('usage') });
    };

    // --- bootstrap tokens --------------------------------------------------------------------------
    progress.setPhase('bootstrap tokens');
    let tokens: string[];
    if (plane) {
      tokens = await plane.call<string[]>('bootstrapTokens', { tenant: TENANT, count: profile.clusters });
    } else {
      tokens = [];
      for (let i = 0; i < profile.clusters; i++) {
        const res = await api('POST', '/bootstrap-tokens', { ttlSeconds: 86_400, description: 'bench' });
        if (res.status !== 201) throw new Error(`bootstrap token: HTTP ${res.status} ${res.body}`);
        tokens.push(res.json<{ token: string }>().token);
        progress.set({ tokens: `${i + 1}/${profile.clusters}` });
      }
    }

    // --- registration and inventory ----------------------------------------------------------------
    const requestCounts: Record<string, { ok: number; failed: number }> = {};
    const registrationLatencies: number[] = [];
    const inventoryLatencies: number[] = [];
    let registered = 0;
    let inventoried = 0;
    let rolloutWatchFrom = Infinity;
    let desiredObservations = 0;
    const slots = new Semaphore(profile.registrationConcurrency);
    const observe: RequestObserver = (cluster, kind, request, response, startedMs, durationMs) => {
      const ok = response !== undefined && response.status < 400;
      const counts = (requestCounts[kind] ??= { ok: 0, failed: 0 });
      if (ok) counts.ok++;
      else {
        counts.failed++;
        if (counts.failed <= 3)
          errors.push(
            `${kind}: ${response ? `HTTP ${response.status} ${response.body.slice(0, 200)}` : 'no response'}`,
          );
      }
      const endedMs = startedMs + durationMs;
      if (kind === 'register' && response?.status === 201 && cluster.registeredAtMs === undefined) {
        cluster.registeredAtMs = endedMs;
        registrationLatencies.push(durationMs);
        registered++;
        slots.release();
      } else if (kind === 'inventory' && request.method === 'PUT' && ok) {
        inventoryLatencies.push(durationMs);
        if (cluster.inventoryStoredAtMs === undefined) {
          cluster.inventoryStoredAtMs = endedMs;
          inventoried++;
        }
      } else if (kind === 'desired' && response?.status === 200 && startedMs >= rolloutWatchFrom) {
        desiredObservations++;
        cluster.desiredChangedAtMs ??= endedMs;
      }
    };

    const fetcher = manifestFetcher();
    if (gc() === false) notes.push('Run without --expose-gc: agent memory per cluster includes garbage.');
    const memBefore = { heap: process.memoryUsage().heapUsed, rss: process.memoryUsage.rss() };
    await mark('registration');
    const planeCpuStart = plane ? cpuSeconds(await plane.call<ProcessUsage>('usage')) : null;
    const simulatorCpuStart = process.cpuUsage();
    const profiler = options.cpuProfileDir ? new PhaseProfiler() : undefined;
    await profiler?.start();
    const tlsCounter = countTlsConnections();
    progress.setPhase('registration');
    const registrationStart = performance.now();
    const deadline = wallStart + profile.timeoutSeconds * 1000;
    const launcher = (async () => {
      for (let i = 0; i < profile.clusters && performance.now() < deadline; i++) {
        await slots.acquire();
        const cluster = new SimCluster({
          index: i,
          regions: profile.regions,
          controlPlaneUrl: url,
          bootstrapToken: tokens[i]!,
          caPem,
          inventory: profile.inventory,
          fetcher,
          observe,
          settings: profile.agent,
        });
        clusters.push(cluster);
        cluster.agent.start();
      }
    })();
    const progressTimer = setInterval(
      () =>
        progress.set({
          registered: `${registered}/${profile.clusters}`,
          inventory: `${inventoried}/${profile.clusters}`,
          failed: Object.values(requestCounts).reduce((n, c) => n + c.failed, 0),
        }),
      500,
    );
    const allRegistered = await waitFor(() => registered === profile.clusters, deadline - performance.now());
    for (let i = 0; i < profile.registrationConcurrency; i++) slots.release();
    await launcher;
    const registrationEnd = Math.max(registrationStart, ...clusters.map((c) => c.registeredAtMs ?? 0));
    if (!allRegistered)
      errors.push(`only ${registered}/${profile.clusters} clusters registered before the time limit`);
    await mark('inventory');
    progress.setPhase('inventory');
    const allInventoried = await waitFor(
      () => inventoried === profile.clusters,
      deadline - performance.now(),
    );
    clearInterval(progressTimer);
    if (!allInventoried)
      errors.push(`only ${inventoried}/${profile.clusters} inventories stored before the time limit`);
    const registrationCpu = {
      windowSeconds: round((performance.now() - registrationStart) / 1000),
      simulator: cpuSeconds(process.cpuUsage(simulatorCpuStart)),
      plane: plane ? cpuSeconds(await plane.call<ProcessUsage>('usage')) - planeCpuStart! : null,
      requests: Object.fromEntries(
        Object.entries(requestCounts).map(([kind, c]) => [
          kind,
          round((c.ok + c.failed) / Math.max(registered, 1), 2),
        ]),
      ),
    };
    tlsCounter.uninstall();
    const tlsPerCluster = {
      connections: round(tlsCounter.counts.connections / Math.max(registered, 1)),
      resumed: round(tlsCounter.counts.resumed / Math.max(registered, 1)),
    };
    if (profiler) await profiler.stop(options.cpuProfileDir!, 'simulator-registration');
    const inventoryEnd = Math.max(0, ...clusters.map((c) => c.inventoryStoredAtMs ?? 0));
    const storedInventories = plane
      ? await plane.call<number>('count', { collection: 'inventory' })
      : inventoried;
    gc();
    const memAfter = { heap: process.memoryUsage().heapUsed, rss: process.memoryUsage.rss() };
    const agentMemory = {
      heapBytesPerCluster: round((memAfter.heap - memBefore.heap) / profile.clusters, 0),
      rssBytesPerCluster: round((memAfter.rss - memBefore.rss) / profile.clusters, 0),
    };

    // --- rollouts ------------------------------------------------------------------------------------
    const rollouts: RolloutResult[] = [];
    if (profile.rollouts.length > 0 && allRegistered) {
      await mark('rollout');
      progress.setPhase('rollout');
      rollouts.push(
        ...(await runRollouts(
          profile,
          api,
          plane,
          clusters,
          progress,
          (t) => (rolloutWatchFrom = t),
          () => desiredObservations,
        )),
      );
    }

    // --- sustained phases --------------------------------------------------------------------------
    let ceilingResult: ThroughputResult | null = null;
    let heartbeat: ThroughputResult | null = null;
    let status: (ThroughputResult & { eventsPerSecond: number; batchSize: number }) | null = null;
    let desired304: ThroughputResult | null = null;
    if (profile.sustained && registered > 0) {
      progress.setPhase('stopping agent loops');
      await Promise.all(clusters.map((c) => c.agent.stop()));
      const pool = clusters.filter((c) => c.clusterId !== undefined).slice(0, profile.loadPoolClusters);
      const clients = pool.map((c) => ({ client: c.client(), id: c.clusterId! }));
      const pick = (worker: number, iteration: number) =>
        clients[(worker + iteration * profile.loadConcurrency) % clients.length]!;
      // Open every pooled keep-alive connection (TLS handshake with the client certificate) before
      // measuring: the sustained phases measure steady state, not connection set-up.
      const warmAll = async (count: number, fn: (index: number) => Promise<unknown>) => {
        let next = 0;
        await Promise.all(
          Array.from({ length: profile.loadConcurrency }, async () => {
            while (next < count) await fn(next++).catch(() => undefined);
          }),
        );
      };
      const drive = async (phase: string, op: (worker: number, iteration: number) => Promise<void>) => {
        await mark(phase);
        progress.setPhase(phase);
        const result = await closedLoop({
          concurrency: profile.loadConcurrency,
          seconds: profile.phaseSeconds,
          warmupSeconds: profile.warmupSeconds,
          op,
          onTick: (completed) => progress.set({ completed }),
        });
        if (result.firstError) errors.push(`${phase}: ${result.firstError}`);
        return result;
      };

      if (!external) {
        const tls = await plane!.call<{ keyPem: string; certificatePem: string }>('serverCertificate');
        const started = await forkChild('ceiling-child', {
          BENCH_CEILING_TLS: JSON.stringify({ ...tls, caPem }),
        });
        ceiling = started.ipc;
        const transports = pool.map((c) => ({
          transport: c.transportTo(started.ready.url!),
          id: c.clusterId!,
        }));
        const body = JSON.stringify({ agentVersion: 'bench-1.0.0', kubernetesVersion: 'v1.31.2' });
        progress.setPhase('ceiling connections');
        await warmAll(transports.length, (i) =>
          transports[i]!.transport.send({ method: 'GET', path: '/api/healthz', headers: {} }),
        );
        const before = await ceiling.call<ProcessUsage>('usage');
        const result = await drive('ceiling', async (worker, iteration) => {
          const target = transports[(worker + iteration * profile.loadConcurrency) % transports.length]!;
          const res = await target.transport.send({
            method: 'POST',
            path: `/api/v1/clusters/${encodeURIComponent(target.id)}/heartbeat`,
            headers: {
              accept: 'application/json',
              'content-type': 'application/json',
              'user-agent': 'arcbridge-agent/bench-1.0.0',
              traceparent: `00-${'0'.repeat(31)}1-${'0'.repeat(15)}1-01`,
            },
            body,
          });
          if (res.status !== 200) throw new Error(`ceiling answered ${res.status}`);
        });
        const after = await ceiling.call<ProcessUsage>('usage');
        ceilingResult = throughput(result, null);
        notes.push(
          `Ceiling server CPU: ${round(((after.cpuUserMicros + after.cpuSystemMicros - before.cpuUserMicros - before.cpuSystemMicros) / 1e6 / (profile.phaseSeconds + profile.warmupSeconds)) * 100, 0)}% of one core.`,
        );
        for (const t of transports) t.transport.close();
        await stopChild(ceiling);
        ceiling = undefined;
      }
      const ceilingRps = ceilingResult?.requestsPerSecond ?? null;

      progress.setPhase('agent connections');
      await warmAll(clients.length, (i) =>
        clients[i]!.client.heartbeat(clients[i]!.id, { agentVersion: 'bench-1.0.0' }),
      );
      heartbeat = throughput(
        await drive('heartbeat', async (w, i) => {
          const { client, id } = pick(w, i);
          await client.heartbeat(id, { agentVersion: 'bench-1.0.0', kubernetesVersion: 'v1.31.2' });
        }),
        ceilingRps,
      );

      const batch = profile.statusBatchSize;
      const statusRun = await drive('status', async (w, i) => {
        const { client, id } = pick(w, i);
        const now = new Date().toISOString();
        const events = Array.from({ length: batch }, (_, k) => ({
          extension: k % 2 === 0 ? 'ingress-nginx' : 'logging',
          phase: k % 3 === 0 ? ('Installing' as const) : ('Installed' as const),
          reason: k % 3 === 0 ? 'Applying' : 'Healthy',
          message: `${k % 2 === 0 ? 'Deployment ingress-nginx-controller' : 'DaemonSet fluent-bit'}: 3/3 available`,
          lastTransitionTime: now,
          observedGeneration: i,
        }));
        await client.postStatus(id, events);
      });
      const statusThroughput = throughput(statusRun, ceilingRps);
      status = {
        ...statusThroughput,
        eventsPerSecond: round(statusThroughput.requestsPerSecond * batch, 0),
        batchSize: batch,
      };

      progress.setPhase('desired etags');
      const etags = new Map<string, string>();
      for (const { client, id } of clients) {
        const first = await client.desired(id, undefined);
        if (first.changed) etags.set(id, first.etag);
      }
      desired304 = throughput(
        await drive('desired-304', async (w, i) => {
          const { client, id } = pick(w, i);
          const result = await client.desired(id, etags.get(id));
          if (result.changed) throw new Error('desired state changed during the 304 phase');
        }),
        ceilingRps,
      );
    } else {
      progress.setPhase('stopping agents');
      await Promise.all(clusters.map((c) => c.agent.stop()));
    }
    await mark('end');

    // --- control plane usage, document sizes -------------------------------------------------------
    const documentSizes: Results['documentSizes'] = {};
    let controlPlane: Results['controlPlane'] = {
      rssPeakBytes: 0,
      rssEndBytes: 0,
      cpuUserSeconds: 0,
      cpuSystemSeconds: 0,
      phases: [],
    };
    if (plane) {
      const rows =
        await plane.call<{ collection: string; count: number; meanBytes: number; maxBytes: number }[]>(
          'documentSizes',
        );
      for (const row of rows)
        documentSizes[row.collection] = {
          count: row.count,
          meanBytes: round(row.meanBytes, 0),
          maxBytes: row.maxBytes,
        };
      const end = await plane.call<ProcessUsage & { sampledPeakRssBytes: number }>('usage');
      controlPlane = {
        rssPeakBytes: Math.max(end.maxRssBytes, end.sampledPeakRssBytes),
        rssEndBytes: end.rssBytes,
        cpuUserSeconds: round(end.cpuUserMicros / 1e6),
        cpuSystemSeconds: round(end.cpuSystemMicros / 1e6),
        phases: usageMarks.slice(0, -1).map((m, i) => {
          const next = usageMarks[i + 1]!;
          const seconds = (next.at - m.at) / 1000;
          const cpu =
            (next.usage.cpuUserMicros +
              next.usage.cpuSystemMicros -
              m.usage.cpuUserMicros -
              m.usage.cpuSystemMicros) /
            1e6;
          return {
            phase: m.phase,
            seconds: round(seconds),
            cpuPercent: round((cpu / seconds) * 100, 0),
            rssBytes: next.usage.rssBytes,
          };
        }),
      };
    }

    const registrationSeconds = (registrationEnd - registrationStart) / 1000;
    const finishedAt = new Date();
    const results: Results = {
      schemaVersion: 1,
      name: options.name ?? profile.name,
      profile: profile.name,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
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
        clusters: profile.clusters,
        registered,
        durationSeconds: round(registrationSeconds),
        perSecond: round(registered / Math.max(registrationSeconds, 1e-3), 1),
        latency: summarize(registrationLatencies),
        latencyHistogram: histogram(registrationLatencies, 30).map((b) => ({
          fromMs: round(b.from, 1),
          toMs: round(b.to, 1),
          count: b.count,
        })),
        cpu: {
          windowSeconds: registrationCpu.windowSeconds,
          controlPlaneSeconds: registrationCpu.plane === null ? null : round(registrationCpu.plane),
          simulatorSeconds: round(registrationCpu.simulator),
          controlPlaneMsPerCluster:
            registrationCpu.plane === null
              ? null
              : round((registrationCpu.plane * 1000) / Math.max(registered, 1)),
          simulatorMsPerCluster: round((registrationCpu.simulator * 1000) / Math.max(registered, 1)),
        },
        requestsPerCluster: registrationCpu.requests,
        tlsPerCluster,
      },
      inventory: {
        clustersStored: storedInventories,
        secondsAfterStart:
          inventoryEnd > 0 && allInventoried ? round((inventoryEnd - registrationStart) / 1000) : null,
        secondsAfterLastRegistration:
          inventoryEnd > 0 && allInventoried ? round((inventoryEnd - registrationEnd) / 1000) : null,
        putLatency: summarize(inventoryLatencies),
      },
      ceiling: ceilingResult,
      heartbeat,
      status,
      desired304,
      rollouts,
      controlPlane,
      agents: agentMemory,
      documentSizes,
      targets: [],
      errors,
    };
    results.targets = targetChecks(results);
    const file = writeResults(options.outputDir, results, startedAt);
    const pictures = options.pictures === false ? [] : writePictures(options.outputDir, results, startedAt);
    return { results, file, pictures };
  } finally {
    progress.stop();
    await Promise.all(clusters.map((c) => c.agent.stop().catch(() => undefined)));
    await stopChild(ceiling);
    await stopChild(plane);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** User + system CPU seconds of a process (all its threads). */
function cpuSeconds(usage: ProcessUsage | NodeJS.CpuUsage): number {
  return 'user' in usage
    ? (usage.user + usage.system) / 1e6
    : (usage.cpuUserMicros + usage.cpuSystemMicros) / 1e6;
}

function throughput(result: ClosedLoopResult, ceilingRps: number | null): ThroughputResult {
  const rps = result.latenciesMs.length / result.measuredSeconds;
  return {
    durationSeconds: result.measuredSeconds,
    requests: result.latenciesMs.length,
    errors: result.errors,
    requestsPerSecond: round(rps, 1),
    ratioToCeiling: ceilingRps ? round(rps / ceilingRps, 3) : null,
    latency: summarize(result.latenciesMs),
  };
}

type Api = (
  method: TransportRequest['method'],
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: <T>() => T; body: string }>;

const TOUCHED = ['Applied', 'Succeeded', 'Failed', 'TimedOut'];
// Where the engine stops by itself (a rollout waiting for deferred clusters is not done yet).
const TERMINAL = ['Completed', 'CompletedWithDeferred', 'Halted', 'Cancelled', 'RolledBack'];

async function runRollouts(
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
  for (const r of running) {
    const view = r.done ?? (await api('GET', `/rollouts/${r.id}`)).json<RolloutView>();
    const notes: string[] = [];
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
    const total = view.total;
    const succeeded = view.counts.Succeeded ?? 0;
    const failed = (view.counts.Failed ?? 0) + (view.counts.TimedOut ?? 0);
    const idealSeconds = total / cap;
    const cumulativeSent = bucketCounts(sendTimes, 0, 1000).reduce<number[]>(
      (acc, n) => [...acc, (acc.at(-1) ?? 0) + n],
      [],
    );
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

function fmtS(n: number | null | undefined): string {
  return n === null || n === undefined ? 'n/a' : `${n} s`;
}

/** The published reference design's own figures (issue #6), shown beside ours. */
const REFERENCE = {
  registration: '50 clusters: median < 2 min',
  inventory: '50 clusters: full inventory < 4 min',
  events: '3,000 register-or-status events/s on three nodes',
  rollout: 'ingress + logging over 50 clusters in about 8 min, < 1% failure',
};

/** Every target of the issue beside its measured value; `met` is null where the run cannot decide it. */
export function targetChecks(r: Results): Results['targets'] {
  const at10k = r.config.clusters >= 10_000;
  const decide = (ok: boolean) => (at10k ? ok : null);
  const checks: Results['targets'] = [];
  if (r.profile === 'reference') {
    const ref = r.rollouts;
    const failures = ref.reduce((n, x) => n + x.failed, 0);
    const total = ref.reduce((n, x) => n + x.clusters, 0);
    checks.push(
      {
        name: 'reference: registration median (50 clusters)',
        target: '< 2 min (reference design)',
        measured: `${r.registration.latency.p50Ms} ms`,
        reference: REFERENCE.registration,
        met: r.registration.registered === r.config.clusters && r.registration.latency.p50Ms < 120_000,
      },
      {
        name: 'reference: full inventory',
        target: '< 4 min (reference design)',
        measured: fmtS(r.inventory.secondsAfterStart),
        reference: REFERENCE.inventory,
        met: r.inventory.secondsAfterStart !== null && r.inventory.secondsAfterStart < 240,
      },
      {
        name: 'reference: ingress + logging rollout failure',
        target: '< 1%',
        reference: REFERENCE.rollout,
        measured: `${total > 0 ? round((failures / total) * 100, 2) : 'n/a'}% (${failures}/${total}); ${ref.map((x) => `${x.extension} ${x.state} in ${fmtS(x.completedSeconds)}`).join(', ')}`,
        met: total > 0 && ref.every((x) => x.state === 'Completed') && failures / total < 0.01,
      },
    );
    return checks;
  }
  const reg = r.registration;
  checks.push({
    name: `registration of ${r.config.clusters} clusters`,
    target: '10,000 in <= 60 s, p99 <= 2 s',
    reference: REFERENCE.registration,
    measured: `${reg.registered} in ${reg.durationSeconds} s (${reg.perSecond}/s), p99 ${reg.latency.p99Ms} ms`,
    met: decide(reg.registered === 10_000 && reg.durationSeconds <= 60 && reg.latency.p99Ms <= 2000),
  });
  if (r.heartbeat) {
    checks.push({
      name: 'heartbeats (durable write)',
      target: '>= 40% of ceiling, p99 < 100 ms',
      reference: REFERENCE.events,
      measured: `${r.heartbeat.requestsPerSecond}/s = ${pct(r.heartbeat.ratioToCeiling)} of ceiling, p99 ${r.heartbeat.latency.p99Ms} ms`,
      met:
        r.heartbeat.ratioToCeiling === null
          ? null
          : r.heartbeat.ratioToCeiling >= 0.4 && r.heartbeat.latency.p99Ms < 100,
    });
  }
  if (r.status) {
    checks.push({
      name: 'status events (batched)',
      target: '>= 10,000 events/s',
      reference: REFERENCE.events,
      measured: `${r.status.eventsPerSecond} events/s (${r.status.requestsPerSecond} req/s x ${r.status.batchSize}), p99 ${r.status.latency.p99Ms} ms`,
      met: r.status.eventsPerSecond >= 10_000,
    });
  }
  if (r.desired304) {
    checks.push({
      name: 'conditional desired reads (304)',
      target: '>= 60% of ceiling',
      measured: `${r.desired304.requestsPerSecond}/s = ${pct(r.desired304.ratioToCeiling)} of ceiling, p99 ${r.desired304.latency.p99Ms} ms`,
      met: r.desired304.ratioToCeiling === null ? null : r.desired304.ratioToCeiling >= 0.6,
    });
  }
  for (const x of r.rollouts) {
    checks.push({
      name: `rollout to ${x.clusters} clusters at ${x.capPerSecond}/s`,
      target: 'sends within 110% of N/cap, zero 1 s windows over the cap',
      reference: REFERENCE.rollout,
      measured: `sends over ${fmtS(x.sendSpanSeconds)} vs ideal ${fmtS(x.idealSeconds)} (${x.sendSpanRatioToIdeal ?? 'n/a'}x), max ${x.maxSendsInAnyOneSecond} in any 1 s, ${x.windowsOverCap} windows over cap${x.applied ? ` (pin writes admitted: max ${x.applied.maxInAnyOneSecond} in any 1 s, ${x.applied.windowsOverCap} windows over${x.pinWritten ? `; completed: max ${x.pinWritten.maxInAnyOneSecond}, ${x.pinWritten.windowsOverCap} windows over` : ''})` : ''}; ${x.state} after ${fmtS(x.completedSeconds)}; ${x.failed} failed`,
      met: decide(
        x.sends === x.clusters &&
          (x.sendSpanRatioToIdeal ?? Infinity) <= 1.1 &&
          x.windowsOverCap === 0 &&
          // The pins are what the clusters see: their writes must respect the cap too, as
          // admitted (appliedAt). Completion times (pinWritten) add the write's own latency, which
          // no limiter in front of a separate write can bound; they are reported, not judged.
          (x.applied?.windowsOverCap ?? 0) === 0,
      ),
    });
  }
  if (r.method.endpoint === 'embedded-child-process') {
    checks.push({
      name: `control plane resident memory (${r.config.clusters} clusters)`,
      target: '<= 512 MiB at 10,000 clusters',
      measured: `peak ${round(r.controlPlane.rssPeakBytes / MIB, 0)} MiB, end ${round(r.controlPlane.rssEndBytes / MIB, 0)} MiB`,
      met: decide(r.controlPlane.rssPeakBytes <= 512 * MIB),
    });
  }
  return checks;
}

function pct(ratio: number | null): string {
  return ratio === null ? 'n/a' : `${round(ratio * 100, 1)}%`;
}

export function writePictures(dir: string, r: Results, date: Date): string[] {
  const stem = join(dir, resultFileStem(date, r.name));
  const files: string[] = [];
  if (r.registration.latencyHistogram.length > 0) {
    const file = `${stem}-registration.svg`;
    writeFileSync(
      file,
      barChart({
        title: `Registration latency, ${r.registration.registered} clusters (p50 ${r.registration.latency.p50Ms} ms, p99 ${r.registration.latency.p99Ms} ms)`,
        xLabel: 'POST /register latency (ms, bin start)',
        yLabel: 'clusters',
        bars: r.registration.latencyHistogram.map((b) => ({
          label: String(Math.round(b.fromMs)),
          value: b.count,
        })),
      }),
    );
    files.push(file);
  }
  if (r.rollouts.length > 0) {
    const file = `${stem}-rollout.svg`;
    const series = r.rollouts.flatMap((x) => [
      {
        name: `${x.extension}: sent (store)`,
        points: [[0, 0], ...x.progress.map((p) => [p.second, p.sent])] as Array<[number, number]>,
      },
      {
        name: `${x.extension}: succeeded (agents)`,
        points: [[0, 0], ...x.progress.map((p) => [p.second, p.succeeded])] as Array<[number, number]>,
      },
    ]);
    const first = r.rollouts[0]!;
    if (first.capPerSecond && first.idealSeconds)
      series.push({
        name: `ideal at ${first.capPerSecond}/s`,
        points: [
          [0, 0],
          [first.idealSeconds, first.clusters],
        ],
        dashed: true,
      } as (typeof series)[number]);
    writeFileSync(
      file,
      lineChart({
        title: `Rollout progress, ${first.clusters} clusters, global cap ${first.capPerSecond}/s`,
        xLabel: 'seconds since the rollout was created',
        yLabel: 'clusters',
        series,
      }),
    );
    files.push(file);
  }
  return files;
}
