import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { SqliteBus } from '../../../functions/platform/bus/sqlite-bus';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';

/**
 * Acknowledged means durable: both embedded databases run WAL with synchronous = FULL, which makes
 * SQLite fsync the WAL at every commit before the statement returns (https://sqlite.org/pragma.html#pragma_synchronous:
 * "FULL ... ensures that all content is safely written to the disk surface prior to continuing";
 * in WAL mode NORMAL skips that sync and "might roll back following a power loss or system crash").
 * The setting is per connection, so it is read from the adapters' own connections.
 */

const connection = (adapter: object): Database => (adapter as { db: Database }).db;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcbridge-durable-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it.each([
  ['store', (path: string) => new SqliteStore(path)],
  ['bus', (path: string) => new SqliteBus(path)],
])('the %s commits with journal_mode = WAL and synchronous = FULL', async (_name, open) => {
  const adapter = open(join(dir, 'x.db'));
  try {
    const db = connection(adapter);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  } finally {
    await adapter.close();
  }
});
