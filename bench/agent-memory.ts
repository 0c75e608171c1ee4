import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { KubeConfig } from '@kubernetes/client-node';
import type { DesiredExtension } from '../contract/desired';
import { ClientNodeCluster } from '../agent/kube/client-node-cluster';
import type { KubeObject } from '../agent/kube/port';
import { silentLogger } from '../agent/observability/log';
import { AppliedInventoryStore } from '../agent/reconcile/applied-inventory';
import { Reconciler } from '../agent/reconcile/reconciler';

/**
 * Memory of one agent managing a cluster with many applied objects (default 5,000 ConfigMaps of
 * about 1 KB in 10 extensions): the agent's reconciler over client-node, against the fake API
 * server in a child process (so the cluster's own objects are not in this heap). Reports heap and
 * RSS after install and after drift checks over every object, forcing GC first (run with
 * --expose-gc; `npm run bench:agent-memory`). Numbers, not assertions: compare them with the
 * chart's memory limit (docs/performance.md).
 *
 *   node --expose-gc dist/bench/agent-memory.js [--objects 5000] [--extensions 10] [--out file.json]
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      objects: { type: 'string', default: '5000' },
      extensions: { type: 'string', default: '10' },
      out: { type: 'string' },
    },
  });
  const objects = Number(values.objects);
  const extensionCount = Number(values.extensions);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-agent-memory-'));
  const kubeconfig = join(dir, 'kubeconfig');
  const server = spawn(
    process.execPath,
    [join(__dirname, '../test/support/fake-kube-main.js'), '--port', '0', '--kubeconfig', kubeconfig],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.once('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`fake-kube exited with ${code}`)));
    });
    const sample = () => {
      gc();
      const m = process.memoryUsage();
      return { heapUsedMB: mb(m.heapUsed), rssMB: mb(m.rss), externalMB: mb(m.external) };
    };
    const kc = new KubeConfig();
    kc.loadFromFile(kubeconfig);
    const kube = new ClientNodeCluster(kc, silentLogger);
    const perExtension = Math.ceil(objects / extensionCount);
    const extensions: DesiredExtension[] = Array.from({ length: extensionCount }, (_, i) => ({
      name: `ext-${i}`,
      kind: 'manifest',
      version: '1.0.0',
      namespace: `team-${i}`,
      source: { url: `https://example.test/ext-${i}.yaml` },
      values: {},
    }));
    const render = async (extension: DesiredExtension): Promise<KubeObject[]> =>
      Array.from({ length: perExtension }, (_, j) => ({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: `${extension.name}-cm-${j}`, labels: { app: extension.name } },
        data: { 'settings.json': JSON.stringify({ index: j, payload: 'x'.repeat(900) }) },
      }));
    let now = Date.now();
    const reconciler = new Reconciler(
      {
        kube,
        mapper: kube.mapper,
        renderer: { render },
        inventory: new AppliedInventoryStore(kube, 'arcbridge-system', 'arcbridge-agent'),
        onStatus: () => undefined,
        now: () => new Date(now),
        log: silentLogger,
      },
      {
        fieldManager: 'arcbridge-agent',
        healthTimeoutMs: 600_000,
        driftIntervalMs: 1,
        retry: { baseMs: 1_000, capMs: 60_000 },
        allowedNamespaces: () => [],
        agentNamespace: 'arcbridge-system',
      },
    );
    const desired = { generation: 1, extensions };
    const before = sample();
    let started = Date.now();
    await reconciler.reconcile(desired);
    const installSeconds = (Date.now() - started) / 1000;
    const installed = reconciler.statuses().filter((s) => s.phase === 'Installed').length;
    const afterInstall = sample();
    started = Date.now();
    for (let pass = 0; pass < 2; pass++) {
      now += 10;
      await reconciler.reconcile(desired);
    }
    const driftPassSeconds = (Date.now() - started) / 2000;
    const afterDrift = sample();
    const result = {
      benchmark: 'agent-memory',
      date: new Date().toISOString(),
      node: process.version,
      objects: perExtension * extensionCount,
      extensions: extensionCount,
      installedExtensions: installed,
      installSeconds,
      driftPassSeconds,
      before,
      afterInstall,
      afterDrift,
      heapPerObjectBytes: Math.round(
        ((afterDrift.heapUsedMB - before.heapUsedMB) * 1024 * 1024) / (perExtension * extensionCount),
      ),
    };
    const text = JSON.stringify(result, null, 2);
    process.stdout.write(`${text}\n`);
    if (values.out) {
      mkdirSync(join(values.out, '..'), { recursive: true });
      writeFileSync(values.out, `${text}\n`);
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

function mb(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

main().catch((err: unknown) => {
  process.stderr.write(`agent-memory: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
