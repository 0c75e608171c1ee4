import { TokenBucketLimiter } from '../../../functions/platform/ratelimit/token-bucket';
import { ManualClock } from '../../support/manual-clock';

describe('TokenBucketLimiter', () => {
  it('allows a burst, then refills at the configured rate', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(2, 3, clock);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    const denied = limiter.take('a');
    expect(denied.allowed).toBe(false);
    expect(denied.retryAfterSeconds).toBeCloseTo(0.5);
    clock.advance(0.5);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('keeps keys apart and never exceeds the burst after a long idle period', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(1, 2, clock);
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('b').allowed).toBe(true);
    clock.advance(3600);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });

  it('never holds more than maxKeys buckets, even when every one of them is drained', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(1, 1, clock, 100);
    // A caller rotating keys (source addresses) without pause: no bucket ever refills.
    for (let i = 0; i < 10_000; i++) limiter.take(`k${i}`);
    expect(limiter.size).toBe(100);
  });

  it('evicts the least recently used key, so one that keeps sending stays limited while others rotate', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(1, 2, clock, 3);
    limiter.take('hot');
    limiter.take('hot');
    limiter.take('cold');
    limiter.take('cold');
    for (let i = 0; i < 20; i++) {
      expect(limiter.take('hot').allowed).toBe(false);
      limiter.take(`new${i}`);
    }
    // 'cold' was evicted long ago and starts again with a full bucket; 'hot' never was.
    expect(limiter.take('cold').allowed).toBe(true);
    expect(limiter.take('hot').allowed).toBe(false);
  });
});
