import { createHash, createPublicKey, X509Certificate } from 'node:crypto';
import type { TokenCredential } from '@azure/identity';
import { CertificateClient } from '@azure/keyvault-certificates';
import type { CertificatePolicy, KeyVaultCertificate } from '@azure/keyvault-certificates';
import { CryptographyClient, KeyClient, parseKeyVaultKeyIdentifier } from '@azure/keyvault-keys';
import type { KeyVaultKey } from '@azure/keyvault-keys';
import { parseCertificate } from '../x509/certificate';
import { parseCertificationRequest } from '../../../contract/x509/certification-request';
import { toPem } from '../../../contract/x509/pem';
import { signatureSchemeOf, verifySignature } from '../../../contract/x509/signature';
import { buildCaCertificate } from './certificate-builder';
import {
  assertSameKey,
  isCaCertificate,
  keyVaultSigningKey,
  publicKeyOf,
  statusOf,
  toSignerError,
} from './keyvault-signer';
import type { KeyVaultClientOptions } from './keyvault-signer';

/**
 * `arcbridge ca init --vault URL`: puts an ArcBridge CA into Key Vault, idempotently.
 *
 * Why this dance (see docs/adapters/key-vault.md):
 * - Key Vault's own self-signed certificates always carry CA:FALSE, so the CA certificate must be
 *   built by us (CA:TRUE, pathLen 0, keyCertSign) and signed with the vault key, which never
 *   leaves the vault (non-exportable; we only ever send digests to `sign`).
 * - Key Vault can only store a certificate for a key it created for that certificate (a key with
 *   the certificate's name); it cannot adopt a separately created key, and importing would need
 *   the private key. So the CA key is the certificate's key.
 * - A pending (issuer `Unknown`) certificate exposes a CSR but no key id to sign with. So we first
 *   create a short-lived `Self`-issued "bootstrap" version, whose completed bundle names the key
 *   version, then a new version with issuer `Unknown` and `reuseKey: true` (same key, pending CSR),
 *   sign our CA certificate for that key with the bootstrap key version, and merge it. The merged
 *   version becomes the latest one; the Signer loads it and signs with its versioned key id.
 *
 * Every step is resumable: a run interrupted after any step is completed by the next run, and a
 * run against an initialised vault only reads.
 */
export interface KeyVaultCaInitOptions {
  /** `https://<vault>.vault.azure.net` */
  vaultUrl: string;
  credential: TokenCredential;
  /** The Key Vault certificate that holds the CA (default name used by the CLI: `arcbridge-ca`). */
  certificateName: string;
  /**
   * The CA key's name. Key Vault names a certificate's key after the certificate, so this must equal
   * `certificateName` when given; it exists so callers can state it explicitly.
   */
  keyName?: string;
  /** EC-HSM instead of EC (needs a Premium vault). Default false. */
  hsm?: boolean;
  clientOptions?: KeyVaultClientOptions;
  /** Default `ArcBridge CA`. The subject is `CN=<commonName>, O=ArcBridge`. */
  commonName?: string;
  /** Default 10. */
  validityYears?: number;
  /** How often to poll the bootstrap certificate's creation. Default 2000 ms (the SDK's). */
  pollIntervalMs?: number;
  onProgress?: (progress: KeyVaultCaInitProgress) => void;
  now?: Date;
}

export type KeyVaultCaInitStep = 'inspect' | 'create-key' | 'request-csr' | 'sign' | 'store' | 'verify';

export interface KeyVaultCaInitProgress {
  step: KeyVaultCaInitStep;
  message: string;
}

export interface KeyVaultCaInitResult {
  /** `created`: this run stored the CA certificate; `already-initialised`: it only read. */
  status: 'created' | 'already-initialised';
  /** This run finished what an interrupted earlier run started. */
  resumed: boolean;
  certificateId: string;
  /** Versioned id of the CA key: what the Signer signs with. */
  keyId: string;
  certificatePem: string;
  /** SHA-256 of the DER certificate, uppercase hex. */
  fingerprintSha256: string;
  notAfter: Date;
}

/** Tag on each certificate version this code creates, so a rerun knows what it may resume. */
export const ROLE_TAG = 'arcbridge-role';
const ROLE_BOOTSTRAP = 'ca-bootstrap';
const ROLE_CA = 'ca';
const DAY_MS = 24 * 3600 * 1000;

export async function initKeyVaultCa(options: KeyVaultCaInitOptions): Promise<KeyVaultCaInitResult> {
  const { vaultUrl, credential, certificateName: name } = options;
  if (options.keyName !== undefined && options.keyName !== name) {
    throw new Error(
      `keyName '${options.keyName}' must equal certificateName '${name}': Key Vault keeps a certificate's key under the ` +
        `certificate's name and cannot attach a certificate to another key.`,
    );
  }
  const clientOptions = options.clientOptions ?? {};
  const progress = options.onProgress ?? (() => undefined);
  const certificates = new CertificateClient(vaultUrl, credential, clientOptions);
  const keys = new KeyClient(vaultUrl, credential, clientOptions);
  const subject = `CN=${options.commonName ?? 'ArcBridge CA'}, O=ArcBridge`;
  try {
    progress({ step: 'inspect', message: `Reading certificate '${name}' in ${vaultUrl}.` });
    const latest = await getLatest(certificates, name);
    if (latest?.cer && latest.cer.length > 0) {
      const current = Buffer.from(latest.cer);
      if (isCaCertificate(current)) {
        await loadMatchingKey(keys, latest.keyId, current, name);
        progress({
          step: 'verify',
          message: `Certificate '${name}' is already an ArcBridge CA; nothing to do.`,
        });
        return result('already-initialised', false, latest, current);
      }
    }
    if (latest && !isOurs(latest)) {
      throw new Error(
        `Certificate '${name}' in ${vaultUrl} exists but is not an ArcBridge CA (not CA:TRUE with path length 0, and not ` +
          `tagged ${ROLE_TAG} by a previous 'ca init'). Refusing to replace it; choose another certificate name.`,
      );
    }
    let resumed = latest !== undefined;

    let bootstrap = await findBootstrap(certificates, name, latest);
    if (!bootstrap) {
      progress({
        step: 'create-key',
        message: `Creating the non-exportable ${options.hsm ? 'EC-HSM' : 'EC'} P-256 key '${name}' in the vault.`,
      });
      const poller = await certificates.beginCreateCertificate(
        name,
        bootstrapPolicy(subject, options.hsm === true),
        {
          tags: { [ROLE_TAG]: ROLE_BOOTSTRAP },
          ...(options.pollIntervalMs === undefined ? {} : { intervalInMs: options.pollIntervalMs }),
        },
      );
      bootstrap = await poller.pollUntilDone();
      if (!bootstrap.cer || !bootstrap.keyId)
        throw new Error(`Key Vault did not complete certificate '${name}'.`);
    }
    const bootstrapCertificate = Buffer.from(bootstrap.cer as Uint8Array);
    const vaultKey = await loadMatchingKey(keys, bootstrap.keyId, bootstrapCertificate, name);
    const publicKey = publicKeyOf(bootstrapCertificate);
    const publicKeySpki = parseCertificate(bootstrapCertificate).publicKeySpki;

    let csrDer = await pendingCsr(certificates, name);
    if (csrDer) {
      resumed = true;
    } else {
      progress({
        step: 'request-csr',
        message: `Requesting a CSR for key '${name}' (issuer Unknown, same key).`,
      });
      await certificates.beginCreateCertificate(name, caPolicy(subject, options), {
        tags: { [ROLE_TAG]: ROLE_CA },
      });
      csrDer = await pendingCsr(certificates, name);
      if (!csrDer) throw new Error(`Key Vault returned no CSR for certificate '${name}'.`);
    }
    if (!pendingCsrIsFor(csrDer, publicKeySpki)) {
      throw new Error(
        `The pending request on certificate '${name}' is not for the CA key created earlier. Delete it ` +
          `(az keyvault certificate pending delete --vault-name <vault> --name ${name}) and run 'ca init' again.`,
      );
    }

    progress({
      step: 'sign',
      message: `Signing the CA certificate with key ${vaultKey.id} (the key stays in the vault).`,
    });
    const cryptography = new CryptographyClient(vaultKey, credential, clientOptions);
    const now = options.now ?? new Date();
    const ca = await buildCaCertificate(
      keyVaultSigningKey(cryptography, publicKeySpki),
      options.commonName ?? 'ArcBridge CA',
      new Date(now.getTime() - 60_000),
      new Date(now.getTime() + (options.validityYears ?? 10) * 365 * DAY_MS),
    );
    if (!new X509Certificate(ca).verify(publicKey)) {
      throw new Error(
        `The signature Key Vault produced does not verify with the key of certificate '${name}'.`,
      );
    }

    progress({ step: 'store', message: `Merging the CA certificate into Key Vault certificate '${name}'.` });
    const merged = await certificates.mergeCertificate(name, [new Uint8Array(ca)]);
    if (!merged.cer || !Buffer.from(merged.cer).equals(ca)) {
      throw new Error(`Key Vault stored a different certificate than the one merged into '${name}'.`);
    }
    progress({
      step: 'verify',
      message: `Checking that the stored certificate's key id signs with the CA key.`,
    });
    await loadMatchingKey(keys, merged.keyId, ca, name);
    return result('created', resumed, merged, ca);
  } catch (err) {
    throw toSignerError(err, 5);
  }
}

function bootstrapPolicy(subject: string, hsm: boolean): CertificatePolicy {
  return {
    issuerName: 'Self',
    subject,
    keyType: hsm ? 'EC-HSM' : 'EC',
    keyCurveName: 'P-256',
    exportable: false,
    reuseKey: false,
    keyUsage: ['digitalSignature', 'keyCertSign'],
    validityInMonths: 1,
    contentType: 'application/x-pem-file',
  };
}

function caPolicy(subject: string, options: KeyVaultCaInitOptions): CertificatePolicy {
  return {
    issuerName: 'Unknown',
    subject,
    keyType: options.hsm ? 'EC-HSM' : 'EC',
    keyCurveName: 'P-256',
    exportable: false,
    reuseKey: true,
    // Only the CSR sees this (the certificate we merge carries keyCertSign | cRLSign). digitalSignature
    // is kept so the service has no reason to drop `sign` from the key's allowed operations.
    keyUsage: ['digitalSignature', 'keyCertSign', 'cRLSign'],
    validityInMonths: (options.validityYears ?? 10) * 12,
    contentType: 'application/x-pem-file',
  };
}

async function getLatest(
  certificates: CertificateClient,
  name: string,
): Promise<KeyVaultCertificate | undefined> {
  try {
    return await certificates.getCertificate(name);
  } catch (err) {
    if (statusOf(err) === 404) return undefined;
    throw err;
  }
}

function isOurs(certificate: KeyVaultCertificate): boolean {
  const role = certificate.properties.tags?.[ROLE_TAG];
  return role === ROLE_BOOTSTRAP || role === ROLE_CA;
}

/** The newest completed bootstrap version (the latest one, or an older one behind a pending CA version). */
async function findBootstrap(
  certificates: CertificateClient,
  name: string,
  latest: KeyVaultCertificate | undefined,
): Promise<KeyVaultCertificate | undefined> {
  if (!latest) return undefined;
  if (latest.properties.tags?.[ROLE_TAG] === ROLE_BOOTSTRAP && latest.cer && latest.cer.length > 0)
    return latest;
  let newest: { version: string; createdOn: number } | undefined;
  for await (const version of certificates.listPropertiesOfCertificateVersions(name)) {
    if (version.tags?.[ROLE_TAG] !== ROLE_BOOTSTRAP || !version.version || !version.x509Thumbprint) continue;
    const createdOn = version.createdOn?.getTime() ?? 0;
    if (!newest || createdOn >= newest.createdOn) newest = { version: version.version, createdOn };
  }
  return newest ? certificates.getCertificateVersion(name, newest.version) : undefined;
}

async function pendingCsr(certificates: CertificateClient, name: string): Promise<Uint8Array | undefined> {
  try {
    const poller = await certificates.getCertificateOperation(name);
    const operation = poller.getOperationState().certificateOperation;
    if (operation?.status === 'inProgress' && operation.issuerName === 'Unknown' && operation.csr)
      return operation.csr;
    return undefined;
  } catch (err) {
    if (statusOf(err) === 404) return undefined;
    throw err;
  }
}

/** The CSR Key Vault issued is for the key we created and is signed by it. */
function pendingCsrIsFor(csrDer: Uint8Array, publicKeySpki: Buffer): boolean {
  try {
    const csr = parseCertificationRequest(csrDer);
    const scheme = signatureSchemeOf(csr.signatureAlgorithm);
    const key = createPublicKey({ key: csr.publicKeySpki, format: 'der', type: 'spki' });
    return (
      csr.publicKeySpki.equals(publicKeySpki) &&
      scheme !== undefined &&
      verifySignature(scheme, key, csr.info, csr.signature)
    );
  } catch {
    return false;
  }
}

async function loadMatchingKey(
  keys: KeyClient,
  keyId: string | undefined,
  certificate: Buffer,
  name: string,
): Promise<KeyVaultKey> {
  if (!keyId) throw new Error(`Certificate '${name}' has no key id.`);
  const { name: keyName, version } = parseKeyVaultKeyIdentifier(keyId);
  const key = await keys.getKey(keyName, version ? { version } : {});
  assertSameKey(key, publicKeyOf(certificate), `certificate '${name}'`);
  return key;
}

function result(
  status: KeyVaultCaInitResult['status'],
  resumed: boolean,
  stored: KeyVaultCertificate,
  certificate: Buffer,
): KeyVaultCaInitResult {
  return {
    status,
    resumed,
    certificateId: stored.id ?? stored.name,
    keyId: stored.keyId ?? '',
    certificatePem: toPem('CERTIFICATE', certificate),
    fingerprintSha256: createHash('sha256').update(certificate).digest('hex').toUpperCase(),
    notAfter: parseCertificate(certificate).notAfter,
  };
}
