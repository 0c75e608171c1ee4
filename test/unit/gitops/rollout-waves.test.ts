import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileAssignment, hydrateDesired } from '../../../functions/assignments/hydrate';
import type { FleetView } from '../../../functions/assignments/hydrate';
import type { CatalogVersionDocument } from '../../../functions/catalog/model';
import type { ClusterDocument } from '../../../functions/clusters/model';
import { egressPolicy } from '../../../contract/egress-policy';
import { GitOpsExporter } from '../../../functions/gitops/exporter';
import { tenantRepositoryRoot } from '../../../functions/gitops/git-remote';
import { GitOpsTargetClaims } from '../../../functions/gitops/target-claims';
import type { ExporterDeps } from '../../../functions/gitops/exporter';
import { PendingWaveStore } from '../../../functions/gitops/pending-waves';
import type { PendingWaveDocument } from '../../../functions/gitops/pending-waves';
import type { Collections } from '../../../functions/gitops/gitops-target-service';
import { GitOpsTargetService } from '../../../functions/gitops/gitops-target-service';
import { GitOpsWaves } from '../../../functions/gitops/waves';
import { silentLogger } from '../../../functions/platform/logger';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { factsOf } from '../../../functions/targeting/cluster-facts';
import { ManualClock } from '../../support/manual-clock';
import { ROLLOUT_EXTENSION, RolloutEngine } from '../../support/rollout-engine';
import { requirePrograms } from '../../support/system-programs';

const T = 'acme';

function version(v: string): CatalogVersionDocument {
  return {
    id: `${ROLLOUT_EXTENSION}@${v}`,
    tenantId: T,
    name: ROLLOUT_EXTENSION,
    version: v,
    kind: 'helm',
    source: { url: 'https://charts.example.com', chart: ROLLOUT_EXTENSION },
    defaultValues: { level: 'info' },
    policies: [],
    publishedAt: '2026-01-01T00:00:00.000Z',
    digest: 'sha256:x',
  };
}
const view: FleetView = {
  revision: 0,
  assignments: [
    compileAssignment({
      id: 'logging',
      tenantId: T,
      name: 'logging',
      extension: ROLLOUT_EXTENSION,
      version: '1.0.0',
      namespace: 'logging',
      target: {},
      values: {},
      overlays: [],
      priority: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }),
  ],
  catalog: (_name, v) => (v === '1.0.0' || v === '2.0.0' ? version(v) : undefined),
};

/** The rollout engine as the host wires it, with the Git path on a bare repository over file://. */
requirePrograms('git')('rollouts through Git', () => {
  let dir: string;
  let store: SqliteStore;
  let bare: string;
  let engine: RolloutEngine;
  let waves: GitOpsWaves;
  let exporter: GitOpsExporter;
  const clock = new ManualClock(new Date('2026-11-25T10:00:00Z'));

  /** An exporter as a (re)started process builds it: nothing in memory, everything from the store. */
  const newExporter = (extra: Partial<ExporterDeps> = {}) =>
    new GitOpsExporter({
      docs: store.collection('fleet') as Collections,
      clusters: store.collection<ClusterDocument>('clusters'),
      hydrate: async (_t, c) => hydrateDesired(c, factsOf(c), view),
      credentials: { resolve: async () => ({ username: 'x', password: 'y' }) },
      cacheRoot: join(dir, 'cache'),
      egress: egressPolicy(undefined),
      claims: new GitOpsTargetClaims(store.collection('fleet') as never),
      fileRoot: (tenantId) => tenantRepositoryRoot(dir, tenantId),
      clock,
      log: silentLogger,
      ...extra,
    });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-waves-'));
    store = new SqliteStore(join(dir, 'store.db'));
    bare = join(tenantRepositoryRoot(dir, T), 'fleet.git');
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
    const docs = store.collection('fleet') as Collections;
    await docs.upsert({
      id: 'gitops',
      tenantId: T,
      url: pathToFileURL(bare).href,
      branch: 'main',
      path: '',
      credentialSecret: null,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    } as never);
    exporter = newExporter();
    // A window no test waits for: the test flushes when it wants the commit.
    waves = new GitOpsWaves(exporter, async () => true, silentLogger, clock, 3_600_000);
    engine = new RolloutEngine(store, T, clock, store, { gitPath: waves });
  });
  afterEach(async () => {
    waves.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const log = () =>
    execFileSync('git', ['--git-dir', bare, 'log', '--format=%s', 'main'], { encoding: 'utf8' })
      .trim()
      .split('\n');
  const base = (clusterId: string) =>
    execFileSync('git', ['--git-dir', bare, 'show', `main:clusters/${clusterId}/kustomization.yaml`], {
      encoding: 'utf8',
    });

  it('commits each wave once naming rollout, stage and clusters; waits while the remote fails; a rollback is one commit', async () => {
    const ids = await engine.addClusters(4);
    expect((await exporter.export(T)).status).toBe('exported');
    const rollout = await engine.start({ stages: [{ name: 'all', percent: 100 }] });

    // Two clusters' pins are written; the wave is one commit naming both.
    expect(await engine.deliver(2)).toBe(2);
    await waves.flush(T);
    const [wave] = log();
    expect(wave).toBe(`rollout ${rollout.id}: stage all (2 clusters)`);
    const pinned = [...(await engine.pins()).keys()];
    expect(pinned).toHaveLength(2);
    for (const id of pinned) expect(base(id)).toContain(`bases/${ROLLOUT_EXTENSION}/2.0.0`);

    // The remote goes away: the export fails, and the next sends wait instead of writing pins.
    renameSync(bare, `${bare}.gone`);
    expect((await exporter.export(T)).status).toBe('failed');
    clock.advance(10); // past the cached "not blocked" answer
    expect(await engine.deliver()).toBe(2);
    expect([...(await engine.pins()).keys()]).toEqual(pinned);
    expect(await engine.inState(rollout.id, 'Scheduled')).toHaveLength(2);

    // It comes back: the next export succeeds, and the waiting sends go through.
    renameSync(`${bare}.gone`, bare);
    expect((await exporter.export(T)).status).toBe('unchanged');
    clock.advance(60);
    expect(await engine.deliver()).toBe(2);
    await waves.flush(T);
    expect((await engine.pins()).size).toBe(4);
    expect(log()[0]).toBe(`rollout ${rollout.id}: stage all (2 clusters)`);
    expect(log()).toHaveLength(3);

    // Rollback: one commit, every cluster back on the assignment's version.
    await engine.services.rollouts.rollback(T, rollout.id, 'test');
    expect(log()[0]).toBe(`rollout ${rollout.id}: roll back (4 clusters)`);
    expect(log()).toHaveLength(4);
    for (const id of ids) expect(base(id)).toContain(`bases/${ROLLOUT_EXTENSION}/1.0.0`);
    // Nothing left to commit: the repository equals the store.
    expect((await exporter.export(T)).status).toBe('unchanged');
  });

  it('a crash inside the wave window loses no wave: the restarted control plane commits it once, under its message', async () => {
    await engine.addClusters(3);
    expect((await exporter.export(T)).status).toBe('exported');
    const rollout = await engine.start({ stages: [{ name: 'all', percent: 100 }] });
    // Two pins written and acknowledged; the window (an hour here) is open when the process dies.
    expect(await engine.deliver(2)).toBe(2);
    waves.close();
    expect(log()).toHaveLength(1);

    // The restarted process knows nothing in memory; its first export (the minute timer's) finds the records.
    const restarted = newExporter();
    expect((await restarted.pending.list(T)).changes).toHaveLength(2);
    expect((await restarted.export(T)).status).toBe('exported');
    expect(log()).toHaveLength(2);
    expect(log()[0]).toBe(`rollout ${rollout.id}: stage all (2 clusters)`);
    expect((await restarted.pending.list(T)).records).toEqual([]);
    // Exactly once: nothing left to commit, in this process or another.
    expect((await restarted.export(T)).status).toBe('unchanged');
    expect((await newExporter().export(T)).status).toBe('unchanged');
    expect(log()).toHaveLength(2);
  });

  it('a crash between the push and clearing the records commits nothing twice', async () => {
    await engine.addClusters(2);
    expect((await exporter.export(T)).status).toBe('exported');
    const rollout = await engine.start({ stages: [{ name: 'all', percent: 100 }] });
    expect(await engine.deliver(2)).toBe(2);
    waves.close();

    // The store goes away right after the push (the process dies there): the records stay.
    const fleet = store.collection<PendingWaveDocument>('fleet');
    const dying = new PendingWaveStore({
      ...fleet,
      read: (t, id) => fleet.read(t, id),
      query: (t, o) => fleet.query(t, o),
      upsert: (d, o) => fleet.upsert(d, o),
      delete: async () => {
        throw new Error('process killed');
      },
    } as typeof fleet);
    expect((await newExporter({ pending: dying }).export(T)).status).toBe('exported');
    expect(log()[0]).toBe(`rollout ${rollout.id}: stage all (2 clusters)`);
    expect((await dying.list(T)).records).toHaveLength(2);

    // Restarted: the tree is already on the branch, so the records are cleared and no commit made.
    const restarted = newExporter();
    expect((await restarted.export(T)).status).toBe('unchanged');
    expect((await restarted.pending.list(T)).records).toEqual([]);
    expect(log()).toHaveLength(2);
    expect(log().filter((subject) => subject.startsWith(`rollout ${rollout.id}`))).toHaveLength(1);
  });

  it('a wave whose window closes while the remote fails is committed under its message when the remote is back', async () => {
    await engine.addClusters(2);
    expect((await exporter.export(T)).status).toBe('exported');
    const rollout = await engine.start({ stages: [{ name: 'all', percent: 100 }] });
    expect(await engine.deliver(2)).toBe(2);
    renameSync(bare, `${bare}.gone`);
    await waves.flush(T); // the window closes: the export fails, the records stay
    expect((await exporter.pending.list(T)).changes).toHaveLength(2);
    expect((await exporter.failing(T))?.code).toBe('not-a-repository');

    renameSync(`${bare}.gone`, bare);
    // The minute timer's export, which knows nothing of the window, carries the wave.
    expect((await exporter.export(T)).status).toBe('exported');
    expect(log()).toEqual([
      `rollout ${rollout.id}: stage all (2 clusters)`,
      expect.stringMatching(/^arcbridge: /),
    ]);
    expect((await exporter.pending.list(T)).records).toEqual([]);
    expect(await exporter.failing(T)).toBeUndefined();
  });

  it('disabling the target drops the recorded waves nothing will export any more', async () => {
    await engine.addClusters(2);
    await engine.start({ stages: [{ name: 'all', percent: 100 }] });
    expect(await engine.deliver(2)).toBe(2);
    expect((await exporter.pending.list(T)).records).toHaveLength(2);
    const docs = store.collection('fleet') as Collections;
    await new GitOpsTargetService(
      docs,
      clock,
      (tenantId) => tenantRepositoryRoot(dir, tenantId),
      new GitOpsTargetClaims(docs as never),
      egressPolicy(undefined),
    ).delete(T);
    expect((await exporter.pending.list(T)).records).toEqual([]);
  });
});
