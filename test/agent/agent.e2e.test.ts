import { KubeConfig } from '@kubernetes/client-node';
import { AgentCore } from '../../agent/core';
import type { AgentSettings } from '../../agent/core';
import { ClientNodeCluster } from '../../agent/kube/client-node-cluster';
import { silentLogger } from '../../agent/observability/log';
import { AgentMetrics } from '../../agent/observability/metrics';
import { createRenderer } from '../../agent/reconcile/render/default-renderer';
import { sourceEgressPolicy } from '../../agent/reconcile/render/source-egress';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import { join } from 'node:path';
import type { KubeObject } from '../../agent/kube/port';
import { FakeKubeApi } from '../support/fake-kube-api';
import { serviceAccountUserInfo } from '../support/fake-kube-authz';
import { grantsFrom, loadYamlDocuments, matchingGrants } from './rbac';
import {
  AGENT_NAMESPACE,
  DEPLOYMENT_YAML,
  KUBE_SYSTEM_UID,
  StaticServer,
  TENANT,
  caPem,
  eventually,
  markAvailable,
  recordingTransport,
  seedObjects,
  startPlane,
  tempDir,
} from './harness';

const FAST: Partial<AgentSettings> = {
  heartbeatIntervalMs: 300,
  desiredPollIntervalMs: 150,
  statusFlushIntervalMs: 100,
  reconcileIntervalMs: 200,
  convergeIntervalMs: 50,
  driftIntervalMs: 150,
  healthTimeoutMs: 20_000,
  renewCheckIntervalMs: 200,
  inventoryIntervalMs: 300,
  backoff: { baseMs: 50, capMs: 300 },
};

const RBAC_YAML = join(__dirname, '../../agent/deploy/rbac.yaml');
const EXTENSIONS_USER = `system:serviceaccount:${AGENT_NAMESPACE}:arcbridge-extensions`;

const deployment = { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'apps' };
const configMap = { apiVersion: 'v1', kind: 'ConfigMap', name: 'web-config', namespace: 'apps' };

// Once with each way the agent proves its identity: the client certificate in the TLS handshake,
// and DPoP proofs with no certificate in the handshake at all (test/agent/auth-modes.e2e.test.ts
// adds a TLS-terminating proxy in between).
describe.each(['mtls', 'dpop'] as const)(
  'agent end to end (%s): fake Kubernetes API + embedded control plane',
  (authMode) => {
    const dir = tempDir('arcbridge-agent-e2e-');
    // The agent authenticates as its own ServiceAccount; the fake enforces deploy/rbac.yaml.
    const kube = new FakeKubeApi({
      users: { 'agent-token': serviceAccountUserInfo(AGENT_NAMESPACE, 'arcbridge-agent') },
    });
    const manifests = new StaticServer();
    const transport = recordingTransport();
    const metrics = new AgentMetrics();
    let plane: EmbeddedControlPlane;
    let planePort: number;
    let agent: AgentCore;
    let clusterId: string;

    beforeAll(async () => {
      await kube.start();
      const manifestsUrl = await manifests.start();
      manifests.files.set('/manifests/web.yaml', DEPLOYMENT_YAML);
      plane = await startPlane(dir.path);
      planePort = Number(new URL(plane.url).port);
      const { token } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
      for (const object of seedObjects({
        controlPlaneUrl: plane.url,
        token,
        allowedNamespaces: ['apps', 'team-b'],
      }))
        kube.store.create(object);
      kube.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-b' } });
      for (const object of loadYamlDocuments(RBAC_YAML)) kube.store.create(object as unknown as KubeObject);
      expect(manifestsUrl).toMatch(/^http:/);
      (globalThis as { manifestsUrl?: string }).manifestsUrl = manifestsUrl;

      const kc = new KubeConfig();
      kc.loadFromOptions(kube.kubeconfig('agent-token'));
      agent = new AgentCore({
        kube: new ClientNodeCluster(kc, silentLogger),
        // The manifests server listens on loopback, which the agent reaches only when configured to.
        renderer: createRenderer({ egress: sourceEgressPolicy({ allow: '127.0.0.1/32' }) }),
        clusterResourceName: 'arcbridge',
        namespace: AGENT_NAMESPACE,
        defaultServiceAccount: 'arcbridge-extensions',
        agentVersion: '0.1.0-test',
        log: silentLogger,
        metrics,
        settings: FAST,
        trustedCaPems: [caPem(plane)],
        transport: transport.factory,
        authMode,
      });
      agent.start();
    });

    afterAll(async () => {
      await agent?.stop();
      await plane?.stop().catch(() => undefined);
      await kube.stop();
      await manifests.stop();
      dir.remove();
    });

    const cr = () =>
      kube.store.get({ apiVersion: 'arcbridge.io/v1alpha1', kind: 'ArcBridgeCluster', name: 'arcbridge' })!;
    const condition = (type: string) =>
      (
        (cr().status as { conditions?: Array<{ type: string; status: string; reason: string }> } | undefined)
          ?.conditions ?? []
      ).find((c) => c.type === type);
    const agentPhase = (extension: string) =>
      (cr().status as { extensions?: Array<{ name: string; phase: string }> } | undefined)?.extensions?.find(
        (e) => e.name === extension,
      )?.phase;
    const clusterStatus = async (extension: string) =>
      (await plane.runtime.clusters.get(TENANT, clusterId)).status[extension] as
        { phase: string; reason: string } | undefined;

    it('registers with the kube-system UID, keeps its key in a Secret and reports Registered', async () => {
      await eventually(() => condition('Registered')?.status === 'True');
      await eventually(() => condition('CertificateValid')?.reason === 'CertificateValid');
      clusterId = (cr().status as { clusterId: string }).clusterId;
      expect(clusterId).toMatch(/^c-[a-z0-9]{26}$/);
      const cluster = await plane.runtime.clusters.get(TENANT, clusterId);
      expect(cluster.region).toBe('westeurope');
      expect(cluster.labels).toEqual({ env: 'test' });
      const secret = kube.store.get({
        apiVersion: 'v1',
        kind: 'Secret',
        name: 'arcbridge-agent-identity',
        namespace: AGENT_NAMESPACE,
      })!;
      const key = Buffer.from((secret.data as Record<string, string>)['tls.key']!, 'base64').toString();
      expect(key).toContain('BEGIN PRIVATE KEY');
      const register = transport.recorder().sent.find((r) => r.path === '/api/v1/register')!;
      expect(JSON.parse(register.body!).clusterUid).toBe(KUBE_SYSTEM_UID);
      // The private key itself never travels: only the CSR does.
      expect(register.body).not.toContain('PRIVATE KEY');
    });

    it('sends heartbeats and the inventory from informers, with traceparent on every request', async () => {
      const cluster = await eventually(async () => {
        const c = await plane.runtime.clusters.get(TENANT, clusterId);
        return c.lastHeartbeat && c.inventory ? c : undefined;
      });
      expect(cluster.agentVersion).toBe('0.1.0-test');
      expect(cluster.kubernetesVersion).toBe('v1.31.2');
      expect(cluster.inventory!.nodes).toBe(1);
      expect(cluster.inventory!.readyNodes).toBe(1);
      expect(cluster.inventory!.podsByPhase).toMatchObject({ Running: 1, Succeeded: 1 });
      for (const request of transport.recorder().sent) {
        expect(request.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      }
      // A new pod reaches the control plane through the watch, with If-Match on the second write.
      kube.store.create({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'p2', namespace: 'apps' },
        status: { phase: 'Pending' },
      });
      await eventually(
        async () =>
          (await plane.runtime.clusters.get(TENANT, clusterId)).inventory?.podsByPhase.Pending === 1,
      );
      const puts = transport
        .recorder()
        .sent.filter((r) => r.method === 'PUT' && r.path.endsWith('/inventory'));
      expect(puts[0]!.headers['if-none-match']).toBe('*');
      expect(puts.at(-1)!.headers['if-match']).toBeTruthy();
    });

    it('applies a manifest extension with server-side apply and reports Installed once the Deployment is available', async () => {
      const url = (globalThis as { manifestsUrl?: string }).manifestsUrl!;
      await plane.runtime.desired.assign(TENANT, clusterId, 'web', {
        kind: 'manifest',
        version: '1.0.0',
        namespace: 'apps',
        source: { url: `${url}/manifests`, path: 'web.yaml' },
      });
      const applied = await eventually(() => kube.store.get(deployment));
      // Applied as the restricted ServiceAccount, not as the agent.
      const writes = kube.requests.filter((r) => r.resource === 'deployments' && r.verb === 'patch');
      expect(new Set(writes.map((r) => r.user))).toEqual(new Set([EXTENSIONS_USER]));
      expect(applied.metadata.managedFields).toEqual([
        expect.objectContaining({ manager: 'arcbridge-agent', operation: 'Apply', fieldsType: 'FieldsV1' }),
      ]);
      expect(applied.metadata.labels).toMatchObject({ 'arcbridge.io/extension': 'web' });
      await eventually(() => kube.store.get(configMap));
      await eventually(async () => (await clusterStatus('web'))?.phase === 'Installing');
      await eventually(() => condition('Reconciled')?.status === 'False');

      kube.store.patchStatus(deployment, { status: markAvailable(applied) });
      await eventually(async () => (await clusterStatus('web'))?.phase === 'Installed');
      await eventually(() => condition('Reconciled')?.status === 'True');
      const status = cr().status as {
        extensions: Array<{ name: string; phase: string }>;
        lastKnownGoodGeneration: number;
      };
      expect(status.extensions).toEqual([
        expect.objectContaining({ name: 'web', phase: 'Installed', reason: 'Reconciled' }),
      ]);
      expect(status.lastKnownGoodGeneration).toBe(1);
      // The applied-objects inventory lives in the cluster.
      const inventory = kube.store.get({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        name: 'arcbridge-applied-web',
        namespace: AGENT_NAMESPACE,
      })!;
      expect(JSON.parse((inventory.data as { objects: string }).objects)).toHaveLength(2);
      await eventually(async () =>
        (await plane.runtime.clusters.get(TENANT, clusterId)).inventory?.extensions.some(
          (e) => e.name === 'web',
        ),
      );
    });

    it('restores a drifted object and reports Drifted with the fields', async () => {
      kube.store.mergePatch(deployment, { spec: { replicas: 5 } });
      kube.store.mergePatch(configMap, { data: { greeting: 'tampered' } });
      await eventually(
        () =>
          (kube.store.get(deployment)!.spec as { replicas: number }).replicas === 1 &&
          (kube.store.get(configMap)!.data as { greeting: string }).greeting === 'hello',
      );
      const drifted = await eventually(() =>
        transport
          .recorder()
          .statusEvents()
          .find((e) => e.phase === 'Drifted'),
      );
      expect(drifted.reason).toBe('DriftCorrected');
      await eventually(() => condition('DriftRepaired')?.status === 'True');
      expect(condition('DriftRepaired')?.reason).toBe('DriftCorrected');
      expect(drifted.message).toContain('Deployment/apps/web: /spec/replicas');
      expect(drifted.message).toContain('ConfigMap/apps/web-config: /data/greeting');
      expect((drifted as { drift?: unknown }).drift).toEqual(
        expect.arrayContaining([
          { object: 'Deployment/apps/web', fields: ['/spec/replicas'] },
          { object: 'ConfigMap/apps/web-config', fields: ['/data/greeting'] },
        ]),
      );
      // The re-applied rollout has to become available again before the extension is Installed.
      kube.store.patchStatus(deployment, { status: markAvailable(kube.store.get(deployment)!) });
      await eventually(async () => (await clusterStatus('web'))?.phase === 'Installed');
    });

    it('keeps enforcing through a control plane outage, buffers status and catches up afterwards', async () => {
      // Drift is checked only on an extension the agent itself holds Installed (the control plane's
      // view can still say Installed from before the last drift). The fake API has no Deployment
      // controller: play it, marking the Deployment's current generation available until then.
      await eventually(() => {
        if (agentPhase('web') === 'Installed') return true;
        kube.store.patchStatus(deployment, { status: markAvailable(kube.store.get(deployment)!) });
        return false;
      });
      await plane.stop();
      await eventually(() => condition('Connected')?.status === 'False');
      expect(condition('Connected')?.reason).toBe('ControlPlaneUnreachable');

      kube.store.mergePatch(deployment, { spec: { replicas: 3 } });
      await eventually(() => (kube.store.get(deployment)!.spec as { replicas: number }).replicas === 1);
      await eventually(() => agent.statusBuffer.depth > 0);
      const retriesBefore = (await metrics.retries.get()).values.reduce((n, v) => n + v.value, 0);
      expect(retriesBefore).toBeGreaterThan(0);

      plane = await startPlane(dir.path, planePort);
      await eventually(() => agent.statusBuffer.depth === 0);
      await eventually(() => condition('Connected')?.status === 'True');
      const latest = await eventually(async () => {
        const s = (await plane.runtime.clusters.get(TENANT, clusterId)).status.web;
        return s?.phase === 'Drifted' || s?.message?.includes('spec.replicas') ? s : undefined;
      });
      expect(latest.extension).toBe('web');
      kube.store.patchStatus(deployment, { status: markAvailable(kube.store.get(deployment)!) });
      await eventually(async () => (await clusterStatus('web'))?.phase === 'Installed');
    });

    it('reports ApplyForbidden naming the verb, resource and namespace when the ServiceAccount lacks a permission', async () => {
      const url = (globalThis as { manifestsUrl?: string }).manifestsUrl!;
      // team-b is an allowed namespace, but deploy/rbac.yaml binds the restricted role only in apps.
      await plane.runtime.desired.assign(TENANT, clusterId, 'other', {
        kind: 'manifest',
        version: '1.0.0',
        namespace: 'team-b',
        source: { url: `${url}/manifests`, path: 'web.yaml' },
      });
      const status = await eventually(async () => {
        const s = await clusterStatus('other');
        return s?.phase === 'Failed' ? (s as { phase: string; reason: string; message: string }) : undefined;
      });
      expect(status.reason).toBe('ApplyForbidden');
      expect(status.message).toContain(`${EXTENSIONS_USER} may not patch`);
      expect(status.message).toContain('in namespace "team-b"');
      // The API server's own words, as a real one would put them.
      expect(status.message).toMatch(
        /is forbidden: User "system:serviceaccount:arcbridge-system:arcbridge-extensions" cannot (patch|create) resource "(deployments|configmaps)" in API group "(apps)?" in the namespace "team-b"/,
      );
      expect(kube.store.list('v1', 'ConfigMap', 'team-b')).toEqual([]);
      // One condition per failure class on the ArcBridgeCluster.
      await eventually(() => condition('ApplyPermitted')?.status === 'False');
      expect(condition('ApplyPermitted')).toMatchObject({ reason: 'ApplyForbidden' });
      expect(condition('Rendered')?.status).toBe('True');
      await plane.runtime.desired.remove(TENANT, clusterId, 'other');
      await eventually(async () => (await clusterStatus('other'))?.phase === 'Removed');
    });

    it('prunes an extension removed from the desired state', async () => {
      await plane.runtime.desired.remove(TENANT, clusterId, 'web');
      await eventually(() => !kube.store.get(deployment) && !kube.store.get(configMap));
      await eventually(async () => (await clusterStatus('web'))?.phase === 'Removed');
      expect(
        kube.store.get({
          apiVersion: 'v1',
          kind: 'ConfigMap',
          name: 'arcbridge-applied-web',
          namespace: AGENT_NAMESPACE,
        }),
      ).toBeUndefined();
      expect((cr().status as { extensions: unknown[] }).extensions).toEqual([]);
    });

    it('needed only what deploy/rbac.yaml grants, and used every rule of its own roles', () => {
      const grants = grantsFrom(loadYamlDocuments(RBAC_YAML));
      // The fake enforced the RBAC itself; this also checks the recorded requests against the grants.
      const denied = kube.requests.filter(
        (r) => matchingGrants(grants, r).length === 0 && r.namespace !== 'team-b',
      );
      expect(denied).toEqual([]);
      // Least privilege: each verb of the agent's own roles (not the extension roles) was exercised.
      const own = grants.filter(
        (g) => g.role === 'ClusterRole/arcbridge-agent' || g.role === 'Role/arcbridge-agent',
      );
      const used = new Set<string>();
      for (const request of kube.requests) {
        for (const { rule } of matchingGrants(own, request)) {
          const resource = request.subresource
            ? `${request.resource}/${request.subresource}`
            : request.resource;
          const verbs =
            request.verb === 'patch' && !request.subresource ? ['patch', 'create'] : [request.verb];
          for (const verb of verbs) used.add(`${rule.apiGroups[0]}|${resource}|${verb}`);
        }
      }
      const granted = own.flatMap((g) =>
        g.rules.flatMap((r) =>
          r.resources.flatMap((res) => r.verbs.map((v) => `${r.apiGroups[0]}|${res}|${v}`)),
        ),
      );
      expect(granted.filter((g) => !used.has(g))).toEqual([]);
    });

    it('exposes the agent metrics docs/agent.md lists', async () => {
      const text = await metrics.registry.metrics();
      expect(text).toMatch(
        /arcbridge_agent_reconcile_attempts_total\{extension="web",result="Installed"\} \d+/,
      );
      expect(text).toContain('arcbridge_agent_reconcile_duration_seconds_bucket');
      expect(text).toMatch(/arcbridge_agent_seconds_since_last_successful_sync \d/);
      expect(text).toMatch(/arcbridge_agent_certificate_expiry_timestamp_seconds \d/);
      expect(text).toContain('arcbridge_agent_status_buffer_depth 0');
    });
  },
);
