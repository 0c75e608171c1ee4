/**
 * The Signer port: a certificate authority whose private key never leaves where it lives
 * (a file in the embedded data dir, or Key Vault in Azure). Callers hand it a validated public
 * key and the identity to bind; it returns a signed client certificate.
 */
export interface ClientCertificateRequest {
  /** SubjectPublicKeyInfo, DER. Validated by the caller (see csr.ts). */
  publicKeySpki: Uint8Array;
  /**
   * The key's identifier (RFC 5280 4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits) when the
   * caller already read the key (the CSR check does); worked out from publicKeySpki otherwise.
   */
  keyIdentifier?: Uint8Array;
  tenantId: string;
  clusterId: string;
  notBefore: Date;
  notAfter: Date;
}

export interface IssuedCertificate {
  pem: string;
  /** Uppercase hex without leading zeros: the form node:crypto's X509Certificate reports. */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
}

/**
 * The CA cannot sign right now (Key Vault throttled us, or it or Entra ID is unreachable).
 * Transient by nature: callers answer 503 with Retry-After instead of failing the request for good.
 */
export class SignerUnavailableError extends Error {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SignerUnavailableError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export interface Signer {
  caCertificatePem(): Promise<string>;
  issueClientCertificate(request: ClientCertificateRequest): Promise<IssuedCertificate>;
}

/** The SAN URI that binds a client certificate to one cluster in one tenant. */
export function clusterSanUri(tenantId: string, clusterId: string): string {
  return `urn:arcbridge:tenant:${tenantId}:cluster:${clusterId}`;
}

const SAN_URI = /^urn:arcbridge:tenant:([a-z0-9-]+):cluster:(c-[a-z0-9]+)$/;

export function parseClusterSanUri(uri: string): { tenantId: string; clusterId: string } | undefined {
  const match = SAN_URI.exec(uri);
  return match ? { tenantId: match[1] as string, clusterId: match[2] as string } : undefined;
}

export function normalizeSerial(serial: string): string {
  return serial
    .replace(/:/g, '')
    .toUpperCase()
    .replace(/^0+(?=.)/, '');
}

/**
 * The CA's signing rate is used up: the admission in front of Key Vault refused the call, or Key
 * Vault itself answered 429. Callers answer 429 with Retry-After; nothing was signed or written.
 */
export class SignerThrottledError extends SignerUnavailableError {
  constructor(message: string, retryAfterSeconds: number, options?: { cause?: unknown }) {
    super(message, retryAfterSeconds, options);
    this.name = 'SignerThrottledError';
  }
}
