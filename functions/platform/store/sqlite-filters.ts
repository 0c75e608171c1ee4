import { groupValue } from './store';
import type { Filter, GroupValue } from './store';

/*
 * The SQL of the embedded store's queries and counts: the Store port's filters as SQLite JSON
 * expressions over the documents' text, with the Cosmos DB adapter's semantics.
 */

/** A group's key from its JSON text (see countBy): JSON scalars keep their type, anything else is null. */
export function groupKey(paths: number, text: string | null): GroupValue[] {
  if (paths === 0) return [];
  const parsed: unknown = text === null ? null : JSON.parse(text);
  const values = paths === 1 ? [parsed] : Array.isArray(parsed) ? parsed : [];
  return Array.from({ length: paths }, (_path, index) => groupValue(values[index]));
}

/**
 * JSON path with every segment a quoted (JSON-escaped) label, so label keys such as
 * `app.kubernetes.io/name` stay one segment and quotes or backslashes in a key stay data.
 */
export function jsonPath(path: string[]): string {
  return '$' + path.map((segment) => `.${JSON.stringify(segment)}`).join('');
}

/**
 * Filters with the same semantics as the Cosmos DB adapter (the contract suite holds both to it):
 * values compare only with values of the same JSON type (json_extract alone would turn `true`
 * into 1 and objects into text), a JSON null counts as present, and `ne` / `notIn` are the exact
 * negations of `eq` / `in`, so they also match documents without the field. Every expression is
 * null-safe (IS, COALESCE), which is what makes NOT a true negation.
 */
export function filterToSql(filter: Filter): [string, unknown[]] {
  const path = jsonPath(filter.path);
  switch (filter.op) {
    case 'eq':
      return typedIn(path, [filter.value]);
    case 'ne':
      return negate(typedIn(path, [filter.value]));
    case 'in':
      return typedIn(path, filter.values);
    case 'notIn':
      return negate(typedIn(path, filter.values));
    case 'exists':
      return ['json_type(body, ?) IS NOT NULL', [path]];
    case 'notExists':
      return ['json_type(body, ?) IS NULL', [path]];
    case 'startsWith':
      if (filter.path.length === 1 && filter.path[0] === 'id') return idPrefix(filter.value);
      return [
        "(json_type(body, ?) IS 'text' AND substr(json_extract(body, ?), 1, length(?)) = ?)",
        [path, path, filter.value, filter.value],
      ];
    case 'gte':
      return ["(json_type(body, ?) IS 'text' AND json_extract(body, ?) >= ?)", [path, path, filter.value]];
  }
}

/**
 * A prefix of the id as a range of the primary key (`id >= prefix AND id < successor`): SQLite
 * compares text as UTF-8 bytes, which orders like code points, so every id with the prefix lies in
 * that range and the index reads only those rows (a rollout's records among all of a tenant's).
 * The id column always equals the document's `id`.
 */
function idPrefix(prefix: string): [string, unknown[]] {
  const points = [...prefix].map((char) => char.codePointAt(0)!);
  const last = points.pop();
  if (last === undefined) return ['1', []];
  // The next code point after `last`, skipping the surrogate range (not valid in UTF-8 text).
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  if (next > 0x10ffff) return ['(id >= ? AND substr(id, 1, length(?)) = ?)', [prefix, prefix, prefix]];
  return ['(id >= ? AND id < ?)', [prefix, String.fromCodePoint(...points, next)]];
}

/** True (1) when the field equals one of `values` with the same JSON type, else 0 (never NULL). */
function typedIn(path: string, values: (string | number | boolean)[]): [string, unknown[]] {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const strings = values.filter((value): value is string => typeof value === 'string');
  const numbers = values.filter((value): value is number => typeof value === 'number');
  const placeholders = (list: unknown[]): string => list.map(() => '?').join(', ');
  // The value first, its type only for rows whose value matched: AND stops at the first false,
  // and every JSON function call parses the body again.
  if (strings.length > 0) {
    clauses.push(
      `(COALESCE(json_extract(body, ?) IN (${placeholders(strings)}), 0) AND json_type(body, ?) IS 'text')`,
    );
    params.push(path, ...strings, path);
  }
  if (numbers.length > 0) {
    clauses.push(
      `(COALESCE(json_extract(body, ?) IN (${placeholders(numbers)}), 0) AND json_type(body, ?) IN ('integer', 'real'))`,
    );
    params.push(path, ...numbers, path);
  }
  for (const flag of [true, false]) {
    if (values.includes(flag)) {
      clauses.push(`json_type(body, ?) IS '${String(flag)}'`);
      params.push(path);
    }
  }
  return [clauses.length > 0 ? `(${clauses.join(' OR ')})` : '0', params];
}

function negate([sql, params]: [string, unknown[]]): [string, unknown[]] {
  return [`NOT ${sql}`, params];
}
