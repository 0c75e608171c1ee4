import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { HttpsTransport } from '../../agent/controlplane/transport';
import { cpuSeconds, frontEndCpuSeconds, systemCpuSeconds } from './measure';
import type { TransportRequest } from '../../agent/controlplane/transport';
import { forkChild, stopChild } from '../children';
import type { GcUsage, PauseReading } from '../gc-meter';
import { TENANT } from '../fleet';
import type { IpcClient, ProcessUsage } from '../ipc';
import type { Profile } from '../profiles';
import type { PhaseMemory, Results } from '../results';
import { round } from '../stats';
import { SimulatorUsage } from './simulator-usage';

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
    // The sustained phases stop the agents' loops and drive only the load pool's clusters: with the
    // production 120 s, every other cluster would go Offline in the middle of a measured phase (a
    // burst of thousands of durable writes a live fleet does not make). The sweep still reads the
    // whole fleet every minute. The soak runs the agents' own loops, so it keeps the default.
    ...(profile.soakSeconds ? {} : { ARCBRIDGE_OFFLINE_AFTER_SECONDS: '3600' }),
    ...(profile.frontEnd ? { ARCBRIDGE_FRONT_END: profile.frontEnd } : {}),
  };
}

/** The operator API of tenant `bench`, as the benchmark calls it. */
export type Api = (
  method: TransportRequest['method'],
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: <T>() => T; body: string }>;

export interface ControlPlane {
  url: string;
  caPem: string;
  /** The embedded host in its child process; undefined for an external endpoint. */
  plane: IpcClient | undefined;
  api: Api;
  /** The simulator's CPU and stalls, read at every mark beside the control plane's. */
  simulator: SimulatorUsage;
  /** Records the control plane's CPU and memory at the start of a phase. */
  mark(phase: string): Promise<void>;
  /** What the control plane used, phase by phase, and its documents' sizes (embedded only). */
  usage(): Promise<Pick<Results, 'controlPlane' | 'documentSizes'>>;
  /** Stops the child process (nothing for an external endpoint). */
  stop(): Promise<void>;
}

export interface ControlPlaneOptions {
  profile: Profile;
  endpoint?: string;
  caFile?: string;
  operatorToken?: string;
  cpuProfileDir?: string;
  dataDir?: string;
  settings: Record<string, string>;
  notes: string[];
}

/** Starts the embedded host in a child process, or connects to an external endpoint. */
export async function startControlPlane(options: ControlPlaneOptions): Promise<ControlPlane> {
  let url: string;
  let caPem: string;
  let plane: IpcClient | undefined;
  if (options.endpoint) {
    url = options.endpoint;
    if (!options.caFile || !options.operatorToken)
      throw new Error('an external --endpoint needs --ca FILE and $ARCBRIDGE_TOKEN (admin on tenant bench)');
    caPem = readFileSync(options.caFile, 'utf8');
    options.notes.push(
      'External endpoint: control plane memory and CPU are not measured, and no ceiling is run.',
    );
  } else {
    const execArgv = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
    const started = await forkChild(
      'control-plane-child',
      { ...options.settings, ARCBRIDGE_DATA_DIR: options.dataDir!, PORT: '0', ARCBRIDGE_HOST: '127.0.0.1' },
      execArgv,
    );
    plane = started.ipc;
    url = started.ready.url!;
    caPem = readFileSync(started.ready.caCertificatePath!, 'utf8');
  }
  const operatorToken = plane
    ? await plane.call<string>('operatorToken', { tenant: TENANT })
    : options.operatorToken!;
  const operator = new HttpsTransport({
    baseUrl: url,
    credentials: () => undefined,
    trustedCaPems: () => [caPem],
    publicRoots: false,
    // Starting a rollout over 10,000 clusters on a loaded machine can take longer than 30 s.
    timeoutMs: 120_000,
  });
  const api: Api = async (method, path, body) => {
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
  const usageMarks: UsageMark[] = [];
  // The simulator's own CPU, collections and event-loop delay per phase: an open loop counts a
  // stall of the generator against the server too, so the table shows both sides' stalls.
  const simulator = new SimulatorUsage();
  return {
    url,
    caPem,
    plane,
    api,
    simulator,
    async mark(phase) {
      if (!plane) return;
      const usage = await plane.call<MarkUsage>('mark');
      const { cpuMicros, pauses } = await simulator.take();
      usageMarks.push({
        phase,
        at: performance.now(),
        usage,
        simulatorCpuMicros: cpuMicros,
        simulatorPauses: pauses,
      });
    },
    usage: () => controlPlaneUsage(plane, usageMarks),
    stop: async () => {
      simulator.stop();
      await stopChild(plane);
    },
  };
}

type MarkUsage = ProcessUsage & {
  phasePeakRssBytes: number;
  frontEndPhasePeakRssBytes?: number;
  memory: PhaseMemory;
  gc: GcUsage;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
};

interface UsageMark {
  phase: string;
  at: number;
  usage: MarkUsage;
  /** The simulator's CPU so far (its load generator's process included). */
  simulatorCpuMicros: number;
  /** The simulator's GC and event-loop delay since the previous mark. */
  simulatorPauses: PauseReading;
}

async function controlPlaneUsage(
  plane: IpcClient | undefined,
  usageMarks: UsageMark[],
): Promise<Pick<Results, 'controlPlane' | 'documentSizes'>> {
  const documentSizes: Results['documentSizes'] = {};
  if (!plane)
    return {
      documentSizes,
      controlPlane: { rssPeakBytes: 0, rssEndBytes: 0, cpuUserSeconds: 0, cpuSystemSeconds: 0, phases: [] },
    };
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
  return {
    documentSizes,
    controlPlane: {
      rssPeakBytes: Math.max(end.maxRssBytes, end.sampledPeakRssBytes),
      rssEndBytes: end.rssBytes,
      cpuUserSeconds: round(end.cpuUserMicros / 1e6),
      cpuSystemSeconds: round(end.cpuSystemMicros / 1e6),
      ...(end.frontEnd
        ? {
            frontEnd: {
              kind: 'haproxy' as const,
              rssPeakBytes: end.frontEnd.peakRssBytes,
              rssEndBytes: end.frontEnd.rssBytes,
              cpuSeconds: round(frontEndCpuSeconds(end)),
            },
          }
        : {}),
      phases: usageMarks.slice(0, -1).map((m, i) => {
        const next = usageMarks[i + 1]!;
        const seconds = (next.at - m.at) / 1000;
        const cpu = cpuSeconds(next.usage) - cpuSeconds(m.usage);
        const simulatorCpu = (next.simulatorCpuMicros - m.simulatorCpuMicros) / 1e6;
        return {
          phase: m.phase,
          seconds: round(seconds),
          cpuPercent: round((cpu / seconds) * 100, 0),
          systemCpuPercent: round(
            ((systemCpuSeconds(next.usage) - systemCpuSeconds(m.usage)) / seconds) * 100,
            0,
          ),
          rssBytes: next.usage.rssBytes,
          ...(next.usage.frontEnd
            ? {
                frontEndCpuPercent: round(
                  ((frontEndCpuSeconds(next.usage) - frontEndCpuSeconds(m.usage)) / seconds) * 100,
                  0,
                ),
                frontEndRssPeakBytes: next.usage.frontEndPhasePeakRssBytes ?? next.usage.frontEnd.rssBytes,
              }
            : {}),
          simulatorCpuPercent: round((simulatorCpu / seconds) * 100, 0),
          rssPeakBytes: next.usage.phasePeakRssBytes,
          memory: next.usage.memory,
          gc: next.usage.gc,
          eventLoopDelayP99Ms: next.usage.eventLoopDelayP99Ms,
          eventLoopDelayMaxMs: next.usage.eventLoopDelayMaxMs,
          simulatorGc: next.simulatorPauses.gc,
          simulatorEventLoopDelayP99Ms: next.simulatorPauses.loopDelayP99Ms,
          simulatorEventLoopDelayMaxMs: next.simulatorPauses.loopDelayMaxMs,
        };
      }),
    },
  };
}
