import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { clusterSanUri, normalizeSerial } from './signer';
import type { ClientCertificateRequest, IssuedCertificate } from './signer';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' };
const OID_CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';
const OID_SERVER_AUTH = '1.3.6.1.5.5.7.3.1';

/** How a CA signs: a CryptoKey plus the Crypto that can use it (node's, or one backed by Key Vault). */
export interface CaSigningKey {
  signingKey: CryptoKey;
  publicKey: CryptoKey;
  crypto: Crypto;
}

/**
 * Serial numbers: 128 random bits with the top bit cleared (DER integers are signed) and the
 * next bit set, so the hex form never has a leading zero and compares as a plain string.
 */
export function newSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] as number) & 0x7f) | 0x40;
  return bytes.toString('hex').toUpperCase();
}

export async function buildCaCertificate(
  key: CaSigningKey,
  commonName: string,
  notBefore: Date,
  notAfter: Date,
): Promise<x509.X509Certificate> {
  const name = `CN=${commonName}, O=ArcBridge`;
  return x509.X509CertificateGenerator.create(
    {
      serialNumber: newSerialNumber(),
      subject: name,
      issuer: name,
      notBefore,
      notAfter,
      signingAlgorithm: ECDSA_SHA256,
      publicKey: key.publicKey,
      signingKey: key.signingKey,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(key.publicKey, false, key.crypto),
      ],
    },
    key.crypto,
  );
}

export async function buildClientCertificate(
  ca: x509.X509Certificate,
  key: CaSigningKey,
  request: ClientCertificateRequest,
): Promise<IssuedCertificate> {
  const serialNumber = newSerialNumber();
  const publicKey = new x509.PublicKey(new Uint8Array(request.publicKeySpki));
  const cert = await x509.X509CertificateGenerator.create(
    {
      serialNumber,
      subject: `CN=${request.clusterId}, O=${request.tenantId}`,
      issuer: ca.subject,
      notBefore: request.notBefore,
      notAfter: request.notAfter,
      signingAlgorithm: ECDSA_SHA256,
      publicKey,
      signingKey: key.signingKey,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment,
          true,
        ),
        new x509.ExtendedKeyUsageExtension([OID_CLIENT_AUTH], false),
        new x509.SubjectAlternativeNameExtension(
          [{ type: 'url', value: clusterSanUri(request.tenantId, request.clusterId) }],
          false,
        ),
        await x509.AuthorityKeyIdentifierExtension.create(key.publicKey, false, key.crypto),
        await x509.SubjectKeyIdentifierExtension.create(publicKey, false, key.crypto),
      ],
    },
    key.crypto,
  );
  return {
    pem: cert.toString('pem'),
    serialNumber: normalizeSerial(serialNumber),
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
  };
}

export async function buildServerCertificate(
  ca: x509.X509Certificate,
  key: CaSigningKey,
  serverPublicKey: CryptoKey,
  hosts: { dns: string[]; ip: string[] },
  notBefore: Date,
  notAfter: Date,
): Promise<x509.X509Certificate> {
  return x509.X509CertificateGenerator.create(
    {
      serialNumber: newSerialNumber(),
      subject: `CN=${hosts.dns[0] ?? hosts.ip[0] ?? 'arcbridge'}, O=ArcBridge`,
      issuer: ca.subject,
      notBefore,
      notAfter,
      signingAlgorithm: ECDSA_SHA256,
      publicKey: serverPublicKey,
      signingKey: key.signingKey,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([OID_SERVER_AUTH], false),
        new x509.SubjectAlternativeNameExtension(
          [
            ...hosts.dns.map((value) => ({ type: 'dns' as const, value })),
            ...hosts.ip.map((value) => ({ type: 'ip' as const, value })),
          ],
          false,
        ),
        await x509.AuthorityKeyIdentifierExtension.create(key.publicKey, false, key.crypto),
      ],
    },
    key.crypto,
  );
}
