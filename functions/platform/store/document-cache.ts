import { LRUCache } from 'lru-cache';

/** A stored row as SQLite holds it: the etag and the document's JSON text. */
export interface CachedRow {
  readonly etag: string;
  readonly body: string;
}

/** The key of one row, `collection\0tenant\0id` (the group commit's row key). */
export const rowKey = (collection: string, tenantId: string, id: string): string =>
  `${collection}\0${tenantId}\0${id}`;

/**
 * The default bound (ARCBRIDGE_STORE_CACHE_MB): a 10,000-cluster fleet's cluster documents take
 * ~8 MiB.
 */
export const DEFAULT_DOCUMENT_CACHE_MB = 32;

/** Strings here are one byte per character (JSON text, ids); plus the entry's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 96;

/**
 * Larger rows are not kept: the rows read on every request are small (a cluster document ~600
 * bytes), and a large one (a status document with its timeline, an inventory) would push many of
 * them out.
 */
export const MAX_ENTRY_BYTES = 8 * 1024;

const entryBytes = (key: string, row: CachedRow): number =>
  key.length + row.etag.length + row.body.length + ENTRY_OVERHEAD_BYTES;

/**
 * The embedded store's rows as last read, bounded by their size (least recently used out
 * first). Why: a point read of a hot row costs ~3 us in a tight loop but ~11 us inside the host,
 * where everything else has pushed SQLite's B-tree pages and code out of the CPU caches
 * (docs/performance.md), and every agent request reads its cluster document. A hit is one hash
 * lookup; the caller still gets its own `JSON.parse` of the text, so no two readers share an
 * object.
 *
 * Coherent only because one connection writes the file (the store holds an ownership lock, see
 * store-ownership.ts) and every write of that connection drops the row's entry at its statement
 * (`written`); a read inside an open batch may cache a row that batch wrote, so `forget` drops the
 * rows of a batch that rolled back. Only reads fill it, so it holds what is read more often than
 * written: cluster documents (read by every agent request, written by rollouts and edits), not
 * heartbeats or status documents (each read is followed by a write of the same row).
 */
export class DocumentCache {
  private readonly rows: LRUCache<string, CachedRow> | undefined;

  /** `maxBytes` 0 keeps nothing (every read goes to SQLite). */
  constructor(maxBytes: number) {
    this.rows =
      maxBytes > 0
        ? new LRUCache<string, CachedRow>({
            maxSize: maxBytes,
            sizeCalculation: (row, key) => entryBytes(key, row),
          })
        : undefined;
  }

  get(key: string): CachedRow | undefined {
    return this.rows?.get(key);
  }

  /** A row just read from SQLite (kept unless it is over MAX_ENTRY_BYTES). */
  remember(key: string, row: CachedRow): void {
    if (this.rows && entryBytes(key, row) <= MAX_ENTRY_BYTES)
      this.rows.set(key, { etag: row.etag, body: row.body });
  }

  /**
   * A write's statement ran: the row leaves the cache until it is read again. Keeping the written
   * text instead made every heartbeat and status post leave its document in the cache until the
   * next write of the same row: such documents outlive the young generation and die in the old
   * one, and the old space grew by hundreds of MiB under a status storm (docs/performance.md).
   */
  written(key: string): void {
    this.rows?.delete(key);
  }

  /** Rows whose writes rolled back: read from SQLite again next time. */
  forget(keys: Iterable<string>): void {
    if (!this.rows) return;
    for (const key of keys) this.rows.delete(key);
  }

  clear(): void {
    this.rows?.clear();
  }

  /** Bytes held by the entries, as counted against the bound. */
  get bytes(): number {
    return this.rows?.calculatedSize ?? 0;
  }
}
