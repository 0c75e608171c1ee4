import type { KeyObject } from 'node:crypto';
import {
  bitString,
  DerError,
  decode,
  implicit,
  integer,
  readBitString,
  readSmallInteger,
  sequence,
  sequenceItems,
  Tag,
} from './der';
import type { DerElement } from './der';
import { signWithKey } from './signature';

/** PKCS#10 (RFC 2986), DER. */

export interface CertificationRequest {
  /** The CertificationRequestInfo exactly as received: what the signature covers. */
  info: Buffer;
  /** The subject Name, DER. */
  subject: Buffer;
  /** SubjectPublicKeyInfo, DER, exactly as received. */
  publicKeySpki: Buffer;
  signatureAlgorithm: DerElement;
  signature: Buffer;
}

/** Splits a DER CSR into its parts; a DerError when it is not a well-formed version 1 request. */
export function parseCertificationRequest(der: Uint8Array): CertificationRequest {
  const [info, signatureAlgorithm, signature, extra] = sequenceItems(decode(der), 'CertificationRequest');
  if (!info || !signatureAlgorithm || !signature || extra) {
    throw new DerError('CertificationRequest: expected info, algorithm and signature');
  }
  const [version, subject, spki, attributes, more] = sequenceItems(info, 'CertificationRequestInfo');
  if (!version || readSmallInteger(version) !== 0)
    throw new DerError('CertificationRequestInfo: version is not v1');
  if (!subject || subject.tag !== Tag.SEQUENCE)
    throw new DerError('CertificationRequestInfo: subject is not a Name');
  const [keyAlgorithm, keyBits, keyExtra] = sequenceItems(spki, 'SubjectPublicKeyInfo');
  if (!keyAlgorithm || keyAlgorithm.tag !== Tag.SEQUENCE || !keyBits || keyExtra) {
    throw new DerError('SubjectPublicKeyInfo: malformed');
  }
  readBitString(keyBits);
  if ((attributes && attributes.tag !== 0xa0) || more) {
    throw new DerError('CertificationRequestInfo: unexpected fields after the public key');
  }
  if (signatureAlgorithm.tag !== Tag.SEQUENCE) throw new DerError('CertificationRequest: bad algorithm');
  const { unusedBits, bytes } = readBitString(signature);
  if (unusedBits !== 0) throw new DerError('CertificationRequest: signature is not whole bytes');
  return {
    info: info.der,
    subject: subject.der,
    publicKeySpki: (spki as DerElement).der,
    signatureAlgorithm,
    signature: bytes,
  };
}

/**
 * A CSR for `publicKeySpki`, self-signed with its private key (proof of possession), with no
 * attributes. Synchronous: node:crypto signs on the calling thread in well under a millisecond.
 */
export function createCertificationRequest(
  privateKey: KeyObject,
  publicKeySpki: Uint8Array,
  subject: Uint8Array,
): Buffer {
  const info = sequence(integer(0), subject, publicKeySpki, implicit(0, Buffer.alloc(0), true));
  const { algorithm, signature } = signWithKey(privateKey, info);
  return sequence(info, algorithm, bitString(signature));
}
