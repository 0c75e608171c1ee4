import { execFileSync } from 'node:child_process';
import dns from 'node:dns';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { egressFetch, egressRequest } from '../../contract/egress-http';
import { egressPolicy } from '../../contract/egress-policy';
import type { EgressPolicy } from '../../contract/egress-policy';
import type { ClusterDocument } from '../../functions/clusters/model';
import { exportTenants, GitOpsExporter } from '../../functions/gitops/exporter';
import type { ExporterDeps } from '../../functions/gitops/exporter';
import { tenantRepositoryRoot } from '../../functions/gitops/git-remote';
import type { Collections } from '../../functions/gitops/gitops-target-service';
import { GITOPS_EXPORT_ID, GITOPS_TARGET_ID } from '../../functions/gitops/model';
import type { GitOpsExportDocument, GitOpsTargetDocument } from '../../functions/gitops/model';
import { GitOpsTargetClaims } from '../../functions/gitops/target-claims';
import { createLogger } from '../../functions/platform/logger';
import { SqliteStore } from '../../functions/platform/store/sqlite-store';
import { startTestControlPlane } from '../support/control-plane';
import { startCountingListener } from '../support/counting-listener';
import type { CountingListener } from '../support/counting-listener';

/**
 * Calls made for a tenant never reach an address the egress policy refuses: real listeners on
 * loopback count every TCP connection, and a refused call must leave the count at zero, whatever
 * notation, name or redirect led to it.
 */

const NONE = egressPolicy(undefined);
const SECRET = 'INTERNAL-ONLY-7f3a9c';
const SMALL = { maxBytes: 64 * 1024, timeoutMs: 10_000 };

/** Loopback in every notation a URL host can carry, plus names that resolve to it. */
const LOOPBACK_HOSTS_V4 = [
  '127.0.0.1',
  '127.1',
  '127.0.1',
  '0x7f.1',
  '0x7f.0.0.1',
  '0x7f000001',
  '2130706433',
  '0177.0.0.1',
  '0177.1',
  '017700000001',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::127.0.0.1]',
  'localhost',
  'LOCALHOST',
];
const LOOPBACK_HOSTS_V6 = ['[::1]', '[0:0:0:0:0:0:0:1]', '[0000::0001]'];

describe('egress: refused addresses are never connected to', () => {
  let v4: CountingListener;
  let v6: CountingListener;

  beforeAll(async () => {
    v4 = await startCountingListener('127.0.0.1');
    v6 = await startCountingListener('::1');
  });
  afterAll(async () => {
    await v4.close();
    await v6.close();
  });

  it('refuses loopback in every notation and by name, with no connection made', async () => {
    const targets = [...LOOPBACK_HOSTS_V4.map((h) => v4.url(h)), ...LOOPBACK_HOSTS_V6.map((h) => v6.url(h))];
    for (const url of targets) {
      await expect(egressRequest(NONE, url, SMALL)).rejects.toMatchObject({ code: 'refused' });
      await expect(egressFetch(NONE, url, SMALL)).rejects.toMatchObject({ code: 'refused' });
    }
    expect({ v4: v4.connections, v6: v6.connections }).toEqual({ v4: 0, v6: 0 });

    // The same listeners are reached once an operator allows them: the count above could have moved.
    const allowed = egressPolicy('127.0.0.1/32,::1/128');
    for (const url of [v4.url('0x7f.1'), v4.url('localhost'), v6.url('[::1]')]) {
      const res = await egressRequest(allowed, url, SMALL);
      expect(res.status).toBe(200);
      res.discard();
    }
    expect(v4.connections + v6.connections).toBe(3);
  });

  it('connects to the very addresses it checked: one resolution per call, no second answer to rebind', async () => {
    // A name the tenant controls, answered as a rebinding DNS server would: a public address to
    // the first question, loopback to any later one. Real DNS cannot resolve it, so where the
    // socket goes is decided by these answers alone.
    let answers: string[] = [];
    const sequence = ['93.184.215.14', '127.0.0.1'];
    const real = dns.lookup;
    const spy = jest.spyOn(dns, 'lookup').mockImplementation(((
      host: string,
      options: unknown,
      callback: unknown,
    ) => {
      if (host !== 'rebind.test') return (real as (...a: unknown[]) => void)(host, options, callback);
      const address = sequence[Math.min(answers.length, sequence.length - 1)]!;
      answers.push(address);
      (callback as (e: null, a: dns.LookupAddress[]) => void)(null, [{ address, family: 4 }]);
    }) as typeof dns.lookup);
    try {
      const before = v4.connections;
      // Checked and dialled with the first (public) answer; it leads nowhere offline, and the
      // loopback answer is never asked for.
      await expect(
        egressRequest(NONE, v4.url('rebind.test'), { maxBytes: 1024, timeoutMs: 1000 }),
      ).rejects.toThrow();
      expect(answers).toEqual(['93.184.215.14']);
      expect(v4.connections).toBe(before);
      // The loopback answer, once it comes first, is refused without a connection...
      sequence.shift();
      answers = [];
      await expect(egressRequest(NONE, v4.url('rebind.test'), SMALL)).rejects.toMatchObject({
        code: 'refused',
      });
      expect(v4.connections).toBe(before);
      // ...and, allowed by the operator, is exactly where the socket goes.
      answers = [];
      const res = await egressRequest(egressPolicy('127.0.0.1/32'), v4.url('rebind.test'), SMALL);
      expect(res.status).toBe(200);
      res.discard();
      expect(answers).toEqual(['127.0.0.1']);
      expect(v4.connections).toBe(before + 1);
    } finally {
      spy.mockRestore();
    }
  });

  it('re-checks every redirect: an allowed host cannot send the call to a forbidden one', async () => {
    const forbidden = await startCountingListener('127.0.0.2');
    const hops = [
      `http://127.0.0.2:${forbidden.port}/`,
      `http://2130706434:${forbidden.port}/`,
      `http://0x7f.0.0.2:${forbidden.port}/`,
      `http://127.2:${forbidden.port}/`,
      `http://[::ffff:127.0.0.2]:${forbidden.port}/`,
      `http://[::1]:${forbidden.port}/`,
      `http://169.254.169.254/latest/meta-data/`,
    ];
    let next = 0;
    const redirector = await startCountingListener('127.0.0.1', (_req, res) => {
      res.writeHead(next % 2 === 0 ? 302 : 307, { location: hops[next++ % hops.length] });
      res.end();
    });
    try {
      const allowed = egressPolicy('127.0.0.1/32');
      for (let i = 0; i < hops.length; i++) {
        await expect(egressFetch(allowed, redirector.url('127.0.0.1'), SMALL)).rejects.toMatchObject({
          code: 'refused',
        });
      }
      expect(redirector.connections).toBe(hops.length);
      expect(forbidden.connections).toBe(0);
      // egressRequest itself follows nothing: the 3xx is the answer.
      const res = await egressRequest(allowed, redirector.url('127.0.0.1'), SMALL);
      expect([302, 307]).toContain(res.status);
      res.discard();
      expect(forbidden.connections).toBe(0);
    } finally {
      await redirector.close();
      await forbidden.close();
    }
  });

  it('caps the body, declared or streamed, and bounds the time of a silent or trickling answer', async () => {
    const big = Buffer.alloc(256 * 1024, 'x');
    let silent = 0;
    const listener = await startCountingListener('127.0.0.1', (req, res) => {
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': String(big.length) });
        res.end(big);
      } else if (req.url === '/streamed') {
        res.writeHead(200);
        res.end(big);
      } else if (req.url === '/trickle') {
        res.writeHead(200);
        res.write('a');
      } else {
        silent++; // never answers
      }
    });
    try {
      const allowed = egressPolicy('127.0.0.1/32');
      await expect(
        egressRequest(allowed, listener.url('127.0.0.1', '/declared'), SMALL),
      ).rejects.toMatchObject({
        code: 'too-large',
      });
      const streamed = await egressRequest(allowed, listener.url('127.0.0.1', '/streamed'), SMALL);
      await expect(
        (async () => {
          for await (const _ of streamed.body) void _;
        })(),
      ).rejects.toMatchObject({ code: 'too-large' });
      const quick = { maxBytes: 1024, timeoutMs: 300 };
      await expect(egressRequest(allowed, listener.url('127.0.0.1', '/silent'), quick)).rejects.toMatchObject(
        {
          code: 'timeout',
        },
      );
      expect(silent).toBe(1);
      const trickle = await egressRequest(allowed, listener.url('127.0.0.1', '/trickle'), quick);
      await expect(
        (async () => {
          for await (const _ of trickle.body) void _;
        })(),
      ).rejects.toMatchObject({ code: 'timeout' });
    } finally {
      await listener.close();
    }
  });
});

describe('egress: GitOps exports', () => {
  let dir: string;
  let store: SqliteStore;
  const docs = () => store.collection('fleet') as Collections;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-egress-'));
    store = new SqliteStore(join(dir, 'store.db'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function exporter(egress: EgressPolicy, extra: Partial<ExporterDeps> = {}) {
    return new GitOpsExporter({
      docs: docs(),
      clusters: store.collection<ClusterDocument>('clusters'),
      hydrate: async () => ({ extensions: [] }) as never,
      credentials: { resolve: async () => ({ username: 'x', password: 'y' }) },
      cacheRoot: join(dir, 'cache'),
      egress,
      claims: new GitOpsTargetClaims(docs() as never),
      fileRoot: (tenantId) => tenantRepositoryRoot(dir, tenantId),
      clock: { now: () => new Date('2026-12-01T00:00:00Z') },
      log: createLogger('silent'),
      ...extra,
    });
  }
  async function setTarget(tenantId: string, url: string) {
    await docs().upsert({
      id: GITOPS_TARGET_ID,
      tenantId,
      url,
      branch: 'main',
      path: '',
      credentialSecret: null,
      createdAt: '2026-12-01T00:00:00Z',
      updatedAt: '2026-12-01T00:00:00Z',
    } as GitOpsTargetDocument);
  }
  const lastError = async (tenantId: string) =>
    ((await docs().read(tenantId, GITOPS_EXPORT_ID))?.doc as GitOpsExportDocument | undefined)?.error;

  it('a remote that resolves to loopback is refused without a connection, and says how to allow it', async () => {
    const listener = await startCountingListener('127.0.0.1');
    try {
      for (const host of ['localhost', '127.1', '0x7f.1', '[::ffff:127.0.0.1]', '2130706433']) {
        await setTarget('acme', listener.url(host, '/fleet.git'));
        expect(await exporter(NONE).export('acme')).toMatchObject({
          status: 'failed',
          code: 'egress-refused',
        });
        expect((await lastError('acme'))!.message).toContain('ARCBRIDGE_EGRESS_ALLOW');
      }
      expect(listener.connections).toBe(0);
    } finally {
      await listener.close();
    }
  });

  it("never shows a remote's body, reason phrase or redirect target in the tenant's error", async () => {
    const forbidden = await startCountingListener('127.0.0.2');
    const listener = await startCountingListener('127.0.0.1', (req, res) => {
      if (req.url!.startsWith('/html.git/')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<html>${SECRET} admin console</html>`);
      } else if (req.url!.startsWith('/error.git/')) {
        res.writeHead(500, `${SECRET} reason`, { 'content-type': 'text/plain' });
        res.end(`${SECRET} stack trace`);
      } else if (req.url!.startsWith('/huge.git/')) {
        res.writeHead(200, { 'content-type': 'application/x-git-upload-pack-advertisement' });
        res.end(Buffer.alloc(512 * 1024, SECRET));
      } else {
        res.writeHead(301, { location: `http://127.0.0.2:${forbidden.port}/${SECRET}` });
        res.end(SECRET);
      }
    });
    try {
      const allowed = egressPolicy('127.0.0.1/32');
      const limits = { httpLimits: { maxBytes: 64 * 1024, timeoutMs: 10_000 } };
      const expected: Record<string, string> = {
        'html.git': 'not-a-repository',
        'error.git': 'unreachable',
        'huge.git': 'unreachable',
        'moved.git': 'unreachable',
      };
      for (const [repo, code] of Object.entries(expected)) {
        await setTarget('acme', listener.url('127.0.0.1', `/${repo}`));
        const outcome = await exporter(allowed, limits).export('acme');
        expect({ repo, outcome }).toMatchObject({ repo, outcome: { status: 'failed', code } });
        const error = await lastError('acme');
        expect(error!.code).toBe(code);
        expect(error!.message).not.toContain(SECRET);
        expect(error!.message).not.toContain('127.0.0.2');
      }
      expect((await lastError('acme'))!.message).toMatch(/redirect/);
      expect(forbidden.connections).toBe(0);
    } finally {
      await listener.close();
      await forbidden.close();
    }
  });

  it("a slow remote delays only its own tenant's export, which ends at its own deadline", async () => {
    // Tenant A's remote accepts connections and never answers.
    const hanging = await startCountingListener('127.0.0.1', () => undefined);
    const bare = join(tenantRepositoryRoot(dir, 'tenant-b'), 'fleet.git');
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
    await setTarget('tenant-a', hanging.url('127.0.0.1', '/fleet.git'));
    await setTarget('tenant-b', pathToFileURL(bare).href);
    let bExported: () => void = () => undefined;
    const bDone = new Promise<void>((resolve) => (bExported = resolve));
    const exports = exporter(egressPolicy('127.0.0.1/32'), {
      // Far longer than the test: A finishes when its connection is cut, not by a timer.
      exportTimeoutMs: 600_000,
      httpLimits: { maxBytes: 1024 * 1024, timeoutMs: 600_000 },
    });
    let aSettled = false;
    try {
      const pass = exportTenants(['tenant-a', 'tenant-b'], async (tenantId) => {
        const outcome = await exports.export(tenantId);
        if (tenantId === 'tenant-b') bExported();
        else aSettled = true;
        return outcome;
      });
      await bDone;
      // B is on its branch while A still waits for its remote.
      expect(
        execFileSync('git', ['--git-dir', bare, 'rev-list', '--count', 'main'], { encoding: 'utf8' }).trim(),
      ).toBe('1');
      expect(await lastError('tenant-b')).toBeNull();
      expect(aSettled).toBe(false);
      expect(hanging.connections).toBe(1);
      await hanging.close();
      await pass;
      expect(aSettled).toBe(true);
      expect(await lastError('tenant-a')).toMatchObject({ code: 'unreachable' });

      // Its own deadline ends an export whose remote never answers.
      const silent = await startCountingListener('127.0.0.1', () => undefined);
      await setTarget('tenant-a', silent.url('127.0.0.1', '/fleet.git'));
      const late = await exporter(egressPolicy('127.0.0.1/32'), { exportTimeoutMs: 200 }).export('tenant-a');
      expect(late).toMatchObject({ status: 'failed', code: 'timeout' });
      await silent.close();
    } finally {
      await hanging.close().catch(() => undefined);
    }
  });
});

describe('egress: the GitOps target API', () => {
  it('refuses a repository written as a forbidden address in any notation; a name is refused at export', async () => {
    const listener = await startCountingListener('127.0.0.1');
    const tp = await startTestControlPlane();
    try {
      const admin = await tp.token('acme', 'admin');
      const put = (url: string) =>
        tp.client.send({ method: 'PUT', path: '/api/v1/tenants/acme/gitops', token: admin, body: { url } });
      for (const host of [
        '0x7f.1',
        '2130706433',
        '127.1',
        '[::ffff:127.0.0.1]',
        '[::1]',
        '169.254.169.254',
        '0xa9fea9fe',
        '[fd00:ec2::254]',
        '10.0.0.1',
        '[fe80::1]',
        '0.0.0.0',
        '[64:ff9b::7f00:1]',
        '[2002:7f00:1::]',
      ]) {
        const response = await put(`https://${host}:${listener.port}/fleet.git`);
        expect({ host, status: response.status }).toEqual({ host, status: 422 });
      }
      expect((await put(`https://localhost:${listener.port}/fleet.git`)).status).toBe(201);
      expect(await tp.plane.runtime.gitops.exporter.export('acme')).toMatchObject({ code: 'egress-refused' });
      const shown = await tp.client.send({
        method: 'GET',
        path: '/api/v1/tenants/acme/gitops',
        token: admin,
      });
      expect(shown.json<{ lastExport: { error: { code: string } } }>().lastExport.error.code).toBe(
        'egress-refused',
      );
      expect(listener.connections).toBe(0);
    } finally {
      await tp.stop();
      await listener.close();
    }
  });
});
