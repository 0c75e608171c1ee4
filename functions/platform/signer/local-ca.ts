import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, generateKeyPairSync, webcrypto } from 'node:crypto';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';
import { readOrCreateSecretFile } from '../files/secret-files';
import { buildCaCertificate, buildClientCertificate, buildServerCertificate } from './certificate-builder';
import type { CaSigningKey } from './certificate-builder';
import type { ClientCertificateRequest, IssuedCertificate, Signer } from './signer';

const CA_VALIDITY_YEARS = 10;
const DAY_MS = 24 * 3600 * 1000;
const EC_P256 = { name: 'ECDSA', namedCurve: 'P-256' };

/**
 * The embedded Signer: an EC P-256 CA whose key is a 0600 file in the data dir and whose
 * certificate (CA:TRUE, pathLen 0) is created on first start and reused afterwards.
 */
export class LocalCa implements Signer {
  private constructor(
    readonly certificate: x509.X509Certificate,
    private readonly key: CaSigningKey,
    readonly certificatePath: string,
  ) {}

  static async open(dataDir: string, now: Date = new Date()): Promise<LocalCa> {
    const keyPath = join(dataDir, 'ca', 'ca-key.pem');
    const certificatePath = join(dataDir, 'ca', 'ca.pem');
    const keyPem = readOrCreateSecretFile(keyPath, () =>
      generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    );
    const key = await importSigningKey(keyPem);
    let certificate: x509.X509Certificate;
    if (existsSync(certificatePath)) {
      certificate = new x509.X509Certificate(readFileSync(certificatePath, 'utf8'));
    } else {
      certificate = await buildCaCertificate(
        key,
        'ArcBridge Local CA',
        new Date(now.getTime() - 60_000),
        new Date(now.getTime() + CA_VALIDITY_YEARS * 365 * DAY_MS),
      );
      writeFileSync(certificatePath, certificate.toString('pem'), { mode: 0o644 });
    }
    return new LocalCa(certificate, key, certificatePath);
  }

  /** TLS material for the embedded host: a fresh P-256 key and a 90-day serverAuth certificate. */
  async issueServerCertificate(
    hosts: { dns: string[]; ip: string[] },
    now: Date = new Date(),
  ): Promise<{ certificatePem: string; keyPem: string }> {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const serverPublicKey = await webcrypto.subtle.importKey(
      'spki',
      publicKey.export({ type: 'spki', format: 'der' }),
      EC_P256,
      true,
      ['verify'],
    );
    const certificate = await buildServerCertificate(
      this.certificate,
      this.key,
      serverPublicKey as unknown as CryptoKey,
      hosts,
      new Date(now.getTime() - 60_000),
      new Date(now.getTime() + 90 * DAY_MS),
    );
    return {
      certificatePem: certificate.toString('pem'),
      keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
  }

  async caCertificatePem(): Promise<string> {
    return this.certificate.toString('pem');
  }

  async issueClientCertificate(request: ClientCertificateRequest): Promise<IssuedCertificate> {
    return buildClientCertificate(this.certificate, this.key, request);
  }
}

async function importSigningKey(pem: string): Promise<CaSigningKey> {
  const privateKey = createPrivateKey(pem);
  const subtle = webcrypto.subtle;
  const signingKey = await subtle.importKey(
    'pkcs8',
    privateKey.export({ type: 'pkcs8', format: 'der' }),
    EC_P256,
    false,
    ['sign'],
  );
  const publicKey = await subtle.importKey(
    'spki',
    createPublicKey(privateKey).export({ type: 'spki', format: 'der' }),
    EC_P256,
    true,
    ['verify'],
  );
  return {
    signingKey: signingKey as unknown as CryptoKey,
    publicKey: publicKey as unknown as CryptoKey,
    crypto: webcrypto as unknown as Crypto,
  };
}
