import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import {
  assertDocumentSize,
  assertValidDocumentId,
  decodeContinuation,
  encodeContinuation,
  groupValue,
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
  Filter,
  GroupCount,
  GroupValue,
  Page,
  QueryOptions,
  Store,
  Versioned,
  WriteOptions,
} from './store';
import { ensurePrivateDatabase } from '../files/private-files';
import { GroupCommit } from './group-commit';
import { FALLBACK_AUTOCHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer';

/**
 * The embedded Store: one SQLite file (WAL mode) holding every collection in a single table.
 * better-sqlite3 is synchronous, which makes each read-compare-write below atomic without
 * explicit locking: no other statement can run between the etag check and the write. Writes are
 * group-committed (group-commit.ts): the writes of one event-loop turn share a transaction and
 * one fsync, and each is acknowledged only after that commit.
 */
export class SqliteStore implements Store {
  private readonly db: SqliteDatabase;
  private readonly collections = new Map<string, SqliteCollection<DocumentBase>>();
  private readonly commits: GroupCommit;
  private readonly checkpointer: WalCheckpointer | undefined;

  constructor(path: string) {
    if (path !== ':memory:') ensurePrivateDatabase(path);
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // FULL: every commit fsyncs the WAL before it returns, so a 2xx is never sent for a write an
    // OS crash or power loss could still drop (NORMAL only survives a process crash).
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    if (path !== ':memory:') {
      // Checkpoints run on a worker thread (wal-checkpointer.ts); this connection checkpoints only
      // as a fallback, should the WAL grow that far.
      this.db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
      this.checkpointer = new WalCheckpointer(path);
    }
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        collection TEXT NOT NULL,
        tenant_id  TEXT NOT NULL,
        id         TEXT NOT NULL,
        etag       TEXT NOT NULL,
        body       TEXT NOT NULL,
        PRIMARY KEY (collection, tenant_id, id)
      ) WITHOUT ROWID;
    `);
    this.commits = new GroupCommit(this.db);
  }

  collection<T extends DocumentBase>(name: CollectionName): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.db, name, this.commits);
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.commits.flush();
    await this.checkpointer?.close();
    this.db.close();
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
  private readonly insertOne: Statement<[string, string, string, string, string]>;
  private readonly updateOne: Statement<[string, string, string, string, string]>;
  private readonly upsertOne: Statement<[string, string, string, string, string]>;
  private readonly deleteOne: Statement<[string, string, string]>;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly name: string,
    private readonly commits: GroupCommit,
  ) {
    this.selectOne = db.prepare(
      'SELECT id, etag, body FROM documents WHERE collection = ? AND tenant_id = ? AND id = ?',
    );
    this.insertOne = db.prepare(
      'INSERT INTO documents (collection, tenant_id, id, etag, body) VALUES (?, ?, ?, ?, ?)',
    );
    this.updateOne = db.prepare(
      'UPDATE documents SET etag = ?, body = ? WHERE collection = ? AND tenant_id = ? AND id = ?',
    );
    // One statement instead of a point read then an insert or update: a heartbeat is an upsert.
    this.upsertOne = db.prepare(
      'INSERT INTO documents (collection, tenant_id, id, etag, body) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT (collection, tenant_id, id) DO UPDATE SET etag = excluded.etag, body = excluded.body',
    );
    this.deleteOne = db.prepare('DELETE FROM documents WHERE collection = ? AND tenant_id = ? AND id = ?');
  }

  async read(tenantId: string, id: string): Promise<Versioned<T> | undefined> {
    const row = this.selectOne.get(this.name, tenantId, id);
    return this.commits.read(this.name, tenantId, [id], row ? toVersioned<T>(row) : undefined);
  }

  async readMany(tenantId: string, ids: string[]): Promise<Versioned<T>[]> {
    const unique = [...new Set(ids)];
    const out: Versioned<T>[] = [];
    for (const id of unique) {
      const row = this.selectOne.get(this.name, tenantId, id);
      if (row) out.push(toVersioned<T>(row));
    }
    return this.commits.read(this.name, tenantId, unique, out);
  }

  async create(doc: T): Promise<Versioned<T>> {
    assertValidDocumentId(doc.id);
    assertDocumentSize(this.name, doc);
    const etag = newEtag();
    const body = JSON.stringify(doc);
    return this.commits.write(this.name, doc.tenantId, doc.id, () => {
      try {
        this.insertOne.run(this.name, doc.tenantId, doc.id, etag, body);
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
          throw new StoreConflictError(this.name, doc.id);
        }
        throw err;
      }
      return { doc: JSON.parse(body) as T, etag };
    });
  }

  async replace(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    assertValidDocumentId(doc.id);
    assertDocumentSize(this.name, doc);
    return this.commits.write(this.name, doc.tenantId, doc.id, () => {
      const current = this.selectOne.get(this.name, doc.tenantId, doc.id);
      if (!current) throw new StoreNotFoundError(this.name, doc.id);
      if (options.ifMatch !== undefined && options.ifMatch !== current.etag) {
        throw new StorePreconditionError(this.name, doc.id);
      }
      const etag = newEtag();
      const body = JSON.stringify(doc);
      this.updateOne.run(etag, body, this.name, doc.tenantId, doc.id);
      return { doc: JSON.parse(body) as T, etag };
    });
  }

  async upsert(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    if (options.ifMatch !== undefined) return this.replace(doc, options);
    assertValidDocumentId(doc.id);
    assertDocumentSize(this.name, doc);
    const etag = newEtag();
    const body = JSON.stringify(doc);
    return this.commits.write(this.name, doc.tenantId, doc.id, () => {
      this.upsertOne.run(this.name, doc.tenantId, doc.id, etag, body);
      return { doc: JSON.parse(body) as T, etag };
    });
  }

  async delete(tenantId: string, id: string, options: WriteOptions = {}): Promise<boolean> {
    return this.commits.write(this.name, tenantId, id, () => {
      if (options.ifMatch !== undefined) {
        const current = this.selectOne.get(this.name, tenantId, id);
        if (!current) return false;
        if (current.etag !== options.ifMatch) throw new StorePreconditionError(this.name, id);
      }
      return this.deleteOne.run(this.name, tenantId, id).changes > 0;
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

/** A group's key from its JSON text (see countBy): JSON scalars keep their type, anything else is null. */
function groupKey(paths: number, text: string | null): GroupValue[] {
  if (paths === 0) return [];
  const parsed: unknown = text === null ? null : JSON.parse(text);
  const values = paths === 1 ? [parsed] : Array.isArray(parsed) ? parsed : [];
  return Array.from({ length: paths }, (_path, index) => groupValue(values[index]));
}

function toVersioned<T>(row: Row): Versioned<T> {
  return { doc: JSON.parse(row.body) as T, etag: row.etag };
}

/**
 * JSON path with every segment a quoted (JSON-escaped) label, so label keys such as
 * `app.kubernetes.io/name` stay one segment and quotes or backslashes in a key stay data.
 */
function jsonPath(path: string[]): string {
  return '$' + path.map((segment) => `.${JSON.stringify(segment)}`).join('');
}

/**
 * Filters with the same semantics as the Cosmos DB adapter (the contract suite holds both to it):
 * values compare only with values of the same JSON type (json_extract alone would turn `true`
 * into 1 and objects into text), a JSON null counts as present, and `ne` / `notIn` are the exact
 * negations of `eq` / `in`, so they also match documents without the field. Every expression is
 * null-safe (IS, COALESCE), which is what makes NOT a true negation.
 */
function filterToSql(filter: Filter): [string, unknown[]] {
  const path = jsonPath(filter.path);
  switch (filter.op) {
    case 'eq':
      return typedIn(path, [filter.value]);
    case 'ne':
      return negate(typedIn(path, [filter.value]));
    case 'in':
      return typedIn(path, filter.values);
    case 'notIn':
      return negate(typedIn(path, filter.values));
    case 'exists':
      return ['json_type(body, ?) IS NOT NULL', [path]];
    case 'notExists':
      return ['json_type(body, ?) IS NULL', [path]];
    case 'startsWith':
      if (filter.path.length === 1 && filter.path[0] === 'id') return idPrefix(filter.value);
      return [
        "(json_type(body, ?) IS 'text' AND substr(json_extract(body, ?), 1, length(?)) = ?)",
        [path, path, filter.value, filter.value],
      ];
  }
}

/**
 * A prefix of the id as a range of the primary key (`id >= prefix AND id < successor`): SQLite
 * compares text as UTF-8 bytes, which orders like code points, so every id with the prefix lies in
 * that range and the index reads only those rows (a rollout's records among all of a tenant's).
 * The id column always equals the document's `id`.
 */
function idPrefix(prefix: string): [string, unknown[]] {
  const points = [...prefix].map((char) => char.codePointAt(0)!);
  const last = points.pop();
  if (last === undefined) return ['1', []];
  // The next code point after `last`, skipping the surrogate range (not valid in UTF-8 text).
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  if (next > 0x10ffff) return ['(id >= ? AND substr(id, 1, length(?)) = ?)', [prefix, prefix, prefix]];
  return ['(id >= ? AND id < ?)', [prefix, String.fromCodePoint(...points, next)]];
}

/** True (1) when the field equals one of `values` with the same JSON type, else 0 (never NULL). */
function typedIn(path: string, values: (string | number | boolean)[]): [string, unknown[]] {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const strings = values.filter((value): value is string => typeof value === 'string');
  const numbers = values.filter((value): value is number => typeof value === 'number');
  const placeholders = (list: unknown[]): string => list.map(() => '?').join(', ');
  // The value first, its type only for rows whose value matched: AND stops at the first false,
  // and every JSON function call parses the body again.
  if (strings.length > 0) {
    clauses.push(
      `(COALESCE(json_extract(body, ?) IN (${placeholders(strings)}), 0) AND json_type(body, ?) IS 'text')`,
    );
    params.push(path, ...strings, path);
  }
  if (numbers.length > 0) {
    clauses.push(
      `(COALESCE(json_extract(body, ?) IN (${placeholders(numbers)}), 0) AND json_type(body, ?) IN ('integer', 'real'))`,
    );
    params.push(path, ...numbers, path);
  }
  for (const flag of [true, false]) {
    if (values.includes(flag)) {
      clauses.push(`json_type(body, ?) IS '${String(flag)}'`);
      params.push(path);
    }
  }
  return [clauses.length > 0 ? `(${clauses.join(' OR ')})` : '0', params];
}

function negate([sql, params]: [string, unknown[]]): [string, unknown[]] {
  return [`NOT ${sql}`, params];
}
