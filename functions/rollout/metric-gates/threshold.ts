import { HEALTHY_WHEN } from '../../../contract/rollout-health';

/**
 * Judges a query's value by `healthyWhen` (`value < 0.05`). The value is compared as the number
 * it reads as; one that is not a finite number (NaN, +Inf, text) is never healthy: a gate that
 * cannot be judged must stop a rollout, not wave it through.
 */
export function healthy(healthyWhen: string, value: string): boolean {
  const match = HEALTHY_WHEN.exec(healthyWhen.trim());
  if (!match) return false;
  const [, op, bound] = match;
  const actual = Number(value);
  if (value.trim() === '' || !Number.isFinite(actual)) return false;
  const limit = Number(bound);
  switch (op) {
    case '<':
      return actual < limit;
    case '<=':
      return actual <= limit;
    case '>':
      return actual > limit;
    case '>=':
      return actual >= limit;
    case '==':
      return actual === limit;
    default:
      return actual !== limit;
  }
}
