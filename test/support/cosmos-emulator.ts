import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createHttpServer } from '@vercel/cosmosdb-server';
import { MAX_ITEM_BYTES } from '../../functions/platform/store/store';

export interface CosmosEmulator {
  /**
   * `http://127.0.0.1:<port>`. Clients must disable endpoint discovery: with it on, the SDK follows
   * the https address the server advertises and fails the TLS handshake (EPROTO).
   */
  endpoint: string;
  /** Any base64 string is accepted; the emulator does not check signatures. */
  key: string;
  /**
   * Throttles the next `count` document requests (point operations and queries) the way Cosmos DB
   * does when a partition runs out of RU/s: 429 with `x-ms-retry-after-ms`, never applied.
   */
  throttle(count: number, options?: { retryAfterMs?: number }): void;
  /** Requests answered with 429 so far. */
  throttled(): number;
  /** Documents refused with 413 so far. */
  rejectedAsTooLarge(): number;
  /**
   * Calls `listener` with every document request answered from now on (undefined stops): what
   * the adapter asked of the service, on the wire, for benchmarks that count operations.
   */
  observe(listener: ((exchange: CosmosExchange) => void) | undefined): void;
  stop(): Promise<void>;
}

/** One document request as the service saw it. */
export interface CosmosExchange {
  /** A point read, a query (or feed read), a write (create, upsert, replace, patch) or a delete. */
  kind: 'read' | 'query' | 'write' | 'delete';
  container: string;
  /** The `x-ms-documentdb-partitionkey` value (its first component); undefined when cross-partition. */
  partitionKey: string | undefined;
  status: number;
  requestBytes: number;
  responseBytes: number;
  /** The `x-ms-request-charge` answered: cosmosdb-server answers 1 for every request, not Cosmos DB's RU. */
  requestCharge: number;
  /** The client's port: pairs the exchange with the request its connection carried. */
  remotePort: number | undefined;
}

export interface CosmosEmulatorOptions {
  /** The item limit to enforce; Cosmos DB's 2 MB unless a test needs a smaller one. */
  maxItemBytes?: number;
}

/**
 * Starts `@vercel/cosmosdb-server` in-process on a free loopback port, made as strict as Cosmos DB
 * where ArcBridge depends on it (cosmosdb-server itself enforces no limits):
 *
 * - Item size. "Maximum size of an item: 2 MB (UTF-8 length of JSON representation)"
 *   (https://learn.microsoft.com/azure/cosmos-db/concepts-limits). A create, replace or upsert
 *   whose body is larger is refused with 413 and error code `RequestEntityTooLarge` ("413 Entity
 *   too large: The document size in the request exceeded the allowable document size for a
 *   request", https://learn.microsoft.com/rest/api/cosmos-db/http-status-codes-for-cosmosdb);
 *   nothing is stored.
 * - Throttling, on demand (`throttle`). "429 Too many requests: The collection has exceeded the
 *   provisioned throughput limit. Retry the request after the server specified retry after
 *   duration", carried in `x-ms-retry-after-ms` with sub-status 3200
 *   (https://learn.microsoft.com/azure/cosmos-db/nosql/troubleshoot-request-rate-too-large).
 *   The SDK's retry policy waits that long and retries.
 *
 * Everything lives in memory and every query scans the whole container in O(n^2), so tests must
 * keep containers small (a few hundred documents at most) and should use a fresh database id per suite.
 *
 * One fidelity fix is applied on the wire: the emulator's etags are bare UUIDs, while Cosmos DB's
 * are quoted strings (`"00000000-0000-…"`), which the adapter passes through verbatim. The shim
 * quotes `_etag` / `ETag` in responses and unquotes `If-Match` in requests, so the adapter under test
 * sees exactly what it sees in Azure. (The live suite proves the real format.)
 */
export async function startCosmosEmulator(options: CosmosEmulatorOptions = {}): Promise<CosmosEmulator> {
  const maxItemBytes = options.maxItemBytes ?? MAX_ITEM_BYTES;
  const server = createHttpServer({ keepAlive: true });
  const [handler] = server.listeners('request') as RequestListener[];
  if (!handler) throw new Error('cosmosdb-server registered no request listener');
  server.removeAllListeners('request');
  const throttles: { retryAfterMs: number }[] = [];
  let throttledCount = 0;
  let tooLargeCount = 0;
  let observer: ((exchange: CosmosExchange) => void) | undefined;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readAll(req);
      if (observer && isDocumentRequest(req)) observeExchange(req, body.length, res, observer);
      if (isDocumentRequest(req) && throttles.length > 0) {
        const { retryAfterMs } = throttles.shift()!;
        throttledCount++;
        return fail(
          res,
          429,
          'TooManyRequests',
          'Request rate is large. More Request Units may be needed, so no changes were made. Please retry this request later.',
          {
            'x-ms-retry-after-ms': String(retryAfterMs),
            'x-ms-substatus': '3200',
          },
        );
      }
      if (isDocumentWrite(req) && body.length > maxItemBytes) {
        tooLargeCount++;
        return fail(res, 413, 'RequestEntityTooLarge', 'Request size is too large', {});
      }
      const replay = Object.assign(Readable.from(body.length > 0 ? [body] : []), {
        method: req.method,
        url: req.url,
        headers: req.headers,
        httpVersion: req.httpVersion,
        socket: req.socket,
      }) as unknown as IncomingMessage;
      quoteEtags(replay, res);
      handler(replay, res);
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'InternalServerError', message: String(err) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    key: Buffer.from('arcbridge-test-key').toString('base64'),
    throttle(count, throttleOptions = {}) {
      for (let index = 0; index < count; index++) {
        throttles.push({ retryAfterMs: throttleOptions.retryAfterMs ?? 10 });
      }
    },
    throttled: () => throttledCount,
    rejectedAsTooLarge: () => tooLargeCount,
    observe(listener) {
      observer = listener;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Point operations and queries on documents (not account, database or container metadata). */
function isDocumentRequest(req: IncomingMessage): boolean {
  return /\/docs(\/|$|\?)/.test(req.url ?? '');
}

/** Reports the exchange to `listener` when its answer is written. */
function observeExchange(
  req: IncomingMessage,
  requestBytes: number,
  res: ServerResponse,
  listener: (exchange: CosmosExchange) => void,
): void {
  const [, container = '', id] = /\/colls\/([^/?]+)\/docs(?:\/([^/?]+))?/.exec(req.url ?? '') ?? [];
  const kind: CosmosExchange['kind'] = isQuery(req)
    ? 'query'
    : req.method === 'GET'
      ? id === undefined
        ? 'query'
        : 'read'
      : req.method === 'DELETE'
        ? 'delete'
        : 'write';
  const header = req.headers['x-ms-documentdb-partitionkey'];
  let partitionKey: string | undefined;
  try {
    const parsed: unknown = typeof header === 'string' ? JSON.parse(header) : undefined;
    if (Array.isArray(parsed) && typeof parsed[0] === 'string') partitionKey = parsed[0];
  } catch {
    partitionKey = undefined;
  }
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    const responseBytes =
      typeof chunk === 'string' ? Buffer.byteLength(chunk) : Buffer.isBuffer(chunk) ? chunk.length : 0;
    listener({
      kind,
      container: decodeURIComponent(container),
      partitionKey,
      status: res.statusCode,
      requestBytes,
      responseBytes,
      requestCharge: Number(res.getHeader('x-ms-request-charge') ?? 0),
      remotePort: req.socket.remotePort,
    });
    return end(chunk);
  }) as ServerResponse['end'];
}

function isQuery(req: IncomingMessage): boolean {
  return (
    /true/i.test(String(req.headers['x-ms-documentdb-isquery'])) ||
    /true/i.test(String(req.headers['x-ms-cosmos-is-query-plan-request']))
  );
}

/** Create / upsert (POST to docs, not a query) and replace (PUT of a document). */
function isDocumentWrite(req: IncomingMessage): boolean {
  return isDocumentRequest(req) && !isQuery(req) && (req.method === 'POST' || req.method === 'PUT');
}

function fail(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string>,
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-ms-activity-id': '00000000-0000-0000-0000-000000000000',
    ...headers,
  });
  res.end(JSON.stringify({ code, message }));
}

const quote = (etag: string): string => (etag.startsWith('"') ? etag : `"${etag}"`);

function quoteEtags(req: IncomingMessage, res: ServerResponse): void {
  const ifMatch = req.headers['if-match'];
  if (typeof ifMatch === 'string' && /^".*"$/.test(ifMatch)) req.headers['if-match'] = ifMatch.slice(1, -1);

  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(name, name.toLowerCase() === 'etag' && typeof value === 'string' ? quote(value) : value);

  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    if (typeof chunk === 'string' && chunk.includes('"_etag"')) {
      chunk = JSON.stringify(JSON.parse(chunk), (key, value: unknown) =>
        key === '_etag' && typeof value === 'string' ? quote(value) : value,
      );
    }
    return end(chunk);
  }) as ServerResponse['end'];
}
