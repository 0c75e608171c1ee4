import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MAX_ENTRY_BYTES } from '../../../functions/platform/store/document-cache';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { StoreInUseError, StoreOwnership } from '../../../functions/platform/store/store-ownership';

/**
 * The embedded store's document cache and the ownership lock it depends on. The contract suite
 * runs every Store case against the store with its cache (and with a cache small enough to evict
 * all the time); these cases show that the cache is there and what keeps it exact.
 */

interface Doc {
  id: string;
  tenantId: string;
  n: number;
}

let dir: string;
let path: string;
const opened: SqliteStore[] = [];
const open = (documentCacheBytes?: number): SqliteStore => {
  const store = new SqliteStore(path, documentCacheBytes === undefined ? {} : { documentCacheBytes });
  opened.push(store);
  return store;
};
const cacheBytes = (store: SqliteStore): number =>
  (store as unknown as { cache: { bytes: number } }).cache.bytes;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcbridge-document-cache-'));
  path = join(dir, 'store.db');
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Rewrites a row with a connection of its own: what a second store would do, and the lock forbids. */
function writeBehindTheStoresBack(id: string, n: number): void {
  const db = new Database(path);
  try {
    db.prepare("UPDATE documents SET body = ? WHERE collection = 'clusters' AND id = ?").run(
      JSON.stringify({ id, tenantId: 't1', n }),
      id,
    );
  } finally {
    db.close();
  }
}

it('answers repeated point reads from memory, and from SQLite when the cache is off', async () => {
  for (const [bytes, expected] of [
    [undefined, 1],
    [0, 2],
  ] as const) {
    const store = open(bytes);
    const docs = store.collection<Doc>('clusters');
    await docs.upsert({ id: 'a', tenantId: 't1', n: 1 });
    expect((await docs.read('t1', 'a'))?.doc.n).toBe(1);
    writeBehindTheStoresBack('a', 2);
    expect((await docs.read('t1', 'a'))?.doc.n).toBe(expected);
    expect((await docs.readMany('t1', ['a']))[0]?.doc.n).toBe(expected);
    await store.close();
    opened.length = 0;
  }
});

it('hands every reader its own copy of a cached document', async () => {
  const docs = open().collection<Doc>('clusters');
  await docs.upsert({ id: 'a', tenantId: 't1', n: 1 });
  const first = await docs.read('t1', 'a');
  first!.doc.n = 99;
  expect((await docs.read('t1', 'a'))?.doc.n).toBe(1);
});

it("follows the store's own writes, deletes and etag checks", async () => {
  const docs = open().collection<Doc>('clusters');
  const created = await docs.create({ id: 'a', tenantId: 't1', n: 1 });
  expect(await docs.read('t1', 'a')).toEqual(created);
  const replaced = await docs.replace({ id: 'a', tenantId: 't1', n: 2 }, { ifMatch: created.etag });
  expect(await docs.read('t1', 'a')).toEqual(replaced);
  // The etag check of a write compares against the cached row, which must be the current one.
  await expect(docs.replace({ id: 'a', tenantId: 't1', n: 3 }, { ifMatch: created.etag })).rejects.toThrow(
    /etag mismatch/,
  );
  const upserted = await docs.upsert({ id: 'a', tenantId: 't1', n: 4 });
  expect(await docs.read('t1', 'a')).toEqual(upserted);
  expect(await docs.delete('t1', 'a', { ifMatch: upserted.etag })).toBe(true);
  expect(await docs.read('t1', 'a')).toBeUndefined();
  await docs.create({ id: 'a', tenantId: 't1', n: 5 });
  expect((await docs.read('t1', 'a'))?.doc.n).toBe(5);
});

it('is filled by reads only, and stays within its bound', async () => {
  const store = open(4096);
  const docs = store.collection<Doc & { pad: string }>('clusters');
  const written = [];
  for (let i = 0; i < 50; i++)
    written.push(await docs.upsert({ id: `c${i}`, tenantId: 't1', n: i, pad: 'x'.repeat(200) }));
  // The etag check of a replace reads the row without keeping it.
  await docs.replace({ ...written[0]!.doc, n: 0 }, { ifMatch: written[0]!.etag });
  expect(cacheBytes(store)).toBe(0);
  for (let i = 0; i < 50; i++) expect((await docs.read('t1', `c${i}`))?.doc.n).toBe(i);
  expect(cacheBytes(store)).toBeGreaterThan(2048);
  expect(cacheBytes(store)).toBeLessThanOrEqual(4096);
  // Evicted rows come back from SQLite.
  for (let i = 0; i < 50; i++) expect((await docs.read('t1', `c${i}`))?.doc.n).toBe(i);
});

it('keeps no row over MAX_ENTRY_BYTES', async () => {
  const store = open();
  const docs = store.collection<Doc & { pad?: string }>('clusters');
  await docs.upsert({ id: 'big', tenantId: 't1', n: 1, pad: 'x'.repeat(MAX_ENTRY_BYTES) });
  expect((await docs.read('t1', 'big'))?.doc.n).toBe(1);
  expect(cacheBytes(store)).toBe(0);
});

it('drops a row at its write: it holds what was read, not what was written', async () => {
  const store = open();
  const docs = store.collection<Doc>('clusters');
  const first = await docs.upsert({ id: 'a', tenantId: 't1', n: 1 });
  expect(await docs.read('t1', 'a')).toEqual(first);
  expect(cacheBytes(store)).toBeGreaterThan(0);
  const second = await docs.replace({ id: 'a', tenantId: 't1', n: 2 }, { ifMatch: first.etag });
  expect(cacheBytes(store)).toBe(0);
  expect(await docs.read('t1', 'a')).toEqual(second);
  expect(cacheBytes(store)).toBeGreaterThan(0);
});

describe('one store per database file', () => {
  it('refuses a second store on the same file until the first is closed', async () => {
    const first = open();
    expect(() => new SqliteStore(path)).toThrow(StoreInUseError);
    // The lock leaves no journal beside it (a killed host would leave it in the data directory).
    expect(existsSync(`${path}-lock-journal`)).toBe(false);
    expect(() => new SqliteStore(path)).toThrow(/point ARCBRIDGE_DATA_DIR at another directory/);
    await first.close();
    opened.length = 0;
    const second = open();
    expect(await second.collection<Doc>('clusters').read('t1', 'none')).toBeUndefined();
  });

  it('is released by a store that fails to open', () => {
    writeFileSync(path, 'not a SQLite database, but longer than its 100-byte header would be'.repeat(4));
    expect(() => new SqliteStore(path)).toThrow(/not a database/);
    StoreOwnership.acquire(path).release();
  });

  it('is held against other processes, and released when its process is killed', async () => {
    const lockedElsewhere = (): Promise<string> => tryLockInChild(`${path}-lock`);
    const store = open();
    expect(await lockedElsewhere()).toBe('SQLITE_BUSY');
    await store.close();
    opened.length = 0;
    expect(await lockedElsewhere()).toBe('acquired');

    // A holder that dies without closing anything (SIGKILL) leaves nothing behind.
    const holder = spawn(process.execPath, ['-e', holdLockProgram(`${path}-lock`)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    expect(() => new SqliteStore(path)).toThrow(StoreInUseError);
    await new Promise<void>((resolve) => {
      holder.once('exit', () => resolve());
      holder.kill('SIGKILL');
    });
    expect(await open().collection<Doc>('clusters').read('t1', 'none')).toBeUndefined();
  });
});

/** The store's locking protocol (store-ownership.ts), run in another process. */
const lockProgram = (lockPath: string): string => `
const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
const db = new Database(${JSON.stringify(lockPath)}, { timeout: 0 });
db.pragma('locking_mode = EXCLUSIVE');`;

function holdLockProgram(lockPath: string): string {
  return `${lockProgram(lockPath)}
db.exec('BEGIN EXCLUSIVE');
process.stdout.write('held\\n');
setInterval(() => undefined, 1000);`;
}

function tryLockInChild(lockPath: string): Promise<string> {
  const program = `${lockProgram(lockPath)}
try { db.exec('BEGIN EXCLUSIVE'); process.stdout.write('acquired'); } catch (err) { process.stdout.write(err.code); }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => resolve(out));
  });
}
