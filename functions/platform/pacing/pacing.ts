import { StoreConflictError, StoreNotFoundError, StorePreconditionError } from '../store/store';
import type { Collection, DocumentBase, Versioned } from '../store/store';

/**
 * Send-slot reservations shared by every rollout: one document per pacing key (the global cap,
 * a tenant, a region, a source host) holding the earliest time its next send may happen.
 *
 * A reservation takes the latest `nextFreeMs` over all keys that apply, then pushes every key's
 * `nextFreeMs` past it by that key's interval (a token bucket of burst 1, i.e. GCRA). Writes are
 * etag-guarded, so two planners can never hand out the same slot. If a later write of a
 * reservation loses a race, the whole reservation starts again from fresh reads: the keys already
 * written keep a slot nobody uses, which wastes capacity but can never exceed a cap.
 */
export interface PacingDocument extends DocumentBase {
  nextFreeMs: number;
  updatedAt: string;
}

/** Partition for keys shared by all tenants (global cap, regions, source hosts). `_` cannot start a tenant id. */
export const SHARED_PARTITION = '_shared';

export interface PacingKey {
  /** Partition: a tenant id, or SHARED_PARTITION. */
  partition: string;
  /** e.g. `global`, `tenant`, `region:westeurope`, `host:registry.example.com`. */
  id: string;
  perSecond: number;
}

export class PacingContention extends Error {
  constructor(attempts: number) {
    super(`could not reserve send slots after ${attempts} attempts (heavy contention)`);
    this.name = 'PacingContention';
  }
}

/** Interval in whole milliseconds, rounded up so rounding can only make pacing stricter. */
export function intervalMs(perSecond: number): number {
  return Math.ceil(1000 / perSecond);
}

/**
 * Computes `count` slots no earlier than `notBeforeMs` for the given current key states, and the
 * keys' states afterwards. Pure, so the property tests can exercise it directly.
 */
export function planSlots(
  keys: { perSecond: number; nextFreeMs: number }[],
  count: number,
  notBeforeMs: number,
): { slots: number[]; nextFreeMs: number[] } {
  const next = keys.map((key) => key.nextFreeMs);
  const slots: number[] = [];
  for (let i = 0; i < count; i++) {
    const slot = Math.max(notBeforeMs, ...next);
    slots.push(slot);
    keys.forEach((key, index) => {
      next[index] = slot + intervalMs(key.perSecond);
    });
  }
  return { slots, nextFreeMs: next };
}

export class SlotReserver {
  constructor(
    private readonly pacing: Collection<PacingDocument>,
    private readonly now: () => Date,
    private readonly maxAttempts = 20,
  ) {}

  /** Reserves `count` consecutive send slots that respect every key's rate; returns their times (ms). */
  async reserve(keys: PacingKey[], count: number, notBeforeMs = this.now().getTime()): Promise<number[]> {
    if (count === 0) return [];
    const unique = dedupe(keys);
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      const current = await Promise.all(unique.map((key) => this.pacing.read(key.partition, key.id)));
      const { slots, nextFreeMs } = planSlots(
        unique.map((key, index) => ({
          perSecond: key.perSecond,
          nextFreeMs: current[index]?.doc.nextFreeMs ?? 0,
        })),
        count,
        notBeforeMs,
      );
      if (await this.commit(unique, current, nextFreeMs)) return slots;
    }
    throw new PacingContention(this.maxAttempts);
  }

  private async commit(
    keys: PacingKey[],
    current: (Versioned<PacingDocument> | undefined)[],
    nextFreeMs: number[],
  ): Promise<boolean> {
    const updatedAt = this.now().toISOString();
    for (const [index, key] of keys.entries()) {
      const doc: PacingDocument = {
        id: key.id,
        tenantId: key.partition,
        nextFreeMs: nextFreeMs[index] as number,
        updatedAt,
      };
      if (!(await writeIfUnchanged(this.pacing, doc, current[index]))) return false;
    }
    return true;
  }
}

/**
 * Creates `doc`, or replaces the version read as `existing` only if nobody wrote it since;
 * false when another writer won the race (the caller re-reads and tries again).
 */
export async function writeIfUnchanged<T extends DocumentBase>(
  collection: Collection<T>,
  doc: T,
  existing: Versioned<T> | undefined,
): Promise<boolean> {
  try {
    if (existing) await collection.replace(doc, { ifMatch: existing.etag });
    else await collection.create(doc);
    return true;
  } catch (err) {
    if (
      err instanceof StorePreconditionError ||
      err instanceof StoreConflictError ||
      err instanceof StoreNotFoundError
    ) {
      return false;
    }
    throw err;
  }
}

/** Each key once (the stricter rate when named twice), in a fixed order. */
export function dedupe(keys: PacingKey[]): PacingKey[] {
  const seen = new Map<string, PacingKey>();
  for (const key of keys) {
    const name = `${key.partition}/${key.id}`;
    const existing = seen.get(name);
    // The same key named twice keeps the stricter rate.
    if (!existing || key.perSecond < existing.perSecond) seen.set(name, key);
  }
  // A fixed order avoids two planners repeatedly invalidating each other's partial writes.
  return [...seen.values()].sort((a, b) => `${a.partition}/${a.id}`.localeCompare(`${b.partition}/${b.id}`));
}
