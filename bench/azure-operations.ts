/**
 * `npm run bench:azure-operations [-- --clusters 10000 --agents 500 --concurrency 16 --out FILE]`:
 * what each agent hot path asks of Cosmos DB, counted on the wire, for the cost model (docs/cost.md).
 *
 * The embedded host runs in this process in emulated mode: the production Cosmos DB adapter (the
 * real `@azure/cosmos` SDK) against cosmosdb-server, Key Vault, Service Bus and Blob Storage
 * against their stand-ins (docs/emulators.md). `--agents` clusters register with their own keys
 * and CSRs, then each makes each hot-path request once per phase, over HTTPS with its client
 * certificate on a kept-alive connection; the rest of the `--clusters` fleet is written into the
 * same container through the adapter (copies of a registered cluster under their own ids and
 * partition keys: a tenant of that size, without 10,000 TLS handshakes on a shared machine).
 * Every Cosmos DB request the emulator answers is paired with the agent request
 * whose trace made it: the SDK's HTTP request starts inside the store span of the handler
 * (diagnostics channel `http.client.request.start`, OpenTelemetry's active span), and the emulator
 * reports the exchange with the client port its connection came from. Requests made outside any
 * agent request (the timers) are reported apart as background.
 *
 * Measured: the point reads, queries, writes and deletes per request by container, the items'
 * sizes, and the logical partition (container and key) each went to. cosmosdb-server answers
 * `x-ms-request-charge: 1` for every request, so request units are derived from the counts and
 * sizes with Cosmos DB's published per-operation rules (bench/cost/prices.ts).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { SpanKind, trace } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { ControlPlaneClient, ControlPlaneError } from '../agent/controlplane/client';
import type { InventoryBody } from '../agent/controlplane/client';
import { HttpsTransport } from '../agent/controlplane/transport';
import type { ClientCredentials } from '../agent/controlplane/transport';
import { createKeyAndCsr } from '../agent/identity/keys';
import { startEmbeddedControlPlane } from '../functions/host/embedded-control-plane';
import { clusterIdFor } from '../functions/clusters/model';
import type { ClusterDocument } from '../functions/clusters/model';
import { loadConfig } from '../functions/platform/config';
import { createEmbeddedTelemetry } from '../functions/platform/telemetry/embedded-telemetry';
import { MeasuredOperations, summarizeExchanges } from './cost/measured-operations';
import type { MeasuredOperation, ObservedExchange } from './cost/measured-operations';
import { assignIngress } from './assign-extension';
import { TENANT } from './fleet';
import { benchSettings } from './phases/control-plane';
import { statusEvents } from './phases/status';
import { profileFor } from './profiles';

const REPOSITORY = resolve(__dirname, '..', '..');

/** The control plane settings this run changes from the defaults; recorded in the results. */
const SETTINGS: Record<string, string> = {
  // The benchmark's: the per-agent, per-address and registration limits exist against misbehaving
  // agents, and one process drives the whole fleet from 127.0.0.1.
  ...benchSettings(profileFor('quick', {})),
  ARCBRIDGE_MODE: 'emulated',
  // Counts per registration are what is measured; the storm's duration at the vault's rate is the
  // model's (docs/cost.md), so the fake vault is not paced here.
  ARCBRIDGE_SIGNS_PER_SECOND: '100000',
  // No cluster goes Offline between phases (the sweep would write), and no synthetic tenant.
  ARCBRIDGE_OFFLINE_AFTER_SECONDS: '86400',
  ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS: '0',
};

interface Agent {
  clusterId: string;
  transport: HttpsTransport;
  client: ControlPlaneClient;
  etag?: string;
  inventoryEtag?: string;
}

/** Pairs each Cosmos DB exchange with the trace of the request that made it. */
class ExchangeRecorder {
  private readonly traceOf = new WeakMap<ClientRequest, string>();
  private readonly answered = new Map<number, ObservedExchange>();
  private exchanges: { traceId: string | undefined; exchange: ObservedExchange }[] = [];
  private readonly onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    const traceId = trace.getActiveSpan()?.spanContext().traceId;
    if (traceId) this.traceOf.set(request, traceId);
  };
  private readonly onFinish = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    const port = request.socket?.localPort;
    const exchange = port === undefined ? undefined : this.answered.get(port);
    if (!exchange || port === undefined) return;
    this.answered.delete(port);
    this.exchanges.push({ traceId: this.traceOf.get(request), exchange });
  };

  start(observe: (listener: ((e: ObservedExchange & { remotePort?: number }) => void) | undefined) => void) {
    subscribe('http.client.request.start', this.onStart);
    subscribe('http.client.response.finish', this.onFinish);
    observe((e) => {
      if (e.remotePort !== undefined) this.answered.set(e.remotePort, e);
    });
  }

  stop(observe: (listener: undefined) => void) {
    observe(undefined);
    unsubscribe('http.client.request.start', this.onStart);
    unsubscribe('http.client.response.finish', this.onFinish);
  }

  take() {
    const taken = this.exchanges;
    this.exchanges = [];
    return taken;
  }
}

/** Keeps the trace ids of the agent requests the host served (their server spans). */
class ServerTraces implements SpanExporter {
  private ids = new Set<string>();
  export(spans: ReadableSpan[], done: (result: { code: number }) => void): void {
    for (const span of spans) if (span.kind === SpanKind.SERVER) this.ids.add(span.spanContext().traceId);
    done({ code: 0 });
  }
  async shutdown(): Promise<void> {}
  take(): Set<string> {
    const taken = this.ids;
    this.ids = new Set();
    return taken;
  }
}

/** `total` calls of `op` from `concurrency` workers. */
async function drive(total: number, concurrency: number, op: (n: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await op(next++);
    }),
  );
}

/** An inventory of the benchmark's shape: 5 nodes, a few namespaces, two extensions. */
function inventory(index: number, generation: number): InventoryBody {
  return {
    nodes: Array.from({ length: 5 }, (_, n) => ({
      name: `node-${n}`,
      roles: n === 0 ? ['control-plane'] : [],
      kubeletVersion: 'v1.31.2',
      capacity: { cpu: '8', memory: '32Gi', pods: '110' },
      ready: true,
    })),
    namespaces: ['default', 'kube-system', 'ingress-nginx', 'logging', `team-${index % 50}`],
    pods: { default: { Running: 3 + generation }, 'kube-system': { Running: 12 }, logging: { Running: 5 } },
    extensions: [{ name: 'ingress-nginx', version: '4.11.0' }],
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      clusters: { type: 'string', default: '10000' },
      agents: { type: 'string', default: '500' },
      concurrency: { type: 'string', default: '16' },
      out: { type: 'string' },
    },
  });
  const clusters = Number(values.clusters);
  const agentCount = Math.min(Number(values.agents), clusters);
  const concurrency = Number(values.concurrency);
  const startedAt = new Date().toISOString();
  const out = resolve(
    values.out ??
      join(REPOSITORY, 'bench', 'results', `${startedAt.slice(0, 10)}-azure-operations-${clusters}.json`),
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-azure-operations-'));
  const servers = new ServerTraces();
  const plane = await startEmbeddedControlPlane(
    loadConfig({ ...SETTINGS, ARCBRIDGE_DATA_DIR: dataDir, PORT: '0', ARCBRIDGE_HOST: '127.0.0.1' }),
    { telemetry: createEmbeddedTelemetry({ spanExporters: [servers] }) },
  );
  const cosmos = plane.emulators?.cosmos;
  if (!cosmos) throw new Error('the embedded host did not start in emulated mode');
  const recorder = new ExchangeRecorder();
  const observe = (listener: Parameters<typeof cosmos.observe>[0]) => cosmos.observe(listener);
  const caPem = readFileSync(plane.caCertificatePath, 'utf8');
  const connect = (credentials?: ClientCredentials) =>
    new HttpsTransport({
      baseUrl: plane.url,
      credentials: () => credentials,
      trustedCaPems: () => [caPem],
      publicRoots: false,
      timeoutMs: 120_000,
    });
  const operations: Record<string, MeasuredOperation> = {};
  const background: Record<string, number> = {};
  const log = (line: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);

  /** Runs `op` once for every agent; the Cosmos DB requests of their traces become `name`. */
  const phase = async (
    name: string,
    description: string,
    count: number,
    op: (n: number) => Promise<void>,
  ) => {
    recorder.take();
    servers.take();
    const started = Date.now();
    await drive(count, concurrency, op);
    // A server span ends just after its answer is written: let the last ones end.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const traces = servers.take();
    const observed = recorder.take();
    const inTrace: ObservedExchange[] = [];
    for (const { traceId, exchange } of observed) {
      if (traceId !== undefined && traces.has(traceId)) inTrace.push(exchange);
      else {
        const key = `${exchange.kind} ${exchange.container}`;
        background[key] = (background[key] ?? 0) + 1;
      }
    }
    operations[name] = summarizeExchanges(description, traces.size, inTrace, TENANT);
    const m = operations[name]!;
    log(
      `${name}: ${m.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${m.derivedRuPerRequest.toFixed(2)} RU each (${JSON.stringify(m.perRequest)})`,
    );
  };

  const agents: Agent[] = [];
  try {
    recorder.start(observe);
    log(`minting ${agentCount} bootstrap tokens`);
    const tokens: string[] = [];
    await drive(agentCount, concurrency, async (n) => {
      tokens[n] = (await plane.runtime.registration.createBootstrapToken(TENANT, 'bench', {})).token;
    });
    const keys = await Promise.all(
      Array.from({ length: agentCount }, (_, n) => createKeyAndCsr(`00000000-0000-4000-8000-${n}`)),
    );

    await phase(
      'certificate',
      'registration: the bootstrap token read and spent, the cluster created, its certificate signed',
      agentCount,
      async (n) => {
        const transport = connect();
        const issued = await new ControlPlaneClient(transport, 'bench-1.0.0').register({
          bootstrapToken: tokens[n]!,
          clusterUid: randomUUID(),
          csr: keys[n]!.csr,
          name: `ops-${n}`,
          labels: { env: n % 10 === 0 ? 'staging' : 'prod' },
        });
        transport.close();
        const credentials = { privateKeyPem: keys[n]!.privateKeyPem, certificatePem: issued.certificate };
        const connection = connect(credentials);
        agents[n] = {
          clusterId: issued.clusterId,
          transport: connection,
          client: new ControlPlaneClient(connection, 'bench-1.0.0'),
        };
      },
    );

    log(
      `writing the other ${clusters - agentCount} clusters of the tenant through the adapter (not measured)`,
    );
    const clusterDocs = plane.runtime.store.collection<ClusterDocument>('clusters');
    const template = await clusterDocs.read(TENANT, agents[0]!.clusterId);
    if (!template) throw new Error('the first registered cluster is not stored');
    await drive(clusters - agentCount, concurrency, async (n) => {
      const clusterUid = randomUUID();
      await clusterDocs.create({
        ...template.doc,
        id: clusterIdFor(TENANT, clusterUid),
        name: `seeded-${n}`,
        clusterUid,
        labels: { env: n % 10 === 0 ? 'staging' : 'prod' },
      });
    });

    /**
     * One request of agent `n` on its kept-alive connection. A phase can outlast the host's
     * keep-alive timeout on a loaded machine: a connection the host closed meanwhile is reset
     * before the request reaches a handler, and the agent sends it again, as a real agent would.
     */
    const asAgent = async <T>(n: number, call: (client: ControlPlaneClient, agent: Agent) => Promise<T>) => {
      try {
        return await call(agents[n]!.client, agents[n]!);
      } catch (err) {
        if (!(err instanceof ControlPlaneError) || err.status !== undefined) throw err;
        return call(agents[n]!.client, agents[n]!);
      }
    };
    const heartbeatBody = { agentVersion: 'bench-1.0.0', kubernetesVersion: 'v1.31.2' };
    const unchangedHeartbeat = (n: number) =>
      asAgent(n, async (client, agent) => {
        const answer = await client.heartbeat(agent.clusterId, heartbeatBody, agent.etag);
        if (!answer || answer.changed) throw new Error('the heartbeat did not answer unchanged');
      });

    await phase(
      'desired',
      'desired poll of an agent holding no state (200 with the state; agents before heartbeats carried it)',
      agentCount,
      (n) =>
        asAgent(n, async (client, agent) => {
          const result = await client.desired(agent.clusterId, undefined);
          if (!result.changed) throw new Error('a first desired poll answered 304');
          agent.etag = result.etag;
        }),
    );
    await phase(
      'heartbeat',
      "heartbeat holding the current desired ETag (200, unchanged) on an instance that did not write the cluster's last heartbeat (it reads the previous one)",
      agentCount,
      unchangedHeartbeat,
    );
    await phase(
      'heartbeat-same-instance',
      "the same on the instance that wrote the cluster's last heartbeat (it skips reading the previous one)",
      agentCount,
      unchangedHeartbeat,
    );
    await phase(
      'desired-304',
      'desired poll holding the current ETag (304; agents before heartbeats carried it)',
      agentCount,
      (n) =>
        asAgent(n, async (client, agent) => {
          const result = await client.desired(agent.clusterId, agent.etag);
          if (result.changed) throw new Error('desired changed during the 304 phase');
        }),
    );

    log('assigning an extension to every cluster (not measured)');
    const operatorToken = await plane.issuer.mint({
      subject: 'bench',
      roles: ['admin'],
      tenants: [TENANT],
      ttlSeconds: 3600,
    });
    const operator = connect();
    await drive(agentCount, concurrency, (n) => assignIngress(operator, operatorToken, agents[n]!.clusterId));
    operator.close();

    await phase(
      'heartbeat-changed',
      'heartbeat holding the previous desired ETag after an assignment: the answer carries the new desired state',
      agentCount,
      (n) =>
        asAgent(n, async (client, agent) => {
          const answer = await client.heartbeat(agent.clusterId, heartbeatBody, agent.etag);
          if (!answer?.changed) throw new Error('the heartbeat did not carry the changed desired state');
          agent.etag = answer.etag;
        }),
    );

    log('storing every cluster inventory once (not measured: the first one is once per cluster)');
    await drive(agentCount, concurrency, (n) =>
      asAgent(n, async (client, agent) => {
        agent.inventoryEtag = await client.putInventory(agent.clusterId, inventory(n, 0), undefined);
      }),
    );
    await phase('inventory', 'inventory replaced (If-Match the stored ETag)', agentCount, (n) =>
      asAgent(n, async (client, agent) => {
        agent.inventoryEtag = await client.putInventory(
          agent.clusterId,
          inventory(n, 1),
          agent.inventoryEtag,
        );
      }),
    );

    log('posting every cluster status once (not measured: the first one creates the document)');
    await drive(agentCount, concurrency, (n) =>
      asAgent(n, (client, agent) => client.postStatus(agent.clusterId, statusEvents(1, 2))),
    );
    await phase(
      'status',
      'status post of 2 events (the agent flushes every 2 s when there are events)',
      agentCount,
      (n) => asAgent(n, (client, agent) => client.postStatus(agent.clusterId, statusEvents(2, 2))),
    );
  } finally {
    for (const agent of agents) agent?.transport.close();
    recorder.stop(observe);
    await plane.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const results = MeasuredOperations.parse({
    name: 'azure-operations',
    startedAt,
    config: {
      clusters,
      agents: agentCount,
      tenant: TENANT,
      concurrency,
      adapters:
        'emulated: the Cosmos DB adapter (@azure/cosmos) against cosmosdb-server, the Key Vault adapter against the fake vault, Service Bus against the AMQP emulator, large bodies on Azurite',
      settings: SETTINGS,
    },
    operations,
    background,
    notes: [
      'Counts, sizes and partition keys are measured on the wire; request units are derived from them with the published rules (cosmosdb-server answers x-ms-request-charge: 1 for every request).',
      'One instance: the fleet revision is read at most once a second per tenant by an instance and the assignments once per revision, so their reads per request depend on the request rate; the cost model charges them per instance instead.',
    ],
  });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  log(`written ${out}`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`azure-operations failed: ${String((err as Error).stack ?? err)}\n`);
      process.exit(1);
    },
  );
}
