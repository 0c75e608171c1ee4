/**
 * DER framing (X.690 8.1: identifier octet, definite length, contents) around parts that are
 * already DER: how the CA assembles a certificate from pieces it encoded once (its own name, the
 * constant extensions) and pieces of this request (the subject, the key, the validity).
 *
 * Why not asn1-schema here: serializing a TBSCertificate through it parses the Name and key bytes
 * back into objects and re-encodes the whole tree, measured at ~2.1 ms per client certificate on
 * the bench machine (2026-11-27), over a third of a whole registration's floor (one TLS
 * handshake, a verify, a sign and a durable write). This module only frames values ArcBridge
 * writes itself and never reads anything; every primitive inside (INTEGER, BIT STRING, times,
 * names, extensions) is still encoded by @peculiar/asn1-*, and the tests compare whole
 * certificates with that library's own encoding and with OpenSSL's reading of them.
 */

/** Identifier octets of the constructed values a certificate is framed with. */
export const DerTag = {
  sequence: 0x30,
  /** [n] EXPLICIT: context-specific, constructed. */
  explicit: (n: number) => 0xa0 | n,
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
