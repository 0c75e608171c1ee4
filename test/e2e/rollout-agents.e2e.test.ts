import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AgentCore } from '../../agent/core';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { silentLogger } from '../../agent/observability/log';
import { createRenderer } from '../../agent/reconcile/render/default-renderer';
import { sourceEgressPolicy } from '../../agent/reconcile/render/source-egress';
import { RenderError } from '../../agent/reconcile/render/port';
import type { Renderer } from '../../agent/reconcile/render/port';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import type { RolloutClusterDocument } from '../../functions/rollout/model';
import {
  AGENT_NAMESPACE,
  StaticServer,
  eventually,
  seedObjects,
  startPlane,
  tempDir,
} from '../agent/harness';
import { createHttpsClient } from '../support/https-client';

const TENANT = 'contoso';
const configMap = (version: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: podinfo
data:
  version: "${version}"
`;

interface RolloutView {
  id: string;
  state: string;
  haltReason: string | null;
  stages: { name: string; state: string }[];
  counts: Record<string, number>;
  failures: { clusterId: string; reason: string; message: string | null }[];
}

/**
 * The agent's real core over in-memory clusters, against the embedded control plane: a chosen
 * share of clusters cannot render the new version, the rollout halts in the stage that meets
 * them, and one rollback call puts every touched cluster back on the previous version.
 */
describe('rollouts with simulated agents (agent core on in-memory clusters)', () => {
  const dir = tempDir('arcbridge-rollout-agents-');
  const charts = new StaticServer();
  let plane: EmbeddedControlPlane;
  let api: ReturnType<typeof createHttpsClient>;
  let token: string;
  const agents: { core: AgentCore; cluster: MemoryCluster; uid: string }[] = [];
  const failingUids = new Set<string>();

  beforeAll(async () => {
    plane = await startPlane(dir.path);
    api = createHttpsClient(plane.url, readFileSync(plane.caCertificatePath, 'utf8'));
    token = await plane.issuer.mint({ subject: 't', roles: ['admin'], tenants: [TENANT], ttlSeconds: 600 });
    charts.files.set('/podinfo-1.yaml', configMap('1'));
    charts.files.set('/podinfo-2.yaml', configMap('2'));
    const chartsUrl = await charts.start();
    for (const [version, file] of [
      ['1.0.0', 'podinfo-1.yaml'],
      ['2.0.0', 'podinfo-2.yaml'],
    ] as const) {
      const published = await call('PUT', `/extensions/podinfo/versions/${version}`, {
        kind: 'manifest',
        source: { url: `${chartsUrl}/${file}` },
      });
      expect(published.status).toBe(201);
    }
    for (let i = 0; i < 8; i++) {
      const uid = randomUUID();
      if (i === 4 || i === 5) failingUids.add(uid);
      const cluster = new MemoryCluster({ kubeSystemUid: uid });
      const { token: bootstrap } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
      for (const object of seedObjects({ controlPlaneUrl: plane.url, token: bootstrap })) {
        if (object.metadata.name !== 'kube-system') cluster.store.create(object);
      }
      // The chart server listens on loopback, which the agent reaches only when configured to.
      const inner = createRenderer({ egress: sourceEgressPolicy({ allow: '127.0.0.1/32' }) });
      const renderer: Renderer = {
        render: async (extension) => {
          if (failingUids.has(uid) && extension.version === '2.0.0') {
            throw new RenderError(
              'manifest podinfo-2.yaml: image ghcr.io/podinfo:6.7.0 is not in the allowed registry',
            );
          }
          return inner.render(extension);
        },
      };
      const core = new AgentCore({
        kube: cluster,
        renderer,
        clusterResourceName: 'arcbridge',
        namespace: AGENT_NAMESPACE,
        agentVersion: 'sim',
        log: silentLogger,
        trustedCaPems: [readFileSync(plane.caCertificatePath, 'utf8')],
        settings: {
          heartbeatIntervalMs: 200,
          desiredPollIntervalMs: 150,
          statusFlushIntervalMs: 50,
          reconcileIntervalMs: 200,
          convergeIntervalMs: 100,
          inventoryIntervalMs: 1000,
          backoff: { baseMs: 50, capMs: 400 },
        },
      });
      core.start();
      agents.push({ core, cluster, uid });
    }
    await eventually(() => agents.every((agent) => agent.core.ready));
    // Six production clusters are the target; two dev clusters must never be touched.
    for (const [index, agent] of agents.entries()) {
      const patched = await call('PATCH', `/clusters/${agent.core.clusterId}`, {
        labels: { env: index < 6 ? 'prod' : 'dev' },
      });
      expect(patched.status).toBe(200);
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.all(agents.map((agent) => agent.core.stop()));
    await plane.stop();
    await charts.stop();
    dir.remove();
  });

  function call(method: string, path: string, body?: unknown) {
    return api.send({ method, path: `/api/v1/tenants/${TENANT}${path}`, body, token });
  }

  const installedVersion = (agent: { cluster: MemoryCluster }) =>
    (
      agent.cluster.store.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'podinfo', namespace: 'apps' })
        ?.data as Record<string, string> | undefined
    )?.version;

  async function until(id: string, done: (view: RolloutView) => boolean): Promise<RolloutView> {
    return eventually(
      async () => {
        await plane.runtime.rolloutReconciler.reconcile(TENANT, id);
        const view = (await call('GET', `/rollouts/${id}`)).json<RolloutView>();
        return done(view) ? view : undefined;
      },
      60_000,
      200,
    );
  }

  it('installs, halts in the stage that meets the failing share, and rolls back every touched cluster', async () => {
    const prod = agents.slice(0, 6);
    const dev = agents.slice(6);
    expect(dev).toHaveLength(2);
    const v1 = (
      await call('POST', '/rollouts', {
        extension: 'podinfo',
        version: '1.0.0',
        namespace: 'apps',
        target: { selector: 'env=prod' },
        strategy: { stages: [{ name: 'all', percent: 100 }] },
      })
    ).json<RolloutView>();
    expect((await until(v1.id, (view) => view.state === 'Completed')).counts.Succeeded).toBe(prod.length);
    await eventually(() => prod.every((agent) => installedVersion(agent) === '1'));
    expect(dev.map(installedVersion)).toStrictEqual([undefined, undefined]);

    const v2 = (
      await call('POST', '/rollouts', {
        extension: 'podinfo',
        version: '2.0.0',
        target: { selector: 'env=prod' },
        strategy: {
          stages: [
            { name: 'first', percent: 25, maxConcurrency: 1 },
            { name: 'second', percent: 25, maxConcurrency: 1 },
            { name: 'rest', percent: 100, maxConcurrency: 1 },
          ],
        },
      })
    ).json<RolloutView>();
    const records = (
      await plane.runtime.store
        .collection<RolloutClusterDocument>('rolloutClusters')
        .query(TENANT, { where: [{ path: ['rolloutId'], op: 'eq', value: v2.id }] })
    ).items.map((item) => item.doc);
    const failingIds = new Set(agents.filter((a) => failingUids.has(a.uid)).map((a) => a.core.clusterId));
    const firstFailingStage = Math.min(
      ...records.filter((r) => failingIds.has(r.clusterId)).map((r) => r.stage),
    );

    const halted = await until(v2.id, (view) => view.state === 'Halted');
    expect(halted.stages[firstFailingStage]!.state).toBe('Halted');
    expect(halted.stages.slice(0, firstFailingStage).every((stage) => stage.state === 'Done')).toBe(true);
    expect(halted.failures[0]).toMatchObject({
      reason: 'RenderFailed',
      message: expect.stringContaining('image ghcr.io/podinfo:6.7.0 is not in the allowed registry'),
    });
    expect(halted.haltReason).toContain('error budget exceeded');

    // Clusters that got v2 and succeeded run it; everything after the failure was never sent.
    const afterHalt = (
      await plane.runtime.store
        .collection<RolloutClusterDocument>('rolloutClusters')
        .query(TENANT, { where: [{ path: ['rolloutId'], op: 'eq', value: v2.id }] })
    ).items.map((item) => item.doc);
    const succeeded = afterHalt.filter((r) => r.state === 'Succeeded').map((r) => r.clusterId);
    expect(afterHalt.filter((r) => r.stage > firstFailingStage).every((r) => r.state === 'Cancelled')).toBe(
      true,
    );
    await eventually(() =>
      agents.filter((a) => succeeded.includes(a.core.clusterId!)).every((a) => installedVersion(a) === '2'),
    );

    const rolledBack = await call('POST', `/rollouts/${v2.id}/rollback`);
    expect(rolledBack.json<RolloutView>().state).toBe('RolledBack');
    await eventually(() => prod.every((agent) => installedVersion(agent) === '1'));
    expect(dev.map(installedVersion)).toStrictEqual([undefined, undefined]);
  }, 300_000);
});
