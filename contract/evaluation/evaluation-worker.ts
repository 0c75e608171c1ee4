import { parentPort } from 'node:worker_threads';
import { runCheck } from './run-check';
import type { CheckName } from './checks';
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
      reply = { id, outcome: 'ok', result: runCheck(name, args as never, budgetMs) };
    } catch (err) {
      reply =
        err instanceof EvaluationBudgetExceeded
          ? { id, outcome: 'budget', budgetMs }
          : { id, outcome: 'error', message: (err as Error).message };
    }
    port.postMessage(reply);
  });
  // The first schema an ajv instance meets compiles its meta-schema, and cel-js builds its
  // function tables on first use: done here, before the first budget starts.
  for (const $schema of [undefined, 'http://json-schema.org/draft-07/schema#']) {
    runCheck(
      'schema',
      [{ ...($schema ? { $schema } : {}), type: 'object', properties: { a: { pattern: '^a' } } }, { a: 'a' }],
      10_000,
    );
  }
  runCheck(
    'values',
    [
      { policies: [{ name: 'warm', expression: "namespace.startsWith('a') && values.size() >= 0" }] },
      [{ values: {}, namespace: 'a', cluster: {} }],
    ],
    10_000,
  );
  runCheck(
    'gate',
    ['failed / total < 0.5', { total: 1, succeeded: 1, failed: 0, timedOut: 0, deferred: 0, cancelled: 0 }],
    10_000,
  );
  port.postMessage('ready');
}
