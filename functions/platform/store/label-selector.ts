import type { Filter } from './store';

/**
 * Parses the Kubernetes label selector syntax used by `?labelSelector=`:
 * `k=v`, `k==v`, `k!=v`, `k in (a,b)`, `k notin (a,b)`, `k` (exists), `!k` (does not exist),
 * requirements separated by commas (AND). Returns store filters on `labels.<key>`.
 */
export class LabelSelectorError extends Error {}

const KEY = String.raw`(?:[a-z0-9](?:[-a-z0-9]*[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]*[a-z0-9])?)*\/)?[A-Za-z0-9](?:[-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?`;
const VALUE = String.raw`(?:[A-Za-z0-9](?:[-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?)?`;
/* eslint-disable no-restricted-syntax -- composed of the constants above, fixed at build time */
const EQUALITY = new RegExp(String.raw`^(${KEY})\s*(==|=|!=)\s*(${VALUE})$`);
const SET = new RegExp(String.raw`^(${KEY})\s+(in|notin)\s+\(([^)]*)\)$`);
const EXISTS = new RegExp(String.raw`^(!?)\s*(${KEY})$`);
const VALUE_ONLY = new RegExp(String.raw`^${VALUE}$`);
/* eslint-enable no-restricted-syntax */

export function parseLabelSelector(selector: string): Filter[] {
  const filters: Filter[] = [];
  for (const requirement of splitRequirements(selector)) {
    filters.push(parseRequirement(requirement));
  }
  return filters;
}

/** Splits on commas that are not inside a parenthesised value set. */
function splitRequirements(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (depth < 0 || depth > 1) throw new LabelSelectorError(`unbalanced parentheses in '${selector}'`);
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (depth !== 0) throw new LabelSelectorError(`unbalanced parentheses in '${selector}'`);
  parts.push(current.trim());
  if (parts.length === 1 && parts[0] === '') return [];
  if (parts.some((part) => part === '')) throw new LabelSelectorError(`empty requirement in '${selector}'`);
  return parts;
}

function parseRequirement(requirement: string): Filter {
  const equality = EQUALITY.exec(requirement);
  if (equality) {
    const [, key, op, value] = equality as unknown as [string, string, string, string];
    return { path: ['labels', key], op: op === '!=' ? 'ne' : 'eq', value };
  }
  const set = SET.exec(requirement);
  if (set) {
    const [, key, op, list] = set as unknown as [string, string, string, string];
    const values = list.split(',').map((value) => value.trim());
    if (values.length === 0 || values.some((value) => value === '' || !VALUE_ONLY.test(value))) {
      throw new LabelSelectorError(`'${requirement}' needs a non-empty list of label values`);
    }
    return { path: ['labels', key], op: op === 'in' ? 'in' : 'notIn', values };
  }
  const exists = EXISTS.exec(requirement);
  if (exists) {
    const [, bang, key] = exists as unknown as [string, string, string];
    return { path: ['labels', key], op: bang ? 'notExists' : 'exists' };
  }
  throw new LabelSelectorError(
    `cannot parse '${requirement}'; use 'k=v', 'k!=v', 'k in (a,b)', 'k notin (a,b)', 'k' or '!k'`,
  );
}
