import { bitString, decode, oid, readBitString, readOid, sequence, sequenceItems } from './der';
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
  return sequence(
    sequence(oid(Oid.ecPublicKey), oid(curve.oid)),
    bitString(Buffer.concat([Buffer.from([0x04]), x, y])),
  );
}

/**
 * The JWK of an EC P-256 / P-384 key given as an uncompressed point; undefined for any other key
 * (other algorithms or curves, compressed points), which callers read the slow way.
 */
export function ecJwkFromSpki(spki: Uint8Array): EcPublicJwk | undefined {
  const [algorithm, bits] = sequenceItems(decode(spki), 'SubjectPublicKeyInfo');
  const [algorithmOid, parameters] = sequenceItems(algorithm, 'AlgorithmIdentifier');
  if (!algorithmOid || !bits || readOid(algorithmOid) !== Oid.ecPublicKey || parameters?.tag !== 0x06) {
    return undefined;
  }
  const curveOid = readOid(parameters);
  const crv = (Object.keys(CURVES) as EcCurve[]).find((name) => CURVES[name].oid === curveOid);
  if (!crv) return undefined;
  const size = CURVES[crv].coordinateBytes;
  const { unusedBits, bytes } = readBitString(bits);
  if (unusedBits !== 0 || bytes.length !== 1 + 2 * size || bytes[0] !== 0x04) return undefined;
  return {
    kty: 'EC',
    crv,
    x: bytes.subarray(1, 1 + size).toString('base64url'),
    y: bytes.subarray(1 + size).toString('base64url'),
  };
}
