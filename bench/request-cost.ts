/**
 * Control-plane CPU per request on the agent hot paths: heartbeat (a durable upsert), a
 * conditional desired read answered 304, and a batched status post (100 events).
 *
 *   node dist/bench/request-cost.js [--clusters 300] [--requests 6000] [--concurrency 64]
 *     [--paths heartbeat,desired-304,status] [--cpu-prof-dir DIR]
 *
 * The real embedded host runs in a child process (bench/control-plane-child.ts, the benchmark's
 * settings); clusters register with their own key and CSR, then each path is driven over real
 * HTTPS with the clusters' client certificates and keep-alive connections. The result is the
 * child's process CPU (user + system, all threads) between two samples divided by the requests
 * answered in between. Unlike throughput it barely moves with other load on the machine, so it
 * is the number to compare before and after a change. With --cpu-prof-dir the child writes a
 * `--cpu-prof` profile at exit (one file covering every path: run one --paths at a time to
 * profile one path).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ControlPlaneClient } from '../agent/controlplane/client';
import { HttpsTransport } from '../agent/controlplane/transport';
import { createKeyAndCsr } from '../agent/identity/keys';
import { assignIngress } from './assign-extension';
import { TENANT } from './fleet';
import type { ProcessUsage } from './ipc';
import { cpuSeconds } from './phases/measure';
import { profileFor } from './profiles';
import { forkChild, stopChild } from './children';
import { benchSettings } from './phases/control-plane';
import { statusEvents } from './phases/status';
import { summarize } from './stats';

const PATHS = ['heartbeat', 'desired-304', 'status'] as const;
type PathName = (typeof PATHS)[number];

interface Agent {
  id: string;
  client: ControlPlaneClient;
  transport: HttpsTransport;
  etag?: string;
}

export interface PathCost {
  path: PathName;
  requests: number;
  cpuMicrosPerRequest: number;
  requestsPerSecond: number;
  p99Ms: number;
}

/** The control plane's CPU, its TLS front end's included when ARCBRIDGE_FRONT_END runs one. */
const cpuMicros = (usage: ProcessUsage): number => cpuSeconds(usage) * 1e6;

/** `total` requests from `concurrency` workers; returns the latencies in milliseconds. */
async function drive(total: number, concurrency: number, op: (n: number) => Promise<void>) {
  let next = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const n = next++;
        const started = performance.now();
        await op(n);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      clusters: { type: 'string', default: '300' },
      requests: { type: 'string', default: '6000' },
      concurrency: { type: 'string', default: '64' },
      paths: { type: 'string', default: PATHS.join(',') },
      'cpu-prof-dir': { type: 'string' },
    },
  });
  const clusters = Number(values.clusters);
  const requests = Number(values.requests);
  const concurrency = Number(values.concurrency);
  const paths = values.paths!.split(',').map((p) => {
    if (!PATHS.includes(p as PathName)) throw new Error(`unknown path ${p}; one of ${PATHS.join(', ')}`);
    return p as PathName;
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-request-cost-'));
  const profDir = values['cpu-prof-dir'] ? resolve(values['cpu-prof-dir']) : undefined;
  const { ipc, ready } = await forkChild(
    'control-plane-child',
    {
      ...benchSettings(profileFor('quick', {})),
      ARCBRIDGE_DATA_DIR: dataDir,
      PORT: '0',
      ARCBRIDGE_HOST: '127.0.0.1',
    },
    profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
  );
  const agents: Agent[] = [];
  try {
    const url = ready.url!;
    const caPem = readFileSync(ready.caCertificatePath!, 'utf8');
    const tokens = await ipc.call<string[]>('bootstrapTokens', { tenant: TENANT, count: clusters });
    const operatorToken = await ipc.call<string>('operatorToken', { tenant: TENANT });
    const operator = new HttpsTransport({
      baseUrl: url,
      credentials: () => undefined,
      trustedCaPems: () => [caPem],
      publicRoots: false,
    });

    // Registration with bounded concurrency; every agent keeps one keep-alive connection.
    await drive(clusters, 16, async (i) => {
      const { privateKeyPem, csr } = await createKeyAndCsr(`cost-${i}`);
      const registrar = new HttpsTransport({
        baseUrl: url,
        credentials: () => undefined,
        trustedCaPems: () => [caPem],
        publicRoots: false,
      });
      const issued = await new ControlPlaneClient(registrar, 'bench-1.0.0').register({
        bootstrapToken: tokens[i]!,
        clusterUid: crypto.randomUUID(),
        csr,
        name: `cost-${i}`,
      });
      registrar.close();
      const credentials = { privateKeyPem, certificatePem: issued.certificate };
      const transport = new HttpsTransport({
        baseUrl: url,
        credentials: () => credentials,
        trustedCaPems: () => [caPem],
        publicRoots: false,
      });
      agents.push({
        id: issued.clusterId,
        client: new ControlPlaneClient(transport, 'bench-1.0.0'),
        transport,
      });
    });

    // One directly assigned extension per cluster, so desired state is not empty.
    await drive(agents.length, 16, (i) =>
      assignIngress(operator, operatorToken, agents[i]!.id, { controller: { replicaCount: 2 } }),
    );
    operator.close();
    for (const agent of agents) {
      const first = await agent.client.desired(agent.id, undefined);
      if (first.changed) agent.etag = first.etag;
    }

    const pick = (n: number) => agents[n % agents.length]!;
    const ops: Record<PathName, (n: number) => Promise<void>> = {
      heartbeat: async (n) => {
        await pick(n).client.heartbeat(pick(n).id, {
          agentVersion: 'bench-1.0.0',
          kubernetesVersion: 'v1.31.2',
        });
      },
      'desired-304': async (n) => {
        const result = await pick(n).client.desired(pick(n).id, pick(n).etag);
        if (result.changed) throw new Error('desired state changed during the 304 run');
      },
      status: (n) => pick(n).client.postStatus(pick(n).id, statusEvents(n, 100)),
    };
    const results: PathCost[] = [];
    for (const path of paths) {
      // Warm-up: every connection used once, JIT settled.
      await drive(Math.max(agents.length, 1000), concurrency, ops[path]);
      const before = await ipc.call<ProcessUsage>('usage');
      const started = performance.now();
      const latencies = await drive(requests, concurrency, ops[path]);
      const seconds = (performance.now() - started) / 1000;
      const after = await ipc.call<ProcessUsage>('usage');
      const cost: PathCost = {
        path,
        requests,
        cpuMicrosPerRequest: Math.round((cpuMicros(after) - cpuMicros(before)) / requests),
        requestsPerSecond: Math.round(requests / seconds),
        p99Ms: summarize(latencies).p99Ms,
      };
      results.push(cost);
      process.stdout.write(
        `${path.padEnd(12)} ${String(cost.cpuMicrosPerRequest).padStart(6)} us CPU/request  ` +
          `(${requests} requests, ${cost.requestsPerSecond}/s, p99 ${cost.p99Ms} ms, concurrency ${concurrency})\n`,
      );
    }
    process.stdout.write(`${JSON.stringify({ clusters, concurrency, results })}\n`);
  } finally {
    for (const agent of agents) agent.transport.close();
    await stopChild(ipc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  // A reader that stops early (`| head`) closes the pipe: without this listener the next write's
  // EPIPE would end the process before main() stops the control plane and removes its data dir.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
  });
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`request-cost failed: ${String((err as Error).stack ?? err)}\n`);
      process.exit(1);
    },
  );
}
