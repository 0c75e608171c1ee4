import { X509Certificate } from 'node:crypto';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { runAgent } from '../../agent/main';
import { loadAgentEnv } from '../../agent/config';
import { jsonLogger, silentLogger } from '../../agent/observability/log';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import {
  AGENT_NAMESPACE,
  TENANT,
  caPem,
  eventually,
  recordingTransport,
  seedObjects,
  startPlane,
  tempDir,
} from './harness';
import { AgentCore } from '../../agent/core';
import type { TransportFactory } from '../../agent/core';
import { HttpsTransport } from '../../agent/controlplane/transport';
import type { TransportResponse } from '../../agent/controlplane/transport';
import { createRenderer } from '../../agent/reconcile/render/default-renderer';
import type { Renderer } from '../../agent/reconcile/render/port';
import { RenderError } from '../../agent/reconcile/render/port';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DAY = 24 * 3600 * 1000;

/** The agent core on the in-memory cluster adapter, against the real embedded control plane. */
describe('agent core on an in-memory cluster', () => {
  const dir = tempDir('arcbridge-agent-mem-');
  let skewMs = 0;
  const clock = { now: () => new Date(Date.now() + skewMs) };
  let plane: EmbeddedControlPlane;

  beforeAll(async () => {
    plane = await startPlane(dir.path, 0, clock);
  });
  afterAll(async () => {
    await plane.stop();
    dir.remove();
  });

  async function newCluster(uid: string) {
    const cluster = new MemoryCluster({ kubeSystemUid: uid });
    const { token } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
    for (const object of seedObjects({ controlPlaneUrl: plane.url, token })) {
      if (object.metadata.name !== 'kube-system') cluster.store.create(object);
    }
    return cluster;
  }

  const identitySecret = (cluster: MemoryCluster) =>
    cluster.store.get({
      apiVersion: 'v1',
      kind: 'Secret',
      name: 'arcbridge-agent-identity',
      namespace: AGENT_NAMESPACE,
    });
  const certOf = (cluster: MemoryCluster) =>
    new X509Certificate(
      Buffer.from((identitySecret(cluster)!.data as Record<string, string>)['tls.crt']!, 'base64'),
    );
  const conditions = (cluster: MemoryCluster) =>
    (
      cluster.store.get({ apiVersion: 'arcbridge.io/v1alpha1', kind: 'ArcBridgeCluster', name: 'arcbridge' })!
        .status as {
        conditions: Array<{ type: string; status: string; reason: string }>;
      }
    ).conditions;

  const conditionsOrNone = (cluster: MemoryCluster) =>
    cluster.store.get({ apiVersion: 'arcbridge.io/v1alpha1', kind: 'ArcBridgeCluster', name: 'arcbridge' })
      ?.status;

  function startCore(
    cluster: MemoryCluster,
    slow = false,
    renderer: Renderer = createRenderer(),
    factory?: TransportFactory,
  ) {
    const transport = recordingTransport();
    const agent = new AgentCore({
      kube: cluster,
      renderer,
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      agentVersion: 'mem',
      log: process.env.DEBUG_AGENT ? jsonLogger('warn') : silentLogger,
      now: clock.now,
      trustedCaPems: [caPem(plane)],
      transport: factory ?? transport.factory,
      settings: {
        heartbeatIntervalMs: slow ? 2_000 : 100,
        desiredPollIntervalMs: slow ? 2_000 : 100,
        statusFlushIntervalMs: 50,
        renewCheckIntervalMs: 50,
        inventoryIntervalMs: 100,
        reconcileIntervalMs: slow ? 2_000 : 100,
        backoff: { baseMs: 20, capMs: 100 },
      },
    });
    agent.start();
    return { agent, transport };
  }

  it('renews its certificate at two thirds of its lifetime, before expiry, and keeps working', async () => {
    const cluster = await newCluster('11111111-2222-4333-8444-555555555555');
    const { agent, transport } = startCore(cluster);
    try {
      await eventually(() => agent.ready);
      const first = certOf(cluster);
      const lifetime = Date.parse(first.validTo) - Date.parse(first.validFrom);
      // Just past two thirds of the lifetime, still well before expiry (both sides see the same time).
      skewMs = Date.parse(first.validFrom) + (lifetime * 2) / 3 + 60_000 - Date.now();
      expect(Date.now() + skewMs).toBeLessThan(Date.parse(first.validTo) - 9 * DAY);
      await eventually(() => certOf(cluster).serialNumber !== first.serialNumber);
      const renewed = certOf(cluster);
      expect(Date.parse(renewed.validTo)).toBeGreaterThan(Date.parse(first.validTo));
      const renewCalls = transport.recorder().sent.filter((r) => r.path.endsWith('/renew'));
      expect(renewCalls).toHaveLength(1);
      // The new key signed a new CSR; the control plane now knows only the new serial.
      const doc = await plane.runtime.clusters.get(TENANT, agent.clusterId!);
      expect(Date.parse(doc.certificateExpiresAt)).toBe(Date.parse(renewed.validTo));
      const before = transport.recorder().sent.length;
      await eventually(() =>
        transport
          .recorder()
          .sent.slice(before)
          .some((r) => r.path.endsWith('/heartbeat')),
      );
      // Connected once that heartbeat is answered (a call that timed out on a loaded machine may
      // have said otherwise meanwhile; the answer with the new certificate sets it again).
      await eventually(() => conditions(cluster).find((c) => c.type === 'Connected')?.status === 'True');
    } finally {
      skewMs = 0;
      await agent.stop();
    }
  });

  it('keeps its identity when a 401 arrives for a certificate it renewed while the call was in flight', async () => {
    const cluster = await newCluster('31111111-2222-4333-8444-555555555555');
    let held: { resolve: () => void } | undefined;
    let answered401 = false;
    const sent: string[] = [];
    const base = recordingTransport();
    // The transport factory runs at bootstrap, after the constructor returned.
    const agent: AgentCore = new AgentCore({
      kube: cluster,
      renderer: createRenderer(),
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      agentVersion: 'mem',
      log: silentLogger,
      now: clock.now,
      trustedCaPems: [caPem(plane)],
      // One heartbeat sent with the first certificate is answered only after the renewal, with the
      // 401 the control plane gives a superseded certificate (a renewal and its retry raced).
      transport: (options) => {
        const inner = base.factory(options);
        return {
          send: async (request) => {
            sent.push(request.path);
            const before = agent.registration.identity;
            if (request.path.endsWith('/heartbeat') && skewMs > 0 && !answered401 && before) {
              answered401 = true;
              await new Promise<void>((resolve) => (held = { resolve }));
              expect(agent.registration.identity).not.toBe(before);
              return {
                status: 401,
                headers: { 'content-type': 'application/problem+json' },
                body: JSON.stringify({ status: 401, title: 'Unauthorized', detail: 'superseded' }),
              };
            }
            return inner.send(request);
          },
        };
      },
      settings: {
        heartbeatIntervalMs: 100,
        desiredPollIntervalMs: 100,
        statusFlushIntervalMs: 50,
        renewCheckIntervalMs: 50,
        inventoryIntervalMs: 100,
        reconcileIntervalMs: 100,
        backoff: { baseMs: 20, capMs: 100 },
      },
    });
    agent.start();
    try {
      await eventually(() => agent.ready);
      const first = certOf(cluster);
      const lifetime = Date.parse(first.validTo) - Date.parse(first.validFrom);
      skewMs = Date.parse(first.validFrom) + (lifetime * 2) / 3 + 60_000 - Date.now();
      await eventually(() => held);
      await eventually(() => certOf(cluster).serialNumber !== first.serialNumber);
      held!.resolve();
      const registers = sent.filter((p) => p.endsWith('/register')).length;
      const beats = sent.filter((p) => p.endsWith('/heartbeat')).length;
      await eventually(() => sent.filter((p) => p.endsWith('/heartbeat')).length > beats + 2);
      expect(answered401).toBe(true);
      expect(sent.filter((p) => p.endsWith('/register')).length).toBe(registers);
      expect(conditions(cluster).find((c) => c.type === 'Registered')?.status).toBe('True');
      expect(agent.registration.identity).toBeDefined();
    } finally {
      skewMs = 0;
      await agent.stop();
    }
  });

  /**
   * The agent's transport, except that the answers to /register for which `lose` says so never
   * arrive: the control plane handled the request, and the connection drops as it answers.
   */
  const losingRegisterAnswers =
    (lose: (response: TransportResponse) => boolean): TransportFactory =>
    (options) => {
      const inner = new HttpsTransport({ ...options, timeoutMs: 2_000 });
      return {
        async send(request) {
          const response = await inner.send(request);
          if (request.path.endsWith('/register') && lose(response)) throw new Error('socket hang up');
          return response;
        },
        close: () => inner.close(),
      };
    };

  it('registers with its token after the answer to its first registration was lost', async () => {
    const cluster = await newCluster('31111111-2222-4333-8444-555555555555');
    // The control plane registers the cluster, but the answer never reaches the agent (the
    // connection drops as it is sent): the agent retries with the same token.
    let lost = 0;
    const transport = losingRegisterAnswers(() => lost++ === 0);
    const { agent } = startCore(cluster, false, createRenderer(), transport);
    try {
      await eventually(() => conditions(cluster).find((c) => c.type === 'Registered' && c.status === 'True'));
      expect(lost).toBe(2);
      // The certificate it holds is the one the control plane expects now.
      const clusterId = agent.clusterId!;
      await eventually(async () => (await plane.runtime.clusters.get(TENANT, clusterId)).lastHeartbeat);
    } finally {
      await agent.stop();
    }
  });

  it('registers with its token when restarted after the answer to its registration was lost', async () => {
    const cluster = await newCluster('41111111-2222-4333-8444-555555555555');
    // Every answer to /register is lost; the agent is restarted (a new process) meanwhile.
    let registered = 0;
    const losing = losingRegisterAnswers((response) => {
      registered += response.status === 201 ? 1 : 0;
      return true;
    });
    const first = startCore(cluster, false, createRenderer(), losing).agent;
    await eventually(() => registered > 0);
    await first.stop();
    const { agent } = startCore(cluster);
    try {
      await eventually(() => conditions(cluster).find((c) => c.type === 'Registered' && c.status === 'True'));
      const clusterId = agent.clusterId!;
      await eventually(async () => (await plane.runtime.clusters.get(TENANT, clusterId)).lastHeartbeat);
      // The key waited in its own Secret until the answer came, then was emptied.
      const pending = cluster.store.get({
        apiVersion: 'v1',
        kind: 'Secret',
        name: 'arcbridge-agent-registration',
        namespace: AGENT_NAMESPACE,
      });
      expect(Object.values((pending?.data ?? {}) as Record<string, string>).every((v) => v === '')).toBe(
        true,
      );
    } finally {
      await agent.stop();
    }
  });

  it('reports Registered=False when its certificate is revoked and re-registers once a new token is provided', async () => {
    const cluster = await newCluster('21111111-2222-4333-8444-555555555555');
    const { agent } = startCore(cluster);
    try {
      await eventually(() => agent.ready);
      const clusterId = agent.clusterId!;
      await plane.runtime.clusters.delete(TENANT, clusterId);
      await eventually(() =>
        conditions(cluster).find((c) => c.type === 'Registered' && c.status === 'False'),
      );
      expect(conditions(cluster).find((c) => c.type === 'Registered')?.reason).toBe(
        'BootstrapTokenAlreadyUsed',
      );

      const { token } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
      cluster.store.mergePatch(
        { apiVersion: 'v1', kind: 'Secret', name: 'arcbridge-bootstrap', namespace: AGENT_NAMESPACE },
        { data: { token: Buffer.from(token).toString('base64') } },
      );
      await eventually(() => conditions(cluster).find((c) => c.type === 'Registered' && c.status === 'True'));
      // Same tenant and kube-system UID: the same cluster id comes back.
      await eventually(async () => (await plane.runtime.clusters.get(TENANT, clusterId)).lastHeartbeat);
    } finally {
      await agent.stop();
    }
  });

  it('sends its attempt numbers, and the control plane counts each retry once', async () => {
    const retries = async () => {
      const text = (await plane.runtime.telemetry.prometheus?.()) ?? '';
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`arcbridge_reconcile_retries_total{tenantId="${TENANT}",source="agent"}`));
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    const before = await retries();
    const cluster = await newCluster('51111111-2222-4333-8444-555555555555');
    let renders = 0;
    const renderer: Renderer = {
      render: async () => {
        if (++renders <= 2) throw new RenderError(`source unreachable (render ${renders})`);
        return [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'web' }, data: { a: '1' } }];
      },
    };
    const { agent } = startCore(cluster, false, renderer);
    try {
      await eventually(() => agent.ready);
      await plane.runtime.desired.assign(TENANT, agent.clusterId!, 'web', {
        kind: 'manifest',
        version: '1.0.0',
        namespace: 'apps',
        source: { url: 'https://example.test/web.yaml' },
      });
      const installed = await eventually(async () => {
        const status = (await plane.runtime.clusters.get(TENANT, agent.clusterId!)).status.web;
        return status?.phase === 'Installed' ? status : undefined;
      });
      expect(installed).toMatchObject({ reason: 'Reconciled', observedGeneration: 1, attempt: 3 });
      await eventually(async () => (await retries()) - before === 2);
      // Installed: the count stays while the agent keeps reconciling and reporting.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await retries()) - before).toBe(2);
      expect(renders).toBe(3);
    } finally {
      await agent.stop();
    }
  });

  it('runs many agent cores in one process', async () => {
    // Ten here to keep the suite fast on two shared cores; the fleet simulator runs far more.
    const clusters = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        newCluster(`31111111-2222-4333-8444-${String(i).padStart(12, '0')}`),
      ),
    );
    const agents = clusters.map((c) => startCore(c, true).agent);
    try {
      await eventually(() => agents.every((a) => a.ready)).catch(() => {
        const stuck = clusters
          .filter((_, i) => !agents[i]!.ready)
          .map((c) => JSON.stringify(conditionsOrNone(c)));
        throw new Error(
          `${agents.filter((a) => a.ready).length}/10 agents ready; not ready: ${stuck.join(' | ')}`,
        );
      });
      const ids = new Set(agents.map((a) => a.clusterId));
      expect(ids.size).toBe(10);
    } finally {
      await Promise.all(agents.map((a) => a.stop()));
    }
  });

  it('main.ts serves /metrics, /healthz and /readyz', async () => {
    const cluster = await newCluster('41111111-2222-4333-8444-555555555555');
    const caFile = join(dir.path, 'ca.pem');
    writeFileSync(caFile, caPem(plane));
    const env = loadAgentEnv({
      ARCBRIDGE_METRICS_PORT: '0',
      ARCBRIDGE_CA_FILE: caFile,
      ARCBRIDGE_HEARTBEAT_INTERVAL_MS: '100',
    });
    const running = await runAgent(env, silentLogger, cluster);
    try {
      const port = (running.server.address() as { port: number }).port;
      const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
      expect((await get('/healthz')).status).toBe(200);
      await eventually(async () => (await get('/readyz')).status === 200);
      const metrics = await (await get('/metrics')).text();
      expect(metrics).toContain('arcbridge_agent_certificate_expiry_timestamp_seconds');
      expect((await get('/nope')).status).toBe(404);
    } finally {
      await running.stop();
    }
  });
});
