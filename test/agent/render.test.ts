import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DesiredExtension } from '../../contract/desired';
import { ProcessCommandRunner } from '../../agent/reconcile/render/command-runner';
import { HttpSourceFetcher } from '../../agent/reconcile/render/fetch-source';
import { sourceEgressPolicy } from '../../agent/reconcile/render/source-egress';
import { KustomizeRenderer } from '../../agent/reconcile/render/kustomize';
import { ManifestRenderer } from '../../agent/reconcile/render/manifest';
import type { CommandRunner } from '../../agent/reconcile/render/port';
import { RenderError } from '../../agent/reconcile/render/port';
import { itRequiring } from '../support/system-programs';
import { rawTarGz } from '../support/tar-archives';
import { StaticServer, tempDir } from './harness';

/** The test's servers listen on loopback, which the agent reaches only when configured to. */
const LOOPBACK = sourceEgressPolicy({ allow: '127.0.0.1/32' });

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
    const renderer = new ManifestRenderer(new HttpSourceFetcher(undefined, undefined, LOOPBACK));
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

  it('refuses a source over the size cap, with or without a Content-Length, without buffering it', async () => {
    server.files.set('/big.yaml', Buffer.alloc(4096, 'a'));
    await expect(new HttpSourceFetcher(1024, undefined, LOOPBACK).fetch(`${base}/big.yaml`)).rejects.toThrow(
      /big\.yaml is larger than 1024 bytes/,
    );
    // Chunked and endless: no length up front, and a fetcher that buffered the whole body first
    // would never return; only counting the stream can refuse it.
    const chunked = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/yaml' });
      const timer = setInterval(() => res.write(Buffer.alloc(512, 'b')), 1);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => chunked.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(chunked.address() as AddressInfo).port}/stream.yaml`;
      await expect(new HttpSourceFetcher(2048, undefined, LOOPBACK).fetch(url)).rejects.toThrow(
        /stream\.yaml is larger than 2048 bytes/,
      );
    } finally {
      chunked.closeAllConnections();
      await new Promise<void>((resolve) => chunked.close(() => resolve()));
    }
  });

  itRequiring('kubectl')(
    'builds a Kustomize overlay from a .tar.gz source with the real `kubectl kustomize`',
    async () => {
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
        new HttpSourceFetcher(undefined, undefined, LOOPBACK),
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
    },
  );

  itRequiring('kubectl')(
    'refuses Kustomize sources that would fetch remote bases or run plugins, with the real kubectl',
    async () => {
      const renderer = new KustomizeRenderer(
        new HttpSourceFetcher(undefined, undefined, LOOPBACK),
        new ProcessCommandRunner(),
        { command: 'kubectl', args: ['kustomize'] },
        dir.path,
      );
      const serve = async (name: string, files: Record<string, string>) => {
        const src = join(dir.path, name);
        for (const [path, text] of Object.entries(files)) {
          mkdirSync(join(src, path, '..'), { recursive: true });
          writeFileSync(join(src, path), text);
        }
        const archive = join(dir.path, `${name}.tar.gz`);
        execFileSync('tar', ['-czf', archive, '-C', src, '.']);
        server.files.set(`/k/${name}.tar.gz`, readFileSync(archive));
        return ext({ kind: 'kustomize', source: { url: `${base}/k/${name}.tar.gz` } });
      };
      const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n';
      for (const remote of [
        'https://github.com/kubernetes-sigs/kustomize//examples/helloWorld?ref=v5.5.0',
        'github.com/org/repo/base',
        '../outside',
      ]) {
        const extension = await serve(`remote-${remote.length}`, {
          'kustomization.yaml': `resources: [cm.yaml, "${remote}"]\n`,
          'cm.yaml': cm,
        });
        await expect(renderer.render(extension)).rejects.toThrow(
          `kustomization.yaml: resources entry ${remote} is not a file or directory in the source archive`,
        );
      }
      // Links back to the root (allowed: they stay inside) must not send the check round in circles.
      server.files.set(
        '/k/loops.tar.gz',
        rawTarGz([
          { path: 'kustomization.yaml', body: 'resources: [cm.yaml]\n' },
          { path: 'cm.yaml', body: cm },
          { path: 'a', type: 'SymbolicLink', linkpath: '.' },
          { path: 'b', type: 'SymbolicLink', linkpath: '.' },
        ]),
      );
      const looped = await renderer.render(
        ext({ kind: 'kustomize', source: { url: `${base}/k/loops.tar.gz` } }),
      );
      expect(looped.map((o) => o.metadata.name)).toEqual(['c']);
      // An exec KRM function: kustomize runs it only with --enable-alpha-plugins, which the agent never passes.
      const marker = join(dir.path, 'plugin-ran');
      const plugin = await serve('exec-plugin', {
        'kustomization.yaml': 'resources: [cm.yaml]\ntransformers: [plugin.yaml]\n',
        'cm.yaml': cm,
        'plugin.yaml': `apiVersion: x.example/v1\nkind: Evil\nmetadata:\n  name: evil\n  annotations:\n    config.kubernetes.io/function: |\n      exec:\n        path: /bin/sh\n        args: ["-c", "touch ${marker}"]\n`,
      });
      await expect(renderer.render(plugin)).rejects.toThrow(/kubectl kustomize failed/);
      expect(existsSync(marker)).toBe(false);
      await expect(
        renderer.render(
          ext({ kind: 'kustomize', source: { url: 'https://github.com/org/repo//overlays/prod' } }),
        ),
      ).rejects.toThrow(/must be a .tar.gz archive/);
      const escape = await serve('path-escape', { 'kustomization.yaml': 'resources: []\n' });
      await expect(
        renderer.render({ ...escape, source: { ...escape.source, path: '../..' } }),
      ).rejects.toThrow(/source.path \.\.\/\.\. leaves the archive/);
    },
  );

  it('reports a hostile Kustomize archive as a RenderError, never unpacking it', async () => {
    server.files.set('/k/evil.tar.gz', rawTarGz([{ path: '../../evil.yaml', body: 'x' }]));
    const renderer = new KustomizeRenderer(
      new HttpSourceFetcher(undefined, undefined, LOOPBACK),
      recordingRunner([]),
      undefined,
      dir.path,
    );
    await expect(
      renderer.render(ext({ kind: 'kustomize', source: { url: `${base}/k/evil.tar.gz` } })),
    ).rejects.toThrow(RenderError);
    expect(existsSync(join(dir.path, '..', 'evil.yaml'))).toBe(false);
  });
});

/** A command runner that records each call and answers like `helm template` (helm is not installable here). */
function recordingRunner(
  calls: Array<{
    command: string;
    args: string[];
    chartYaml?: string;
    values?: unknown;
    env?: Record<string, string>;
  }>,
): CommandRunner {
  return {
    async run(command, args, options) {
      const chartDir = args[2]!;
      const valuesFile = args[args.indexOf('--values') + 1]!;
      calls.push({
        command,
        args,
        chartYaml: existsSync(join(chartDir, 'Chart.yaml'))
          ? readFileSync(join(chartDir, 'Chart.yaml'), 'utf8')
          : undefined,
        values: existsSync(valuesFile) ? JSON.parse(readFileSync(valuesFile, 'utf8')) : undefined,
        env: options?.env,
      });
      return {
        code: 0,
        stdout: 'apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: demo}\n',
        stderr: '',
      };
    },
  };
}
