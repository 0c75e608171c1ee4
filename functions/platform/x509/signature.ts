import { constants, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import {
  DerError,
  explicitInner,
  integer,
  oid,
  readOid,
  readSmallInteger,
  sequence,
  sequenceItems,
  Tag,
  tlv,
} from './der';
import type { DerElement } from './der';
import { Oid } from './oids';

/** How to check a signature with node:crypto: the digest, the key type it needs and the padding. */
export interface SignatureScheme {
  hash: 'sha256' | 'sha384' | 'sha512';
  keyType: 'ec' | 'rsa';
  /** RSASSA-PSS salt length; absent for ECDSA and RSASSA-PKCS1-v1_5. */
  pssSaltLength?: number;
}

const SIMPLE_SCHEMES = new Map<string, SignatureScheme>([
  [Oid.ecdsaWithSha256, { hash: 'sha256', keyType: 'ec' }],
  [Oid.ecdsaWithSha384, { hash: 'sha384', keyType: 'ec' }],
  [Oid.ecdsaWithSha512, { hash: 'sha512', keyType: 'ec' }],
  [Oid.sha256WithRsa, { hash: 'sha256', keyType: 'rsa' }],
  [Oid.sha384WithRsa, { hash: 'sha384', keyType: 'rsa' }],
  [Oid.sha512WithRsa, { hash: 'sha512', keyType: 'rsa' }],
]);

const PSS_HASHES = new Map<string, SignatureScheme['hash']>([
  [Oid.sha256, 'sha256'],
  [Oid.sha384, 'sha384'],
  [Oid.sha512, 'sha512'],
]);

/**
 * The scheme an AlgorithmIdentifier names, or undefined when we do not accept it (SHA-1, unknown
 * algorithms, RSASSA-PSS whose MGF1 digest differs from the message digest).
 */
export function signatureSchemeOf(algorithm: DerElement): SignatureScheme | undefined {
  const [algorithmOid, parameters] = sequenceItems(algorithm, 'AlgorithmIdentifier');
  if (!algorithmOid) throw new DerError('AlgorithmIdentifier: empty');
  const id = readOid(algorithmOid);
  if (id !== Oid.rsassaPss) return SIMPLE_SCHEMES.get(id);
  return pssScheme(parameters);
}

/** RSASSA-PSS-params (RFC 4055): the SHA-1 defaults are not accepted, so every field must be present. */
function pssScheme(parameters: DerElement | undefined): SignatureScheme | undefined {
  if (!parameters) return undefined;
  const fields = new Map(sequenceItems(parameters, 'RSASSA-PSS-params').map((field) => [field.tag, field]));
  const hashField = fields.get(0xa0);
  const mgfField = fields.get(0xa1);
  const saltField = fields.get(0xa2);
  const trailerField = fields.get(0xa3);
  if (!hashField || !mgfField || !saltField) return undefined;
  if (trailerField && readSmallInteger(explicitInner(trailerField)) !== 1) return undefined;
  const [hashOid] = sequenceItems(explicitInner(hashField), 'hashAlgorithm');
  const hash = hashOid ? PSS_HASHES.get(readOid(hashOid)) : undefined;
  const [mgfOid, mgfHash] = sequenceItems(explicitInner(mgfField), 'maskGenAlgorithm');
  if (!hash || !mgfOid || readOid(mgfOid) !== Oid.mgf1 || !mgfHash) return undefined;
  const [mgfHashOid] = sequenceItems(mgfHash, 'MGF1 hash');
  if (!mgfHashOid || PSS_HASHES.get(readOid(mgfHashOid)) !== hash) return undefined;
  return { hash, keyType: 'rsa', pssSaltLength: readSmallInteger(explicitInner(saltField)) };
}

/** Verifies `signature` over `data`; false (never a throw) for any mismatch of key and scheme. */
export function verifySignature(
  scheme: SignatureScheme,
  publicKey: KeyObject,
  data: Uint8Array,
  signature: Uint8Array,
): boolean {
  if (publicKey.asymmetricKeyType !== scheme.keyType) return false;
  try {
    return scheme.pssSaltLength === undefined
      ? verify(scheme.hash, data, { key: publicKey, dsaEncoding: 'der' }, signature)
      : verify(
          scheme.hash,
          data,
          { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: scheme.pssSaltLength },
          signature,
        );
  } catch {
    return false;
  }
}

/** ecdsa-with-SHA256 (RFC 5758: no parameters). */
export const ECDSA_WITH_SHA256 = sequence(oid(Oid.ecdsaWithSha256));
const ECDSA_WITH_SHA384 = sequence(oid(Oid.ecdsaWithSha384));
const SHA256_WITH_RSA = sequence(oid(Oid.sha256WithRsa), tlv(Tag.NULL, Buffer.alloc(0)));

/** Signs with a local key: ECDSA P-256/SHA-256, P-384/SHA-384 or RSA PKCS#1 v1.5/SHA-256. */
export function signWithKey(
  privateKey: KeyObject,
  data: Uint8Array,
): { algorithm: Buffer; signature: Buffer } {
  const curve = privateKey.asymmetricKeyDetails?.namedCurve;
  if (privateKey.asymmetricKeyType === 'ec' && (curve === 'prime256v1' || curve === 'secp384r1')) {
    const hash = curve === 'prime256v1' ? 'sha256' : 'sha384';
    return {
      algorithm: hash === 'sha256' ? ECDSA_WITH_SHA256 : ECDSA_WITH_SHA384,
      signature: sign(hash, data, { key: privateKey, dsaEncoding: 'der' }),
    };
  }
  if (privateKey.asymmetricKeyType === 'rsa') {
    return { algorithm: SHA256_WITH_RSA, signature: sign('sha256', data, privateKey) };
  }
  throw new Error(`cannot sign with a ${privateKey.asymmetricKeyType ?? 'unknown'} ${curve ?? ''} key`);
}

/**
 * A raw r||s ECDSA signature (WebCrypto, JWS, Key Vault) as the DER Ecdsa-Sig-Value X.509 carries:
 * SEQUENCE { r INTEGER, s INTEGER }.
 */
export function ecdsaRawToDer(raw: Uint8Array): Buffer {
  if (raw.length === 0 || raw.length % 2 !== 0) {
    throw new DerError(`raw ECDSA signature of odd or zero length ${raw.length}`);
  }
  const half = raw.length / 2;
  return sequence(integer(raw.subarray(0, half)), integer(raw.subarray(half)));
}
