import { request } from 'node:https';
import { connect } from 'node:tls';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';

/**
 * How the embedded host frames request bodies (RFC 9112, 6.3): by Content-Length, by chunked
 * Transfer-Encoding, and, with neither, as no body at all, which the host answers without waiting
 * for one. The registration endpoint's answers show what body the handler saw.
 */

let tp: TestControlPlane;

beforeAll(async () => {
  tp = await startTestControlPlane();
});
afterAll(async () => {
  await tp?.stop();
});

interface Answer {
  status: number;
  body: { title?: string; detail?: string; violations?: { path: string }[] };
}

/** A POST /api/v1/register whose body is written in `chunks`, with the given framing headers. */
function post(chunks: string[], headers: Record<string, string>): Promise<Answer> {
  const url = new URL('/api/v1/register', tp.plane.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', ca: tp.caPem, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Answer['body'],
          }),
        );
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const INCOMPLETE = JSON.stringify({ clusterUid: 'not-a-uuid' });

it('reads a chunked body (no Content-Length) as it reads a Content-Length one', async () => {
  const chunked = await post([INCOMPLETE.slice(0, 10), INCOMPLETE.slice(10)], {
    'transfer-encoding': 'chunked',
  });
  const sized = await post([INCOMPLETE], { 'content-length': String(Buffer.byteLength(INCOMPLETE)) });
  // Both reach validation with the same body: every violation at once, the same ones.
  expect(sized.status).toBe(400);
  expect(sized.body.violations?.map((v) => v.path)).toEqual([
    'body.bootstrapToken',
    'body.clusterUid',
    'body.csr',
  ]);
  expect(chunked).toEqual(sized);
});

it('refuses a chunked body over the limit with 413, as a declared one', async () => {
  const big = 'x'.repeat(16 * 1024);
  const answer = await post(
    Array.from({ length: 5 }, () => big),
    { 'transfer-encoding': 'chunked' },
  );
  expect(answer.status).toBe(413);
});

/** The same POST written by hand, so that it carries neither framing header (node:https adds one). */
function postUnframed(): Promise<Answer> {
  const url = new URL(tp.plane.url);
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: url.hostname, port: Number(url.port), ca: tp.caPem, servername: 'localhost' },
      () =>
        socket.write(
          'POST /api/v1/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n',
        ),
    );
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body || '{}') as Answer['body'] });
    });
  });
}

it('treats a request with neither Content-Length nor Transfer-Encoding as having no body', async () => {
  const answer = await postUnframed();
  const empty = await post([], { 'content-length': '0' });
  expect(empty.status).toBeGreaterThanOrEqual(400);
  expect(empty.status).toBeLessThan(500);
  expect(answer).toEqual(empty);
});

it('lets go of a request whose body is cut off, and goes on serving', async () => {
  const url = new URL(tp.plane.url);
  // Content-Length promises 1,000 bytes; the client sends ten and closes its side.
  await new Promise<void>((resolve, reject) => {
    const socket = connect(
      { host: url.hostname, port: Number(url.port), ca: tp.caPem, servername: 'localhost' },
      () => {
        socket.write(
          'POST /api/v1/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"cluster',
        );
        setTimeout(() => socket.destroy(), 50);
      },
    );
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
  const sized = await post([INCOMPLETE], { 'content-length': String(Buffer.byteLength(INCOMPLETE)) });
  expect(sized.status).toBe(400);
});
