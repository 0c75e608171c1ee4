import { evaluate, parse } from '@marcbachmann/cel-js';
import { EVALUATION_BUDGET_MS, runWithin } from '../platform/budget/time-budget';

export interface StageCounts {
  total: number;
  succeeded: number;
  failed: number;
  timedOut: number;
  deferred: number;
  cancelled: number;
}

/** Fails early (at rollout creation) when a gate expression does not parse. */
export function checkGate(expression: string): string | undefined {
  try {
    parse(expression);
    return undefined;
  } catch (err) {
    return (err as Error).message.split('\n')[0];
  }
}

/**
 * Evaluates a stage gate over the previous stage's counts. Counts are passed as doubles so that
 * `failed / total` is a ratio, not integer division. Anything but `true` (an error, a non-boolean)
 * keeps the gate closed: a broken or runaway gate must stop a rollout, not wave it through.
 */
export function gateOpen(expression: string, counts: StageCounts): { open: boolean; detail: string } {
  try {
    // `matches` runs a backtracking regular expression: bounded, like every tenant-written evaluation.
    const result: unknown = runWithin(EVALUATION_BUDGET_MS, () => evaluate(expression, { ...counts }));
    return result === true
      ? { open: true, detail: `gate '${expression}' is true` }
      : { open: false, detail: `gate '${expression}' is ${JSON.stringify(result)}` };
  } catch (err) {
    return { open: false, detail: `gate '${expression}' failed: ${(err as Error).message.split('\n')[0]}` };
  }
}
