/**
 * The sustained phases' load generator, in a process of its own (as wrk or k6 would be): the load
 * pool's clusters, each with the agent's own ControlPlaneClient over its own HttpsTransport and
 * client certificate, and nothing else. In the simulator process the same requests shared an
 * event loop and a heap with everything the fleet had built (in-memory clusters, agent cores,
 * thousands of idle sockets): its scavenges took 6-10 ms every ~90 ms and its major collections
 * stalled it 50-80 ms, and an open loop counts a late response as the server's latency. With the
 * generator apart, the simulator's stalls no longer stand in the control plane's latency, and its
 * own are measured (usage) beside the control plane's.
 *
 * The parent (bench/phases/sustained.ts) sends the pool's credentials once, then asks for
 * connections to a target (the control plane, the ceiling server), warm-ups and loops by name.
 */
import { ControlPlaneClient } from '../agent/controlplane/client';
import { HttpsTransport } from '../agent/controlplane/transport';
import { forEachBounded } from '../functions/platform/store/bounded';
import { PauseMeter } from './gc-meter';
import { serveIpc } from './ipc';
import { closedLoop, openLoop } from './load';
import { statusEvents } from './phases/status';
import type { GeneratorRequest, GeneratorSetup, GeneratorTarget } from './phases/generator';

interface Connection {
  id: string;
  transport: HttpsTransport;
  client: ControlPlaneClient;
  /** The ETag of the cluster's desired state, learned before a 304 run. */
  etag?: string;
}

const HEARTBEAT = { agentVersion: 'bench-1.0.0', kubernetesVersion: 'v1.31.2' };
/** The ceiling's request: the heartbeat's shape, sent without the client's span and parsing. */
const CEILING_BODY = JSON.stringify(HEARTBEAT);
const CEILING_TRACEPARENT = `00-${'0'.repeat(31)}1-${'0'.repeat(15)}1-01`;

function main(): void {
  let setup: GeneratorSetup | undefined;
  const targets = new Map<GeneratorTarget, Connection[]>();
  const pauses = new PauseMeter();

  const connections = (target: GeneratorTarget): Connection[] => {
    const list = targets.get(target);
    if (!list) throw new Error(`not connected to ${target}`);
    return list;
  };

  /** One request of the named kind on connection `c`. */
  const send = async (kind: GeneratorRequest, c: Connection, n: number): Promise<void> => {
    switch (kind) {
      case 'heartbeat':
        await c.client.heartbeat(c.id, HEARTBEAT);
        return;
      case 'status':
        return c.client.postStatus(c.id, statusEvents(n, setup!.statusBatchSize));
      case 'desired-304': {
        const answer = await c.client.desired(c.id, c.etag);
        if (answer.changed) throw new Error('desired state changed during the 304 phase');
        return;
      }
      case 'ceiling': {
        const res = await c.transport.send({
          method: 'POST',
          path: `/api/v1/clusters/${encodeURIComponent(c.id)}/heartbeat`,
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'user-agent': 'arcbridge-agent/bench-1.0.0',
            traceparent: CEILING_TRACEPARENT,
          },
          body: CEILING_BODY,
        });
        if (res.status !== 200) throw new Error(`ceiling answered ${res.status}`);
        return;
      }
    }
  };

  const progress = (completed: number) => process.send?.({ progress: completed });

  serveIpc({
    setup: (args) => {
      setup = args as unknown as GeneratorSetup;
      return { clusters: setup.clusters.length };
    },
    connect: (args) => {
      const { target, url } = args as { target: GeneratorTarget; url: string };
      const { caPem, clusters } = setup!;
      targets.set(
        target,
        clusters.map(({ id, privateKeyPem, certificatePem }) => {
          const credentials = { privateKeyPem, certificatePem };
          const transport = new HttpsTransport({
            baseUrl: url,
            credentials: () => credentials,
            trustedCaPems: () => [caPem],
            publicRoots: false,
            timeoutMs: 120_000,
          });
          return { id, transport, client: new ControlPlaneClient(transport, 'bench-1.0.0') };
        }),
      );
      return { connections: clusters.length };
    },
    // Every connection used once (its TLS handshake), `concurrency` at a time; failures are the
    // measured phase's to count.
    warm: async (args) => {
      const { target, request } = args as { target: GeneratorTarget; request: GeneratorRequest };
      const list = connections(target);
      await forEachBounded(list, setup!.concurrency, (c) => send(request, c, 0).catch(() => undefined));
      return { warmed: list.length };
    },
    learnEtags: async (args) => {
      const list = connections((args as { target: GeneratorTarget }).target);
      let learned = 0;
      for (const c of list) {
        const first = await c.client.desired(c.id, undefined);
        if (first.changed) {
          c.etag = first.etag;
          learned++;
        }
      }
      return { learned };
    },
    // Worker w's i-th request goes to connection (w + i * concurrency) mod pool: every worker
    // rotates over the whole pool, as the simulator's closed loop did.
    closed: (args) => {
      const { target, request, seconds, warmupSeconds } = args as {
        target: GeneratorTarget;
        request: GeneratorRequest;
        seconds: number;
        warmupSeconds: number;
      };
      const list = connections(target);
      const concurrency = setup!.concurrency;
      return closedLoop({
        concurrency,
        seconds,
        warmupSeconds,
        op: (worker, iteration) =>
          send(request, list[(worker + iteration * concurrency) % list.length]!, iteration),
        onTick: progress,
      });
    },
    // Consecutive requests go to consecutive connections, so a cluster's next one is ~pool/rate later.
    open: (args) => {
      const { target, request, ratePerSecond, seconds, warmupSeconds } = args as {
        target: GeneratorTarget;
        request: GeneratorRequest;
        ratePerSecond: number;
        seconds: number;
        warmupSeconds: number;
      };
      const list = connections(target);
      return openLoop({
        ratePerSecond,
        seconds,
        warmupSeconds,
        op: (n) => send(request, list[n % list.length]!, n),
        onTick: progress,
      });
    },
    disconnect: (args) => {
      const target = (args as { target: GeneratorTarget }).target;
      for (const c of targets.get(target) ?? []) c.transport.close();
      targets.delete(target);
      return {};
    },
    /** This process's CPU so far and its GC and event-loop stalls since the previous call. */
    usage: () => ({ cpu: process.cpuUsage(), ...pauses.take() }),
    stop: () => {
      for (const list of targets.values()) for (const c of list) c.transport.close();
      pauses.stop();
      setImmediate(() => process.exit(0));
      return {};
    },
  });
  process.send?.({ id: 0, ok: true, value: {} });
}

main();
