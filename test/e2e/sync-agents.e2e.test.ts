import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { AgentCore } from '../../agent/core';
import type { AgentSettings } from '../../agent/core';
import { ClientNodeCluster } from '../../agent/kube/client-node-cluster';
import type { KubeObject } from '../../agent/kube/port';
import { silentLogger } from '../../agent/observability/log';
import { createRenderer } from '../../agent/reconcile/render/default-renderer';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import { AGENT_NAMESPACE, TENANT, caPem, eventually, startPlane, tempDir } from '../agent/harness';
import { FakeKubeApi } from '../support/fake-kube-api';
import { serviceAccountUserInfo } from '../support/fake-kube-authz';
import { HelmChart } from '../support/helm-chart';
import { createHttpsClient } from '../support/https-client';
import { refusedForBoth, seedSyncCluster } from './sync-cluster';
import type { SyncClusterValues } from './sync-cluster';

const FAST: Partial<AgentSettings> = {
  heartbeatIntervalMs: 200,
  desiredPollIntervalMs: 500,
  statusFlushIntervalMs: 100,
  reconcileIntervalMs: 500,
  inventoryIntervalMs: 1000,
  resourceSyncIntervalMs: 150,
  backoff: { baseMs: 50, capMs: 300 },
};

const chart = new HelmChart(join(__dirname, '../../agent/deploy/chart'));
const SECRET_VALUE = 'pa55w0rd-never-in-the-clear';
const configMapKind = { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps' };
const secretKind = { group: '', version: 'v1', kind: 'Secret', resource: 'secrets' };

interface Member {
  name: string;
  kube: FakeKubeApi;
  agent: AgentCore;
  clusterId: string;
}

/**
 * Three agents, each on its own fake Kubernetes API (RBAC from the chart rendered with the sync
 * values), keep a ConfigMap and a Secret of one cluster in sync on the two others through the
 * embedded control plane: copies put back when changed or deleted, removed or orphaned per policy,
 * a second source of the same object refused, and the Secret's value nowhere on the control plane.
 */
describe('resource sync between three agents (fake Kubernetes APIs, embedded control plane)', () => {
  const dir = tempDir('arcbridge-sync-agents-');
  let plane: EmbeddedControlPlane;
  let api: ReturnType<typeof createHttpsClient>;
  let token: string;
  const members: Member[] = [];
  const [hub, edge1, edge2] = [0, 1, 2].map(() => ({}) as Member) as [Member, Member, Member];

  async function startMember(
    member: Member,
    name: string,
    index: number,
    values: SyncClusterValues,
  ): Promise<void> {
    const kube = new FakeKubeApi({
      users: { 'agent-token': serviceAccountUserInfo(AGENT_NAMESPACE, 'arcbridge-agent') },
    });
    await kube.start();
    await seedSyncCluster(
      kube.store,
      plane,
      { name, index, uidPrefix: '0b5c3f6e-8a4d-4c1e-9f2a-7d6e5c4b3a2' },
      values,
    );
    const kc = new KubeConfig();
    kc.loadFromOptions(kube.kubeconfig('agent-token'));
    const agent = new AgentCore({
      kube: new ClientNodeCluster(kc, silentLogger),
      renderer: createRenderer(),
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      defaultServiceAccount: 'arcbridge-extensions',
      agentVersion: '0.1.0-test',
      log: silentLogger,
      settings: FAST,
      trustedCaPems: [caPem(plane)],
    });
    agent.start();
    Object.assign(member, { name, kube, agent });
    members.push(member);
    await eventually(() => agent.clusterId !== undefined, 20_000);
    member.clusterId = agent.clusterId!;
  }

  beforeAll(async () => {
    plane = await startPlane(dir.path);
    api = createHttpsClient(plane.url, caPem(plane));
    token = await plane.issuer.mint({ subject: 'op', roles: ['admin'], tenants: [TENANT], ttlSeconds: 600 });
    await startMember(hub, 'hub', 0, {
      features: ['config-source'],
      labels: { role: 'hub' },
      exportKinds: [configMapKind, secretKind],
    });
    await startMember(edge1, 'edge-1', 1, { labels: { role: 'edge' } });
    await startMember(edge2, 'edge-2', 2, { labels: { role: 'edge' }, exportKinds: [configMapKind] });
    hub.kube.store.create({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'app-config', namespace: 'team-a', labels: { share: 'yes' } },
      data: { greeting: 'hello' },
    });
    hub.kube.store.create({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'db', namespace: 'team-a' },
      type: 'Opaque',
      data: { password: Buffer.from(SECRET_VALUE).toString('base64') },
    });
  }, 90_000);

  afterAll(async () => {
    for (const member of members) await member.agent.stop();
    await plane?.stop().catch(() => undefined);
    for (const member of members) await member.kube.stop();
    dir.remove();
  });

  const call = (method: string, path: string, body?: unknown) =>
    api.send({
      method,
      path: `/api/v1/tenants/${TENANT}/${path}`,
      token,
      ...(body === undefined ? {} : { body }),
    });
  const get = (member: Member, kind: string, name: string, namespace = 'team-a') =>
    member.kube.store.get({ apiVersion: 'v1', kind, name, namespace });

  const greeting = (member: Member) =>
    (get(member, 'ConfigMap', 'app-config')?.data as { greeting?: string } | undefined)?.greeting;

  it('copies a ConfigMap from its source to every target, marked with its origin', async () => {
    const put = await call('PUT', 'sync-rules/app-config', {
      resource: { version: 'v1', kind: 'ConfigMap' },
      match: { labels: 'share=yes' },
      from: { features: ['config-source'] },
      to: { selector: 'role=edge' },
    });
    expect(put.status).toBe(201);
    for (const edge of [edge1, edge2]) {
      await eventually(() => get(edge, 'ConfigMap', 'app-config') !== undefined, 20_000);
      const copy = get(edge, 'ConfigMap', 'app-config')!;
      expect(copy.data).toEqual({ greeting: 'hello' });
      expect(copy.metadata.labels?.['arcbridge.io/synced-from']).toBe(`${hub.clusterId}.app-config`);
      expect(copy.metadata.annotations?.['arcbridge.io/synced-from']).toBe('hub/app-config');
    }
    await eventually(async () => {
      const show = (await call('GET', 'sync-rules/app-config')).json<{
        status: { counts: Record<string, number> };
      }>();
      return show.status.counts.Synced === 2;
    }, 20_000);
  });

  it('puts back a copy that was changed or deleted in a target, and follows a change at the source', async () => {
    const ref = (name: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', name, namespace: 'team-a' });
    edge1.kube.store.mergePatch(ref('app-config'), { data: { greeting: 'tampered' } });
    edge2.kube.store.delete({ apiVersion: 'v1', kind: 'ConfigMap', name: 'app-config', namespace: 'team-a' });
    await eventually(() => greeting(edge1) === 'hello', 20_000);
    await eventually(() => greeting(edge2) === 'hello', 20_000);
    hub.kube.store.mergePatch(ref('app-config'), { data: { greeting: 'bonjour' } });
    for (const edge of [edge1, edge2]) await eventually(() => greeting(edge) === 'bonjour', 20_000);
  });

  it("seals a Secret to each target: the copies hold the value, the control plane's files never do", async () => {
    const put = await call('PUT', 'sync-rules/db-credentials', {
      resource: { version: 'v1', kind: 'Secret' },
      match: { objectKeys: [{ name: 'db', namespace: 'team-a' }] },
      from: { features: ['config-source'] },
      to: { selector: 'role=edge' },
      deletionPolicy: 'Orphan',
    });
    expect(put.status).toBe(201);
    for (const edge of [edge1, edge2]) {
      await eventually(() => get(edge, 'Secret', 'db') !== undefined, 20_000);
      const data = get(edge, 'Secret', 'db')!.data as Record<string, string>;
      expect(Buffer.from(data.password!, 'base64').toString()).toBe(SECRET_VALUE);
    }
    // Every byte the control plane keeps: store and queue databases (with their WAL), blobs, logs.
    const base64 = Buffer.from(SECRET_VALUE).toString('base64');
    const sealed = await plane.runtime.store
      .collection<{ id: string; tenantId: string; sealed?: Record<string, string> }>('fleet')
      .query(TENANT, { where: [{ path: ['id'], op: 'startsWith', value: 'sync-object:db-credentials:' }] });
    expect(Object.keys(sealed.items[0]?.doc.sealed ?? {}).sort()).toEqual(
      [edge1.clusterId, edge2.clusterId].sort(),
    );
    const files = listFiles(dir.path);
    expect(files.map((file) => file.slice(dir.path.length + 1))).toContain('arcbridge.db');
    for (const file of files) {
      const bytes = readFileSync(file);
      expect({ file, plaintext: bytes.includes(SECRET_VALUE), base64: bytes.includes(base64) }).toEqual({
        file,
        plaintext: false,
        base64: false,
      });
    }
    const show = await call('GET', 'sync-rules/db-credentials');
    expect(show.text).not.toContain(base64);
  });

  it('refuses a second source of the same object with a Conflict naming both, and keeps the first copy', async () => {
    edge2.kube.store.create({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'app-config', namespace: 'team-b' },
      data: { greeting: 'from edge-2' },
    });
    const put = await call('PUT', 'sync-rules/edge-config', {
      resource: { version: 'v1', kind: 'ConfigMap' },
      match: { objectKeys: [{ name: 'app-config', namespace: 'team-b' }] },
      from: { clusters: [edge2.clusterId] },
      to: { clusters: [edge1.clusterId] },
      namespaceMapping: { 'team-b': 'team-a' },
    });
    expect(put.status).toBe(201);
    await eventually(
      () =>
        refusedForBoth(() => call('GET', 'sync-rules/edge-config'), edge1.clusterId, [
          hub.clusterId,
          edge2.clusterId,
        ]),
      20_000,
    );
    expect(get(edge1, 'ConfigMap', 'app-config')?.data).toEqual({ greeting: 'bonjour' });
    // The cluster-side view: the edge's ArcBridgeCluster names the refused copy and both sources.
    const condition = () =>
      (
        edge1.kube.store.get({
          apiVersion: 'arcbridge.io/v1alpha1',
          kind: 'ArcBridgeCluster',
          name: 'arcbridge',
        })!.status as { conditions: Array<{ type: string; status: string; reason: string; message: string }> }
      ).conditions.find((c) => c.type === 'ResourcesSynced');
    await eventually(() => condition()?.reason === 'SyncConflict', 20_000);
    expect(condition()?.status).toBe('False');
    expect(condition()?.message).toContain(`rule edge-config, team-a/app-config from ${edge2.clusterId}`);
    expect(condition()?.message).toContain(hub.clusterId);
    expect((await call('DELETE', 'sync-rules/edge-config')).status).toBe(204);
  });

  it("reports a rule naming a kind outside the source's export list, on the ArcBridgeCluster and in show", async () => {
    const put = await call('PUT', 'sync-rules/edge-secrets', {
      resource: { version: 'v1', kind: 'Secret' },
      match: { objectKeys: [{ name: 'edge-db', namespace: 'team-a' }] },
      from: { clusters: [edge2.clusterId] },
      to: { clusters: [hub.clusterId] },
    });
    expect(put.status).toBe(201);
    const condition = () =>
      (
        edge2.kube.store.get({
          apiVersion: 'arcbridge.io/v1alpha1',
          kind: 'ArcBridgeCluster',
          name: 'arcbridge',
        })!.status as { conditions: Array<{ type: string; status: string; reason: string; message: string }> }
      ).conditions.find((c) => c.type === 'ResourcesSynced');
    await eventually(() => condition()?.reason === 'KindNotExported', 20_000);
    expect(condition()).toMatchObject({
      status: 'False',
      message: expect.stringContaining('rule edge-secrets'),
    });
    const show = (await call('GET', 'sync-rules/edge-secrets')).json<{
      status: { clusters: Array<{ clusterId: string; state: string; reason?: string }> };
    }>();
    expect(show.status.clusters.find((c) => c.clusterId === edge2.clusterId)).toMatchObject({
      state: 'Failed',
      reason: expect.stringContaining('KindNotExported'),
    });
    expect((await call('DELETE', 'sync-rules/edge-secrets')).status).toBe(204);
  });

  it('reports a copy the target refuses verbatim (Failed), and applies it once the target allows it', async () => {
    hub.kube.store.create({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'blocked', namespace: 'team-a' },
      data: { k: 'v' },
    });
    // team-b is not among the extensions' namespaces on edge-1: its RBAC refuses the copy.
    const put = await call('PUT', 'sync-rules/to-team-b', {
      resource: { version: 'v1', kind: 'ConfigMap' },
      match: { objectKeys: [{ name: 'blocked', namespace: 'team-a' }] },
      from: { features: ['config-source'] },
      to: { clusters: [edge1.clusterId] },
      namespaceMapping: { 'team-a': 'team-b' },
    });
    expect(put.status).toBe(201);
    const target = async () =>
      (await call('GET', 'sync-rules/to-team-b'))
        .json<{
          status: { clusters: Array<{ clusterId: string; role: string; state: string; reason?: string }> };
        }>()
        .status.clusters.find((c) => c.clusterId === edge1.clusterId && c.role === 'target');
    await eventually(async () => (await target())?.state === 'Failed', 20_000);
    expect((await target())?.reason).toMatch(/forbidden/i);
    expect(get(edge1, 'ConfigMap', 'blocked', 'team-b')).toBeUndefined();
    // The operator grants the namespace (the chart with team-b among rbac.extensionNamespaces).
    const grants = chart
      .render(
        {
          controlPlaneUrl: plane.url,
          tenantId: TENANT,
          bootstrapToken: { value: 'x' },
          rbac: { profile: 'restricted', extensionNamespaces: ['team-a', 'team-b'] },
        },
        { name: 'arcbridge', namespace: AGENT_NAMESPACE },
      )
      .filter((o) => o.kind === 'RoleBinding' && o.metadata.namespace === 'team-b');
    expect(grants).toHaveLength(1);
    const { source: _source, ...binding } = grants[0] as (typeof grants)[0] & { source?: string };
    edge1.kube.store.create(binding as unknown as KubeObject);
    await eventually(() => get(edge1, 'ConfigMap', 'blocked', 'team-b') !== undefined, 20_000);
    await eventually(async () => (await target())?.state === 'Synced', 20_000);
    expect((await call('DELETE', 'sync-rules/to-team-b')).status).toBe(204);
    await eventually(() => get(edge1, 'ConfigMap', 'blocked', 'team-b') === undefined, 20_000);
  });

  it('removes the copies when the source object goes (Delete) and keeps them (Orphan)', async () => {
    hub.kube.store.delete({ apiVersion: 'v1', kind: 'ConfigMap', name: 'app-config', namespace: 'team-a' });
    hub.kube.store.delete({ apiVersion: 'v1', kind: 'Secret', name: 'db', namespace: 'team-a' });
    for (const edge of [edge1, edge2])
      await eventually(() => get(edge, 'ConfigMap', 'app-config') === undefined, 20_000);
    // The Secret rule orphans: its copies stay as they were.
    for (const edge of [edge1, edge2]) {
      const data = get(edge, 'Secret', 'db')?.data as Record<string, string> | undefined;
      expect(Buffer.from(data?.password ?? '', 'base64').toString()).toBe(SECRET_VALUE);
    }
  });
});

function listFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
