import type { Clock } from '../clock';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until one token is available again; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Per-key token buckets held in memory. In Azure each Function App instance limits on its own,
 * which bounds what one noisy cluster or tenant can take from any single instance.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedMs: number }>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  take(key: string, cost = 1): RateLimitDecision {
    const nowMs = this.clock.now().getTime();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.evictFull(nowMs);
      bucket = { tokens: this.burst, updatedMs: nowMs };
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

  /** Buckets that refilled completely carry no state worth keeping. */
  private evictFull(nowMs: number): void {
    for (const [key, bucket] of this.buckets) {
      const refilled = bucket.tokens + ((nowMs - bucket.updatedMs) / 1000) * this.ratePerSecond;
      if (refilled >= this.burst) this.buckets.delete(key);
    }
  }
}
