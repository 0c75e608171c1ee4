import { createHash, randomBytes } from 'node:crypto';
import type { DocumentBase } from '../platform/store/store';

/**
 * Bootstrap tokens look like `abt.<tenant>.<43 base64url chars>`. The tenant travels in the
 * token so registration can find the (tenant-partitioned) record without a cross-tenant index;
 * the 256-bit secret part is what makes it unguessable. Only the SHA-256 of the whole token is stored.
 */
export interface BootstrapTokenDocument extends DocumentBase {
  /** id = bootstrapTokenId(token) (contract/registration.ts): the SHA-256 of the token, hex. */
  description: string | null;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  usedAt?: string;
  usedByClusterId?: string;
  /**
   * The etag of the cluster document when the token was consumed (null: there was none). While the
   * cluster is still exactly that, the registration's cluster write never landed (the process died
   * between the two writes), and the same cluster may finish it (see RegistrationService).
   */
  usedOverClusterEtag?: string | null;
  /** The serial of the certificate the token's use issued. */
  issuedSerial?: string;
  /** SHA-256 (hex) of the public key (SubjectPublicKeyInfo DER) that certificate was issued for. */
  publicKeySha256?: string;
  /** The store removes the record this many seconds after its last write (time-to-live.ts). */
  ttl: number;
}

const TOKEN = /^abt\.([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)\.([A-Za-z0-9_-]{43})$/;

export function mintToken(tenantId: string): string {
  return `abt.${tenantId}.${randomBytes(32).toString('base64url')}`;
}

export function publicKeyHash(publicKeySpki: Uint8Array): string {
  return createHash('sha256').update(publicKeySpki).digest('hex');
}

export function tenantOfToken(token: string): string | undefined {
  return TOKEN.exec(token)?.[1];
}
