import { randomUUID } from 'node:crypto';
import { ApplyConflictError, applyWithOwnership } from './field-ownership';
import { canonicalJson } from '../../contract/json/canonical-json';
import { mergePatch } from '../../contract/json/merge-patch';
import { clone } from './clone';
import type { KubeObject, ObjectRef } from './port';
import { refKey, refOf } from './port';
import { ResourceTypes } from './resource-types';

const CRD_API_VERSION = 'apiextensions.k8s.io/v1';

/**
 * `value` as one flat string. V8 keeps the result of concatenation or replace() as a tree of its
 * pieces (randomUUID's as about twenty), ~500 bytes for a uid and a timestamp against ~100 flat:
 * a fleet simulator holding 10,000 clusters' objects spent a third of its heap on such trees.
 */
const flat = (value: string): string => Buffer.from(value, 'latin1').toString('latin1');

/** Now in RFC 3339 whole seconds, as the API server writes metav1.Time. */
const timestamp = (): string => flat(new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'));

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED';
export interface StoreEvent {
  type: WatchEventType;
  object: KubeObject;
}

/**
 * An in-memory object store with the API server semantics the agent relies on: uid, a global
 * resourceVersion, generation bumped on spec changes, a status subresource, merge patch and
 * server-side apply with field managers (see field-ownership.ts). Scope comes from the served
 * resource types: a cluster-scoped object never keeps a namespace, and a CustomResourceDefinition
 * written here adds its kinds (and is marked Established at once, where a real server's CRD
 * controller takes a moment). Backs the in-memory cluster adapter and the fake HTTP API server.
 */
export class ObjectStore {
  readonly types: ResourceTypes;
  private readonly objects = new Map<string, KubeObject>();
  private revision = 1;
  private readonly listeners = new Set<(event: StoreEvent) => void>();

  constructor(options: { types?: ResourceTypes } = {}) {
    this.types = options.types ?? new ResourceTypes();
  }

  get resourceVersion(): string {
    return String(this.revision);
  }

  subscribe(listener: (event: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(ref: ObjectRef): KubeObject | undefined {
    const found = this.objects.get(refKey(this.normalise(ref)));
    return found ? clone(found) : undefined;
  }

  list(apiVersion: string, kind: string, namespace?: string, labelSelector?: string): KubeObject[] {
    const selector = parseSelector(labelSelector);
    return this.view(apiVersion, kind)
      .filter((o) => namespace === undefined || o.metadata.namespace === namespace)
      .filter((o) => matchesSelector(o, selector))
      .map((o) => clone(o));
  }

  /**
   * The live objects of one kind, not copied: for readers that only look (the inventory snapshot),
   * where a deep copy of every pod per snapshot would be most of the cost. Callers must not mutate.
   */
  view(apiVersion: string, kind: string): ReadonlyArray<Readonly<KubeObject>> {
    const out: KubeObject[] = [];
    for (const o of this.objects.values()) if (o.apiVersion === apiVersion && o.kind === kind) out.push(o);
    return out;
  }

  create(object: KubeObject): KubeObject {
    return clone(this.insert(clone(object)));
  }

  /**
   * Creates a cluster's initial contents. The store takes ownership of the objects (no copy in,
   * none back): the caller builds them fresh and must not touch them afterwards.
   */
  seed(objects: Iterable<KubeObject>): void {
    for (const object of objects) this.insert(object);
  }

  /** Stores `created` itself; callers pass an object nobody else holds. */
  private insert(created: KubeObject): KubeObject {
    const ref = this.normalise({
      apiVersion: created.apiVersion,
      kind: created.kind,
      name: created.metadata.name,
      namespace: created.metadata.namespace,
    });
    if (this.objects.has(refKey(ref)))
      throw new StoreError(409, `${created.kind} ${created.metadata.name} already exists`, 'AlreadyExists');
    if (this.clusterScoped(created)) delete created.metadata.namespace;
    // A provided uid is kept (real servers ignore it): tests and the simulator seed stable identities.
    if (typeof created.metadata.uid !== 'string') created.metadata.uid = flat(randomUUID());
    created.metadata.generation = 1;
    created.metadata.creationTimestamp = timestamp();
    this.write(created, 'ADDED');
    return created;
  }

  replace(object: KubeObject): KubeObject {
    const live = this.mustGet(object);
    const next = clone(object);
    next.metadata = {
      ...next.metadata,
      uid: live.metadata.uid,
      creationTimestamp: live.metadata.creationTimestamp,
    };
    if (this.hasStatusSubresource(next)) next.status = live.status;
    return this.update(live, next);
  }

  mergePatch(ref: ObjectRef, patch: Record<string, unknown>): KubeObject {
    const live = this.mustGet(ref);
    const next = mergePatch(live, patch) as KubeObject;
    if (this.hasStatusSubresource(next)) next.status = live.status;
    return this.update(live, next);
  }

  /**
   * Server-side apply: creates, or applies the fields over the live object with field ownership.
   * Without `force`, a field another manager owns with a different value is a 409 conflict.
   */
  apply(object: KubeObject, fieldManager: string, options: { force?: boolean } = {}): KubeObject {
    const ref = this.normalise({
      apiVersion: object.apiVersion,
      kind: object.kind,
      name: object.metadata.name,
      namespace: object.metadata.namespace,
    });
    const applied = clone(object);
    delete applied.status;
    delete applied.metadata.managedFields;
    delete applied.metadata.resourceVersion;
    if (this.clusterScoped(applied)) delete applied.metadata.namespace;
    const live = this.objects.get(refKey(ref));
    const now = timestamp();
    let next: KubeObject;
    try {
      next = applyWithOwnership(live, applied, fieldManager, { force: options.force ?? false, now });
    } catch (err) {
      if (err instanceof ApplyConflictError) throw new StoreError(409, err.message, 'Conflict', err.details);
      throw err;
    }
    if (!live) return clone(this.insert(next));
    if (this.hasStatusSubresource(next)) next.status = live.status;
    // managedFields timestamps alone are no change: a no-op apply keeps the resourceVersion.
    const unchanged =
      canonicalJson(withoutVersion(withoutManagedTimes(live))) ===
      canonicalJson(withoutVersion(withoutManagedTimes(next)));
    return unchanged ? clone(live) : this.update(live, next);
  }

  patchStatus(ref: ObjectRef, patch: Record<string, unknown>): KubeObject {
    const live = this.mustGet(ref);
    const next = clone(live);
    next.status = mergePatch(live.status ?? {}, patch.status ?? patch);
    return this.update(live, next, true);
  }

  replaceStatus(object: KubeObject): KubeObject {
    const live = this.mustGet(object);
    const next = clone(live);
    next.status = clone(object.status);
    return this.update(live, next, true);
  }

  /**
   * Deletes, or with finalizers only marks for deletion (a deletionTimestamp, as the API server's
   * graceful deletion does): the object goes once an update leaves it no finalizers.
   */
  delete(ref: ObjectRef): KubeObject | undefined {
    const key = refKey(this.normalise(ref));
    const live = this.objects.get(key);
    if (!live) return undefined;
    if (finalizersOf(live).length > 0) {
      if (live.metadata.deletionTimestamp) return clone(live);
      const next = clone(live);
      next.metadata.deletionTimestamp = timestamp();
      this.write(next, 'MODIFIED');
      return clone(next);
    }
    return this.remove(key, live);
  }

  private remove(key: string, live: KubeObject): KubeObject {
    this.objects.delete(key);
    if (isCrd(live)) this.types.removeCrd(live.metadata.name);
    this.revision += 1;
    const gone = clone(live);
    gone.metadata.resourceVersion = String(this.revision);
    for (const listener of this.listeners) listener({ type: 'DELETED', object: gone });
    return gone;
  }

  private mustGet(ref: ObjectRef | KubeObject): KubeObject {
    const r: ObjectRef =
      'metadata' in ref
        ? {
            apiVersion: ref.apiVersion,
            kind: ref.kind,
            name: ref.metadata.name,
            namespace: ref.metadata.namespace,
          }
        : ref;
    const live = this.objects.get(refKey(this.normalise(r)));
    if (!live) throw new StoreError(404, `${r.kind} ${r.name} not found`, 'NotFound');
    return live;
  }

  /** Unknown kinds count as namespaced, so tests can store objects of kinds no server declares. */
  private clusterScoped(object: { apiVersion: string; kind: string }): boolean {
    return this.types.lookup(object.apiVersion, object.kind)?.namespaced === false;
  }

  private hasStatusSubresource(object: KubeObject): boolean {
    return this.types.lookup(object.apiVersion, object.kind)?.status ?? true;
  }

  private normalise(ref: {
    apiVersion: string;
    kind: string;
    name: string;
    namespace?: string | undefined;
  }): ObjectRef {
    const out: ObjectRef = { apiVersion: ref.apiVersion, kind: ref.kind, name: ref.name };
    if (ref.namespace && !this.clusterScoped(ref)) out.namespace = ref.namespace;
    return out;
  }

  private update(live: KubeObject, next: KubeObject, statusOnly = false): KubeObject {
    if (live.metadata.deletionTimestamp) {
      // As the API server's validation of an object being deleted (ValidateObjectMetaUpdate).
      next.metadata.deletionTimestamp = live.metadata.deletionTimestamp;
      const added = finalizersOf(next).filter((f) => !finalizersOf(live).includes(f));
      if (added.length > 0)
        throw new StoreError(
          422,
          `${live.kind} "${live.metadata.name}" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers ${JSON.stringify(added)}`,
          'Invalid',
        );
      if (finalizersOf(next).length === 0) {
        const key = refKey(this.normalise(refOf(live)));
        return this.remove(key, live);
      }
    }
    next.metadata.uid = live.metadata.uid;
    next.metadata.generation = live.metadata.generation ?? 1;
    if (!statusOnly && specChanged(live, next)) next.metadata.generation += 1;
    if (canonicalJson(withoutVersion(live)) === canonicalJson(withoutVersion(next))) return clone(live);
    this.write(next, 'MODIFIED');
    return clone(next);
  }

  private write(object: KubeObject, type: WatchEventType): void {
    if (isCrd(object)) establish(object, this.types);
    this.revision += 1;
    object.metadata.resourceVersion = String(this.revision);
    const key = refKey(
      this.normalise({
        apiVersion: object.apiVersion,
        kind: object.kind,
        name: object.metadata.name,
        namespace: object.metadata.namespace,
      }),
    );
    this.objects.set(key, object);
    this.emit(type, object);
  }

  /** One copy shared by every listener, and none when nobody listens. */
  private emit(type: WatchEventType, object: KubeObject): void {
    if (this.listeners.size === 0) return;
    const event: StoreEvent = { type, object: clone(object) };
    for (const listener of this.listeners) listener(event);
  }
}

export class StoreError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The Status reason a real API server gives (NotFound, AlreadyExists, Conflict, ...). */
    readonly reason = statusCode === 404 ? 'NotFound' : 'Conflict',
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

function isCrd(object: KubeObject): boolean {
  return object.apiVersion === CRD_API_VERSION && object.kind === 'CustomResourceDefinition';
}

/** What the CRD controller does once names are accepted: serve the kinds, report Established. */
function establish(crd: KubeObject, types: ResourceTypes): void {
  types.defineFromCrd(crd);
  const spec = (crd.spec ?? {}) as { names?: Record<string, unknown> };
  const conditions = [
    { type: 'NamesAccepted', status: 'True', reason: 'NoConflicts', message: 'no conflicts found' },
    {
      type: 'Established',
      status: 'True',
      reason: 'InitialNamesAccepted',
      message: 'the initial names have been accepted',
    },
  ];
  crd.status = { ...((crd.status as object | undefined) ?? {}), acceptedNames: spec.names ?? {}, conditions };
}

function withoutManagedTimes(object: KubeObject): KubeObject {
  const managed = object.metadata.managedFields;
  if (!Array.isArray(managed)) return object;
  return {
    ...object,
    metadata: {
      ...object.metadata,
      managedFields: managed.map((e: Record<string, unknown>) => ({ ...e, time: undefined })),
    },
  };
}

/** Everything but metadata and status counts as spec (ConfigMap data, RBAC rules, ...). */
function specChanged(live: KubeObject, next: KubeObject): boolean {
  const pick = (o: KubeObject) => {
    const { metadata: _m, status: _s, ...rest } = o;
    return canonicalJson(rest);
  };
  return pick(live) !== pick(next);
}

/** The object with resourceVersion left out of canonicalJson (it skips undefined), without a deep copy. */
function withoutVersion(object: KubeObject): KubeObject {
  return { ...object, metadata: { ...object.metadata, resourceVersion: undefined } };
}

function finalizersOf(object: KubeObject): string[] {
  const finalizers = object.metadata.finalizers;
  return Array.isArray(finalizers) ? (finalizers as string[]) : [];
}

/** Equality-based label selectors only (`k=v,k2=v2`), as the in-memory adapters need. */
export function labelSelectorMatcher(labelSelector: string | undefined): (object: KubeObject) => boolean {
  const selector = parseSelector(labelSelector);
  return (object) => matchesSelector(object, selector);
}

function matchesSelector(object: KubeObject, selector: Array<[string, string]>): boolean {
  return selector.every(([k, v]) => object.metadata.labels?.[k] === v);
}

function parseSelector(selector: string | undefined): Array<[string, string]> {
  if (!selector) return [];
  return selector
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [key, value] = part.split('=');
      return [key ?? '', value ?? ''] as [string, string];
    });
}
