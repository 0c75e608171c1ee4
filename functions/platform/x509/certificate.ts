import { createHash } from 'node:crypto';
import { AsnSerializer, BitString, OctetString } from '@peculiar/asn1-schema';
import type { IAsnConvertible } from '@peculiar/asn1-schema';
import {
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate,
  ExtendedKeyUsage,
  Extension as AsnExtension,
  Extensions,
  GeneralName,
  Name,
  SubjectAlternativeName,
  SubjectKeyIdentifier,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import type { AlgorithmIdentifier } from '@peculiar/asn1-x509';
import { parseDer, toDer, X509ParseError } from '../../../contract/x509/asn1';
import { Oid } from '../../../contract/x509/oids';
import { unsignedInteger } from '../../../contract/x509/signature';

/** X.509 v3 certificates (RFC 5280) through @peculiar/asn1-x509: the parts we build and read back. */

export interface Extension {
  oid: string;
  critical: boolean;
  /** The extnValue contents (the DER of the extension's own structure). */
  value: Buffer;
}

/** Key usage bit positions (RFC 5280 4.2.1.3). */
export const KeyUsage = {
  digitalSignature: 0,
  nonRepudiation: 1,
  keyEncipherment: 2,
  dataEncipherment: 3,
  keyAgreement: 4,
  keyCertSign: 5,
  cRLSign: 6,
} as const;

export function basicConstraints(ca: boolean, pathLength?: number): Extension {
  const value = new BasicConstraints(
    pathLength === undefined ? { cA: ca } : { cA: ca, pathLenConstraint: pathLength },
  );
  return { oid: Oid.basicConstraints, critical: true, value: toDer(value) };
}

/** A named-bit BIT STRING: DER drops trailing zero bits (X.690 11.2.2). */
export function keyUsage(bits: readonly number[]): Extension {
  const highest = Math.max(...bits);
  const bytes = new Uint8Array(Math.floor(highest / 8) + 1);
  for (const bit of bits) bytes[bit >> 3] = (bytes[bit >> 3] as number) | (0x80 >> (bit & 7));
  return { oid: Oid.keyUsage, critical: true, value: toDer(new BitString(bytes, 7 - (highest % 8))) };
}

export function extendedKeyUsage(purposes: readonly string[]): Extension {
  return { oid: Oid.extKeyUsage, critical: false, value: toDer(new ExtendedKeyUsage([...purposes])) };
}

export interface AlternativeNames {
  uri?: readonly string[];
  dns?: readonly string[];
  ip?: readonly string[];
}

/** GeneralNames in the order dNSName, iPAddress, uniformResourceIdentifier. */
export function subjectAltName(names: AlternativeNames): Extension {
  const items = [
    ...(names.dns ?? []).map((dNSName) => new GeneralName({ dNSName })),
    ...(names.ip ?? []).map((iPAddress) => new GeneralName({ iPAddress })),
    ...(names.uri ?? []).map((uniformResourceIdentifier) => new GeneralName({ uniformResourceIdentifier })),
  ];
  return { oid: Oid.subjectAltName, critical: false, value: toDer(new SubjectAlternativeName(items)) };
}

export function authorityKeyIdentifier(keyIdentifier: Uint8Array): Extension {
  const value = new AuthorityKeyIdentifier({ keyIdentifier: new OctetString(keyIdentifier) });
  return { oid: Oid.authorityKeyIdentifier, critical: false, value: toDer(value) };
}

export function subjectKeyIdentifier(keyIdentifier: Uint8Array): Extension {
  return {
    oid: Oid.subjectKeyIdentifier,
    critical: false,
    value: toDer(new SubjectKeyIdentifier(keyIdentifier)),
  };
}

/** RFC 5280 4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (not of the whole SPKI). */
export function keyIdentifier(publicKeySpki: Uint8Array): Buffer {
  const info = parseDer(publicKeySpki, SubjectPublicKeyInfo, 'SubjectPublicKeyInfo');
  return createHash('sha1').update(new Uint8Array(info.subjectPublicKey)).digest();
}

export interface TbsCertificateFields {
  /** Unsigned big-endian serial number bytes. */
  serialNumber: Uint8Array;
  /** The signature algorithm (repeated outside the TBS). */
  signatureAlgorithm: AlgorithmIdentifier;
  /** Issuer Name, DER: the CA certificate's subject bytes, so chains match byte for byte. */
  issuer: Uint8Array;
  subject: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  publicKeySpki: Uint8Array;
  extensions: readonly Extension[];
}

/** An encoded TBSCertificate: its DER (what the signature covers) and its ASN.1 form for the certificate. */
export interface EncodedTbs {
  der: Buffer;
  /** The same value as asn1-schema converted it, so the certificate does not convert it again. */
  asn: IAsnConvertible;
}

/**
 * Issuer names parsed once per byte string: a CA signs with the same subject bytes every time, and
 * asn1-schema reads a Name back into objects on every certificate otherwise.
 */
const parsedNames = new WeakMap<Uint8Array, Name>();

function parsedName(der: Uint8Array, what: string): Name {
  let name = parsedNames.get(der);
  if (!name) {
    name = parseDer(der, Name, what);
    parsedNames.set(der, name);
  }
  return name;
}

/** The TBSCertificate, ready to be signed. */
export function encodeTbsCertificate(fields: TbsCertificateFields): EncodedTbs {
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: unsignedInteger(fields.serialNumber),
    signature: fields.signatureAlgorithm,
    issuer: parsedName(fields.issuer, 'issuer Name'),
    validity: new Validity({
      notBefore: wholeSeconds(fields.notBefore),
      notAfter: wholeSeconds(fields.notAfter),
    }),
    subject: parseDer(fields.subject, Name, 'subject Name'),
    subjectPublicKeyInfo: parseDer(fields.publicKeySpki, SubjectPublicKeyInfo, 'SubjectPublicKeyInfo'),
    extensions: new Extensions(
      fields.extensions.map(
        (extension) =>
          new AsnExtension({
            extnID: extension.oid,
            critical: extension.critical,
            extnValue: new OctetString(extension.value),
          }),
      ),
    ),
  });
  const block = AsnSerializer.toASN(tbs);
  // asn1-schema's extension point (IAsnConvertible): the certificate embeds this block as it is.
  const asn: IAsnConvertible = {
    toASN: () => block,
    fromASN: () => {
      throw new Error('an encoded TBSCertificate is only written');
    },
    toSchema: () => {
      throw new Error('an encoded TBSCertificate is only written');
    },
  };
  return { der: Buffer.from(block.toBER(false)), asn };
}

export function encodeCertificate(
  tbs: EncodedTbs,
  signatureAlgorithm: AlgorithmIdentifier,
  signature: Uint8Array,
): Buffer {
  return toDer(
    new Certificate({
      tbsCertificate: tbs.asn as unknown as TBSCertificate,
      signatureAlgorithm,
      signatureValue: new Uint8Array(signature).buffer,
    }),
  );
}

export interface ParsedCertificate {
  tbs: Buffer;
  serialNumber: Buffer;
  issuer: Buffer;
  subject: Buffer;
  notBefore: Date;
  notAfter: Date;
  publicKeySpki: Buffer;
  extensions: Extension[];
  signatureAlgorithm: AlgorithmIdentifier;
  signature: Buffer;
}

/** Reads a certificate's structure (no signature or policy checks). */
export function parseCertificate(der: Uint8Array): ParsedCertificate {
  const certificate = parseDer(der, Certificate, 'Certificate');
  const tbs = certificate.tbsCertificate;
  if (!certificate.tbsCertificateRaw) throw new X509ParseError('Certificate: no TBSCertificate');
  return {
    tbs: Buffer.from(certificate.tbsCertificateRaw),
    serialNumber: Buffer.from(unsignedInteger(new Uint8Array(tbs.serialNumber))),
    issuer: toDer(tbs.issuer),
    subject: toDer(tbs.subject),
    notBefore: tbs.validity.notBefore.getTime(),
    notAfter: tbs.validity.notAfter.getTime(),
    publicKeySpki: toDer(tbs.subjectPublicKeyInfo),
    extensions: (tbs.extensions ?? []).map((extension) => ({
      oid: extension.extnID,
      critical: extension.critical,
      value: Buffer.from(extension.extnValue.buffer),
    })),
    signatureAlgorithm: certificate.signatureAlgorithm,
    signature: Buffer.from(certificate.signatureValue),
  };
}

export function findExtension(certificate: ParsedCertificate, id: string): Extension | undefined {
  return certificate.extensions.find((extension) => extension.oid === id);
}

export function readBasicConstraints(extension: Extension): { ca: boolean; pathLength?: number } {
  const value = parseDer(extension.value, BasicConstraints, 'BasicConstraints');
  return value.pathLenConstraint === undefined
    ? { ca: value.cA }
    : { ca: value.cA, pathLength: value.pathLenConstraint };
}

export function readKeyUsage(extension: Extension): Set<number> {
  const bytes = new Uint8Array(parseDer(extension.value, BitString, 'KeyUsage').value);
  const bits = new Set<number>();
  bytes.forEach((byte, i) => {
    for (let bit = 0; bit < 8; bit += 1) if (byte & (0x80 >> bit)) bits.add(i * 8 + bit);
  });
  return bits;
}

export function readSubjectKeyIdentifier(extension: Extension): Buffer {
  return Buffer.from(parseDer(extension.value, SubjectKeyIdentifier, 'SubjectKeyIdentifier').buffer);
}

/** X.509 times hold whole seconds. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
