import type { AgentAuthMode } from '../../contract/agent-auth';
import { DESIRED_ETAG_HEADER } from '../../contract/desired';
import { AgentCore } from '../../agent/core';
import type { TransportFactory } from '../../agent/core';
import { HttpsTransport } from '../../agent/controlplane/transport';
import type { Transport, TransportRequest } from '../../agent/controlplane/transport';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { silentLogger } from '../../agent/observability/log';
import { createRenderer } from '../../agent/reconcile/render/default-renderer';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import { LocalCa } from '../../functions/platform/signer/local-ca';
import { problemType } from '../../contract/problems';
import { startTestControlPlane } from '../support/control-plane';
import { requirePrograms } from '../support/system-programs';
import { registerCluster } from '../support/registration';
import { startTlsTerminatingProxy } from '../support/tls-terminating-proxy';
import type { TlsTerminatingProxy } from '../support/tls-terminating-proxy';
import { AGENT_NAMESPACE, TENANT, caPem, eventually, seedObjects, startPlane, tempDir } from './harness';

/** Records what the agent sends; `strip` drops headers on the way, as a control plane that ignores them would. */
class Recorder implements Transport {
  readonly sent: TransportRequest[] = [];
  constructor(
    private readonly inner: Transport,
    private readonly strip: string[] = [],
  ) {}
  send(request: TransportRequest) {
    this.sent.push(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !this.strip.includes(name.toLowerCase())),
    );
    return this.inner.send({ ...request, headers });
  }
  count(kind: 'heartbeat' | 'desired', since = 0): number {
    return this.sent.slice(since).filter((r) => r.path.endsWith(`/${kind}`)).length;
  }
}

type Condition = { type: string; status: string; reason: string; message: string };

/**
 * The agent core (in-memory cluster) against the real embedded control plane, in each way it can
 * prove its identity, directly and through a TLS-terminating HAProxy that forwards no client
 * certificate; and its one request per poll, against this control plane and one that predates it.
 */
describe('agent authentication modes and polling', () => {
  const dir = tempDir('arcbridge-agent-auth-');
  let plane: EmbeddedControlPlane;
  const agents: AgentCore[] = [];
  let uid = 0;

  beforeAll(async () => {
    plane = await startPlane(dir.path);
  });
  afterAll(async () => {
    await Promise.all(agents.map((a) => a.stop()));
    await plane?.stop();
    dir.remove();
  });

  async function startAgent(options: {
    url?: string;
    authMode: AgentAuthMode;
    strip?: string[];
    /** How far the agent's clock is off the control plane's. */
    skewMs?: number;
  }) {
    const cluster = new MemoryCluster({
      kubeSystemUid: `00000000-0000-4000-8000-${String(++uid).padStart(12, '0')}`,
    });
    const { token } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
    for (const object of seedObjects({ controlPlaneUrl: options.url ?? plane.url, token }))
      if (object.metadata.name !== 'kube-system') cluster.store.create(object);
    let recorder: Recorder | undefined;
    const factory: TransportFactory = (o) =>
      (recorder = new Recorder(new HttpsTransport({ ...o, timeoutMs: 5_000 }), options.strip));
    const agent = new AgentCore({
      kube: cluster,
      renderer: createRenderer(),
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      agentVersion: 'auth-test',
      log: silentLogger,
      authMode: options.authMode,
      ...(options.skewMs ? { now: () => new Date(Date.now() + options.skewMs!) } : {}),
      trustedCaPems: [caPem(plane)],
      transport: factory,
      settings: {
        heartbeatIntervalMs: 100,
        desiredPollIntervalMs: 100,
        statusFlushIntervalMs: 50,
        inventoryIntervalMs: 200,
        reconcileIntervalMs: 200,
        backoff: { baseMs: 20, capMs: 100 },
      },
    });
    agents.push(agent);
    agent.start();
    const condition = (type: string) =>
      (
        (
          cluster.store.get({
            apiVersion: 'arcbridge.io/v1alpha1',
            kind: 'ArcBridgeCluster',
            name: 'arcbridge',
          })?.status as { conditions?: Condition[] } | undefined
        )?.conditions ?? []
      ).find((c) => c.type === type);
    return { agent, recorder: () => recorder!, condition };
  }

  const assignTo = (clusterId: string, name: string) =>
    plane.runtime.desired.assign(TENANT, clusterId, name, {
      kind: 'manifest',
      version: '1.0.0',
      namespace: 'apps',
      source: { url: 'https://example.com/manifests', path: `${name}.yaml` },
    });

  const heartbeatOf = async (clusterId: string) =>
    (await plane.runtime.clusters.get(TENANT, clusterId)).agentVersion;

  /** Registers, is heard (its heartbeat recorded) and follows a change of its desired state. */
  async function worksEndToEnd({ agent, condition }: Awaited<ReturnType<typeof startAgent>>) {
    await eventually(() => agent.ready);
    const clusterId = agent.clusterId!;
    await eventually(async () => (await heartbeatOf(clusterId)) === 'auth-test');
    const before = agent.desiredGeneration!;
    await assignTo(clusterId, 'web');
    await eventually(() => agent.desiredGeneration! > before);
    expect(condition('Connected')?.status).toBe('True');
    await agent.stop();
  }

  describe.each(['mtls', 'dpop', 'both'] as const)('directly, in %s mode', (authMode) => {
    it('registers, heartbeats and follows its desired state', async () => {
      await worksEndToEnd(await startAgent({ authMode }));
    });
  });

  it('with its clock off beyond the DPoP window, says by how much and keeps its identity', async () => {
    const { agent, recorder, condition } = await startAgent({ authMode: 'dpop', skewMs: 10 * 60_000 });
    const connected = await eventually(() => {
      const c = condition('Connected');
      return c?.status === 'False' && c.reason === 'ClockSkew' ? c : undefined;
    });
    expect(connected.message).toMatch(/made (59\d|60\d) s ahead of the control plane's clock.*NTP/);
    expect(condition('Registered')?.status).toBe('True');
    await eventually(() => recorder().count('heartbeat') >= 3);
    expect(recorder().sent.filter((r) => r.path === '/api/v1/register')).toHaveLength(1);
    await agent.stop();
  });

  describe('one request per poll', () => {
    it('asks for desired state in its heartbeats and does not poll it separately', async () => {
      const { agent, recorder } = await startAgent({ authMode: 'both' });
      await eventually(() => agent.ready);
      // Past start-up (the first poll may race the first heartbeat's answer).
      await eventually(() => recorder().count('heartbeat') >= 3);
      const mark = recorder().sent.length;
      await eventually(() => recorder().count('heartbeat', mark) >= 15, 15_000);
      const heartbeats = recorder().count('heartbeat', mark);
      const polls = recorder().count('desired', mark);
      // Today's agents made one of each per interval; this one makes a heartbeat, and a poll only
      // when an answer is late (both loops jitter by 10 %).
      expect(polls).toBeLessThanOrEqual(Math.floor(heartbeats / 10));
      expect(heartbeats + polls).toBeLessThanOrEqual(Math.ceil(heartbeats * 2 * 0.5));
      for (const r of recorder()
        .sent.slice(mark)
        .filter((s) => s.path.endsWith('/heartbeat')))
        expect(r.headers[DESIRED_ETAG_HEADER]).toMatch(/^"/);
      // A change arrives in a heartbeat's answer.
      const before = agent.desiredGeneration!;
      const polledBefore = recorder().count('desired');
      await assignTo(agent.clusterId!, 'api');
      await eventually(() => agent.desiredGeneration! > before);
      expect(recorder().count('desired')).toBeLessThanOrEqual(polledBefore + 1);
      await agent.stop();
    });

    it('polls desired state against a control plane whose heartbeat does not carry it', async () => {
      // A control plane of the previous version ignores the header and answers 204: stripping the
      // header makes this one take exactly that path.
      const { agent, recorder } = await startAgent({ authMode: 'both', strip: [DESIRED_ETAG_HEADER] });
      await eventually(() => agent.ready);
      const mark = recorder().sent.length;
      await eventually(() => recorder().count('heartbeat', mark) >= 10, 15_000);
      expect(recorder().count('desired', mark)).toBeGreaterThanOrEqual(5);
      const before = agent.desiredGeneration!;
      await assignTo(agent.clusterId!, 'web');
      await eventually(() => agent.desiredGeneration! > before);
      await agent.stop();
    });
  });

  const describeWithHaproxy = requirePrograms('haproxy');

  describeWithHaproxy('through a TLS-terminating HAProxy that forwards no client certificate', () => {
    let proxy: TlsTerminatingProxy;
    beforeAll(async () => {
      const ca = await LocalCa.open(dir.path);
      const serverTls = await ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1'] });
      proxy = await startTlsTerminatingProxy({
        upstream: plane.url,
        upstreamCaPem: caPem(plane),
        certificatePem: serverTls.certificatePem,
        keyPem: serverTls.keyPem,
      });
    });
    afterAll(async () => {
      await proxy?.stop();
    });

    it.each(['dpop', 'both'] as const)('works in %s mode', async (authMode) => {
      await worksEndToEnd(await startAgent({ url: proxy.url, authMode }));
    });

    it('a control plane that accepts only mutual TLS answers 401 naming the mode to switch to', async () => {
      const mtlsOnly = await startTestControlPlane({ env: { ARCBRIDGE_AGENT_AUTH: 'mtls' } });
      let front: TlsTerminatingProxy | undefined;
      try {
        const cluster = await registerCluster(mtlsOnly, 'alpha');
        const serverTls = await (
          await LocalCa.open(mtlsOnly.dataDir)
        ).issueServerCertificate({ dns: [], ip: ['127.0.0.1'] });
        front = await startTlsTerminatingProxy({
          upstream: mtlsOnly.plane.url,
          upstreamCaPem: mtlsOnly.caPem,
          ...serverTls,
        });
        // An agent in `both` mode: its certificate is lost at the proxy, its proof is not accepted.
        const transport = new HttpsTransport({
          baseUrl: front.url,
          trustedCaPems: () => [mtlsOnly.caPem],
          credentials: () => ({ privateKeyPem: cluster.cert.keyPem, certificatePem: cluster.cert.certPem }),
          authMode: 'both',
        });
        const res = await transport.send({
          method: 'POST',
          path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ agentVersion: 'auth-test' }),
        });
        transport.close();
        expect(res.status).toBe(401);
        const problem = JSON.parse(res.body) as { type: string; switchTo: string; detail: string };
        expect(problem.type).toBe(problemType('agent-auth-mode'));
        expect(problem.switchTo).toBe('dpop');
        expect(problem.detail).toMatch(/accepts only mutual TLS.*switch to dpop/);
      } finally {
        await front?.stop();
        await mtlsOnly.stop();
      }
    });

    it('in mtls mode, is told to switch to dpop and keeps its identity', async () => {
      const { agent, recorder, condition } = await startAgent({ url: proxy.url, authMode: 'mtls' });
      const connected = await eventually(() => {
        const c = condition('Connected');
        return c?.status === 'False' && c.reason === 'AuthModeRejected' ? c : undefined;
      });
      expect(connected.message).toMatch(/HTTP 401 .*switch the agent to dpop/);
      expect(condition('Registered')?.status).toBe('True');
      // Registering again would not help and would spend the identity: it registered once only.
      await eventually(() => recorder().count('heartbeat') >= 3);
      expect(recorder().sent.filter((r) => r.path === '/api/v1/register')).toHaveLength(1);
      await agent.stop();
    });
  });
});
