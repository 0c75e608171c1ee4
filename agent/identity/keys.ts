import { createHash, createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { createCertificationRequest } from '../../contract/x509/certification-request';
import { generateP256KeyPair } from '../../contract/x509/ec-key';
import { encodeName } from '../../contract/x509/name';
import { toPem } from '../../contract/x509/pem';

/** A fresh EC P-256 private key as PKCS#8 PEM. It is only ever stored in the agent's Secret. */
export function generatePrivateKey(): string {
  return generateP256KeyPair().privateKeyPem;
}

/** A PKCS#10 CSR for the key, self-signed so the control plane can check possession. */
export async function createCsr(privateKeyPem: string, commonName: string): Promise<string> {
  const privateKey = createPrivateKey(privateKeyPem);
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return toPem(
    'CERTIFICATE REQUEST',
    createCertificationRequest(privateKey, spki, encodeName([['CN', commonName]])),
  );
}

/**
 * A fresh EC P-256 key (PKCS#8 PEM) and a CSR for it (ECDSA with SHA-256), made and signed with
 * node:crypto on the calling thread (generateP256KeyPair says why the key is imported once).
 */
export async function createKeyAndCsr(commonName: string): Promise<{ privateKeyPem: string; csr: string }> {
  const { privateKeyPem, privateKey, publicKeySpki } = generateP256KeyPair();
  const csr = createCertificationRequest(privateKey, publicKeySpki, encodeName([['CN', commonName]]));
  return { privateKeyPem, csr: toPem('CERTIFICATE REQUEST', csr) };
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
