import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateSecretFile } from '../files/secret-files';
import { generateP256KeyPair } from '../../../contract/x509/ec-key';
import { fromPem, toPem } from '../../../contract/x509/pem';
import {
  buildCaCertificate,
  buildClientCertificate,
  buildServerCertificate,
  issuingCa,
} from './certificate-builder';
import type { CaSigningKey, IssuingCa } from './certificate-builder';
import type { ClientCertificateRequest, IssuedCertificate, Signer } from './signer';

const CA_VALIDITY_YEARS = 10;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The embedded Signer: an EC P-256 CA whose key is a 0600 file in the data dir and whose
 * certificate (CA:TRUE, pathLen 0) is created on first start and reused afterwards.
 */
export class LocalCa implements Signer {
  private readonly ca: IssuingCa;
  private readonly certificatePem: string;

  private constructor(
    /** The CA certificate, DER. */
    readonly certificate: Buffer,
    key: CaSigningKey,
    readonly certificatePath: string,
  ) {
    this.ca = issuingCa(certificate, key);
    this.certificatePem = toPem('CERTIFICATE', certificate);
  }

  static async open(dataDir: string, now: Date = new Date()): Promise<LocalCa> {
    const keyPath = join(dataDir, 'ca', 'ca-key.pem');
    const certificatePath = join(dataDir, 'ca', 'ca.pem');
    const keyPem = readOrCreateSecretFile(keyPath, () => generateP256KeyPair().privateKeyPem);
    const key = localSigningKey(createPrivateKey(keyPem));
    let certificate: Buffer;
    if (existsSync(certificatePath)) {
      const der = fromPem(readFileSync(certificatePath, 'utf8'), ['CERTIFICATE']);
      if (!der) throw new Error(`${certificatePath} holds no PEM certificate.`);
      certificate = der;
    } else {
      certificate = await buildCaCertificate(
        key,
        'ArcBridge Local CA',
        new Date(now.getTime() - 60_000),
        new Date(now.getTime() + CA_VALIDITY_YEARS * 365 * DAY_MS),
      );
      writeFileSync(certificatePath, toPem('CERTIFICATE', certificate), { mode: 0o644 });
    }
    return new LocalCa(certificate, key, certificatePath);
  }

  /** TLS material for the embedded host: a fresh P-256 key and a 90-day serverAuth certificate. */
  async issueServerCertificate(
    hosts: { dns: string[]; ip: string[] },
    now: Date = new Date(),
  ): Promise<{ certificatePem: string; keyPem: string }> {
    const { privateKeyPem, publicKeySpki } = generateP256KeyPair();
    const certificate = await buildServerCertificate(
      this.ca,
      publicKeySpki,
      hosts,
      new Date(now.getTime() - 60_000),
      new Date(now.getTime() + 90 * DAY_MS),
    );
    return {
      certificatePem: toPem('CERTIFICATE', certificate),
      keyPem: privateKeyPem,
    };
  }

  async caCertificatePem(): Promise<string> {
    return this.certificatePem;
  }

  async issueClientCertificate(request: ClientCertificateRequest): Promise<IssuedCertificate> {
    return buildClientCertificate(this.ca, request);
  }
}

/** Signs on the calling thread: one P-256 signature costs far less than a thread-pool round trip. */
function localSigningKey(privateKey: KeyObject): CaSigningKey {
  return {
    publicKeySpki: createPublicKey(privateKey).export({ type: 'spki', format: 'der' }),
    sign: (tbs) => sign('sha256', tbs, { key: privateKey, dsaEncoding: 'der' }),
  };
}
