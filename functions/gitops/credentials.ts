import { constants, openSync, closeSync, fstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GitCredential } from './git-remote';

/** Resolves the credential a GitOps target names. The value is never stored, logged or returned by the API. */
export interface GitCredentials {
  resolve(tenantId: string, secretName: string): Promise<GitCredential>;
}

export class CredentialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialError';
  }
}

/**
 * `token` (sent as the password of user `x-access-token`, which GitHub, GitLab, Azure DevOps and
 * Gitea accept with a personal access or installation token) or `user:password`.
 */
export function parseCredential(raw: string): GitCredential {
  const value = raw.trim();
  const colon = value.indexOf(':');
  if (colon > 0) return { username: value.slice(0, colon), password: value.slice(colon + 1) };
  return { username: 'x-access-token', password: value };
}

/**
 * The embedded default: `<data dir>/gitops-credentials/<tenantId>/<name>`, one folder per tenant
 * so a tenant can only name its own files. A file others may read is refused, like ssh does
 * with a private key.
 */
export class FileGitCredentials implements GitCredentials {
  constructor(private readonly dataDir: string) {}

  static pathOf(dataDir: string, tenantId: string, secretName: string): string {
    return join(dataDir, 'gitops-credentials', tenantId, secretName);
  }

  async resolve(tenantId: string, secretName: string): Promise<GitCredential> {
    const path = FileGitCredentials.pathOf(this.dataDir, tenantId, secretName);
    let fd: number;
    try {
      fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch {
      throw new CredentialError(
        `the credential file ${path} does not exist or cannot be read; write the token there (mode 600)`,
      );
    }
    try {
      const stat = fstatSync(fd);
      if ((stat.mode & 0o077) !== 0) {
        throw new CredentialError(
          `the credential file ${path} is readable by others; run: chmod 600 ${path}`,
        );
      }
      const raw = readFileSync(fd, 'utf8');
      if (raw.trim() === '') throw new CredentialError(`the credential file ${path} is empty`);
      return parseCredential(raw);
    } finally {
      closeSync(fd);
    }
  }
}

/** Where the host wires no credential store (a composition without Key Vault): every named credential fails clearly. */
export class UnavailableGitCredentials implements GitCredentials {
  async resolve(tenantId: string, secretName: string): Promise<GitCredential> {
    throw new CredentialError(
      `credential '${secretName}' of tenant ${tenantId} cannot be read: this host has no credential store configured`,
    );
  }
}
