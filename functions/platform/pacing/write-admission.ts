import type { Collection, DocumentBase, Versioned } from '../store/store';
import { dedupe, SHARED_PARTITION, writeIfUnchanged } from './pacing';
import type { PacingKey } from './pacing';

/**
 * Admission of pin writes at the moment they happen, against the same caps the planner paces
 * with. The planner's slots (pacing.ts) say when a fan-out message becomes deliverable; a message
 * handled late (a busy or restarted consumer draining its backlog) would otherwise write its pin
 * together with the messages due after it, and a GCRA on planned times cannot prevent that: with
 * slots 10 ms apart and a random processing delay, the write due at 0 ms may land at 30 ms while
 * the one due at 1,000 ms lands on time, so [30, 1030) holds 101 writes.
 *
 * Each cap keeps a sliding-window log in the store: the times of the most recent admitted writes
 * (one document per key, next to the planner's). An admission at time `a` needs every key's
 * `cap`-th newest entry to be at least a window old; admissions are appended in time order, so by
 * induction no window ever holds more than `cap` of them. A request that would wait longer than
 * the caller allows is refused with the earliest admissible time instead, so the caller can
 * reschedule rather than hold a message lock.
 *
 * Writes are etag-guarded and retried from fresh reads when another instance wins the race; a
 * request naming several keys may leave an entry in the keys it wrote before losing on a later
 * one. Such an entry admits nothing: it wastes capacity and can never exceed a cap. Within one
 * instance, requests are committed in groups (one read and one write per key for everything that
 * arrived meanwhile), so a backlog costs store operations per round trip, not per message.
 *
 * Times are the writers' clocks: the guarantee is exact in log time and holds in real time up to
 * the clock skew between instances (see docs/rollouts.md).
 */
export interface AdmissionLogDocument extends DocumentBase {
  /** Admitted times are baseMs + each offset (ascending); offsets keep the document small. */
  baseMs: number;
  offsetsMs: number[];
  /** Entries kept: the largest cap any writer applied to this key, so trimming never hides what a cap needs. */
  keep: number;
  updatedAt: string;
}

export const ADMISSION_WINDOW_MS = 1000;

export type Admission = { admittedAtMs: number } | { retryAtMs: number };

export class AdmissionContention extends Error {
  constructor(attempts: number) {
    super(`could not admit the write after ${attempts} attempts (heavy contention)`);
    this.name = 'AdmissionContention';
  }
}

/**
 * A per-second cap as a sliding-window log: at most `count` admissions in any `windowMs`. A
 * fractional cap rounds down (2.5/s admits 2 in any second), the stricter reading; below 1/s it
 * is one per ceil(1000 / rate) ms.
 */
export function logShape(perSecond: number): { count: number; windowMs: number } {
  if (perSecond >= 1) return { count: Math.floor(perSecond), windowMs: ADMISSION_WINDOW_MS };
  return { count: 1, windowMs: Math.ceil(ADMISSION_WINDOW_MS / perSecond) };
}

/** The earliest time at or after nowMs at which one more admission keeps the cap; `times` ascending. */
export function earliestAdmission(times: readonly number[], perSecond: number, nowMs: number): number {
  const { count, windowMs } = logShape(perSecond);
  let at = nowMs;
  // Admissions stay in time order (a log entry may lie ahead of this clock: a reservation, or skew).
  if (times.length > 0) at = Math.max(at, times[times.length - 1]!);
  if (times.length >= count) at = Math.max(at, times[times.length - count]! + windowMs);
  return at;
}

/** The log after admitting at `atMs` (no earlier than any entry), without what can no longer matter. */
export function admitInto(times: readonly number[], atMs: number, keep: number): number[] {
  // Later admissions are at or after atMs, so an entry a full second older lies in none of their
  // windows. Longer windows only come with a count of 1, which looks at the newest entry alone.
  const kept = times.filter((t) => t > atMs - ADMISSION_WINDOW_MS);
  kept.push(atMs);
  return kept.slice(-Math.max(1, keep));
}

/**
 * The keys that can bind: each once, at its strictest rate, without keys whose cap is at least the
 * global one. Every write counts against the global log, so a subset of those writes (one tenant,
 * one region) can never exceed a cap the global one already keeps; skipping them saves store
 * operations without weakening anything, as long as every instance runs with the same caps.
 */
export function bindingKeys(keys: PacingKey[]): PacingKey[] {
  const unique = dedupe(keys);
  const global = unique.find((key) => key.partition === SHARED_PARTITION && key.id === 'global');
  return global ? unique.filter((key) => key === global || key.perSecond < global.perSecond) : unique;
}

interface Request {
  keys: PacingKey[];
  maxWaitMs: number;
  resolve: (admission: Admission) => void;
  reject: (err: unknown) => void;
}

interface WorkingLog {
  key: PacingKey;
  existing: Versioned<AdmissionLogDocument> | undefined;
  times: number[];
  keep: number;
  changed: boolean;
}

export class WriteAdmission {
  private readonly queue: Request[] = [];
  private pumping = false;
  private readonly maxAttempts: number;
  private readonly pause: (ms: number) => Promise<void>;

  constructor(
    private readonly logs: Collection<AdmissionLogDocument>,
    private readonly now: () => number,
    options: { maxAttempts?: number; pause?: (ms: number) => Promise<void> } = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 30;
    this.pause = options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * Admits one write against every key: `admittedAtMs` (now or up to maxWaitMs ahead; the slot is
   * taken, the caller writes no earlier than that), or `retryAtMs` when the wait would be longer
   * (nothing taken; ask again then).
   */
  admit(keys: PacingKey[], maxWaitMs: number): Promise<Admission> {
    return new Promise((resolve, reject) => {
      this.queue.push({ keys: bindingKeys(keys), maxWaitMs, resolve, reject });
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0);
        try {
          const admissions = await this.admitGroup(group);
          group.forEach((request, index) => request.resolve(admissions[index]!));
        } catch (err) {
          for (const request of group) request.reject(err);
        }
      }
    } finally {
      this.pumping = false;
    }
  }

  private async admitGroup(group: Request[]): Promise<Admission[]> {
    const keys = [...new Map(group.flatMap((r) => r.keys).map((key) => [keyName(key), key])).values()];
    // A fixed order keeps two instances from repeatedly invalidating each other's partial writes.
    keys.sort((a, b) => keyName(a).localeCompare(keyName(b)));
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      const current = await Promise.all(keys.map((key) => this.logs.read(key.partition, logId(key))));
      const nowMs = this.now();
      const logs = new Map<string, WorkingLog>(
        keys.map((key, index) => {
          const existing = current[index];
          const times = existing ? existing.doc.offsetsMs.map((offset) => existing.doc.baseMs + offset) : [];
          return [keyName(key), { key, existing, times, keep: existing?.doc.keep ?? 0, changed: false }];
        }),
      );
      // In arrival order, each against the logs as the earlier ones left them.
      const admissions = group.map((request): Admission => {
        const mine = request.keys.map((key) => ({ key, log: logs.get(keyName(key))! }));
        const at = Math.max(
          nowMs,
          ...mine.map(({ key, log }) => earliestAdmission(log.times, key.perSecond, nowMs)),
        );
        if (at - nowMs > request.maxWaitMs) return { retryAtMs: at };
        for (const { key, log } of mine) {
          log.keep = Math.max(log.keep, logShape(key.perSecond).count);
          log.times = admitInto(log.times, at, log.keep);
          log.changed = true;
        }
        return { admittedAtMs: at };
      });
      const changed = [...logs.values()].filter((log) => log.changed);
      if (await this.commit(changed, nowMs)) return admissions;
      // Losers that retry at once collide again in lock step; a short random pause spreads them.
      await this.pause(Math.random() * Math.min(100, 5 * 2 ** attempt));
    }
    throw new AdmissionContention(this.maxAttempts);
  }

  private async commit(logs: WorkingLog[], nowMs: number): Promise<boolean> {
    const updatedAt = new Date(nowMs).toISOString();
    for (const log of logs) {
      const baseMs = log.times[0] ?? 0;
      const doc: AdmissionLogDocument = {
        id: logId(log.key),
        tenantId: log.key.partition,
        baseMs,
        offsetsMs: log.times.map((t) => t - baseMs),
        keep: log.keep,
        updatedAt,
      };
      if (!(await writeIfUnchanged(this.logs, doc, log.existing))) return false;
    }
    return true;
  }
}

function keyName(key: PacingKey): string {
  return `${key.partition}/${key.id}`;
}

/** Beside the planner's document for the same key (same collection and partition). */
export function logId(key: PacingKey): string {
  return `writes:${key.id}`;
}
