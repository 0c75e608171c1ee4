/**
 * Crash safety: the control plane runs as a real child process (`npm start`'s entry point, SQLite
 * store and queue in its data dir) and is killed with SIGKILL during a rollout and during a
 * rollback, then started again on the same data dir. The rollout must go on (or finish) with no
 * cap exceeded and every cluster's pin written exactly once; the rollback must finish by itself
 * with every cluster restored exactly once.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ClusterDocument } from '../../functions/clusters/model';
import { dataDirLayout } from '../../functions/host/data-dir';
import { loadConfig } from '../../functions/platform/config';
import { LocalOperatorIssuer } from '../../functions/platform/identity/local-issuer';
import type { Role } from '../../functions/platform/identity/operator-identity';
import { SqliteStore } from '../../functions/platform/store/sqlite-store';
import type { RolloutClusterDocument, RolloutDocument } from '../../functions/rollout/model';
import type { TestControlPlane } from '../support/control-plane';
import { FakeFleet } from '../support/fake-fleet';
import { createHttpsClient } from '../support/https-client';
import type { HttpsClient } from '../support/https-client';

const root = resolve(__dirname, '../..');
const main = join(root, 'dist/functions/host/main.js');
const TENANT = 'crashy';
const EXTENSION = 'podinfo';
const CLUSTERS = 40;
/** Sends per second while the first rollout runs, so the kill lands in the middle of it. */
const CAP = 10;

interface RolloutView {
  id: string;
  state: string;
  counts: Record<string, number>;
}

interface Host {
  child: ChildProcess;
  client: HttpsClient;
}

describe('rollouts survive kill -9 of the control plane (child process, embedded store and queue)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-crash-'));
  const env = (cap: number): Record<string, string> => ({
    ARCBRIDGE_DATA_DIR: dataDir,
    PORT: '0',
    ARCBRIDGE_LOG_LEVEL: 'warn',
    ARCBRIDGE_RATE_AGENT_PER_SECOND: '10000',
    ARCBRIDGE_RATE_AGENT_BURST: '10000',
    ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '10000',
    ARCBRIDGE_RATE_OPERATOR_BURST: '10000',
    ARCBRIDGE_RATE_REGISTER_PER_SECOND: '10000',
    ARCBRIDGE_RATE_REGISTER_BURST: '10000',
    ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: '10000',
    ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: '10000',
    ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND: String(cap),
    ARCBRIDGE_ROLLOUT_TENANT_PER_SECOND: String(cap),
    ARCBRIDGE_ROLLOUT_REGION_PER_SECOND: String(cap),
  });
  let host: Host | undefined;
  let fleet: FakeFleet;
  let store: SqliteStore;
  /** The plane as FakeFleet and registration use it: an HTTPS client and operator tokens. */
  const plane = {
    get client() {
      return host!.client;
    },
    token: (tenants: string | string[], role: Role = 'admin') =>
      LocalOperatorIssuer.load(dataDirLayout(dataDir).operatorKey, loadConfig(env(CAP)).operator).mint({
        subject: 'crash-test',
        roles: [role],
        tenants: Array.isArray(tenants) ? tenants : [tenants],
        ttlSeconds: 600,
      }),
  } as unknown as TestControlPlane;

  async function start(cap: number): Promise<void> {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, ...env(cap) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let banner = '';
    const url = await new Promise<string>((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner after 30 s:\n${banner}`)), 30_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        banner += chunk.toString();
        const match = /listening on (https:\/\/[^\s]+)\/api/.exec(banner);
        if (match && banner.includes('Press Ctrl+C')) {
          clearTimeout(timer);
          resolvePromise(match[1]!);
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => (banner += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`host exited with ${code}:\n${banner}`)));
    });
    host = {
      child,
      client: createHttpsClient(url, readFileSync(dataDirLayout(dataDir).caCertificate, 'utf8')),
    };
  }

  /** SIGKILL: no shutdown handler runs, nothing is flushed or completed. */
  async function kill(): Promise<void> {
    const { child, client } = host!;
    host = undefined;
    client.close();
    if (child.exitCode !== null) throw new Error(`the host had already exited (${child.exitCode})`);
    await new Promise<void>((resolvePromise) => {
      child.on('exit', () => resolvePromise());
      child.kill('SIGKILL');
    });
  }

  beforeAll(async () => {
    await start(CAP);
    store = new SqliteStore(dataDirLayout(dataDir).database);
    fleet = new FakeFleet(plane, TENANT);
    await fleet.add(CLUSTERS, (i) => ({
      region: i % 2 === 0 ? 'westeurope' : 'eastus',
      labels: { n: String(i) },
    }));
    await fleet.heartbeat();
    for (const version of ['1.0.0', '2.0.0']) {
      const published = await api('PUT', `/extensions/${EXTENSION}/versions/${version}`, {
        kind: 'manifest',
        source: { url: `https://charts.example.com/podinfo-${version}.yaml` },
      });
      expect(published.status).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    if (host) await kill();
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function api(method: string, path: string, body?: unknown) {
    return host!.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}${path}`,
      body,
      token: await plane.token(TENANT, 'operator'),
    });
  }
  const records = async (rolloutId: string) =>
    (
      await store
        .collection<RolloutClusterDocument>('rolloutClusters')
        .query(TENANT, { where: [{ path: ['rolloutId'], op: 'eq', value: rolloutId }], limit: 1000 })
    ).items.map((item) => item.doc);
  const rolloutState = async (rolloutId: string) =>
    (await store.collection<RolloutDocument>('rollouts').read(TENANT, rolloutId))!.doc.state;
  const generations = async () =>
    new Map(
      (await store.collection<ClusterDocument>('clusters').query(TENANT, { limit: 1000 })).items.map(
        ({ doc }) => [doc.id, { generation: doc.desiredGeneration, pin: doc.pins?.[EXTENSION] }],
      ),
    );

  /** Agents keep heartbeating and converging (the host's own timer and queue do the rest). */
  async function until(
    rolloutId: string,
    done: (view: RolloutView) => boolean,
    ms = 90_000,
  ): Promise<RolloutView> {
    const deadline = Date.now() + ms;
    for (;;) {
      await fleet.heartbeat();
      await fleet.converge(EXTENSION);
      const view = (await api('GET', `/rollouts/${rolloutId}`)).json<RolloutView>();
      if (done(view)) return view;
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(view)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('continues a rollout after kill -9 in the middle of it: no cap exceeded, every pin written once', async () => {
    const before = await generations();
    const created = await api('POST', '/rollouts', {
      extension: EXTENSION,
      version: '1.0.0',
      namespace: 'apps',
      strategy: { stages: [{ name: 'all', percent: 100 }] },
    });
    expect(created.status).toBe(201);
    const { id } = created.json<RolloutView>();
    // Kill once some (not all) pins are written.
    for (;;) {
      const applied = (await records(id)).filter((r) => r.appliedAt !== null).length;
      if (applied >= CLUSTERS / 4) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await kill();
    const atKill = (await records(id)).filter((r) => r.appliedAt !== null).length;
    expect(atKill).toBeLessThan(CLUSTERS);

    await start(CAP);
    const done = await until(id, (view) => view.state !== 'Running');
    expect(done.state).toBe('Completed');
    expect(done.counts.Succeeded).toBe(CLUSTERS);

    // Every cluster pinned exactly once: one generation more than before, on this rollout's pin.
    const after = await generations();
    for (const [clusterId, { generation }] of before) {
      expect(after.get(clusterId)).toMatchObject({
        generation: generation + 1,
        pin: { rolloutId: id, version: '1.0.0' },
      });
    }
    // No cap exceeded across the crash: in any second at most CAP admitted writes.
    const times = (await records(id)).map((r) => Date.parse(r.appliedAt!)).sort((a, b) => a - b);
    for (let i = 0; i + CAP < times.length; i++)
      expect(times[i + CAP]! - times[i]!).toBeGreaterThanOrEqual(1000);
  }, 180_000);

  it('finishes a rollback after kill -9 in the middle of it: every cluster restored once', async () => {
    // Fast caps for this one: the rollout completes at once, and the rollback has 40 clusters to restore.
    await kill();
    await start(1000);
    const created = await api('POST', '/rollouts', {
      extension: EXTENSION,
      version: '2.0.0',
      strategy: { stages: [{ name: 'all', percent: 100 }] },
    });
    const { id } = created.json<RolloutView>();
    await until(id, (view) => view.state === 'Completed');
    const before = await generations();

    // The rollback call is in flight when the host dies: kill as soon as it has begun.
    const call = api('POST', `/rollouts/${id}/rollback`).catch(() => undefined);
    while ((await rolloutState(id)) !== 'RollingBack') await new Promise((r) => setTimeout(r, 1));
    await kill();
    await call;
    expect(await rolloutState(id)).toBe('RollingBack');

    // Restarted, the reconcile timer finishes the rollback without being asked again.
    await start(1000);
    const done = await until(id, (view) => view.state !== 'RollingBack', 60_000);
    expect(done.state).toBe('RolledBack');
    expect(done.counts.RolledBack).toBe(CLUSTERS);
    const after = await generations();
    for (const [clusterId, { generation, pin }] of before) {
      expect(pin).toMatchObject({ rolloutId: id, version: '2.0.0' });
      // Back on the first rollout's pin, written exactly once.
      expect(after.get(clusterId)).toMatchObject({ generation: generation + 1, pin: { version: '1.0.0' } });
    }
  }, 180_000);
});
