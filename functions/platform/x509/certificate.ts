import { domainToASCII } from 'node:url';
import { createHash } from 'node:crypto';
import { BitString, OctetString } from '@peculiar/asn1-schema';
import {
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate,
  ExtendedKeyUsage,
  GeneralName,
  SubjectKeyIdentifier,
  SubjectPublicKeyInfo,
  Version,
} from '@peculiar/asn1-x509';
import type { AlgorithmIdentifier } from '@peculiar/asn1-x509';
import { parseDer, toDer, X509ParseError } from '../../../contract/x509/asn1';
import { ATTRIBUTE_OIDS, PRINTABLE } from '../../../contract/x509/name';
import type { NameAttribute } from '../../../contract/x509/name';
import { Oid } from '../../../contract/x509/oids';
import { unsignedInteger } from '../../../contract/x509/signature';
import {
  derBitString,
  derFrame,
  derObjectIdentifier,
  derOctetString,
  derText,
  derTime,
  DER_TRUE,
  derUnsignedInteger,
  DerTag,
} from './der-frame';

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

/**
 * GeneralNames in the order dNSName, iPAddress, uniformResourceIdentifier (RFC 5280 4.2.1.6:
 * dNSName [2] and uniformResourceIdentifier [6] are IA5String, iPAddress [7] the address octets,
 * which asn1-x509 works out from the text).
 */
export function subjectAltName(names: AlternativeNames): Extension {
  for (const dns of names.dns ?? []) ia5(dns, 'DNS name', () => aLabelHint(dns));
  for (const uri of names.uri ?? []) ia5(uri, 'URI', () => 'percent-encode it.');
  const items = [
    ...(names.dns ?? []).map((dns) => derText(DerTag.implicit(2), dns)),
    ...(names.ip ?? []).map((iPAddress) => toDer(new GeneralName({ iPAddress }))),
    ...(names.uri ?? []).map((uri) => derText(DerTag.implicit(6), uri)),
  ];
  return { oid: Oid.subjectAltName, critical: false, value: derFrame(DerTag.sequence, items) };
}

/**
 * IA5String holds ASCII only: a non-ASCII name written as UTF-8 bytes would be a certificate
 * clients reject or read differently. International DNS names go in as A-labels (RFC 5280 7.2).
 */
function ia5(value: string, what: string, hint: () => string): void {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(value))
    throw new Error(`The ${what} '${value}' is not ASCII, which a certificate cannot hold: ${hint()}`);
}

function aLabelHint(dns: string): string {
  const aLabel = domainToASCII(dns);
  return aLabel ? `use its A-label '${aLabel}'.` : 'it is not a valid international domain name either.';
}

export function authorityKeyIdentifier(keyIdentifier: Uint8Array): Extension {
  const value = new AuthorityKeyIdentifier({ keyIdentifier: new OctetString(keyIdentifier) });
  return { oid: Oid.authorityKeyIdentifier, critical: false, value: toDer(value) };
}

export function subjectKeyIdentifier(keyIdentifier: Uint8Array): Extension {
  return {
    oid: Oid.subjectKeyIdentifier,
    critical: false,
    value: derOctetString(keyIdentifier),
  };
}

/** RFC 5280 4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (not of the whole SPKI). */
export function keyIdentifier(publicKeySpki: Uint8Array): Buffer {
  return keyIdentifierOf(parseDer(publicKeySpki, SubjectPublicKeyInfo, 'SubjectPublicKeyInfo'));
}

/** The same, of a key already read (the CSR check has it; parsing the SPKI again costs ~0.2 ms). */
export function keyIdentifierOf(info: SubjectPublicKeyInfo): Buffer {
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

/**
 * DER of the parts a CA repeats in every certificate (its signature algorithm, the constant
 * extensions), encoded once per object: a CA hands out the same objects every time.
 */
const encodedAlgorithms = new WeakMap<AlgorithmIdentifier, Buffer>();
const encodedExtensions = new WeakMap<Extension, Buffer>();

function encodedOnce<T extends object>(
  cache: WeakMap<T, Buffer>,
  value: T,
  encode: (value: T) => Buffer,
): Buffer {
  let der = cache.get(value);
  if (!der) {
    der = encode(value);
    cache.set(value, der);
  }
  return der;
}

const algorithmDer = (algorithm: AlgorithmIdentifier) => encodedOnce(encodedAlgorithms, algorithm, toDer);
/** Extension ::= SEQUENCE { extnID, critical BOOLEAN DEFAULT FALSE (left out when false), extnValue }. */
const extensionDer = (extension: Extension) =>
  encodedOnce(encodedExtensions, extension, (e) =>
    derFrame(DerTag.sequence, [
      derObjectIdentifier(e.oid),
      ...(e.critical ? [DER_TRUE] : []),
      derOctetString(e.value),
    ]),
  );

/**
 * An X.501 Name as contract/x509/name.ts's encodeName writes it (one attribute per RDN, in the
 * given order, PrintableString when the value fits its alphabet, UTF8String otherwise), framed
 * here: a client certificate's subject is written on every registration.
 */
export function encodeNameDer(attributes: readonly (readonly [NameAttribute, string])[]): Buffer {
  return derFrame(
    DerTag.sequence,
    attributes.map(([type, value]) =>
      derFrame(DerTag.set, [
        derFrame(DerTag.sequence, [
          derObjectIdentifier(ATTRIBUTE_OIDS[type]),
          derText(PRINTABLE.test(value) ? DerTag.printableString : DerTag.utf8String, value),
        ]),
      ]),
    ),
  );
}

/** RFC 5280 4.1: `version [0] EXPLICIT Version DEFAULT v1`, v3 = INTEGER 2. */
const VERSION_V3 = derFrame(DerTag.explicit(0), [derUnsignedInteger(Uint8Array.of(Version.v3))]);

/**
 * The TBSCertificate (RFC 5280 4.1), DER: what the CA signs. The issuer, subject and key are
 * embedded as the DER they already are (der-frame.ts says why); the issuer is the CA
 * certificate's subject byte for byte, so chains match exactly.
 */
export function encodeTbsCertificate(fields: TbsCertificateFields): Buffer {
  return derFrame(DerTag.sequence, [
    VERSION_V3,
    derUnsignedInteger(fields.serialNumber),
    algorithmDer(fields.signatureAlgorithm),
    fields.issuer,
    derFrame(DerTag.sequence, [
      derTime(wholeSeconds(fields.notBefore)),
      derTime(wholeSeconds(fields.notAfter)),
    ]),
    fields.subject,
    fields.publicKeySpki,
    // RFC 5280 4.1: `extensions [3] EXPLICIT Extensions OPTIONAL`, one or more when present.
    ...(fields.extensions.length > 0
      ? [derFrame(DerTag.explicit(3), [derFrame(DerTag.sequence, fields.extensions.map(extensionDer))])]
      : []),
  ]);
}

/** The Certificate (RFC 5280 4.1.1.1): the TBSCertificate as signed, the algorithm, the signature. */
export function encodeCertificate(
  tbsCertificate: Buffer,
  signatureAlgorithm: AlgorithmIdentifier,
  signature: Uint8Array,
): Buffer {
  return derFrame(DerTag.sequence, [
    tbsCertificate,
    algorithmDer(signatureAlgorithm),
    derBitString(signature),
  ]);
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
