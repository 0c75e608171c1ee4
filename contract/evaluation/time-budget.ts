import { createContext, Script } from 'node:vm';

/**
 * Runs synchronous work under a wall-clock budget. node:vm's `timeout` terminates whatever
 * JavaScript runs while its script is on the stack, including functions of this realm, so the
 * task is called from a one-line script. Each call starts a watchdog thread (about 0.3 ms): it
 * bounds one check (a batch of values, a publish), not each regular expression.
 *
 * Only the evaluation runner (run-check.ts) calls it, once per check, so budgets never nest.
 */

export class EvaluationBudgetExceeded extends Error {
  constructor(
    readonly budgetMs: number,
    /** `time` when the budget ran out; `memory` when the worker ran out of its heap. */
    readonly resource: 'time' | 'memory' = 'time',
  ) {
    super(
      resource === 'time'
        ? `did not finish within the evaluation budget of ${budgetMs} ms`
        : 'ran out of the evaluation memory budget',
    );
    this.name = 'EvaluationBudgetExceeded';
  }
}

const context = createContext({ task: undefined as (() => unknown) | undefined });
const script = new Script('task()', { filename: 'time-budget.vm' });
let running = false;

export function runWithin<T>(budgetMs: number, task: () => T): T {
  if (running) throw new Error('evaluation budgets do not nest: run the whole check in one budget');
  running = true;
  context.task = task;
  try {
    return script.runInContext(context, { timeout: budgetMs }) as T;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new EvaluationBudgetExceeded(budgetMs);
    throw err;
  } finally {
    context.task = undefined;
    running = false;
  }
}
