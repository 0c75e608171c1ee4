import { z } from 'zod';

/**
 * Secrets by reference: anywhere in extension values, `{ "$secretRef": { ... } }` stands for a
 * secret the cluster already has or fetches itself, so the control plane only ever stores and
 * hydrates the reference. The agent replaces each reference with the name of the Kubernetes Secret
 * that holds the value (what charts take as `existingSecret`), creating a Secrets Store CSI
 * `SecretProviderClass` for Key Vault references. The control plane validates values with the same
 * substitution, so a values schema that says `type: string` accepts a reference.
 */
export const SECRET_REF_KEY = '$secretRef';

/** How the API contract (OpenAPI descriptions of values) tells users about references. */
export const SECRET_REFS_ALLOWED =
  'Any value may be a secret reference instead of the secret: {"$secretRef": {"kubernetesSecret": {"name", "key"?}}} ' +
  'or {"$secretRef": {"keyVault": {"vault", "name", "tenantId", "key"?, "clientId"?, "version"?}}}; only the reference ' +
  'is stored, and the agent resolves it to the name of the Kubernetes Secret holding the value (docs/api.md).';

const KubernetesName = z
  .string()
  .max(253)
  .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/, 'a Kubernetes object name');
const SecretKey = z
  .string()
  .max(253)
  .regex(/^[-._a-zA-Z0-9]+$/, 'a Secret data key (letters, digits, dashes, dots, underscores)');
const Guid = z.string().regex(/^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/, 'a GUID');

/** Key Vault names: 3-24 letters, digits and dashes, starting with a letter (Azure's naming rules). */
export const KeyVaultName = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9-]{1,22}[a-zA-Z0-9]$/, 'a Key Vault name (3-24 letters, digits, dashes)');

export const KubernetesSecretReference = z
  .object({
    name: KubernetesName.describe("A Secret in the extension's namespace."),
    key: SecretKey.optional().describe('The data key the agent checks for; any key when absent.'),
  })
  .strict();

export const KeyVaultSecretReference = z
  .object({
    vault: KeyVaultName.describe('The Key Vault (name, not URL).'),
    name: z
      .string()
      .regex(/^[a-zA-Z0-9-]{1,127}$/, 'a Key Vault secret name (1-127 letters, digits, dashes)')
      .describe('The secret in the vault.'),
    version: z
      .string()
      .regex(/^[a-f0-9]{32}$/, 'a Key Vault secret version (32 hex digits)')
      .optional()
      .describe('Pins a version; the latest when absent.'),
    key: SecretKey.optional().describe(
      'The data key of the synced Kubernetes Secret; default the secret name.',
    ),
    tenantId: Guid.describe('The Entra ID tenant of the vault.'),
    clientId: Guid.optional().describe(
      'Workload identity client ID the CSI provider authenticates as; absent: the provider default.',
    ),
  })
  .strict();

export const SecretReference = z
  .object({
    [SECRET_REF_KEY]: z.union([
      z.object({ kubernetesSecret: KubernetesSecretReference }).strict(),
      z.object({ keyVault: KeyVaultSecretReference }).strict(),
    ]),
  })
  .strict()
  .meta({ id: 'SecretReference' });
export type SecretReference = z.infer<typeof SecretReference>;
export type KeyVaultSecretReference = z.infer<typeof KeyVaultSecretReference>;

export interface FoundReference {
  /** Where in the values, e.g. `values.db.password`. */
  path: string;
  reference?: SecretReference;
  /** Why the object under `$secretRef` is not a valid reference. */
  invalid?: string;
}

/** Every `$secretRef` in `values`, valid or not, in document order. */
export function findSecretReferences(values: unknown, path = 'values'): FoundReference[] {
  const found: FoundReference[] = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${at}[${i}]`));
    if (!value || typeof value !== 'object') return;
    if (Object.prototype.hasOwnProperty.call(value, SECRET_REF_KEY)) {
      const parsed = SecretReference.safeParse(value);
      if (parsed.success) found.push({ path: at, reference: parsed.data });
      else
        found.push({
          path: at,
          invalid: parsed.error.issues
            .map((issue) => `${[SECRET_REF_KEY, ...issue.path].join('.')}: ${issue.message}`)
            .join('; '),
        });
      return;
    }
    for (const [key, child] of Object.entries(value)) walk(child, `${at}.${key}`);
  };
  walk(values, path);
  return found;
}

/**
 * The Kubernetes Secret a reference resolves to: the Secret itself, or the one the CSI driver
 * syncs a Key Vault secret into (`arcbridge-kv-<vault>-<name>`, version-suffixed when pinned;
 * Key Vault names are case-insensitive, Kubernetes names lower-case).
 */
export function secretNameOf(reference: SecretReference): string {
  const ref = reference[SECRET_REF_KEY];
  if ('kubernetesSecret' in ref) return ref.kubernetesSecret.name;
  const { vault, name, version } = ref.keyVault;
  const base = `arcbridge-kv-${vault}-${name}`.toLowerCase();
  return version ? `${base}-${version.slice(0, 8)}` : base;
}

/** `values` with every valid reference replaced by the name of its Kubernetes Secret. */
export function withSecretNames<T>(values: T): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    if (Object.prototype.hasOwnProperty.call(value, SECRET_REF_KEY)) {
      const parsed = SecretReference.safeParse(value);
      return parsed.success ? secretNameOf(parsed.data) : value;
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)]));
  };
  return walk(values) as T;
}
