import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ApiClient } from '../../cli/api-client';
import { run } from '../../cli/main';
import { FleetFeed } from '../../cli/simulate/fleet-feed';
import type { Clock } from '../../functions/platform/clock';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';

const root = resolve(__dirname, '../..');
const TENANT = 'sim-feed';
const ESC = String.fromCharCode(27);

interface ClusterItem {
  id: string;
  name: string;
  region: string | null;
  labels: Record<string, string>;
  connectivity: string;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Real time, except while held: then it stands still, so a token bucket on it refills no token
 * however long the machine takes to deliver a burst of requests.
 */
class HoldableClock implements Clock {
  private heldAt: Date | undefined;
  now(): Date {
    return this.heldAt ?? new Date();
  }
  hold(): void {
    this.heldAt = new Date();
  }
  release(): void {
    this.heldAt = undefined;
  }
}

describe('arcbridge simulate: a fleet feed into a running control plane', () => {
  let tp: TestControlPlane;
  const clock = new HoldableClock();
  const benchResults = join(root, 'bench/results');
  const benchBefore = readdirSync(benchResults).sort();

  beforeAll(async () => {
    // Two registrations per second with a burst of two: six clusters at once must meet 429s.
    tp = await startTestControlPlane({
      clock,
      env: {
        ARCBRIDGE_RATE_REGISTER_PER_SECOND: '2',
        ARCBRIDGE_RATE_REGISTER_BURST: '2',
        ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: '2',
        ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: '2',
      },
    });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const clusters = async (): Promise<ClusterItem[]> => {
    const response = await tp.client.send({
      path: `/api/v1/tenants/${TENANT}/clusters`,
      token: await tp.token(TENANT, 'reader'),
    });
    return response.json<{ items: ClusterItem[] }>().items;
  };

  it('registers, heartbeats, installs (failing the given share) through 429s, and stops on Ctrl+C', async () => {
    let out = '';
    let err = '';
    let interrupt: (() => void) | undefined;
    // Time stands still for the limiter until a registration met its 429: six at once against a
    // burst of two, however spread out a loaded machine sends them.
    clock.hold();
    const exit = run(
      [
        'simulate',
        '--tenant',
        TENANT,
        '--clusters',
        '6',
        '--regions',
        '2',
        '--fail-rate',
        '50%',
        '--heartbeat',
        '1s',
        '--concurrency',
        '6',
        '--data-dir',
        tp.dataDir,
      ],
      {},
      { out: (t) => (out += t), err: (t) => (err += t), errIsTty: true },
      {},
      (handler) => {
        interrupt = handler;
        return () => (interrupt = undefined);
      },
    );

    await until('a registration refused with 429', async () => (/429s [1-9]/.test(err) ? true : undefined));
    clock.release();
    const fleet = await until('six connected clusters', async () => {
      const items = await clusters();
      return items.length === 6 && items.every((c) => c.connectivity === 'Connected') ? items : undefined;
    });
    expect(fleet.map((c) => c.labels['sim-name']).sort()).toEqual([
      'sim-0001',
      'sim-0002',
      'sim-0003',
      'sim-0004',
      'sim-0005',
      'sim-0006',
    ]);
    expect(new Set(fleet.map((c) => c.region))).toEqual(new Set(['westeurope', 'northeurope']));
    expect(fleet.every((c) => c.labels.simulated === 'true')).toBe(true);

    // An operator assigns an extension; every simulated agent pulls it and reports back.
    const operator = await tp.token(TENANT, 'operator');
    for (const cluster of fleet) {
      const assigned = await tp.client.send({
        method: 'PUT',
        path: `/api/v1/tenants/${TENANT}/clusters/${cluster.id}/extensions/podinfo`,
        body: {
          kind: 'manifest',
          version: '1.0.0',
          source: { url: 'https://example.com/app.yaml' },
          namespace: 'apps',
        },
        token: operator,
      });
      expect(assigned.status).toBe(201);
    }
    const phases = await until('every cluster to report the install', async () => {
      const found: Record<string, string> = {};
      for (const cluster of fleet) {
        const shown = await tp.client.send({
          path: `/api/v1/tenants/${TENANT}/clusters/${cluster.id}`,
          token: operator,
        });
        const body = shown.json<{
          labels: Record<string, string>;
          inventory: { nodes: number } | null;
          status: Record<string, { phase: string; message?: string }>;
        }>();
        const phase = body.status.podinfo?.phase;
        if (!body.inventory || (phase !== 'Installed' && phase !== 'Failed')) return undefined;
        found[body.labels['sim-name']!] = phase;
      }
      return found;
    });
    // --fail-rate 50%: every second cluster fails its installs.
    expect(phases).toEqual({
      'sim-0001': 'Installed',
      'sim-0002': 'Failed',
      'sim-0003': 'Installed',
      'sim-0004': 'Failed',
      'sim-0005': 'Installed',
      'sim-0006': 'Failed',
    });

    // The progress line (a terminal: redrawn in place) catches up with what the API shows.
    await until('the feed to count the installs', async () =>
      err.includes(`\r${ESC}[K[${'#'.repeat(20)}] 6/6 registered`) && /installed 3 {2}failed 3 /.test(err)
        ? true
        : undefined,
    );
    expect(interrupt).toBeDefined();
    interrupt!();
    expect(await exit).toBe(130);

    expect(err).toContain(`Feeding 6 simulated cluster(s) into tenant '${TENANT}'`);
    expect(err).toContain('Press Ctrl+C to stop.');
    expect(err).toContain('Stopping 6 simulated agent(s)...');
    expect(out).toMatch(
      /^Simulated 6 of 6 cluster\(s\) in tenant 'sim-feed' for \S+ \(stopped by Ctrl\+C\)\.\n/,
    );
    expect(out).toContain('  registered 6, inventory reported by 6\n');
    expect(out).toContain(
      '  installs: 3 installed, 3 failed (3 cluster(s) fail on purpose: --fail-rate 0.5)\n',
    );
    const throttled = Number(/throttled \(429, retried after Retry-After\) (\d+)/.exec(out)?.[1]);
    expect(throttled).toBeGreaterThan(0);
    expect(out).toMatch(/other errors 0\n?$/);

    // Stopped means stopped: no simulated agent heartbeats any more.
    const heartbeats = async () =>
      Promise.all(
        fleet.map(async (cluster) => {
          const shown = await tp.client.send({
            path: `/api/v1/tenants/${TENANT}/clusters/${cluster.id}`,
            token: operator,
          });
          return shown.json<{ lastHeartbeat: string }>().lastHeartbeat;
        }),
      );
    const atStop = await heartbeats();
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await heartbeats()).toEqual(atStop);
    // The feed writes nothing into the benchmark's results.
    expect(readdirSync(benchResults).sort()).toEqual(benchBefore);
  });

  it('stops the real process on SIGINT with exit 130 and a summary (built CLI)', async () => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'dist/cli/main.js'),
        'simulate',
        '--tenant',
        'sim-signal',
        '--clusters',
        '2',
        '--heartbeat',
        '1s',
        '-o',
        'json',
      ],
      {
        env: { ...process.env, ARCBRIDGE_DATA_DIR: tp.dataDir, ARCBRIDGE_TOKEN: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    await until('two registered clusters', async () => {
      const response = await tp.client.send({
        path: '/api/v1/tenants/sim-signal/clusters',
        token: await tp.token('sim-signal', 'reader'),
      });
      return response.json<{ items: unknown[] }>().items.length === 2 ? true : undefined;
    });
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const summary = JSON.parse(out) as { registered: number; stoppedBy: string; tenant: string };
    expect(summary).toMatchObject({ tenant: 'sim-signal', registered: 2, stoppedBy: 'interrupted' });
    expect(err).toContain('Stopping 2 simulated agent(s)...');
    // Not a terminal: plain progress lines, no carriage returns or escape sequences.
    expect(err).toMatch(/^\[[#.]{20}\] \d\/2 registered .*\n/m);
    expect(err).not.toContain('\r');
    expect(err).not.toContain(ESC);
  });

  it('ends by itself after --duration with exit 0', async () => {
    let out = '';
    const code = await run(
      [
        'simulate',
        '--tenant',
        'sim-duration',
        '--clusters',
        '1',
        '--duration',
        '2s',
        '--data-dir',
        tp.dataDir,
      ],
      {},
      { out: (t) => (out += t), err: () => undefined },
    );
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Simulated 1 of 1 cluster\(s\) in tenant 'sim-duration' for \d+s \(stopped by --duration\)\./,
    );
  });
});

describe('arcbridge simulate against a control plane that throttles operators', () => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    // One operator request per second per tenant: bootstrap tokens for three clusters meet 429s.
    tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1', ARCBRIDGE_RATE_OPERATOR_BURST: '1' },
    });
  });
  afterAll(async () => {
    await tp.stop();
  });

  it('waits out Retry-After for bootstrap tokens and registers every cluster', async () => {
    const operator = new ApiClient({
      endpoint: tp.plane.url,
      caPem: tp.caPem,
      token: await tp.token('sim-throttled', 'operator'),
    });
    const feed = new FleetFeed({
      tenant: 'sim-throttled',
      clusters: 3,
      regions: 1,
      failRate: 0,
      heartbeatIntervalMs: 5_000,
      concurrency: 3,
      namePrefix: 'sim',
      controlPlaneUrl: tp.plane.url,
      caPem: tp.caPem,
      operator,
    });
    try {
      await feed.start();
      await until('three registrations', async () => (feed.stats().registered === 3 ? true : undefined));
    } finally {
      await feed.stop();
    }
    const stats = feed.stats();
    expect(stats).toMatchObject({ registered: 3, errors: 0 });
    expect(stats.throttled).toBeGreaterThanOrEqual(2);
  });
});
