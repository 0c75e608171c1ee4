import { allEndpoints } from '../../contract/endpoints';
import { UsageError } from '../program/errors';

/**
 * The actions the audit trail can hold: the operationId of every operator call that changes
 * something in a tenant (the trail records POST, PUT, PATCH and DELETE on a tenant's routes,
 * docs/api.md#audit-trail). Read from the contract, so a new operation is known at once.
 */
export const AUDITED_ACTIONS: readonly string[] = allEndpoints
  .filter(
    (endpoint) =>
      endpoint.auth === 'operator' && endpoint.method !== 'GET' && endpoint.route.includes('{tenantId}'),
  )
  .map((endpoint) => endpoint.name)
  .sort();

/**
 * `--action`'s parser: the API filters on the exact name, so a name it never records would match
 * nothing without a word. Refused (exit 2) with the close ones, or every one when none is close.
 */
export function auditAction(value: string): string {
  if (AUDITED_ACTIONS.includes(value)) return value;
  const close = closeActions(value);
  throw new UsageError(
    `--action: '${value}' is not an operation the audit trail records; ` +
      (close.length > 0
        ? `did you mean ${close.join(', ')}?`
        : `the operations are ${AUDITED_ACTIONS.join(', ')}`),
  );
}

/** The actions a few edits away (case aside), else those containing what was typed. */
function closeActions(value: string): string[] {
  const typed = value.toLowerCase();
  const near = AUDITED_ACTIONS.filter((action) => {
    const distance = editDistance(typed, action.toLowerCase());
    return distance <= 3 && distance < action.length / 2;
  });
  if (near.length > 0) return near;
  return typed.length >= 3 ? AUDITED_ACTIONS.filter((action) => action.toLowerCase().includes(typed)) : [];
}

/** Levenshtein distance: insertions, deletions and substitutions. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}
