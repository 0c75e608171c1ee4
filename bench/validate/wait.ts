import { loadavg } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { round } from '../stats';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An assertion of the validation: a failed one makes the run exit non-zero. */
export class ValidationFailure extends Error {}

/**
 * Polls until `check` returns a value (not undefined/false), or fails the validation with what
 * `describe` says about the last state once `timeoutMs` passed.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  options: { timeoutMs: number; stepMs?: number; describe?: () => string | Promise<string> },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      if (err instanceof ValidationFailure) throw err;
      lastError = err;
    }
    if (Date.now() > deadline) {
      const state = options.describe ? await options.describe() : '';
      const error = lastError ? ` (last error: ${(lastError as Error).message})` : '';
      throw new ValidationFailure(
        `${what}: not reached within ${options.timeoutMs / 1000} s${error}${state ? `: ${state}` : ''}`,
      );
    }
    await sleep(options.stepMs ?? 1_000);
  }
}

export function assertThat(condition: boolean, message: string): void {
  if (!condition) throw new ValidationFailure(message);
}

/** Machine load while the run goes: the 1-minute load average, sampled. */
export class LoadSampler {
  private readonly samples: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  start(): void {
    this.samples.push(loadavg()[0]!);
    this.timer = setInterval(() => this.samples.push(loadavg()[0]!), 5_000);
    this.timer.unref();
  }
  stop(): { mean: number; max: number; samples: number } {
    clearInterval(this.timer);
    const n = this.samples.length;
    return {
      mean: round(this.samples.reduce((a, b) => a + b, 0) / Math.max(n, 1)),
      max: round(Math.max(0, ...this.samples)),
      samples: n,
    };
  }
}

/** Resident memory of a process in MB (Linux /proc), or undefined elsewhere. */
export function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** SIGTERM (the process's own shutdown), SIGKILL after 10 s; resolves once it exited. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
