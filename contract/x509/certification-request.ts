import type { KeyObject } from 'node:crypto';
import { Attributes, CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import type { AlgorithmIdentifier } from '@peculiar/asn1-x509';
import { Name, SubjectPublicKeyInfo } from '@peculiar/asn1-x509';
import { parseDer, parseStrictDer, toDer, X509ParseError } from './asn1';
import { signWithKey } from './signature';

/** PKCS#10 (RFC 2986) certificate requests, parsed and built by @peculiar/asn1-csr. */

export interface ParsedCertificationRequest {
  /** The CertificationRequestInfo exactly as received: what the signature covers. */
  info: Buffer;
  /** The subject Name, DER (encoded when first read: the registration path never needs it). */
  readonly subject: Buffer;
  /** SubjectPublicKeyInfo, DER, exactly as received. */
  publicKeySpki: Buffer;
  /** The same SubjectPublicKeyInfo, parsed. */
  publicKeyInfo: SubjectPublicKeyInfo;
  signatureAlgorithm: AlgorithmIdentifier;
  signature: Buffer;
}

/**
 * Splits an untrusted DER CSR into its parts; an X509ParseError when it is not a well-formed,
 * DER-encoded version 1 request.
 */
export function parseCertificationRequest(der: Uint8Array): ParsedCertificationRequest {
  const request = parseStrictDer(der, CertificationRequest, 'CertificationRequest');
  const info = request.certificationRequestInfo;
  if (info.version !== 0) throw new X509ParseError('CertificationRequestInfo: version is not v1');
  if (!request.certificationRequestInfoRaw) throw new X509ParseError('CertificationRequestInfo: missing');
  return {
    info: Buffer.from(request.certificationRequestInfoRaw),
    get subject() {
      return toDer(info.subject);
    },
    publicKeySpki: toDer(info.subjectPKInfo),
    publicKeyInfo: info.subjectPKInfo,
    signatureAlgorithm: request.signatureAlgorithm,
    signature: Buffer.from(request.signature),
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
  const info = new CertificationRequestInfo({
    version: 0,
    subject: parseDer(subject, Name, 'Name'),
    subjectPKInfo: parseDer(publicKeySpki, SubjectPublicKeyInfo, 'SubjectPublicKeyInfo'),
    attributes: new Attributes(),
  });
  const infoDer = toDer(info);
  const { algorithm, signature } = signWithKey(privateKey, infoDer);
  return toDer(
    new CertificationRequest({
      certificationRequestInfo: info,
      signatureAlgorithm: algorithm,
      signature: new Uint8Array(signature).buffer,
    }),
  );
}
