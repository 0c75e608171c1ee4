import { createPrivateKey, createPublicKey, randomUUID, X509Certificate } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { JWK } from 'jose';
import { DPOP_ALGORITHM, DPOP_JWT_TYPE, normalizeHtu } from '../../contract/agent-auth';
import type { ClientCredentials } from './transport';

interface SigningKey {
  privateKey: KeyObject;
  /** The public key with the certificate in `x5c`: how the control plane knows whose proof it is. */
  jwk: JWK;
}

/**
 * RFC 9449 proofs of possession for the agent's requests, signed with the cluster key: what lets
 * the control plane authenticate the agent when a proxy between them terminates TLS and the client
 * certificate never reaches it. The key is parsed once per certificate (a renewal brings a new one).
 */
export class DpopProofs {
  private readonly keys = new WeakMap<ClientCredentials, SigningKey>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** A fresh proof (new jti, iat now) for one request to `url` with `method`. */
  async proof(credentials: ClientCredentials, method: string, url: string): Promise<string> {
    const { privateKey, jwk } = this.signingKey(credentials);
    return new SignJWT({ htm: method, htu: normalizeHtu(url) ?? url, jti: randomUUID() })
      .setProtectedHeader({ typ: DPOP_JWT_TYPE, alg: DPOP_ALGORITHM, jwk })
      .setIssuedAt(Math.floor(this.now().getTime() / 1000))
      .sign(privateKey);
  }

  private signingKey(credentials: ClientCredentials): SigningKey {
    let key = this.keys.get(credentials);
    if (!key) {
      const privateKey = createPrivateKey(credentials.privateKeyPem);
      const { kty, crv, x, y } = createPublicKey(privateKey).export({ format: 'jwk' });
      const certificate = new X509Certificate(credentials.certificatePem).raw.toString('base64');
      key = { privateKey, jwk: { kty, crv, x, y, x5c: [certificate] } as JWK };
      this.keys.set(credentials, key);
    }
    return key;
  }
}
