import { randomBytes } from 'node:crypto';
import {
  authorityKeyIdentifier,
  basicConstraints,
  encodeCertificate,
  encodeNameDer,
  encodeTbsCertificate,
  extendedKeyUsage,
  findExtension,
  keyIdentifier,
  KeyUsage,
  keyUsage,
  parseCertificate,
  readSubjectKeyIdentifier,
  subjectAltName,
  subjectKeyIdentifier,
} from '../x509/certificate';
import type { Extension } from '../x509/certificate';
import { Oid } from '../../../contract/x509/oids';
import { toPem } from '../../../contract/x509/pem';
import { ECDSA_WITH_SHA256 } from '../../../contract/x509/signature';
import { clusterSanUri, normalizeSerial } from './signer';
import type { ClientCertificateRequest, IssuedCertificate } from './signer';

/**
 * How a CA signs: its public key and an ECDSA P-256 / SHA-256 signature over the TBSCertificate,
 * DER-encoded (Ecdsa-Sig-Value). Synchronous for a local key, asynchronous for Key Vault.
 */
export interface CaSigningKey {
  /** SubjectPublicKeyInfo, DER. */
  publicKeySpki: Buffer;
  sign(tbsCertificate: Buffer): Buffer | Promise<Buffer>;
}

/** A CA ready to issue: what every certificate it signs repeats, worked out once when it opens. */
export interface IssuingCa {
  /** The CA certificate's subject exactly as encoded there: the issuer of what it signs. */
  subject: Buffer;
  /** The CA's key identifier: its SubjectKeyIdentifier, the certificates' AuthorityKeyIdentifier. */
  keyIdentifier: Buffer;
  key: CaSigningKey;
}

export function issuingCa(caCertificateDer: Uint8Array, key: CaSigningKey): IssuingCa {
  const ca = parseCertificate(caCertificateDer);
  const ski = findExtension(ca, Oid.subjectKeyIdentifier);
  return {
    subject: ca.subject,
    keyIdentifier: ski ? readSubjectKeyIdentifier(ski) : keyIdentifier(ca.publicKeySpki),
    key,
  };
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

async function signCertificate(
  key: CaSigningKey,
  fields: {
    serialNumber: string;
    issuer: Buffer;
    subject: Buffer;
    notBefore: Date;
    notAfter: Date;
    publicKeySpki: Uint8Array;
    extensions: Extension[];
  },
): Promise<Buffer> {
  const tbs = encodeTbsCertificate({
    ...fields,
    serialNumber: Buffer.from(fields.serialNumber, 'hex'),
    signatureAlgorithm: ECDSA_WITH_SHA256,
  });
  return encodeCertificate(tbs, ECDSA_WITH_SHA256, await key.sign(tbs));
}

/** A self-signed CA certificate (CA:TRUE, pathLen 0, keyCertSign | cRLSign), DER. */
export async function buildCaCertificate(
  key: CaSigningKey,
  commonName: string,
  notBefore: Date,
  notAfter: Date,
): Promise<Buffer> {
  const name = encodeNameDer([
    ['CN', commonName],
    ['O', 'ArcBridge'],
  ]);
  return signCertificate(key, {
    serialNumber: newSerialNumber(),
    issuer: name,
    subject: name,
    notBefore,
    notAfter,
    publicKeySpki: key.publicKeySpki,
    extensions: [
      basicConstraints(true, 0),
      keyUsage([KeyUsage.keyCertSign, KeyUsage.cRLSign]),
      subjectKeyIdentifier(keyIdentifier(key.publicKeySpki)),
    ],
  });
}

/** The extensions every client certificate of a CA carries, encoded once per CA. */
const clientExtensionsByCa = new WeakMap<
  IssuingCa,
  { leading: Extension[]; authorityKeyIdentifier: Extension }
>();

function clientExtensions(ca: IssuingCa): { leading: Extension[]; authorityKeyIdentifier: Extension } {
  let made = clientExtensionsByCa.get(ca);
  if (!made) {
    made = {
      leading: [
        basicConstraints(false),
        keyUsage([KeyUsage.digitalSignature, KeyUsage.keyEncipherment]),
        extendedKeyUsage([Oid.clientAuth]),
      ],
      authorityKeyIdentifier: authorityKeyIdentifier(ca.keyIdentifier),
    };
    clientExtensionsByCa.set(ca, made);
  }
  return made;
}

export async function buildClientCertificate(
  ca: IssuingCa,
  request: ClientCertificateRequest,
): Promise<IssuedCertificate> {
  const serialNumber = newSerialNumber();
  const constant = clientExtensions(ca);
  const der = await signCertificate(ca.key, {
    serialNumber,
    issuer: ca.subject,
    subject: encodeNameDer([
      ['CN', request.clusterId],
      ['O', request.tenantId],
    ]),
    notBefore: request.notBefore,
    notAfter: request.notAfter,
    publicKeySpki: request.publicKeySpki,
    extensions: [
      ...constant.leading,
      subjectAltName({ uri: [clusterSanUri(request.tenantId, request.clusterId)] }),
      constant.authorityKeyIdentifier,
      subjectKeyIdentifier(request.keyIdentifier ?? keyIdentifier(request.publicKeySpki)),
    ],
  });
  return {
    pem: toPem('CERTIFICATE', der),
    serialNumber: normalizeSerial(serialNumber),
    // X.509 times hold whole seconds.
    notBefore: wholeSeconds(request.notBefore),
    notAfter: wholeSeconds(request.notAfter),
  };
}

export async function buildServerCertificate(
  ca: IssuingCa,
  serverPublicKeySpki: Uint8Array,
  hosts: { dns: string[]; ip: string[] },
  notBefore: Date,
  notAfter: Date,
): Promise<Buffer> {
  return signCertificate(ca.key, {
    serialNumber: newSerialNumber(),
    issuer: ca.subject,
    subject: encodeNameDer([
      ['CN', hosts.dns[0] ?? hosts.ip[0] ?? 'arcbridge'],
      ['O', 'ArcBridge'],
    ]),
    notBefore,
    notAfter,
    publicKeySpki: serverPublicKeySpki,
    extensions: [
      basicConstraints(false),
      keyUsage([KeyUsage.digitalSignature]),
      extendedKeyUsage([Oid.serverAuth]),
      subjectAltName({ dns: hosts.dns, ip: hosts.ip }),
      authorityKeyIdentifier(ca.keyIdentifier),
    ],
  });
}

function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
