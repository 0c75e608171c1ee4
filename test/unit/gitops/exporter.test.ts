import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { egressPolicy } from '../../../contract/egress-policy';
import { compileAssignment, hydrateDesired } from '../../../functions/assignments/hydrate';
import type { FleetView } from '../../../functions/assignments/hydrate';
import type { AssignmentDocument } from '../../../functions/assignments/model';
import type { CatalogVersionDocument } from '../../../functions/catalog/model';
import type { ClusterDocument } from '../../../functions/clusters/model';
import { CredentialError, parseCredential } from '../../../functions/gitops/credentials';
import type { GitCredentials } from '../../../functions/gitops/credentials';
import { GitOpsExporter } from '../../../functions/gitops/exporter';
import type { ExporterDeps } from '../../../functions/gitops/exporter';
import { DEFAULT_GIT_HTTP_LIMITS, gitHttpClient } from '../../../functions/gitops/git-http-client';
import { FileGitRemote, HttpGitRemote, tenantRepositoryRoot } from '../../../functions/gitops/git-remote';
import type { GitRemote } from '../../../functions/gitops/git-remote';
import type { Collections } from '../../../functions/gitops/gitops-target-service';
import { GITOPS_EXPORT_ID } from '../../../functions/gitops/model';
import type { GitOpsExportDocument, GitOpsTargetDocument } from '../../../functions/gitops/model';
import { GitOpsTargetClaims } from '../../../functions/gitops/target-claims';
import { createLogger } from '../../../functions/platform/logger';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { factsOf } from '../../../functions/targeting/cluster-facts';
import { startGitHttpServer } from '../../support/git-http-backend';
import type { GitHttpServer } from '../../support/git-http-backend';
import { requirePrograms } from '../../support/system-programs';

const T = 'acme';
const CREDENTIAL = { username: 'bot', password: 's3cret-token' };
/** The test's git server listens on loopback: allowed here as an operator would (ARCBRIDGE_EGRESS_ALLOW). */
const LOOPBACK_ALLOWED = egressPolicy('127.0.0.1/32');

const web: CatalogVersionDocument = {
  id: 'web@1.0.0',
  tenantId: T,
  name: 'web',
  version: '1.0.0',
  kind: 'helm',
  source: { url: 'https://charts.example.com', chart: 'web' },
  defaultValues: { replicas: 1 },
  policies: [],
  publishedAt: '2026-01-01T00:00:00.000Z',
  digest: 'sha256:x',
};
const retail: AssignmentDocument = {
  id: 'web-retail',
  tenantId: T,
  name: 'web-retail',
  extension: 'web',
  version: '1.0.0',
  namespace: 'web',
  target: { groups: ['retail'] },
  values: { replicas: 2 },
  overlays: [{ group: 'retail/eu', values: { region: 'eu' } }],
  priority: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const view: FleetView = {
  revision: 1,
  assignments: [compileAssignment(retail)],
  catalog: (name, version) => (name === 'web' && version === '1.0.0' ? web : undefined),
};

function cluster(n: number, group: string): ClusterDocument {
  return {
    id: `c-${String(n).padStart(26, 'a')}`,
    tenantId: T,
    name: `store-${n}`,
    region: null,
    labels: {},
    group,
    clusterUid: `uid-${n}`,
    registeredAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    certificate: { serialNumber: '01', notAfter: '2027-01-01T00:00:00.000Z' },
    desiredGeneration: 1,
    extensions: {},
  };
}

const git = (gitdir: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', gitdir, ...args], { encoding: 'utf8' }).trim();

requirePrograms('git')('GitOps exporter', () => {
  let dir: string;
  let store: SqliteStore;
  let server: GitHttpServer;
  let clock: Date;

  beforeAll(async () => {
    server = await startGitHttpServer({ credential: CREDENTIAL });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-exporter-'));
    store = new SqliteStore(join(dir, 'store.db'));
    clock = new Date('2026-11-25T10:00:00.000Z');
    const clusters = store.collection<ClusterDocument>('clusters');
    await clusters.create(cluster(1, 'retail/eu/store-1'));
    await clusters.create(cluster(2, 'retail/us/store-2'));
    await clusters.create(cluster(3, 'lab'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const docs = () => store.collection('fleet') as Collections;
  const credentials: GitCredentials = {
    resolve: async (_tenant, name) => {
      if (name === 'good') return CREDENTIAL;
      if (name === 'wrong') return { username: 'bot', password: 'nope' };
      throw new CredentialError(`no credential ${name}`);
    },
  };
  function exporter(remoteFor?: ExporterDeps['remoteFor']) {
    return new GitOpsExporter({
      docs: docs(),
      clusters: store.collection<ClusterDocument>('clusters'),
      hydrate: async (_tenant, c) => hydrateDesired(c, factsOf(c), view),
      credentials,
      cacheRoot: join(dir, 'cache'),
      egress: LOOPBACK_ALLOWED,
      claims: new GitOpsTargetClaims(docs() as never),
      fileRoot: (tenantId) => tenantRepositoryRoot(dir, tenantId),
      clock: { now: () => clock },
      log: createLogger('silent'),
      ...(remoteFor ? { remoteFor } : {}),
    });
  }
  async function setTarget(url: string, fields: Partial<GitOpsTargetDocument> = {}) {
    await docs().upsert({
      id: 'gitops',
      tenantId: T,
      url,
      branch: 'main',
      path: 'fleet',
      credentialSecret: null,
      createdAt: clock.toISOString(),
      updatedAt: clock.toISOString(),
      ...fields,
    } as GitOpsTargetDocument);
  }
  const lastExport = async () =>
    (await docs().read(T, GITOPS_EXPORT_ID))?.doc as GitOpsExportDocument | undefined;

  it('exports to a bare repository over file://, idempotently, and keeps what lies outside its folder', async () => {
    const bare = join(tenantRepositoryRoot(dir, T), 'fleet.git');
    execFileSync('git', ['init', '--quiet', '--bare', bare]);
    await setTarget(pathToFileURL(bare).href);

    const first = await exporter().export(T);
    expect(first).toMatchObject({ status: 'exported', clusters: 3 });
    expect(git(bare, 'fsck', '--strict')).toBe('');
    const files = git(bare, 'ls-tree', '-r', '--name-only', 'main').split('\n');
    expect(files).toEqual(
      expect.arrayContaining([
        'fleet/README.md',
        'fleet/bases/web/1.0.0/release.yaml',
        'fleet/assignments/web-retail/patch.yaml',
        'fleet/groups/retail/eu/_overlays/web-retail.0/patch.yaml',
        `fleet/clusters/${cluster(3, '').id}/kustomization.yaml`,
      ]),
    );
    expect(git(bare, 'log', '-1', '--format=%an <%ae>', 'main')).toBe('ArcBridge <arcbridge@localhost>');

    // Same state: no new commit.
    const again = await exporter().export(T);
    expect(again).toEqual({ status: 'unchanged', commit: (first as { commit: string }).commit, clusters: 3 });
    expect(git(bare, 'rev-list', '--count', 'main')).toBe('1');

    // Someone adds a file next to the export; a change to one cluster keeps it and names the cluster.
    const work = join(dir, 'work');
    execFileSync('git', ['clone', '--quiet', '--branch', 'main', bare, work]);
    writeFileSync(join(work, 'flux-bootstrap.yaml'), 'kind: GitRepository\n');
    execFileSync('git', ['-C', work, 'add', '.']);
    execFileSync('git', [
      '-C',
      work,
      '-c',
      'user.name=op',
      '-c',
      'user.email=op@x',
      'commit',
      '--quiet',
      '-m',
      'bootstrap',
    ]);
    execFileSync('git', ['-C', work, 'push', '--quiet', 'origin', 'main']);
    const clusters = store.collection<ClusterDocument>('clusters');
    const moved = (await clusters.read(T, cluster(3, '').id))!;
    await clusters.replace({ ...moved.doc, group: 'retail/eu/store-3' });
    clock = new Date('2026-11-25T10:05:00.000Z');
    const third = await exporter().export(T);
    expect(third.status).toBe('exported');
    expect(git(bare, 'rev-list', '--count', 'main')).toBe('3');
    expect(git(bare, 'show', 'main:flux-bootstrap.yaml')).toBe('kind: GitRepository');
    expect(git(bare, 'log', '-1', '--format=%B', 'main')).toContain(`clusters/${cluster(3, '').id}`);
    // A cluster folder's log is its history.
    expect(
      git(bare, 'log', '--format=%H', 'main', '--', `fleet/clusters/${cluster(3, '').id}`).split('\n'),
    ).toHaveLength(2);
    expect(await lastExport()).toMatchObject({
      commit: (third as { commit: string }).commit,
      error: null,
      clusters: 3,
    });
  });

  it('pushes over smart HTTP (git http-backend) with the named credential, and reports a wrong one', async () => {
    server.create('http-ok');
    await setTarget(server.url('http-ok'), { credentialSecret: 'wrong' });
    const refused = await exporter().export(T);
    expect(refused).toMatchObject({ status: 'failed', code: 'unauthorized' });
    expect((refused as { message: string }).message).not.toContain('nope');
    expect(await lastExport()).toMatchObject({ commit: null, error: { code: 'unauthorized' } });

    await setTarget(server.url('http-ok'), { credentialSecret: 'good' });
    const pushed = await exporter().export(T);
    expect(pushed).toMatchObject({ status: 'exported', clusters: 3 });
    expect(git(server.path('http-ok'), 'rev-parse', 'main')).toBe((pushed as { commit: string }).commit);
    expect(await lastExport()).toMatchObject({ error: null });

    // The cache is fetched again on the next export; nothing changed, so nothing is pushed.
    const again = await exporter().export(T);
    expect(again).toMatchObject({ status: 'unchanged' });
    expect(git(server.path('http-ok'), 'rev-list', '--count', 'main')).toBe('1');
  });

  it('retries a network error on the next export and loses nothing', async () => {
    server.create('flaky');
    await setTarget(server.url('flaky'), { credentialSecret: 'good' });
    server.dropNext(1);
    const failed = await exporter().export(T);
    expect(failed).toMatchObject({ status: 'failed', code: 'unreachable' });
    const since = (await lastExport())!.error!.since;
    clock = new Date('2026-11-25T10:01:00.000Z');
    server.dropNext(1);
    await exporter().export(T);
    // Still failing: `since` names when it started.
    expect((await lastExport())!.error).toMatchObject({ code: 'unreachable', since });
    const ok = await exporter().export(T);
    expect(ok.status).toBe('exported');
    expect(git(server.path('flaky'), 'rev-list', '--count', 'main')).toBe('1');
  });

  it('shows a protected branch as the error, and exports once the branch accepts pushes', async () => {
    server.create('protected');
    server.protect('protected', 'GH006: Protected branch update failed for refs/heads/main.');
    await setTarget(server.url('protected'), { credentialSecret: 'good' });
    const refused = await exporter().export(T);
    expect(refused).toMatchObject({ status: 'failed', code: 'refused' });
    expect((refused as { message: string }).message).toMatch(/hook declined|protected/);
    server.unprotect('protected');
    expect((await exporter().export(T)).status).toBe('exported');
  });

  it('rebuilds on top of a concurrent push instead of force-pushing', async () => {
    server.create('busy');
    await setTarget(server.url('busy'), { credentialSecret: 'good' });
    await exporter().export(T);
    const before = git(server.path('busy'), 'rev-parse', 'main');
    // Someone else pushes between our fetch and our push.
    let interfered = false;
    const interfering: ExporterDeps['remoteFor'] = (target, credential, cacheDir) => {
      const http = gitHttpClient(LOOPBACK_ALLOWED, DEFAULT_GIT_HTTP_LIMITS);
      const inner = new HttpGitRemote(target.url, target.branch, cacheDir, credential, http);
      return {
        gitdir: inner.gitdir,
        sync: () => inner.sync(),
        async publish(commit, expected) {
          if (!interfered) {
            interfered = true;
            const work = join(dir, 'other');
            execFileSync('git', ['clone', '--quiet', '--branch', 'main', server.path('busy'), work]);
            mkdirSync(join(work, 'infra'));
            writeFileSync(join(work, 'infra', 'note.txt'), 'theirs\n');
            execFileSync('git', ['-C', work, 'add', '.']);
            execFileSync('git', [
              '-C',
              work,
              '-c',
              'user.name=o',
              '-c',
              'user.email=o@x',
              'commit',
              '--quiet',
              '-m',
              'theirs',
            ]);
            execFileSync('git', ['-C', work, 'push', '--quiet', 'origin', 'main']);
          }
          return inner.publish(commit, expected);
        },
      };
    };
    const clusters = store.collection<ClusterDocument>('clusters');
    await clusters.create(cluster(4, 'retail/eu/store-4'));
    const result = await exporter(interfering).export(T);
    expect(result.status).toBe('exported');
    const bare = server.path('busy');
    // Their commit is an ancestor of ours (fast-forward only), and both changes are there.
    expect(git(bare, 'log', '--format=%s', 'main').split('\n')).toEqual([
      expect.stringMatching(/^arcbridge: desired state of tenant acme \(4 clusters\)$/),
      'theirs',
      expect.stringMatching(/^arcbridge:/),
    ]);
    expect(git(bare, 'merge-base', '--is-ancestor', before, 'main')).toBe('');
    expect(git(bare, 'show', 'main:infra/note.txt')).toBe('theirs');
  });

  it('survives a crash between commit and push, and between push and record, without duplicating a commit', async () => {
    const bare = join(tenantRepositoryRoot(dir, T), 'crash.git');
    execFileSync('git', ['init', '--quiet', '--bare', bare]);
    await setTarget(pathToFileURL(bare).href);
    let mode: 'before-push' | 'after-push' | 'none' = 'before-push';
    const crashing: ExporterDeps['remoteFor'] = (target) => {
      const inner = new FileGitRemote(target.url, target.branch, tenantRepositoryRoot(dir, T));
      return {
        gitdir: inner.gitdir,
        sync: () => inner.sync(),
        async publish(commit, expected): Promise<'published' | 'moved'> {
          if (mode === 'before-push') throw new Error('process killed');
          const result = await inner.publish(commit, expected);
          if (mode === 'after-push') throw new Error('process killed');
          return result;
        },
      } satisfies GitRemote;
    };
    expect((await exporter(crashing).export(T)).status).toBe('failed');
    expect(() => git(bare, 'rev-parse', '--verify', '--quiet', 'main')).toThrow();
    mode = 'after-push';
    expect((await exporter(crashing).export(T)).status).toBe('failed');
    expect(git(bare, 'rev-list', '--count', 'main')).toBe('1');
    mode = 'none';
    const healed = await exporter(crashing).export(T);
    expect(healed).toMatchObject({ status: 'unchanged', commit: git(bare, 'rev-parse', 'main') });
    expect(git(bare, 'rev-list', '--count', 'main')).toBe('1');
  });

  it('names the rollout, stage and clusters of a wave in its commit', async () => {
    const bare = join(tenantRepositoryRoot(dir, T), 'wave.git');
    execFileSync('git', ['init', '--quiet', '--bare', bare]);
    await setTarget(pathToFileURL(bare).href, { path: '' });
    await exporter().export(T, [
      { rolloutId: 'r-1', stage: 'canary', action: 'wave', clusters: [cluster(1, '').id] },
    ]);
    expect(git(bare, 'log', '-1', '--format=%B', 'main')).toMatch(
      new RegExp(
        `^rollout r-1: stage canary \\(1 clusters\\)\\n\\nrollout r-1: stage canary \\(1 clusters\\):\\n  ${cluster(1, '').id}`,
      ),
    );
    expect(git(bare, 'ls-tree', '--name-only', 'main').split('\n')).toEqual([
      'README.md',
      'assignments',
      'bases',
      'clusters',
      'groups',
    ]);
  });

  it('reads a token or user:password', () => {
    expect(parseCredential('ghp_abc\n')).toEqual({ username: 'x-access-token', password: 'ghp_abc' });
    expect(parseCredential('bot:pa:ss')).toEqual({ username: 'bot', password: 'pa:ss' });
  });
});
