import type { DesiredExtension } from '../../contract/desired';
import type { KubeObject, KubeObjects } from '../kube/port';
import type { RestMapper } from '../kube/rest-mapper';
import { StepFailure } from './apply-step';
import { applyPolicy, checkValues } from './policy';
import type { Renderer } from './render/port';
import type { ScopedObject } from './scope';
import { resolveScopes, UnknownKindError } from './scope';
import { resolveSecretReferences } from './secret-references';

/**
 * Everything before the first write to the cluster: values against the extension's schema,
 * render, scope from discovery, policy (namespaces, cluster-scoped permission), and the labels
 * that mark the objects as the agent's. Fails with the step's reason; applies nothing.
 */
export async function prepareObjects(
  extension: DesiredExtension,
  deps: {
    renderer: Renderer;
    mapper: RestMapper;
    allowedNamespaces: string[];
    agentNamespace: string;
    kube: KubeObjects;
  },
): Promise<ScopedObject[]> {
  // Secret references become the names of the Secrets that hold them (plus a SecretProviderClass
  // per Key Vault), checked against the cluster first.
  const secrets = await resolveSecretReferences(extension, deps);
  const resolved = { ...extension, values: secrets.values };
  // Values are checked against the extension's own schema before anything is rendered, so a
  // bad overlay can never reach the API server.
  const valueViolations = checkValues(resolved);
  if (valueViolations.length > 0) throw new StepFailure('PolicyDenied', valueViolations.join('; '));
  let rendered: KubeObject[];
  try {
    rendered = await deps.renderer.render(resolved);
  } catch (err) {
    throw new StepFailure('RenderFailed', (err as Error).message);
  }
  rendered = [...rendered, ...secrets.objects];
  let scoped: ScopedObject[];
  try {
    scoped = await resolveScopes(rendered, deps.mapper);
  } catch (err) {
    if (err instanceof UnknownKindError) throw new StepFailure('ApplyFailed', err.message);
    throw err;
  }
  const { objects, violations } = applyPolicy(scoped, extension.namespace, {
    allowedNamespaces: deps.allowedNamespaces,
    agentNamespace: deps.agentNamespace,
    allowClusterScoped: extension.allowClusterScoped ?? false,
  });
  if (violations.length > 0) throw new StepFailure('PolicyDenied', violations.join('; '));
  return objects.map((o) => ({ ...o, object: labelled(o.object, extension.name) }));
}

function labelled(object: KubeObject, extension: string): KubeObject {
  return {
    ...object,
    metadata: {
      ...object.metadata,
      labels: {
        ...object.metadata.labels,
        'app.kubernetes.io/managed-by': 'arcbridge-agent',
        'arcbridge.io/extension': extension,
      },
    },
  };
}
