import type { TokenCredential } from '@azure/core-auth';
import { SecretClient } from '@azure/keyvault-secrets';
import type { SecretClientOptions } from '@azure/keyvault-secrets';
import { CredentialError, parseCredential } from './credentials';
import type { GitCredentials } from './credentials';
import type { GitCredential } from './git-remote';

/** The tag that binds a secret to the one tenant whose target may name it. */
export const TENANT_TAG = 'arcbridge-tenant';

export interface KeyVaultGitCredentialsOptions {
  /** `https://<vault>.vault.azure.net` (KEYVAULT_URL, the vault that holds the CA). */
  vaultUrl: string;
  /** DefaultAzureCredential in Azure (the app's managed identity, "Key Vault Secrets User" on the vault). */
  credential: TokenCredential;
  clientOptions?: Omit<SecretClientOptions, 'serviceVersion'>;
}

/**
 * Azure: the credential a GitOps target names is a Key Vault secret, read with the app's identity
 * when an export pushes (so a rotated secret is used from the next export on). The vault is shared
 * by every tenant, so a name alone would let one tenant's admin send another tenant's token to a
 * remote of their choosing: the secret must carry the tag `arcbridge-tenant=<tenantId>`, which only
 * whoever may write the vault can set. A secret that is missing, disabled or not the tenant's gets one
 * and the same answer (`notTenants`). The value never leaves this function except to the remote.
 */
export class KeyVaultGitCredentials implements GitCredentials {
  private readonly client: SecretClient;

  constructor(private readonly options: KeyVaultGitCredentialsOptions) {
    this.client = new SecretClient(options.vaultUrl, options.credential, options.clientOptions);
  }

  async resolve(tenantId: string, secretName: string): Promise<GitCredential> {
    let secret;
    try {
      secret = await this.client.getSecret(secretName);
    } catch (err) {
      throw new CredentialError(this.explain(err, tenantId, secretName));
    }
    const owner = secret.properties.tags?.[TENANT_TAG];
    if (owner !== tenantId)
      throw new CredentialError(notTenants(this.options.vaultUrl, tenantId, secretName));
    if (!secret.value || secret.value.trim() === '') {
      throw new CredentialError(`Key Vault secret '${secretName}' is empty`);
    }
    return parseCredential(secret.value);
  }

  /** What went wrong, from the service's error code; never the value (there is none in an error). */
  private explain(err: unknown, tenantId: string, secretName: string): string {
    const { statusCode, code, message } = err as { statusCode?: number; code?: string; message?: string };
    const vault = this.options.vaultUrl;
    if (statusCode === 404 || (statusCode === 403 && /disabled/i.test(message ?? ''))) {
      return notTenants(vault, tenantId, secretName);
    }
    if (statusCode === 401 || statusCode === 403) {
      return `the control plane may not read secrets in ${vault} (${code ?? statusCode}); it needs the role Key Vault Secrets User on the vault`;
    }
    return `Key Vault secret '${secretName}' could not be read from ${vault} (${code ?? statusCode ?? 'network error'}); the next export tries again`;
  }
}

/**
 * The one answer for a secret the tenant may not use, whether it does not exist, is disabled or is
 * tagged for someone else (or no one): the vault is shared, so telling these apart would let a
 * tenant learn which names other tenants' secrets have. Each case costs the same one read.
 */
function notTenants(vault: string, tenantId: string, secretName: string): string {
  return (
    `Key Vault secret '${secretName}' does not exist in ${vault}, is disabled or is not tagged for tenant ${tenantId}; ` +
    `a target may only name an enabled secret tagged ${TENANT_TAG}=${tenantId}. Create or tag it with: ` +
    `az keyvault secret set --vault-name <vault> --name ${secretName} --tags ${TENANT_TAG}=${tenantId} --file <token file>`
  );
}
