import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import type { SqliteStoreOptions } from '../../../functions/platform/store/sqlite-store';
import type { CollectionName, DocumentBase } from '../../../functions/platform/store/store';
import { ManualClock } from '../../support/manual-clock';
import { spyOnCommits } from '../../support/commit-spy';

/**
 * Expiry in the embedded store: documents with a ttl are deleted by the sweep once ttl seconds
 * have passed since their last write, as Cosmos DB deletes them; nothing else is ever touched.
 */

interface Doc extends DocumentBase {
  n?: number;
  ttl?: number;
}

const DAY = 24 * 3600;
const connection = (store: SqliteStore): Database => (store as unknown as { db: Database }).db;

let dir: string;
let clock: ManualClock;
const open: SqliteStore[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcbridge-expiry-'));
  clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
});
afterEach(async () => {
  jest.restoreAllMocks();
  for (const store of open.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A store on the test's file whose sweep runs only when the test says so. */
function openStore(options: SqliteStoreOptions = {}): SqliteStore {
  const store = new SqliteStore(join(dir, 'store.db'), { clock, expiry: { intervalMs: 0 }, ...options });
  open.push(store);
  return store;
}

async function closeStore(store: SqliteStore): Promise<void> {
  open.splice(open.indexOf(store), 1);
  await store.close();
}

const ids = async (store: SqliteStore, name: CollectionName, tenantId = 't1') =>
  (await store.collection<Doc>(name).query(tenantId, { limit: 1000 })).items.map((item) => item.doc.id);

describe('expiry of documents with a ttl (embedded store)', () => {
  it('deletes a document ttl seconds after its write, not a second earlier', async () => {
    const store = openStore();
    const events = store.collection<Doc>('auditEvents');
    await events.create({ id: 'e1', tenantId: 't1', ttl: 60 });
    clock.advance(59);
    expect(await store.sweepExpired()).toEqual(new Map());
    expect(await events.read('t1', 'e1')).toBeDefined();
    clock.advance(1);
    expect(await store.sweepExpired()).toEqual(new Map([['auditEvents', 1]]));
    expect(await events.read('t1', 'e1')).toBeUndefined();
    expect(await ids(store, 'auditEvents')).toEqual([]);
    // Gone for good: the id is free again, as in Cosmos DB.
    expect((await events.create({ id: 'e1', tenantId: 't1', ttl: 60 })).doc.id).toBe('e1');
  });

  it('counts the ttl from the last write: replace and upsert start it again, and a write without ttl ends it', async () => {
    const store = openStore();
    const tokens = store.collection<Doc>('bootstrapTokens');
    const created = await tokens.create({ id: 'replaced', tenantId: 't1', ttl: 100 });
    await tokens.upsert({ id: 'upserted', tenantId: 't1', ttl: 100 });
    await tokens.create({ id: 'kept', tenantId: 't1', ttl: 100 });
    clock.advance(90);
    await tokens.replace({ id: 'replaced', tenantId: 't1', ttl: 100, n: 1 }, { ifMatch: created.etag });
    await tokens.upsert({ id: 'upserted', tenantId: 't1', ttl: 100, n: 1 });
    await tokens.replace({ id: 'kept', tenantId: 't1', n: 1 });
    clock.advance(10);
    await store.sweepExpired();
    expect(await ids(store, 'bootstrapTokens')).toEqual(['kept', 'replaced', 'upserted']);
    clock.advance(90);
    await store.sweepExpired();
    expect(await ids(store, 'bootstrapTokens')).toEqual(['kept']);
    clock.advance(100 * 365 * DAY);
    await store.sweepExpired();
    expect(await ids(store, 'bootstrapTokens')).toEqual(['kept']);
  });

  it('never touches a document without a ttl or with ttl -1, in any collection', async () => {
    const store = openStore();
    const written = [
      await store.collection<Doc>('clusters').create({ id: 'c1', tenantId: 't1' }),
      await store.collection<Doc>('heartbeats').upsert({ id: 'c1', tenantId: 't1', n: 1 }),
      await store.collection<Doc>('auditEvents').create({ id: 'forever', tenantId: 't1', ttl: -1 }),
    ];
    await store.collection<Doc>('auditEvents').create({ id: 'expires', tenantId: 't1', ttl: 1 });
    clock.advance(100 * 365 * DAY);
    expect(await store.sweepExpired()).toEqual(new Map([['auditEvents', 1]]));
    expect(await store.collection<Doc>('clusters').read('t1', 'c1')).toEqual(written[0]);
    expect(await store.collection<Doc>('heartbeats').read('t1', 'c1')).toEqual(written[1]);
    expect(await store.collection<Doc>('auditEvents').read('t1', 'forever')).toEqual(written[2]);
  });

  it('still returns an expired document until the sweep deletes it (Cosmos DB hides it at once)', async () => {
    const store = openStore();
    const events = store.collection<Doc>('auditEvents');
    await events.create({ id: 'e1', tenantId: 't1', ttl: 60 });
    clock.advance(3600);
    expect((await events.read('t1', 'e1'))?.doc.id).toBe('e1');
    expect(await ids(store, 'auditEvents')).toEqual(['e1']);
    await store.sweepExpired();
    expect(await events.read('t1', 'e1')).toBeUndefined();
  });

  it('drops a deleted document from the read cache', async () => {
    const store = openStore();
    const events = store.collection<Doc>('auditEvents');
    await events.create({ id: 'e1', tenantId: 't1', ttl: 60 });
    // Read twice: the first read fills the cache, the second is served from it.
    await events.read('t1', 'e1');
    expect(await events.read('t1', 'e1')).toBeDefined();
    clock.advance(60);
    await store.sweepExpired();
    expect(await events.read('t1', 'e1')).toBeUndefined();
    expect(await events.readMany('t1', ['e1'])).toEqual([]);
  });

  it('deletes in bounded batches, each its own commit and turn of the event loop, through the expiry index', async () => {
    const store = openStore({ expiry: { intervalMs: 0, batchSize: 10 } });
    const events = store.collection<Doc>('auditEvents');
    await Promise.all(
      Array.from({ length: 35 }, (_, n) => events.create({ id: `e${n}`, tenantId: `t${n % 3}`, ttl: 60 })),
    );
    await store.collection<Doc>('clusters').create({ id: 'c1', tenantId: 't0' });
    clock.advance(60);
    const commits = spyOnCommits(connection(store));
    // One callback per turn of the event loop while the pass runs.
    let turns = 0;
    let next: NodeJS.Immediate | undefined;
    const turn = () => {
      turns++;
      next = setImmediate(turn);
    };
    turn();
    try {
      expect(await store.sweepExpired()).toEqual(new Map([['auditEvents', 35]]));
    } finally {
      clearImmediate(next);
    }
    expect(commits.count()).toBe(4);
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(await ids(store, 'clusters', 't0')).toEqual(['c1']);
    // Nothing due: a pass is one probe of the index, and writes nothing.
    expect(await store.sweepExpired()).toEqual(new Map());
    expect(commits.count()).toBe(4);
    const plan = connection(store)
      .prepare('EXPLAIN QUERY PLAN SELECT id FROM documents WHERE expires_at <= ? LIMIT 10')
      .all(0) as { detail: string }[];
    expect(plan.map((step) => step.detail).join('\n')).toContain('USING COVERING INDEX documents_expiry');
  });

  it('answers a read of a document it deleted only once the delete is durable, and keeps it when the commit fails', async () => {
    const store = openStore();
    const events = store.collection<Doc>('auditEvents');
    await events.create({ id: 'e1', tenantId: 't1', ttl: 60 });
    await events.read('t1', 'e1');
    clock.advance(60);
    const commits = spyOnCommits(connection(store));
    commits.failNext(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
    // The pass's first batch deletes at once; its commit waits for the end of the turn.
    const pass = store.sweepExpired();
    const read = events.read('t1', 'e1');
    await expect(read).rejects.toThrow('disk I/O error');
    await expect(pass).rejects.toThrow('disk I/O error');
    expect((await events.read('t1', 'e1'))?.doc.id).toBe('e1');
    expect(await store.sweepExpired()).toEqual(new Map([['auditEvents', 1]]));
    expect(await events.read('t1', 'e1')).toBeUndefined();
  });
});

describe('the timed sweep', () => {
  const until = async (check: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('runs right after the store opens and then every interval, and reports what it deleted', async () => {
    const expired: [string, number][] = [];
    const first = openStore();
    await first.collection<Doc>('auditEvents').create({ id: 'old', tenantId: 't1', ttl: 60 });
    await closeStore(first);
    clock.advance(60);
    // An interval far longer than the test: only the pass at open can delete `old`.
    const store = openStore({
      expiry: { intervalMs: 3_600_000, onExpired: (collection, n) => expired.push([collection, n]) },
    });
    await until(() => expired.length > 0);
    expect(expired).toEqual([['auditEvents', 1]]);
    await closeStore(store);

    const timed = openStore({
      expiry: { intervalMs: 20, onExpired: (collection, n) => expired.push([collection, n]) },
    });
    await timed.collection<Doc>('bootstrapTokens').create({ id: 'tok', tenantId: 't1', ttl: 5 });
    clock.advance(5);
    await until(() => expired.length > 1);
    expect(expired).toEqual([
      ['auditEvents', 1],
      ['bootstrapTokens', 1],
    ]);
    expect(await timed.collection<Doc>('bootstrapTokens').read('t1', 'tok')).toBeUndefined();
  });

  it('reports a failed pass and goes on', async () => {
    const failures: string[] = [];
    let broken = false;
    const flaky = {
      now: () => {
        if (broken) throw new Error('clock unavailable');
        return clock.now();
      },
    };
    const store = openStore({ clock: flaky, expiry: { intervalMs: 20, onFailed: (e) => failures.push(e) } });
    broken = true;
    await until(() => failures.length > 0);
    expect(failures[0]).toBe('Error: clock unavailable');
    broken = false;
    await store.collection<Doc>('auditEvents').create({ id: 'e1', tenantId: 't1', ttl: 1 });
    clock.advance(1);
    await until(async () => (await store.collection<Doc>('auditEvents').read('t1', 'e1')) === undefined);
  });

  it('stops on close after its current batch, and the next start finishes the work', async () => {
    const store = openStore({ expiry: { intervalMs: 0, batchSize: 1 } });
    const events = store.collection<Doc>('auditEvents');
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => events.create({ id: `e${n}`, tenantId: 't1', ttl: 1 })),
    );
    clock.advance(1);
    const pass = store.sweepExpired();
    await closeStore(store);
    const deleted = (await pass).get('auditEvents') ?? 0;
    expect(deleted).toBeLessThan(20);

    const reopened = openStore();
    expect(await ids(reopened, 'auditEvents')).toHaveLength(20 - deleted);
    await reopened.sweepExpired();
    expect(await ids(reopened, 'auditEvents')).toEqual([]);
  });
});
