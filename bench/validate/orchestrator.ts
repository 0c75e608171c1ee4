import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, round } from '../stats';
import { ControlPlaneProcess, TENANT } from './control-plane';
import { ExtensionServer, INGRESS, LOGGING } from './extension-server';
import { AgentFleet, identityOf } from './fleet';
import type { AgentIntervals, FleetMember } from './fleet';
import { FleetView } from './fleet-view';
import type { ClusterView } from './fleet-view';
import { runBadVersion, runCertificateExpiry, runPartition } from './faults';
import { rolloutPhase } from './rollout-phase';
import type { RolloutResult } from './rollout-phase';
import { readRbacYaml, SimulatedCluster } from './simulated-cluster';
import { selfSignedServingCertificate } from '../../test/support/fake-kube-tls';
import { LoadSampler, ValidationFailure, rssMb, waitFor } from './wait';

export const FAULTS = ['partition', 'expiry', 'bad-version'] as const;
export type FaultName = (typeof FAULTS)[number];

export interface ValidateOptions {
  root: string;
  agents: number;
  regions: number;
  faults: FaultName[];
  intervals: AgentIntervals;
  /** Lifetime of the client certificates the control plane issues (ARCBRIDGE_CERT_VALIDITY_SECONDS). */
  certificateValiditySeconds: number;
  offlineAfterSeconds: number;
  /** Upper bound of each wait; a phase not done by then fails the run. */
  phaseTimeoutMs: number;
  progress: (line: string) => void;
  keepRunDir?: boolean;
}

export interface FaultResult {
  name: FaultName;
  passed: boolean;
  durationSeconds: number;
  asserted: string[];
  error?: string;
}

export interface ValidateResult {
  passed: boolean;
  error?: string;
  agents: number;
  regions: number;
  startedAt: string;
  durationSeconds: number;
  registration?: {
    medianSeconds: number;
    p99Seconds: number;
    maxSeconds: number;
    allRegisteredSeconds: number;
    /**
     * The same from the agent's "agent started" log line (modules loaded, wired, about to read
     * its ArcBridgeCluster): what is left when the process start-up on a shared machine is taken out.
     */
    fromAgentStarted?: { medianSeconds: number; p99Seconds: number };
    /** Process start to "agent started": the Node start-up and module loading on this machine. */
    processStartup?: { medianSeconds: number; p99Seconds: number };
  };
  inventory?: { fullInventorySeconds: number };
  rollout?: RolloutResult;
  faults: FaultResult[];
  machine: {
    cpus: number;
    load1: { mean: number; max: number; samples: number };
    agentRssMb?: { median: number; max: number };
    controlPlaneRssMb?: number;
  };
  settings: { intervals: AgentIntervals; certificateValiditySeconds: number; offlineAfterSeconds: number };
}

/** Everything the faults and phases share. */
export interface RunContext {
  options: ValidateOptions;
  plane: ControlPlaneProcess;
  fleet: AgentFleet;
  view: FleetView;
  extensions: ExtensionServer;
  log: (line: string) => void;
}

/**
 * The seed's validation with real agents: one control plane (child process, embedded adapters),
 * N agent processes each with a Kubernetes API of its own, two extensions rolled out in stages,
 * then the fault runs. Every phase ends in an asserted state; the first failed assertion ends the
 * run (`passed: false`).
 */
export async function validate(options: ValidateOptions): Promise<ValidateResult> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-validate-'));
  const log = (line: string) =>
    options.progress(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const load = new LoadSampler();
  load.start();
  const extensions = new ExtensionServer();
  const plane = new ControlPlaneProcess({
    root: options.root,
    dataDir: join(dir, 'control-plane'),
    logFile: join(dir, 'control-plane.log'),
    env: controlPlaneEnv(options),
  });
  const fleet = new AgentFleet({
    root: options.root,
    dir,
    caFile: '',
    intervals: options.intervals,
    // info: the agent's "agent started" line splits process start-up from registration.
    logLevel: 'info',
  });
  const result: ValidateResult = {
    passed: false,
    agents: options.agents,
    regions: options.regions,
    startedAt: new Date(started).toISOString(),
    durationSeconds: 0,
    faults: [],
    machine: { cpus: cpus().length, load1: { mean: 0, max: 0, samples: 0 } },
    settings: {
      intervals: options.intervals,
      certificateValiditySeconds: options.certificateValiditySeconds,
      offlineAfterSeconds: options.offlineAfterSeconds,
    },
  };
  const ctx: RunContext = { options, plane, fleet, view: new FleetView(plane), extensions, log };
  try {
    await extensions.start();
    await plane.start();
    log(`control plane at ${plane.url} (pid ${plane.pid}), extensions at ${extensions.url}`);
    fleet.caFile = plane.caFile;
    for (const [name, versions] of [
      [INGRESS, ['1.0.0', `1.1.0-broken`]],
      [LOGGING, ['1.0.0', '1.1.0']],
    ] as const) {
      for (const version of versions)
        await plane.expect(
          'PUT',
          `/extensions/${name}/versions/${version}`,
          extensions.catalogBody(name, version),
          [200, 201],
        );
    }
    await startFleet(ctx);
    result.registration = await registrationPhase(ctx);
    result.inventory = await inventoryPhase(ctx);
    result.rollout = await rolloutPhase(ctx);
    result.machine.agentRssMb = agentMemory(fleet.members);
    result.machine.controlPlaneRssMb = round(rssMb(plane.pid) ?? NaN, 0);
    const runners = { partition: runPartition, expiry: runCertificateExpiry, 'bad-version': runBadVersion };
    for (const name of options.faults) {
      const faultStarted = Date.now();
      const asserted: string[] = [];
      log(`fault: ${name}`);
      try {
        await runners[name](ctx, asserted);
        result.faults.push({ name, passed: true, durationSeconds: secondsSince(faultStarted), asserted });
        log(`fault ${name}: clean (${asserted.length} assertions)`);
      } catch (err) {
        result.faults.push({
          name,
          passed: false,
          durationSeconds: secondsSince(faultStarted),
          asserted,
          error: (err as Error).message,
        });
        throw err;
      }
    }
    const crashed = fleet.crashed();
    if (crashed.length > 0)
      throw new ValidationFailure(
        `agents exited during the run: ${crashed.map((m) => `${m.cluster.identity.name} (${m.exitCode})`).join(', ')}`,
      );
    result.passed = true;
  } catch (err) {
    result.error = err instanceof ValidationFailure ? err.message : ((err as Error).stack ?? String(err));
    log(`FAILED: ${result.error}`);
  } finally {
    result.machine.load1 = load.stop();
    result.durationSeconds = secondsSince(started);
    log('stopping agents and the control plane');
    await fleet.stop();
    await plane.stop();
    await extensions.stop();
    if (result.passed && !options.keepRunDir) rmSync(dir, { recursive: true, force: true });
    else log(`logs kept in ${dir}`);
  }
  return result;
}

function controlPlaneEnv(options: ValidateOptions): Record<string, string> {
  const high = '100000';
  return {
    ARCBRIDGE_LOG_LEVEL: 'warn',
    ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS: '0',
    ARCBRIDGE_CERT_VALIDITY_SECONDS: String(options.certificateValiditySeconds),
    ARCBRIDGE_OFFLINE_AFTER_SECONDS: String(options.offlineAfterSeconds),
    // Deferred clusters are looked up about once per heartbeat interval, as in production.
    ARCBRIDGE_ROLLOUT_DEFERRED_RECHECK_SECONDS: String(
      Math.max(1, Math.round(options.intervals.heartbeatMs / 1000)),
    ),
    // The agents poll every few seconds rather than every 30: the per-cluster limits would answer 429.
    ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000',
    ARCBRIDGE_RATE_AGENT_BURST: '1000',
    ARCBRIDGE_RATE_OPERATOR_PER_SECOND: high,
    ARCBRIDGE_RATE_OPERATOR_BURST: high,
  };
}

async function startFleet(ctx: RunContext): Promise<void> {
  const { options, plane, fleet, log } = ctx;
  const rbac = readRbacYaml(options.root);
  const tls = await selfSignedServingCertificate();
  const target = new URL(plane.url);
  const kubeconfigs = new Map<FleetMember, string>();
  for (let i = 0; i < options.agents; i++) {
    const cluster = new SimulatedCluster(identityOf(i, options.regions), rbac, tls);
    const member = fleet.add(i, cluster, { host: target.hostname, port: Number(target.port) });
    const proxyPort = await member.proxy.start();
    kubeconfigs.set(member, await cluster.start(fleet.dir));
    const { token } = await plane.expect<{ token: string }>(
      'POST',
      '/bootstrap-tokens',
      { description: cluster.identity.name },
      [201],
    );
    cluster.seed(`https://127.0.0.1:${proxyPort}`, TENANT, token);
  }
  log(`${options.agents} clusters seeded (own kube API each), starting ${options.agents} agent processes`);
  for (const member of fleet.members) await fleet.spawn(member, kubeconfigs.get(member)!);
}

async function registrationPhase(ctx: RunContext): Promise<NonNullable<ValidateResult['registration']>> {
  const { options, fleet, view, log } = ctx;
  const first = Math.min(...fleet.members.map((m) => m.spawnedAt!));
  let registered: ClusterView[] = [];
  await waitFor(
    `all ${options.agents} agents registered and heartbeating`,
    async () => {
      const crashed = fleet.crashed();
      if (crashed.length > 0)
        throw new ValidationFailure(
          `agent ${crashed[0]!.cluster.identity.name} exited (${crashed[0]!.exitCode})`,
        );
      registered = await view.list();
      const beating = registered.filter((c) => c.lastHeartbeat).length;
      log(`registration: ${registered.length}/${options.agents} registered, ${beating} heartbeating`);
      return beating === options.agents && registered.length === options.agents;
    },
    {
      timeoutMs: options.phaseTimeoutMs,
      stepMs: 2_000,
      describe: () =>
        `${registered.length} registered; last agent log line: ${fleet.lastLogLine(fleet.members[0]!)}`,
    },
  );
  const latencies = fleet.members.map((member) => {
    const cluster = registered.find((c) => c.labels.agent === member.cluster.identity.name)!;
    return (Date.parse(cluster.registeredAt) - member.spawnedAt!) / 1000;
  });
  const lastRegistered = Math.max(...registered.map((c) => Date.parse(c.registeredAt)));
  const started = fleet.members.map((member) => fleet.startedAt(member));
  const afterStart: number[] = [];
  const startup: number[] = [];
  fleet.members.forEach((member, i) => {
    const at = started[i];
    if (at === undefined) return;
    startup.push((at - member.spawnedAt!) / 1000);
    afterStart.push(latencies[i]! - (at - member.spawnedAt!) / 1000);
  });
  const spread = (values: number[]) =>
    values.length === fleet.members.length
      ? { medianSeconds: round(percentile(values, 50)), p99Seconds: round(percentile(values, 99)) }
      : undefined;
  const fromAgentStarted = spread(afterStart);
  const processStartup = spread(startup);
  const summary = {
    medianSeconds: round(percentile(latencies, 50)),
    p99Seconds: round(percentile(latencies, 99)),
    maxSeconds: round(Math.max(...latencies)),
    allRegisteredSeconds: round((lastRegistered - first) / 1000),
    ...(fromAgentStarted ? { fromAgentStarted } : {}),
    ...(processStartup ? { processStartup } : {}),
  };
  log(
    `registered: median ${summary.medianSeconds} s, p99 ${summary.p99Seconds} s, all within ${summary.allRegisteredSeconds} s` +
      (fromAgentStarted && processStartup
        ? ` (process start-up median ${processStartup.medianSeconds} s; from "agent started" median ${fromAgentStarted.medianSeconds} s, p99 ${fromAgentStarted.p99Seconds} s)`
        : ''),
  );
  return summary;
}

async function inventoryPhase(ctx: RunContext): Promise<{ fullInventorySeconds: number }> {
  const { options, fleet, view, log } = ctx;
  const first = Math.min(...fleet.members.map((m) => m.spawnedAt!));
  const names = fleet.members.map((m) => m.cluster.identity.name);
  let missing: string[] = [];
  await waitFor(
    'every cluster has its full inventory (3 nodes) at the control plane',
    async () => {
      const views = await view.clusters(names);
      missing = views.filter((c) => c.inventory?.nodes !== 3).map((c) => c.labels.agent!);
      log(`inventory: ${views.length - missing.length}/${views.length} complete`);
      return missing.length === 0;
    },
    { timeoutMs: options.phaseTimeoutMs, stepMs: 2_000, describe: () => `missing: ${missing.join(', ')}` },
  );
  const seconds = round((Date.now() - first) / 1000);
  log(`full inventory for all ${names.length} clusters ${seconds} s after the first agent started`);
  return { fullInventorySeconds: seconds };
}

function agentMemory(members: FleetMember[]): { median: number; max: number } | undefined {
  const values = members.map((m) => rssMb(m.process?.pid)).filter((v): v is number => v !== undefined);
  if (values.length === 0) return undefined;
  return { median: round(percentile(values, 50), 0), max: round(Math.max(...values), 0) };
}

export function secondsSince(start: number): number {
  return round((Date.now() - start) / 1000);
}
