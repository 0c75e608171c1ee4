import { join } from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { resourcesSyncedCondition } from '../../agent/cluster-conditions';
import { ClientNodeCluster } from '../../agent/kube/client-node-cluster';
import type { KubeObject } from '../../agent/kube/port';
import { silentLogger } from '../../agent/observability/log';
import { PEER_API_VERSION, PEER_KIND, PeerObjects } from '../../agent/resource-sync/peer-objects';
import type { SyncPeer } from '../../contract/sync-exchange';
import { crdChecker } from '../support/crd-schema';
import { FakeKubeApi } from '../support/fake-kube-api';
import { serviceAccountUserInfo } from '../support/fake-kube-authz';
import { HelmChart } from '../support/helm-chart';
import { AGENT_NAMESPACE } from './harness';

const deploy = join(__dirname, '../../agent/deploy');
const chart = new HelmChart(join(deploy, 'chart'));
const checkPeer = crdChecker(join(deploy, 'peer-crd.yaml'), 'v1alpha1');
const OWN_UID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const RBAC_KINDS = new Set(['ServiceAccount', 'ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding']);

const peer = (id: string, overrides: Partial<SyncPeer> = {}): SyncPeer => ({
  clusterId: `c-${id.padEnd(26, '0')}`,
  name: id,
  region: 'westeurope',
  group: 'retail/eu',
  labels: { tier: 'edge' },
  clusterUid: `uid-${id}`,
  connectivity: 'Connected',
  ...overrides,
});

/**
 * ArcBridgePeer objects written by the agent's own credentials to a fake API server that enforces
 * the chart's RBAC (rendered with or without sync.peers) and serves the CRD of agent/deploy.
 */
async function clusterWith(peers: boolean): Promise<{ kube: FakeKubeApi; agent: ClientNodeCluster }> {
  const kube = new FakeKubeApi({
    users: { 'agent-token': serviceAccountUserInfo(AGENT_NAMESPACE, 'arcbridge-agent') },
  });
  kube.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'kube-system', uid: OWN_UID } });
  kube.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: AGENT_NAMESPACE } });
  kube.store.create(parse(readFileSync(join(deploy, 'peer-crd.yaml'), 'utf8')) as KubeObject);
  const rendered = chart.render(
    {
      controlPlaneUrl: 'https://cp.example.com',
      tenantId: 't1',
      bootstrapToken: { value: 'x' },
      sync: { peers },
    },
    { name: 'arcbridge', namespace: AGENT_NAMESPACE },
  );
  for (const object of rendered.filter((o) => RBAC_KINDS.has(o.kind))) {
    const { source: _source, ...plain } = object as typeof object & { source?: string };
    kube.store.create(plain as unknown as KubeObject);
  }
  await kube.start();
  const kc = new KubeConfig();
  kc.loadFromOptions(kube.kubeconfig('agent-token'));
  return { kube, agent: new ClientNodeCluster(kc, silentLogger) };
}

describe('ArcBridgePeer objects (sync.peers)', () => {
  let kube: FakeKubeApi;
  let peerObjects: PeerObjects;
  const list = () =>
    kube.store
      .list(PEER_API_VERSION, PEER_KIND)
      .sort((a, b) => a.metadata.name.localeCompare(b.metadata.name));
  const spec = (object: KubeObject | undefined) => object?.spec as Record<string, unknown> | undefined;

  beforeAll(async () => {
    const cluster = await clusterWith(true);
    kube = cluster.kube;
    peerObjects = new PeerObjects(cluster.agent, 'arcbridge-sync');
  });
  afterAll(() => kube.stop());

  it('materialises every peer, local by the kube-system UID, valid against the CRD', async () => {
    const self = peer('self', { clusterUid: OWN_UID });
    const other = peer('other', { region: null, group: null, connectivity: 'Offline' });
    await peerObjects.reconcile([self, other]);
    const objects = list();
    expect(objects.map((o) => [o.metadata.name, spec(o)?.type, spec(o)?.connectivity])).toEqual([
      [other.clusterId, 'peer', 'Offline'],
      [self.clusterId, 'local', 'Connected'],
    ]);
    for (const object of objects) {
      const { apiVersion, kind, spec: body } = object;
      expect(checkPeer({ apiVersion, kind, metadata: { name: object.metadata.name }, spec: body })).toEqual(
        [],
      );
    }
    expect(spec(objects[0])).not.toHaveProperty('region');
    expect(spec(objects[1])).toMatchObject({
      clusterName: 'self',
      region: 'westeurope',
      labels: { tier: 'edge' },
    });
  });

  it('puts back an edited peer, deletes a peer that left, and leaves objects it did not write', async () => {
    const self = peer('self', { clusterUid: OWN_UID });
    kube.store.mergePatch(
      { apiVersion: PEER_API_VERSION, kind: PEER_KIND, name: self.clusterId },
      { spec: { type: 'peer', region: 'elsewhere' } },
    );
    kube.store.create({
      apiVersion: PEER_API_VERSION,
      kind: PEER_KIND,
      metadata: { name: 'hand-made' },
      spec: {
        clusterId: `c-${'h'.repeat(26)}`,
        clusterName: 'h',
        clusterUid: 'h',
        type: 'peer',
        connectivity: 'Offline',
      },
    });
    await peerObjects.reconcile([self]);
    expect(list().map((o) => [o.metadata.name, spec(o)?.type, spec(o)?.region])).toEqual([
      [self.clusterId, 'local', 'westeurope'],
      ['hand-made', 'peer', undefined],
    ]);
    // Nothing changed since: no write at all.
    const version = list()[0]!.metadata.resourceVersion;
    await peerObjects.reconcile([self]);
    expect(list()[0]!.metadata.resourceVersion).toBe(version);
  });

  it('is refused by the chart RBAC without sync.peers, and says so on the ArcBridgeCluster', async () => {
    const cluster = await clusterWith(false);
    try {
      const failure = await new PeerObjects(cluster.agent, 'arcbridge-sync')
        .reconcile([peer('self', { clusterUid: OWN_UID })])
        .then(
          () => undefined,
          (err: Error) => err.message,
        );
      expect(failure).toMatch(/forbidden/i);
      expect(cluster.kube.store.list(PEER_API_VERSION, PEER_KIND)).toEqual([]);
      expect(resourcesSyncedCondition([], [], `ArcBridgePeer objects not written: ${failure}`)).toMatchObject(
        {
          status: false,
          reason: 'PeersFailed',
        },
      );
    } finally {
      await cluster.kube.stop();
    }
  });
});
