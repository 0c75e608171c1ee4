import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { PartitionProxy } from './partition-proxy';
import type { SimulatedCluster } from './simulated-cluster';
import type { ClusterIdentity } from './simulated-cluster';
import { stopProcess } from './wait';

export const REGIONS = ['westeurope', 'northeurope', 'eastus', 'westus2', 'southeastasia'];

/** Loop intervals of the validation run's agents (defaults are 30 s to 5 min: docs/agent.md). */
export interface AgentIntervals {
  heartbeatMs: number;
  desiredPollMs: number;
  reconcileMs: number;
  inventoryMs: number;
  renewCheckMs: number;
  retryBaseMs: number;
  retryCapMs: number;
}

export interface FleetMember {
  index: number;
  cluster: SimulatedCluster;
  proxy: PartitionProxy;
  process?: ChildProcess;
  spawnedAt?: number;
  metricsPort?: number;
  exitCode?: number | null;
}

/** Clusters are spread over the regions in turn; every tenth (the first at least) is a canary. */
export function identityOf(index: number, regions: number): ClusterIdentity {
  const name = `cluster-${String(index).padStart(3, '0')}`;
  const region = REGIONS[index % regions]!;
  return {
    name,
    region,
    labels: { region, fleet: 'validate', ring: index % 10 === 0 ? 'canary' : 'main', agent: name },
  };
}

/**
 * The real agents: one `node dist/agent/main.js` per cluster, its kube API an in-process fake of
 * its own, its control plane connection through its own partition proxy.
 */
export class AgentFleet {
  readonly members: FleetMember[] = [];

  constructor(
    private readonly options: {
      root: string;
      dir: string;
      caFile: string;
      intervals: AgentIntervals;
      logLevel: string;
    },
  ) {
    mkdirSync(join(options.dir, 'agents'), { recursive: true, mode: 0o700 });
  }

  get dir(): string {
    return this.options.dir;
  }

  set caFile(file: string) {
    this.options.caFile = file;
  }

  add(index: number, cluster: SimulatedCluster, controlPlane: { host: string; port: number }): FleetMember {
    const member: FleetMember = { index, cluster, proxy: new PartitionProxy(controlPlane) };
    this.members.push(member);
    return member;
  }

  /** Starts the agent process of a member whose cluster is seeded. */
  async spawn(member: FleetMember, kubeconfig: string): Promise<void> {
    const { intervals: i } = this.options;
    const workDir = join(this.options.dir, 'agents', member.cluster.identity.name);
    mkdirSync(workDir, { recursive: true, mode: 0o700 });
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: workDir,
      KUBECONFIG: kubeconfig,
      ARCBRIDGE_CA_FILE: this.options.caFile,
      // Any free port: the agent names it in its "agent started" line (see startedAt).
      ARCBRIDGE_METRICS_PORT: '0',
      ARCBRIDGE_LOG_LEVEL: this.options.logLevel,
      ARCBRIDGE_WORK_DIR: workDir,
      // The validation's extension server listens on loopback, which an agent fetches sources
      // from only when its operator allows it (docs/security.md).
      ARCBRIDGE_SOURCE_EGRESS_ALLOW: '127.0.0.1/32',
      ARCBRIDGE_HEARTBEAT_INTERVAL_MS: String(i.heartbeatMs),
      ARCBRIDGE_DESIRED_POLL_INTERVAL_MS: String(i.desiredPollMs),
      ARCBRIDGE_RECONCILE_INTERVAL_MS: String(i.reconcileMs),
      ARCBRIDGE_INVENTORY_INTERVAL_MS: String(i.inventoryMs),
      ARCBRIDGE_RENEW_CHECK_INTERVAL_MS: String(i.renewCheckMs),
      ARCBRIDGE_RETRY_BASE_MS: String(i.retryBaseMs),
      ARCBRIDGE_RETRY_CAP_MS: String(i.retryCapMs),
      ARCBRIDGE_STATUS_FLUSH_INTERVAL_MS: '500',
      ARCBRIDGE_CONVERGE_INTERVAL_MS: '500',
      ARCBRIDGE_AGENT_VERSION: '0.1.0-validate',
    };
    const log = createWriteStream(join(workDir, 'agent.log'), { mode: 0o600 });
    const child = spawn(process.execPath, [join(this.options.root, 'dist/agent/main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    member.process = child;
    member.spawnedAt = Date.now();
    child.once('exit', (code) => (member.exitCode = code));
  }

  /** The agent's Prometheus text (`/metrics`), or undefined when it does not answer. */
  metrics(member: FleetMember): Promise<string | undefined> {
    if (member.metricsPort === undefined) this.startedAt(member);
    if (member.metricsPort === undefined) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const req = request(
        { host: '127.0.0.1', port: member.metricsPort, path: '/metrics', timeout: 5_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks).toString()));
        },
      );
      req.on('error', () => resolve(undefined));
      req.on('timeout', () => req.destroy());
      req.end();
    });
  }

  /** When the agent logged "agent started" (ms), from its log file; undefined if it has not. */
  startedAt(member: FleetMember): number | undefined {
    for (const line of this.logLines(member)) {
      if (!line.includes('"msg":"agent started"')) continue;
      const { time, metricsPort } = JSON.parse(line) as { time?: string; metricsPort?: number };
      member.metricsPort = metricsPort;
      return time ? Date.parse(time) : undefined;
    }
    return undefined;
  }

  private logLines(member: FleetMember): string[] {
    try {
      return readFileSync(join(this.options.dir, 'agents', member.cluster.identity.name, 'agent.log'), 'utf8')
        .trim()
        .split('\n');
    } catch {
      return [];
    }
  }

  lastLogLine(member: FleetMember): string {
    return this.logLines(member).at(-1)?.slice(0, 500) ?? '(no log)';
  }

  /** Agents that exited while they should be running (a crash is a failed validation). */
  crashed(): FleetMember[] {
    return this.members.filter((m) => m.process && m.exitCode !== undefined);
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.members.map(async (member) => {
        await stopProcess(member.process);
        await member.proxy.stop().catch(() => undefined);
        await member.cluster.stop().catch(() => undefined);
      }),
    );
  }
}

/** Sum of a counter's samples in Prometheus text (all label sets). */
export function counterTotal(text: string, name: string): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== '{' && rest[0] !== ' ') continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
  }
  return total;
}
