import { createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { HttpsTransport } from '../../agent/controlplane/transport';
import { selfSignedServingCertificate } from '../support/fake-kube-tls';

/**
 * The agent's transport closes a kept-alive connection once it has been idle, resumes the TLS
 * session on the next request, and retries once a request that met a socket the server had
 * closed while idle.
 */

let server: Server;
let url: string;
let caPem: string;
const connections: { resumed: boolean; closed: boolean }[] = [];

beforeAll(async () => {
  const { certPem, keyPem } = await selfSignedServingCertificate();
  caPem = certPem;
  const served = new WeakMap<object, number>();
  server = createServer({ key: keyPem, cert: certPem, keepAliveTimeout: 60_000 }, (req, res) => {
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    // `drop`: the connection is reset without an answer when this request reused it (what a
    // client sees when the server closed the idle connection as it was sending); `drop-first`:
    // on a new connection too.
    if ((req.url === '/drop' && n > 1) || req.url === '/drop-first') {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
  server.on('secureConnection', (socket: TLSSocket) => {
    const record = { resumed: socket.isSessionReused(), closed: false };
    connections.push(record);
    socket.on('close', () => (record.closed = true));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  connections.length = 0;
});

const transport = (idleSocketMs: number) =>
  new HttpsTransport({
    baseUrl: url,
    credentials: () => undefined,
    trustedCaPems: () => [caPem],
    publicRoots: false,
    idleSocketMs,
  });

const get = (t: HttpsTransport) => t.send({ method: 'GET', path: '/x', headers: {} });
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

it('keeps one connection while busy, closes it when idle, and resumes the TLS session after', async () => {
  const t = transport(150);
  try {
    for (let i = 0; i < 3; i++) expect((await get(t)).status).toBe(200);
    expect(connections).toHaveLength(1);
    await until(() => connections[0]!.closed);
    expect((await get(t)).status).toBe(200);
    expect(connections).toHaveLength(2);
    expect(connections[0]!.resumed).toBe(false);
    expect(connections[1]!.resumed).toBe(true);
  } finally {
    t.close();
  }
});

it('retries once a request whose reused connection was reset, and only then', async () => {
  const t = transport(60_000);
  try {
    expect((await get(t)).status).toBe(200);
    expect((await t.send({ method: 'POST', path: '/drop', headers: {}, body: '{}' })).status).toBe(200);
    expect(connections).toHaveLength(2);
    // A reset on a new connection is a failure the caller sees (no retry).
    const fresh = transport(60_000);
    await expect(fresh.send({ method: 'GET', path: '/drop-first', headers: {} })).rejects.toThrow();
    fresh.close();
    expect(connections).toHaveLength(3);
  } finally {
    t.close();
  }
});
