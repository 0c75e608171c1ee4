import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { AgentCore } from '../../agent/core';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { jsonLogger } from '../../agent/observability/log';
import type { Renderer } from '../../agent/reconcile/render/port';
import { randomBytes } from 'node:crypto';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { createLogger } from '../../functions/platform/logger';
import { createEmbeddedTelemetry } from '../../functions/platform/telemetry/embedded-telemetry';
import { CLUSTER_ID_ATTRIBUTE } from '../../contract/trace-context';
import { AGENT_NAMESPACE, TENANT, caPem, eventually, recordingTransport, seedObjects } from './harness';

/**
 * One trace per cluster action, across the wire: the in-memory agent and the embedded control
 * plane each export their spans to an in-memory exporter, and the test follows the trace id of
 * the agent's `apply` to the control plane's status write.
 */
describe('one trace per cluster action, agent to control plane', () => {
  const planeSpans = new InMemorySpanExporter();
  const agentSpans = new InMemorySpanExporter();
  const planeLogs: Record<string, unknown>[] = [];
  const agentLogs: Record<string, unknown>[] = [];
  let tp: TestControlPlane;
  let agent: AgentCore;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000', ARCBRIDGE_RATE_AGENT_BURST: '1000' },
      telemetry: createEmbeddedTelemetry({ spanExporters: [planeSpans] }),
      log: createLogger('info', (line) => planeLogs.push(JSON.parse(line) as Record<string, unknown>)),
    });
    const plane = tp.plane;
    const cluster = new MemoryCluster({ kubeSystemUid: '61111111-2222-4333-8444-555555555555' });
    const { token } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
    for (const object of seedObjects({ controlPlaneUrl: plane.url, token })) {
      if (object.metadata.name !== 'kube-system') cluster.store.create(object);
    }
    const renderer: Renderer = {
      render: async () => [
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'web' }, data: { greeting: 'hello' } },
      ],
    };
    agent = new AgentCore({
      kube: cluster,
      renderer,
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      agentVersion: 'trace',
      log: jsonLogger('info', {}, (line) => agentLogs.push(JSON.parse(line) as Record<string, unknown>)),
      spanExporters: [agentSpans],
      trustedCaPems: [caPem(plane)],
      transport: recordingTransport().factory,
      settings: {
        heartbeatIntervalMs: 200,
        desiredPollIntervalMs: 100,
        statusFlushIntervalMs: 50,
        inventoryIntervalMs: 200,
        reconcileIntervalMs: 100,
        backoff: { baseMs: 20, capMs: 100 },
      },
    });
    agent.start();
    await eventually(() => agent.ready);
    await plane.runtime.desired.assign(TENANT, agent.clusterId!, 'web', {
      kind: 'manifest',
      version: '1.0.0',
      namespace: 'apps',
      source: { url: 'https://example.test/web.yaml' },
    });
    await eventually(async () => {
      const status = (await tp.plane.runtime.clusters.get(TENANT, agent.clusterId!)).status.web;
      return status?.phase === 'Installed';
    });
  });
  afterAll(async () => {
    await agent?.stop();
    await tp?.stop();
  });

  const named = (spans: ReadableSpan[], name: string) => spans.filter((s) => s.name === name);
  const inTrace = (spans: ReadableSpan[], traceId: string) =>
    spans.filter((s) => s.spanContext().traceId === traceId);
  const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

  it("carries the trace id of the agent's apply to the control plane's status write", async () => {
    // The control plane stored the status before the agent's span of the call ended: wait for it.
    const reported = (s: ReadableSpan) => s.kind === SpanKind.CLIENT && s.name.endsWith('/status');
    await eventually(() => {
      const apply = named(agentSpans.getFinishedSpans(), 'apply')[0];
      return inTrace(agentSpans.getFinishedSpans(), apply?.spanContext().traceId ?? '-').some(reported);
    });
    const agentFinished = agentSpans.getFinishedSpans();
    const apply = named(agentFinished, 'apply').find(
      (s) => s.attributes['arcbridge.extension.name'] === 'web',
    );
    expect(apply).toBeDefined();
    const traceId = apply!.spanContext().traceId;

    // Agent: install -> render, apply, health check; the Installing event is posted in that trace.
    const install = named(agentFinished, 'install').find((s) => s.spanContext().traceId === traceId);
    expect(install).toBeDefined();
    expect(parentOf(install!)).toBeUndefined();
    expect(parentOf(apply!)).toBe(install!.spanContext().spanId);
    expect(named(inTrace(agentFinished, traceId), 'render').map(parentOf)).toEqual([
      install!.spanContext().spanId,
    ]);
    const report = named(inTrace(agentFinished, traceId), 'status report')[0];
    expect(report).toBeDefined();
    const post = inTrace(agentFinished, traceId).find(
      (s) => s.kind === SpanKind.CLIENT && s.name === 'POST /api/v1/clusters/{clusterId}/status',
    );
    expect(post).toBeDefined();
    expect(parentOf(post!)).toBe(report!.spanContext().spanId);
    expect(post!.attributes['http.response.status_code']).toBe(202);

    // Control plane: the status request continues the agent's call, and the status write is its child.
    const planeFinished = planeSpans.getFinishedSpans();
    const server = inTrace(planeFinished, traceId).find(
      (s) => s.kind === SpanKind.SERVER && s.name === 'POST /api/v1/clusters/{clusterId}/status',
    );
    expect(server).toBeDefined();
    expect(parentOf(server!)).toBe(post!.spanContext().spanId);
    expect(server!.attributes[CLUSTER_ID_ATTRIBUTE]).toBe(agent.clusterId);
    const writes = inTrace(planeFinished, traceId).filter(
      (s) =>
        s.name.startsWith('store.') &&
        ['create', 'replace', 'upsert'].includes(String(s.attributes['db.operation.name'])),
    );
    expect(writes.length).toBeGreaterThan(0);
    const serverId = server!.spanContext().spanId;
    expect(writes.every((w) => parentOf(w) === serverId)).toBe(true);
  });

  it('stamps every agent span with the cluster id once registered', () => {
    const afterRegistration = agentSpans
      .getFinishedSpans()
      .filter((s) => s.name !== 'registration' && !s.name.startsWith('POST /api/v1/register'));
    expect(afterRegistration.length).toBeGreaterThan(0);
    expect(afterRegistration.filter((s) => s.attributes[CLUSTER_ID_ATTRIBUTE] !== agent.clusterId)).toEqual(
      [],
    );
  });

  it('writes the trace id into agent and control-plane log lines', () => {
    // Registration: the agent's span is the parent of the register request; the plane logs in it.
    const registration = named(agentSpans.getFinishedSpans(), 'registration')[0];
    expect(registration).toBeDefined();
    const registered = planeLogs.find((l) => l.message === 'cluster registered');
    expect(registered?.traceId).toBe(registration!.spanContext().traceId);
    const serverSpan = planeSpans
      .getFinishedSpans()
      .find((s) => s.name === 'POST /api/v1/register' && s.spanContext().traceId === registered?.traceId);
    expect(registered?.spanId).toBe(serverSpan?.spanContext().spanId);

    // The agent's log of the new desired state carries the trace of the call that brought it: a
    // heartbeat whose answer carried it, or a desired fetch (the first one may come first).
    const changed = agentLogs.find((l) => l.msg === 'desired state changed');
    expect(changed?.traceId).toMatch(/^[0-9a-f]{32}$/);
    const fetch = [
      ...named(agentSpans.getFinishedSpans(), 'desired fetch'),
      ...named(agentSpans.getFinishedSpans(), 'heartbeat'),
    ].find((s) => s.spanContext().traceId === changed?.traceId);
    expect(fetch).toBeDefined();
    expect(
      planeSpans
        .getFinishedSpans()
        .some((s) => s.kind === SpanKind.SERVER && s.spanContext().traceId === changed?.traceId),
    ).toBe(true);
  });

  it("continues an operator's rollout trace through the fan-out message to the cluster's pin write", async () => {
    const operator = await tp.token(TENANT, 'operator');
    const api = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
      tp.client.send({ method, path: `/api/v1/tenants/${TENANT}/${path}`, token: operator, body, headers });
    const published = await api('PUT', 'extensions/logs/versions/1.0.0', {
      kind: 'manifest',
      source: { url: 'https://example.test/logs.yaml' },
    });
    expect(published.status).toBe(201);
    const traceId = randomBytes(16).toString('hex');
    const created = await api(
      'POST',
      'rollouts',
      {
        extension: 'logs',
        version: '1.0.0',
        namespace: 'apps',
        target: { selector: 'env=test' },
        strategy: { stages: [{ name: 'all', percent: 100 }] },
      },
      { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    );
    expect(created.status).toBe(201);
    const consumer = await eventually(() =>
      planeSpans
        .getFinishedSpans()
        .find((s) => s.kind === SpanKind.CONSUMER && s.spanContext().traceId === traceId),
    );
    expect(consumer.name).toBe('process rollout-fanout');
    expect(consumer.attributes[CLUSTER_ID_ATTRIBUTE]).toBe(agent.clusterId);
    const inThisTrace = inTrace(planeSpans.getFinishedSpans(), traceId);
    const producer = inThisTrace.find((s) => s.spanContext().spanId === parentOf(consumer));
    expect(producer?.kind).toBe(SpanKind.PRODUCER);
    // Sent now, or scheduled for the cluster's slot: either way the message carries the trace.
    expect(producer?.name).toMatch(/^(send|schedule) rollout-fanout$/);
    const server = inThisTrace.find((s) => s.kind === SpanKind.SERVER);
    expect(server?.name).toBe('POST /api/v1/tenants/{tenantId}/rollouts');
    // The handler's store calls (the cluster's pin among them) are children of the consumer span.
    const handlerWrites = inThisTrace.filter(
      (s) => parentOf(s) === consumer.spanContext().spanId && s.name === 'store.replace clusters',
    );
    expect(handlerWrites.length).toBeGreaterThan(0);
  });
});
