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

  it('bounds memory by evicting refilled buckets', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(10, 1, clock, 2);
    limiter.take('a');
    limiter.take('b');
    clock.advance(1);
    limiter.take('c');
    // 'a' was evicted as full, so it starts with a full bucket again.
    expect(limiter.take('a').allowed).toBe(true);
  });
});
