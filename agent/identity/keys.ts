import 'reflect-metadata';
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  KeyObject,
  webcrypto,
  X509Certificate,
} from 'node:crypto';
import * as x509 from '@peculiar/x509';

const EC_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/** A fresh EC P-256 private key as PKCS#8 PEM. It is only ever stored in the agent's Secret. */
export function generatePrivateKey(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/** A PKCS#10 CSR for the key, self-signed so the control plane can check possession. */
export async function createCsr(privateKeyPem: string, commonName: string): Promise<string> {
  const keyObject = createPrivateKey(privateKeyPem);
  const pkcs8 = keyObject.export({ format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(keyObject).export({ format: 'der', type: 'spki' });
  const subtle = webcrypto.subtle;
  const keys = {
    privateKey: await subtle.importKey('pkcs8', pkcs8, EC_P256, false, ['sign']),
    publicKey: await subtle.importKey('spki', spki, EC_P256, true, ['verify']),
  };
  const csr = await x509.Pkcs10CertificateRequestGenerator.create(
    { name: `CN=${commonName}`, keys, signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' } },
    webcrypto as unknown as Crypto,
  );
  return csr.toString('pem');
}

/**
 * A fresh EC P-256 key (PKCS#8 PEM) and a CSR for it, made with WebCrypto keys end to end: no
 * PEM is parsed back, and key generation and signing run off the main thread.
 */
export async function createKeyAndCsr(commonName: string): Promise<{ privateKeyPem: string; csr: string }> {
  const subtle = webcrypto.subtle;
  const keys = (await subtle.generateKey(EC_P256, true, ['sign', 'verify'])) as CryptoKeyPair;
  const csr = await x509.Pkcs10CertificateRequestGenerator.create(
    { name: `CN=${commonName}`, keys, signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' } },
    webcrypto as unknown as Crypto,
  );
  const privateKeyPem = KeyObject.from(keys.privateKey).export({ format: 'pem', type: 'pkcs8' }).toString();
  return { privateKeyPem, csr: csr.toString('pem') };
}

export interface CertificateValidity {
  notBefore: Date;
  notAfter: Date;
}

export function certificateValidity(pem: string): CertificateValidity {
  const cert = new X509Certificate(pem);
  return { notBefore: new Date(cert.validFrom), notAfter: new Date(cert.validTo) };
}

/** Renew once two thirds of the lifetime have passed. */
export function renewalDue(validity: CertificateValidity): Date {
  const lifetime = validity.notAfter.getTime() - validity.notBefore.getTime();
  return new Date(validity.notBefore.getTime() + (lifetime * 2) / 3);
}

export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
