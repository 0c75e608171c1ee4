import {
  linearSlope,
  bucketCounts,
  capWindows,
  histogram,
  longestGaps,
  maxPerWindow,
  percentile,
  summarize,
  windowsOverCap,
} from '../../bench/stats';

describe('bench statistics', () => {
  it('percentiles use the nearest-rank method', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100, unsorted
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('summarizes latencies', () => {
    const s = summarize([10, 20, 30, 40]);
    expect(s).toMatchObject({ count: 4, minMs: 10, maxMs: 40, meanMs: 25, p50Ms: 20, p99Ms: 40 });
    expect(summarize([]).count).toBe(0);
  });

  it('finds the longest pauses over a second in a paced stream, longest first, unsorted input', () => {
    const times = [0, 10, 20, 3020, 3030, 4500, 4510, 6510];
    expect(longestGaps(times)).toEqual([
      { atMs: 20, gapMs: 3000 },
      { atMs: 4510, gapMs: 2000 },
      { atMs: 3030, gapMs: 1470 },
    ]);
    expect(longestGaps([...times].reverse(), 1)).toEqual([{ atMs: 20, gapMs: 3000 }]);
    // A stream that keeps its pace (or one event) has no pause over a second.
    expect(longestGaps(Array.from({ length: 200 }, (_, i) => i * 10))).toEqual([]);
    expect(longestGaps([5])).toEqual([]);
  });

  it('finds the largest count in any sliding one-second window', () => {
    expect(maxPerWindow([])).toBe(0);
    // 0..999 in steps of 10 ms: 100 events within one second, then one more at 1000 ms.
    const times = Array.from({ length: 101 }, (_, i) => i * 10);
    expect(maxPerWindow(times)).toBe(100);
    // Windows are half-open: events exactly 1000 ms apart never share one.
    expect(maxPerWindow([0, 1000, 2000])).toBe(1);
    // A burst straddling an aligned second boundary is still caught.
    expect(maxPerWindow([900, 950, 1000, 1050, 1100], 1000)).toBe(5);
    expect(windowsOverCap(times, 100)).toBe(0);
    expect(windowsOverCap([0, 1, 2], 2)).toBe(1);
    expect(capWindows([0, 1, 2], 2)).toEqual({ count: 3, maxInAnyOneSecond: 3, windowsOverCap: 1 });
  });

  it('buckets and histograms', () => {
    expect(bucketCounts([0, 999, 1000, 3500], 0, 1000)).toEqual([2, 1, 0, 1]);
    const h = histogram([0, 1, 2, 3, 4, 5, 6, 7, 8, 10], 5);
    expect(h).toHaveLength(5);
    expect(h.reduce((n, b) => n + b.count, 0)).toBe(10);
    expect(h[4]!.count).toBe(2); // 8 and the maximum, 10, are in the last bin
    expect(histogram([], 5)).toEqual([]);
  });

  it('fits a least-squares slope', () => {
    expect(
      linearSlope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    ).toBeCloseTo(2);
    expect(
      linearSlope([
        [0, 5],
        [10, 5],
        [20, 5],
      ]),
    ).toBe(0);
    // Noise around a flat line does not make a trend; a single point has none.
    expect(
      Math.abs(
        linearSlope([
          [0, 10],
          [1, 11],
          [2, 9],
          [3, 10],
        ]),
      ),
    ).toBeLessThan(0.5);
    expect(linearSlope([[3, 7]])).toBe(0);
  });
});
