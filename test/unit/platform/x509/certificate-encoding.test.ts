import { generateKeyPairSync, sign, X509Certificate } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  Certificate,
  Extension as AsnExtension,
  Extensions,
  Name,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { AsnIntegerArrayBufferConverter, BitString, OctetString } from '@peculiar/asn1-schema';
import { GeneralName, SubjectAlternativeName, SubjectKeyIdentifier } from '@peculiar/asn1-x509';
import { encodeName } from '../../../../contract/x509/name';
import { ECDSA_WITH_SHA256, unsignedInteger } from '../../../../contract/x509/signature';
import {
  basicConstraints,
  encodeCertificate,
  encodeNameDer,
  encodeTbsCertificate,
  extendedKeyUsage,
  keyUsage,
  subjectAltName,
  subjectKeyIdentifier,
} from '../../../../functions/platform/x509/certificate';
import type { TbsCertificateFields } from '../../../../functions/platform/x509/certificate';
import {
  derBitString,
  derFrame,
  derTime,
  derUnsignedInteger,
} from '../../../../functions/platform/x509/der-frame';
import { Oid } from '../../../../contract/x509/oids';

/**
 * The certificate is framed by ArcBridge from parts that are already DER (der-frame.ts). The
 * oracle is @peculiar/asn1-x509's own encoding of the same TBSCertificate built from objects, and
 * OpenSSL (node:crypto's X509Certificate) reading and verifying the result.
 */

const caKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const subjectKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const spki = subjectKey.publicKey.export({ type: 'spki', format: 'der' });

function libraryTbs(fields: TbsCertificateFields): Buffer {
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: unsignedInteger(fields.serialNumber),
    signature: fields.signatureAlgorithm,
    issuer: AsnConvert.parse(fields.issuer, Name),
    validity: new Validity({ notBefore: fields.notBefore, notAfter: fields.notAfter }),
    subject: AsnConvert.parse(fields.subject, Name),
    subjectPublicKeyInfo: AsnConvert.parse(fields.publicKeySpki, SubjectPublicKeyInfo),
  });
  if (fields.extensions.length > 0)
    tbs.extensions = new Extensions(
      fields.extensions.map(
        (e) => new AsnExtension({ extnID: e.oid, critical: e.critical, extnValue: new OctetString(e.value) }),
      ),
    );
  return Buffer.from(AsnConvert.serialize(tbs));
}

function fieldsWith(overrides: Partial<TbsCertificateFields>): TbsCertificateFields {
  return {
    serialNumber: Buffer.from('4f0123456789abcdef0123456789abcd', 'hex'),
    signatureAlgorithm: ECDSA_WITH_SHA256,
    issuer: encodeName([
      ['CN', 'ArcBridge Local CA'],
      ['O', 'ArcBridge'],
    ]),
    subject: encodeName([
      ['CN', 'c-0a1b2c3d'],
      ['O', 't-acme'],
    ]),
    notBefore: new Date('2026-11-27T10:00:00Z'),
    notAfter: new Date('2027-11-27T10:00:00Z'),
    publicKeySpki: spki,
    extensions: [
      basicConstraints(false),
      keyUsage([0, 2]),
      extendedKeyUsage([Oid.clientAuth]),
      subjectAltName({ uri: ['arcbridge://tenants/t-acme/clusters/c-0a1b2c3d'] }),
      subjectKeyIdentifier(Buffer.alloc(20, 7)),
    ],
    ...overrides,
  };
}

describe('certificates framed from DER parts', () => {
  const cases: [string, Partial<TbsCertificateFields>][] = [
    ['a client certificate as the CA issues it', {}],
    ['a serial whose first bit is set (a leading zero octet)', { serialNumber: Buffer.alloc(16, 0xff) }],
    ['a serial with leading zero octets (trimmed)', { serialNumber: Buffer.from('00000142', 'hex') }],
    // A name over 127 and over 255 octets: lengths in long form with one and two octets.
    ['a subject of 200 octets', { subject: encodeName([['CN', 'x'.repeat(200)]]) }],
    ['a subject of 300 octets, UTF-8', { subject: encodeName([['CN', 'ü'.repeat(150)]]) }],
    ['dates past 2049 (GeneralizedTime)', { notAfter: new Date('2051-01-01T00:00:00Z') }],
    ['no extensions (the field is left out)', { extensions: [] }],
    [
      'many extensions (a long [3] wrapper)',
      { extensions: Array.from({ length: 40 }, (_, i) => subjectKeyIdentifier(Buffer.alloc(20, i))) },
    ],
  ];

  it.each(cases)('%s: the TBSCertificate is byte for byte what asn1-x509 encodes', (_, overrides) => {
    const fields = fieldsWith(overrides);
    expect(encodeTbsCertificate(fields).toString('hex')).toBe(libraryTbs(fields).toString('hex'));
  });

  it.each(cases)('%s: OpenSSL reads the certificate and verifies it with the CA key', (_, overrides) => {
    const tbs = encodeTbsCertificate(fieldsWith(overrides));
    const der = encodeCertificate(
      tbs,
      ECDSA_WITH_SHA256,
      sign('sha256', tbs, { key: caKey.privateKey, dsaEncoding: 'der' }),
    );
    const certificate = new X509Certificate(der);
    expect(certificate.verify(caKey.publicKey)).toBe(true);
    expect(certificate.publicKey.export({ type: 'spki', format: 'der' }).equals(spki)).toBe(true);
    // asn1-x509 reads it back and re-encodes the same bytes: it is DER throughout.
    expect(Buffer.from(AsnConvert.serialize(AsnConvert.parse(der, Certificate))).equals(der)).toBe(true);
  });

  it('frames lengths in the shortest form, as asn1js encodes them (OCTET STRING of each length)', () => {
    for (const length of [0, 1, 127, 128, 255, 256, 65_535, 65_536, 16_777_216]) {
      const content = Buffer.alloc(length, 1);
      const halves = [content.subarray(0, length >> 1), content.subarray(length >> 1)];
      const ours = derFrame(0x04, halves);
      const library = Buffer.from(AsnConvert.serialize(new OctetString(content)));
      expect(ours.subarray(0, 6).toString('hex')).toBe(library.subarray(0, 6).toString('hex'));
      expect(ours.equals(library)).toBe(true);
    }
  });

  // Each primitive the CA writes per request, against asn1-schema / asn1-x509 encoding the same
  // value from objects: the library is the oracle, over inputs chosen to hit each rule's edges.
  const library = (value: unknown) => Buffer.from(AsnConvert.serialize(value)).toString('hex');

  it('writes a subject Name exactly as encodeName (PrintableString or UTF8String, any length)', () => {
    const values = [
      'c-0a1b2c3d',
      't-acme',
      "Printable A-Z a-z 0-9 '()+,-./:=?",
      'under_score (not printable)',
      'ü-utf8',
      '日本語',
      'x'.repeat(127),
      'x'.repeat(300),
      '',
    ];
    for (const cn of values)
      for (const o of values.slice(0, 4)) {
        const attributes = [
          ['CN', cn],
          ['O', o],
        ] as const;
        expect(encodeNameDer(attributes).toString('hex')).toBe(encodeName(attributes).toString('hex'));
      }
    expect(encodeNameDer([['CN', 'only']]).toString('hex')).toBe(
      encodeName([['CN', 'only']]).toString('hex'),
    );
  });

  it('writes times as the library does: UTCTime through 2049, GeneralizedTime from 2050 (RFC 5280 4.1.2.5)', () => {
    const dates = [
      '1950-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2000-01-01T00:00:00Z',
      '2026-11-28T09:05:07Z',
      '2049-12-31T23:59:59Z',
      '2050-01-01T00:00:00Z',
      '2099-02-28T12:00:00Z',
      '9999-12-31T23:59:59Z',
    ].map((iso) => new Date(iso));
    for (const date of dates) {
      const validity = new Validity({ notBefore: date, notAfter: date });
      expect(derFrame(0x30, [derTime(date), derTime(date)]).toString('hex')).toBe(library(validity));
    }
  });

  it('writes serial numbers as the library does (leading zeros dropped, a zero before a set top bit)', () => {
    const serials = [
      '01',
      '7f',
      '80',
      'ff',
      '0000',
      '000080',
      '4f0123456789abcdef0123456789abcd',
      'ff'.repeat(16),
    ];
    for (const hex of serials) {
      const bytes = Buffer.from(hex, 'hex');
      const expected = Buffer.from(AsnIntegerArrayBufferConverter.toASN(unsignedInteger(bytes)).toBER(false));
      expect(derUnsignedInteger(bytes).toString('hex')).toBe(expected.toString('hex'));
    }
  });

  it('writes a signature BIT STRING as the library does', () => {
    for (const length of [0, 1, 70, 72, 200])
      expect(derBitString(Buffer.alloc(length, 0xa5)).toString('hex')).toBe(
        library(new BitString(new Uint8Array(Buffer.alloc(length, 0xa5)))),
      );
  });

  it('refuses names IA5String cannot hold, and says which A-label to use for a DNS name', () => {
    expect(() => subjectAltName({ dns: ['bücher.example'] })).toThrow(
      "The DNS name 'bücher.example' is not ASCII, which a certificate cannot hold: use its A-label 'xn--bcher-kva.example'.",
    );
    expect(() => subjectAltName({ uri: ['urn:arcbridge:tenant:é'] })).toThrow(
      /URI .* is not ASCII.*percent-encode/,
    );
    expect(() => subjectAltName({ dns: ['bü cher.example'] })).toThrow(
      /not ASCII.*not a valid international domain name either/,
    );
    expect(() => subjectAltName({ dns: ['xn--bcher-kva.example'] })).not.toThrow();
  });

  it('writes SANs and key identifiers as asn1-x509 does (URIs, DNS names, IPv4 and IPv6)', () => {
    const names = [
      { uri: ['urn:arcbridge:tenant:t-acme:cluster:c-0a1b2c3d'] },
      { uri: [`urn:${'x'.repeat(300)}`] },
      { dns: ['localhost', 'arcbridge.example'], ip: ['127.0.0.1', '::1'] },
      { dns: ['a.example'], ip: ['10.0.0.1'], uri: ['https://a.example/x'] },
    ];
    for (const set of names) {
      const items = [
        ...(set.dns ?? []).map((dNSName) => new GeneralName({ dNSName })),
        ...(set.ip ?? []).map((iPAddress) => new GeneralName({ iPAddress })),
        ...(set.uri ?? []).map((uniformResourceIdentifier) => new GeneralName({ uniformResourceIdentifier })),
      ];
      expect(subjectAltName(set).value.toString('hex')).toBe(library(new SubjectAlternativeName(items)));
    }
    const id = Buffer.alloc(20, 9);
    expect(subjectKeyIdentifier(id).value.toString('hex')).toBe(library(new SubjectKeyIdentifier(id)));
  });
});
