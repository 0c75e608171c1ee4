import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DesiredExtension } from '../../functions/api/desired';
import { ProcessCommandRunner } from '../../agent/reconcile/render/command-runner';
import { HttpSourceFetcher } from '../../agent/reconcile/render/fetch-source';
import { HelmRenderer } from '../../agent/reconcile/render/helm';
import { KustomizeRenderer } from '../../agent/reconcile/render/kustomize';
import { ManifestRenderer } from '../../agent/reconcile/render/manifest';
import type { CommandRunner } from '../../agent/reconcile/render/port';
import { RenderError } from '../../agent/reconcile/render/port';
import { StaticServer, tempDir } from './harness';

const sha = (b: Buffer | string) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

describe('renderers', () => {
  const server = new StaticServer();
  const dir = tempDir('arcbridge-render-');
  let base: string;
  beforeAll(async () => {
    base = await server.start();
  });
  afterAll(async () => {
    await server.stop();
    dir.remove();
  });

  const ext = (over: Partial<DesiredExtension>): DesiredExtension => ({
    name: 'demo',
    kind: 'manifest',
    version: '1.2.3',
    namespace: 'apps',
    source: { url: `${base}/x` },
    values: {},
    ...over,
  });

  it('renders plain manifests (multi-document, List) and enforces the digest pin', async () => {
    const yaml =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\n---\napiVersion: v1\nkind: List\nitems:\n  - {apiVersion: v1, kind: Secret, metadata: {name: b}}\n';
    server.files.set('/m/all.yaml', yaml);
    const renderer = new ManifestRenderer(new HttpSourceFetcher());
    const objects = await renderer.render(
      ext({ source: { url: `${base}/m`, path: 'all.yaml', digest: sha(yaml) } }),
    );
    expect(objects.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['ConfigMap/a', 'Secret/b']);
    await expect(
      renderer.render(ext({ source: { url: `${base}/m`, path: 'all.yaml', digest: sha('other') } })),
    ).rejects.toThrow(/digest mismatch/);
    await expect(renderer.render(ext({ source: { url: `${base}/missing.yaml` } }))).rejects.toThrow(
      RenderError,
    );
    server.files.set('/m/bad.yaml', 'kind: ConfigMap\n');
    await expect(renderer.render(ext({ source: { url: `${base}/m/bad.yaml` } }))).rejects.toThrow(
      /lacks apiVersion/,
    );
  });

  it('builds a Kustomize overlay from a .tar.gz source with the real `kubectl kustomize`', async () => {
    const src = join(dir.path, 'src');
    mkdirSync(join(src, 'base'), { recursive: true });
    mkdirSync(join(src, 'overlays', 'prod'), { recursive: true });
    writeFileSync(
      join(src, 'base', 'cm.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {level: base}\n',
    );
    writeFileSync(join(src, 'base', 'kustomization.yaml'), 'resources: [cm.yaml]\n');
    writeFileSync(
      join(src, 'overlays', 'prod', 'kustomization.yaml'),
      'resources: [../../base]\nnamePrefix: prod-\ncommonLabels: {tier: prod}\n',
    );
    const archive = join(dir.path, 'src.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', src, '.']);
    const bytes = readFileSync(archive);
    server.files.set('/k/src.tar.gz', bytes);

    const renderer = new KustomizeRenderer(
      new HttpSourceFetcher(),
      new ProcessCommandRunner(),
      { command: 'kubectl', args: ['kustomize'] },
      dir.path,
    );
    const objects = await renderer.render(
      ext({
        kind: 'kustomize',
        source: { url: `${base}/k/src.tar.gz`, path: 'overlays/prod', digest: sha(bytes) },
      }),
    );
    expect(objects).toEqual([
      expect.objectContaining({
        kind: 'ConfigMap',
        metadata: { name: 'prod-settings', labels: { tier: 'prod' } },
      }),
    ]);
    await expect(
      renderer.render(ext({ kind: 'kustomize', source: { url: `${base}/k/src.tar.gz`, path: 'nope' } })),
    ).rejects.toThrow(/kubectl kustomize failed/);
  });

  describe('helm (recorded-arguments test double: helm cannot be installed on these machines)', () => {
    const calls: Array<{
      command: string;
      args: string[];
      values: unknown;
      env: Record<string, string> | undefined;
    }> = [];
    const fakeHelm: CommandRunner = {
      async run(command, args, options) {
        const valuesFile = args[args.indexOf('--values') + 1]!;
        calls.push({
          command,
          args,
          values: JSON.parse(readFileSync(valuesFile, 'utf8')),
          env: options?.env,
        });
        if (args.includes('broken'))
          return { code: 1, stdout: '', stderr: 'Error: chart "broken" not found' };
        return {
          code: 0,
          stdout: 'apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: demo}\n',
          stderr: '',
        };
      },
    };

    it('runs `helm template` with repo, chart, version, namespace and values', async () => {
      const objects = await new HelmRenderer(fakeHelm, 'helm', dir.path).render(
        ext({
          kind: 'helm',
          source: { url: 'https://charts.example.test', chart: 'ingress-nginx' },
          values: { replicas: 2 },
        }),
      );
      expect(objects).toEqual([expect.objectContaining({ kind: 'ServiceAccount' })]);
      const call = calls.at(-1)!;
      expect(call.command).toBe('helm');
      expect(call.args.slice(0, 5)).toEqual([
        'template',
        'demo',
        'ingress-nginx',
        '--repo',
        'https://charts.example.test',
      ]);
      expect(call.args).toEqual(expect.arrayContaining(['--version', '1.2.3', '--namespace', 'apps']));
      expect(call.values).toEqual({ replicas: 2 });
      expect(call.env?.HELM_CACHE_HOME).toContain(dir.path);
    });

    it('pulls OCI charts by reference and reports helm errors as RenderError', async () => {
      await new HelmRenderer(fakeHelm, 'helm', dir.path).render(
        ext({ kind: 'helm', source: { url: 'oci://registry.example.test/charts', chart: 'podinfo' } }),
      );
      expect(calls.at(-1)!.args.slice(0, 3)).toEqual([
        'template',
        'demo',
        'oci://registry.example.test/charts/podinfo',
      ]);
      await expect(
        new HelmRenderer(fakeHelm, 'helm', dir.path).render(
          ext({ kind: 'helm', source: { url: 'https://c.test', chart: 'broken' } }),
        ),
      ).rejects.toThrow(/helm template failed: Error: chart "broken" not found/);
      await expect(
        new HelmRenderer(fakeHelm, 'helm', dir.path).render(
          ext({ kind: 'helm', source: { url: 'https://c.test' } }),
        ),
      ).rejects.toThrow(/needs source.chart/);
    });
  });
});
