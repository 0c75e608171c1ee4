import { clone } from './clone';
import type { ObjectStore } from './object-store';
import { labelSelectorMatcher, StoreError } from './object-store';
import type { KubeObject, ListOptions, ObjectEventType, ObjectInformer } from './port';
import { KubeApiError, refKey, refOf } from './port';

/**
 * One kind's objects from the in-memory store, its changes heard synchronously. An object whose
 * labels stop matching the selector is a delete, as a watch with a label selector reports it.
 */
export class MemoryInformer implements ObjectInformer {
  private readonly cache = new Map<string, KubeObject>();
  private readonly listeners: Array<(type: ObjectEventType, object: KubeObject) => void> = [];
  private unsubscribe: (() => void) | undefined;
  private readonly matches: (object: KubeObject) => boolean;

  constructor(
    private readonly store: ObjectStore,
    private readonly apiVersion: string,
    private readonly kind: string,
    private readonly options: ListOptions = {},
  ) {
    this.matches = labelSelectorMatcher(options.labelSelector);
  }

  async start(): Promise<void> {
    if (!this.store.types.lookup(this.apiVersion, this.kind)) {
      throw new KubeApiError(
        `the server could not find the requested resource (${this.kind}.${this.apiVersion})`,
        404,
        'NotFound',
      );
    }
    try {
      for (const object of this.store.list(this.apiVersion, this.kind, this.options.namespace))
        if (this.matches(object)) this.cache.set(refKey(refOf(object)), object);
    } catch (err) {
      if (err instanceof StoreError) throw new KubeApiError(err.message, err.statusCode, err.reason);
      throw err;
    }
    this.unsubscribe = this.store.subscribe(({ type, object }) => {
      if (object.apiVersion !== this.apiVersion || object.kind !== this.kind) return;
      if (this.options.namespace !== undefined && object.metadata.namespace !== this.options.namespace)
        return;
      const key = refKey(refOf(object));
      const known = this.cache.has(key);
      if (type === 'DELETED' || !this.matches(object)) {
        if (!known) return;
        this.cache.delete(key);
        this.emit('delete', object);
        return;
      }
      const copy = clone(object);
      this.cache.set(key, copy);
      this.emit(known ? 'update' : 'add', copy);
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  list(): readonly KubeObject[] {
    return [...this.cache.values()];
  }

  onEvent(listener: (type: ObjectEventType, object: KubeObject) => void): void {
    this.listeners.push(listener);
  }

  private emit(type: ObjectEventType, object: KubeObject): void {
    for (const listener of this.listeners) listener(type, object);
  }
}
