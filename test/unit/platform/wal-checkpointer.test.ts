import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { WalCheckpointer } from '../../../functions/platform/store/wal-checkpointer';
import type { DocumentBase } from '../../../functions/platform/store/store';

const sizeOf = (path: string) => statSync(path).size;

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

describe('WAL checkpoints of the embedded store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-checkpoint-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are made by a worker thread below the WAL size at which the writer would, and survive a reopen', async () => {
    const path = join(dir, 'store.db');
    const store = new SqliteStore(path);
    const docs = store.collection<DocumentBase & { body: string }>('heartbeats');
    const before = sizeOf(path);
    // ~100 KB of rows in 20 commits, a few hundred WAL frames: below the 1,000 at which SQLite's
    // default would checkpoint inside a COMMIT, so without the worker the database file would
    // not grow until much later; the rows reach it through the worker's checkpoint.
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          docs.upsert({ id: `c-${batch}-${i}`, tenantId: 't', body: 'x'.repeat(500) }),
        ),
      );
    }
    expect(await until(() => sizeOf(path) > before + 80_000, 5_000)).toBe(true);
    await store.close();

    const reopened = new SqliteStore(path);
    try {
      const read = await reopened
        .collection<DocumentBase & { body: string }>('heartbeats')
        .read('t', 'c-19-9');
      expect(read?.doc.body).toHaveLength(500);
    } finally {
      await reopened.close();
    }
  });

  it('tells why when the thread stops on its own, and says nothing when the store closes it', async () => {
    const reasons: string[] = [];
    // A database the thread cannot open: it stops at once.
    const broken = new WalCheckpointer(join(dir, 'missing.db'), (reason) => reasons.push(reason));
    expect(await until(() => reasons.length > 0, 5_000)).toBe(true);
    expect(reasons).toEqual(['SQLITE_CANTOPEN']);
    await broken.close();

    const stopped = jest.fn();
    const store = new SqliteStore(join(dir, 'store.db'), { onCheckpointerStopped: stopped });
    await store.collection<DocumentBase>('heartbeats').upsert({ id: 'a', tenantId: 't' });
    await store.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).not.toHaveBeenCalled();
  });
});
