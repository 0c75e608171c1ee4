import { constants, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { ECDSASigValue } from '@peculiar/asn1-ecc';
import { RsaSaPssParams } from '@peculiar/asn1-rsa';
import { AlgorithmIdentifier } from '@peculiar/asn1-x509';
import { parseDer, toDer, X509ParseError } from './asn1';
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
 * algorithms, RSASSA-PSS with the SHA-1 defaults or an MGF1 digest other than the message digest).
 */
export function signatureSchemeOf(algorithm: AlgorithmIdentifier): SignatureScheme | undefined {
  if (algorithm.algorithm !== Oid.rsassaPss) return SIMPLE_SCHEMES.get(algorithm.algorithm);
  if (!algorithm.parameters) return undefined;
  const params = parseDer(new Uint8Array(algorithm.parameters), RsaSaPssParams, 'RSASSA-PSS-params');
  const hash = PSS_HASHES.get(params.hashAlgorithm.algorithm);
  const mgf = params.maskGenAlgorithm;
  if (!hash || mgf.algorithm !== Oid.mgf1 || !mgf.parameters || params.trailerField !== 1) return undefined;
  const mgfHash = parseDer(new Uint8Array(mgf.parameters), AlgorithmIdentifier, 'MGF1 hash');
  if (PSS_HASHES.get(mgfHash.algorithm) !== hash) return undefined;
  return { hash, keyType: 'rsa', pssSaltLength: params.saltLength };
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

/** ecdsa-with-SHA256 and -SHA384 (RFC 5758: no parameters); sha256WithRSAEncryption (NULL). */
export const ECDSA_WITH_SHA256 = new AlgorithmIdentifier({ algorithm: Oid.ecdsaWithSha256 });
const ECDSA_WITH_SHA384 = new AlgorithmIdentifier({ algorithm: Oid.ecdsaWithSha384 });
const SHA256_WITH_RSA = new AlgorithmIdentifier({ algorithm: Oid.sha256WithRsa, parameters: null });

/** Signs with a local key: ECDSA P-256/SHA-256, P-384/SHA-384 or RSA PKCS#1 v1.5/SHA-256. */
export function signWithKey(
  privateKey: KeyObject,
  data: Uint8Array,
): { algorithm: AlgorithmIdentifier; signature: Buffer } {
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
    throw new X509ParseError(`raw ECDSA signature of odd or zero length ${raw.length}`);
  }
  const half = raw.length / 2;
  return toDer(
    new ECDSASigValue({ r: unsignedInteger(raw.subarray(0, half)), s: unsignedInteger(raw.subarray(half)) }),
  );
}

/**
 * asn1-schema writes an ArrayBuffer INTEGER as its two's-complement bytes: strip leading zeros and
 * put one back in front of a set top bit, so the value stays the unsigned number it is.
 */
export function unsignedInteger(bytes: Uint8Array): ArrayBuffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  const out = new Uint8Array(trimmed.length + ((trimmed[0] ?? 0) & 0x80 ? 1 : 0));
  out.set(trimmed, out.length - trimmed.length);
  return out.buffer;
}
