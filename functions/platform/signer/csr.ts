import 'reflect-metadata';
import { createPublicKey } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { problems } from '../problems';
import './certificate-builder';

export interface ValidatedCsr {
  publicKeySpki: Uint8Array;
  keyDescription: string;
}

const ALLOWED_CURVES = new Map([
  ['prime256v1', 'EC P-256'],
  ['secp384r1', 'EC P-384'],
]);

/**
 * Parses a PEM CSR, checks its self-signature (proof that the requester holds the private key)
 * and rejects weak or unsupported keys. Every failure is a 400 naming what to fix.
 */
export async function validateCsr(pem: string): Promise<ValidatedCsr> {
  let csr: x509.Pkcs10CertificateRequest;
  try {
    csr = new x509.Pkcs10CertificateRequest(pem.trim());
  } catch {
    throw problems.badRequest('csr is not a PEM-encoded PKCS#10 certificate signing request.', [
      { path: 'csr', message: 'unparseable' },
    ]);
  }
  const spki = new Uint8Array(csr.publicKey.rawData);
  const keyDescription = describeKey(spki);
  let signatureValid = false;
  try {
    signatureValid = await csr.verify();
  } catch {
    signatureValid = false;
  }
  if (!signatureValid) {
    throw problems.badRequest('The CSR signature does not verify; sign the CSR with the key it carries.', [
      { path: 'csr', message: 'bad signature' },
    ]);
  }
  return { publicKeySpki: spki, keyDescription };
}

function describeKey(spki: Uint8Array): string {
  let key;
  try {
    key = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
  } catch {
    throw problems.badRequest('The CSR public key cannot be read.', [
      { path: 'csr', message: 'bad public key' },
    ]);
  }
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'ec') {
    const curve = ALLOWED_CURVES.get(details.namedCurve ?? '');
    if (curve) return curve;
    throw weakKey(`EC curve ${details.namedCurve ?? 'unknown'}`);
  }
  if (key.asymmetricKeyType === 'rsa') {
    if ((details.modulusLength ?? 0) >= 2048) return `RSA ${details.modulusLength}`;
    throw weakKey(`RSA ${details.modulusLength ?? 0}-bit`);
  }
  throw weakKey(`${key.asymmetricKeyType ?? 'unknown'} key`);
}

function weakKey(what: string) {
  return problems.badRequest(
    `${what} is not accepted; use EC P-256 (recommended), EC P-384 or RSA >= 2048 bits.`,
    [{ path: 'csr', message: 'weak or unsupported key' }],
  );
}
