import type { AddressInfo } from 'node:net';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createHttpServer } from '@vercel/cosmosdb-server';

export interface CosmosEmulator {
  /** `http://127.0.0.1:<port>`; clients must disable endpoint discovery (see FACTS.md). */
  endpoint: string;
  /** Any base64 string is accepted; the emulator does not check signatures. */
  key: string;
  stop(): Promise<void>;
}

/**
 * Starts `@vercel/cosmosdb-server` in-process on a free loopback port.
 *
 * Everything lives in memory and every query scans the whole container in O(n^2), so tests must
 * keep containers small (a few hundred documents at most) and should use a fresh database id per suite.
 *
 * One fidelity fix is applied on the wire: the emulator's etags are bare UUIDs, while Cosmos DB's
 * are quoted strings (`"00000000-0000-…"`), which the adapter passes through verbatim. The shim
 * quotes `_etag` / `ETag` in responses and unquotes `If-Match` in requests, so the adapter under test
 * sees exactly what it sees in Azure. (The live suite proves the real format.)
 */
export async function startCosmosEmulator(): Promise<CosmosEmulator> {
  const server = createHttpServer({ keepAlive: true });
  const [handler] = server.listeners('request') as RequestListener[];
  if (!handler) throw new Error('cosmosdb-server registered no request listener');
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    quoteEtags(req, res);
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    key: Buffer.from('arcbridge-test-key').toString('base64'),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
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
