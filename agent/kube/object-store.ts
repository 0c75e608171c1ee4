import { randomUUID } from 'node:crypto';
import { isClusterScoped } from './kinds';
import { clone, isPlainObject, mergePatch, stableStringify } from './merge';
import type { KubeObject, ObjectRef } from './port';
import { refKey } from './port';

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED';
export interface StoreEvent {
  type: WatchEventType;
  object: KubeObject;
}

/** Kinds whose status is a subresource: writes to the main resource leave status alone. */
const NO_STATUS_SUBRESOURCE = new Set([
  'ConfigMap',
  'Secret',
  'Namespace',
  'ServiceAccount',
  'Role',
  'RoleBinding',
]);

/**
 * An in-memory object store with the API server semantics the agent relies on: uid, a global
 * resourceVersion, generation bumped on spec changes, a status subresource, merge patch and a
 * simplified server-side apply (the applied fields merge over live; managers are recorded).
 * Backs the in-memory cluster adapter and the fake HTTP API server used in tests.
 */
export class ObjectStore {
  private readonly objects = new Map<string, KubeObject>();
  private revision = 1;
  private readonly listeners = new Set<(event: StoreEvent) => void>();

  get resourceVersion(): string {
    return String(this.revision);
  }

  subscribe(listener: (event: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(ref: ObjectRef): KubeObject | undefined {
    const found = this.objects.get(refKey(normalise(ref)));
    return found ? clone(found) : undefined;
  }

  list(apiVersion: string, kind: string, namespace?: string, labelSelector?: string): KubeObject[] {
    const selector = parseSelector(labelSelector);
    return this.view(apiVersion, kind)
      .filter((o) => namespace === undefined || o.metadata.namespace === namespace)
      .filter((o) => selector.every(([k, v]) => o.metadata.labels?.[k] === v))
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
    const ref = normalise({
      apiVersion: created.apiVersion,
      kind: created.kind,
      name: created.metadata.name,
      namespace: created.metadata.namespace,
    });
    if (this.objects.has(refKey(ref)))
      throw new StoreError(409, `${created.kind} ${created.metadata.name} already exists`);
    if (isClusterScoped(created.kind)) delete created.metadata.namespace;
    // A provided uid is kept (real servers ignore it): tests and the simulator seed stable identities.
    if (typeof created.metadata.uid !== 'string') created.metadata.uid = randomUUID();
    created.metadata.generation = 1;
    created.metadata.creationTimestamp = new Date().toISOString();
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
    if (hasStatusSubresource(next.kind)) next.status = live.status;
    return this.update(live, next);
  }

  mergePatch(ref: ObjectRef, patch: Record<string, unknown>): KubeObject {
    const live = this.mustGet(ref);
    const next = mergePatch(live, patch) as KubeObject;
    if (hasStatusSubresource(next.kind)) next.status = live.status;
    return this.update(live, next);
  }

  /** Simplified server-side apply: creates, or merges the applied object over the live one. */
  apply(object: KubeObject, fieldManager: string): KubeObject {
    const ref = normalise({
      apiVersion: object.apiVersion,
      kind: object.kind,
      name: object.metadata.name,
      namespace: object.metadata.namespace,
    });
    const applied = clone(object);
    delete applied.status;
    applied.metadata.managedFields = [{ manager: fieldManager, operation: 'Apply' }];
    const live = this.objects.get(refKey(ref));
    if (!live) return clone(this.insert(applied));
    const next = mergePatch(live, applied) as KubeObject;
    next.metadata.managedFields = mergeManagers(live.metadata.managedFields, fieldManager);
    return this.update(live, next);
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

  delete(ref: ObjectRef): KubeObject | undefined {
    const key = refKey(normalise(ref));
    const live = this.objects.get(key);
    if (!live) return undefined;
    this.objects.delete(key);
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
    const live = this.objects.get(refKey(normalise(r)));
    if (!live) throw new StoreError(404, `${r.kind} ${r.name} not found`);
    return live;
  }

  private update(live: KubeObject, next: KubeObject, statusOnly = false): KubeObject {
    next.metadata.uid = live.metadata.uid;
    next.metadata.generation = live.metadata.generation ?? 1;
    if (!statusOnly && specChanged(live, next)) next.metadata.generation += 1;
    if (stableStringify(withoutVersion(live)) === stableStringify(withoutVersion(next))) return clone(live);
    this.write(next, 'MODIFIED');
    return clone(next);
  }

  private write(object: KubeObject, type: WatchEventType): void {
    this.revision += 1;
    object.metadata.resourceVersion = String(this.revision);
    const key = refKey(
      normalise({
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
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

function normalise(ref: {
  apiVersion: string;
  kind: string;
  name: string;
  namespace?: string | undefined;
}): ObjectRef {
  const out: ObjectRef = { apiVersion: ref.apiVersion, kind: ref.kind, name: ref.name };
  if (!isClusterScoped(ref.kind) && ref.namespace) out.namespace = ref.namespace;
  return out;
}

function hasStatusSubresource(kind: string): boolean {
  return !NO_STATUS_SUBRESOURCE.has(kind);
}

/** Everything but metadata and status counts as spec (ConfigMap data, RBAC rules, ...). */
function specChanged(live: KubeObject, next: KubeObject): boolean {
  const pick = (o: KubeObject) => {
    const { metadata: _m, status: _s, ...rest } = o;
    return stableStringify(rest);
  };
  return pick(live) !== pick(next);
}

/** The object with resourceVersion left out of stableStringify (it skips undefined), without a deep copy. */
function withoutVersion(object: KubeObject): KubeObject {
  return { ...object, metadata: { ...object.metadata, resourceVersion: undefined } };
}

function mergeManagers(existing: unknown, manager: string): unknown[] {
  const list = Array.isArray(existing) ? existing.filter(isPlainObject) : [];
  return list.some((entry) => entry.manager === manager) ? list : [...list, { manager, operation: 'Apply' }];
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
