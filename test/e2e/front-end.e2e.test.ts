import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDirLayout } from '../../functions/host/data-dir';
import { createCsr } from '../support/agent-keys';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { createHttpsClient } from '../support/https-client';
import { ManualClock } from '../support/manual-clock';
import { registerCluster } from '../support/registration';
import { requirePrograms } from '../support/system-programs';

/**
 * ARCBRIDGE_FRONT_END=haproxy: the real HAProxy (Debian's package) terminates TLS in front of the
 * embedded host, as Azure's front end does for the Functions host, and the app learns the client
 * certificate and address from the headers HAProxy writes. The agent-credential attacks run
 * through it in test/security/agent-access.test.ts; this suite covers the rest of the contract.
 */
const describeWithHaproxy = requirePrograms('haproxy');

describeWithHaproxy('the HAProxy TLS front end', () => {
  let tp: TestControlPlane;
  const clock = new ManualClock();

  beforeAll(async () => {
    tp = await startTestControlPlane({
      clock,
      env: {
        ARCBRIDGE_FRONT_END: 'haproxy',
        ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: '1',
        ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: '2',
      },
    });
  });
  afterAll(async () => {
    await tp?.stop();
  });

  it('serves the agents on the address HAProxy listens on, and the app on a private Unix socket', () => {
    expect(tp.plane.frontEnd).toBeDefined();
    expect(tp.plane.url).toBe(tp.plane.frontEnd!.url);
    expect(tp.plane.host.url).toBe(`unix:${join(dataDirLayout(tp.dataDir).frontEndDir, 'app.sock')}`);
    const dir = statSync(dataDirLayout(tp.dataDir).frontEndDir);
    expect(dir.mode & 0o777).toBe(0o700);
    const socket = statSync(join(dataDirLayout(tp.dataDir).frontEndDir, 'app.sock'));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o077).toBe(0);
    // The certificate bundle holds the server's private key.
    expect(statSync(join(dataDirLayout(tp.dataDir).frontEndDir, 'server.pem')).mode & 0o777).toBe(0o600);
  });

  it('an agent registers without a certificate, then is known by the one it got', async () => {
    const cluster = await registerCluster(tp, 'alpha', { name: 'edge-1' });
    const heartbeat = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
      cert: cluster.cert,
      body: { agentVersion: '1' },
    });
    expect(heartbeat.status).toBe(204);
    const without = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
      body: { agentVersion: '1' },
    });
    expect(without.status).toBe(401);
    expect(without.headers['content-type']).toContain('application/problem+json');
  });

  it('limits registrations by the address HAProxy saw, whatever X-Forwarded-For the client sent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await tp.client.send({
        method: 'POST',
        path: '/api/v1/register',
        localAddress: '127.0.0.3',
        // A new made-up source each time: it stays in the list, HAProxy appends the real peer.
        headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: {
          bootstrapToken: `abt.alpha.${randomBytes(32).toString('base64url')}`,
          clusterUid: randomUUID(),
          csr: (await createCsr()).csrPem,
        },
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.json().detail).toContain('127.0.0.3');
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('stops HAProxy with the control plane', async () => {
    const other = await startTestControlPlane({ env: { ARCBRIDGE_FRONT_END: 'haproxy' } });
    const pid = other.plane.frontEnd!.pid;
    expect(existsSync(`/proc/${pid}`)).toBe(true);
    await other.stop();
    expect(existsSync(`/proc/${pid}`)).toBe(false);
  });

  it('stops a HAProxy a killed host left behind, and only that one', async () => {
    const first = await startTestControlPlane({ env: { ARCBRIDGE_FRONT_END: 'haproxy' } });
    const dir = dataDirLayout(first.dataDir).frontEndDir;
    await first.stop({ keepData: true });
    try {
      // What a host killed with SIGKILL leaves: HAProxy still running on its configuration, its
      // pid in the pid file. And an unrelated process that happens to have the pid of another.
      const leftover = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
      const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
      await waitUntil(() => readFileSync(`/proc/${leftover.pid}/cmdline`, 'utf8').includes('haproxy.cfg'));
      writeFileSync(join(dir, 'haproxy.pid'), `${leftover.pid}\n`);
      const second = await startTestControlPlane({
        dataDir: first.dataDir,
        env: { ARCBRIDGE_FRONT_END: 'haproxy' },
      });
      const [, signal] =
        leftover.exitCode === null && leftover.signalCode === null
          ? ((await once(leftover, 'exit')) as [number | null, string | null])
          : [leftover.exitCode, leftover.signalCode];
      expect(signal).toBe('SIGKILL');
      expect(second.plane.frontEnd!.pid).not.toBe(leftover.pid);
      await second.stop({ keepData: true });

      writeFileSync(join(dir, 'haproxy.pid'), `${bystander.pid}\n`);
      const third = await startTestControlPlane({
        dataDir: first.dataDir,
        env: { ARCBRIDGE_FRONT_END: 'haproxy' },
      });
      expect(bystander.exitCode).toBeNull();
      await third.stop({ keepData: true });
      bystander.kill();
    } finally {
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('says so when the port is taken, instead of taking the other server for HAProxy', async () => {
    const port = new URL(tp.plane.url).port;
    await expect(
      startTestControlPlane({ env: { ARCBRIDGE_FRONT_END: 'haproxy', PORT: port } }),
    ).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is in use: stop what listens there, or set PORT to another port.`,
    );
  });

  describe('npm start with ARCBRIDGE_FRONT_END=haproxy (the compiled entry point, as users run it)', () => {
    const MAIN = join(__dirname, '..', '..', 'dist', 'functions', 'host', 'main.js');
    const env = (dataDir: string, extra: Record<string, string> = {}) => ({
      PATH: process.env.PATH ?? '',
      ARCBRIDGE_DATA_DIR: dataDir,
      PORT: '0',
      ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS: '0',
      ARCBRIDGE_FRONT_END: 'haproxy',
      ...extra,
    });
    /** Starts the compiled host on `dataDir` and waits for its banner; answers the process, its output and HAProxy's pid. */
    const startHost = async (dataDir: string) => {
      const child = spawn(process.execPath, [MAIN], { env: env(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await waitUntil(() => out.includes('Press Ctrl+C'));
      const haproxyPid = Number(/TLS front end: +HAProxy \(pid (\d+)\) in front of unix:/.exec(out)?.[1]);
      return { child, out, haproxyPid };
    };

    it('names the front end in the banner, serves through it, and stops it on Ctrl+C', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-front-end-start-'));
      try {
        const { child, out, haproxyPid: pid } = await startHost(dataDir);
        expect(existsSync(`/proc/${pid}`)).toBe(true);
        const url = /listening on (https:\/\/[^ ]+)\/api/.exec(out)![1]!;
        const caPem = readFileSync(join(dataDir, 'ca', 'ca.pem'), 'utf8');
        const client = createHttpsClient(url, caPem);
        expect((await client.send({ path: '/api/healthz' })).status).toBe(200);
        client.close();
        child.kill('SIGINT');
        const [code] = (await once(child, 'exit')) as [number | null];
        expect(code).toBe(0);
        expect(existsSync(`/proc/${pid}`)).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('leaves no HAProxy behind when the host is killed with SIGKILL', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-front-end-start-'));
      try {
        const { child, haproxyPid: pid } = await startHost(dataDir);
        expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]).toMatch(/haproxy$/);
        // No exit hook runs for SIGKILL: only the kernel can end HAProxy now.
        child.kill('SIGKILL');
        await once(child, 'exit');
        await waitUntil(() => !existsSync(`/proc/${pid}`) || /^State:\s+Z/m.test(procStatus(pid)));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('without HAProxy, fails with one line that says what to do', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-front-end-start-'));
      try {
        const child = spawn(process.execPath, [MAIN], {
          env: env(dataDir, { ARCBRIDGE_HAPROXY_PATH: '/nonexistent/haproxy' }),
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const [code] = (await once(child, 'exit')) as [number | null];
        expect(code).toBe(1);
        expect(stderr.trimEnd().split('\n')).toEqual([
          "ARCBRIDGE_FRONT_END=haproxy needs HAProxy, and '/nonexistent/haproxy' was not found: install it (apt-get install haproxy), point ARCBRIDGE_HAPROXY_PATH at it, or unset ARCBRIDGE_FRONT_END.",
        ]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  it('says what to do when HAProxy is not installed', async () => {
    await expect(
      startTestControlPlane({
        env: { ARCBRIDGE_FRONT_END: 'haproxy', ARCBRIDGE_HAPROXY_PATH: '/nonexistent/haproxy' },
      }),
    ).rejects.toThrow(/apt-get install haproxy.*ARCBRIDGE_HAPROXY_PATH.*unset ARCBRIDGE_FRONT_END/);
  });
});

/** /proc/PID/status, or '' once the process is gone. */
function procStatus(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}

async function waitUntil(check: () => boolean, timeoutMs = 60_000): Promise<void> {
  for (let i = 0; i < timeoutMs / 20; i++) {
    try {
      if (check()) return;
    } catch {
      // not there yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}
