import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import {
  bitString,
  boolean,
  DerError,
  decode,
  explicit,
  explicitInner,
  ia5Bytes,
  implicit,
  integer,
  octetString,
  oid,
  readBitString,
  readBoolean,
  readOctetString,
  readOid,
  readSmallInteger,
  readTime,
  readUnsignedInteger,
  sequence,
  sequenceItems,
  Tag,
  time,
} from './der';
import type { DerElement } from './der';
import { Oid } from './oids';

/** X.509 v3 certificates (RFC 5280), DER: the parts we build and the parts we read back. */

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

export function encodeExtension(extension: Extension): Buffer {
  // DER leaves out a BOOLEAN equal to its DEFAULT (critical FALSE).
  return sequence(
    oid(extension.oid),
    ...(extension.critical ? [boolean(true)] : []),
    octetString(extension.value),
  );
}

export function basicConstraints(ca: boolean, pathLength?: number): Extension {
  const fields = [...(ca ? [boolean(true)] : []), ...(pathLength === undefined ? [] : [integer(pathLength)])];
  return { oid: Oid.basicConstraints, critical: true, value: sequence(...fields) };
}

/** A named-bit BIT STRING: DER drops trailing zero bits (X.690 11.2.2). */
export function keyUsage(bits: readonly number[]): Extension {
  const highest = Math.max(...bits);
  const bytes = Buffer.alloc(Math.floor(highest / 8) + 1);
  for (const bit of bits) bytes[bit >> 3] = (bytes[bit >> 3] as number) | (0x80 >> (bit & 7));
  return { oid: Oid.keyUsage, critical: true, value: bitString(bytes, 7 - (highest % 8)) };
}

export function extendedKeyUsage(purposes: readonly string[]): Extension {
  return { oid: Oid.extKeyUsage, critical: false, value: sequence(...purposes.map((p) => oid(p))) };
}

export interface AlternativeNames {
  uri?: readonly string[];
  dns?: readonly string[];
  ip?: readonly string[];
}

/** GeneralNames in the order dNSName, iPAddress, uniformResourceIdentifier. */
export function subjectAltName(names: AlternativeNames): Extension {
  const items = [
    ...(names.dns ?? []).map((name) => implicit(2, ia5Bytes(name))),
    ...(names.ip ?? []).map((address) => implicit(7, ipAddressBytes(address))),
    ...(names.uri ?? []).map((uri) => implicit(6, ia5Bytes(uri))),
  ];
  return { oid: Oid.subjectAltName, critical: false, value: sequence(...items) };
}

export function authorityKeyIdentifier(keyIdentifier: Uint8Array): Extension {
  return { oid: Oid.authorityKeyIdentifier, critical: false, value: sequence(implicit(0, keyIdentifier)) };
}

export function subjectKeyIdentifier(keyIdentifier: Uint8Array): Extension {
  return { oid: Oid.subjectKeyIdentifier, critical: false, value: octetString(keyIdentifier) };
}

/** RFC 5280 4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (not of the whole SPKI). */
export function keyIdentifier(publicKeySpki: Uint8Array): Buffer {
  const [, bits] = sequenceItems(decode(publicKeySpki), 'SubjectPublicKeyInfo');
  if (!bits) throw new DerError('SubjectPublicKeyInfo: no key');
  return createHash('sha1').update(readBitString(bits).bytes).digest();
}

export function ipAddressBytes(address: string): Buffer {
  if (isIPv4(address)) return Buffer.from(address.split('.').map(Number));
  if (!isIPv6(address)) throw new DerError(`not an IP address: ${address}`);
  let text = address.replace(/%.*$/, '');
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embedded) {
    const [a = 0, b = 0, c = 0, d = 0] = (embedded[1] as string).split('.').map(Number);
    text = `${text.slice(0, embedded.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all =
    tail === undefined ? groups(head) : [...groups(head), ...Array(missing).fill('0'), ...groups(tail)];
  const bytes = Buffer.alloc(16);
  all.forEach((group, i) => bytes.writeUInt16BE(parseInt(group, 16), i * 2));
  return bytes;
}

export interface TbsCertificateFields {
  /** Unsigned big-endian serial number bytes. */
  serialNumber: Uint8Array;
  /** The signature AlgorithmIdentifier, DER (repeated outside the TBS). */
  signatureAlgorithm: Buffer;
  /** Issuer Name, DER: the CA certificate's subject bytes, so chains match byte for byte. */
  issuer: Uint8Array;
  subject: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  publicKeySpki: Uint8Array;
  extensions: readonly Extension[];
}

export function encodeTbsCertificate(fields: TbsCertificateFields): Buffer {
  return sequence(
    explicit(0, integer(2)), // v3
    integer(fields.serialNumber),
    fields.signatureAlgorithm,
    fields.issuer,
    sequence(time(fields.notBefore), time(fields.notAfter)),
    fields.subject,
    fields.publicKeySpki,
    explicit(3, sequence(...fields.extensions.map(encodeExtension))),
  );
}

export function encodeCertificate(tbs: Buffer, signatureAlgorithm: Buffer, signature: Uint8Array): Buffer {
  return sequence(tbs, signatureAlgorithm, bitString(signature));
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
  signatureAlgorithm: DerElement;
  signature: Buffer;
}

/** Reads a v3 certificate's structure (no signature or policy checks). */
export function parseCertificate(der: Uint8Array): ParsedCertificate {
  const [tbs, signatureAlgorithm, signature, extra] = sequenceItems(decode(der), 'Certificate');
  if (!tbs || !signatureAlgorithm || !signature || extra) throw new DerError('Certificate: malformed');
  const fields = sequenceItems(tbs, 'TBSCertificate');
  let index = 0;
  if (fields[0]?.tag === 0xa0) index += 1; // version; v1 certificates have none
  const [serial, , issuer, validity, subject, spki] = fields.slice(index, index + 6);
  const [notBefore, notAfter] = sequenceItems(validity, 'Validity');
  if (!serial || !issuer || !subject || !spki || !notBefore || !notAfter) {
    throw new DerError('TBSCertificate: malformed');
  }
  const extensionsField = fields.slice(index + 6).find((field) => field.tag === 0xa3);
  const extensions = extensionsField
    ? sequenceItems(explicitInner(extensionsField), 'Extensions').map(readExtension)
    : [];
  return {
    tbs: tbs.der,
    serialNumber: readUnsignedInteger(serial),
    issuer: issuer.der,
    subject: subject.der,
    notBefore: readTime(notBefore),
    notAfter: readTime(notAfter),
    publicKeySpki: spki.der,
    extensions,
    signatureAlgorithm,
    signature: readBitString(signature).bytes,
  };
}

function readExtension(element: DerElement): Extension {
  const items = sequenceItems(element, 'Extension');
  const [id, second, third] = items;
  if (!id || !second) throw new DerError('Extension: malformed');
  const critical = second.tag === Tag.BOOLEAN ? readBoolean(second) : false;
  const value = second.tag === Tag.BOOLEAN ? third : second;
  if (!value || items.length > (second.tag === Tag.BOOLEAN ? 3 : 2))
    throw new DerError('Extension: malformed');
  return { oid: readOid(id), critical, value: readOctetString(value) };
}

export function findExtension(certificate: ParsedCertificate, id: string): Extension | undefined {
  return certificate.extensions.find((extension) => extension.oid === id);
}

export function readBasicConstraints(extension: Extension): { ca: boolean; pathLength?: number } {
  const items = sequenceItems(decode(extension.value), 'BasicConstraints');
  let ca = false;
  let pathLength: number | undefined;
  for (const item of items) {
    if (item.tag === Tag.BOOLEAN) ca = readBoolean(item);
    else pathLength = readSmallInteger(item);
  }
  return pathLength === undefined ? { ca } : { ca, pathLength };
}

export function readKeyUsage(extension: Extension): Set<number> {
  const { bytes } = readBitString(decode(extension.value));
  const bits = new Set<number>();
  bytes.forEach((byte, i) => {
    for (let bit = 0; bit < 8; bit += 1) if (byte & (0x80 >> bit)) bits.add(i * 8 + bit);
  });
  return bits;
}

export function readSubjectKeyIdentifier(extension: Extension): Buffer {
  return readOctetString(decode(extension.value));
}
