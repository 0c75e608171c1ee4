import { AsnConvert } from '@peculiar/asn1-schema';
import type { IAsnParseOptions } from '@peculiar/asn1-schema';

/**
 * DER through @peculiar/asn1-schema: the only place ArcBridge turns ASN.1 bytes into objects and
 * back. Both the control plane and the agent import it.
 */

export class X509ParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'X509ParseError';
  }
}

/**
 * Resource limits for untrusted input (a CSR on the unauthenticated /register path): far above
 * what a real request has (a CSR is ~10 levels deep with ~40 nodes) and far below asn1js's defaults.
 */
const UNTRUSTED: IAsnParseOptions = {
  berOptions: { maxDepth: 32, maxNodes: 2_000, maxContentLength: 64 * 1024 },
};

type Schema<T> = new () => T;

/** Parses DER we produced or a trusted party (Key Vault) gave us; an X509ParseError otherwise. */
export function parseDer<T>(der: Uint8Array, type: Schema<T>, what: string): T {
  try {
    return AsnConvert.parse(der, type);
  } catch (err) {
    throw new X509ParseError(`${what}: ${(err as Error).message}`);
  }
}

/**
 * Parses untrusted DER under resource limits and insists on DER: re-encoding the parsed value must
 * give back the exact bytes. That refuses trailing bytes, BER forms (indefinite or non-minimal
 * lengths, non-minimal small INTEGERs such as a version) and anything else that would let two
 * encodings mean one value. Big INTEGERs and BIT STRINGs (keys, signatures) stay opaque bytes here;
 * OpenSSL reads them when it imports the key and verifies the signature.
 */
export function parseStrictDer<T>(der: Uint8Array, type: Schema<T>, what: string): T {
  let value: T;
  try {
    value = AsnConvert.parse(der, type, UNTRUSTED);
  } catch (err) {
    throw new X509ParseError(`${what}: ${(err as Error).message}`);
  }
  let encoded: Buffer;
  try {
    encoded = toDer(value);
  } catch (err) {
    // What parsed but cannot be written back (an OBJECT IDENTIFIER whose arcs do not encode, as a
    // flipped bit in a name's attribute type gave the fuzz test) is no DER either.
    throw new X509ParseError(`${what}: not DER (${(err as Error).message})`);
  }
  if (!encoded.equals(Buffer.from(der.buffer, der.byteOffset, der.byteLength))) {
    throw new X509ParseError(`${what}: not DER (trailing bytes or a non-canonical encoding)`);
  }
  return value;
}

export function toDer(value: unknown): Buffer {
  return Buffer.from(AsnConvert.serialize(value));
}
