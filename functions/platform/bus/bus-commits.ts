import type { Database as SqliteDatabase } from 'better-sqlite3';

interface Operation {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for the embedded bus (one SQLite connection running `synchronous = FULL`): the
 * operations asked for in one event-loop turn run together in `setImmediate`, in one IMMEDIATE
 * transaction, each in a savepoint of its own (an operation that throws leaves nothing of itself),
 * and commit with one WAL fsync; every caller is answered after that COMMIT returned, so a send is
 * acknowledged, and a claimed message handed out, only once it is on disk for good.
 *
 * Unlike the store's group commit (store/group-commit.ts), which runs each write at once so its
 * etag check sees every earlier write, nothing runs before the turn ends: the bus's callers need
 * no result before the commit, and so the file's write lock is held only while the batch runs.
 * Another connection to the same file (another process, or a second bus in this one) never waits
 * for a turn of this one's event loop, which in one thread would wait forever.
 */
export class BusCommits {
  private pending: Operation[] = [];

  constructor(private readonly db: SqliteDatabase) {}

  /** Runs `work` (synchronous statements) in the turn's batch; settles once the batch is durable. */
  run<R>(work: () => R): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Runs and commits what is pending now (close() calls it so that nothing asked for is lost). */
  flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const outcomes = this.runAll(batch);
    if (!outcomes) return;
    batch.forEach((operation, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) operation.resolve(outcome.value);
      else operation.reject(outcome.error);
    });
  }

  /** Each operation's outcome once committed; undefined when the batch failed (all rejected). */
  private runAll(batch: Operation[]): Outcome[] | undefined {
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (err) {
      for (const operation of batch) operation.reject(err);
      return undefined;
    }
    const outcomes: Outcome[] = [];
    try {
      for (const operation of batch) {
        try {
          // Inside an open transaction better-sqlite3 runs this as a SAVEPOINT, rolled back on a throw.
          outcomes.push({ ok: true, value: this.db.transaction(operation.work)() });
        } catch (error) {
          // SQLite rolled the whole transaction back (SQLITE_FULL, SQLITE_IOERR): nothing of the
          // batch is kept, so no caller in it may be answered as if it were.
          if (!this.db.inTransaction) throw error;
          outcomes.push({ ok: false, error });
        }
      }
      this.db.exec('COMMIT');
      return outcomes;
    } catch (err) {
      if (this.db.inTransaction) {
        try {
          this.db.exec('ROLLBACK');
        } catch {
          // The transaction is already gone; the callers are failed either way.
        }
      }
      for (const operation of batch) operation.reject(err);
      return undefined;
    }
  }
}
