import fc from 'fast-check';
import { createKeyAndCsr } from '../../../../agent/identity/keys';
import { Problem } from '../../../../contract/problems';
import { validateCsr } from '../../../../functions/platform/signer/csr';
import { X509ParseError } from '../../../../contract/x509/asn1';
import { parseCertificationRequest } from '../../../../contract/x509/certification-request';
import { fromPem, toPem } from '../../../../contract/x509/pem';

/**
 * The CSR parser sits on the unauthenticated /register path. Mutated DER (flipped bits, changed
 * lengths, inserted, deleted and truncated bytes, deep nesting) must always end in a clean
 * rejection: an X509ParseError from the parser, a 400 naming the CSR from validateCsr, and
 * nothing else (no TypeError, RangeError or hang).
 */

const CLEAN_REASONS = ['unparseable', 'bad signature', 'bad public key', 'weak or unsupported key'];

type Mutation =
  | { kind: 'flip'; at: number; mask: number }
  | { kind: 'set'; at: number; value: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'delete'; at: number; count: number }
  | { kind: 'truncate'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), mask: fc.integer({ min: 1, max: 255 }) }),
  // Length and tag bytes are where parsers break: favour the values that mean "long form" and "huge".
  fc.record({
    kind: fc.constant('set' as const),
    at: fc.nat(),
    value: fc.oneof(fc.constantFrom(0x00, 0x30, 0x80, 0x81, 0x84, 0x89, 0xff, 0x1f, 0xa0), fc.nat(255)),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

function apply(der: Buffer, mutations: Mutation[]): Buffer {
  let out = Buffer.from(der);
  for (const m of mutations) {
    const at = out.length === 0 ? 0 : m.at % out.length;
    if (m.kind === 'flip') out[at] = (out[at] ?? 0) ^ m.mask;
    else if (m.kind === 'set') out[at] = m.value;
    else if (m.kind === 'insert') out = Buffer.concat([out.subarray(0, at), m.bytes, out.subarray(at)]);
    else if (m.kind === 'delete') out = Buffer.concat([out.subarray(0, at), out.subarray(at + m.count)]);
    else out = out.subarray(0, at);
  }
  return out;
}

let der: Buffer;

beforeAll(async () => {
  der = fromPem((await createKeyAndCsr('c-fuzz')).csr, ['CERTIFICATE REQUEST'])!;
});

describe('the CSR parser under mutated DER', () => {
  it('throws only X509ParseError (or parses) for any mutation of a valid CSR', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const input = apply(der, mutations);
        try {
          parseCertificationRequest(input);
        } catch (err) {
          expect(err).toBeInstanceOf(X509ParseError);
        }
      }),
      { numRuns: 1_500 },
    );
  });

  it('throws only X509ParseError for every single-bit flip, alone and with the outer tag changed', () => {
    // Exhaustive where the property above samples: a run of it found an OBJECT IDENTIFIER in the
    // subject that parsed but could not be written back (a plain Error from the DER check).
    for (const outer of [0, 0x80]) {
      for (let at = 0; at < der.length; at++) {
        for (let bit = 0; bit < 8; bit++) {
          const input = Buffer.from(der);
          input[0] = input[0]! ^ outer;
          input[at] = input[at]! ^ (1 << bit);
          try {
            parseCertificationRequest(input);
          } catch (err) {
            if (!(err instanceof X509ParseError)) throw err;
          }
        }
      }
    }
  });

  it('validateCsr answers a mutated CSR with a 400 about the CSR, or accepts it only when it is unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
        const input = apply(der, mutations);
        const outcome = await validateCsr(toPem('CERTIFICATE REQUEST', input)).then(
          () => 'accepted',
          (err: unknown) => err,
        );
        if (outcome === 'accepted') {
          // Only a mutation that cancels out (flip then flip back) may pass: same bytes, same signature.
          expect(input.equals(der)).toBe(true);
          return;
        }
        expect(outcome).toBeInstanceOf(Problem);
        expect((outcome as Problem).status).toBe(400);
        const violations = (outcome as Problem).extensions.violations as { path: string; message: string }[];
        expect(violations).toHaveLength(1);
        expect(violations[0]?.path).toBe('csr');
        expect(CLEAN_REASONS).toContain(violations[0]?.message);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses arbitrary bytes and absurd nesting under the resource limits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
        expect(() => parseCertificationRequest(bytes)).toThrow(X509ParseError);
      }),
      { numRuns: 1_000 },
    );
    // 5,000 nested SEQUENCEs in indefinite-length form: bounded by maxDepth, not by the stack.
    const deep = Buffer.alloc(10_000);
    for (let i = 0; i < 5_000; i += 1) deep.writeUInt16BE(0x3080, i * 2);
    expect(() => parseCertificationRequest(deep)).toThrow(X509ParseError);
  });

  it('refuses BER forms of a valid CSR (a long-form length where the short form fits)', () => {
    // The outer SEQUENCE length re-encoded with one more length byte: same value, not DER.
    const lengthBytes = der[1]! & 0x7f;
    const length = der.readUIntBE(2, lengthBytes);
    const ber = Buffer.concat([
      Buffer.from([0x30, 0x80 | (lengthBytes + 1), 0x00]),
      Buffer.from(length.toString(16).padStart(lengthBytes * 2, '0'), 'hex'),
      der.subarray(2 + lengthBytes),
    ]);
    expect(() => parseCertificationRequest(ber)).toThrow(/not DER/);
  });
});
