import type { Clock } from '../clock';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until one token is available again; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Per-key token buckets held in memory. In Azure each Function App instance limits on its own,
 * which bounds what one noisy cluster or tenant can take from any single instance.
 *
 * At most `maxKeys` buckets are kept, so keys a caller can choose (source addresses) cannot grow
 * memory without bound. Eviction is second-chance (CLOCK): the oldest bucket goes unless it was
 * used since it last came round, so a key that keeps sending stays limited while rotating keys
 * push each other out. Evicting a key forgets that it was drained; that only happens to keys idle
 * for a whole round. (A strict LRU re-inserts on every take: ~320 instead of ~120 ns per take with
 * 10,000 clusters, measured in docs/performance.md.)
 */
export class TokenBucketLimiter {
  /** In insertion order, which eviction walks from the oldest. */
  private readonly buckets = new Map<string, { tokens: number; updatedMs: number; recent: boolean }>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  take(key: string, cost = 1): RateLimitDecision {
    const nowMs = this.clock.now().getTime();
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.recent = true;
    } else {
      if (this.buckets.size >= this.maxKeys) this.evictOne();
      bucket = { tokens: this.burst, updatedMs: nowMs, recent: false };
      this.buckets.set(key, bucket);
    }
    const elapsed = Math.max(0, nowMs - bucket.updatedMs) / 1000;
    bucket.tokens = Math.min(this.burst, bucket.tokens + elapsed * this.ratePerSecond);
    bucket.updatedMs = nowMs;
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: (cost - bucket.tokens) / this.ratePerSecond };
  }

  /** Buckets held now (at most maxKeys). */
  get size(): number {
    return this.buckets.size;
  }

  /** Amortised O(1): every bucket skipped had its flag set by a take since it was last skipped. */
  private evictOne(): void {
    for (const [key, bucket] of this.buckets) {
      this.buckets.delete(key);
      if (!bucket.recent) return;
      bucket.recent = false;
      this.buckets.set(key, bucket);
    }
  }
}
