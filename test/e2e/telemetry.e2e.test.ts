import { randomBytes, randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import type { DataPoint, Histogram, ResourceMetrics } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { createEmbeddedTelemetry } from '../../functions/platform/telemetry/embedded-telemetry';
import type { EmbeddedTelemetry } from '../../functions/platform/telemetry/embedded-telemetry';
import { Metrics } from '../../functions/platform/telemetry/telemetry-names';
import { corruptCsrSignature, createCsr } from '../support/agent-keys';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane, TestMode } from '../support/control-plane';
import { mintBootstrapToken, registerCluster, sampleInventory } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

/** Data points of one metric, from what the SDK collected. */
function points<T = number>(collected: ResourceMetrics, name: string): DataPoint<T>[] {
  const metric = collected.scopeMetrics.flatMap((s) => s.metrics).find((m) => m.descriptor.name === name);
  return (metric?.dataPoints ?? []) as DataPoint<T>[];
}

function sumOf(collected: ResourceMetrics, name: string, attributes: Record<string, unknown>): number {
  return points(collected, name)
    .filter((p) => Object.entries(attributes).every(([k, v]) => p.attributes[k] === v))
    .reduce((total, p) => total + p.value, 0);
}

describe.each<TestMode>(['embedded', 'emulated'])('telemetry a real request produces (%s mode)', (mode) => {
  let tp: TestControlPlane;
  let telemetry: EmbeddedTelemetry;
  const spans = new InMemorySpanExporter();
  const tenant = 'metrics';

  beforeAll(async () => {
    telemetry = createEmbeddedTelemetry({ spanExporters: [spans] });
    tp = await startTestControlPlane({
      mode,
      telemetry,
      // Small registration buckets for the tests of the 429 counter below; the other tests stay under them.
      env: {
        ARCBRIDGE_RATE_REGISTER_PER_SECOND: '1',
        ARCBRIDGE_RATE_REGISTER_BURST: '5',
        ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: '1',
        ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: '30',
      },
    });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const agent = (
    c: RegisteredCluster,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => tp.client.send({ ...init, path: `/api/v1/clusters/${c.clusterId}/${path}`, cert: c.cert });

  it('continues the agent trace: the register server span is a child of the traceparent sent', async () => {
    const traceId = randomBytes(16).toString('hex');
    const parentSpanId = randomBytes(8).toString('hex');
    const token = await mintBootstrapToken(tp, tenant);
    const { csrPem } = await createCsr();
    const response = await tp.client.send({
      method: 'POST',
      path: '/api/v1/register',
      headers: { traceparent: `00-${traceId}-${parentSpanId}-01` },
      body: { bootstrapToken: token, clusterUid: crypto.randomUUID(), csr: csrPem },
    });
    expect(response.status).toBe(201);
    const inTrace = spans.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const span = inTrace.find((s) => s.kind === SpanKind.SERVER);
    expect(span).toBeDefined();
    expect(span?.name).toBe('POST /api/v1/register');
    expect(span?.parentSpanContext?.spanId).toBe(parentSpanId);
    expect(span?.attributes['http.response.status_code']).toBe(201);
    expect(span?.attributes['http.route']).toBe('/api/v1/register');
    // The store calls of the request are its children, in the same trace, on either adapter.
    const storeSpans = inTrace.filter((s) => s.name.startsWith('store.'));
    expect(storeSpans.map((s) => s.name)).toContain('store.read bootstrapTokens');
    expect(storeSpans.every((s) => s.parentSpanContext?.spanId === span?.spanContext().spanId)).toBe(true);
    expect(new Set(storeSpans.map((s) => s.attributes['db.system.name']))).toEqual(
      new Set([mode === 'embedded' ? 'sqlite' : 'azure.cosmosdb']),
    );

    const collected = await telemetry.collect();
    const durations = points<Histogram>(collected, Metrics.registrationDuration.name).filter(
      (p) => p.attributes.tenantId === tenant && p.attributes.outcome === 'registered',
    );
    expect(durations).toHaveLength(1);
    expect(durations[0]?.value.count).toBe(1);
    expect(durations[0]?.value.sum).toBeGreaterThan(0);
    expect(sumOf(collected, Metrics.registrations.name, { tenantId: tenant, outcome: 'registered' })).toBe(1);
    expect(
      sumOf(collected, Metrics.httpRequests.name, { route: 'v1/register', method: 'POST', status: 201 }),
    ).toBe(1);
  });

  /**
   * A well-formed registration whose token was used already, by a party without the key it
   * registered: rejected (401) before any tenant is charged.
   */
  const usedTokenRegistration = async (tenantId: string) => {
    const token = await mintBootstrapToken(tp, tenantId);
    const body = { bootstrapToken: token, clusterUid: crypto.randomUUID(), csr: (await createCsr()).csrPem };
    const first = await tp.client.send({ method: 'POST', path: '/api/v1/register', body });
    expect(first.status).toBe(201);
    return async () =>
      tp.client.send({
        method: 'POST',
        path: '/api/v1/register',
        body: { ...body, csr: (await createCsr()).csrPem },
      });
  };

  it('counts rejected registrations under their tenant only once the token verified', async () => {
    const reuse = await usedTokenRegistration(tenant);
    const before = await telemetry.collect();
    const bad = await reuse();
    expect(bad.status).toBe(401);
    // A usable token of the tenant with a CSR whose signature does not verify: the tenant is known.
    const badCsr = await tp.client.send({
      method: 'POST',
      path: '/api/v1/register',
      body: {
        bootstrapToken: await mintBootstrapToken(tp, tenant),
        clusterUid: randomUUID(),
        csr: corruptCsrSignature((await createCsr()).csrPem),
      },
    });
    expect(badCsr.status).toBe(400);
    const after = await telemetry.collect();
    const delta = (name: string, attributes: Record<string, unknown>) =>
      sumOf(after, name, attributes) - sumOf(before, name, attributes);
    expect(delta(Metrics.registrations.name, { tenantId: '-', outcome: 'rejected' })).toBe(1);
    expect(delta(Metrics.registrations.name, { tenantId: tenant, outcome: 'rejected' })).toBe(1);
    expect(delta(Metrics.httpRequests.name, { route: 'v1/register', status: 401 })).toBe(1);
    expect(delta(Metrics.httpRequests.name, { route: 'v1/register', status: 400 })).toBe(1);
  });

  it('records heartbeat age, inventory conflicts and the desired 304 ratio', async () => {
    const c = await registerCluster(tp, tenant);
    const heartbeat = () =>
      agent(c, 'heartbeat', {
        method: 'POST',
        body: { agentVersion: '0.1.0', kubernetesVersion: 'v1.31.2' },
      });
    expect((await heartbeat()).status).toBe(204);
    expect((await heartbeat()).status).toBe(204);

    expect((await agent(c, 'inventory', { method: 'PUT', body: sampleInventory })).status).toBe(428);
    const first = await agent(c, 'inventory', {
      method: 'PUT',
      body: sampleInventory,
      headers: { 'if-none-match': '*' },
    });
    expect(first.status).toBe(201);
    const stale = await agent(c, 'inventory', {
      method: 'PUT',
      body: sampleInventory,
      headers: { 'if-match': '"not-the-etag"' },
    });
    expect(stale.status).toBe(412);

    const desired = await agent(c, 'desired');
    expect(desired.status).toBe(200);
    const etag = desired.headers.etag as string;
    expect((await agent(c, 'desired', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await agent(c, 'desired', { headers: { 'if-none-match': etag } })).status).toBe(304);

    // The heartbeat-gap sweep observes the age of every connected cluster's last heartbeat.
    await tp.plane.runtime.heartbeatSweep.run();
    const collected = await telemetry.collect();
    const ages = points<Histogram>(collected, Metrics.heartbeatAge.name).filter(
      (p) => p.attributes.tenantId === tenant,
    );
    expect(ages.reduce((n, p) => n + p.value.count, 0)).toBe(1);
    expect(ages[0]?.value.max).toBeLessThan(60);
    expect(
      sumOf(collected, Metrics.inventoryConflicts.name, { tenantId: tenant, reason: 'missing-precondition' }),
    ).toBe(1);
    expect(
      sumOf(collected, Metrics.inventoryConflicts.name, { tenantId: tenant, reason: 'stale-etag' }),
    ).toBe(1);
    expect(sumOf(collected, Metrics.desiredRequests.name, { tenantId: tenant })).toBe(3);
    expect(sumOf(collected, Metrics.desiredNotModified.name, { tenantId: tenant })).toBe(2);
    expect(
      sumOf(collected, Metrics.httpRequests.name, {
        route: 'v1/clusters/{clusterId}/inventory',
        method: 'PUT',
        status: 412,
      }),
    ).toBe(1);
  });

  it('counts agent retries from the attempt numbers in status events, once per retry however often re-sent', async () => {
    const c = await registerCluster(tp, 'retries');
    const at = new Date().toISOString();
    const event = (extension: string, observedGeneration: number, attempt?: number) => ({
      extension,
      phase: 'Failed',
      reason: 'ApplyFailed',
      lastTransitionTime: at,
      observedGeneration,
      ...(attempt === undefined ? {} : { attempt }),
    });
    const retries = async () =>
      sumOf(await telemetry.collect(), Metrics.reconcileRetries.name, {
        tenantId: 'retries',
        source: 'agent',
      });
    const post = async (...events: unknown[]) => {
      const response = await agent(c, 'status', { method: 'POST', body: { events } });
      expect(response.status).toBe(202);
      return retries();
    };
    expect(await post(event('app', 1, 1), event('app', 1, 2), event('app', 1, 3))).toBe(2);
    // The same batch again (its answer lost on the way back), and a late event of an older attempt.
    expect(await post(event('app', 1, 1), event('app', 1, 2), event('app', 1, 3))).toBe(2);
    expect(await post(event('app', 1, 2))).toBe(2);
    // A new generation starts again at 1; another extension counts apart; older agents send no attempt.
    expect(await post(event('app', 2, 1), event('db', 2, 2), event('legacy', 2))).toBe(3);
    expect(await post(event('app', 2, 4))).toBe(6);
    // Fan-out redeliveries are the other source: none here.
    const collected = await telemetry.collect();
    expect(
      sumOf(collected, Metrics.reconcileRetries.name, { tenantId: 'retries', source: 'controlplane' }),
    ).toBe(0);
  });

  it('counts 429s by verified tenant and limiter', async () => {
    const tokens = await Promise.all([...Array(10).keys()].map(() => mintBootstrapToken(tp, 'flood')));
    const csrPem = (await createCsr()).csrPem;
    // All at once, so that the tenant's bucket (burst 5, 1/s) cannot refill in between.
    const statuses = await Promise.all(
      tokens.map(async (bootstrapToken) => {
        const body = { bootstrapToken, clusterUid: randomUUID(), csr: csrPem };
        return (await tp.client.send({ method: 'POST', path: '/api/v1/register', body })).status;
      }),
    );
    const limited = statuses.filter((s) => s === 429).length;
    expect(limited).toBeGreaterThan(0);
    const collected = await telemetry.collect();
    expect(sumOf(collected, Metrics.rateLimited.name, { tenantId: 'flood', limiter: 'register' })).toBe(
      limited,
    );
  });

  it("counts a stranger's 429s per source under tenant '-', never under the tenant it claims", async () => {
    const forged = {
      bootstrapToken: `abt.ghost.${randomBytes(32).toString('base64url')}`,
      clusterUid: randomUUID(),
      csr: (await createCsr()).csrPem,
    };
    const before = await telemetry.collect();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await tp.client.send({
        method: 'POST',
        path: '/api/v1/register',
        body: forged,
        localAddress: '127.0.0.9',
      });
      statuses.push(response.status);
    }
    const limited = statuses.filter((s) => s === 429).length;
    expect(limited).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 429 && s !== 401)).toEqual([]);
    const after = await telemetry.collect();
    const delta = (name: string, attributes: Record<string, unknown>) =>
      sumOf(after, name, attributes) - sumOf(before, name, attributes);
    expect(delta(Metrics.rateLimited.name, { tenantId: '-', limiter: 'registerAddress' })).toBe(limited);
    expect(delta(Metrics.registrations.name, { tenantId: '-', outcome: 'rejected' })).toBe(40 - limited);
    for (const name of [Metrics.rateLimited.name, Metrics.registrations.name]) {
      expect(points(after, name).filter((p) => p.attributes.tenantId === 'ghost')).toEqual([]);
    }
  });

  it('serves every recorded metric as Prometheus text at GET /api/metrics', async () => {
    const response = await tp.client.send({ path: '/api/metrics' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(response.text).toContain(`# TYPE ${Metrics.httpRequests.name} counter`);
    expect(response.text).toMatch(
      new RegExp(`${Metrics.desiredNotModified.name}\\{tenantId="${tenant}"\\} 2\\n`),
    );
    expect(response.text).toMatch(
      new RegExp(
        `${Metrics.registrationDuration.name}_bucket\\{tenantId="${tenant}",outcome="registered",le="\\+Inf"\\} [1-9]`,
      ),
    );
    expect(response.text).toContain(`${Metrics.registrationDuration.name}_count`);
  });
});

describe('Key Vault faults on /register (emulated mode)', () => {
  let tp: TestControlPlane;
  let telemetry: EmbeddedTelemetry;
  beforeAll(async () => {
    telemetry = createEmbeddedTelemetry();
    tp = await startTestControlPlane({ mode: 'emulated', telemetry });
  });
  afterAll(async () => {
    await tp.stop();
  });

  it('answers a Key Vault 429 with 429 + Retry-After (never 500), keeps the token, and counts the failure', async () => {
    const vault = tp.plane.emulators?.keyVault;
    expect(vault).toBeDefined();
    const token = await mintBootstrapToken(tp, 'kv');
    const { csrPem } = await createCsr();
    const body = { bootstrapToken: token, clusterUid: crypto.randomUUID(), csr: csrPem };
    const signs = () => vault!.requests.filter((r) => r.path.endsWith('/sign'));
    const signsBefore = signs().length;

    vault!.failNextSigns(1, { status: 429, retryAfterSeconds: 1 });
    const throttled = await tp.client.send({ method: 'POST', path: '/api/v1/register', body });
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
    expect(throttled.headers['content-type']).toContain('application/problem+json');
    // The request really went to the (fake) vault's sign endpoint through the Key Vault adapter.
    expect(
      signs()
        .slice(signsBefore)
        .map((r) => r.status),
    ).toContain(429);

    const collected = await telemetry.collect();
    expect(sumOf(collected, Metrics.signingFailures.name, { reason: 'throttled' })).toBe(1);

    // The vault said to wait: until then the control plane does not ask it again.
    const signsBeforeEarly = signs().length;
    const early = await tp.client.send({ method: 'POST', path: '/api/v1/register', body });
    expect(early.status).toBe(429);
    expect(signs()).toHaveLength(signsBeforeEarly);
    // Signing happens before the token is consumed: the retry with the same token, once the
    // Retry-After has passed (as an agent waits it), succeeds.
    await new Promise((resolve) => setTimeout(resolve, 1_000 * Number(early.headers['retry-after'])));
    const retried = await tp.client.send({ method: 'POST', path: '/api/v1/register', body });
    expect(retried.status).toBe(201);
  });
});
