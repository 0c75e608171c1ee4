import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { ensurePrivateFile } from '../files/private-files';
import { StartupError } from '../startup-error';

/** Another store (another ArcBridge host, or a second store in this process) holds the file. */
export class StoreInUseError extends StartupError {
  constructor(readonly databasePath: string) {
    super(
      `Another ArcBridge host is using the data directory ${dirname(databasePath)} (its store ` +
        `${databasePath} is locked). Stop that host first, or point ARCBRIDGE_DATA_DIR at another directory.`,
    );
  }
}

/**
 * An exclusive lock on `<database>-lock`, held for as long as one SqliteStore has the database
 * open, so that no second store (another process or this one) writes the same file: the store's
 * document cache (document-cache.ts) relies on seeing every write. The lock is SQLite's own file
 * lock (fcntl on Unix, LockFileEx on Windows) on a separate, empty database held in an EXCLUSIVE
 * transaction: the operating system releases it when the process ends however it ends (a crashed
 * or SIGKILLed host leaves nothing to clean up), and SQLite keeps connections of one process
 * apart as well (https://sqlite.org/lockingv3.html). Read-only connections to the database itself
 * (backups, the tests' fingerprints) are not affected.
 */
export class StoreOwnership {
  private constructor(private readonly lock: SqliteDatabase) {}

  static acquire(databasePath: string): StoreOwnership {
    const lockPath = `${databasePath}-lock`;
    ensurePrivateFile(lockPath);
    const lock = new Database(lockPath, { timeout: 0 });
    try {
      // Its rollback journal in memory: BEGIN EXCLUSIVE would otherwise leave a `-lock-journal`
      // file in the data directory whenever the host is killed (the lock file holds no data).
      lock.pragma('journal_mode = MEMORY');
      lock.pragma('locking_mode = EXCLUSIVE');
      lock.exec('BEGIN EXCLUSIVE');
    } catch (err) {
      lock.close();
      if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new StoreInUseError(databasePath);
      throw err;
    }
    return new StoreOwnership(lock);
  }

  release(): void {
    if (!this.lock.open) return;
    this.lock.exec('ROLLBACK');
    this.lock.close();
  }
}
