import { z } from 'zod';
import { TenantId } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Git's ref-name rules (git-check-ref-format) for a branch: no `..`, no control characters, no
 * space ~ ^ : ? * [ \, no leading `-` or `/`, no trailing `/` or `.lock`, no `@{`, no `//`.
 */
const BranchName = z
  .string()
  .min(1)
  .max(200)
  .regex(
    /^(?!-)(?!\/)(?!.*\/\/)(?!.*\.\.)(?!.*@\{)(?!.*\.lock$)(?!.*\/$)(?!.*\.$)[^\s~^:?*[\\\p{Cc}]+$/u,
    'a Git branch name (e.g. main or fleet/prod)',
  );

/** A folder inside the repository: relative, `/`-separated, no `.`/`..` segments. */
const RepoPath = z
  .string()
  .max(200)
  .regex(
    /^([A-Za-z0-9_][A-Za-z0-9_.-]*)(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$|^$/,
    'a relative folder in the repository (letters, digits, _ . - and /; empty for the root)',
  );

/** Key Vault secret names (1-127 letters, digits and dashes); the embedded default uses the same rule for file names. */
export const CredentialSecretName = z
  .string()
  .regex(/^[0-9A-Za-z-]{1,127}$/, 'a Key Vault secret name: 1-127 letters, digits and dashes')
  .meta({ id: 'GitOpsCredentialSecretName', example: 'gitops-contoso' });

const RepositoryUrl = z
  .string()
  .max(2048)
  .regex(/^(https|file):\/\//, 'an https:// URL (file:// on the embedded default only)')
  .refine((url) => {
    try {
      const parsed = new URL(url);
      return parsed.username === '' && parsed.password === '';
    } catch {
      return false;
    }
  }, 'a valid URL without user or password in it; put the credential in `credential`')
  .refine((url) => {
    try {
      const parsed = new URL(url);
      // Git appends /info/refs?service=... to the URL: a query or fragment of ours would swallow it.
      return parsed.search === '' && parsed.hash === '' && !/[?#]/.test(url);
    } catch {
      return true;
    }
  }, 'a repository URL without ?query or #fragment (git appends its own path to it)')
  .describe('The repository to clone and push to.');

export const PutGitOpsTargetRequest = z
  .object({
    url: RepositoryUrl,
    branch: BranchName.default('main').describe('The branch the export commits to; created when missing.'),
    path: RepoPath.default('').describe('Folder in the repository the export owns; empty for the root.'),
    credential: z
      .object({
        secret: CredentialSecretName.describe(
          'The name of the credential, never its value: on the embedded default the file <data dir>/gitops-credentials/<tenantId>/<name> (mode 600); in Azure a Key Vault secret (see docs/gitops.md). Its content is a token or user:password.',
        ),
      })
      .strict()
      .nullable()
      .optional()
      .describe('How to authenticate; omit or null for a repository that needs none.'),
  })
  .strict()
  .meta({ id: 'PutGitOpsTargetRequest' });
export type PutGitOpsTargetRequest = z.infer<typeof PutGitOpsTargetRequest>;

export const GitOpsExport = z
  .object({
    commit: z.string().nullable().describe('The last commit the export pushed (or found already there).'),
    exportedAt: z.string().nullable().describe('When the last export succeeded.'),
    attemptedAt: z.string().describe('When the last export was tried.'),
    clusters: z.number().int().min(0).describe('Clusters in the last successful export.'),
    skipped: z
      .array(z.object({ clusterId: z.string(), extension: z.string(), reason: z.string() }))
      .describe('Extensions the Flux layout cannot express (at most 100 listed).'),
    error: z
      .object({ code: z.string(), message: z.string(), since: z.string() })
      .nullable()
      .describe('Why the last attempt failed; null after a success.'),
  })
  .meta({ id: 'GitOpsExport' });
export type GitOpsExport = z.infer<typeof GitOpsExport>;

export const GitOpsTarget = z
  .object({
    tenantId: TenantId,
    url: z.string(),
    branch: z.string(),
    path: z.string(),
    credential: z.object({ secret: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastExport: GitOpsExport.nullable().describe('null until the first export ran.'),
  })
  .meta({ id: 'GitOpsTarget' });
export type GitOpsTarget = z.infer<typeof GitOpsTarget>;

const TenantParams = z.object({ tenantId: TenantId });
const common401 = { description: 'Missing, invalid or expired credentials.' };
const common403 = { description: 'The caller may not act on this tenant.' };

export const gitopsEndpoints = {
  putGitOpsTarget: defineEndpoint({
    name: 'putGitOpsTarget',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/gitops',
    auth: 'operator',
    role: 'admin',
    tag: 'gitops',
    summary: "Export the tenant's desired state to a Git repository for Flux (idempotent)",
    description:
      'The control plane commits one folder per cluster (clusters/<clusterId>) under `path` on `branch`. The credential is named, never sent: a Key Vault secret in Azure, a file in the data dir on the embedded default.',
    params: TenantParams,
    body: PutGitOpsTargetRequest,
    maxBodyBytes: 8 * 1024,
    responses: {
      200: { description: 'Updated (or unchanged)', schema: GitOpsTarget },
      201: { description: 'Created', schema: GitOpsTarget },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      409: {
        description:
          'Another tenant exports to an overlapping folder of the same branch of this repository; `detail` names the folder.',
      },
      413: { description: 'Body over 8 KiB' },
      422: {
        description:
          "`violations` lists every invalid field ({path, message}): a host at an address the control plane does not reach, a file:// repository outside the tenant's folder or not on the embedded default.",
      },
    },
  }),
  getGitOpsTarget: defineEndpoint({
    name: 'getGitOpsTarget',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/gitops',
    auth: 'operator',
    role: 'reader',
    tag: 'gitops',
    summary: 'The GitOps target and how its last export went (commit, time, error)',
    params: TenantParams,
    responses: {
      200: { description: 'The target', schema: GitOpsTarget },
      401: common401,
      403: common403,
      404: { description: 'The tenant exports nothing to Git' },
    },
  }),
  deleteGitOpsTarget: defineEndpoint({
    name: 'deleteGitOpsTarget',
    method: 'DELETE',
    route: 'v1/tenants/{tenantId}/gitops',
    auth: 'operator',
    role: 'admin',
    tag: 'gitops',
    summary: 'Stop exporting to Git (the repository is left as it is)',
    params: TenantParams,
    responses: {
      204: { description: 'Deleted' },
      401: common401,
      403: common403,
      404: { description: 'The tenant exports nothing to Git' },
    },
  }),
};
