import { Agent, createServer, request } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy between the Cosmos SDK and the emulator that answers chosen requests with
 * failures, so tests can prove the adapter's retries lose and duplicate nothing.
 *
 * - `{ status: 429 }`: throttled, with `x-ms-retry-after-ms`; never reaches the emulator.
 * - `{ status: 503 }`: service unavailable; never reaches the emulator.
 * - `{ status: 503, afterForward: true }`: the emulator DOES apply the request, but the response
 *   is replaced by a 503 (a lost response: the client cannot know whether the write landed).
 */
export type Fault = { status: 429; retryAfterMs?: number } | { status: 503; afterForward?: boolean };

export interface ProxiedRequest {
  method: string;
  path: string;
  /** A query (or query-plan) request: POSTed to `/docs` like a create, told apart by header. */
  query: boolean;
  /** The SDK asking the gateway how to run a query (sent before queries that need a plan). */
  queryPlan: boolean;
  /** The `x-ms-documentdb-partitionkey` header (JSON array), absent on cross-partition requests. */
  partitionKey?: string;
}

export interface InjectedFault extends ProxiedRequest {
  status: number;
  forwarded: boolean;
}

export interface FaultProxy {
  endpoint: string;
  /** Answers the next `count` requests that `match` (default: document operations) with `fault`. */
  inject(count: number, fault: Fault, match?: (req: ProxiedRequest) => boolean): void;
  /** Faults still queued. */
  pending(): number;
  /** Every fault answered so far, in order. */
  readonly injected: InjectedFault[];
  /** Requests that reached the emulator. */
  forwarded(): number;
  /** Every request received, in order (for routing assertions). */
  readonly seen: ProxiedRequest[];
  stop(): Promise<void>;
}

/** Point operations and queries on documents (not account/database/container metadata). */
export const documentRequests = (req: ProxiedRequest): boolean => /\/docs(\/|$|\?)/.test(req.path);
export const writeRequests = (req: ProxiedRequest): boolean =>
  documentRequests(req) && !req.query && req.method !== 'GET';

interface Queued {
  remaining: number;
  fault: Fault;
  match: (req: ProxiedRequest) => boolean;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const queue: Queued[] = [];
  const injected: InjectedFault[] = [];
  const seen: ProxiedRequest[] = [];
  let forwardedCount = 0;

  const forward = (
    req: IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> =>
    new Promise((resolve, reject) => {
      forwardedCount++;
      const outgoing = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const takeFault = (req: ProxiedRequest): Fault | undefined => {
    const entry = queue.find((queued) => queued.remaining > 0 && queued.match(req));
    if (!entry) return undefined;
    entry.remaining--;
    if (entry.remaining === 0) queue.splice(queue.indexOf(entry), 1);
    return entry.fault;
  };

  const fail = (res: ServerResponse, fault: Fault): void => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-ms-activity-id': '00000000-0000-0000-0000-000000000000',
    };
    if (fault.status === 429) {
      headers['x-ms-retry-after-ms'] = String(fault.retryAfterMs ?? 10);
      headers['x-ms-substatus'] = '3200';
    }
    res.writeHead(fault.status, headers);
    res.end(
      JSON.stringify({
        code: fault.status === 429 ? 'TooManyRequests' : 'ServiceUnavailable',
        message: `injected by fault-proxy (${fault.status})`,
      }),
    );
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const info: ProxiedRequest = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          query:
            /true/i.test(String(req.headers['x-ms-documentdb-isquery'])) ||
            /true/i.test(String(req.headers['x-ms-cosmos-is-query-plan-request'])),
          queryPlan: /true/i.test(String(req.headers['x-ms-cosmos-is-query-plan-request'])),
          ...(typeof req.headers['x-ms-documentdb-partitionkey'] === 'string'
            ? { partitionKey: req.headers['x-ms-documentdb-partitionkey'] }
            : {}),
        };
        seen.push(info);
        const fault = takeFault(info);
        const afterForward = fault?.status === 503 && fault.afterForward === true;
        if (fault && !afterForward) {
          injected.push({ ...info, status: fault.status, forwarded: false });
          fail(res, fault);
          return;
        }
        const response = await forward(req, Buffer.concat(chunks));
        if (fault) {
          injected.push({ ...info, status: fault.status, forwarded: true });
          fail(res, fault);
          return;
        }
        res.writeHead(response.status, response.headers);
        res.end(response.body);
      })().catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'BadGateway', message: String(err) }));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    inject(count, fault, match = documentRequests) {
      if (count > 0) queue.push({ remaining: count, fault, match });
    },
    pending: () => queue.reduce((sum, queued) => sum + queued.remaining, 0),
    injected,
    seen,
    forwarded: () => forwardedCount,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
