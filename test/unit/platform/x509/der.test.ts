import { generateKeyPairSync, sign, verify } from 'node:crypto';
import {
  bitString,
  boolean,
  children,
  decode,
  DerError,
  encodeLength,
  explicit,
  explicitInner,
  generalizedTime,
  implicit,
  integer,
  octetString,
  oid,
  printableString,
  readBitString,
  readBoolean,
  readElement,
  readOctetString,
  readOid,
  readSmallInteger,
  readString,
  readTime,
  readUnsignedInteger,
  sequence,
  sequenceItems,
  setOf,
  Tag,
  time,
  tlv,
  utcTime,
  utf8String,
} from '../../../../functions/platform/x509/der';
import { ecdsaRawToDer } from '../../../../functions/platform/x509/signature';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const bytes = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

describe('DER lengths', () => {
  it.each([
    [0, '00'],
    [1, '01'],
    [127, '7f'],
    [128, '8180'],
    [255, '81ff'],
    [256, '820100'],
    [65535, '82ffff'],
    [65536, '83010000'],
    [16_777_216, '8401000000'],
  ])('encodes %i as %s (short form below 128, minimal long form above)', (length, expected) => {
    expect(hex(encodeLength(length))).toBe(expected);
  });

  it.each([0, 1, 127, 128, 255, 256, 1000, 65535, 65536, 70_000])(
    'round-trips an OCTET STRING of %i bytes through the decoder',
    (length) => {
      const contents = Buffer.alloc(length, 0xab);
      const encoded = octetString(contents);
      const element = decode(encoded);
      expect(element.tag).toBe(Tag.OCTET_STRING);
      expect(element.der.equals(encoded)).toBe(true);
      expect(readOctetString(element).equals(contents)).toBe(true);
    },
  );

  it.each([
    ['indefinite length', '0480'],
    ['a long form holding a short length', '04810100'],
    ['a long form with a leading zero byte', '0482008000' + '00'.repeat(0x80)],
    ['a length running past the data', '0405010203'],
    ['a missing length', '04'],
    ['no data at all', ''],
    ['more than four length bytes', '04850000000001'],
    ['a multi-byte tag', '1f8101' + '00'],
  ])('rejects %s', (_label, input) => {
    expect(() => decode(bytes(input))).toThrow(DerError);
  });

  it('rejects trailing bytes after the element, but readElement reads one element of many', () => {
    const two = Buffer.concat([boolean(true), boolean(false)]);
    expect(() => decode(two)).toThrow(/trailing data/);
    const first = readElement(two, 0);
    const second = readElement(two, first.der.length);
    expect([readBoolean(first), readBoolean(second)]).toEqual([true, false]);
  });

  it('rejects a truncated nested element although the outer length is consistent', () => {
    // SEQUENCE of 3 bytes holding an INTEGER claiming 5 bytes.
    expect(() => children(decode(bytes('3003 0205 01')))).toThrow(DerError);
  });
});

describe('DER values', () => {
  it.each([
    [0, '020100'],
    [127, '02017f'],
    [128, '02020080'],
    [256, '02020100'],
    [65535, '020300ffff'],
  ])('encodes the INTEGER %i as %s', (value, expected) => {
    expect(hex(integer(value))).toBe(expected);
    expect(readSmallInteger(decode(integer(value)))).toBe(value);
  });

  it('encodes unsigned byte strings minimally: leading zeros stripped, a zero added before a set top bit', () => {
    expect(hex(integer(bytes('000001')))).toBe('020101');
    expect(hex(integer(bytes('ff00')))).toBe('020300ff00');
    expect(hex(integer(bytes('0000')))).toBe('020100');
    expect(hex(integer(Buffer.alloc(0)))).toBe('020100');
    expect(hex(readUnsignedInteger(decode(integer(bytes('80aa')))))).toBe('80aa');
  });

  it('rejects negative, empty and non-minimal INTEGERs when reading', () => {
    expect(() => readUnsignedInteger(decode(bytes('020180')))).toThrow(/negative/);
    expect(() => readUnsignedInteger(decode(bytes('0200')))).toThrow(/empty/);
    expect(() => readUnsignedInteger(decode(bytes('0202007f')))).toThrow(/non-minimal/);
    expect(() => integer(-1)).toThrow(DerError);
  });

  it.each([
    ['1.2.840.10045.2.1', '06072a8648ce3d0201'],
    ['1.2.840.10045.3.1.7', '06082a8648ce3d030107'],
    ['2.5.29.19', '0603551d13'],
    ['1.3.6.1.5.5.7.3.2', '06082b06010505070302'],
    ['2.999.3', '0603883703'],
  ])('encodes the OID %s and reads it back', (dotted, expected) => {
    expect(hex(oid(dotted))).toBe(expected);
    expect(readOid(decode(bytes(expected)))).toBe(dotted);
  });

  it('refuses malformed OIDs in both directions', () => {
    for (const bad of ['1', '3.1', '1.40', '1.2.x', '']) expect(() => oid(bad)).toThrow(DerError);
    expect(() => readOid(decode(bytes('0602 2a86')))).toThrow(/truncated/);
    expect(() => readOid(decode(bytes('0603 2a8001')))).toThrow(/non-minimal/);
  });

  it('encodes BOOLEAN, BIT STRING, strings and context tags as X.690 says', () => {
    expect(hex(boolean(true))).toBe('0101ff');
    expect(hex(boolean(false))).toBe('010100');
    expect(() => readBoolean(decode(bytes('010101')))).toThrow(/not DER/);
    expect(hex(bitString(bytes('a0'), 5))).toBe('030205a0');
    expect(readBitString(decode(bytes('030205a0')))).toEqual({ unusedBits: 5, bytes: bytes('a0') });
    expect(() => readBitString(decode(bytes('030108')))).toThrow(DerError);
    expect(hex(printableString('c-0a1b'))).toBe('1306632d30613162');
    expect(() => printableString('a_b')).toThrow(DerError);
    expect(hex(utf8String('é'))).toBe('0c02c3a9');
    expect(readString(decode(utf8String('größe')))).toBe('größe');
    expect(hex(explicit(0, integer(2)))).toBe('a003020102');
    expect(readSmallInteger(explicitInner(decode(explicit(0, integer(2)))))).toBe(2);
    expect(hex(implicit(6, Buffer.from('urn:x')))).toBe('860575726e3a78');
    expect(hex(implicit(0, Buffer.alloc(0), true))).toBe('a000');
    expect(() => explicit(31, integer(1))).toThrow(DerError);
  });

  it('sorts SET OF elements by their encodings and nests SEQUENCEs', () => {
    const set = setOf(integer(3), integer(1), integer(2));
    expect(sequenceItems(decode(sequence(set)), 'outer').length).toBe(1);
    expect(children(decode(set)).map((element) => readSmallInteger(element))).toEqual([1, 2, 3]);
    expect(() => sequenceItems(decode(integer(1)), 'thing')).toThrow(/thing: expected tag 0x30/);
  });

  it('writes UTCTime through 2049 and GeneralizedTime from 2050, dropping milliseconds', () => {
    const before = new Date('2049-12-31T23:59:59.999Z');
    const after = new Date('2050-01-01T00:00:00.000Z');
    expect(time(before).toString('latin1', 2)).toBe('491231235959Z');
    expect(time(before)[0]).toBe(Tag.UTC_TIME);
    expect(time(after).toString('latin1', 2)).toBe('20500101000000Z');
    expect(time(after)[0]).toBe(Tag.GENERALIZED_TIME);
    expect(readTime(decode(time(before))).toISOString()).toBe('2049-12-31T23:59:59.000Z');
    expect(readTime(decode(time(after))).toISOString()).toBe('2050-01-01T00:00:00.000Z');
    expect(readTime(decode(utcTime(new Date('1950-06-01T00:00:00Z')))).getUTCFullYear()).toBe(1950);
    expect(readTime(decode(generalizedTime(new Date('0099-02-03T04:05:06Z')))).toISOString()).toBe(
      '0099-02-03T04:05:06.000Z',
    );
    expect(() => utcTime(after)).toThrow(DerError);
    expect(() => readTime(decode(tlv(Tag.UTC_TIME, Buffer.from('260230000000Z'))))).toThrow(/invalid time/);
    expect(() => readTime(decode(tlv(Tag.UTC_TIME, Buffer.from('2602010000Z'))))).toThrow(/invalid time/);
  });
});

describe('ECDSA signature conversion', () => {
  it('turns raw r||s into the DER SEQUENCE of two INTEGERs', () => {
    const r = Buffer.alloc(32, 0);
    r[31] = 1; // leading zeros are stripped
    const s = Buffer.alloc(32, 0xff); // top bit set: a zero byte keeps it positive
    const der = ecdsaRawToDer(Buffer.concat([r, s]));
    const [derR, derS] = sequenceItems(decode(der), 'Ecdsa-Sig-Value');
    expect(hex(derR!.der)).toBe('020101');
    expect(hex(derS!.contents)).toBe(`00${'ff'.repeat(32)}`);
    expect(() => ecdsaRawToDer(Buffer.alloc(63))).toThrow(DerError);
  });

  it('gives a DER signature node:crypto verifies, for many real P-256 signatures', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    for (let i = 0; i < 200; i += 1) {
      const data = Buffer.from(`message ${i}`);
      const raw = sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });
      const der = ecdsaRawToDer(raw);
      expect(verify('sha256', data, { key: publicKey, dsaEncoding: 'der' }, der)).toBe(true);
    }
  });
});
