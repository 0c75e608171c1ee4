import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { MAX_TTL_SECONDS } from './time-to-live';
import { FALLBACK_AUTOCHECKPOINT_PAGES } from './wal-checkpointer';

/**
 * The connection of the embedded store, configured, with the documents table as this version
 * needs it. `now` (ms since the epoch) is when documents written before the table had
 * `expires_at` count as written (see addExpiry).
 */
export function openDatabase(path: string, now: number): SqliteDatabase {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    // FULL: every commit fsyncs the WAL before it returns, so a 2xx is never sent for a write an
    // OS crash or power loss could still drop (NORMAL only survives a process crash).
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    if (path !== ':memory:') db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        collection TEXT NOT NULL,
        tenant_id  TEXT NOT NULL,
        id         TEXT NOT NULL,
        etag       TEXT NOT NULL,
        body       TEXT NOT NULL,
        expires_at INTEGER,
        PRIMARY KEY (collection, tenant_id, id)
      ) WITHOUT ROWID;
    `);
    addExpiry(db, now);
    // Partial: only documents with a ttl are in it, so the writes of all others never touch it.
    db.exec(
      'CREATE INDEX IF NOT EXISTS documents_expiry ON documents (expires_at) WHERE expires_at IS NOT NULL',
    );
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * A database file of a version before expiry gets the `expires_at` column (ms since the epoch,
 * null: never expires). When its documents were last written is not on record, so a document
 * with a ttl counts from now: it expires one whole ttl after this first start, never earlier
 * than Cosmos DB would have removed it. One transaction: a crash leaves the old table, and the
 * next start migrates again. `instr` first, so only the bodies that mention a ttl are parsed.
 */
function addExpiry(db: SqliteDatabase, now: number): void {
  const columns = db.pragma('table_info(documents)') as { name: string }[];
  if (columns.some((column) => column.name === 'expires_at')) return;
  db.transaction(() => {
    db.exec('ALTER TABLE documents ADD COLUMN expires_at INTEGER');
    db.prepare(
      `UPDATE documents SET expires_at = ? + json_extract(body, '$.ttl') * 1000
       WHERE instr(body, '"ttl"') > 0 AND json_type(body, '$.ttl') = 'integer'
         AND json_extract(body, '$.ttl') BETWEEN 1 AND ?`,
    ).run(now, MAX_TTL_SECONDS);
  })();
}
