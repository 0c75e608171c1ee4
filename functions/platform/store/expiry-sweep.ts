import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { Clock } from '../clock';
import { rowKey } from './document-cache';
import type { DocumentCache } from './document-cache';
import type { GroupCommit, RowRef } from './group-commit';

/** How often the embedded store looks for expired documents. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * Documents deleted per statement, each batch its own transaction and turn of the event loop:
 * a few milliseconds of work, so a backlog (a host that was down for weeks, the first start after
 * an upgrade) never holds up requests for long.
 */
export const EXPIRY_SWEEP_BATCH = 250;

export interface ExpirySweepOptions {
  /** Between passes (the first runs right after the store opens); 0: only when run() is called. */
  intervalMs?: number;
  batchSize?: number;
  /** After a pass that deleted documents: how many, once per collection. */
  onExpired?: (collection: string, deleted: number) => void;
  /** A timed pass failed; the next one tries again. */
  onFailed?: (error: string) => void;
}

interface ExpiredRow {
  collection: string;
  tenant_id: string;
  id: string;
}

/**
 * Removes the embedded store's expired documents, as Cosmos DB's background TTL deletion does
 * (time-to-live.ts). Reads do not check expiry, so the hot paths pay nothing for it; an expired
 * document stays readable until the next pass deletes it (Cosmos hides it at once). The index on
 * `expires_at` holds only documents with a ttl, so a pass with nothing due is one index probe.
 * Deletes go through the group commit like any write: acknowledged reads of a deleted row wait
 * for the commit, and the document cache drops each row at its statement.
 */
export class ExpirySweep {
  private readonly anyDue: Statement<[number], unknown>;
  private readonly deleteDue: Statement<[number, number], ExpiredRow>;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Immediate | undefined;
  private running: Promise<ReadonlyMap<string, number>> | undefined;
  private stopped = false;

  constructor(
    db: SqliteDatabase,
    private readonly commits: GroupCommit,
    private readonly cache: DocumentCache,
    private readonly clock: Clock,
    private readonly options: ExpirySweepOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? EXPIRY_SWEEP_INTERVAL_MS;
    this.batchSize = options.batchSize ?? EXPIRY_SWEEP_BATCH;
    this.anyDue = db.prepare('SELECT 1 FROM documents WHERE expires_at <= ? LIMIT 1');
    // Oldest expiry first, so a backlog clears in the order Cosmos DB would have cleared it.
    this.deleteDue = db.prepare(
      `DELETE FROM documents WHERE (collection, tenant_id, id) IN (
         SELECT collection, tenant_id, id FROM documents WHERE expires_at <= ? ORDER BY expires_at LIMIT ?
       ) RETURNING collection, tenant_id, id`,
    );
  }

  /** Timed passes; neither keeps the process alive. */
  start(): void {
    if (this.intervalMs <= 0) return;
    const tick = () => {
      if (this.running || this.stopped) return; // a long pass is not overlapped by the next one
      this.run().catch((err: unknown) => this.options.onFailed?.(errorText(err)));
    };
    this.first = setImmediate(tick).unref();
    this.timer = setInterval(tick, this.intervalMs).unref();
  }

  /**
   * One pass to the end: every document expired by the clock's now, deleted, in batches. Answers
   * how many per collection. Called during a pass, it waits for that one and runs another.
   */
  async run(): Promise<ReadonlyMap<string, number>> {
    while (this.running) await this.running.catch(() => undefined);
    const pass = this.pass().finally(() => (this.running = undefined));
    this.running = pass;
    return pass;
  }

  /** No further passes; waits for the running one to end after its current batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    if (this.first) clearImmediate(this.first);
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<ReadonlyMap<string, number>> {
    const deleted = new Map<string, number>();
    try {
      while (!this.stopped) {
        const now = this.clock.now().getTime();
        if (this.anyDue.get(now) === undefined) break;
        const rows = await this.commits.writeRows(() => this.deleteBatch(now));
        for (const { collection } of rows) deleted.set(collection, (deleted.get(collection) ?? 0) + 1);
        if (rows.length < this.batchSize) break;
      }
    } finally {
      for (const [collection, count] of deleted) this.options.onExpired?.(collection, count);
    }
    return deleted;
  }

  private deleteBatch(now: number): RowRef[] {
    return this.deleteDue.all(now, this.batchSize).map((row) => {
      this.cache.written(rowKey(row.collection, row.tenant_id, row.id));
      return { collection: row.collection, tenantId: row.tenant_id, id: row.id };
    });
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
