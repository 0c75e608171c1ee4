import { Worker } from 'node:worker_threads';

/** How often the worker copies the WAL into the database file. */
export const CHECKPOINT_INTERVAL_MS = 200;

/**
 * WAL frames after which the writing connection checkpoints on its own, should the worker stop:
 * far above what the worker lets accumulate (~1,000 frames a second under a heartbeat storm),
 * so in normal operation the event loop never checkpoints.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * The worker's whole program. A string, not a file: the store runs compiled (dist/) and under
 * ts-jest from source, and a worker file would need a loader in the second case. It opens its own
 * connection and runs a PASSIVE checkpoint every interval: PASSIVE copies what it can without
 * waiting for, or blocking, the writer and its readers (https://sqlite.org/c3ref/wal_checkpoint_v2.html).
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('busy_timeout = 0');
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or interrupted: the next interval tries again, and the writer's fallback bounds the WAL.
  }
}, workerData.intervalMs);
`;

/**
 * Checkpoints a WAL-mode database from a worker thread, so the event loop never does. With
 * SQLite's default (a checkpoint inside the COMMIT that takes the WAL past 1,000 pages) a
 * heartbeat storm made the writing thread copy ~4 MB into the database and fsync it several
 * times a second: COMMITs of 17-25 ms every few seconds, and 7% of the host's CPU per heartbeat
 * on the event loop (docs/performance.md). The writer keeps a fallback (`wal_autocheckpoint`
 * at FALLBACK_AUTOCHECKPOINT_PAGES) in case the worker stops.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private closing = false;

  /**
   * `onStopped` learns why, should the worker stop before close() (it cannot open the database,
   * or it crashed): the WAL stays durable and bounded by the writer's fallback, but COMMITs
   * checkpoint on the event loop again until a restart, so an operator should know.
   */
  constructor(
    path: string,
    onStopped: (reason: string) => void = () => undefined,
    intervalMs = CHECKPOINT_INTERVAL_MS,
  ) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { path, intervalMs, driver: require.resolve('better-sqlite3') },
    });
    // Neither keeps the process alive nor outlives it: the WAL is durable without it.
    this.worker.unref();
    let failure: string | undefined;
    this.worker.on('error', (err: unknown) => (failure = describeWorkerError(err)));
    this.worker.on('exit', (code) => {
      if (!this.closing) onStopped(failure ?? `the checkpoint thread exited with code ${code}`);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}

/**
 * A worker's error arrives structured-cloned: an Error keeps its message, but a SqliteError
 * arrives as a plain object with only its `code` (SQLITE_CANTOPEN).
 */
function describeWorkerError(err: unknown): string {
  const { message, code } = (err ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && typeof code === 'string') return `${code}: ${message}`;
  if (typeof message === 'string') return message;
  if (typeof code === 'string') return code;
  return String(err);
}
