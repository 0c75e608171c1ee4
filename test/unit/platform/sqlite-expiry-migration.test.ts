import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import type { DocumentBase } from '../../../functions/platform/store/store';
import { ManualClock } from '../../support/manual-clock';

/**
 * A database file written by a version without expiry: the first start adds the column, counts
 * the ttl of the documents that have one from that start, and leaves every other document as it was.
 */

interface Doc extends DocumentBase {
  ttl?: unknown;
}

/** The documents table exactly as versions before expiry created it. */
const OLD_SCHEMA = `
  CREATE TABLE documents (
    collection TEXT NOT NULL,
    tenant_id  TEXT NOT NULL,
    id         TEXT NOT NULL,
    etag       TEXT NOT NULL,
    body       TEXT NOT NULL,
    PRIMARY KEY (collection, tenant_id, id)
  ) WITHOUT ROWID;
`;

const OLD_ROWS: [string, Doc][] = [
  ['auditEvents', { id: 'e-old', tenantId: 't1', ttl: 90 * 24 * 3600 }],
  ['bootstrapTokens', { id: 'tok', tenantId: 't1', ttl: 60 }],
  ['auditEvents', { id: 'forever', tenantId: 't1', ttl: -1 }],
  ['clusters', { id: 'c1', tenantId: 't1' }],
  // A nested ttl is no ttl; a value Cosmos DB would have refused never expires here either.
  ['clusters', { id: 'c2', tenantId: 't1', nested: { ttl: 5 } } as Doc],
  ['clusters', { id: 'c3', tenantId: 't1', ttl: 0 }],
  ['clusters', { id: 'c4', tenantId: 't1', ttl: '60' }],
];

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcbridge-expiry-migration-'));
  path = join(dir, 'store.db');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec(OLD_SCHEMA);
  const insert = db.prepare('INSERT INTO documents VALUES (?, ?, ?, ?, ?)');
  for (const [collection, doc] of OLD_ROWS)
    insert.run(collection, doc.tenantId, doc.id, `"etag-${doc.id}"`, JSON.stringify(doc));
  db.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const expiries = (): Record<string, number | null> => {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db.prepare('SELECT id, expires_at FROM documents ORDER BY id').all() as {
      id: string;
      expires_at: number | null;
    }[];
    return Object.fromEntries(rows.map((row) => [row.id, row.expires_at]));
  } finally {
    db.close();
  }
};

it('counts the ttl of old documents from the first start, keeps everything else, and migrates once', async () => {
  const start = new Date('2026-03-01T00:00:00Z');
  const clock = new ManualClock(start);
  const store = new SqliteStore(path, { clock, expiry: { intervalMs: 0 } });
  try {
    // Every old document reads back as it was written, etag included.
    for (const [collection, doc] of OLD_ROWS) {
      expect(await store.collection<Doc>(collection as 'clusters').read('t1', doc.id)).toEqual({
        doc,
        etag: `"etag-${doc.id}"`,
      });
    }
    clock.advance(59);
    expect(await store.sweepExpired()).toEqual(new Map());
    clock.advance(1);
    expect(await store.sweepExpired()).toEqual(new Map([['bootstrapTokens', 1]]));
  } finally {
    await store.close();
  }

  // A later start migrates nothing again: the expiry stays where the first start put it.
  const later = new ManualClock(new Date(start.getTime() + 30 * 24 * 3600 * 1000));
  const reopened = new SqliteStore(path, { clock: later, expiry: { intervalMs: 0 } });
  try {
    const ninetyDays = start.getTime() + 90 * 24 * 3600 * 1000;
    expect(expiries()).toEqual({
      c1: null,
      c2: null,
      c3: null,
      c4: null,
      'e-old': ninetyDays,
      forever: null,
    });
    later.advance(60 * 24 * 3600);
    expect(await reopened.sweepExpired()).toEqual(new Map([['auditEvents', 1]]));
    expect(Object.keys(expiries())).toEqual(['c1', 'c2', 'c3', 'c4', 'forever']);
  } finally {
    await reopened.close();
  }
});
