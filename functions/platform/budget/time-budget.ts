import { createContext, Script } from 'node:vm';

/**
 * Runs synchronous work that tenants control (regular expressions in values schemas and CEL
 * policies, rollout gates) under a wall-clock budget. JavaScript regular expressions backtrack:
 * `^(a+)+$` against forty `a`s and a `!` runs for minutes and would stall every tenant's requests
 * on this process. node:vm's `timeout` terminates whatever JavaScript runs while its script is on
 * the stack, including functions of this realm, so the task is called from a one-line script.
 * Each call starts a watchdog thread (about 0.3 ms): bound batches of work, not each regex.
 */

export class TimeBudgetExceeded extends Error {
  constructor(readonly budgetMs: number) {
    super(`did not finish within ${budgetMs} ms`);
    this.name = 'TimeBudgetExceeded';
  }
}

/** What one batch of tenant-controlled evaluation may take; legitimate ones take microseconds. */
export const EVALUATION_BUDGET_MS = 250;

const context = createContext({ task: undefined as (() => unknown) | undefined });
const script = new Script('task()', { filename: 'time-budget.vm' });
let running = false;

export function runWithin<T>(budgetMs: number, task: () => T): T {
  // A nested call runs inside the outer budget (node:vm timeouts do not nest reliably).
  if (running) return task();
  running = true;
  context.task = task;
  try {
    return script.runInContext(context, { timeout: budgetMs }) as T;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new TimeBudgetExceeded(budgetMs);
    throw err;
  } finally {
    context.task = undefined;
    running = false;
  }
}
