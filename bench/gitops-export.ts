/**
 * The GitOps export at fleet scale (docs/gitops.md): 10,000 clusters in 50 groups, 3 extensions
 * assigned fleet-wide with an overlay per group, exported to a bare repository over file://; then
 * one rollout wave (pins on 1% of the clusters) committed on top.
 *
 *   npm run bench (after the fleet profiles; --skip-gitops leaves it out), or alone:
 *   node dist/bench/gitops-export.js [--clusters 10000] [--groups 50] [--extensions 3]
 *     [--output-dir bench/results]
 *
 * Measured: the first full export (hydrating every cluster, building and writing every Git object,
 * publishing), the wave's commit, the repository's size on disk and its object count. The control
 * plane's own code does the work (GitOpsExporter on a SQLite store, hydrateDesired), in this
 * process; nothing is mocked but the fleet, which is written to the store directly.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { compileAssignment, hydrateDesired } from '../functions/assignments/hydrate';
import type { FleetView } from '../functions/assignments/hydrate';
import type { AssignmentDocument } from '../functions/assignments/model';
import type { CatalogVersionDocument } from '../functions/catalog/model';
import type { ClusterDocument } from '../functions/clusters/model';
import { egressPolicy } from '../contract/egress-policy';
import { GitOpsExporter } from '../functions/gitops/exporter';
import { tenantRepositoryRoot } from '../functions/gitops/git-remote';
import { GitOpsTargetClaims } from '../functions/gitops/target-claims';
import type { Collections } from '../functions/gitops/gitops-target-service';
import { silentLogger } from '../functions/platform/logger';
import { SqliteStore } from '../functions/platform/store/sqlite-store';
import { factsOf } from '../functions/targeting/cluster-facts';

const TENANT = 'bench';
const NOW = '2026-11-25T00:00:00.000Z';

function catalog(extensions: number): CatalogVersionDocument[] {
  return Array.from({ length: extensions }, (_, i) =>
    ['1.0.0', '1.1.0'].map((version) => ({
      id: `ext-${i}@${version}`,
      tenantId: TENANT,
      name: `ext-${i}`,
      version,
      kind: 'helm' as const,
      source: { url: 'https://charts.example.com', chart: `ext-${i}` },
      defaultValues: { replicas: 1, image: { tag: version }, resources: { limits: { cpu: '100m' } } },
      policies: [],
      publishedAt: NOW,
      digest: 'sha256:x',
    })),
  ).flat();
}

function assignments(extensions: number, groups: number): AssignmentDocument[] {
  return Array.from({ length: extensions }, (_, i) => ({
    id: `ext-${i}-fleet`,
    tenantId: TENANT,
    name: `ext-${i}-fleet`,
    extension: `ext-${i}`,
    version: '1.0.0',
    namespace: `ext-${i}`,
    target: {},
    values: { replicas: 2 },
    overlays: Array.from({ length: groups }, (_, g) => ({
      group: `region-${g}`,
      values: { region: `region-${g}`, replicas: 2 + (g % 3) },
    })),
    priority: 0,
    createdAt: NOW,
    updatedAt: NOW,
  }));
}

function cluster(n: number, groups: number): ClusterDocument {
  return {
    id: `c-${n.toString(36).padStart(26, '0')}`,
    tenantId: TENANT,
    name: `store-${n}`,
    region: null,
    labels: { store: String(n) },
    group: `region-${n % groups}/store-${n}`,
    clusterUid: `uid-${n}`,
    registeredAt: NOW,
    updatedAt: NOW,
    certificate: { serialNumber: '01', notAfter: '2027-01-01T00:00:00.000Z' },
    desiredGeneration: 1,
    extensions: {},
  };
}

function du(path: string): number {
  return Number(execFileSync('du', ['-sk', path], { encoding: 'utf8' }).split('\t')[0]) * 1024;
}

export interface GitOpsBenchOptions {
  clusters: number;
  groups: number;
  extensions: number;
  outputDir: string;
}

/** Runs the scenario; writes `<date>-gitops-export.json` to outputDir and returns the file and results. */
export async function runGitOpsExportBench(
  options: GitOpsBenchOptions,
): Promise<{ file: string; results: Record<string, unknown> }> {
  const { clusters, groups, extensions } = options;
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-bench-gitops-'));
  try {
    const store = new SqliteStore(join(dir, 'store.db'));
    const clusterDocs = store.collection<ClusterDocument>('clusters');
    for (let n = 0; n < clusters; n++) await clusterDocs.create(cluster(n, groups));
    const versions = new Map(catalog(extensions).map((v) => [`${v.name}@${v.version}`, v]));
    const view: FleetView = {
      revision: 1,
      assignments: assignments(extensions, groups).map(compileAssignment),
      catalog: (name, version) => versions.get(`${name}@${version}`),
    };
    const bare = join(tenantRepositoryRoot(dir, TENANT), 'fleet.git');
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
    const docs = store.collection('fleet') as Collections;
    await docs.upsert({
      id: 'gitops',
      tenantId: TENANT,
      url: pathToFileURL(bare).href,
      branch: 'main',
      path: 'fleet',
      credentialSecret: null,
      createdAt: NOW,
      updatedAt: NOW,
    } as never);
    const exporter = new GitOpsExporter({
      docs,
      clusters: clusterDocs,
      hydrate: async (_t, c) => hydrateDesired(c, factsOf(c), view),
      credentials: { resolve: async () => ({ username: 'x', password: 'y' }) },
      cacheRoot: join(dir, 'cache'),
      egress: egressPolicy(undefined),
      claims: new GitOpsTargetClaims(docs as never),
      fileRoot: (tenantId) => tenantRepositoryRoot(dir, tenantId),
      clock: { now: () => new Date() },
      log: silentLogger,
    });

    const t0 = performance.now();
    const first = await exporter.export(TENANT);
    const firstSeconds = (performance.now() - t0) / 1000;
    if (first.status !== 'exported') throw new Error(`first export: ${JSON.stringify(first)}`);
    const sizeAfterFirst = du(bare);

    // One wave: 1% of the clusters pinned to 1.1.0 of ext-0.
    const wave = Math.max(1, Math.round(clusters / 100));
    const pinned: string[] = [];
    for (let n = 0; n < wave; n++) {
      const id = cluster(n, groups).id;
      const current = (await clusterDocs.read(TENANT, id))!;
      await clusterDocs.replace({
        ...current.doc,
        pins: { 'ext-0': { version: '1.1.0', rolloutId: 'r-bench', generation: 2 } },
      });
      pinned.push(id);
    }
    const t1 = performance.now();
    const second = await exporter.export(TENANT, [
      { rolloutId: 'r-bench', stage: 'canary', action: 'wave', clusters: pinned },
    ]);
    const waveSeconds = (performance.now() - t1) / 1000;
    if (second.status !== 'exported') throw new Error(`wave export: ${JSON.stringify(second)}`);

    const t2 = performance.now();
    const third = await exporter.export(TENANT);
    const unchangedSeconds = (performance.now() - t2) / 1000;
    const objects = execFileSync('git', ['--git-dir', bare, 'count-objects', '-v'], { encoding: 'utf8' });
    const looseObjects = Number(/^count: (\d+)/m.exec(objects)?.[1] ?? 0);
    const files = execFileSync('git', ['--git-dir', bare, 'ls-tree', '-r', '--name-only', 'main'], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    })
      .trim()
      .split('\n').length;
    const results = {
      name: 'gitops-export',
      date: new Date().toISOString(),
      node: process.version,
      config: { clusters, groups, extensions, waveClusters: wave },
      firstExportSeconds: Number(firstSeconds.toFixed(2)),
      waveCommitSeconds: Number(waveSeconds.toFixed(2)),
      unchangedExportSeconds: Number(unchangedSeconds.toFixed(2)),
      unchangedStatus: third.status,
      repositoryBytesAfterFirstExport: sizeAfterFirst,
      repositoryBytes: du(bare),
      looseObjects,
      filesInTree: files,
    };
    mkdirSync(options.outputDir, { recursive: true });
    const file = join(options.outputDir, `${results.date.slice(0, 10)}-gitops-export.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    await store.close();
    return { file, results };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      clusters: { type: 'string', default: '10000' },
      groups: { type: 'string', default: '50' },
      extensions: { type: 'string', default: '3' },
      'output-dir': { type: 'string', default: resolve(__dirname, '..', '..', 'bench', 'results') },
    },
  });
  runGitOpsExportBench({
    clusters: Number(values.clusters),
    groups: Number(values.groups),
    extensions: Number(values.extensions),
    outputDir: values['output-dir']!,
  }).then(
    ({ file, results }) => process.stdout.write(`${JSON.stringify(results, null, 2)}\n-> ${file}\n`),
    (err: unknown) => {
      process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
