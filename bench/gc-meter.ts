import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import type { IntervalHistogram } from 'node:perf_hooks';
import { round } from './stats';

/** Garbage collection in one process between two readings. */
export interface GcUsage {
  /** Young-generation collections (scavenges): count and total pause. */
  minorCount: number;
  minorMs: number;
  /** Full mark-sweep-compact collections (their final, stop-the-world part) and incremental marking steps. */
  majorCount: number;
  majorMs: number;
  /** The longest single pause of any kind. */
  maxPauseMs: number;
}

const empty = (): GcUsage => ({ minorCount: 0, minorMs: 0, majorCount: 0, majorMs: 0, maxPauseMs: 0 });

/**
 * Sums the main-thread GC pauses V8 reports (`gc` performance entries; concurrent marking on
 * helper threads is not in them, it shows as CPU instead) until `take()` returns and resets them.
 * Nor are most incremental marking steps: for a 1.1-1.9 GB heap `--trace-gc` logged 1-1.6 s of
 * them on the main thread per collection while the entries' longest pause was ~50 ms; they show
 * as event-loop delay (PauseMeter's maximum).
 */
export class GcMeter {
  private usage = empty();
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        this.usage.minorCount += 1;
        this.usage.minorMs += entry.duration;
      } else if (
        kind === constants.NODE_PERFORMANCE_GC_MAJOR ||
        kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL
      ) {
        this.usage.majorCount += 1;
        this.usage.majorMs += entry.duration;
      }
      this.usage.maxPauseMs = Math.max(this.usage.maxPauseMs, entry.duration);
    }
  });

  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
  }

  stop(): void {
    this.observer.disconnect();
  }

  take(): GcUsage {
    const usage = this.usage;
    this.usage = empty();
    return {
      ...usage,
      minorMs: round(usage.minorMs, 1),
      majorMs: round(usage.majorMs, 1),
      maxPauseMs: round(usage.maxPauseMs, 1),
    };
  }
}

/** The p99 of an event-loop delay histogram in ms (0 before any sample), then a fresh start. */
export function takeLoopDelayP99Ms(histogram: IntervalHistogram): number {
  const p99Ms = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0;
  histogram.reset();
  return p99Ms;
}

/** One process's GC pauses and event-loop delay between two readings. */
export interface PauseReading {
  gc: GcUsage;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/**
 * The stalls of several processes that play one part (the simulator's agents and its load
 * generator): GC pauses summed, the longest pause and the event-loop delays the worst of them (a
 * p99 cannot be merged without the histograms; the larger one is the one that bounds latency).
 */
export function mergePauses(readings: PauseReading[]): PauseReading {
  const sum = (pick: (g: GcUsage) => number) =>
    round(
      readings.reduce((s, r) => s + pick(r.gc), 0),
      1,
    );
  const worst = (pick: (r: PauseReading) => number) => Math.max(0, ...readings.map(pick));
  return {
    gc: {
      minorCount: sum((g) => g.minorCount),
      minorMs: sum((g) => g.minorMs),
      majorCount: sum((g) => g.majorCount),
      majorMs: sum((g) => g.majorMs),
      maxPauseMs: worst((r) => r.gc.maxPauseMs),
    },
    loopDelayP99Ms: worst((r) => r.loopDelayP99Ms),
    loopDelayMaxMs: worst((r) => r.loopDelayMaxMs),
  };
}

/**
 * What stalled one process between two readings: its GC pauses and its event loop's delay, p99 and
 * longest (a rare stall of a second hardly moves the p99, but an open-loop step's latency shows it).
 */
export class PauseMeter {
  private readonly gc = new GcMeter();
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.loopDelay.enable();
  }

  take(): PauseReading {
    // The maximum first: taking the p99 resets the histogram.
    const maxMs = this.loopDelay.count > 0 ? this.loopDelay.max / 1e6 : 0;
    return {
      gc: this.gc.take(),
      loopDelayMaxMs: round(maxMs, 1),
      loopDelayP99Ms: round(takeLoopDelayP99Ms(this.loopDelay), 1),
    };
  }

  stop(): void {
    this.gc.stop();
    this.loopDelay.disable();
  }
}
