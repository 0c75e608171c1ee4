import { join, resolve } from 'node:path';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { FakeFleet } from '../support/fake-fleet';
import type { FleetCluster } from '../support/fake-fleet';
import { cliRunner } from '../support/cli-runner';

const TENANT = 'contoso';
const example = (name: string) => join(resolve(__dirname, '../..'), 'examples', name);
type Problem = { status: number; violations: { path: string; message: string }[] };

/**
 * Dependencies between extensions and drift policies through the API and the CLI: what is refused
 * (all at once, nothing written), what the desired state carries to agents, and what clusters show
 * and rollouts show say back from the agents' status.
 */
describe('extension dependencies and drift policies (embedded host)', () => {
  let tp: TestControlPlane;
  let fleet: FakeFleet;
  let operator: string;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000', ARCBRIDGE_RATE_AGENT_BURST: '1000' },
    });
    operator = await tp.token(TENANT, 'operator');
    fleet = new FakeFleet(tp, TENANT);
    await fleet.add(1, () => ({ region: 'westeurope', labels: { env: 'prod' } }));
    await fleet.heartbeat();
  });
  afterAll(async () => {
    await tp.stop();
  });

  const runCli = cliRunner(() => tp.dataDir, ['--tenant', TENANT]);
  const cli = (...args: string[]) => runCli(args);
  const api = (method: string, path: string, body?: unknown) =>
    tp.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}/${path}`,
      token: operator,
      ...(body === undefined ? {} : { body }),
    });
  const manifest = (more: object = {}) => ({
    kind: 'manifest',
    source: { url: 'https://x.test/m.yaml' },
    ...more,
  });
  const report = (cluster: FleetCluster, events: object[]) =>
    tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/status`,
      body: { events },
      cert: cluster.cert,
    });

  it('publishes the examples and carries the dependency graph and the drift policy to the agent', async () => {
    expect((await cli('extensions', 'publish', '-f', example('dependencies.yaml'))).code).toBe(0);
    const applied = await cli('assignments', 'apply', '-f', example('assignment-drift.yaml'));
    expect(applied).toMatchObject({ code: 0, err: '' });
    const desired = await fleet.desired(fleet.clusters[0]!);
    expect(desired.extensions.map((e) => e.name)).toEqual(['cert-manager', 'webhook-gateway']);
    expect(desired.extensions[1]).toMatchObject({
      kind: 'kustomize',
      dependsOn: [{ extension: 'cert-manager', minVersion: '1.14.0' }],
      drift: { mode: 'Report', ignore: ['/spec/replicas'] },
    });
    expect((desired.extensions[0] as { dependsOn?: unknown }).dependsOn).toBeUndefined();
  });

  it('refuses unknown dependencies and cycles with every violation at once, and writes nothing', async () => {
    const unknown = await api(
      'PUT',
      'extensions/reporter/versions/1.0.0',
      manifest({
        dependsOn: [{ extension: 'nope' }, { extension: 'cert-manager' }, { extension: 'also-nope' }],
      }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.json<Problem>().violations).toEqual([
      {
        path: 'body.dependsOn[0].extension',
        message: "'nope' is not in the catalog; publish a version of it first",
      },
      {
        path: 'body.dependsOn[2].extension',
        message: "'also-nope' is not in the catalog; publish a version of it first",
      },
    ]);
    expect((await api('GET', 'extensions/reporter/versions/1.0.0')).status).toBe(404);

    // cert-manager 1.15.0 needing webhook-gateway closes webhook-gateway -> cert-manager -> webhook-gateway.
    const cycle = await api(
      'PUT',
      'extensions/cert-manager/versions/1.15.0',
      manifest({
        dependsOn: [{ extension: 'webhook-gateway' }],
      }),
    );
    expect(cycle.status).toBe(422);
    expect(cycle.json<Problem>().violations).toEqual([
      {
        path: 'body.dependsOn',
        message:
          'dependency cycle cert-manager -> webhook-gateway -> cert-manager: no order installs it; remove one of these dependencies',
      },
    ]);
    expect((await api('GET', 'extensions/cert-manager/versions/1.15.0')).status).toBe(404);

    // An assignment's own dependencies count too: one publish later they would close a cycle.
    expect((await api('PUT', 'extensions/trust-bundle/versions/1.0.0', manifest())).status).toBe(201);
    const trust = await api('PUT', 'assignments/trust', {
      extension: 'trust-bundle',
      version: '1.0.0',
      namespace: 'trust',
      target: { selector: 'env=none' },
      dependsOn: [{ extension: 'webhook-gateway' }],
    });
    expect(trust.status).toBe(201);
    const throughAssignment = await api(
      'PUT',
      'extensions/cert-manager/versions/1.16.0',
      manifest({ dependsOn: [{ extension: 'trust-bundle' }] }),
    );
    expect(throughAssignment.status).toBe(422);
    expect(throughAssignment.json<Problem>().violations[0]!.message).toContain(
      'dependency cycle cert-manager -> trust-bundle -> webhook-gateway -> cert-manager',
    );
    expect((await api('DELETE', 'assignments/trust')).status).toBe(204);

    // An assignment: a cycle through the catalog, an unknown dependency and bad pointers, together.
    const assignment = await api('PUT', 'assignments/bad', {
      extension: 'cert-manager',
      version: '1.14.0',
      namespace: 'cert-manager',
      target: { selector: 'env=prod' },
      dependsOn: [{ extension: 'webhook-gateway' }, { extension: 'ghost' }],
    });
    expect(assignment.status).toBe(422);
    expect(assignment.json<Problem>().violations.map((v) => v.path)).toEqual([
      'body.dependsOn[1].extension',
      'body.dependsOn',
    ]);
    const pointers = await api('PUT', 'assignments/bad', {
      extension: 'cert-manager',
      version: '1.14.0',
      namespace: 'cert-manager',
      target: { selector: 'env=prod' },
      drift: { mode: 'Report', ignore: ['spec/replicas', '/metadata/annotations/a~2b', '/spec/replicas'] },
    });
    expect(pointers.status).toBe(422);
    expect(
      pointers
        .json<Problem>()
        .violations.map((v) => v.path)
        .sort(),
    ).toEqual(['body.drift.ignore[0]', 'body.drift.ignore[1]']);
    // A mode that does not exist is a schema error, like every enum of the API.
    const mode = await api('PUT', 'assignments/bad', {
      extension: 'cert-manager',
      version: '1.14.0',
      namespace: 'cert-manager',
      target: { selector: 'env=prod' },
      drift: { mode: 'Sometimes' },
    });
    expect(mode.status).toBe(400);
    expect((await api('GET', 'assignments/bad')).status).toBe(404);
  });

  it('shows the fields a drift report names and the dependency holding an extension', async () => {
    const cluster = fleet.clusters[0]!;
    const { generation } = await fleet.desired(cluster);
    const at = new Date().toISOString();
    const sent = await report(cluster, [
      {
        extension: 'webhook-gateway',
        phase: 'Installed',
        reason: 'DriftDetected',
        message: 'fields differ: Deployment/webhook-gateway/gateway: /spec/template/spec/containers/0/image',
        lastTransitionTime: at,
        observedGeneration: generation,
        drift: [
          {
            object: 'Deployment/webhook-gateway/gateway',
            fields: ['/spec/template/spec/containers/0/image', '/metadata/labels/team'],
          },
        ],
      },
      {
        extension: 'cert-manager',
        phase: 'Pending',
        reason: 'WaitingForDependency',
        message: 'trust-manager 0.9.0 (Installing at 0.9.0)',
        lastTransitionTime: at,
        observedGeneration: generation,
      },
    ]);
    expect(sent.status).toBe(202);
    const shown = await cli('clusters', 'show', cluster.clusterId);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(
      [
        'Extension details:',
        '  cert-manager: held by dependency: trust-manager 0.9.0 (Installing at 0.9.0)',
        '  webhook-gateway: drift reported (not changed):',
        '    Deployment/webhook-gateway/gateway: /spec/template/spec/containers/0/image, /metadata/labels/team',
      ].join('\n'),
    );
    const json = JSON.parse((await cli('clusters', 'show', cluster.clusterId, '-o', 'json')).out) as {
      status: Record<string, { drift?: unknown }>;
    };
    expect(json.status['webhook-gateway']!.drift).toEqual([
      {
        object: 'Deployment/webhook-gateway/gateway',
        fields: ['/spec/template/spec/containers/0/image', '/metadata/labels/team'],
      },
    ]);
  });

  it('counts the clusters a dependency holds in the rollout view and rollouts show', async () => {
    expect(
      (
        await api('PUT', 'extensions/webhook-gateway/versions/2.1.0', {
          kind: 'kustomize',
          source: { url: 'https://example.com/webhook-gateway/base' },
          dependsOn: [{ extension: 'cert-manager', minVersion: '1.14.0' }],
        })
      ).status,
    ).toBe(201);
    const started = await api('POST', 'rollouts', {
      extension: 'webhook-gateway',
      version: '2.1.0',
      target: { selector: 'env=prod' },
      strategy: { stages: [{ name: 'all', percent: 100 }] },
    });
    expect(started.status).toBe(201);
    const id = started.json<{ id: string }>().id;
    const cluster = fleet.clusters[0]!;
    const pinned = async () => {
      for (let i = 0; i < 50; i++) {
        await fleet.heartbeat();
        await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, id);
        const wanted = (await fleet.desired(cluster)).extensions.find((e) => e.name === 'webhook-gateway');
        if (wanted?.version === '2.1.0') return fleet.desired(cluster);
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the rollout never pinned the cluster');
    };
    const { generation } = await pinned();
    const hold = {
      extension: 'webhook-gateway',
      phase: 'Pending',
      reason: 'WaitingForDependency',
      message: 'cert-manager 1.14.0 (Installing at 1.14.0)',
      lastTransitionTime: new Date().toISOString(),
      observedGeneration: generation,
    };
    expect((await report(cluster, [hold])).status).toBe(202);
    await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, id);
    const view = (await api('GET', `rollouts/${id}`)).json<{
      heldByDependency: number;
      stages: { heldByDependency: number }[];
      waitingReason: string;
    }>();
    expect(view.heldByDependency).toBe(1);
    expect(view.stages[0]!.heldByDependency).toBe(1);
    expect(view.waitingReason).toContain('1 held by a dependency not Ready yet');
    expect((await cli('rollouts', 'show', id)).out).toMatch(/held by dependency 1/);

    // Installed: no longer held, the cluster succeeded.
    await report(cluster, [
      {
        ...hold,
        phase: 'Installed',
        reason: 'Reconciled',
        message: 'ok',
        lastTransitionTime: new Date(Date.now() + 1000).toISOString(),
      },
    ]);
    await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, id);
    const after = (await api('GET', `rollouts/${id}`)).json<{
      heldByDependency: number;
      counts: { Succeeded: number };
    }>();
    expect(after).toMatchObject({ heldByDependency: 0, counts: { Succeeded: 1 } });
  });
});
