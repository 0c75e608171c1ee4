import 'reflect-metadata';
import { webcrypto, generateKeyPairSync, createPrivateKey } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export type KeySpec = { kind: 'ec'; curve: 'P-256' | 'P-384' | 'P-521' } | { kind: 'rsa'; bits: number };

export interface AgentKeys {
  csrPem: string;
  keyPem: string;
}

/** A key pair and a PKCS#10 CSR signed with it, as an agent would make them. */
export async function createCsr(
  spec: KeySpec = { kind: 'ec', curve: 'P-256' },
  name = 'CN=test-agent',
): Promise<AgentKeys> {
  const keyPair =
    spec.kind === 'ec'
      ? generateKeyPairSync('ec', { namedCurve: spec.curve })
      : generateKeyPairSync('rsa', { modulusLength: spec.bits });
  const keyPem = keyPair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const algorithm =
    spec.kind === 'ec'
      ? { name: 'ECDSA', namedCurve: spec.curve, hash: spec.curve === 'P-256' ? 'SHA-256' : 'SHA-384' }
      : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const subtle = webcrypto.subtle;
  const privateKey = await subtle.importKey(
    'pkcs8',
    keyPair.privateKey.export({ type: 'pkcs8', format: 'der' }),
    algorithm,
    false,
    ['sign'],
  );
  const publicKey = await subtle.importKey(
    'spki',
    keyPair.publicKey.export({ type: 'spki', format: 'der' }),
    algorithm,
    true,
    ['verify'],
  );
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name,
    keys: { privateKey, publicKey } as unknown as CryptoKeyPair,
    signingAlgorithm: algorithm,
  });
  return { csrPem: csr.toString('pem'), keyPem };
}

/** Flips a byte inside the CSR signature so it no longer verifies. */
export function corruptCsrSignature(csrPem: string): string {
  const csr = new x509.Pkcs10CertificateRequest(csrPem);
  const der = Buffer.from(csr.rawData);
  der[der.length - 5] = (der[der.length - 5] as number) ^ 0xff;
  return `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE REQUEST-----\n`;
}

/** A self-signed client certificate from a CA that is not the control plane's. */
export async function foreignClientCertificate(sanUri: string): Promise<{ certPem: string; keyPem: string }> {
  const keys = (await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as unknown as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: 'CN=impostor',
    keys,
    signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 3600_000),
    extensions: [
      new x509.ExtendedKeyUsageExtension(['1.3.6.1.5.5.7.3.2']),
      new x509.SubjectAlternativeNameExtension([{ type: 'url', value: sanUri }]),
    ],
  });
  const pkcs8 = Buffer.from(
    await webcrypto.subtle.exportKey('pkcs8', keys.privateKey as unknown as webcrypto.CryptoKey),
  );
  return {
    certPem: cert.toString('pem'),
    keyPem: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })
      .export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
}
