import { X509Certificate } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import type { JWK, ProtectedHeaderParameters } from 'jose';
import { DPOP_ALGORITHM, DPOP_JWT_TYPE, normalizeHtu } from '../../../contract/agent-auth';
import { problems } from '../../../contract/problems';

/**
 * RFC 9449 proofs of possession as agents send them instead of (or beside) a client certificate:
 * a JWT with `typ: dpop+jwt`, signed ES256 with the cluster's key, whose `jwk` header is that
 * key's public half and carries the certificate issued at registration in its `x5c` member
 * (RFC 7517 §4.7: the certificate's key must be the JWK's). The certificate names the cluster
 * and is checked against the CA and the cluster document exactly as a forwarded client
 * certificate is; this module checks that the proof was made with that certificate's key, for
 * this request (`htm`, `htu`), now (`iat`), and once (`jti`, by the caller's replay cache).
 */

/** Longest proof read: a P-256 JWK with one certificate (~1.2 KB of base64) and the claims. */
const MAX_PROOF_LENGTH = 8 * 1024;
const MAX_JTI_LENGTH = 256;

export interface DpopHeader {
  /** The certificate from `jwk.x5c`, base64 DER as in X-ARR-ClientCert. */
  certificate: string;
  jwk: JWK;
}

export interface DpopClaims {
  jti: string;
  /** Seconds since the epoch, as the agent's clock had it. */
  iat: number;
}

/** Reads the proof's header without trusting it: its form only, before any certificate work. */
export function readDpopHeader(proof: string): DpopHeader {
  if (proof.length > MAX_PROOF_LENGTH) throw invalid(`it is longer than ${MAX_PROOF_LENGTH} characters`);
  let header: ProtectedHeaderParameters;
  try {
    header = decodeProtectedHeader(proof);
  } catch {
    throw invalid('it is not a compact JWS');
  }
  if (header.typ !== DPOP_JWT_TYPE) throw invalid(`its typ is not '${DPOP_JWT_TYPE}'`);
  if (header.alg !== DPOP_ALGORITHM) throw invalid(`its alg is not ${DPOP_ALGORITHM}`);
  const jwk = header.jwk;
  if (!jwk || typeof jwk !== 'object') throw invalid('it has no jwk header');
  if ('d' in jwk) throw invalid('its jwk holds a private key');
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string')
    throw invalid('its jwk is not a P-256 public key');
  const chain = jwk.x5c;
  if (!Array.isArray(chain) || chain.length !== 1 || typeof chain[0] !== 'string')
    throw invalid("its jwk's x5c does not hold exactly the certificate issued at registration");
  return { certificate: chain[0], jwk };
}

/**
 * Verifies the proof's signature with the certificate's public key (which must be the `jwk`'s)
 * and its claims for this request. The caller has verified the certificate itself; `now` and
 * `windowSeconds` bound `iat`, and the answer's `jti` must be refused if seen again in the window.
 */
export async function verifyDpopProof(
  proof: string,
  header: DpopHeader,
  request: { method: string; url: string },
  now: Date,
  windowSeconds: number,
): Promise<DpopClaims> {
  const key = publicKeyOf(header.certificate);
  const certificateJwk = key.export({ format: 'jwk' });
  if (certificateJwk.x !== header.jwk.x || certificateJwk.y !== header.jwk.y)
    throw invalid("its jwk is not the certificate's public key");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(proof, key, { typ: DPOP_JWT_TYPE, algorithms: [DPOP_ALGORITHM] }));
  } catch (err) {
    if (err instanceof joseErrors.JWSSignatureVerificationFailed)
      throw invalid("its signature does not verify with the certificate's key");
    throw invalid(err instanceof joseErrors.JOSEError ? err.code : 'it cannot be verified');
  }
  const { htm, htu, iat, jti } = payload;
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH)
    throw invalid(`its jti is not a string of 1 to ${MAX_JTI_LENGTH} characters`);
  if (htm !== request.method) throw invalid(`its htm is not this request's method, ${request.method}`);
  const expected = normalizeHtu(request.url);
  if (typeof htu !== 'string' || normalizeHtu(htu) !== expected)
    throw invalid(`its htu is not this request's URL, ${expected ?? request.url}`);
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw invalid('its iat is not a number');
  const skewSeconds = Math.round(iat - now.getTime() / 1000);
  if (Math.abs(skewSeconds) > windowSeconds) throw problems.clockSkew(skewSeconds, windowSeconds, now);
  return { jti, iat };
}

/** Public keys by certificate: an agent sends the same certificate with every proof. */
const publicKeys = new Map<string, KeyObject>();
const PUBLIC_KEY_CACHE_SIZE = 50_000;

function publicKeyOf(certificate: string): KeyObject {
  let key = publicKeys.get(certificate);
  if (!key) {
    key = new X509Certificate(Buffer.from(certificate, 'base64')).publicKey;
    if (publicKeys.size >= PUBLIC_KEY_CACHE_SIZE) publicKeys.delete(publicKeys.keys().next().value!);
    publicKeys.set(certificate, key);
  }
  return key;
}

function invalid(why: string) {
  return problems.unauthorized(
    `The DPoP proof is not valid: ${why}. The agent signs a proof for each request with its cluster key (docs/security.md).`,
  );
}
