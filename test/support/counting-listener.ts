import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP listener on a loopback address that counts every TCP connection made to it (not
 * only requests): the proof that a refused call never reached the address at all.
 */
export interface CountingListener {
  readonly port: number;
  /** TCP connections accepted so far. */
  readonly connections: number;
  /** `http://<host>:<port><path>` with the host written as given (any notation). */
  url(host: string, path?: string): string;
  close(): Promise<void>;
}

export async function startCountingListener(
  address: string,
  handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('ok'),
): Promise<CountingListener> {
  const server: Server = createServer(handler);
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, address, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    get connections() {
      return connections;
    },
    url: (host, path = '/') => `http://${host}:${port}${path}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
