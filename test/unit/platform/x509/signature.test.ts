import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { ECDSASigValue } from '@peculiar/asn1-ecc';
import { AsnConvert } from '@peculiar/asn1-schema';
import { parseStrictDer, toDer, X509ParseError } from '../../../../contract/x509/asn1';
import { ecdsaRawToDer } from '../../../../contract/x509/signature';

const hex = (bytes: Uint8Array | ArrayBuffer) => Buffer.from(bytes as Uint8Array).toString('hex');

describe('ECDSA signature conversion', () => {
  it('turns raw r||s into the DER SEQUENCE of two minimal positive INTEGERs', () => {
    const r = Buffer.alloc(32, 0);
    r[31] = 1; // leading zeros are stripped
    const s = Buffer.alloc(32, 0xff); // top bit set: a zero byte keeps it positive
    const der = ecdsaRawToDer(Buffer.concat([r, s]));
    const value = AsnConvert.parse(der, ECDSASigValue);
    expect(hex(value.r)).toBe('01');
    expect(hex(value.s)).toBe(`00${'ff'.repeat(32)}`);
    expect(() => ecdsaRawToDer(Buffer.alloc(63))).toThrow(X509ParseError);
    expect(() => ecdsaRawToDer(Buffer.alloc(0))).toThrow(X509ParseError);
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

describe('strict DER parsing of untrusted input', () => {
  const { r, s } = { r: new Uint8Array([0x01]).buffer, s: new Uint8Array([0x02]).buffer };
  const der = toDer(new ECDSASigValue({ r, s }));

  it('reads a DER value', () => {
    expect(hex(parseStrictDer(der, ECDSASigValue, 'sig').s)).toBe('02');
  });

  it.each([
    ['trailing bytes', Buffer.concat([der, Buffer.from([0x00])])],
    [
      'a long-form length where the short form fits',
      Buffer.concat([Buffer.from([0x30, 0x81]), der.subarray(1)]),
    ],
    ['indefinite length', Buffer.from('3080020101020102' + '0000', 'hex')],
  ])('refuses %s', (_label, input) => {
    expect(() => parseStrictDer(input, ECDSASigValue, 'sig')).toThrow(X509ParseError);
  });
});
