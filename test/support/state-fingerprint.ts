import Database from 'better-sqlite3';
import { join } from 'node:path';

/**
 * Every document of the embedded store as `collection/tenant/id@etag`, read through a separate
 * read-only connection: any write (create, replace, delete) changes the list, so "nothing
 * changed" is an exact comparison. Collections the host's own timers keep writing are left out.
 */
export function storeFingerprint(dataDir: string, exclude: readonly string[] = []): string[] {
  const db = new Database(join(dataDir, 'arcbridge.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT collection, tenant_id, id, etag FROM documents ORDER BY collection, tenant_id, id')
      .all() as Array<{ collection: string; tenant_id: string; id: string; etag: string }>;
    return rows
      .filter((row) => !exclude.includes(row.collection))
      .map((row) => `${row.collection}/${row.tenant_id}/${row.id}@${row.etag}`);
  } finally {
    db.close();
  }
}

/** Messages waiting in the embedded bus, per queue: a refused request must enqueue nothing. */
export function busFingerprint(dataDir: string): Record<string, number> {
  const db = new Database(join(dataDir, 'bus.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT queue, COUNT(*) AS n FROM bus_messages GROUP BY queue').all() as Array<{
      queue: string;
      n: number;
    }>;
    return Object.fromEntries(rows.map((row) => [row.queue, row.n]));
  } finally {
    db.close();
  }
}
