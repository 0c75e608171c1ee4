import { AsnObjectIdentifierConverter } from '@peculiar/asn1-schema';
import { unsignedInteger } from '../../../contract/x509/signature';

/**
 * DER (X.690) for what the CA writes into every certificate it issues: the framing around parts
 * that are already DER (the CA's own name, the constant extensions, the key as the CSR check
 * re-encoded it) and the few primitives a client certificate changes per request (its serial, its
 * two times, the strings of its subject and SAN, its key identifier).
 *
 * Why not asn1-schema here: serializing a TBSCertificate through it parses the Name and key bytes
 * back into objects and re-encodes the whole tree, measured at ~2.1 ms per client certificate on
 * the bench machine; framing the certificate from DER parts, its per-request primitives still
 * cost ~1 ms through it (a name 0.14 ms, a SAN 0.08 ms, a validity 0.08 ms, each
 * extension's wrapper ~0.05 ms, a key identifier's SPKI parse 0.18 ms), a fifth of a whole
 * registration's floor (one TLS handshake, a verify, a sign and a durable write). This module
 * only writes values ArcBridge chose itself and never reads anything: untrusted input (a CSR) is
 * parsed by @peculiar/asn1-schema alone. Object identifiers are encoded once each by asn1-schema.
 * The tests compare every encoder here with @peculiar/asn1-x509's encoding of the same value over
 * many inputs, and whole certificates with OpenSSL's reading of them.
 */

/** Identifier octets (X.690 8.1.2) of the values a certificate is framed with. */
export const DerTag = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  objectIdentifier: 0x06,
  utf8String: 0x0c,
  printableString: 0x13,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
  /** [n] EXPLICIT: context-specific, constructed. */
  explicit: (n: number) => 0xa0 | n,
  /** [n] IMPLICIT of a primitive type: context-specific, primitive (GeneralName's choices). */
  implicit: (n: number) => 0x80 | n,
} as const;

/** One DER value: `tag`, the definite length of the parts together, the parts as they are. */
export function derFrame(tag: number, parts: readonly Uint8Array[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  const lengthPart = derLength(length);
  return Buffer.concat([Buffer.from([tag]), lengthPart, ...parts], 1 + lengthPart.length + length);
}

/** X.690 8.1.3 (DER: 10.1): short form below 128, else the fewest big-endian octets after 0x80 | n. */
function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const octets: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest % 256);
  return Buffer.from([0x80 | octets.length, ...octets]);
}

/** An INTEGER from unsigned big-endian bytes: leading zeros dropped, one added for a set top bit (8.3.2). */
export function derUnsignedInteger(bytes: Uint8Array): Buffer {
  return derFrame(DerTag.integer, [new Uint8Array(unsignedInteger(bytes))]);
}

/** A BIT STRING of whole octets: no unused bits (8.6.2.2). */
export function derBitString(bytes: Uint8Array): Buffer {
  return derFrame(DerTag.bitString, [Buffer.from([0]), bytes]);
}

/** BOOLEAN TRUE: DER allows only 0xFF (11.1). */
export const DER_TRUE = Buffer.from([DerTag.boolean, 1, 0xff]);

export function derOctetString(bytes: Uint8Array): Buffer {
  return derFrame(DerTag.octetString, [bytes]);
}

/** A string type whose contents are the text's bytes (UTF8String, PrintableString, IA5String). */
export function derText(tag: number, text: string): Buffer {
  return derFrame(tag, [Buffer.from(text, 'utf8')]);
}

/**
 * An X.509 Time (RFC 5280 4.1.2.5): UTCTime through 2049, GeneralizedTime from 2050, in whole
 * seconds with Z (DER: 11.7 and 11.8, no fraction for a whole second).
 */
export function derTime(date: Date): Buffer {
  const digits = date.toISOString().replace(/[-:T]|\.\d{3}/g, '');
  const year = date.getUTCFullYear();
  return year >= 1950 && year < 2050
    ? derText(DerTag.utcTime, digits.slice(2))
    : derText(DerTag.generalizedTime, digits);
}

const encodedOids = new Map<string, Buffer>();

/** An OBJECT IDENTIFIER, encoded by asn1-schema the first time each one is asked for. */
export function derObjectIdentifier(oid: string): Buffer {
  let der = encodedOids.get(oid);
  if (!der) {
    der = Buffer.from(AsnObjectIdentifierConverter.toASN(oid).toBER(false));
    encodedOids.set(oid, der);
  }
  return der;
}
