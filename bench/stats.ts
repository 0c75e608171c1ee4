/** Small, dependency-free statistics for the benchmark: percentiles, summaries and rate windows. */

export interface LatencySummary {
  count: number;
  minMs: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * The p-th percentile (0..100) by the nearest-rank method on a sorted copy: the smallest value
 * such that at least p% of the samples are at or below it. NaN for no samples.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const sorted = Float64Array.from(values).sort();
  return percentileOfSorted(sorted, p);
}

function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (p === 0) return sorted[0]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(values: readonly number[]): LatencySummary {
  if (values.length === 0) {
    return { count: 0, minMs: 0, meanMs: 0, p50Ms: 0, p95Ms: 0, p99Ms: 0, maxMs: 0 };
  }
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    minMs: round(sorted[0]!),
    meanMs: round(sum / sorted.length),
    p50Ms: round(percentileOfSorted(sorted, 50)),
    p95Ms: round(percentileOfSorted(sorted, 95)),
    p99Ms: round(percentileOfSorted(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1]!),
  };
}

/**
 * The largest number of events in any window of `windowMs` (sliding, not aligned to a clock):
 * the strictest reading of "at most cap per second". Window is half-open: [t, t + windowMs).
 */
export function maxPerWindow(timesMs: readonly number[], windowMs = 1000): number {
  if (timesMs.length === 0) return 0;
  const sorted = Float64Array.from(timesMs).sort();
  let best = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

/**
 * The `count` longest pauses between consecutive events over `minMs`, longest first: where a
 * paced stream fell behind its pace (`atMs` is when the pause began).
 */
export function longestGaps(
  timesMs: readonly number[],
  count = 3,
  minMs = 1000,
): Array<{ atMs: number; gapMs: number }> {
  const sorted = Float64Array.from(timesMs).sort();
  const gaps: Array<{ atMs: number; gapMs: number }> = [];
  for (let i = 1; i < sorted.length; i++) {
    const gapMs = sorted[i]! - sorted[i - 1]!;
    if (gapMs > minMs) gaps.push({ atMs: sorted[i - 1]!, gapMs });
  }
  return gaps.sort((a, b) => b.gapMs - a.gapMs).slice(0, count);
}

/** Number of sliding windows (starting at each event) that hold more than `cap` events. */
export function windowsOverCap(timesMs: readonly number[], cap: number, windowMs = 1000): number {
  const sorted = Float64Array.from(timesMs).sort();
  let over = 0;
  let end = 0;
  for (let start = 0; start < sorted.length; start++) {
    if (end < start) end = start;
    while (end + 1 < sorted.length && sorted[end + 1]! - sorted[start]! < windowMs) end++;
    if (end - start + 1 > cap) over++;
  }
  return over;
}

/** How a series of events sits against a per-second cap, over sliding one-second windows. */
export function capWindows(
  timesMs: readonly number[],
  cap: number,
): { count: number; maxInAnyOneSecond: number; windowsOverCap: number } {
  return {
    count: timesMs.length,
    maxInAnyOneSecond: maxPerWindow(timesMs),
    windowsOverCap: windowsOverCap(timesMs, cap),
  };
}

/** Counts per aligned bucket from `originMs`: the time series behind progress pictures. */
export function bucketCounts(timesMs: readonly number[], originMs: number, bucketMs: number): number[] {
  const counts: number[] = [];
  for (const t of timesMs) {
    const index = Math.max(0, Math.floor((t - originMs) / bucketMs));
    while (counts.length <= index) counts.push(0);
    counts[index]!++;
  }
  return counts;
}

/** A histogram with `bins` equal-width bins over [min, max] (max included in the last bin). */
export function histogram(
  values: readonly number[],
  bins: number,
): { from: number; to: number; count: number }[] {
  if (values.length === 0 || bins < 1) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const width = max > min ? (max - min) / bins : 1;
  const out = Array.from({ length: bins }, (_, i) => ({
    from: min + i * width,
    to: min + (i + 1) * width,
    count: 0,
  }));
  for (const v of values) {
    const index = Math.min(bins - 1, Math.floor((v - min) / width));
    out[index]!.count++;
  }
  return out;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Least-squares slope of y over x (0 with fewer than two distinct x). */
export function linearSlope(points: ReadonlyArray<readonly [number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, p) => sum + p[0], 0) / n;
  const my = points.reduce((sum, p) => sum + p[1], 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p[0] - mx) ** 2, 0);
  if (sxx === 0) return 0;
  return points.reduce((sum, p) => sum + (p[0] - mx) * (p[1] - my), 0) / sxx;
}
