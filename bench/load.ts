import { performance } from 'node:perf_hooks';

export interface ClosedLoopResult {
  measuredSeconds: number;
  latenciesMs: number[];
  errors: number;
  firstError: string | undefined;
}

/**
 * A closed-loop load generator: `concurrency` workers each send the next request as soon as the
 * previous one answered, for `warmupSeconds + seconds`. Only requests that start and finish
 * inside the measured window count. The same generator drives the control plane and the ceiling.
 */
export async function closedLoop(options: {
  concurrency: number;
  seconds: number;
  warmupSeconds: number;
  op: (worker: number, iteration: number) => Promise<void>;
  onTick?: (completed: number) => void;
}): Promise<ClosedLoopResult> {
  const begin = performance.now();
  const measureFrom = begin + options.warmupSeconds * 1000;
  const measureTo = measureFrom + options.seconds * 1000;
  const latenciesMs: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let completed = 0;
  const ticker = options.onTick ? setInterval(() => options.onTick!(completed), 1000) : undefined;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, worker) => {
      for (let iteration = 0; ; iteration++) {
        const started = performance.now();
        if (started >= measureTo) return;
        try {
          await options.op(worker, iteration);
          const ended = performance.now();
          if (started >= measureFrom && ended <= measureTo) {
            latenciesMs.push(ended - started);
            completed++;
          }
        } catch (err) {
          if (started >= measureFrom) errors++;
          firstError ??= (err as Error).message;
        }
      }
    }),
  );
  if (ticker) clearInterval(ticker);
  return { measuredSeconds: options.seconds, latenciesMs, errors, firstError };
}

export interface OpenLoopResult {
  measuredSeconds: number;
  /** Requests the schedule sent inside the measured window, and how many of them answered. */
  sent: number;
  latenciesMs: number[];
  /**
   * How late the generator itself sent each measured request (when it got to send it, minus when
   * it was due): the part of a latency that is the generator's own event loop, not the server.
   */
  sendLagsMs: number[];
  errors: number;
  firstError: string | undefined;
}

/**
 * An open-loop (fixed-rate) load generator: request n is due at `n / ratePerSecond` seconds and
 * is sent then, whether or not earlier ones have answered, for `warmupSeconds + seconds`. A
 * request's latency runs from the moment it was due, not from when the generator got to send
 * it, so a stall on either side counts against every request it delayed (no coordinated
 * omission, as in wrk2). This is the latency a fleet sees at a given load; the closed loop above
 * finds the most a server can do, where latency is the queue by construction.
 */
export async function openLoop(options: {
  ratePerSecond: number;
  seconds: number;
  warmupSeconds: number;
  op: (n: number) => Promise<void>;
  onTick?: (completed: number) => void;
}): Promise<OpenLoopResult> {
  const intervalMs = 1000 / options.ratePerSecond;
  const begin = performance.now();
  const measureFrom = begin + options.warmupSeconds * 1000;
  const measureTo = measureFrom + options.seconds * 1000;
  const latenciesMs: number[] = [];
  const sendLagsMs: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let errors = 0;
  let firstError: string | undefined;
  let sent = 0;
  let completed = 0;
  let n = 0;
  const ticker = options.onTick ? setInterval(() => options.onTick!(completed), 1000) : undefined;
  const send = (due: number, index: number): void => {
    const measured = due >= measureFrom;
    if (measured) {
      sent++;
      sendLagsMs.push(performance.now() - due);
    }
    const request = options.op(index).then(
      () => {
        if (measured) {
          latenciesMs.push(performance.now() - due);
          completed++;
        }
      },
      (err: unknown) => {
        if (measured) errors++;
        firstError ??= (err as Error).message;
      },
    );
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };
  for (;;) {
    const now = performance.now();
    // Every request due by now goes out now, each keeping its own due time.
    for (let due = begin + n * intervalMs; due <= now && due < measureTo; due = begin + n * intervalMs)
      send(due, n++);
    const next = begin + n * intervalMs;
    if (next >= measureTo) break;
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  await Promise.all(inFlight);
  if (ticker) clearInterval(ticker);
  return { measuredSeconds: options.seconds, sent, latenciesMs, sendLagsMs, errors, firstError };
}
