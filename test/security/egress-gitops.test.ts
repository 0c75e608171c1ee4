import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
import { requirePrograms } from '../support/system-programs';

/**
 * GitOps exports under the egress policy, against real listeners on loopback: a refused remote is
 * never connected to, a remote's answer never reaches the tenant's error, and one tenant's slow
 * remote never delays another tenant's export.
 */

const NONE = egressPolicy(undefined);
const SECRET = 'INTERNAL-ONLY-7f3a9c';

requirePrograms('git')('egress: GitOps exports', () => {
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

  it("never writes outside the tenant's folder, through a symbolic link or a target stored as it is", async () => {
    const victim = join(tenantRepositoryRoot(dir, 'victim'), 'fleet.git');
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', victim]);
    const own = tenantRepositoryRoot(dir, 'acme');
    mkdirSync(own, { recursive: true });
    symlinkSync(victim, join(own, 'link.git'));
    for (const url of [
      pathToFileURL(join(own, 'link.git')).href,
      pathToFileURL(victim).href,
      `file://${own}/../victim/fleet.git`,
    ]) {
      await setTarget('acme', url);
      expect(await exporter(NONE).export('acme')).toMatchObject({ status: 'failed', code: 'refused' });
      expect((await lastError('acme'))!.message).toContain(own);
    }
    expect(() =>
      execFileSync('git', ['--git-dir', victim, 'rev-parse', '--verify', '--quiet', 'main']),
    ).toThrow();
  });

  it('of two targets stored before claims existed on one folder, only the first to export writes', async () => {
    const repo = await startCountingListener('127.0.0.1', (_req, res) => {
      res.writeHead(404);
      res.end();
    });
    try {
      const url = repo.url('127.0.0.1', '/shared.git');
      await setTarget('first', url);
      await setTarget('second', url.replace('/shared.git', '/Shared/'));
      const exports = exporter(egressPolicy('127.0.0.1/32'));
      expect(await exports.export('first')).toMatchObject({ status: 'failed', code: 'unreachable' });
      const before = repo.connections;
      expect(await exports.export('second')).toMatchObject({ status: 'failed', code: 'conflict' });
      expect((await lastError('second'))!.message).toContain("under '/'");
      // Refused before any connection to the remote.
      expect(repo.connections).toBe(before);
    } finally {
      await repo.close();
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
