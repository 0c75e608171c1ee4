/**
 * The ceiling: a bare node:https server that asks for and verifies client certificates (the same
 * CA and server certificate kind as the control plane) and answers every request with a fixed body.
 * Nothing can be faster on this machine with this load generator; every throughput is reported as
 * a ratio to it.
 */
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { processUsage, serveIpc } from './ipc';

const BODY = Buffer.from('{"ok":true}');

function main(): void {
  const { keyPem, certificatePem, caPem } = JSON.parse(process.env.BENCH_CEILING_TLS ?? '{}') as Record<
    string,
    string
  >;
  const server = createServer(
    {
      key: keyPem,
      cert: certificatePem,
      ca: [caPem!],
      requestCert: true,
      rejectUnauthorized: true,
      keepAliveTimeout: 65_000,
    },
    (req, res) => {
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
