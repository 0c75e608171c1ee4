import type {
  Collection,
  CollectionName,
  DocumentBase,
  Store,
  Versioned,
  WriteOptions,
} from '../../functions/platform/store/store';

/** One held write: the test awaits `reached`, acts, then lets the write go on (or fail). */
export interface Gate {
  /** Settles when a matching write has arrived and is being held. */
  readonly reached: Promise<void>;
  release(): void;
  /** The held write throws instead of happening: the writer crashes at that point. */
  fail(error: Error): void;
}

interface Armed {
  collection: CollectionName;
  match: (doc: DocumentBase) => boolean;
  arrived: () => void;
  opened: Promise<void>;
}

/**
 * A real store adapter whose writes can be held at a gate: the next create, replace or upsert of a
 * matching document waits (after the writer's reads, before its write reaches the store) until the
 * test releases it. Others act meanwhile, so an interleaving across writers, or across instances
 * sharing the store, is forced deterministically rather than hoped for.
 */
export class GatedStore implements Store {
  private armed: Armed[] = [];

  constructor(private readonly inner: Store) {}

  /** Holds the next write to `collection` whose document matches; each gate holds one write. */
  hold<T extends DocumentBase>(collection: CollectionName, match: (doc: T) => boolean): Gate {
    let arrived!: () => void;
    let open!: () => void;
    let fail!: (error: Error) => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const opened = new Promise<void>((resolve, reject) => {
      open = resolve;
      fail = reject;
    });
    // A held write that is never released must not surface as an unhandled rejection elsewhere.
    opened.catch(() => undefined);
    this.armed.push({ collection, match: match as (doc: DocumentBase) => boolean, arrived, opened });
    return { reached, release: open, fail };
  }

  collection<T extends DocumentBase>(name: CollectionName): Collection<T> {
    const inner = this.inner.collection<T>(name);
    const gate = async (doc: T) => {
      const index = this.armed.findIndex((armed) => armed.collection === name && armed.match(doc));
      if (index < 0) return;
      const [armed] = this.armed.splice(index, 1);
      armed!.arrived();
      await armed!.opened;
    };
    return {
      read: (tenantId, id) => inner.read(tenantId, id),
      readMany: (tenantId, ids) => inner.readMany(tenantId, ids),
      query: (tenantId, options) => inner.query(tenantId, options),
      countBy: (tenantId, options) => inner.countBy(tenantId, options),
      delete: (tenantId, id, options) => inner.delete(tenantId, id, options),
      create: async (doc: T): Promise<Versioned<T>> => {
        await gate(doc);
        return inner.create(doc);
      },
      replace: async (doc: T, options?: WriteOptions): Promise<Versioned<T>> => {
        await gate(doc);
        return inner.replace(doc, options);
      },
      upsert: async (doc: T, options?: WriteOptions): Promise<Versioned<T>> => {
        await gate(doc);
        return inner.upsert(doc, options);
      },
    };
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
