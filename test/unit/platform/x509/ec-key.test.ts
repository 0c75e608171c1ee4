import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { createKeyAndCsr } from '../../../../agent/identity/keys';
import { Problem } from '../../../../contract/problems';
import { validateCsr } from '../../../../functions/platform/signer/csr';
import { ecJwkFromSpki, ecSpkiFromJwk, generateP256KeyPair } from '../../../../contract/x509/ec-key';
import { parseCertificationRequest } from '../../../../contract/x509/certification-request';
import { fromPem, toPem } from '../../../../contract/x509/pem';

describe('EC public keys between SPKI and JWK', () => {
  it.each(['P-256', 'P-384'] as const)(
    'builds exactly the SPKI node exports, and reads it back (%s)',
    (curve) => {
      for (let i = 0; i < 50; i += 1) {
        const { publicKey } = generateKeyPairSync('ec', { namedCurve: curve });
        const jwk = publicKey.export({ format: 'jwk' });
        const spki = publicKey.export({ format: 'der', type: 'spki' });
        expect(ecSpkiFromJwk(jwk).equals(spki)).toBe(true);
        expect(ecJwkFromSpki(spki)).toEqual({ kty: 'EC', crv: curve, x: jwk.x, y: jwk.y });
      }
    },
  );

  it('leaves other keys to node: P-521, compressed points, RSA and Ed25519 give undefined', () => {
    const p521 = generateKeyPairSync('ec', { namedCurve: 'P-521' }).publicKey;
    expect(ecJwkFromSpki(p521.export({ format: 'der', type: 'spki' }))).toBeUndefined();
    // The same P-256 key as a compressed point (prefix 02/03 and x only): node reads it, we pass.
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
    const y = Buffer.from(jwk.y as string, 'base64url');
    const compressedSpki = Buffer.concat([
      Buffer.from('3039301306072a8648ce3d020106082a8648ce3d030107032200', 'hex'),
      Buffer.from([0x02 | ((y[31] as number) & 1)]),
      Buffer.from(jwk.x as string, 'base64url'),
    ]);
    expect(
      createPublicKey({ key: compressedSpki, format: 'der', type: 'spki' }).export({ format: 'jwk' }),
    ).toEqual(jwk);
    expect(ecJwkFromSpki(compressedSpki)).toBeUndefined();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    expect(ecJwkFromSpki(rsa.export({ format: 'der', type: 'spki' }))).toBeUndefined();
    const ed = generateKeyPairSync('ed25519').publicKey;
    expect(ecJwkFromSpki(ed.export({ format: 'der', type: 'spki' }))).toBeUndefined();
    expect(() => ecSpkiFromJwk({ crv: 'P-521', x: 'AA', y: 'AA' })).toThrow(/not an EC P-256 or P-384/);
  });

  it('a CSR whose P-256 point is not on the curve is a bad public key (400), as before', async () => {
    const { csr } = await createKeyAndCsr('c-1');
    const der = Buffer.from(fromPem(csr, ['CERTIFICATE REQUEST'])!);
    const spki = parseCertificationRequest(der).publicKeySpki;
    const at = der.indexOf(spki) + spki.length - 10; // inside y
    der[at] = (der[at] as number) ^ 0x01;
    const error = await validateCsr(toPem('CERTIFICATE REQUEST', der)).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Problem);
    expect((error as Problem).extensions.violations).toEqual([{ path: 'csr', message: 'bad public key' }]);
  });
});

describe('fresh P-256 key pairs', () => {
  it('give a PKCS#8 P-256 key, a KeyObject of the same key and its SPKI as node exports it', () => {
    const pair = generateP256KeyPair();
    expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    const fromPem = createPrivateKey(pair.privateKeyPem);
    expect(fromPem.asymmetricKeyDetails).toEqual({ namedCurve: 'prime256v1' });
    const spki = createPublicKey(fromPem).export({ format: 'der', type: 'spki' });
    expect(pair.publicKeySpki.equals(spki)).toBe(true);
    expect(createPublicKey(pair.privateKey).export({ format: 'der', type: 'spki' }).equals(spki)).toBe(true);
    // Signs as the key it stands for.
    const signature = sign('sha256', Buffer.from('x'), pair.privateKey);
    expect(
      verify(
        'sha256',
        Buffer.from('x'),
        createPublicKey({ key: spki, format: 'der', type: 'spki' }),
        signature,
      ),
    ).toBe(true);
    expect(generateP256KeyPair().privateKeyPem).not.toBe(pair.privateKeyPem);
  });
});
