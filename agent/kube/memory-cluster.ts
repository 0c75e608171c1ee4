import { MemoryInformer } from './memory-informer';
import { ObjectStore, StoreError } from './object-store';
import type {
  ClusterSnapshot,
  ClusterWatch,
  KubeObject,
  KubeObjects,
  KubePort,
  ListOptions,
  ObjectInformer,
  ObjectRef,
} from './port';
import { KubeApiError } from './port';
import type { ApiResource, DiscoveryPort } from './rest-mapper';
import { RestMapper } from './rest-mapper';
import { apiVersionOf } from './resource-types';
import { buildSnapshot } from './snapshot';

const WATCHED = new Set(['Node', 'Namespace', 'Pod']);

/**
 * A whole cluster in memory: the adapter the fleet simulator and the fast unit tests use. It has
 * no network and no informers; changes to nodes, namespaces and pods notify watchers synchronously.
 */
export class MemoryCluster implements KubePort {
  readonly store: ObjectStore;
  readonly watch: ClusterWatch;
  readonly mapper: RestMapper;

  constructor(options: { store?: ObjectStore; version?: string; kubeSystemUid?: string } = {}) {
    this.store = options.store ?? new ObjectStore();
    this.version = options.version ?? 'v1.31.0';
    this.watch = new MemoryWatch(this.store);
    this.mapper = new RestMapper(new StoreDiscovery(this.store));
    if (!this.store.get({ apiVersion: 'v1', kind: 'Namespace', name: 'kube-system' })) {
      const metadata = options.kubeSystemUid
        ? { name: 'kube-system', uid: options.kubeSystemUid }
        : { name: 'kube-system' };
      this.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata });
    }
  }

  private readonly version: string;

  async serverVersion(): Promise<string | undefined> {
    return this.version;
  }

  async get(ref: ObjectRef): Promise<KubeObject | undefined> {
    return this.store.get(ref);
  }

  async list(apiVersion: string, kind: string, options: ListOptions = {}): Promise<KubeObject[]> {
    return this.store.list(apiVersion, kind, options.namespace, options.labelSelector);
  }

  async apply(object: KubeObject, fieldManager: string): Promise<KubeObject> {
    // The agent always forces: it owns what it applies, as Flux does.
    return wrap(() => this.store.apply(object, fieldManager, { force: true }));
  }

  informer(apiVersion: string, kind: string, options: ListOptions = {}): ObjectInformer {
    return new MemoryInformer(this.store, apiVersion, kind, options);
  }

  /** In memory there is no authorizer: every user may do everything. */
  impersonate(_user: string): KubeObjects {
    return this;
  }

  async delete(ref: ObjectRef): Promise<boolean> {
    return this.store.delete(ref) !== undefined;
  }

  async patchStatus(ref: ObjectRef, status: Record<string, unknown>): Promise<void> {
    wrap(() => this.store.patchStatus(ref, { status }));
  }
}

/** Discovery answered from the store's resource types, CRDs included. */
class StoreDiscovery implements DiscoveryPort {
  constructor(private readonly store: ObjectStore) {}

  async groupVersions(): Promise<string[]> {
    return [...new Set(this.store.types.all().map(apiVersionOf))];
  }

  async resources(groupVersion: string): Promise<ApiResource[] | undefined> {
    const types = this.store.types.all().filter((t) => apiVersionOf(t) === groupVersion);
    if (types.length === 0) return undefined;
    return types.map((t) => ({
      group: t.group,
      version: t.version,
      kind: t.kind,
      resource: t.plural,
      namespaced: t.namespaced,
    }));
  }
}

class MemoryWatch implements ClusterWatch {
  private readonly listeners: Array<() => void> = [];
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly store: ObjectStore) {}

  async start(): Promise<void> {
    this.unsubscribe ??= this.store.subscribe((event) => {
      if (!WATCHED.has(event.object.kind)) return;
      for (const listener of this.listeners) listener();
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  snapshot(): ClusterSnapshot {
    return buildSnapshot(
      this.store.view('v1', 'Node'),
      this.store.view('v1', 'Namespace'),
      this.store.view('v1', 'Pod'),
    );
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }
}

function wrap<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof StoreError) throw new KubeApiError(err.message, err.statusCode, err.reason);
    throw err;
  }
}
