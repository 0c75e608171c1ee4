import type { KubeObject, KubeObjects, ObjectRef } from '../kube/port';
import { describeRef, KubeApiError, refOf } from '../kube/port';
import type { RestMapper } from '../kube/rest-mapper';
import { NoKindMatchError } from '../kube/rest-mapper';
import { apiVersionOf, typesOfCrd } from '../kube/resource-types';
import type { BackoffPolicy } from '../sync/backoff';
import { fullJitter } from '../sync/backoff';
import { assessHealth } from './health';
import type { ScopedObject } from './scope';
import { isCrd } from './scope';

export type StepReason =
  | 'RenderFailed'
  | 'PolicyDenied'
  | 'ApplyFailed'
  | 'ApplyForbidden'
  | 'PruneFailed'
  | 'PruneForbidden'
  | 'SecretReferenceInvalid'
  | 'SecretNotFound'
  | 'SecretsStoreCsiDriverMissing';

export class StepFailure extends Error {
  constructor(
    readonly reason: StepReason,
    message: string,
  ) {
    super(message);
  }
}

/** Who an extension is applied as: the impersonated user and the object API acting as it. */
export interface Actor {
  user: string;
  kube: KubeObjects;
}

export interface ApplyStepDeps {
  mapper: RestMapper;
  fieldManager: string;
  /** How long a CRD of the extension may take to report Established. */
  crdEstablishTimeoutMs: number;
  crdPoll: BackoffPolicy;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  random?: () => number;
}

/**
 * Server-side applies an extension's objects in dependency order: its CRDs first, then (once each
 * reports Established and discovery has been refreshed, so the new kinds map) namespaces, then
 * everything else. A 403 becomes ApplyForbidden naming who was refused what, where.
 */
export async function applyInOrder(
  scoped: ScopedObject[],
  actor: Actor,
  deps: ApplyStepDeps,
): Promise<KubeObject[]> {
  const crds = scoped.filter((s) => isCrd(s.object));
  const namespaces = scoped.filter((s) => s.object.kind === 'Namespace' && s.object.apiVersion === 'v1');
  const rest = scoped.filter((s) => !crds.includes(s) && !namespaces.includes(s));
  for (const entry of crds) await applyOne(entry, actor, deps);
  if (crds.length > 0) {
    await waitEstablished(crds, actor, deps);
    // Like client-go's deferred mapper after a CRD change: forget the group versions they define.
    for (const type of crds.flatMap((c) => typesOfCrd(c.object))) deps.mapper.invalidate(apiVersionOf(type));
    for (const entry of rest.filter((s) => s.definedHere)) {
      try {
        await deps.mapper.mapping(entry.object.apiVersion, entry.object.kind);
      } catch (err) {
        if (err instanceof NoKindMatchError)
          throw new StepFailure('ApplyFailed', `${err.message} although its CRD is established`);
        throw err;
      }
    }
  }
  for (const entry of [...namespaces, ...rest]) await applyOne(entry, actor, deps);
  return [...crds, ...namespaces, ...rest].map((s) => s.object);
}

async function applyOne(entry: ScopedObject, actor: Actor, deps: ApplyStepDeps): Promise<void> {
  try {
    await actor.kube.apply(entry.object, deps.fieldManager);
  } catch (err) {
    throw asStepFailure(
      err,
      'patch',
      entry.resource,
      refOf(entry.object),
      actor,
      'ApplyForbidden',
      'ApplyFailed',
    );
  }
}

async function waitEstablished(crds: ScopedObject[], actor: Actor, deps: ApplyStepDeps): Promise<void> {
  const deadline = deps.now() + deps.crdEstablishTimeoutMs;
  for (let attempt = 1; ; attempt++) {
    const pending: string[] = [];
    for (const crd of crds) {
      const live = await actor.kube.get(refOf(crd.object));
      if (!live || assessHealth(live).state !== 'Healthy') pending.push(crd.object.metadata.name);
    }
    if (pending.length === 0) return;
    if (deps.now() >= deadline) {
      throw new StepFailure(
        'ApplyFailed',
        `CustomResourceDefinition ${pending.join(', ')} not Established after ${Math.round(deps.crdEstablishTimeoutMs / 1000)} s`,
      );
    }
    await deps.sleep(Math.max(10, fullJitter(attempt, deps.crdPoll, deps.random)));
  }
}

/**
 * Turns an API error into a step failure; a 403 names the user, verb, resource and namespace the
 * way the API server's own message does, and says what to change.
 */
export function asStepFailure(
  err: unknown,
  verb: string,
  resource: string,
  ref: ObjectRef,
  actor: Actor,
  forbidden: StepReason,
  otherwise: StepReason,
): StepFailure {
  if (err instanceof StepFailure) return err;
  const message = (err as Error).message;
  if (err instanceof KubeApiError && err.statusCode === 403) {
    const where = ref.namespace ? `in namespace "${ref.namespace}"` : 'at cluster scope';
    return new StepFailure(
      forbidden,
      `${actor.user} may not ${verb} ${resource} ${where} (${describeRef(ref)}): grant it with a Role or ClusterRole binding, or assign a serviceAccountName that has it. API server: ${message}`,
    );
  }
  return new StepFailure(otherwise, `${describeRef(ref)}: ${message}`);
}
