import type { ProcessUsage } from '../ipc';
import type { ClosedLoopResult } from '../load';
import type { ThroughputResult } from '../results';
import { round, summarize } from '../stats';

/** User + system CPU seconds of a process (all its threads), with its TLS front end's if it has one. */
export function cpuSeconds(usage: ProcessUsage | NodeJS.CpuUsage): number {
  if ('user' in usage) return (usage.user + usage.system) / 1e6;
  return (usage.cpuUserMicros + usage.cpuSystemMicros) / 1e6 + frontEndCpuSeconds(usage);
}

/**
 * The kernel's share of cpuSeconds (system time, the front end's included): syscalls such as the
 * WAL's fsync and socket writes, told apart from the JavaScript and native work in user time.
 */
export function systemCpuSeconds(usage: ProcessUsage): number {
  return (usage.cpuSystemMicros + (usage.frontEnd?.cpuSystemMicros ?? 0)) / 1e6;
}

/** The TLS front end's share of cpuSeconds (0 without a front end). */
export function frontEndCpuSeconds(usage: ProcessUsage): number {
  return usage.frontEnd ? (usage.frontEnd.cpuUserMicros + usage.frontEnd.cpuSystemMicros) / 1e6 : 0;
}

/** A closed-loop phase's rate and latency, and its ratio to the ceiling measured in the same run. */
export function throughput(result: ClosedLoopResult, ceilingRps: number | null): ThroughputResult {
  const rps = result.latenciesMs.length / result.measuredSeconds;
  return {
    durationSeconds: result.measuredSeconds,
    requests: result.latenciesMs.length,
    errors: result.errors,
    requestsPerSecond: round(rps, 1),
    ratioToCeiling: ceilingRps ? round(rps / ceilingRps, 3) : null,
    latency: summarize(result.latenciesMs),
  };
}

/**
 * Runs `work(i)` for every i in [from, to), `concurrency` at a time, and returns the process
 * CPU milliseconds per call that `usage` (another process's, over IPC) reports between the start
 * and the end.
 */
export async function cpuMsPerCall(
  usage: () => Promise<ProcessUsage>,
  range: { from: number; to: number; concurrency: number },
  work: (i: number) => Promise<void>,
): Promise<number> {
  const before = cpuSeconds(await usage());
  let next = range.from;
  await Promise.all(
    Array.from({ length: range.concurrency }, async () => {
      while (next < range.to) await work(next++);
    }),
  );
  return ((cpuSeconds(await usage()) - before) * 1000) / (range.to - range.from);
}

/** Polls until check() holds; false when the time ran out first. */
export async function waitFor(check: () => boolean, timeoutMs: number, stepMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return true;
}

/** Two full collections when node runs with --expose-gc; false without it. */
export function gc(): boolean {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return false;
  collect();
  collect();
  return true;
}

/** Limits how many agents bootstrap at once (the registration storm's concurrency). */
export class Semaphore {
  private waiters: Array<() => void> = [];
  constructor(private free: number) {}
  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((r) => this.waiters.push(r));
  }
  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.free++;
  }
}
