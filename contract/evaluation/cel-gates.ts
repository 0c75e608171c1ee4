import { evaluate, parse } from '@marcbachmann/cel-js';

export interface StageCounts {
  total: number;
  succeeded: number;
  failed: number;
  timedOut: number;
  deferred: number;
  cancelled: number;
}

/** Why a gate expression does not parse, or undefined when it does. */
export function gateSyntaxError(expression: string): string | undefined {
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
 * keeps the gate closed: a broken gate must stop a rollout, not wave it through.
 */
export function gateVerdict(expression: string, counts: StageCounts): { open: boolean; detail: string } {
  try {
    const result: unknown = evaluate(expression, { ...counts });
    return result === true
      ? { open: true, detail: `gate '${expression}' is true` }
      : { open: false, detail: `gate '${expression}' is ${JSON.stringify(result)}` };
  } catch (err) {
    return { open: false, detail: `gate '${expression}' failed: ${(err as Error).message.split('\n')[0]}` };
  }
}
