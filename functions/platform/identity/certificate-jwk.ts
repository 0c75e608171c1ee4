import { X509Certificate } from 'node:crypto';
import { decodeHeader } from './client-certificate';

/**
 * The caller certificate's public key as a JWK (P-256), or undefined for another key or no
 * certificate: what other clusters seal Secrets to, so only the cluster holding the key opens them.
 */
export function certificateJwk(header: string | null): Record<string, unknown> | undefined {
  if (!header) return undefined;
  try {
    const jwk = new X509Certificate(decodeHeader(header)).publicKey.export({ format: 'jwk' }) as Record<
      string,
      unknown
    >;
    return jwk.kty === 'EC' && jwk.crv === 'P-256'
      ? { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }
      : undefined;
  } catch {
    return undefined;
  }
}
