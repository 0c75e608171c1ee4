import { parentPort } from 'node:worker_threads';
import { runCheckIn, warmUp } from './run-check';
import { workerChecks } from './worker-checks';
import type { CheckName } from './worker-checks';
import { EvaluationBudgetExceeded } from './time-budget';

/**
 * The evaluation worker's program (started by functions/platform/evaluation/evaluation-pool.ts):
 * runs each check it is sent under the time budget and answers with its result. A check that runs
 * out of time answers `budget`; one that the in-thread budget cannot stop (or that exhausts the
 * worker's heap) is ended by the pool terminating this thread.
 */
export interface CheckRequest {
  id: number;
  name: CheckName;
  args: unknown[];
  budgetMs: number;
}

export type CheckReply =
  | { id: number; outcome: 'ok'; result: unknown }
  | { id: number; outcome: 'budget'; budgetMs: number }
  | { id: number; outcome: 'error'; message: string };

const port = parentPort;
if (port) {
  port.on('message', ({ id, name, args, budgetMs }: CheckRequest) => {
    let reply: CheckReply;
    try {
      reply = { id, outcome: 'ok', result: runCheckIn(workerChecks, name, args as never, budgetMs) };
    } catch (err) {
      reply =
        err instanceof EvaluationBudgetExceeded
          ? { id, outcome: 'budget', budgetMs }
          : { id, outcome: 'error', message: (err as Error).message };
    }
    port.postMessage(reply);
  });
  warmUp();
  port.postMessage('ready');
}
