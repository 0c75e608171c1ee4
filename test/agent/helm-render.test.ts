import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { c as createTar } from 'tar';
import type { DesiredExtension } from '../../contract/desired';
import { capabilitiesOf } from '../../agent/kube/capabilities';
import { ClientNodeCluster } from '../../agent/kube/client-node-cluster';
import { silentLogger } from '../../agent/observability/log';
import type { ClusterCapabilities } from '../../agent/reconcile/render/capabilities';
import { CachedCapabilities } from '../../agent/reconcile/render/capabilities';
import { ChartSourceByScheme, sha256Digest } from '../../agent/reconcile/render/chart-source';
import { HttpSourceFetcher } from '../../agent/reconcile/render/fetch-source';
import { HelmRenderer } from '../../agent/reconcile/render/helm';
import { HelmRepositoryClient } from '../../agent/reconcile/render/helm-repository';
import { OciRegistryClient, parseBearerChallenge } from '../../agent/reconcile/render/oci-registry';
import { sourceEgressPolicy } from '../../agent/reconcile/render/source-egress';
import type { CommandRunner } from '../../agent/reconcile/render/port';
import { RenderError } from '../../agent/reconcile/render/port';
import { FakeKubeApi } from '../support/fake-kube-api';
import { rawTarGz } from '../support/tar-archives';
import { tempDir } from './harness';

/** The chart server listens on loopback, which the agent reaches only when configured to. */
const LOOPBACK = sourceEgressPolicy({ allow: '127.0.0.1/32' });

/**
 * A chart repository and an OCI registry on loopback. The registry follows the OCI distribution
 * spec where the agent depends on it: GET /v2/<name>/manifests/<tag> and /blobs/<digest>, a 401
 * with a Bearer challenge until a token from the realm is presented (Docker's token protocol,
 * as ghcr.io and Docker Hub answer anonymous pulls), the manifest's digest = sha256 of its bytes.
 */
class ChartServer {
  readonly files = new Map<string, Buffer>();
  readonly requests: string[] = [];
  private readonly server: Server = createServer((req, res) => this.handle(req, res));
  base = '';

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://x');
    this.requests.push(url.pathname);
    if (url.pathname === '/token') {
      const ok = url.searchParams.get('scope') === 'repository:charts/podinfo:pull';
      res.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ token: 'pull-token' }));
      return;
    }
    if (url.pathname.startsWith('/v2/') && req.headers.authorization !== 'Bearer pull-token') {
      res.writeHead(401, {
        'www-authenticate': `Bearer realm="http://${this.base}/token",service="test-registry",scope="repository:charts/podinfo:pull"`,
      });
      res.end();
      return;
    }
    const body = this.files.get(url.pathname);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200).end(body);
  }
}

describe('helm rendering from a verified, unpacked chart', () => {
  const server = new ChartServer();
  const tmp = tempDir('arcbridge-helm-');
  let host: string;
  let chartTgz: Buffer;
  const calls: Array<{ args: string[]; chartYaml: string; values: unknown; env?: Record<string, string> }> =
    [];
  const fakeHelm: CommandRunner = {
    async run(_command, args, options) {
      calls.push({
        args,
        chartYaml: readFileSync(join(args[2]!, 'Chart.yaml'), 'utf8'),
        values: JSON.parse(readFileSync(args[args.indexOf('--values') + 1]!, 'utf8')),
        env: options?.env,
      });
      return {
        code: 0,
        stdout: 'apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: demo}\n',
        stderr: '',
      };
    },
  };
  const capabilities: ClusterCapabilities = {
    kubeVersion: async () => 'v1.31.2',
    apiVersions: async () => ['v1', 'apps/v1', 'monitoring.coreos.com/v1/ServiceMonitor'],
  };
  const renderer = (caps: ClusterCapabilities = capabilities) =>
    new HelmRenderer({
      source: new ChartSourceByScheme(
        new HelmRepositoryClient(
          new HttpSourceFetcher(undefined, undefined, LOOPBACK),
          new HttpSourceFetcher(undefined, undefined, LOOPBACK),
        ),
        new OciRegistryClient({ plainHttp: true, egress: LOOPBACK }),
      ),
      runner: fakeHelm,
      capabilities: caps,
      workDir: tmp.path,
    });
  const ext = (over: Partial<DesiredExtension>): DesiredExtension => ({
    name: 'demo',
    kind: 'helm',
    version: '6.5.0',
    namespace: 'apps',
    source: { url: `http://${host}/repo`, chart: 'podinfo' },
    values: { replicas: 2 },
    ...over,
  });

  beforeAll(async () => {
    host = await server.start();
    const src = join(tmp.path, 'src', 'podinfo');
    mkdirSync(join(src, 'templates'), { recursive: true });
    writeFileSync(join(src, 'Chart.yaml'), 'apiVersion: v2\nname: podinfo\nversion: 6.5.0\n');
    writeFileSync(join(src, 'templates', 'sa.yaml'), 'apiVersion: v1\nkind: ServiceAccount\n');
    const file = join(tmp.path, 'podinfo-6.5.0.tgz');
    await createTar({ gzip: true, file, cwd: join(tmp.path, 'src') }, ['podinfo']);
    chartTgz = readFileSync(file);
    const hex = sha256Digest(chartTgz).slice('sha256:'.length);
    server.files.set(
      '/repo/index.yaml',
      Buffer.from(
        `apiVersion: v1\nentries:\n  podinfo:\n    - version: 6.5.0\n      urls: [charts/podinfo-6.5.0.tgz]\n      digest: ${hex}\n    - version: 6.4.0\n      urls: [charts/podinfo-6.4.0.tgz]\n      digest: ${'0'.repeat(64)}\n  hostile:\n    - version: 1.0.0\n      urls: [charts/hostile-1.0.0.tgz]\n`,
      ),
    );
    server.files.set('/repo/charts/podinfo-6.5.0.tgz', chartTgz);
    server.files.set('/repo/charts/podinfo-6.4.0.tgz', chartTgz);
    server.files.set(
      '/repo/charts/hostile-1.0.0.tgz',
      rawTarGz([
        { path: 'hostile/Chart.yaml', body: 'name: hostile' },
        { path: '../../escape', body: 'x' },
      ]),
    );
    const manifest = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        config: {
          mediaType: 'application/vnd.cncf.helm.config.v1+json',
          digest: sha256Digest(Buffer.from('{}')),
          size: 2,
        },
        layers: [
          {
            mediaType: 'application/vnd.cncf.helm.chart.content.v1.tar+gzip',
            digest: sha256Digest(chartTgz),
            size: chartTgz.length,
          },
        ],
      }),
    );
    server.files.set('/v2/charts/podinfo/manifests/6.5.0', manifest);
    server.files.set(`/v2/charts/podinfo/blobs/${sha256Digest(chartTgz)}`, chartTgz);
  });
  afterAll(async () => {
    await server.stop();
    tmp.remove();
  });

  it('renders a repository chart from its local copy, with the cluster version, API versions and CRDs', async () => {
    const pinned = sha256Digest(chartTgz);
    const objects = await renderer().render(
      ext({ source: { url: `http://${host}/repo`, chart: 'podinfo', digest: pinned } }),
    );
    expect(objects).toEqual([expect.objectContaining({ kind: 'ServiceAccount' })]);
    const call = calls.at(-1)!;
    expect(call.chartYaml).toContain('name: podinfo');
    expect(call.args.slice(0, 2)).toEqual(['template', 'demo']);
    expect(call.args[2]).toContain(tmp.path);
    expect(call.args).not.toContain('--repo');
    expect(call.args).toEqual(
      expect.arrayContaining(['--namespace', 'apps', '--include-crds', '--kube-version', 'v1.31.2']),
    );
    const apiVersions = call.args.flatMap((a, i) => (call.args[i - 1] === '--api-versions' ? [a] : []));
    expect(apiVersions).toEqual(['v1', 'apps/v1', 'monitoring.coreos.com/v1/ServiceMonitor']);
    expect(call.values).toEqual({ replicas: 2 });
    expect(call.env?.HELM_CACHE_HOME).toContain(tmp.path);
  });

  it('refuses a chart whose digest differs from the pin or from the repository index, before helm runs', async () => {
    const before = calls.length;
    await expect(
      renderer().render(
        ext({ source: { url: `http://${host}/repo`, chart: 'podinfo', digest: `sha256:${'a'.repeat(64)}` } }),
      ),
    ).rejects.toThrow(
      /digest mismatch: .*podinfo-6\.5\.0\.tgz has sha256:[0-9a-f]{64}, desired state pins sha256:a{64}/,
    );
    await expect(renderer().render(ext({ version: '6.4.0' }))).rejects.toThrow(
      /index\.yaml lists sha256:0{64}/,
    );
    await expect(renderer().render(ext({ version: '9.9.9' }))).rejects.toThrow(/version 9\.9\.9 is not in/);
    await expect(renderer().render(ext({ source: { url: `http://${host}/repo` } }))).rejects.toThrow(
      /needs source.chart/,
    );
    expect(calls.length).toBe(before);
  });

  it('refuses a hostile chart archive as a RenderError without running helm', async () => {
    const before = calls.length;
    await expect(
      renderer().render(ext({ version: '1.0.0', source: { url: `http://${host}/repo`, chart: 'hostile' } })),
    ).rejects.toThrow(/escapes the extraction directory/);
    expect(calls.length).toBe(before);
  });

  it('pulls an OCI chart with an anonymous token and pins the manifest digest', async () => {
    const manifestDigest = sha256Digest(server.files.get('/v2/charts/podinfo/manifests/6.5.0')!);
    server.requests.length = 0;
    await renderer().render(
      ext({ source: { url: `oci://${host}/charts`, chart: 'podinfo', digest: manifestDigest } }),
    );
    expect(server.requests).toEqual([
      '/v2/charts/podinfo/manifests/6.5.0',
      '/token',
      '/v2/charts/podinfo/manifests/6.5.0',
      `/v2/charts/podinfo/blobs/${sha256Digest(chartTgz)}`,
    ]);
    expect(calls.at(-1)!.chartYaml).toContain('name: podinfo');
    // The pin is the manifest's digest, not the chart layer's.
    await expect(
      renderer().render(
        ext({ source: { url: `oci://${host}/charts`, chart: 'podinfo', digest: sha256Digest(chartTgz) } }),
      ),
    ).rejects.toThrow(/digest mismatch: oci:\/\/.*podinfo:6\.5\.0 has sha256:/);
  });

  it('refuses an OCI blob that does not match its layer digest', async () => {
    const path = `/v2/charts/podinfo/blobs/${sha256Digest(chartTgz)}`;
    server.files.set(path, Buffer.concat([chartTgz, Buffer.from('tampered')]));
    try {
      await expect(
        renderer().render(ext({ source: { url: `oci://${host}/charts/podinfo` } })),
      ).rejects.toThrow(/chart layer of .* is not sha256:/);
    } finally {
      server.files.set(path, chartTgz);
    }
    await expect(renderer().render(ext({ source: { url: `oci://${host}/Bad Name` } }))).rejects.toThrow(
      /not a valid OCI repository reference/,
    );
  });

  it('fails with a RenderError when the cluster cannot tell its version', async () => {
    const broken: ClusterCapabilities = {
      kubeVersion: () => Promise.reject(new Error('connection refused')),
      apiVersions: async () => [],
    };
    await expect(renderer(broken).render(ext({}))).rejects.toThrow(
      new RenderError("cannot read the cluster's version and API versions for helm: connection refused"),
    );
  });
});

describe('cluster capabilities for helm', () => {
  const inner: ClusterCapabilities & { asked: number } = {
    asked: 0,
    async kubeVersion() {
      this.asked += 1;
      return 'v1.30.4';
    },
    apiVersions: async () => ['v1', 'v1/Pod'],
  };

  it('asks discovery once per time-to-live', async () => {
    let now = 0;
    inner.asked = 0;
    const caps = new CachedCapabilities(inner, 1000, () => now);
    await Promise.all([caps.kubeVersion(), caps.apiVersions(), caps.kubeVersion()]);
    expect(inner.asked).toBe(1);
    now = 1500;
    await caps.kubeVersion();
    expect(inner.asked).toBe(2);
  });

  it('reads /version and discovery through client-node (the composition root wiring), here from the fake API server', async () => {
    const api = new FakeKubeApi({ version: 'v1.30.6' });
    await api.start();
    try {
      const kc = new KubeConfig();
      kc.loadFromOptions(api.kubeconfig());
      const caps = capabilitiesOf(new ClientNodeCluster(kc, silentLogger));
      expect(await caps.kubeVersion()).toBe('v1.30.6');
      const apis = await caps.apiVersions();
      expect(apis).toEqual(expect.arrayContaining(['v1', 'v1/ConfigMap', 'apps/v1', 'apps/v1/Deployment']));
      // Subresources (pods/status, deployments/scale) are not kinds of their own.
      expect(apis.filter((a) => a.split('/').length > 3)).toEqual([]);
    } finally {
      await api.stop();
    }
  });

  it('parses registry bearer challenges', () => {
    expect(
      parseBearerChallenge(
        'Bearer realm="https://ghcr.io/token",service="ghcr.io",scope="repository:a/b:pull"',
      ),
    ).toEqual({
      realm: 'https://ghcr.io/token',
      service: 'ghcr.io',
      scope: 'repository:a/b:pull',
    });
    expect(parseBearerChallenge('Basic realm="x"')).toBeUndefined();
  });
});
