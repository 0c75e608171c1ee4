/**
 * A small DER (X.690 Distinguished Encoding Rules) encoder and a strict decoder: only the types
 * certificates and certificate requests use. Both the control plane and the agent import it, so it
 * depends on nothing but Node.
 *
 * The decoder accepts DER only: definite, minimally encoded lengths, single-byte tags (numbers up to
 * 30) and no bytes after the outermost element. Anything else is a DerError.
 */

export const Tag = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  PRINTABLE_STRING: 0x13,
  IA5_STRING: 0x16,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const;

const CONSTRUCTED = 0x20;
const CONTEXT = 0x80;
/** Lengths above 2^32 - 1 never occur in what we read; refusing them keeps the arithmetic exact. */
const MAX_LENGTH_BYTES = 4;

export class DerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DerError';
  }
}

// ---------------------------------------------------------------------------------------------
// Encoding

export function encodeLength(length: number): Buffer {
  if (!Number.isSafeInteger(length) || length < 0) throw new DerError(`invalid length ${length}`);
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One element: identifier octet, length, contents. */
export function tlv(tag: number, contents: Uint8Array): Buffer {
  if (!Number.isInteger(tag) || tag < 0 || tag > 0xff || (tag & 0x1f) === 0x1f) {
    throw new DerError(`unsupported tag 0x${tag.toString(16)}`);
  }
  return Buffer.concat([Buffer.from([tag]), encodeLength(contents.length), contents]);
}

export function sequence(...items: Uint8Array[]): Buffer {
  return tlv(Tag.SEQUENCE, Buffer.concat(items));
}

/** SET OF: DER orders the elements by their encodings (X.690 11.6). */
export function setOf(...items: Uint8Array[]): Buffer {
  return tlv(Tag.SET, Buffer.concat([...items].sort(Buffer.compare)));
}

export function boolean(value: boolean): Buffer {
  return tlv(Tag.BOOLEAN, Buffer.from([value ? 0xff : 0x00]));
}

/** A non-negative INTEGER from a number or from unsigned big-endian bytes. */
export function integer(value: number | Uint8Array): Buffer {
  let bytes: Uint8Array;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new DerError(`unsupported integer ${value}`);
    const digits: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) digits.unshift(rest % 256);
    bytes = Uint8Array.from(digits);
  } else {
    bytes = value;
  }
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const magnitude = bytes.length === 0 ? Buffer.from([0]) : Buffer.from(bytes.subarray(start));
  // The contents are two's complement: a set top bit would read as negative.
  const contents = (magnitude[0] as number) & 0x80 ? Buffer.concat([Buffer.from([0]), magnitude]) : magnitude;
  return tlv(Tag.INTEGER, contents);
}

export function oid(dotted: string): Buffer {
  const arcs = dotted.split('.').map((arc) => (/^\d+$/.test(arc) ? Number(arc) : NaN));
  const [first, second] = arcs;
  if (
    arcs.length < 2 ||
    arcs.some((arc) => !Number.isSafeInteger(arc)) ||
    (first as number) > 2 ||
    ((first as number) < 2 && (second as number) > 39)
  ) {
    throw new DerError(`invalid object identifier ${dotted}`);
  }
  const bytes: number[] = [];
  for (const arc of [(first as number) * 40 + (second as number), ...arcs.slice(2)]) {
    const base128: number[] = [arc % 128];
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) {
      base128.unshift(0x80 | (rest % 128));
    }
    bytes.push(...base128);
  }
  return tlv(Tag.OID, Buffer.from(bytes));
}

export function bitString(bytes: Uint8Array, unusedBits = 0): Buffer {
  if (
    !Number.isInteger(unusedBits) ||
    unusedBits < 0 ||
    unusedBits > 7 ||
    (bytes.length === 0 && unusedBits)
  ) {
    throw new DerError(`invalid unused bit count ${unusedBits}`);
  }
  return tlv(Tag.BIT_STRING, Buffer.concat([Buffer.from([unusedBits]), bytes]));
}

export function octetString(bytes: Uint8Array): Buffer {
  return tlv(Tag.OCTET_STRING, bytes);
}

export function utf8String(value: string): Buffer {
  return tlv(Tag.UTF8_STRING, Buffer.from(value, 'utf8'));
}

const PRINTABLE = /^[A-Za-z0-9 '()+,\-./:=?]*$/;

export function isPrintableString(value: string): boolean {
  return PRINTABLE.test(value);
}

export function printableString(value: string): Buffer {
  if (!isPrintableString(value)) throw new DerError(`not a PrintableString: ${JSON.stringify(value)}`);
  return tlv(Tag.PRINTABLE_STRING, Buffer.from(value, 'latin1'));
}

/** The contents of an IA5String (ASCII), for implicitly tagged uses such as GeneralName. */
export function ia5Bytes(value: string): Buffer {
  if ([...value].some((char) => char.charCodeAt(0) > 0x7f))
    throw new DerError(`not an IA5String: ${JSON.stringify(value)}`);
  return Buffer.from(value, 'latin1');
}

export function ia5String(value: string): Buffer {
  return tlv(Tag.IA5_STRING, ia5Bytes(value));
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function timeDigits(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new DerError('invalid date');
  return (
    pad(date.getUTCMonth() + 1, 2) +
    pad(date.getUTCDate(), 2) +
    pad(date.getUTCHours(), 2) +
    pad(date.getUTCMinutes(), 2) +
    pad(date.getUTCSeconds(), 2) +
    'Z'
  );
}

/** YYMMDDHHMMSSZ, years 1950-2049; milliseconds are dropped. */
export function utcTime(date: Date): Buffer {
  const year = date.getUTCFullYear();
  if (!(year >= 1950 && year <= 2049)) throw new DerError(`UTCTime cannot hold the year ${year}`);
  return tlv(Tag.UTC_TIME, Buffer.from(pad(year % 100, 2) + timeDigits(date), 'latin1'));
}

/** YYYYMMDDHHMMSSZ; milliseconds are dropped. */
export function generalizedTime(date: Date): Buffer {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new DerError(`GeneralizedTime cannot hold the year ${year}`);
  return tlv(Tag.GENERALIZED_TIME, Buffer.from(pad(year, 4) + timeDigits(date), 'latin1'));
}

/** X.509 Time (RFC 5280 4.1.2.5): UTCTime through 2049, GeneralizedTime from 2050. */
export function time(date: Date): Buffer {
  const year = date.getUTCFullYear();
  return year >= 1950 && year <= 2049 ? utcTime(date) : generalizedTime(date);
}

/** [n] EXPLICIT: a constructed context tag around one complete element. */
export function explicit(tagNumber: number, element: Uint8Array): Buffer {
  return tlv(CONTEXT | CONSTRUCTED | contextNumber(tagNumber), element);
}

/** [n] IMPLICIT: the context tag replaces the element's own tag. */
export function implicit(tagNumber: number, contents: Uint8Array, constructed = false): Buffer {
  return tlv(CONTEXT | (constructed ? CONSTRUCTED : 0) | contextNumber(tagNumber), contents);
}

function contextNumber(tagNumber: number): number {
  if (!Number.isInteger(tagNumber) || tagNumber < 0 || tagNumber > 30) {
    throw new DerError(`unsupported context tag [${tagNumber}]`);
  }
  return tagNumber;
}

export function contextTag(tagNumber: number, constructed: boolean): number {
  return CONTEXT | (constructed ? CONSTRUCTED : 0) | contextNumber(tagNumber);
}

// ---------------------------------------------------------------------------------------------
// Decoding

export interface DerElement {
  /** The identifier octet (class, constructed bit and tag number). */
  tag: number;
  /** The contents octets (a view into the input, not a copy). */
  contents: Buffer;
  /** The whole element, identifier and length included (a view into the input). */
  der: Buffer;
}

/** Reads the element that starts at `offset`. */
export function readElement(input: Buffer, offset = 0): DerElement {
  if (offset >= input.length) throw new DerError('unexpected end of data');
  const tag = input[offset] as number;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tags are not supported');
  if (offset + 1 >= input.length) throw new DerError('unexpected end of data in length');
  const first = input[offset + 1] as number;
  let length: number;
  let headerLength: number;
  if (first < 0x80) {
    length = first;
    headerLength = 2;
  } else {
    const count = first & 0x7f;
    if (count === 0) throw new DerError('indefinite length is not DER');
    if (count > MAX_LENGTH_BYTES) throw new DerError('length too large');
    if (offset + 2 + count > input.length) throw new DerError('unexpected end of data in length');
    if (input[offset + 2] === 0) throw new DerError('length has leading zero bytes (not DER)');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (input[offset + 2 + i] as number);
    if (length < 0x80) throw new DerError('short length in long form (not DER)');
    headerLength = 2 + count;
  }
  const start = offset + headerLength;
  const end = start + length;
  if (end > input.length) throw new DerError('element runs past the end of data');
  return { tag, contents: input.subarray(start, end), der: input.subarray(offset, end) };
}

/** The one element that `input` holds, with nothing after it. */
export function decode(input: Uint8Array): DerElement {
  const buffer = Buffer.isBuffer(input)
    ? input
    : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const element = readElement(buffer, 0);
  if (element.der.length !== buffer.length) throw new DerError('trailing data after the element');
  return element;
}

/** The elements inside a constructed element. */
export function children(element: DerElement): DerElement[] {
  if (!(element.tag & CONSTRUCTED))
    throw new DerError(`tag 0x${element.tag.toString(16)} is not constructed`);
  const items: DerElement[] = [];
  for (let offset = 0; offset < element.contents.length;) {
    const item = readElement(element.contents, offset);
    items.push(item);
    offset += item.der.length;
  }
  return items;
}

/** The one element inside an [n] EXPLICIT tag. */
export function explicitInner(element: DerElement): DerElement {
  const items = children(element);
  if (items.length !== 1) throw new DerError('an explicit tag must hold exactly one element');
  return items[0] as DerElement;
}

export function expectTag(element: DerElement | undefined, tag: number, what: string): DerElement {
  if (!element) throw new DerError(`${what}: missing`);
  if (element.tag !== tag) {
    throw new DerError(`${what}: expected tag 0x${tag.toString(16)}, found 0x${element.tag.toString(16)}`);
  }
  return element;
}

/** The children of a SEQUENCE (checked). */
export function sequenceItems(element: DerElement | undefined, what: string): DerElement[] {
  return children(expectTag(element, Tag.SEQUENCE, what));
}

export function readOid(element: DerElement): string {
  const bytes = expectTag(element, Tag.OID, 'OBJECT IDENTIFIER').contents;
  if (bytes.length === 0 || (bytes[bytes.length - 1] as number) & 0x80) {
    throw new DerError('OBJECT IDENTIFIER: truncated');
  }
  const arcs: number[] = [];
  let value = 0;
  let started = false;
  for (const byte of bytes) {
    if (!started && byte === 0x80) throw new DerError('OBJECT IDENTIFIER: non-minimal arc');
    started = (byte & 0x80) !== 0;
    value = value * 128 + (byte & 0x7f);
    if (!Number.isSafeInteger(value)) throw new DerError('OBJECT IDENTIFIER: arc too large');
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  const head = arcs[0] as number;
  const first = head < 40 ? 0 : head < 80 ? 1 : 2;
  return [first, head - first * 40, ...arcs.slice(1)].join('.');
}

/** A non-negative INTEGER's magnitude as unsigned big-endian bytes (at least one byte). */
export function readUnsignedInteger(element: DerElement): Buffer {
  const bytes = expectTag(element, Tag.INTEGER, 'INTEGER').contents;
  if (bytes.length === 0) throw new DerError('INTEGER: empty');
  if ((bytes[0] as number) & 0x80) throw new DerError('INTEGER: negative');
  if (bytes.length > 1 && bytes[0] === 0 && !((bytes[1] as number) & 0x80)) {
    throw new DerError('INTEGER: non-minimal encoding');
  }
  return bytes.length > 1 && bytes[0] === 0 ? bytes.subarray(1) : bytes;
}

export function readSmallInteger(element: DerElement): number {
  const bytes = readUnsignedInteger(element);
  if (bytes.length > 6) throw new DerError('INTEGER: too large');
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

export function readBoolean(element: DerElement): boolean {
  const bytes = expectTag(element, Tag.BOOLEAN, 'BOOLEAN').contents;
  if (bytes.length !== 1 || (bytes[0] !== 0x00 && bytes[0] !== 0xff)) throw new DerError('BOOLEAN: not DER');
  return bytes[0] === 0xff;
}

export function readBitString(element: DerElement): { unusedBits: number; bytes: Buffer } {
  const contents = expectTag(element, Tag.BIT_STRING, 'BIT STRING').contents;
  const unusedBits = contents[0];
  if (unusedBits === undefined || unusedBits > 7 || (contents.length === 1 && unusedBits !== 0)) {
    throw new DerError('BIT STRING: invalid unused bit count');
  }
  return { unusedBits, bytes: contents.subarray(1) };
}

export function readOctetString(element: DerElement): Buffer {
  return expectTag(element, Tag.OCTET_STRING, 'OCTET STRING').contents;
}

export function readString(element: DerElement): string {
  switch (element.tag) {
    case Tag.UTF8_STRING:
      return element.contents.toString('utf8');
    case Tag.PRINTABLE_STRING:
    case Tag.IA5_STRING:
      return element.contents.toString('latin1');
    default:
      throw new DerError(`tag 0x${element.tag.toString(16)} is not a supported string type`);
  }
}

const UTC_TIME = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/;
const GENERALIZED_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/;

export function readTime(element: DerElement): Date {
  const text = element.contents.toString('latin1');
  const match =
    element.tag === Tag.UTC_TIME
      ? UTC_TIME.exec(text)
      : element.tag === Tag.GENERALIZED_TIME
        ? GENERALIZED_TIME.exec(text)
        : null;
  if (!match) throw new DerError(`invalid time ${JSON.stringify(text)}`);
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as number[];
  const fullYear =
    element.tag === Tag.UTC_TIME ? ((year as number) < 50 ? 2000 : 1900) + (year as number) : year;
  // setUTCFullYear, unlike Date.UTC, does not read the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(fullYear as number, (month as number) - 1, day);
  date.setUTCHours(hours as number, minutes, seconds, 0);
  if (
    date.getUTCMonth() !== (month as number) - 1 ||
    date.getUTCDate() !== day ||
    date.getUTCHours() !== hours ||
    date.getUTCMinutes() !== minutes ||
    date.getUTCSeconds() !== seconds
  ) {
    throw new DerError(`invalid time ${JSON.stringify(text)}`);
  }
  return date;
}
