import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import type { DesiredExtension } from '../../contract/desired';
import {
  findSecretReferences,
  SECRET_REF_KEY,
  secretNameOf,
  withSecretNames,
} from '../../contract/secret-references';
import type { KeyVaultSecretReference, SecretReference } from '../../contract/secret-references';
import type { KubeObject, KubeObjects } from '../kube/port';
import type { RestMapper } from '../kube/rest-mapper';
import { StepFailure } from './apply-step';

/** The Secrets Store CSI driver's API (secrets-store.csi.x-k8s.io/v1, served once its CRDs are installed). */
export const SECRET_PROVIDER_CLASS = {
  apiVersion: 'secrets-store.csi.x-k8s.io/v1',
  kind: 'SecretProviderClass',
};

export interface SecretDeps {
  mapper: RestMapper;
  /** The extension's actor: what it may read is what its references may name. */
  kube: KubeObjects;
}

/**
 * Resolves the `$secretRef`s of an extension's values in the cluster: each becomes the name of the
 * Kubernetes Secret that holds the value, and every Key Vault reference adds a SecretProviderClass
 * (applied, pruned and inventoried with the extension's other objects) that tells the Secrets Store
 * CSI driver's Azure provider what to mount and which Kubernetes Secret to sync it into. The values
 * themselves never pass through the agent.
 */
export async function resolveSecretReferences(
  extension: DesiredExtension,
  deps: SecretDeps,
): Promise<{ values: Record<string, unknown>; objects: KubeObject[] }> {
  const references = await checkSecretReferences(extension, deps);
  if (references.length === 0) return { values: extension.values, objects: [] };
  return {
    values: withSecretNames(extension.values),
    objects: secretProviderClasses(extension, references),
  };
}

/**
 * The references of an extension, each checked against the cluster: a Kubernetes Secret must exist
 * in the extension's namespace (with the key, when one is named), and Key Vault references need the
 * CSI driver's SecretProviderClass API. Throws a StepFailure naming every problem at once; the
 * reconciler also runs this at each drift check, so a Secret deleted later fails the extension.
 */
export async function checkSecretReferences(
  extension: DesiredExtension,
  deps: SecretDeps,
): Promise<SecretReference[]> {
  const found = findSecretReferences(extension.values);
  const invalid = found.filter((f) => f.invalid);
  if (invalid.length > 0)
    throw new StepFailure('SecretReferenceInvalid', invalid.map((f) => `${f.path}: ${f.invalid}`).join('; '));
  const references = found.map((f) => ({ path: f.path, reference: f.reference as SecretReference }));
  const missing: string[] = [];
  for (const { path, reference } of references) {
    const ref = reference[SECRET_REF_KEY];
    if (!('kubernetesSecret' in ref)) continue;
    const { name, key } = ref.kubernetesSecret;
    const where = `Secret ${extension.namespace}/${name}`;
    const secret = await deps.kube.get({
      apiVersion: 'v1',
      kind: 'Secret',
      name,
      namespace: extension.namespace,
    });
    if (!secret) missing.push(`${path}: ${where} does not exist`);
    else if (key !== undefined && !hasKey(secret, key)) missing.push(`${path}: ${where} has no key '${key}'`);
  }
  if (missing.length > 0) throw new StepFailure('SecretNotFound', missing.join('; '));
  const keyVault = references.filter(({ reference }) => 'keyVault' in reference[SECRET_REF_KEY]);
  if (
    keyVault.length > 0 &&
    !(await deps.mapper.tryMapping(SECRET_PROVIDER_CLASS.apiVersion, SECRET_PROVIDER_CLASS.kind))
  ) {
    throw new StepFailure(
      'SecretsStoreCsiDriverMissing',
      `${keyVault.map((r) => r.path).join(', ')} reference${keyVault.length === 1 ? 's a' : ''} Key Vault secret${keyVault.length === 1 ? '' : 's'}, ` +
        `but this cluster does not serve ${SECRET_PROVIDER_CLASS.apiVersion} ${SECRET_PROVIDER_CLASS.kind}: install the Secrets Store CSI driver ` +
        'with its Azure Key Vault provider (AKS: the azure-keyvault-secrets-provider add-on; Azure Arc: the Azure Key Vault Secrets Provider extension)',
    );
  }
  return references.map((r) => r.reference);
}

function hasKey(secret: KubeObject, key: string): boolean {
  const data = (secret.data ?? {}) as Record<string, unknown>;
  const stringData = (secret.stringData ?? {}) as Record<string, unknown>;
  return key in data || key in stringData;
}

/**
 * One SecretProviderClass per vault and identity (its `keyvaultName`, `tenantId` and `clientID` are
 * per class), in the extension's namespace (the driver requires the pod's namespace), with field
 * names as the Azure provider documents them: `parameters.objects` is a YAML string of an `array`
 * of YAML strings, and `secretObjects` syncs each mounted object into the Kubernetes Secret the
 * values name (the driver creates it once a pod mounts the volume).
 */
export function secretProviderClasses(
  extension: DesiredExtension,
  references: SecretReference[],
): KubeObject[] {
  const groups = new Map<string, KeyVaultSecretReference[]>();
  for (const reference of references) {
    const ref = reference[SECRET_REF_KEY];
    if (!('keyVault' in ref)) continue;
    const group = `${ref.keyVault.vault.toLowerCase()}/${ref.keyVault.tenantId}/${ref.keyVault.clientId ?? ''}`;
    groups.set(group, [...(groups.get(group) ?? []), ref.keyVault]);
  }
  return [...groups.entries()].map(([group, refs]) => {
    const { vault, tenantId, clientId } = refs[0]!;
    const objects = new Map<
      string,
      { objectName: string; objectType: 'secret'; objectVersion?: string; objectAlias: string }
    >();
    const secretObjects = new Map<
      string,
      { secretName: string; type: 'Opaque'; data: { objectName: string; key: string }[] }
    >();
    for (const ref of refs) {
      const secretName = secretNameOf({ [SECRET_REF_KEY]: { keyVault: ref } });
      // The alias is the mounted file's name: distinct for two versions of one secret.
      const alias = secretName.slice(`arcbridge-kv-${vault.toLowerCase()}-`.length);
      objects.set(alias, {
        objectName: ref.name,
        objectType: 'secret',
        ...(ref.version ? { objectVersion: ref.version } : {}),
        objectAlias: alias,
      });
      const synced = secretObjects.get(secretName) ?? { secretName, type: 'Opaque', data: [] };
      const key = ref.key ?? ref.name;
      if (!synced.data.some((d) => d.key === key)) synced.data.push({ objectName: alias, key });
      secretObjects.set(secretName, synced);
    }
    return {
      apiVersion: SECRET_PROVIDER_CLASS.apiVersion,
      kind: SECRET_PROVIDER_CLASS.kind,
      metadata: {
        name: `${extension.name}-kv-${vault.toLowerCase()}-${referenceId(group)}`,
        namespace: extension.namespace,
      },
      spec: {
        provider: 'azure',
        parameters: {
          keyvaultName: vault,
          tenantId,
          ...(clientId ? { clientID: clientId } : {}),
          usePodIdentity: 'false',
          objects: stringify({ array: [...objects.values()].map((object) => stringify(object)) }),
        },
        secretObjects: [...secretObjects.values()],
      },
    };
  });
}

/** A short stable id (object names): 8 hex digits of SHA-256. */
function referenceId(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 8);
}
