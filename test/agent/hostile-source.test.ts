import { readdirSync } from 'node:fs';
import type { DesiredExtension } from '../../contract/desired';
import { ProcessCommandRunner } from '../../agent/reconcile/render/command-runner';
import { createRenderer } from '../../agent/reconcile/render/default-renderer';
import type { SourceFetcher } from '../../agent/reconcile/render/port';
import { DEFAULT_ARCHIVE_LIMITS } from '../../agent/reconcile/render/untar';
import { requirePrograms } from '../support/system-programs';
import { rawTarGz } from '../support/tar-archives';
import { tempDir } from './harness';
import { memoryReconciler } from './memory-reconciler';

/** Hostile archives through the real renderers and the reconciler: a Failed status, never a crash. */
requirePrograms('kubectl')('a hostile source archive', () => {
  const work = tempDir('arcbridge-hostile-');
  afterAll(() => work.remove());
  const archives: Record<string, Buffer> = {
    'https://src.test/traversal.tar.gz': rawTarGz([{ path: '../../../etc/cron.d/evil', body: 'x' }]),
    'https://src.test/symlink.tar.gz': rawTarGz([
      { path: 'kustomization.yaml', body: 'resources: [link/passwd]\n' },
      { path: 'link', type: 'SymbolicLink', linkpath: '/etc' },
    ]),
    // 64 MiB of zeros (about 64 KiB compressed) against a 1 MiB limit.
    'https://src.test/bomb.tar.gz': rawTarGz([{ path: 'bomb.yaml', body: Buffer.alloc(64 * 1024 * 1024) }]),
    'https://src.test/many.tar.gz': rawTarGz(
      Array.from({ length: 50 }, (_, i) => ({ path: `f${i}.yaml`, body: 'a: 1\n' })),
    ),
    'https://src.test/good.tar.gz': rawTarGz([
      { path: 'kustomization.yaml', body: 'resources: [cm.yaml]\n' },
      { path: 'cm.yaml', body: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: good}\ndata: {a: "1"}\n' },
    ]),
  };
  const fetcher: SourceFetcher = {
    fetch: async (url) => archives[url] ?? Promise.reject(new Error(`no ${url}`)),
  };
  const ext = (name: string): DesiredExtension => ({
    name,
    kind: 'kustomize',
    version: '1.0.0',
    namespace: 'apps',
    source: { url: `https://src.test/${name}.tar.gz` },
    values: {},
  });

  it('ends as Failed/RenderFailed with the reason, writes nothing, and the other extensions install', async () => {
    const { cluster, reconciler, last } = memoryReconciler(
      createRenderer({
        fetcher,
        runner: new ProcessCommandRunner(),
        kustomize: { command: 'kubectl', args: ['kustomize'] },
        workDir: work.path,
        limits: { ...DEFAULT_ARCHIVE_LIMITS, maxDecompressedBytes: 1024 * 1024, maxEntries: 20 },
      }),
    );
    const names = ['traversal', 'symlink', 'bomb', 'many', 'good'];
    await reconciler.reconcile({ generation: 1, extensions: names.map(ext) });
    expect(last('traversal')).toMatchObject({ phase: 'Failed', reason: 'RenderFailed' });
    expect(last('traversal')?.message).toMatch(/escapes the extraction directory/);
    expect(last('symlink')?.message).toMatch(/link link points at an absolute path/);
    expect(last('bomb')?.message).toMatch(/unpacks to more than 1048576 bytes/);
    expect(last('many')?.message).toMatch(/more than 20 entries/);
    for (const name of ['traversal', 'symlink', 'bomb', 'many'])
      expect(last(name)).toMatchObject({ phase: 'Failed', reason: 'RenderFailed' });
    expect(last('good')?.phase).toMatch(/Installing|Installed/);
    // Every unpack directory was removed again, the refused ones included.
    expect(readdirSync(work.path)).toEqual([]);
    expect(
      await cluster.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'good', namespace: 'apps' }),
    ).toBeDefined();
  });
});
