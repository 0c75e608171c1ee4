import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { SqliteBus } from '../../../functions/platform/bus/sqlite-bus';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';

/**
 * Acknowledged means durable. SQLite's own words (https://sqlite.org/pragma.html#pragma_synchronous):
 * FULL "ensures that all content is safely written to the disk surface prior to continuing"; in WAL
 * mode NORMAL skips the WAL sync at commit and "might roll back following a power loss or system
 * crash". The bus runs FULL. The store runs NORMAL and syncs the WAL itself, off the event loop
 * (group-commit.ts): a write is acknowledged only after an fdatasync of the store's `-wal` file
 * that began after its COMMIT. The setting is per connection, so it is read from the adapters' own
 * connections; the sync is observed at the file-handle level, and which file it flushed is read
 * back from /proc.
 */

const connection = (adapter: object): Database => (adapter as { db: Database }).db;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcbridge-durable-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

it('the bus commits with journal_mode = WAL and synchronous = FULL', async () => {
  const bus = new SqliteBus(join(dir, 'bus.db'));
  try {
    expect(connection(bus).pragma('journal_mode', { simple: true })).toBe('wal');
    // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
    expect(connection(bus).pragma('synchronous', { simple: true })).toBe(2);
  } finally {
    await bus.close();
  }
});

it('the store acknowledges a write only after an fdatasync of its WAL file, begun after the commit', async () => {
  const path = join(dir, 'store.db');
  const store = new SqliteStore(path);
  const probe = await open(join(dir, 'probe'), 'w');
  const prototype = Object.getPrototypeOf(probe) as FileHandle;
  await probe.close();
  const datasync = prototype.datasync;
  const synced: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  jest.spyOn(prototype, 'datasync').mockImplementation(async function (this: FileHandle) {
    synced.push(readlinkSync(`/proc/self/fd/${this.fd}`));
    await held;
    return datasync.call(this);
  });
  try {
    expect(connection(store).pragma('journal_mode', { simple: true })).toBe('wal');
    expect(connection(store).pragma('synchronous', { simple: true })).toBe(1);
    let acknowledged = false;
    const write = store
      .collection<{ id: string; tenantId: string }>('clusters')
      .upsert({ id: 'c1', tenantId: 't1' })
      .then(() => (acknowledged = true));
    while (synced.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // Committed (another connection reads it) and being synced, but not acknowledged yet.
    const reader = new Sqlite(path, { readonly: true });
    try {
      expect(reader.prepare('SELECT count(*) AS n FROM documents').get()).toEqual({ n: 1 });
    } finally {
      reader.close();
    }
    expect(acknowledged).toBe(false);
    expect(synced).toEqual([`${path}-wal`]);
    release();
    await write;
    expect(acknowledged).toBe(true);
  } finally {
    release();
    await store.close();
  }
});
