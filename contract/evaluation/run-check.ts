import { checks } from './checks';
import type { CheckName, Checks } from './checks';
import { runWithin } from './time-budget';

/** The arguments and result of a check, by name. */
export type CheckArgs<N extends CheckName> = Parameters<Checks[N]>;
export type CheckResult<N extends CheckName> = ReturnType<Checks[N]>;

/**
 * What one check may take. Legitimate checks take microseconds to a few milliseconds (a page of
 * a thousand clusters); a catastrophic one is stopped here, and answered as a 422 naming it.
 */
export const EVALUATION_BUDGET_MS = 250;

/** Runs one check on this thread under the time budget; throws EvaluationBudgetExceeded past it. */
export function runCheck<N extends CheckName>(
  name: N,
  args: CheckArgs<N>,
  budgetMs = EVALUATION_BUDGET_MS,
): CheckResult<N> {
  const check = checks[name] as unknown as (...input: CheckArgs<N>) => CheckResult<N>;
  return runWithin(budgetMs, () => check(...args));
}
