import type { KubeObject } from '../kube/port';
import type { RestMapper } from '../kube/rest-mapper';
import { NoKindMatchError } from '../kube/rest-mapper';
import { apiVersionOf, typesOfCrd } from '../kube/resource-types';

export interface ScopedObject {
  object: KubeObject;
  namespaced: boolean;
  /** The plural resource name (for RBAC messages); from discovery or the CRD that defines it. */
  resource: string;
  /** Defined by a CustomResourceDefinition in the same set: discovery cannot know it before it is applied. */
  definedHere: boolean;
}

export function isCrd(object: KubeObject): boolean {
  return object.kind === 'CustomResourceDefinition' && object.apiVersion.startsWith('apiextensions.k8s.io/');
}

/**
 * The scope of every object: for kinds a CRD in the same extension defines, from that CRD's spec
 * (it is what the server will serve once the CRD is established); for everything else, from the
 * cluster's discovery documents. A kind the cluster does not serve and nothing here defines fails
 * with client-go's "no matches for kind" error, before anything is applied.
 */
export async function resolveScopes(objects: KubeObject[], mapper: RestMapper): Promise<ScopedObject[]> {
  const defined = new Map(
    objects
      .filter(isCrd)
      .flatMap(typesOfCrd)
      .map((t) => [`${apiVersionOf(t)}|${t.kind}`, t] as const),
  );
  const out: ScopedObject[] = [];
  const missing: string[] = [];
  for (const object of objects) {
    const here = defined.get(`${object.apiVersion}|${object.kind}`);
    if (here) {
      out.push({ object, namespaced: here.namespaced, resource: here.plural, definedHere: true });
      continue;
    }
    try {
      const mapping = await mapper.mapping(object.apiVersion, object.kind);
      out.push({ object, namespaced: mapping.namespaced, resource: mapping.resource, definedHere: false });
    } catch (err) {
      if (!(err instanceof NoKindMatchError)) throw err;
      missing.push(`${object.kind} ${object.metadata.name}: ${err.message}`);
    }
  }
  if (missing.length > 0) throw new UnknownKindError(missing);
  return out;
}

export class UnknownKindError extends Error {
  constructor(readonly details: string[]) {
    super(`${details.join('; ')} (install the CustomResourceDefinition first, or ship it in this extension)`);
    this.name = 'UnknownKindError';
  }
}
