import type {
  Collection,
  CollectionName,
  DocumentBase,
  Page,
  Store,
  Versioned,
} from '../../functions/platform/store/store';

/** What was read from one collection through a CountingStore. */
export interface ReadCount {
  /** Calls of read, readMany, query and countBy. */
  calls: number;
  /** Documents those calls returned (a countBy returns none, only counts). */
  documents: number;
}

/**
 * A real store adapter that counts what is read from each collection, so a test can assert what
 * an operation costs in store reads (not what a mock was told to answer). Writes pass through.
 */
export class CountingStore implements Store {
  private readonly reads = new Map<CollectionName, ReadCount>();
  private readonly countQueries = new Map<CollectionName, number>();

  constructor(private readonly inner: Store) {}

  collection<T extends DocumentBase>(name: CollectionName): Collection<T> {
    const inner = this.inner.collection<T>(name);
    const counted = (documents: number) => {
      const count = this.readsOf(name);
      this.reads.set(name, { calls: count.calls + 1, documents: count.documents + documents });
    };
    return {
      read: async (tenantId: string, id: string): Promise<Versioned<T> | undefined> => {
        const found = await inner.read(tenantId, id);
        counted(found ? 1 : 0);
        return found;
      },
      readMany: async (tenantId: string, ids: string[]): Promise<Versioned<T>[]> => {
        const found = await inner.readMany(tenantId, ids);
        counted(found.length);
        return found;
      },
      query: async (...args: Parameters<Collection<T>['query']>): Promise<Page<Versioned<T>>> => {
        const page = await inner.query(...args);
        counted(page.items.length);
        return page;
      },
      countBy: async (...args: Parameters<Collection<T>['countBy']>) => {
        const groups = await inner.countBy(...args);
        counted(0);
        this.countQueries.set(name, this.countQueriesOf(name) + 1);
        return groups;
      },
      create: (doc) => inner.create(doc),
      replace: (doc, options) => inner.replace(doc, options),
      upsert: (doc, options) => inner.upsert(doc, options),
      delete: (tenantId, id, options) => inner.delete(tenantId, id, options),
    };
  }

  readsOf(name: CollectionName): ReadCount {
    return this.reads.get(name) ?? { calls: 0, documents: 0 };
  }

  /** Calls of countBy (also among the calls of readsOf). */
  countQueriesOf(name: CollectionName): number {
    return this.countQueries.get(name) ?? 0;
  }

  resetCounts(): void {
    this.reads.clear();
    this.countQueries.clear();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
