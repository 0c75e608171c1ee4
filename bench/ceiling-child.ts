/**
 * The ceiling: a bare node:https server that asks for and verifies client certificates (the same
 * CA and server certificate kind as the control plane) and answers every request with a fixed body.
 * Nothing can be faster on this machine with this load generator; every throughput is reported as
 * a ratio to it.
 *
 * With BENCH_FLOOR_DB it also answers `POST /floor`, the floor of one registration: the request
 * carries a public key, data and the data's ECDSA P-256 signature; the server imports the key,
 * verifies the signature, signs the data with its own P-256 key and commits one row to SQLite
 * (WAL, synchronous = FULL, one transaction and fsync per request) before it answers. Each floor
 * request comes on a new connection, so its TLS handshake (with a client certificate) counts too.
 */
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createServer } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { KEEP_ALIVE_TIMEOUT_MS } from '../functions/host/keep-alive';
import { processUsage, serveIpc } from './ipc';

interface FloorRequest {
  publicKey: string;
  data: string;
  signature: string;
}

/** The floor's work for one request; returns the signature it made. */
function floorWork(
  request: FloorRequest,
  signingKey: KeyObject,
  insert: (id: string, body: string) => unknown,
): string {
  const publicKey = createPublicKey({
    key: Buffer.from(request.publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const data = Buffer.from(request.data, 'base64');
  if (!verify('sha256', data, publicKey, Buffer.from(request.signature, 'base64')))
    throw new Error('floor: bad signature');
  const signature = sign('sha256', data, signingKey).toString('base64');
  insert(request.data, JSON.stringify({ signature }));
  return signature;
}

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const BODY = Buffer.from('{"ok":true}');

function main(): void {
  const { keyPem, certificatePem, caPem } = JSON.parse(process.env.BENCH_CEILING_TLS ?? '{}') as Record<
    string,
    string
  >;
  const floorDb = process.env.BENCH_FLOOR_DB ? new Database(process.env.BENCH_FLOOR_DB) : undefined;
  floorDb?.pragma('journal_mode = WAL');
  floorDb?.pragma('synchronous = FULL');
  floorDb?.exec('CREATE TABLE IF NOT EXISTS floor (id TEXT PRIMARY KEY, body TEXT NOT NULL)');
  const insert = floorDb?.prepare('INSERT OR REPLACE INTO floor (id, body) VALUES (?, ?)');
  const signingKey = createPrivateKey(keyPem!);
  const server = createServer(
    {
      key: keyPem,
      cert: certificatePem,
      ca: [caPem!],
      requestCert: true,
      rejectUnauthorized: true,
      // The control plane's own idle keep-alive timeout, so both close idle connections alike.
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    (req, res) => {
      if (insert && req.url === '/floor') {
        readAll(req)
          .then((body) => {
            const signature = floorWork(JSON.parse(body) as FloorRequest, signingKey, (id, row) =>
              insert.run(id, row),
            );
            res.writeHead(201, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ signature }));
          })
          .catch((err: unknown) => {
            res.writeHead(500);
            res.end(String(err));
          });
        return;
      }
      // Read the request body like the control plane does, then answer.
      req.on('data', () => undefined);
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': BODY.length });
        res.end(BODY);
      });
    },
  );
  server.listen(0, '127.0.0.1', () => {
    serveIpc({
      usage: () => processUsage(),
      stop: () => {
        server.closeAllConnections();
        server.close();
        floorDb?.close();
        setImmediate(() => process.exit(0));
        return true;
      },
    });
    process.send?.({
      id: 0,
      ok: true,
      value: { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}` },
    });
  });
}

main();
