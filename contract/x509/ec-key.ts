import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { ECParameters } from '@peculiar/asn1-ecc';
import { AlgorithmIdentifier, SubjectPublicKeyInfo } from '@peculiar/asn1-x509';
import { parseDer, toDer } from './asn1';
import { Oid } from './oids';

/**
 * EC public keys between SubjectPublicKeyInfo and JWK. OpenSSL 3's DER key encoders and decoders
 * cost ~0.3 ms per call here, JWK import/export a fraction of that, so the hot paths (the agent's
 * CSR, the control plane's CSR check) go through JWK for the curves we accept.
 */

export type EcCurve = 'P-256' | 'P-384';

const CURVES: Record<EcCurve, { oid: string; coordinateBytes: number }> = {
  'P-256': { oid: '1.2.840.10045.3.1.7', coordinateBytes: 32 },
  'P-384': { oid: '1.3.132.0.34', coordinateBytes: 48 },
};

/** The curves' AlgorithmIdentifier parameters (a namedCurve OID), DER, worked out once. */
const CURVE_PARAMETERS = new Map(
  (Object.keys(CURVES) as EcCurve[]).map((crv) => [
    crv,
    toDer(new ECParameters({ namedCurve: CURVES[crv].oid })),
  ]),
);

export interface EcPublicJwk {
  kty: 'EC';
  crv: EcCurve;
  x: string;
  y: string;
}

/** The SubjectPublicKeyInfo (RFC 5480, uncompressed point) node would export for this key. */
export function ecSpkiFromJwk(jwk: { crv?: string; x?: string; y?: string }): Buffer {
  const curve = CURVES[jwk.crv as EcCurve];
  const x = Buffer.from(jwk.x ?? '', 'base64url');
  const y = Buffer.from(jwk.y ?? '', 'base64url');
  if (!curve || x.length !== curve.coordinateBytes || y.length !== curve.coordinateBytes) {
    throw new Error(`not an EC P-256 or P-384 public key: ${jwk.crv ?? 'no curve'}`);
  }
  const parameters = CURVE_PARAMETERS.get(jwk.crv as EcCurve) as Buffer;
  return toDer(
    new SubjectPublicKeyInfo({
      algorithm: new AlgorithmIdentifier({
        algorithm: Oid.ecPublicKey,
        parameters: new Uint8Array(parameters).buffer,
      }),
      subjectPublicKey: new Uint8Array(Buffer.concat([Buffer.from([0x04]), x, y])).buffer,
    }),
  );
}

/**
 * The JWK of an EC P-256 / P-384 key given as an uncompressed point; undefined for any other key
 * (other algorithms or curves, compressed points), which callers read the slow way.
 */
export function ecJwkFromSpki(spki: Uint8Array): EcPublicJwk | undefined {
  return ecJwkFromKeyInfo(parseDer(spki, SubjectPublicKeyInfo, 'SubjectPublicKeyInfo'));
}

export function ecJwkFromKeyInfo(info: SubjectPublicKeyInfo): EcPublicJwk | undefined {
  const { algorithm, parameters } = info.algorithm;
  if (algorithm !== Oid.ecPublicKey || !parameters) return undefined;
  const encoded = Buffer.from(parameters);
  const crv = (Object.keys(CURVES) as EcCurve[]).find((name) =>
    (CURVE_PARAMETERS.get(name) as Buffer).equals(encoded),
  );
  if (!crv) return undefined;
  const size = CURVES[crv].coordinateBytes;
  // asn1-schema reads a BIT STRING's bytes without its unused-bits count; a whole-byte point has none.
  const bytes = Buffer.from(info.subjectPublicKey);
  if (bytes.length !== 1 + 2 * size || bytes[0] !== 0x04) return undefined;
  return {
    kty: 'EC',
    crv,
    x: bytes.subarray(1, 1 + size).toString('base64url'),
    y: bytes.subarray(1 + size).toString('base64url'),
  };
}

/**
 * generateKeyPairSync with the encodings `keyObject.export` takes, JWK included: Node accepts a JWK
 * public key encoding (https://nodejs.org/api/crypto.html#cryptogeneratekeypairsynctype-options),
 * @types/node has no overload for it.
 */
const generateEncodedKeyPair = generateKeyPairSync as unknown as (
  type: 'ec',
  options: {
    namedCurve: string;
    privateKeyEncoding: { format: 'pem'; type: 'pkcs8' };
    publicKeyEncoding: { format: 'jwk' };
  },
) => { privateKey: string; publicKey: { crv?: string; x?: string; y?: string } };

/**
 * A fresh EC P-256 key pair: the private key as PKCS#8 PEM and as a KeyObject to sign with, and
 * the public key as SubjectPublicKeyInfo (DER).
 *
 * Why the key generation encodes both keys and the private key is imported again, instead of
 * using the KeyObjects `generateKeyPairSync` returns: on Node 20.20 those KeyObjects share a lock
 * with the generation job, and the job's destructor, which the garbage collector runs, takes that
 * lock. A collection that starts while a call on the key holds it (`asymmetricKeyDetails`,
 * `export`) deadlocks the process for good. Seen here: the benchmark's 10,000 cluster keys hung
 * with the main thread in GetEcKeyDetail -> (allocation) -> garbage collection -> ~KeyGenJob ->
 * uv_mutex_lock, and one of three runs of 20,000 key + CSR pairs hung the same way. A key
 * imported from PEM is not tied to a job. The import costs ~0.1 ms.
 */
export function generateP256KeyPair(): {
  privateKeyPem: string;
  privateKey: KeyObject;
  publicKeySpki: Buffer;
} {
  const { privateKey: privateKeyPem, publicKey: jwk } = generateEncodedKeyPair('ec', {
    namedCurve: 'prime256v1',
    privateKeyEncoding: { format: 'pem', type: 'pkcs8' },
    // Through JWK: OpenSSL's DER SPKI encoder costs more than key generation and signing together.
    publicKeyEncoding: { format: 'jwk' },
  });
  return { privateKeyPem, privateKey: createPrivateKey(privateKeyPem), publicKeySpki: ecSpkiFromJwk(jwk) };
}
