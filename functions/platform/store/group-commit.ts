import type { Database as SqliteDatabase } from 'better-sqlite3';
import { rowKey } from './document-cache';

/** One row of the documents table. */
export interface RowRef {
  readonly collection: string;
  readonly tenantId: string;
  readonly id: string;
}

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Batch {
  readonly waiters: Waiter[];
  /** `collection\0tenant\0id` of every row written in the batch, and `collection\0tenant` of each. */
  readonly keys: Set<string>;
}

const scopeKey = (collection: string, tenantId: string): string => `${collection}\0${tenantId}`;

/**
 * Group commit for one SQLite connection running `synchronous = FULL`: every write that arrives in
 * the same event-loop turn runs inside one transaction, and the transaction commits (one WAL fsync)
 * in `setImmediate`, after the turn's I/O callbacks. Each write's statements run at once, so its
 * etag check and conflict detection see every earlier write exactly as before; only its
 * acknowledgement waits: the caller's promise settles after the COMMIT returned, so a 2xx still
 * means "on disk for good". If the batch fails (COMMIT error, or SQLite rolling the transaction
 * back on a statement error such as SQLITE_FULL or SQLITE_IOERR), every caller in it is rejected
 * with that error; none of them was acknowledged.
 *
 * Reads are not delayed unless they observed a row the open batch wrote: such a read settles with
 * the batch (and fails with it), so no caller is ever answered from a write that could still roll
 * back.
 */
export class GroupCommit {
  private batch: Batch | undefined;

  /** `rolledBack` learns the keys of every batch that failed (the document cache forgets them). */
  constructor(
    private readonly db: SqliteDatabase,
    private readonly rolledBack: (keys: ReadonlySet<string>) => void = () => undefined,
  ) {}

  /** Runs `work` (synchronous statements) in the open batch; settles once the batch is durable. */
  write<R>(collection: string, tenantId: string, id: string, work: () => R): Promise<R> {
    const batch = this.open();
    let value: R;
    try {
      value = work();
    } catch (err) {
      return this.failed(batch, err);
    }
    batch.keys.add(rowKey(collection, tenantId, id));
    batch.keys.add(scopeKey(collection, tenantId));
    return this.settleWith(batch, value);
  }

  /**
   * The same for statements that change many rows at once (the expiry sweep's deletes): `work`
   * answers the rows it changed, which the batch then treats as written, one by one.
   */
  writeRows(work: () => readonly RowRef[]): Promise<readonly RowRef[]> {
    const batch = this.open();
    let rows: readonly RowRef[];
    try {
      rows = work();
    } catch (err) {
      return this.failed(batch, err);
    }
    for (const { collection, tenantId, id } of rows) {
      batch.keys.add(rowKey(collection, tenantId, id));
      batch.keys.add(scopeKey(collection, tenantId));
    }
    return this.settleWith(batch, rows);
  }

  /** A point read's result, held back until the batch commits if the batch wrote that row. */
  read<R>(collection: string, tenantId: string, ids: readonly string[], value: R): Promise<R> {
    const batch = this.batch;
    if (!batch || !ids.some((id) => batch.keys.has(rowKey(collection, tenantId, id)))) {
      return Promise.resolve(value);
    }
    return this.settleWith(batch, value);
  }

  /** A query's result, held back if the open batch wrote anything in the same collection and tenant. */
  query<R>(collection: string, tenantId: string, value: R): Promise<R> {
    const batch = this.batch;
    if (!batch || !batch.keys.has(scopeKey(collection, tenantId))) return Promise.resolve(value);
    return this.settleWith(batch, value);
  }

  /** Commits the open batch now (close() calls it so that nothing queued is lost). */
  flush(): void {
    const batch = this.batch;
    if (!batch) return;
    this.batch = undefined;
    try {
      this.db.exec('COMMIT');
    } catch (err) {
      this.fail(batch, err);
      return;
    }
    for (const waiter of batch.waiters) waiter.resolve();
  }

  private open(): Batch {
    if (this.batch && this.db.inTransaction) return this.batch;
    if (this.batch) this.fail(this.batch, new Error('the store transaction was rolled back'));
    this.db.exec('BEGIN IMMEDIATE');
    const batch: Batch = { waiters: [], keys: new Set() };
    this.batch = batch;
    setImmediate(() => {
      if (this.batch === batch) this.flush();
    });
    return batch;
  }

  /**
   * A constraint or precondition failure undoes only its own statement; a failure that made
   * SQLite roll back the whole transaction fails everything written in it.
   */
  private failed(batch: Batch, err: unknown): Promise<never> {
    if (!this.db.inTransaction) this.fail(batch, err);
    return Promise.reject(err);
  }

  private settleWith<R>(batch: Batch, value: R): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      batch.waiters.push({ resolve: () => resolve(value), reject });
    });
  }

  private fail(batch: Batch, err: unknown): void {
    if (this.batch === batch) this.batch = undefined;
    if (this.db.inTransaction) {
      try {
        this.db.exec('ROLLBACK');
      } catch {
        // The transaction is already gone; the callers below are failed either way.
      }
    }
    this.rolledBack(batch.keys);
    for (const waiter of batch.waiters) waiter.reject(err);
  }
}
