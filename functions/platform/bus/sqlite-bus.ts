import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import {
  BusLockLostError,
  DEFAULT_LOCK_DURATION_MS,
  DEFAULT_MAX_DELIVERY_COUNT,
  MAX_DELIVERY_COUNT_EXCEEDED,
  outgoingList,
} from './bus';
import type {
  Bus,
  DeadLetteredMessage,
  OutgoingMessage,
  QueueOptions,
  ReceivedMessage,
  ReceiveOptions,
} from './bus';
import { ensurePrivateDatabase } from '../files/private-files';
import { BusCommits } from './bus-commits';
import { decodeRow } from './sqlite-bus-rows';
import type { DeadLetterRow, MessageRow } from './sqlite-bus-rows';

export interface SqliteBusOptions {
  /** Per-queue properties; queues not listed use `defaults`. Any queue name works (no provisioning). */
  queues?: Record<string, QueueOptions>;
  defaults?: QueueOptions;
  clock?: Clock;
  /**
   * How often a waiting receive looks at the file again. Sends, abandons and lock expiries in this
   * process wake receivers at once; this only bounds the delay for another process's writes.
   */
  pollIntervalMs?: number;
}

/**
 * The embedded Bus: durable queues in one SQLite file (WAL). A message row is visible when
 * `visible_at <= now`; a claim sets a fresh lock token and pushes `visible_at` to the lock expiry,
 * so an expired lock makes the row visible again with no sweeper. Every claim and settlement runs
 * in an IMMEDIATE transaction, so two receivers (even in two processes on the same file) can never
 * lock the same message.
 *
 * The operations of one event-loop turn commit together with one WAL fsync (bus-commits.ts); each
 * caller is answered once that commit returned. With a transaction and fsync per operation, a
 * 10,000-cluster rollout's reconcile pass, which schedules up to 1,000 messages, held the event
 * loop for ~0.45 s (docs/performance.md).
 */
export class SqliteBus implements Bus {
  private readonly db: SqliteDatabase;
  private readonly clock: Clock;
  private readonly pollIntervalMs: number;
  private readonly waiters = new Map<string, Set<() => void>>();
  private closed = false;

  private readonly insertMessage: Statement<[string, string, string, string, number, number, number]>;
  private readonly selectReady: Statement<[string, number, number], MessageRow>;
  private readonly lockMessage: Statement<[string, number, number, number]>;
  private readonly selectLocked: Statement<[number, string, string, number], MessageRow>;
  private readonly deleteMessage: Statement<[number]>;
  private readonly unlockMessage: Statement<[number, number]>;
  private readonly renewMessage: Statement<[number, number, number, string, string, number]>;
  private readonly insertDeadLetter: Statement<
    [number, string, string, string, string, number, number, string, string | null, number]
  >;
  private readonly selectExhausted: Statement<[string, number, number], MessageRow>;
  private readonly nextVisible: Statement<[string], { next: number | null }>;
  private readonly selectDeadLetters: Statement<[string, number], DeadLetterRow>;
  private readonly commits: BusCommits;

  constructor(
    path: string,
    private readonly options: SqliteBusOptions = {},
  ) {
    if (path !== ':memory:') ensurePrivateDatabase(path);
    this.clock = options.clock ?? systemClock;
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // FULL, as the store: a sent message is acknowledged only once it is on disk for good.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    // AUTOINCREMENT: a sequence number is never reused, so cancelling a stale number cannot hit a newer message.
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS bus_messages (
        seq            INTEGER PRIMARY KEY AUTOINCREMENT,
        queue          TEXT    NOT NULL,
        message_id     TEXT    NOT NULL,
        body           TEXT    NOT NULL,
        properties     TEXT    NOT NULL,
        enqueued_at    INTEGER NOT NULL,
        visible_at     INTEGER NOT NULL,
        scheduled      INTEGER NOT NULL,
        delivery_count INTEGER NOT NULL DEFAULT 0,
        lock_token     TEXT,
        locked_until   INTEGER
      );
      CREATE INDEX IF NOT EXISTS bus_messages_ready ON bus_messages (queue, visible_at);
      CREATE TABLE IF NOT EXISTS bus_dead_letters (
        seq              INTEGER PRIMARY KEY,
        queue            TEXT    NOT NULL,
        message_id       TEXT    NOT NULL,
        body             TEXT    NOT NULL,
        properties       TEXT    NOT NULL,
        enqueued_at      INTEGER NOT NULL,
        delivery_count   INTEGER NOT NULL,
        reason           TEXT    NOT NULL,
        description      TEXT,
        dead_lettered_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS bus_dead_letters_queue ON bus_dead_letters (queue, seq);
    `);
    const columns = 'seq, message_id, body, properties, enqueued_at, delivery_count';
    this.insertMessage = this.db.prepare(
      `INSERT INTO bus_messages (queue, message_id, body, properties, enqueued_at, visible_at, scheduled)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.selectReady = this.db.prepare(
      `SELECT ${columns} FROM bus_messages WHERE queue = ? AND visible_at <= ? ORDER BY seq LIMIT ?`,
    );
    this.lockMessage = this.db.prepare(
      `UPDATE bus_messages SET lock_token = ?, locked_until = ?, visible_at = ?, delivery_count = delivery_count + 1
       WHERE seq = ?`,
    );
    this.selectLocked = this.db.prepare(
      `SELECT ${columns} FROM bus_messages WHERE seq = ? AND queue = ? AND lock_token = ? AND locked_until > ?`,
    );
    this.deleteMessage = this.db.prepare('DELETE FROM bus_messages WHERE seq = ?');
    this.unlockMessage = this.db.prepare(
      'UPDATE bus_messages SET lock_token = NULL, locked_until = NULL, visible_at = ? WHERE seq = ?',
    );
    this.renewMessage = this.db.prepare(
      `UPDATE bus_messages SET locked_until = ?, visible_at = ?
       WHERE seq = ? AND queue = ? AND lock_token = ? AND locked_until > ?`,
    );
    this.insertDeadLetter = this.db.prepare(
      `INSERT INTO bus_dead_letters
         (seq, queue, message_id, body, properties, enqueued_at, delivery_count, reason, description, dead_lettered_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.selectExhausted = this.db.prepare(
      `SELECT ${columns} FROM bus_messages WHERE queue = ? AND visible_at <= ? AND delivery_count >= ?`,
    );
    this.nextVisible = this.db.prepare('SELECT MIN(visible_at) AS next FROM bus_messages WHERE queue = ?');
    this.selectDeadLetters = this.db.prepare(
      `SELECT ${columns}, reason, description FROM bus_dead_letters WHERE queue = ? ORDER BY seq LIMIT ?`,
    );
    this.commits = new BusCommits(this.db);
  }

  async send(queue: string, messages: OutgoingMessage | OutgoingMessage[]): Promise<void> {
    await this.enqueue(queue, outgoingList(queue, messages), undefined);
  }

  async schedule(queue: string, at: Date, messages: OutgoingMessage | OutgoingMessage[]): Promise<bigint[]> {
    return this.enqueue(queue, outgoingList(queue, messages), at);
  }

  async cancelScheduled(queue: string, sequenceNumbers: bigint | bigint[]): Promise<void> {
    const list = Array.isArray(sequenceNumbers) ? sequenceNumbers : [sequenceNumbers];
    if (list.length === 0) return;
    // Only messages still waiting for their time: once visible, a scheduled message is an ordinary one.
    await this.commits.run(() =>
      this.db
        .prepare(
          `DELETE FROM bus_messages WHERE queue = ? AND scheduled = 1 AND delivery_count = 0 AND visible_at > ?
         AND seq IN (${list.map(() => '?').join(', ')})`,
        )
        .run(queue, this.now(), ...list.map((n) => Number(n))),
    );
  }

  async receive(queue: string, options: ReceiveOptions = {}): Promise<ReceivedMessage[]> {
    const maxMessages = Math.max(1, options.maxMessages ?? 1);
    const deadline = Date.now() + Math.max(0, options.maxWaitMs ?? 1000);
    for (;;) {
      if (this.closed) return [];
      const claimed = await this.claim(queue, maxMessages);
      if (claimed.length > 0) return claimed;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return [];
      const next = this.nextVisible.get(queue)?.next;
      const untilVisible = next == null ? Infinity : Math.max(1, next - this.now());
      await this.wait(queue, Math.min(remaining, untilVisible, this.pollIntervalMs));
    }
  }

  async complete(message: ReceivedMessage): Promise<void> {
    await this.settle(message, () => this.deleteMessage.run(Number(message.sequenceNumber)));
  }

  async abandon(message: ReceivedMessage): Promise<void> {
    await this.settle(message, (row, now) => {
      if (row.delivery_count >= this.queueOptions(message.queue).maxDeliveryCount) {
        this.moveToDeadLetters(
          message.queue,
          row,
          MAX_DELIVERY_COUNT_EXCEEDED,
          this.exhaustedDescription(message.queue),
          now,
        );
      } else {
        this.unlockMessage.run(now, row.seq);
      }
    });
    this.wake(message.queue);
  }

  async deadLetter(message: ReceivedMessage, reason: string, description?: string): Promise<void> {
    await this.settle(message, (row, now) =>
      this.moveToDeadLetters(message.queue, row, reason, description ?? null, now),
    );
  }

  async renewLock(message: ReceivedMessage): Promise<Date> {
    const seq = Number(message.sequenceNumber);
    const { lockDurationMs } = this.queueOptions(message.queue);
    // The clock is read when the batch runs, so a lock that expired meanwhile is not renewed.
    const lockedUntil = await this.commits.run(() => {
      const now = this.now();
      const until = now + lockDurationMs;
      const result = this.renewMessage.run(until, until, seq, message.queue, message.lockToken, now);
      return result.changes === 0 ? undefined : until;
    });
    if (lockedUntil === undefined) throw new BusLockLostError(message.queue, message.messageId);
    return new Date(lockedUntil);
  }

  async peekDeadLetters(
    queue: string,
    options: { maxMessages?: number } = {},
  ): Promise<DeadLetteredMessage[]> {
    await this.commits.run(() => this.sweepExhausted(queue, this.now()));
    return this.selectDeadLetters.all(queue, Math.max(1, options.maxMessages ?? 100)).map((row) => ({
      queue,
      ...decodeRow(row),
      deadLetterReason: row.reason,
      ...(row.description !== null ? { deadLetterErrorDescription: row.description } : {}),
    }));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const set of this.waiters.values()) for (const wake of set) wake();
    this.waiters.clear();
    // What the open batch holds is committed, not lost (its callers are answered).
    if (this.db.open) this.commits.flush();
    if (this.db.open) this.db.close();
  }

  private async enqueue(
    queue: string,
    messages: OutgoingMessage[],
    scheduleAt: Date | undefined,
  ): Promise<bigint[]> {
    const now = this.now();
    const sequenceNumbers = await this.commits.run(() =>
      messages.map((message) => {
        const at = (scheduleAt ?? message.scheduledEnqueueTime)?.getTime();
        const visibleAt = at !== undefined && at > now ? at : now;
        const result = this.insertMessage.run(
          queue,
          message.messageId ?? randomUUID(),
          JSON.stringify(message.body),
          JSON.stringify(message.applicationProperties ?? {}),
          visibleAt,
          visibleAt,
          visibleAt > now ? 1 : 0,
        );
        return BigInt(result.lastInsertRowid);
      }),
    );
    this.wake(queue);
    return sequenceNumbers;
  }

  private claim(queue: string, maxMessages: number): Promise<ReceivedMessage[]> {
    const { lockDurationMs } = this.queueOptions(queue);
    return this.commits.run(() => {
      const now = this.now();
      this.sweepExhausted(queue, now);
      const lockedUntil = now + lockDurationMs;
      return this.selectReady.all(queue, now, maxMessages).map((row): ReceivedMessage => {
        const lockToken = randomUUID();
        this.lockMessage.run(lockToken, lockedUntil, lockedUntil, row.seq);
        return {
          queue,
          ...decodeRow({ ...row, delivery_count: row.delivery_count + 1 }),
          lockedUntil: new Date(lockedUntil),
          lockToken,
        };
      });
    });
  }

  /** A message whose lock expired on its last allowed delivery goes to the dead-letter queue, as in Service Bus. */
  private sweepExhausted(queue: string, now: number): void {
    const { maxDeliveryCount } = this.queueOptions(queue);
    for (const row of this.selectExhausted.all(queue, now, maxDeliveryCount)) {
      this.moveToDeadLetters(queue, row, MAX_DELIVERY_COUNT_EXCEEDED, this.exhaustedDescription(queue), now);
    }
  }

  /** Runs `action` in a transaction if `message` still holds its lock; otherwise BusLockLostError. */
  private settle(message: ReceivedMessage, action: (row: MessageRow, now: number) => void): Promise<void> {
    return this.commits.run(() => {
      const now = this.now();
      const row = this.selectLocked.get(
        Number(message.sequenceNumber),
        message.queue,
        message.lockToken,
        now,
      );
      if (!row) throw new BusLockLostError(message.queue, message.messageId);
      action(row, now);
    });
  }

  private moveToDeadLetters(
    queue: string,
    row: MessageRow,
    reason: string,
    description: string | null,
    now: number,
  ): void {
    this.insertDeadLetter.run(
      row.seq,
      queue,
      row.message_id,
      row.body,
      row.properties,
      row.enqueued_at,
      row.delivery_count,
      reason,
      description,
      now,
    );
    this.deleteMessage.run(row.seq);
  }

  private exhaustedDescription(queue: string): string {
    return `Message could not be consumed after ${this.queueOptions(queue).maxDeliveryCount} delivery attempts.`;
  }

  private queueOptions(queue: string): Required<QueueOptions> {
    const specific = this.options.queues?.[queue];
    return {
      lockDurationMs:
        specific?.lockDurationMs ?? this.options.defaults?.lockDurationMs ?? DEFAULT_LOCK_DURATION_MS,
      maxDeliveryCount:
        specific?.maxDeliveryCount ?? this.options.defaults?.maxDeliveryCount ?? DEFAULT_MAX_DELIVERY_COUNT,
    };
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private wait(queue: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      let set = this.waiters.get(queue);
      if (!set) this.waiters.set(queue, (set = new Set()));
      const done = (): void => {
        clearTimeout(timer);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  private wake(queue: string): void {
    const set = this.waiters.get(queue);
    if (set) for (const wake of [...set]) wake();
  }
}
