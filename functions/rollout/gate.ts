import { EvaluationBudgetExceeded, tenantLogic } from '../platform/evaluation';
import type { StageCounts } from '../platform/evaluation';

export type { StageCounts } from '../platform/evaluation';

/**
 * Fails early (at rollout creation) when a gate expression does not parse: what is wrong with it,
 * or undefined. Parsing is tenant-written input too, so it runs in the evaluation pool.
 */
export async function checkGate(expression: string): Promise<string | undefined> {
  try {
    const error = await tenantLogic().run('gateSyntax', expression);
    return error === undefined ? undefined : `CEL does not parse: ${error}`;
  } catch (err) {
    if (!(err instanceof EvaluationBudgetExceeded)) throw err;
    return `parsing the gate ${err.message}; write a shorter, flatter expression`;
  }
}

/**
 * Evaluates a stage gate over the previous stage's counts, in the evaluation pool. Anything but
 * `true` (an error, a non-boolean, a gate that ran out of its budget) keeps the gate closed: a
 * broken or runaway gate must stop a rollout, not wave it through.
 */
export async function gateOpen(
  expression: string,
  counts: StageCounts,
): Promise<{ open: boolean; detail: string }> {
  try {
    return await tenantLogic().run('gate', expression, counts);
  } catch (err) {
    return { open: false, detail: `gate '${expression}' failed: ${(err as Error).message}` };
  }
}
