import { ROOT_CONTEXT, context } from '@opentelemetry/api';
import type { Logger } from '../observability/log';
import type { BackoffPolicy } from './backoff';
import { afterRetryAfter, fullJitter } from './backoff';

export interface LoopOptions {
  name: string;
  /** Delay after a successful run. */
  intervalMs: () => number;
  backoff: BackoffPolicy;
  log: Logger;
  onRetry?: (error: unknown, delayMs: number) => void;
  random?: () => number;
}

/**
 * Runs `body` forever: the interval after success, full-jitter backoff after a failure, or the
 * server's Retry-After (with jitter after it) when the error carries one. `kick()` runs it again
 * soon (coalesced).
 */
export class Loop {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  private kicked = false;
  private failures = 0;
  private current: Promise<void> | undefined;

  constructor(
    private readonly body: () => Promise<void>,
    private readonly options: LoopOptions,
  ) {}

  get consecutiveFailures(): number {
    return this.failures;
  }

  start(initialDelayMs = 0): void {
    this.stopped = false;
    this.schedule(initialDelayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.kicked = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.current = this.runOnce();
    }, delayMs);
    this.timer.unref?.();
  }

  private async runOnce(): Promise<void> {
    this.running = true;
    this.kicked = false;
    let delay: number;
    try {
      // In the root context: a kick from inside a span (a desired fetch kicking the reconcile
      // loop) must not make every later iteration, scheduled from this one, part of that trace.
      await context.with(ROOT_CONTEXT, this.body);
      this.failures = 0;
      delay = this.options.intervalMs();
    } catch (err) {
      this.failures += 1;
      const retryAfter = (err as { retryAfterMs?: number }).retryAfterMs;
      delay =
        retryAfter !== undefined
          ? afterRetryAfter(retryAfter, this.options.random)
          : fullJitter(this.failures, this.options.backoff, this.options.random);
      this.options.onRetry?.(err, delay);
      this.options.log.warn('loop iteration failed', {
        loop: this.options.name,
        error: (err as Error).message,
        attempt: this.failures,
        retryInMs: delay,
      });
    } finally {
      this.running = false;
    }
    this.schedule(this.kicked && this.failures === 0 ? 0 : delay);
  }
}
