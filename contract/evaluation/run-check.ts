import { checks } from './checks';
import type { Checks } from './checks';
import { runWithin } from './time-budget';
import type { CheckName, WorkerChecks } from './worker-checks';

/** The arguments and result of a check, by name. */
export type CheckArgs<N extends CheckName> = Parameters<WorkerChecks[N]>;
export type CheckResult<N extends CheckName> = ReturnType<WorkerChecks[N]>;

/**
 * What one check may take. Legitimate checks take microseconds to a few milliseconds (a page of
 * a thousand clusters); a catastrophic one is stopped here, and answered as a 422 naming it.
 */
export const EVALUATION_BUDGET_MS = 250;

let warm = false;

/**
 * The first schema an ajv instance meets compiles its meta-schema, and cel-js builds its function
 * tables on first use: hundreds of milliseconds of our own work, done once before any budget
 * starts, so no tenant's first check is charged for it.
 */
export function warmUp(): void {
  if (warm) return;
  warm = true;
  for (const $schema of [undefined, 'http://json-schema.org/draft-07/schema#']) {
    checks.schema(
      { ...($schema ? { $schema } : {}), type: 'object', properties: { a: { pattern: '^a' } } },
      { a: 'a' },
    );
  }
  checks.values(
    { policies: [{ name: 'warm', expression: "namespace.startsWith('a') && values.size() >= 0" }] },
    [{ values: {}, namespace: 'a', cluster: {} }],
  );
  checks.gate('failed / total < 0.5', {
    total: 1,
    succeeded: 1,
    failed: 0,
    timedOut: 0,
    deferred: 0,
    cancelled: 0,
  });
}

/** Runs one check on this thread under the time budget; throws EvaluationBudgetExceeded past it. */
export function runCheck<N extends keyof Checks>(
  name: N,
  args: CheckArgs<N>,
  budgetMs = EVALUATION_BUDGET_MS,
): CheckResult<N> {
  return runCheckIn(checks, name, args, budgetMs);
}

/** The same over a table of checks that includes ./checks.ts (the workers': ./worker-checks.ts). */
export function runCheckIn<T extends Checks, N extends CheckName & keyof T>(
  table: T,
  name: N,
  args: CheckArgs<N>,
  budgetMs = EVALUATION_BUDGET_MS,
): CheckResult<N> {
  warmUp();
  const check = table[name] as unknown as (...input: CheckArgs<N>) => CheckResult<N>;
  return runWithin(budgetMs, () => check(...args));
}
