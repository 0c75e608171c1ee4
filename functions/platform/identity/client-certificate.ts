import { X509Certificate } from 'node:crypto';
import { normalizeSerial, parseClusterSanUri } from '../signer/signer';
import { problems } from '../../../contract/problems';

export interface CertificateIdentity {
  tenantId: string;
  clusterId: string;
  serialNumber: string;
  notAfter: Date;
}

const OID_CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';

/**
 * The header that carries the TLS-verified client certificate. Azure's front end sets it after
 * the handshake (and strips any value a client sent); the embedded host does the same from the
 * socket's peer certificate. Handlers therefore read one place in both environments.
 */
export const CLIENT_CERT_HEADER = 'x-arr-clientcert';

/**
 * Checks that a client certificate was issued by our CA, is within its validity window, is meant
 * for client authentication, and names exactly one cluster. Whether its serial is still the
 * cluster's current one is checked against the store by the caller.
 */
export function verifyClientCertificate(
  headerValue: string | null,
  ca: X509Certificate,
  now: Date,
): CertificateIdentity {
  if (!headerValue) {
    throw problems.unauthorized(
      'This endpoint needs the client certificate issued at registration (mutual TLS). Register first with POST /api/v1/register.',
    );
  }
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(decodeHeader(headerValue));
  } catch {
    throw problems.unauthorized('The client certificate cannot be parsed.');
  }
  if (!cert.checkIssued(ca) || !cert.verify(ca.publicKey)) {
    throw problems.unauthorized('The client certificate was not issued by this control plane.');
  }
  const notBefore = new Date(cert.validFrom);
  const notAfter = new Date(cert.validTo);
  if (now < notBefore || now > notAfter) {
    throw problems.unauthorized(
      'The client certificate has expired or is not valid yet; register again with a new bootstrap token.',
    );
  }
  if (!(cert.keyUsage ?? []).includes(OID_CLIENT_AUTH)) {
    throw problems.unauthorized('The certificate is not a client authentication certificate.');
  }
  const uris = (cert.subjectAltName ?? '')
    .split(/,\s*/)
    .filter((entry) => entry.startsWith('URI:'))
    .map((entry) => entry.slice(4));
  const identities = uris.map(parseClusterSanUri).filter((identity) => identity !== undefined);
  const identity = identities[0];
  if (!identity || identities.length !== 1) {
    throw problems.unauthorized('The client certificate does not name exactly one ArcBridge cluster.');
  }
  return { ...identity, serialNumber: normalizeSerial(cert.serialNumber), notAfter };
}

/** Accepts PEM or base64 DER (the form App Service uses in X-ARR-ClientCert). */
export function decodeHeader(value: string): Buffer | string {
  const trimmed = value.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  if (trimmed.includes('%')) return decodeURIComponent(trimmed);
  return Buffer.from(trimmed, 'base64');
}
