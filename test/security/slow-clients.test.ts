import { connect as connectTcp } from 'node:net';
import type { Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { SLOW_CLIENT_LIMITS } from '../../functions/host/embedded-host';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { busFingerprint, storeFingerprint } from '../support/state-fingerprint';

/**
 * Slow clients and connection floods against the embedded host: idle TCP connections that never
 * start TLS, and slowloris clients that trickle request headers, are cut off at their deadlines
 * while real clients keep being served.
 */

let tp: TestControlPlane;
let host: string;
let port: number;

beforeAll(async () => {
  tp = await startTestControlPlane();
  const url = new URL(tp.plane.url);
  host = url.hostname;
  port = Number(url.port);
});
afterAll(async () => {
  await tp?.stop();
});

interface Watched {
  socket: Socket;
  received: string;
  closedAfterMs?: number;
}

function watch(socket: Socket, started: number): Watched {
  const watched: Watched = { socket, received: '' };
  socket.on('data', (chunk: Buffer) => (watched.received += chunk.toString('latin1')));
  socket.on('error', () => {});
  socket.on('close', () => (watched.closedAfterMs = Date.now() - started));
  return watched;
}

it('idle connections and slowloris clients are closed at their deadlines; others are served meanwhile', async () => {
  const before = { store: storeFingerprint(tp.dataDir), bus: busFingerprint(tp.dataDir) };
  const started = Date.now();
  // 300 TCP connections that never send a byte (no TLS ClientHello).
  const idle = Array.from({ length: 300 }, () => watch(connectTcp({ host, port }), started));
  // 20 TLS clients that send a request line and then one header byte every 500 ms, forever.
  const slow = await Promise.all(
    Array.from(
      { length: 20 },
      () =>
        new Promise<Watched>((resolve, reject) => {
          const socket = connectTls({ host, port, ca: tp.caPem, servername: 'localhost' }, () => {
            socket.write(`POST /api/v1/register HTTP/1.1\r\nHost: localhost\r\nX-Slow: `);
            const drip = setInterval(() => (socket.writable ? socket.write('a') : clearInterval(drip)), 500);
            socket.once('close', () => clearInterval(drip));
            resolve(watch(socket, started));
          });
          socket.once('error', reject);
        }),
    ),
  );

  const health = await tp.client.send({ path: '/api/healthz' });
  expect(health.status).toBe(200);

  // Waits for the closes; the bound only catches a host that never closes them (a loaded machine
  // can take well past the deadlines to get round to 320 sockets).
  const deadline = Math.max(SLOW_CLIENT_LIMITS.handshakeMs, SLOW_CLIENT_LIMITS.headersMs) + 60_000;
  while (
    Date.now() - started < deadline &&
    [...idle, ...slow].some((watched) => watched.closedAfterMs === undefined)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  for (const watched of [...idle, ...slow]) watched.socket.destroy();

  expect(idle.filter((watched) => watched.closedAfterMs === undefined)).toHaveLength(0);
  expect(slow.filter((watched) => watched.closedAfterMs === undefined)).toHaveLength(0);
  // The slowloris clients are told why: 408 Request Timeout.
  expect(new Set(slow.map((watched) => watched.received.split('\r\n')[0]))).toEqual(
    new Set(['HTTP/1.1 408 Request Timeout']),
  );
  expect((await tp.client.send({ path: '/api/healthz' })).status).toBe(200);
  expect({ store: storeFingerprint(tp.dataDir), bus: busFingerprint(tp.dataDir) }).toEqual(before);
});
