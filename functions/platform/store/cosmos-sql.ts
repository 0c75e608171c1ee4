/** Cosmos DB SQL for the Store port's queries: paging and filters with the SQLite adapter's semantics. */
import type { SqlParameter } from '@azure/cosmos';
import { MAX_PAGE_SIZE } from './store';
import type { Filter } from './store';

/** Same normalisation as the SQLite adapter: default 100, at least 1, at most MAX_PAGE_SIZE. */
export function pageSize(limit: number | undefined): number {
  return Math.min(Math.max(Math.floor(limit ?? 100), 1), MAX_PAGE_SIZE);
}

/** `c["labels"]["app.kubernetes.io/name"]`: every segment a JSON string literal, so dots and slashes stay inside one segment. */
function fieldRef(path: string[]): string {
  if (path.length === 0) throw new TypeError('a filter path needs at least one segment');
  return 'c' + path.map((segment) => `[${JSON.stringify(segment)}]`).join('');
}

const TYPE_CHECK = { string: 'IS_STRING', number: 'IS_NUMBER', boolean: 'IS_BOOL' } as const;

/**
 * Filters with Kubernetes label semantics that hold on both Cosmos DB and SQLite. Cosmos compares
 * values of different types as `undefined` (neither true nor false), so the negations are spelled
 * so a missing field, null or a value of another type counts as "not equal".
 */
export function filterToSql(filter: Filter, name: string, parameters: SqlParameter[]): string {
  const field = fieldRef(filter.path);
  switch (filter.op) {
    case 'eq':
      parameters.push({ name, value: filter.value });
      return `${field} = ${name}`;
    case 'ne':
      parameters.push({ name, value: filter.value });
      return `(NOT ${TYPE_CHECK[typeof filter.value as 'string' | 'number' | 'boolean']}(${field}) OR ${field} != ${name})`;
    case 'in': {
      if (filter.values.length === 0) return 'false';
      const names = filter.values.map((value, index) => {
        parameters.push({ name: `${name}_${index}`, value });
        return `${name}_${index}`;
      });
      return `${field} IN (${names.join(', ')})`;
    }
    case 'notIn':
      // ARRAY_CONTAINS is always true or false (never undefined), unlike NOT (x IN (...)).
      parameters.push({ name, value: filter.values });
      return `NOT ARRAY_CONTAINS(${name}, ${field})`;
    case 'exists':
      return `IS_DEFINED(${field})`;
    case 'notExists':
      return `NOT IS_DEFINED(${field})`;
    case 'startsWith':
      parameters.push({ name, value: filter.value });
      return `STARTSWITH(${field}, ${name})`;
    case 'gte':
      // Cosmos compares values of different types as undefined: IS_STRING keeps the clause a plain false.
      parameters.push({ name, value: filter.value });
      return `(IS_STRING(${field}) AND ${field} >= ${name})`;
  }
}

/** `SELECT c["a"] AS k0, c["b"]["c"] AS k1 FROM c`: the values a count groups by, one row per document. */
export function groupSelect(by: string[][]): string {
  return by.length === 0
    ? 'SELECT VALUE 1'
    : `SELECT ${by.map((path, index) => `${fieldRef(path)} AS k${index}`).join(', ')}`;
}
