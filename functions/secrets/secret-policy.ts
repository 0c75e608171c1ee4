import { findSecretReferences, SECRET_REF_KEY } from '../../contract/secret-references';
import type { SecretReference } from '../../contract/secret-references';
import type { FieldViolation } from '../../contract/problems';
import { findLiteralCredentials } from './literal-credentials';

/** Which secrets a tenant's extension values may reference. Names are exact, or a prefix ending in `*`. */
export interface TenantSecretAllowance {
  keyVaults?: string[];
  kubernetesSecrets?: string[];
}

export interface SecretPolicySettings {
  /** Per tenant; a tenant not listed may reference nothing. */
  allowed: Record<string, TenantSecretAllowance>;
  /** Reject values that look like literal credentials (literal-credentials.ts). */
  rejectLiteralSecrets: boolean;
}

/**
 * Checks extension values before they are stored (publish, assignment, direct assignment): every
 * `$secretRef` well-formed and allowed for the tenant, and, with the policy option on, no value
 * that looks like a credential in clear. Returns every violation at once.
 */
export class SecretPolicy {
  constructor(private readonly settings: SecretPolicySettings) {}

  violations(tenantId: string, values: unknown, path: string): FieldViolation[] {
    const out: FieldViolation[] = [];
    for (const found of findSecretReferences(values, path)) {
      if (found.invalid)
        out.push({ path: found.path, message: `not a valid secret reference: ${found.invalid}` });
      else if (found.reference) {
        const denied = this.denied(tenantId, found.reference);
        if (denied) out.push({ path: found.path, message: denied });
      }
    }
    if (this.settings.rejectLiteralSecrets) {
      for (const literal of findLiteralCredentials(values, path)) {
        out.push({
          path: literal.path,
          message:
            `${literal.why}; literal secrets are not accepted: put the value in Key Vault or a Kubernetes ` +
            `Secret and give {"${SECRET_REF_KEY}": {...}} instead`,
        });
      }
    }
    return out;
  }

  private denied(tenantId: string, reference: SecretReference): string | undefined {
    const allowance = this.settings.allowed[tenantId] ?? {};
    const ref = reference[SECRET_REF_KEY];
    if ('kubernetesSecret' in ref) {
      const { name } = ref.kubernetesSecret;
      if (matchesAny(name, allowance.kubernetesSecrets)) return undefined;
      return `Kubernetes Secret '${name}' is not allowed for tenant '${tenantId}' (allowed: ${list(allowance.kubernetesSecrets)}); ask an administrator to add it to ARCBRIDGE_SECRET_REFERENCES`;
    }
    const { vault, name } = ref.keyVault;
    if (
      matchesAny(
        vault.toLowerCase(),
        allowance.keyVaults?.map((v) => v.toLowerCase()),
      )
    )
      return undefined;
    return `Key Vault '${vault}' (secret '${name}') is not allowed for tenant '${tenantId}' (allowed: ${list(allowance.keyVaults)}); ask an administrator to add it to ARCBRIDGE_SECRET_REFERENCES`;
  }
}

function matchesAny(name: string, patterns: string[] | undefined): boolean {
  return (patterns ?? []).some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );
}

function list(patterns: string[] | undefined): string {
  return patterns && patterns.length > 0 ? patterns.join(', ') : 'none';
}
