import type { RestMapper } from './rest-mapper';

/**
 * The agent core's only view of Kubernetes. Two adapters implement it: one over client-node for a
 * real API server, one in memory so a fleet simulator can run thousands of agent cores in one process.
 */
export interface ObjectMeta {
  name: string;
  namespace?: string;
  uid?: string;
  generation?: number;
  resourceVersion?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  [key: string]: unknown;
}

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: ObjectMeta;
  [key: string]: unknown;
}

export interface ObjectRef {
  apiVersion: string;
  kind: string;
  name: string;
  namespace?: string;
}

export interface ListOptions {
  namespace?: string;
  labelSelector?: string;
}

/** Generic object access: get, list, server-side apply, delete, status writes. */
export interface KubeObjects {
  get(ref: ObjectRef): Promise<KubeObject | undefined>;
  list(apiVersion: string, kind: string, options?: ListOptions): Promise<KubeObject[]>;
  /** Server-side apply with the given field manager; `force` takes over conflicting fields. */
  apply(object: KubeObject, fieldManager: string): Promise<KubeObject>;
  /** Returns false when the object was already gone. */
  delete(ref: ObjectRef): Promise<boolean>;
  /** Merge-patches the status subresource. */
  patchStatus(ref: ObjectRef, status: Record<string, unknown>): Promise<void>;
}

export interface NodeInfo {
  name: string;
  roles: string[];
  kubeletVersion: string;
  capacity: Record<string, string>;
  ready: boolean;
}

export interface ClusterSnapshot {
  nodes: NodeInfo[];
  namespaces: string[];
  /** Pod counts per namespace and phase. */
  pods: Record<string, Record<string, number>>;
}

/** Inventory from informers (or their in-memory equivalent). */
export interface ClusterWatch {
  start(): Promise<void>;
  stop(): Promise<void>;
  snapshot(): ClusterSnapshot;
  /** Called after any node, namespace or pod change. */
  onChange(listener: () => void): void;
}

export type ObjectEventType = 'add' | 'update' | 'delete';

/**
 * The objects of one kind (label-selected) kept in a cache by a list and then a watch: what the
 * agent reads when it must follow a kind closely without re-listing it (resource sync's sources).
 * Listeners hear every add, change and delete after start; after a lost watch the cache is listed
 * again and the differences are heard as events too, so a listener never misses a change.
 */
export interface ObjectInformer {
  /** Lists and starts watching; rejects (a KubeApiError) when the first list fails. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The cached objects, apiVersion and kind set. Callers must not mutate them. */
  list(): readonly KubeObject[];
  onEvent(listener: (type: ObjectEventType, object: KubeObject) => void): void;
}

export interface KubePort extends KubeObjects {
  /** The API server's git version, e.g. v1.31.2. */
  serverVersion(): Promise<string | undefined>;
  watch: ClusterWatch;
  /** Kind -> resource and scope from this server's discovery documents. */
  readonly mapper: RestMapper;
  /**
   * The same object API acting as another user (`Impersonate-User`), e.g.
   * `system:serviceaccount:arcbridge-system:arcbridge-extensions`: what an extension is applied as.
   */
  impersonate(user: string): KubeObjects;
  /** A cache of one kind's objects (in `options.namespace`, or all), fed by a watch; not started. */
  informer(apiVersion: string, kind: string, options?: ListOptions): ObjectInformer;
}

export class KubeApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    /** The Status reason the API server gave (Forbidden, NotFound, Conflict, ...), when it gave one. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'KubeApiError';
  }
}

export function serviceAccountUser(namespace: string, name: string): string {
  return `system:serviceaccount:${namespace}:${name}`;
}

export function refOf(object: KubeObject): ObjectRef {
  const ref: ObjectRef = { apiVersion: object.apiVersion, kind: object.kind, name: object.metadata.name };
  if (object.metadata.namespace) ref.namespace = object.metadata.namespace;
  return ref;
}

export function describeRef(ref: ObjectRef): string {
  return `${ref.kind}/${ref.namespace ? `${ref.namespace}/` : ''}${ref.name}`;
}

export function refKey(ref: ObjectRef): string {
  return `${ref.apiVersion}|${ref.kind}|${ref.namespace ?? ''}|${ref.name}`;
}
