import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ClusterId, ClusterName, Labels, Region, TenantId, Timestamp } from './common';
import { GroupPath } from './targeting';

export const CreateBootstrapTokenRequest = z
  .object({
    ttlSeconds: z
      .number()
      .int()
      // The CLI's --ttl takes a duration (2d), so the bounds say their unit and the longest one.
      .min(60, 'at least 60 seconds (1m)')
      .max(24 * 3600, 'at most 86400 seconds (1d)')
      .optional()
      .describe('Lifetime in seconds; default 3600, at most 86400.'),
    description: z.string().max(256).optional(),
  })
  .strict()
  .meta({ id: 'CreateBootstrapTokenRequest' });

export const BootstrapTokenResponse = z
  .object({
    token: z.string().describe('Shown once; the control plane keeps only its SHA-256 hash.'),
    expiresAt: Timestamp,
  })
  .meta({ id: 'BootstrapToken' });

export const BootstrapTokenId = z
  .string()
  .regex(/^[a-f0-9]{64}$/, "a token id as 'tokens list' shows it: the SHA-256 of the token, 64 hex digits")
  .describe('The SHA-256 (hex) of the token: what the control plane stores instead of the token.');

/**
 * A token's id: the SHA-256 (hex) of the whole token, all the control plane stores of it. The CLI
 * computes it too, so a leaked token can be revoked by the token itself.
 */
export function bootstrapTokenId(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const BootstrapTokenSummary = z
  .object({
    id: BootstrapTokenId,
    description: z.string().nullable(),
    createdAt: Timestamp,
    createdBy: z.string(),
    expiresAt: Timestamp,
    state: z
      .enum(['Unused', 'Used', 'Expired'])
      .describe('Unused tokens can still register a cluster until they expire; revoke one with DELETE.'),
    usedAt: Timestamp.optional(),
    usedByClusterId: ClusterId.optional(),
  })
  .meta({ id: 'BootstrapTokenSummary' });

export const BootstrapTokenList = z
  .object({
    items: z.array(BootstrapTokenSummary),
    continuationToken: z.string().optional().describe('Pass back to get the next page; absent on the last.'),
  })
  .meta({ id: 'BootstrapTokenList' });

export const ListBootstrapTokensQuery = z
  .object({
    continuationToken: z.string().max(4096).optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
  })
  .strict();

const Pem = z
  .string()
  .min(1)
  .max(16 * 1024);

export const RegisterRequest = z
  .object({
    bootstrapToken: z.string().min(1).max(512),
    clusterUid: z.uuid().describe('The UID of the kube-system namespace: the cluster identity.'),
    csr: Pem.describe('PKCS#10 certificate signing request, PEM. EC P-256/P-384 or RSA >= 2048.'),
    name: ClusterName.optional().describe(
      "The cluster's name (what lists show; targeting's `name` property); without one the cluster id is its name. A re-registration that gives another name renames the cluster.",
    ),
    region: Region.optional(),
    labels: Labels.optional(),
    group: GroupPath.optional().describe('Hierarchical group path, e.g. retail/eu/store-0042.'),
  })
  .strict()
  .meta({ id: 'RegisterRequest' });

export const CertificateResponse = z
  .object({
    clusterId: ClusterId,
    tenantId: TenantId,
    certificate: z.string().describe('The client certificate, PEM.'),
    caCertificate: z.string().describe('The CA certificate that issued it, PEM.'),
    expiresAt: Timestamp,
  })
  .meta({ id: 'CertificateResponse' });

export const RenewRequest = z.object({ csr: Pem }).strict().meta({ id: 'RenewRequest' });
