import { KubeConfig } from '@kubernetes/client-node';
import { AgentCore } from '../../agent/core';
import { ClientNodeCluster } from '../../agent/kube/client-node-cluster';
import { jsonLogger, silentLogger } from '../../agent/observability/log';
import type { Renderer } from '../../agent/reconcile/render/port';
import { clusterIdFor } from '../../functions/clusters/model';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { FakeKubeApi } from '../support/fake-kube-api';
import { AGENT_NAMESPACE, TENANT, eventually, recordingTransport, seedObjects } from './harness';
import type { RecordingTransport } from './harness';

const CLUSTER = { apiVersion: 'arcbridge.io/v1alpha1', kind: 'ArcBridgeCluster', name: 'arcbridge' };
const IDENTITY = {
  apiVersion: 'v1',
  kind: 'Secret',
  name: 'arcbridge-agent-identity',
  namespace: AGENT_NAMESPACE,
};
const TOKEN_SECRET = {
  apiVersion: 'v1',
  kind: 'Secret',
  name: 'arcbridge-bootstrap',
  namespace: AGENT_NAMESPACE,
};
const nothingToRender: Renderer = { render: async () => [] };

/**
 * The platform team names the cluster where it installs the agent: `spec.clusterName` of the
 * ArcBridgeCluster (the chart's `clusterName`) travels in the registration, and the control plane
 * shows it as the cluster's name. Each case is its own cluster (fake Kubernetes API, kube-system
 * UID) registering with one embedded control plane.
 */
describe('the cluster name, from the ArcBridgeCluster to the control plane', () => {
  let tp: TestControlPlane;
  let reader: string;
  const kubes: FakeKubeApi[] = [];
  const agents: AgentCore[] = [];

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000', ARCBRIDGE_RATE_AGENT_BURST: '1000' },
    });
    reader = await tp.token(TENANT, 'reader');
  });
  afterAll(async () => {
    await Promise.all(agents.map((a) => a.stop()));
    await Promise.all(kubes.map((k) => k.stop()));
    await tp?.stop();
  });

  const newToken = async () =>
    (await tp.plane.runtime.registration.createBootstrapToken(TENANT, 'test', {})).token;

  /** A cluster whose ArcBridgeCluster spec is the harness's with `spec` merged in. */
  async function newCluster(uid: string, spec: Record<string, unknown>): Promise<FakeKubeApi> {
    const kube = new FakeKubeApi();
    kubes.push(kube);
    await kube.start();
    const token = await newToken();
    for (const object of seedObjects({ controlPlaneUrl: tp.plane.url, token })) {
      if (object.metadata.name === 'kube-system') object.metadata.uid = uid;
      if (object.kind === 'ArcBridgeCluster')
        object.spec = { ...(object.spec as Record<string, unknown>), ...spec };
      kube.store.create(object);
    }
    return kube;
  }

  /** Starts an agent (a pod) on the cluster: what it sent, and what it logged at warn and above. */
  function startAgent(kube: FakeKubeApi) {
    const logged: Array<{ msg: string; loop?: string; error?: string }> = [];
    const transport = recordingTransport();
    const kc = new KubeConfig();
    kc.loadFromOptions(kube.kubeconfig());
    const agent = new AgentCore({
      kube: new ClientNodeCluster(kc, silentLogger),
      renderer: nothingToRender,
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      agentVersion: 'cluster-name',
      log: jsonLogger('warn', {}, (line) => logged.push(JSON.parse(line) as (typeof logged)[number])),
      trustedCaPems: [tp.caPem],
      transport: transport.factory,
      settings: { heartbeatIntervalMs: 200, desiredPollIntervalMs: 200, backoff: { baseMs: 20, capMs: 100 } },
    });
    agents.push(agent);
    agent.start();
    // No transport before the spec is read: an agent that refused its spec never made one.
    const sent = () => (transport.recorder() as RecordingTransport | undefined)?.sent ?? [];
    const registrations = () =>
      sent()
        .filter((r) => r.path === '/api/v1/register')
        .map((r) => JSON.parse(r.body!) as Record<string, unknown>);
    return { agent, logged, registrations, sent };
  }

  /** The cluster as operators read it (a reader suffices): GET /api/v1/tenants/{t}/clusters/{id}. */
  async function getCluster(id: string) {
    const res = await tp.client.send({ path: `/api/v1/tenants/${TENANT}/clusters/${id}`, token: reader });
    return {
      status: res.status,
      body: res.status === 200 ? res.json<{ id: string; name: string; group: string | null }>() : undefined,
    };
  }

  it('registers with spec.clusterName: the control plane shows the cluster under that name', async () => {
    const { agent, registrations } = startAgent(
      await newCluster('a1111111-2222-4333-8444-555555555555', {
        clusterName: 'store-0042.westeurope',
        group: 'retail/eu/store-0042',
      }),
    );
    await eventually(() => agent.ready);
    expect(registrations()).toEqual([
      expect.objectContaining({
        name: 'store-0042.westeurope',
        group: 'retail/eu/store-0042',
        region: 'westeurope',
        labels: { env: 'test' },
      }),
    ]);
    const { status, body } = await getCluster(agent.clusterId!);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: agent.clusterId,
      name: 'store-0042.westeurope',
      group: 'retail/eu/store-0042',
    });
  });

  it('without spec.clusterName sends no name, and the cluster id stands in for it as before', async () => {
    const { agent, registrations } = startAgent(await newCluster('b1111111-2222-4333-8444-555555555555', {}));
    await eventually(() => agent.ready);
    expect(registrations()).toHaveLength(1);
    expect(registrations()[0]).not.toHaveProperty('name');
    expect(registrations()[0]).not.toHaveProperty('group');
    expect((await getCluster(agent.clusterId!)).body).toMatchObject({ name: agent.clusterId });
  });

  it('refuses an invalid spec.clusterName before registering, saying which field and what it must be', async () => {
    const uid = 'c1111111-2222-4333-8444-555555555555';
    const { agent, logged, registrations } = startAgent(await newCluster(uid, { clusterName: 'Store_0042' }));
    const refused = await eventually(() => logged.find((l) => l.loop === 'bootstrap'));
    expect(refused).toMatchObject({ msg: 'loop iteration failed' });
    expect(refused.error).toBe(
      'ArcBridgeCluster arcbridge has an invalid spec: spec.clusterName: lowercase letters, digits, dots and dashes, starting and ending with a letter or digit',
    );
    // Nothing reached the control plane: no registration, no cluster.
    expect(agent.clusterId).toBeUndefined();
    expect(registrations()).toEqual([]);
    expect((await getCluster(clusterIdFor(TENANT, uid))).status).toBe(404);
  });

  it('takes the name at registration: a later change applies only when the cluster registers again (new token, identity Secret deleted)', async () => {
    const uid = 'd1111111-2222-4333-8444-555555555555';
    const kube = await newCluster(uid, { clusterName: 'store-7' });
    const first = startAgent(kube);
    await eventually(() => first.agent.ready);
    const id = first.agent.clusterId!;
    expect((await getCluster(id)).body).toMatchObject({ name: 'store-7' });
    await first.agent.stop();

    // Renamed in the spec (a `helm upgrade --set clusterName=...`), agent restarted: it keeps its
    // identity and does not register, so the name stays.
    kube.store.mergePatch(CLUSTER, { spec: { clusterName: 'store-7-eu' } });
    const restarted = startAgent(kube);
    await eventually(() => restarted.agent.ready);
    await eventually(() => restarted.sent().some((r) => r.path.endsWith('/heartbeat')));
    expect(restarted.registrations()).toEqual([]);
    expect((await getCluster(id)).body).toMatchObject({ name: 'store-7' });
    await restarted.agent.stop();

    // The procedure of docs/agent.md#naming-the-cluster: a new bootstrap token in the Secret, the
    // identity Secret deleted, the agent restarted. Same cluster (id), new name.
    kube.store.mergePatch(TOKEN_SECRET, {
      data: { token: Buffer.from(await newToken()).toString('base64') },
    });
    kube.store.delete(IDENTITY);
    const reregistered = startAgent(kube);
    await eventually(() => reregistered.agent.ready);
    expect(reregistered.registrations()).toEqual([expect.objectContaining({ name: 'store-7-eu' })]);
    expect(reregistered.agent.clusterId).toBe(id);
    expect((await getCluster(id)).body).toMatchObject({ id, name: 'store-7-eu' });
  });
});
