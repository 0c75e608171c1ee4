import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { STORE_OPS } from '../../bench/cost/model';
import type { Operation } from '../../bench/cost/model';
import { createCsr } from '../support/agent-keys';
import { tracedControlPlane } from '../support/traced-control-plane';
import type { TestRequest, TestResponse } from '../support/https-client';
import { FakeFleet } from '../support/fake-fleet';
import { mintBootstrapToken, sampleInventory } from '../support/registration';

const T = 'contoso';
const READS = new Set(['read', 'readMany', 'query', 'countBy']);

/**
 * The cost model (docs/cost.md) charges each agent request the Cosmos DB point reads and writes in
 * STORE_OPS. This checks that table against what the real handlers do: every request below runs
 * through the embedded host, and the store operations inside its trace (the `store.<op>
 * <collection>` spans every adapter gets, children of the request's server span) are counted.
 */
// Embedded (SQLite) and emulated (the Cosmos DB adapter on cosmosdb-server, the adapter Azure runs):
// the model's counts hold for the adapter that is charged RU, not only for the one tests run on.
describe.each(['embedded', 'emulated'] as const)(
  'the store operations the cost model charges each agent request (%s)',
  (mode) => {
    const { spans, tp } = tracedControlPlane(mode);

    /** Sends a request and returns the collections its trace read and wrote, sorted. */
    async function measured(
      request: TestRequest,
    ): Promise<{ response: TestResponse; reads: string[]; writes: string[] }> {
      spans.reset();
      const response = await tp().client.send(request);
      const finished = spans.getFinishedSpans();
      const server = finished.find((s) => s.kind === SpanKind.SERVER);
      if (!server) throw new Error(`no server span for ${request.method} ${request.path}`);
      const inTrace = finished.filter(
        (s) => s.spanContext().traceId === server.spanContext().traceId && s.name.startsWith('store.'),
      );
      const reads: string[] = [];
      const writes: string[] = [];
      for (const span of inTrace) {
        const operation = String(span.attributes['db.operation.name']);
        const collection = String(span.attributes['db.collection.name']);
        (READS.has(operation) ? reads : writes).push(collection);
      }
      return { response, reads: reads.sort(), writes: writes.sort() };
    }

    const expected = (operation: Operation) => ({
      reads: [...STORE_OPS[operation].reads].sort(),
      writes: [...STORE_OPS[operation].writes].sort(),
    });

    /** Registers a cluster; returns the request's store operations and the agent's credentials. */
    async function register(name: string) {
      const token = await mintBootstrapToken(tp(), T);
      const { csrPem, keyPem } = await createCsr();
      const registered = await measured({
        method: 'POST',
        path: '/api/v1/register',
        body: { bootstrapToken: token, clusterUid: randomUUID(), csr: csrPem, name },
      });
      expect(registered.response.status).toBe(201);
      const { clusterId, certificate } = registered.response.json<{
        clusterId: string;
        certificate: string;
      }>();
      const cert = { certPem: certificate, keyPem };
      const agent = (path: string, init: Partial<TestRequest> = {}) =>
        measured({ method: 'GET', path: `/api/v1/clusters/${clusterId}/${path}`, cert, ...init });
      return { ...registered, clusterId, agent };
    }

    const assign = async (clusterId: string, version: string) => {
      const assigned = await tp().client.send({
        method: 'PUT',
        path: `/api/v1/tenants/${T}/clusters/${clusterId}/extensions/web`,
        token: await tp().token(T, 'operator'),
        body: {
          kind: 'manifest',
          version,
          source: { url: `https://manifests.example.com/web-${version}.yaml` },
          namespace: 'web',
        },
      });
      expect([200, 201]).toContain(assigned.status);
    };

    it('matches every agent request the model counts, in its steady state', async () => {
      // The tenant's first registration also writes its entry in the tenant index; later ones do not.
      await register('store-0');
      const { clusterId, agent, ...registration } = await register('store-1');
      expect({ reads: registration.reads, writes: registration.writes }).toEqual(expected('certificate'));

      // The first of each is once per cluster (the model leaves those out of the steady rates).
      const heartbeatBody = { agentVersion: '1.0.0', kubernetesVersion: 'v1.31.2' };
      // The model charges what an instance that did not write the cluster's last heartbeat does (in
      // Azure a cluster's requests land on any instance); the instance that did skips one read.
      const heartbeat = await agent('heartbeat', { method: 'POST', body: heartbeatBody });
      expect(heartbeat.response.status).toBe(204);
      expect({ reads: heartbeat.reads, writes: heartbeat.writes }).toEqual(expected('heartbeat'));
      const remembered = await agent('heartbeat', { method: 'POST', body: heartbeatBody });
      expect(remembered.response.status).toBe(204);
      expect({ reads: remembered.reads, writes: remembered.writes }).toEqual({
        reads: expected('heartbeat').reads.filter((collection) => collection !== 'heartbeats'),
        writes: expected('heartbeat').writes,
      });

      const created = await agent('inventory', {
        method: 'PUT',
        body: sampleInventory,
        headers: { 'if-none-match': '*' },
      });
      expect(created.response.status).toBe(201);
      const inventory = await agent('inventory', {
        method: 'PUT',
        body: sampleInventory,
        headers: { 'if-match': String(created.response.headers.etag) },
      });
      expect(inventory.response.status).toBe(200);
      expect({ reads: inventory.reads, writes: inventory.writes }).toEqual(expected('inventory'));

      // The cluster's own document changes (an assignment, a rollout's pin): its next poll is a 200.
      await agent('desired');
      await assign(clusterId, '1.0.0');
      const desired = await agent('desired');
      expect(desired.response.status).toBe(200);
      expect({ reads: desired.reads, writes: desired.writes }).toEqual(expected('desired'));

      const etag = String(desired.response.headers.etag);
      await agent('desired', { headers: { 'if-none-match': etag } });
      const notModified = await agent('desired', { headers: { 'if-none-match': etag } });
      expect(notModified.response.status).toBe(304);
      expect({ reads: notModified.reads, writes: notModified.writes }).toEqual(expected('desired-304'));

      const events = [
        {
          extension: 'web',
          phase: 'Installed',
          reason: 'Healthy',
          lastTransitionTime: new Date().toISOString(),
          observedGeneration: 1,
        },
      ];
      await agent('status', { method: 'POST', body: { events } });
      const status = await agent('status', { method: 'POST', body: { events } });
      expect(status.response.status).toBe(202);
      expect({ reads: status.reads, writes: status.writes }).toEqual(expected('status'));
    });

    it("matches the rollout fan-out handler's, per cluster", async () => {
      const operator = await tp().token(T, 'operator');
      const api = (method: string, path: string, body?: unknown) =>
        tp().client.send({ method, path: `/api/v1/tenants/${T}${path}`, body, token: operator });
      const published = await api('PUT', '/extensions/podinfo/versions/1.0.0', {
        kind: 'manifest',
        source: { url: 'https://charts.example.com/podinfo-1.0.0.yaml' },
      });
      expect({ status: published.status, body: published.text }).toMatchObject({ status: 201 });
      const fleet = new FakeFleet(tp(), T);
      await fleet.add(1, () => ({ region: 'westeurope', labels: { fanout: 'yes' } }));
      await fleet.heartbeat();
      spans.reset();
      const created = await api('POST', '/rollouts', {
        extension: 'podinfo',
        version: '1.0.0',
        namespace: 'apps',
        target: { selector: 'fanout=yes' },
        strategy: { stages: [{ name: 'all', percent: 100 }] },
      });
      expect(created.status).toBe(201);
      // The embedded queue trigger delivers the fan-out message; its handler runs in a consumer span.
      const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
      let handler: ReturnType<typeof spans.getFinishedSpans>[number] | undefined;
      while (!handler && Date.now() < deadline) {
        handler = spans.getFinishedSpans().find((s) => s.name === 'process rollout-fanout');
        if (!handler) await new Promise((r) => setTimeout(r, 50));
      }
      expect(handler).toBeDefined();
      const reads: string[] = [];
      const writes: string[] = [];
      for (const span of spans.getFinishedSpans()) {
        if (!span.name.startsWith('store.')) continue;
        if (span.parentSpanContext?.spanId !== handler!.spanContext().spanId) continue;
        const operation = String(span.attributes['db.operation.name']);
        (READS.has(operation) ? reads : writes).push(String(span.attributes['db.collection.name']));
      }
      expect({ reads: reads.sort(), writes: writes.sort() }).toEqual(expected('rollout-fanout'));
    });
  },
);
