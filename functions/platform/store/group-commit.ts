import type { Database as SqliteDatabase } from 'better-sqlite3';

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Batch {
  readonly waiters: Waiter[];
  /** `collection\0tenant\0id` of every row written in the batch, and `collection\0tenant` of each. */
  readonly keys: Set<string>;
}

const rowKey = (collection: string, tenantId: string, id: string): string =>
  `${collection}\0${tenantId}\0${id}`;
const scopeKey = (collection: string, tenantId: string): string => `${collection}\0${tenantId}`;

/**
 * Makes every WAL frame committed so far durable (an fdatasync of the `-wal` file on libuv's
 * thread pool). Undefined for an in-memory database, which has nothing to sync.
 */
export type WalSync = () => Promise<void>;

/** Raised for every write after a WAL sync failed: nothing the store holds can be vouched for. */
export class StoreSyncFailedError extends Error {
  constructor(cause: unknown) {
    super(
      `the store's disk did not confirm a sync (${(cause as Error)?.message ?? String(cause)}); ` +
        'nothing more is acknowledged: check the disk, then restart the control plane',
      { cause },
    );
    this.name = 'StoreSyncFailedError';
  }
}

/**
 * Group commit for one SQLite connection in WAL mode: every write that arrives in the same
 * event-loop turn runs inside one transaction, and the transaction commits in `setImmediate`,
 * after the turn's I/O callbacks. Each write's statements run at once, so its etag check and
 * conflict detection see every earlier write exactly as before; only its acknowledgement waits.
 *
 * Durability: the connection runs `synchronous = NORMAL`, so COMMIT writes the WAL frames without
 * waiting for the disk, and `syncWal` (an fdatasync of the WAL file) runs off the event loop. A
 * caller's promise settles only after a sync that began after its COMMIT returned has completed,
 * so a 2xx still means "on disk for good" (what `synchronous = FULL` gives, without blocking the
 * event loop for the flush). Commits made while a sync is running wait for the next one, which
 * covers all of them: one flush for many batches under load.
 *
 * If a batch fails (COMMIT error, or SQLite rolling the transaction back on a statement error
 * such as SQLITE_FULL or SQLITE_IOERR), every caller in it is rejected with that error; none of
 * them was acknowledged. If a sync fails, its callers are rejected and so is every later read and
 * write (StoreSyncFailedError: the rows SQLite shows may never reach the disk): after a failed fsync the kernel may have dropped the dirty pages, and a
 * later successful one proves nothing about them, so only a restart (which reads what is really on
 * disk) can resume.
 *
 * Reads are not delayed unless they observed a row written by a batch that is not durable yet
 * (open, or committed and waiting for its sync): such a read settles with that batch (and fails
 * with it), so no caller is ever answered from a write that could still be lost.
 */
export class GroupCommit {
  /** The batch writes go into now. */
  private batch: Batch | undefined;
  /** Committed, waiting for the next sync. */
  private committed: Batch[] = [];
  /** Committed, covered by the sync that is running. */
  private syncing: Batch[] = [];
  private sync: Promise<void> | undefined;
  private syncFailure: StoreSyncFailedError | undefined;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly syncWal?: WalSync,
  ) {}

  /** Runs `work` (synchronous statements) in the open batch; settles once the batch is durable. */
  write<R>(collection: string, tenantId: string, id: string, work: () => R): Promise<R> {
    if (this.syncFailure) return Promise.reject(this.syncFailure);
    const batch = this.open();
    let value: R;
    try {
      value = work();
    } catch (err) {
      // A constraint or precondition failure undoes only its own statement; a failure that made
      // SQLite roll back the whole transaction fails everything written in it.
      if (!this.db.inTransaction) this.fail(batch, err);
      return Promise.reject(err);
    }
    batch.keys.add(rowKey(collection, tenantId, id));
    batch.keys.add(scopeKey(collection, tenantId));
    return this.settleWith(batch, value);
  }

  /** A point read's result, held back until durable if a pending batch wrote that row. */
  read<R>(collection: string, tenantId: string, ids: readonly string[], value: R): Promise<R> {
    if (this.syncFailure) return Promise.reject(this.syncFailure);
    const batch = this.latestPending((keys) => ids.some((id) => keys.has(rowKey(collection, tenantId, id))));
    return batch ? this.settleWith(batch, value) : Promise.resolve(value);
  }

  /** A query's result, held back if a pending batch wrote anything in the same collection and tenant. */
  query<R>(collection: string, tenantId: string, value: R): Promise<R> {
    if (this.syncFailure) return Promise.reject(this.syncFailure);
    const scope = scopeKey(collection, tenantId);
    const batch = this.latestPending((keys) => keys.has(scope));
    return batch ? this.settleWith(batch, value) : Promise.resolve(value);
  }

  /** Commits the open batch now; its callers settle once it is durable. */
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
    if (!this.syncWal) {
      for (const waiter of batch.waiters) waiter.resolve();
      return;
    }
    this.committed.push(batch);
    this.startSync();
  }

  /** Commits the open batch and waits until everything committed is durable (close() needs it). */
  async drain(): Promise<void> {
    this.flush();
    while (this.sync) await this.sync;
  }

  private startSync(): void {
    if (this.sync || this.committed.length === 0 || !this.syncWal) return;
    const covered = this.committed;
    this.committed = [];
    this.syncing = covered;
    this.sync = this.syncWal().then(
      () => {
        for (const batch of covered) for (const waiter of batch.waiters) waiter.resolve();
      },
      (err: unknown) => {
        this.syncFailure = new StoreSyncFailedError(err);
        for (const batch of [...covered, ...this.committed])
          for (const waiter of batch.waiters) waiter.reject(this.syncFailure);
        this.committed = [];
      },
    );
    void this.sync.finally(() => {
      this.syncing = [];
      this.sync = undefined;
      this.startSync();
    });
  }

  /**
   * The newest batch that is not durable yet and matches: batches become durable in order, so
   * settling with the newest one that wrote what a reader saw covers every earlier one too.
   */
  private latestPending(matches: (keys: Set<string>) => boolean): Batch | undefined {
    if (this.batch && matches(this.batch.keys)) return this.batch;
    for (const list of [this.committed, this.syncing])
      for (let i = list.length - 1; i >= 0; i -= 1) if (matches(list[i]!.keys)) return list[i];
    return undefined;
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
    for (const waiter of batch.waiters) waiter.reject(err);
  }
}
