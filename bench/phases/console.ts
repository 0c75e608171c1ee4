/**
 * The console at fleet scale: clusters seeded directly in the embedded store (their documents as
 * registration, heartbeats, inventories and status would leave them), the embedded host started
 * on that store, then
 * - the fleet page opened in headless Chromium from a sign-in link, N times: the time from the
 *   page's navigation to the frame that shows the drawn counts and the first page of the table
 *   (`document.body.dataset.fleetShownMs`, set by console/src/fleet.ts after that frame);
 * - the fleet summary route (GET .../fleet/summary) called one request at a time: its latencies.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { HttpsTransport } from '../../agent/controlplane/transport';
import type { ClusterDocument, HeartbeatDocument, StatusDocument } from '../../functions/clusters';
import { dataDirLayout } from '../../functions/host/data-dir';
import { SqliteStore } from '../../functions/platform/store/sqlite-store';
import { forkChild, stopChild } from '../children';
import { TENANT } from '../fleet';
import { summarize } from '../stats';
import type { LatencySummary } from '../stats';

const EXTENSIONS = ['ingress-nginx', 'logging', 'metrics'];
const REGIONS = ['westeurope', 'northeurope', 'eastus', 'westus2', 'japaneast'];
const PHASES = [
  'Installed',
  'Installed',
  'Installed',
  'Installed',
  'Installed',
  'Installed',
  'Pending',
  'Failed',
  'Drifted',
];
const SEED_BATCH = 2000;

export interface ConsoleSeed {
  clusters: number;
  /** Cluster groups: retail/<region>/store-<n % groups>. */
  groups: number;
}

/** Writes the documents of `clusters` registered, heartbeating clusters with three extensions each. */
export async function seedFleet(dataDir: string, seed: ConsoleSeed): Promise<number> {
  const started = performance.now();
  const store = new SqliteStore(dataDirLayout(dataDir).database);
  try {
    const clusters = store.collection<ClusterDocument>('clusters');
    const heartbeats = store.collection<HeartbeatDocument>('heartbeats');
    const status = store.collection<StatusDocument>('status');
    const now = new Date().toISOString();
    for (let from = 0; from < seed.clusters; from += SEED_BATCH) {
      const writes: Promise<unknown>[] = [];
      for (let n = from; n < Math.min(seed.clusters, from + SEED_BATCH); n++) {
        const id = `c-${String(n).padStart(6, '0')}`;
        const region = REGIONS[n % REGIONS.length]!;
        const group = `retail/${region}/store-${n % seed.groups}`;
        const labels = { env: n % 10 === 0 ? 'dev' : 'prod', ring: n % 20 === 0 ? 'canary' : 'main' };
        writes.push(
          clusters.upsert({
            id,
            tenantId: TENANT,
            name: `store-${String(n).padStart(6, '0')}`,
            region,
            labels,
            group,
            clusterUid: `uid-${n}`,
            registeredAt: now,
            updatedAt: now,
            certificate: { serialNumber: n.toString(16), notAfter: '2030-01-01T00:00:00.000Z' },
            desiredGeneration: 1,
            extensions: {},
          }),
          heartbeats.upsert({
            id,
            tenantId: TENANT,
            lastHeartbeat: now,
            agentVersion: n % 7 === 0 ? '0.9.0' : '1.0.0',
            kubernetesVersion: ['v1.30.6', 'v1.31.2', 'v1.32.1'][n % 3]!,
            labels,
            group,
          }),
          status.upsert({
            id,
            tenantId: TENANT,
            latest: Object.fromEntries(
              EXTENSIONS.map((extension, e) => [
                extension,
                {
                  extension,
                  phase: PHASES[(n + e) % PHASES.length]! as StatusDocument['latest'][string]['phase'],
                  reason: 'Reconciled',
                  lastTransitionTime: now,
                  observedGeneration: 1,
                },
              ]),
            ),
            installed: Object.fromEntries(
              EXTENSIONS.map((extension, e) => [extension, `1.${(n + e) % 3}.0`]),
            ),
            labels,
            group,
            updatedAt: now,
          }),
        );
      }
      await Promise.all(writes);
    }
  } finally {
    await store.close();
  }
  return (performance.now() - started) / 1000;
}

export interface RunningHost {
  url: string;
  dataDir: string;
  caPem: string;
  /** An admin token of the host's tenant. */
  token: string;
  /** Calls the operator API of tenant bench with an admin token. */
  get(path: string): Promise<{ status: number; body: string; ms: number }>;
  send(method: 'PUT' | 'POST', path: string, body: unknown): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

/** The embedded host on `dataDir`, in its own process, as `npm start` runs it. */
export async function startHost(dataDir: string, tenant = TENANT): Promise<RunningHost> {
  const started = await forkChild('control-plane-child', {
    ARCBRIDGE_DATA_DIR: dataDir,
    PORT: '0',
    ARCBRIDGE_HOST: '127.0.0.1',
    ARCBRIDGE_LOG_LEVEL: 'error',
    ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000',
    ARCBRIDGE_RATE_OPERATOR_BURST: '1000',
    // The seeded heartbeats are as old as the seeding: they count as Connected for the run.
    ARCBRIDGE_OFFLINE_AFTER_SECONDS: '3600',
  });
  const url = started.ready.url!;
  const { readFileSync } = await import('node:fs');
  const caPem = readFileSync(started.ready.caCertificatePath!, 'utf8');
  const token = await started.ipc.call<string>('operatorToken', { tenant });
  const transport = new HttpsTransport({
    baseUrl: url,
    credentials: () => undefined,
    trustedCaPems: () => [caPem],
    publicRoots: false,
    timeoutMs: 120_000,
  });
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) => {
    const at = performance.now();
    const response = await transport.send({
      method,
      path: `/api/${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: response.body, ms: performance.now() - at };
  };
  return {
    url,
    dataDir,
    caPem,
    token,
    get: (path) => call('GET', path),
    send: (method, path, body) => call(method, path, body),
    stop: () => stopChild(started.ipc),
  };
}

/** Publishes the seeded extensions in the catalog (the summary counts the catalog's extensions). */
export async function publishCatalog(host: RunningHost): Promise<void> {
  for (const extension of EXTENSIONS) {
    const published = await host.send('PUT', `v1/tenants/${TENANT}/extensions/${extension}/versions/1.0.0`, {
      kind: 'manifest',
      source: { url: `https://manifests.bench.arcbridge.dev/${extension}.yaml` },
    });
    if (published.status !== 201 && published.status !== 200)
      throw new Error(`publishing ${extension}: ${published.status} ${published.body}`);
  }
}

/** The summary route's latency, `requests` calls one after the other (after `warmup` unmeasured). */
export async function summaryLatency(
  host: RunningHost,
  requests: number,
  warmup = 3,
): Promise<LatencySummary> {
  const times: number[] = [];
  for (let i = 0; i < warmup + requests; i++) {
    const response = await host.get(`v1/tenants/${TENANT}/fleet/summary`);
    if (response.status !== 200) throw new Error(`fleet summary: ${response.status} ${response.body}`);
    if (i >= warmup) times.push(response.ms);
  }
  return summarize(times);
}

/**
 * Opens the fleet page from a fresh sign-in link `runs` times, each in a new tab of one headless
 * Chromium, and returns the time to its first meaningful paint in each (ms since navigation).
 */
export async function fleetPaint(host: RunningHost, runs: number, chromiumPath: string): Promise<number[]> {
  const profile = mkdtempSync(join(tmpdir(), 'arcbridge-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    ignoreHTTPSErrors: true,
    viewport: { width: 1200, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const code = await host.send('POST', 'v1/console/sign-in-codes', {});
      if (code.status !== 201) throw new Error(`sign-in code: ${code.status} ${code.body}`);
      const page = await context.newPage();
      await page.goto(
        `${host.url}/#code=${encodeURIComponent((JSON.parse(code.body) as { code: string }).code)}`,
      );
      await page.waitForFunction(() => document.body.dataset.fleetShownMs !== undefined, undefined, {
        timeout: 60_000,
      });
      times.push(Number(await page.evaluate(() => document.body.dataset.fleetShownMs)));
      await page.close();
    }
    return times;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
