import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeyObject } from 'node:crypto';

export interface JwksServer {
  /** `http://127.0.0.1:PORT/.well-known/jwks.json` */
  readonly url: string;
  /** How many times the key set was fetched (jose caches it). */
  readonly fetches: number;
  close(): Promise<void>;
}

/**
 * A loopback stand-in for Entra ID's `discovery/v2.0/keys` endpoint: serves the given public keys
 * as a JWKS document, so `createRemoteJWKSet` (the Azure verifier) runs for real in tests and in
 * emulated mode.
 */
export async function startJwksServer(keys: { publicKey: KeyObject; kid?: string }[]): Promise<JwksServer> {
  const jwks = {
    keys: keys.map(({ publicKey, kid }) => ({
      ...publicKey.export({ format: 'jwk' }),
      use: 'sig',
      alg: 'ES256',
      ...(kid ? { kid } : {}),
    })),
  };
  let fetches = 0;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/.well-known/jwks.json') {
      fetches += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(jwks));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    get fetches() {
      return fetches;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
