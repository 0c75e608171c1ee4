/** PEM armour (RFC 7468) around DER. */

/** Base64 in 64-character lines, without a trailing newline (the form @peculiar/x509 wrote before). */
export function toPem(label: string, der: Uint8Array): string {
  const base64 = Buffer.from(der.buffer, der.byteOffset, der.byteLength).toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < base64.length; i += 64) lines.push(base64.slice(i, i + 64));
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----`;
}

const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n([A-Za-z0-9+/=\s]*?)-----END \1-----/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The DER inside the first PEM block whose label is one of `labels`; undefined when there is none
 * or its body is not base64.
 */
export function fromPem(text: string, labels: readonly string[]): Buffer | undefined {
  const match = BLOCK.exec(text);
  if (!match || !labels.includes(match[1] as string)) return undefined;
  const body = (match[2] as string).replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64.test(body)) return undefined;
  return Buffer.from(body, 'base64');
}
