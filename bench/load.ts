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
