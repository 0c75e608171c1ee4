import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { spyOnCommits } from '../../support/commit-spy';
import type { CommitSpy } from '../../support/commit-spy';

/** Group commit in the embedded store: one transaction and fsync per event-loop turn. */

interface Doc {
  id: string;
  tenantId: string;
  n: number;
}

const connection = (store: SqliteStore): Database => (store as unknown as { db: Database }).db;

let dir: string;
let store: SqliteStore;
let commits: CommitSpy;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcbridge-group-commit-'));
  store = new SqliteStore(join(dir, 'store.db'));
  commits = spyOnCommits(connection(store));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const docs = () => store.collection<Doc>('clusters');

it('commits the writes of one turn in one transaction, then acknowledges each', async () => {
  const written = await Promise.all(
    ['a', 'b', 'c', 'd'].map((id, n) => docs().upsert({ id, tenantId: 't1', n })),
  );
  expect(commits.count()).toBe(1);
  expect(new Set(written.map((w) => w.etag)).size).toBe(4);
  for (const w of written) expect(await docs().read('t1', w.doc.id)).toEqual(w);

  // Sequential writes (each awaited) still commit one by one.
  await docs().upsert({ id: 'e', tenantId: 't1', n: 5 });
  await docs().upsert({ id: 'f', tenantId: 't1', n: 6 });
  expect(commits.count()).toBe(3);
});

it('keeps each write its own etag check and conflict inside a batch', async () => {
  const created = await docs().create({ id: 'x', tenantId: 't1', n: 0 });
  const [ok, stale, duplicate, other] = await Promise.allSettled([
    docs().replace({ id: 'x', tenantId: 't1', n: 1 }, { ifMatch: created.etag }),
    docs().replace({ id: 'x', tenantId: 't1', n: 2 }, { ifMatch: created.etag }),
    docs().create({ id: 'x', tenantId: 't1', n: 3 }),
    docs().create({ id: 'y', tenantId: 't1', n: 4 }),
  ]);
  expect(ok.status).toBe('fulfilled');
  expect(stale).toMatchObject({
    status: 'rejected',
    reason: expect.objectContaining({ message: expect.stringMatching(/etag mismatch/) }),
  });
  expect(duplicate.status).toBe('rejected');
  expect(other.status).toBe('fulfilled');
  expect((await docs().read('t1', 'x'))?.doc.n).toBe(1);
  expect((await docs().read('t1', 'y'))?.doc.n).toBe(4);
});

it('fails every caller of a batch whose commit fails, and keeps none of its writes', async () => {
  await docs().upsert({ id: 'kept', tenantId: 't1', n: 0 });
  const diskFull = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
  commits.failNext(diskFull);
  const results = await Promise.allSettled([
    docs().upsert({ id: 'kept', tenantId: 't1', n: 1 }),
    docs().create({ id: 'lost', tenantId: 't1', n: 2 }),
    docs().delete('t1', 'kept'),
    // A read of a row the batch wrote is held back with it, and fails with it.
    docs().read('t1', 'lost'),
  ]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
  for (const r of results) expect((r as PromiseRejectedResult).reason).toBe(diskFull);
  expect(await docs().read('t1', 'lost')).toBeUndefined();
  expect((await docs().read('t1', 'kept'))?.doc.n).toBe(0);
  // The next batch commits normally.
  expect((await docs().upsert({ id: 'after', tenantId: 't1', n: 3 })).doc.n).toBe(3);
});

it('forgets the cached documents of a batch that rolled back', async () => {
  const kept = await docs().upsert({ id: 'cached', tenantId: 't1', n: 0 });
  // Read once, so the document cache holds it; the failed batch must not leave its write there.
  expect(await docs().read('t1', 'cached')).toEqual(kept);
  commits.failNext(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
  const results = await Promise.allSettled([
    docs().upsert({ id: 'cached', tenantId: 't1', n: 1 }),
    docs().upsert({ id: 'other', tenantId: 't1', n: 2 }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  expect(await docs().read('t1', 'cached')).toEqual(kept);
  await expect(
    docs().replace({ id: 'cached', tenantId: 't1', n: 3 }, { ifMatch: kept.etag }),
  ).resolves.toMatchObject({ doc: { n: 3 } });
});

it('answers reads of rows the open batch did not write without waiting for it', async () => {
  await docs().upsert({ id: 'old', tenantId: 't1', n: 0 });
  const order: string[] = [];
  const write = docs()
    .upsert({ id: 'new', tenantId: 't1', n: 1 })
    .then(() => order.push('write'));
  const unrelated = docs()
    .read('t1', 'old')
    .then(() => order.push('unrelated read'));
  const same = docs()
    .read('t1', 'new')
    .then(() => order.push('read of the written row'));
  await Promise.all([write, unrelated, same]);
  expect(order).toEqual(['unrelated read', 'write', 'read of the written row']);
});

it('commits a batch still open when the store closes', async () => {
  const pending = docs().upsert({ id: 'late', tenantId: 't1', n: 7 });
  await store.close();
  await expect(pending).resolves.toMatchObject({ doc: { n: 7 } });
  store = new SqliteStore(join(dir, 'store.db'));
  expect((await docs().read('t1', 'late'))?.doc.n).toBe(7);
});
