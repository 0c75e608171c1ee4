import { randomUUID } from 'node:crypto';
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import {
  assertSerializedSize,
  assertValidDocumentId,
  decodeContinuation,
  encodeContinuation,
  MAX_PAGE_SIZE,
  StoreConflictError,
  StoreNotFoundError,
  StorePreconditionError,
} from './store';
import type {
  Collection,
  CollectionName,
  CountOptions,
  DocumentBase,
  GroupCount,
  Page,
  QueryOptions,
  Store,
  Versioned,
  WriteOptions,
} from './store';
import { ensurePrivateDatabase } from '../files/private-files';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import { GroupCommit } from './group-commit';
import { filterToSql, groupKey, jsonPath } from './sqlite-filters';
import { DEFAULT_DOCUMENT_CACHE_MB, DocumentCache, rowKey } from './document-cache';
import type { CachedRow } from './document-cache';
import { StoreOwnership } from './store-ownership';
import { WalCheckpointer } from './wal-checkpointer';
import { openDatabase } from './sqlite-schema';
import { ExpirySweep } from './expiry-sweep';
import type { ExpirySweepOptions } from './expiry-sweep';
import { timeToLive } from './time-to-live';

export interface SqliteStoreOptions {
  /** Bytes of documents kept in memory (document-cache.ts); 0 reads every document from SQLite. */
  documentCacheBytes?: number;
  /** Told why, should the WAL checkpoint thread stop while the store is open (wal-checkpointer.ts). */
  onCheckpointerStopped?: (reason: string) => void;
  /** What a document's ttl counts from and expires against (time-to-live.ts); the system clock by default. */
  clock?: Clock;
  /** The removal of expired documents (expiry-sweep.ts). */
  expiry?: ExpirySweepOptions;
}

/**
 * The embedded Store: one SQLite file (WAL mode) holding every collection in a single table.
 * better-sqlite3 is synchronous, which makes each read-compare-write below atomic without
 * explicit locking: no other statement can run between the etag check and the write. Writes are
 * group-committed (group-commit.ts): the writes of one event-loop turn share a transaction and
 * one fsync, and each is acknowledged only after that commit. Point reads are served from a
 * bounded cache of the rows this store read (document-cache.ts), which is why a file
 * has one store at a time (store-ownership.ts). Documents with a `ttl` expire as in Cosmos DB,
 * removed by a periodic sweep (expiry-sweep.ts).
 */
export class SqliteStore implements Store {
  private readonly db: SqliteDatabase;
  private readonly collections = new Map<string, SqliteCollection<DocumentBase>>();
  private readonly commits: GroupCommit;
  private readonly checkpointer: WalCheckpointer | undefined;
  private readonly ownership: StoreOwnership | undefined;
  private readonly cache: DocumentCache;
  private readonly clock: Clock;
  private readonly expiry: ExpirySweep;

  constructor(path: string, options: SqliteStoreOptions = {}) {
    this.clock = options.clock ?? systemClock;
    if (path !== ':memory:') {
      ensurePrivateDatabase(path);
      this.ownership = StoreOwnership.acquire(path);
    }
    this.cache = new DocumentCache(options.documentCacheBytes ?? DEFAULT_DOCUMENT_CACHE_MB * 1024 * 1024);
    try {
      this.db = openDatabase(path, this.clock.now().getTime());
      // Checkpoints run on a worker thread (wal-checkpointer.ts); the connection checkpoints only
      // as a fallback, should the WAL grow that far.
      if (path !== ':memory:') this.checkpointer = new WalCheckpointer(path, options.onCheckpointerStopped);
    } catch (err) {
      // A store that failed to open holds nothing: a corrected start must find the file free.
      this.ownership?.release();
      throw err;
    }
    this.commits = new GroupCommit(this.db, (keys) => this.cache.forget(keys));
    this.expiry = new ExpirySweep(this.db, this.commits, this.cache, this.clock, options.expiry);
    this.expiry.start();
  }

  collection<T extends DocumentBase>(name: CollectionName): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.db, name, this.commits, this.cache, this.clock);
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  /**
   * Deletes every document expired by now, at once (the sweep's timer does it every minute);
   * answers how many per collection.
   */
  sweepExpired(): Promise<ReadonlyMap<string, number>> {
    return this.expiry.run();
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    await this.expiry.stop();
    this.commits.flush();
    await this.checkpointer?.close();
    this.db.close();
    this.cache.clear();
    this.ownership?.release();
  }
}

interface Row {
  id: string;
  etag: string;
  body: string;
}

const newEtag = (): string => `"${randomUUID()}"`;

class SqliteCollection<T extends DocumentBase> implements Collection<T> {
  private readonly selectOne: Statement<[string, string, string], Row>;
  private readonly insertOne: Statement<[string, string, string, string, string, number | null]>;
  private readonly updateOne: Statement<[string, string, number | null, string, string, string]>;
  private readonly upsertOne: Statement<[string, string, string, string, string, number | null]>;
  private readonly deleteOne: Statement<[string, string, string]>;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly name: string,
    private readonly commits: GroupCommit,
    private readonly cache: DocumentCache,
    private readonly clock: Clock,
  ) {
    this.selectOne = db.prepare(
      'SELECT id, etag, body FROM documents WHERE collection = ? AND tenant_id = ? AND id = ?',
    );
    this.insertOne = db.prepare(
      'INSERT INTO documents (collection, tenant_id, id, etag, body, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.updateOne = db.prepare(
      'UPDATE documents SET etag = ?, body = ?, expires_at = ? WHERE collection = ? AND tenant_id = ? AND id = ?',
    );
    // One statement instead of a point read then an insert or update: a heartbeat is an upsert.
    this.upsertOne = db.prepare(
      'INSERT INTO documents (collection, tenant_id, id, etag, body, expires_at) VALUES (?, ?, ?, ?, ?, ?) ' +
        'ON CONFLICT (collection, tenant_id, id) DO UPDATE ' +
        'SET etag = excluded.etag, body = excluded.body, expires_at = excluded.expires_at',
    );
    this.deleteOne = db.prepare('DELETE FROM documents WHERE collection = ? AND tenant_id = ? AND id = ?');
  }

  async read(tenantId: string, id: string): Promise<Versioned<T> | undefined> {
    const row = this.current(tenantId, id);
    return this.commits.read(this.name, tenantId, [id], row ? toVersioned<T>(row) : undefined);
  }

  async readMany(tenantId: string, ids: string[]): Promise<Versioned<T>[]> {
    const unique = [...new Set(ids)];
    const out: Versioned<T>[] = [];
    for (const id of unique) {
      const row = this.current(tenantId, id);
      if (row) out.push(toVersioned<T>(row));
    }
    return this.commits.read(this.name, tenantId, unique, out);
  }

  /**
   * The row as this connection sees it (the open batch's writes included): cached, else from
   * SQLite. Reads fill the cache, the etag checks of writes do not (see DocumentCache).
   */
  private current(tenantId: string, id: string, fill = true): CachedRow | undefined {
    const key = rowKey(this.name, tenantId, id);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const row = this.selectOne.get(this.name, tenantId, id);
    if (row && fill) this.cache.remember(key, row);
    return row;
  }

  /**
   * When a document written now expires (ms since the epoch), null if never: every write sets
   * it, so a write counts the ttl from itself, as Cosmos DB counts from `_ts`.
   */
  private expiresAt(doc: T): number | null {
    const ttl = timeToLive(this.name, doc);
    return ttl === undefined ? null : this.clock.now().getTime() + ttl * 1000;
  }

  /** The last step of every write: the row leaves the cache (only once the statement succeeded). */
  private written(tenantId: string, id: string): void {
    this.cache.written(rowKey(this.name, tenantId, id));
  }

  async create(doc: T): Promise<Versioned<T>> {
    assertValidDocumentId(doc.id);
    const body = JSON.stringify(doc);
    assertSerializedSize(this.name, doc.id, body);
    const expiresAt = this.expiresAt(doc);
    const etag = newEtag();
    return this.commits.write(this.name, doc.tenantId, doc.id, () => {
      try {
        this.insertOne.run(this.name, doc.tenantId, doc.id, etag, body, expiresAt);
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
          throw new StoreConflictError(this.name, doc.id);
        }
        throw err;
      }
      this.written(doc.tenantId, doc.id);
      return { doc: JSON.parse(body) as T, etag };
    });
  }

  async replace(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    assertValidDocumentId(doc.id);
    const body = JSON.stringify(doc);
    assertSerializedSize(this.name, doc.id, body);
    const expiresAt = this.expiresAt(doc);
    return this.commits.write(this.name, doc.tenantId, doc.id, () => {
      const current = this.current(doc.tenantId, doc.id, false);
      if (!current) throw new StoreNotFoundError(this.name, doc.id);
      if (options.ifMatch !== undefined && options.ifMatch !== current.etag) {
        throw new StorePreconditionError(this.name, doc.id);
      }
      const etag = newEtag();
      this.updateOne.run(etag, body, expiresAt, this.name, doc.tenantId, doc.id);
      this.written(doc.tenantId, doc.id);
      return { doc: JSON.parse(body) as T, etag };
    });
  }

  async upsert(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    if (options.ifMatch !== undefined) return this.replace(doc, options);
    assertValidDocumentId(doc.id);
    const body = JSON.stringify(doc);
    assertSerializedSize(this.name, doc.id, body);
    const expiresAt = this.expiresAt(doc);
    const etag = newEtag();
    return this.commits.write(this.name, doc.tenantId, doc.id, () => {
      this.upsertOne.run(this.name, doc.tenantId, doc.id, etag, body, expiresAt);
      this.written(doc.tenantId, doc.id);
      return { doc: JSON.parse(body) as T, etag };
    });
  }

  async delete(tenantId: string, id: string, options: WriteOptions = {}): Promise<boolean> {
    return this.commits.write(this.name, tenantId, id, () => {
      if (options.ifMatch !== undefined) {
        const current = this.current(tenantId, id, false);
        if (!current) return false;
        if (current.etag !== options.ifMatch) throw new StorePreconditionError(this.name, id);
      }
      const deleted = this.deleteOne.run(this.name, tenantId, id).changes > 0;
      this.written(tenantId, id);
      return deleted;
    });
  }

  async query(tenantId: string, options: QueryOptions = {}): Promise<Page<Versioned<T>>> {
    const limit = Math.min(Math.max(Math.floor(options.limit ?? 100), 1), MAX_PAGE_SIZE);
    const clauses = ['collection = ?', 'tenant_id = ?'];
    const params: unknown[] = [this.name, tenantId];
    if (options.continuationToken !== undefined) {
      clauses.push('id > ?');
      params.push(decodeContinuation(options.continuationToken));
    }
    for (const filter of options.where ?? []) {
      const [sql, values] = filterToSql(filter);
      clauses.push(sql);
      params.push(...values);
    }
    // Fetch one extra row to learn whether another page exists without a COUNT.
    const rows = this.db
      .prepare(`SELECT id, etag, body FROM documents WHERE ${clauses.join(' AND ')} ORDER BY id LIMIT ?`)
      .all(...params, limit + 1) as Row[];
    const page = rows.slice(0, limit).map((row) => toVersioned<T>(row));
    const last = page[page.length - 1];
    return this.commits.query(
      this.name,
      tenantId,
      rows.length > limit && last
        ? { items: page, continuationToken: encodeContinuation(last.doc.id) }
        : { items: page },
    );
  }

  async countBy(tenantId: string, options: CountOptions): Promise<GroupCount[]> {
    const clauses = ['collection = ?', 'tenant_id = ?'];
    const params: unknown[] = [this.name, tenantId];
    for (const filter of options.where ?? []) {
      const [sql, values] = filterToSql(filter);
      clauses.push(sql);
      params.push(...values);
    }
    // The key as JSON text, so true stays apart from 1 and "1" (json_extract of one path would
    // merge them): `->` for one path, one json_extract of all paths (a JSON array) for more. One
    // JSON function per row: each call costs a parse of the body, which is what a count costs.
    const [keySql, keyParams] =
      options.by.length === 0
        ? ["''", []]
        : options.by.length === 1
          ? ['body -> ?', [jsonPath(options.by[0]!)]]
          : [`json_extract(body, ${options.by.map(() => '?').join(', ')})`, options.by.map(jsonPath)];
    const rows = this.db
      .prepare(
        `SELECT ${keySql} AS k, COUNT(*) AS n FROM documents WHERE ${clauses.join(' AND ')} GROUP BY k`,
      )
      .all(...keyParams, ...params) as { k: string | null; n: number }[];
    // Objects and arrays group by their JSON text in SQLite; the port counts them all as null.
    const merged = new Map<string, GroupCount>();
    for (const row of rows) {
      if (Number(row.n) === 0) continue;
      const key = groupKey(options.by.length, row.k);
      const id = JSON.stringify(key);
      const group = merged.get(id) ?? { key, count: 0 };
      group.count += Number(row.n);
      merged.set(id, group);
    }
    return this.commits.query(this.name, tenantId, [...merged.values()]);
  }
}

function toVersioned<T>(row: CachedRow): Versioned<T> {
  return { doc: JSON.parse(row.body) as T, etag: row.etag };
}
