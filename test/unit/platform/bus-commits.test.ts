import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { BusLockLostError } from '../../../functions/platform/bus/bus';
import { SqliteBus } from '../../../functions/platform/bus/sqlite-bus';
import { spyOnCommits } from '../../support/commit-spy';
import type { CommitSpy } from '../../support/commit-spy';

/** Group commit in the embedded bus: the operations of one turn share one transaction and fsync. */

const connection = (bus: SqliteBus): Database => (bus as unknown as { db: Database }).db;

let dir: string;
let bus: SqliteBus;
let commits: CommitSpy;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcbridge-bus-commits-'));
  bus = new SqliteBus(join(dir, 'bus.db'), { pollIntervalMs: 10 });
  commits = spyOnCommits(connection(bus));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await bus.close();
  rmSync(dir, { recursive: true, force: true });
});

const later = new Date(Date.now() + 60_000);

it('commits the sends and schedules of one turn in one transaction, then answers each', async () => {
  const scheduled = await Promise.all(
    Array.from({ length: 50 }, (_, n) => bus.schedule('q', later, { body: { n } })),
  );
  expect(commits.count()).toBe(1);
  expect(new Set(scheduled.flat()).size).toBe(50);

  // One after the other (each awaited), each is its own commit.
  await bus.send('q', { body: 'a' });
  await bus.send('q', { body: 'b' });
  expect(commits.count()).toBe(3);
  const received = await bus.receive('q', { maxMessages: 10, maxWaitMs: 500 });
  expect(received.map((message) => message.body)).toEqual(['a', 'b']);
});

it('fails every caller of a batch whose commit fails, keeps none of it, and hands nothing out', async () => {
  commits.failNext(new Error('disk I/O error'));
  const [sent, other, claimed] = await Promise.allSettled([
    bus.send('q', { body: 'lost' }),
    bus.schedule('q', later, { body: 'lost too' }),
    bus.receive('q', { maxWaitMs: 0 }),
  ]);
  expect(sent).toMatchObject({ status: 'rejected', reason: { message: 'disk I/O error' } });
  expect(other.status).toBe('rejected');
  // The claim ran in the same batch, after the send: it must not deliver a message never stored.
  expect(claimed.status).toBe('rejected');

  expect(await bus.receive('q', { maxWaitMs: 100 })).toEqual([]);
  await bus.send('q', { body: 'kept' });
  expect((await bus.receive('q', { maxWaitMs: 500 })).map((message) => message.body)).toEqual(['kept']);
});

it('fails only the operation that throws; the rest of its batch is committed', async () => {
  await bus.send('q', { body: 'one' });
  const [message] = await bus.receive('q', { maxWaitMs: 500 });
  await bus.complete(message!);
  const before = commits.count();
  const [stale, sent] = await Promise.allSettled([bus.complete(message!), bus.send('q', { body: 'two' })]);
  expect(stale).toMatchObject({ status: 'rejected', reason: expect.any(BusLockLostError) });
  expect(sent.status).toBe('fulfilled');
  expect(commits.count()).toBe(before + 1);
  expect((await bus.receive('q', { maxWaitMs: 500 })).map((m) => m.body)).toEqual(['two']);
});

it('leaves nothing of a multi-message send whose statement fails part way', async () => {
  // The second insert fails after the first ran (as a statement does on a constraint error).
  const insert = (bus as unknown as { insertMessage: { run: (...args: unknown[]) => unknown } })
    .insertMessage;
  const run = insert.run.bind(insert);
  let calls = 0;
  jest.spyOn(insert, 'run').mockImplementation((...args: unknown[]) => {
    if (++calls === 2) throw new Error('constraint failed');
    return run(...args);
  });
  await expect(bus.send('q', [{ body: 'first' }, { body: 'second' }])).rejects.toThrow('constraint failed');
  await bus.send('q', { body: 'after' });
  expect((await bus.receive('q', { maxMessages: 5, maxWaitMs: 500 })).map((m) => m.body)).toEqual(['after']);
});

it('commits what is pending when closed', async () => {
  const path = join(dir, 'bus.db');
  const sent = bus.send('q', { body: 'at close' });
  await bus.close();
  await sent;
  const reopened = new SqliteBus(path, { pollIntervalMs: 10 });
  try {
    expect((await reopened.receive('q', { maxWaitMs: 500 })).map((m) => m.body)).toEqual(['at close']);
  } finally {
    await reopened.close();
  }
  bus = new SqliteBus(join(dir, 'unused.db'));
});
