import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface Probes {
  /** The process is alive and its loops are scheduled. */
  live(): boolean;
  /** Registered and holding a desired state. */
  ready(): boolean;
}

/** /metrics, /healthz and /readyz on one plain-HTTP port (scraped and probed from inside the cluster). */
export function startHttpServer(port: number, registry: Registry, probes: Probes): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://agent').pathname;
    if (path === '/metrics') {
      registry
        .metrics()
        .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
        .catch((err: unknown) => res.writeHead(500).end(String(err)));
      return;
    }
    if (path === '/healthz')
      return void res.writeHead(probes.live() ? 200 : 503).end(probes.live() ? 'ok' : 'not live');
    if (path === '/readyz')
      return void res.writeHead(probes.ready() ? 200 : 503).end(probes.ready() ? 'ok' : 'not ready');
    res.writeHead(404).end();
  });
  // A port in use fails the start ("agent failed to start" and exit 1), not an unhandled 'error'.
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function serverPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}
