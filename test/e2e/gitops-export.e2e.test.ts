import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DesiredState } from '../../contract/desired';
import type { GitOpsTarget } from '../../contract/gitops';
import type { ClusterDocument } from '../../functions/clusters/model';
import { desiredFromFlux } from '../../functions/gitops/flux-objects';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { kustomizeBuild, kustomizeCommand } from '../support/kustomize';
import { registerCluster } from '../support/registration';
import { programsInstalled } from '../support/system-programs';
import type { RegisteredCluster } from '../support/registration';

const TENANT = 'gitops-export';
const gitInstalled = programsInstalled('git');
const kustomize = kustomizeCommand();
const describeWithKustomize = gitInstalled && kustomize ? describe : describe.skip;

const web = (tag: string) => ({
  kind: 'helm',
  source: { url: 'https://charts.example.com', chart: 'web' },
  defaultValues: { replicas: 1, image: { tag, pullPolicy: 'IfNotPresent' } },
  valuesSchema: { type: 'object', properties: { replicas: { type: 'integer', minimum: 1 } } },
});

describeWithKustomize('GitOps export through the embedded control plane (file:// remote)', () => {
  let tp: TestControlPlane;
  let operator: string;
  let work: string;
  let bare: string;
  const clusters: RegisteredCluster[] = [];

  beforeAll(async () => {
    tp = await startTestControlPlane();
    operator = await tp.token(TENANT, 'admin');
    work = mkdtempSync(join(tmpdir(), 'arcbridge-gitops-e2e-'));
    // file:// repositories live in the tenant's own folder of the data dir.
    bare = join(tp.dataDir, 'gitops-repositories', TENANT, 'fleet.git');
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
    clusters.push(
      await registerCluster(tp, TENANT, {
        name: 'eu-1',
        group: 'retail/eu/store-1',
        labels: { tier: 'gold' },
      }),
    );
    clusters.push(await registerCluster(tp, TENANT, { name: 'eu-2', group: 'retail/eu/store-2' }));
    clusters.push(await registerCluster(tp, TENANT, { name: 'us-1', group: 'retail/us/store-9' }));
    clusters.push(await registerCluster(tp, TENANT, { name: 'lab-1', group: 'lab' }));
    for (const [version, tag] of [
      ['1.0.0', 'v1'],
      ['2.0.0', 'v2'],
    ] as const) {
      expect((await api('PUT', `extensions/web/versions/${version}`, web(tag))).status).toBe(201);
    }
    expect(
      (
        await api('PUT', 'assignments/web-retail', {
          extension: 'web',
          version: '1.0.0',
          namespace: 'team-web',
          serviceAccountName: 'web-deployer',
          target: { groups: ['retail'] },
          values: { replicas: 2, image: { pullPolicy: null } },
          overlays: [
            { selector: 'tier=gold', values: { replicas: 4 } },
            { group: 'retail/eu', values: { region: 'eu' } },
          ],
        })
      ).status,
    ).toBe(201);
    // A direct assignment on the lab cluster.
    expect(
      (
        await api('PUT', `clusters/${clusters[3]!.clusterId}/extensions/web`, {
          kind: 'helm',
          version: '0.9.0',
          source: { url: 'oci://registry.example.com/charts/web' },
          namespace: 'lab',
          values: { debug: true },
          allowClusterScoped: true,
        })
      ).status,
    ).toBeLessThan(300);
    // A rollout pin on eu-2, as the fan-out writes it.
    const rt = tp.plane.runtime;
    const docs = rt.store.collection<ClusterDocument>('clusters');
    const eu2 = (await docs.read(TENANT, clusters[1]!.clusterId))!;
    await docs.replace(
      {
        ...eu2.doc,
        pins: { web: { version: '2.0.0', rolloutId: 'r-e2e', values: { canary: true }, generation: 99 } },
        desiredGeneration: eu2.doc.desiredGeneration + 1,
      },
      { ifMatch: eu2.etag },
    );
  });
  afterAll(async () => {
    await tp.stop();
    rmSync(work, { recursive: true, force: true });
  });

  function api(method: string, path: string, body?: unknown) {
    return tp.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}/${path}`,
      token: operator,
      ...(body === undefined ? {} : { body }),
    });
  }

  it('exports, and for every cluster kustomize of its folder equals what the agent API hands the agent', async () => {
    expect((await api('PUT', 'gitops', { url: pathToFileURL(bare).href, path: 'fleet' })).status).toBe(201);
    const outcome = await tp.plane.runtime.gitops.exporter.export(TENANT);
    expect(outcome).toMatchObject({ status: 'exported', clusters: 4 });

    const shown = (await api('GET', 'gitops')).json<GitOpsTarget>();
    expect(shown.lastExport).toMatchObject({
      commit: (outcome as { commit: string }).commit,
      error: null,
      clusters: 4,
    });

    const checkout = join(work, 'checkout');
    execFileSync('git', ['clone', '--quiet', '--branch', 'main', bare, checkout]);
    for (const cluster of clusters) {
      const served = await tp.client.send({
        path: `/api/v1/clusters/${cluster.clusterId}/desired`,
        cert: cluster.cert,
      });
      expect(served.status).toBe(200);
      const expected = served
        .json<DesiredState>()
        .extensions.map(({ valuesSchema: _schema, ...rest }) => rest);
      expect(expected.length).toBeGreaterThan(0);
      const objects = kustomizeBuild(kustomize!, join(checkout, 'fleet', 'clusters', cluster.clusterId));
      expect(desiredFromFlux(objects)).toEqual(expected);
    }
  });

  it('commits a fleet change once, and nothing when nothing changed', async () => {
    const count = () =>
      execFileSync('git', ['--git-dir', bare, 'rev-list', '--count', 'main'], { encoding: 'utf8' }).trim();
    const before = Number(count());
    expect((await tp.plane.runtime.gitops.exporter.export(TENANT)).status).toBe('unchanged');
    expect(
      (await api('PATCH', `clusters/${clusters[2]!.clusterId}`, { group: 'retail/eu/store-9' })).status,
    ).toBe(200);
    expect((await tp.plane.runtime.gitops.exporter.export(TENANT)).status).toBe('exported');
    expect(Number(count())).toBe(before + 1);
    const message = execFileSync('git', ['--git-dir', bare, 'log', '-1', '--format=%B', 'main'], {
      encoding: 'utf8',
    });
    expect(message).toContain(`clusters/${clusters[2]!.clusterId}`);
  });
});
