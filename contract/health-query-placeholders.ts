/**
 * The stage's clusters in a health query. A placeholder stands for a whole literal that is built
 * here, never for query text: whatever a cluster's name or label holds, it ends up inside one
 * string literal, escaped for that language, so it cannot change the query around it.
 *
 * - `{{clusterIds}}`, `{{clusterNames}}`, `{{labels.<key>}}`: the stage's distinct values.
 * - PromQL: one double-quoted string holding `v1|v2|...`, each value escaped for RE2, for a
 *   regular-expression matcher (`cluster=~{{clusterIds}}`; Prometheus anchors it at both ends).
 * - KQL: `dynamic(["v1", "v2"])`, for `in (...)` (`where Cluster in ({{clusterIds}})`).
 */
export type QueryLanguage = 'promql' | 'kql';

export interface StageClusters {
  ids: string[];
  names: string[];
  labels: Record<string, string>[];
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const LABEL = /^labels\.(.+)$/;

export interface Placeholder {
  /** The text between the braces. */
  name: string;
  /** Offset of the opening braces. */
  at: number;
}

export function placeholdersOf(query: string): Placeholder[] {
  return [...query.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => ({
    name: match[1]!,
    at: match.index,
  }));
}

/** What is wrong with one placeholder, or undefined. */
export function placeholderProblem(query: string, placeholder: Placeholder): string | undefined {
  const { name, at } = placeholder;
  if (name !== 'clusterIds' && name !== 'clusterNames' && !LABEL.test(name)) {
    return `unknown placeholder {{${name}}}: use {{clusterIds}}, {{clusterNames}} or {{labels.<key>}}`;
  }
  const before = query.slice(0, at).trimEnd().at(-1);
  if (before === '"' || before === "'" || before === '`') {
    return `write {{${name}}} without quotes: it becomes a quoted literal itself`;
  }
  return undefined;
}

/** The values a placeholder stands for on these clusters, distinct and sorted. */
export function valuesOf(name: string, clusters: StageClusters): string[] {
  let values: string[];
  if (name === 'clusterIds') values = clusters.ids;
  else if (name === 'clusterNames') values = clusters.names;
  else {
    const key = LABEL.exec(name)?.[1] ?? '';
    values = clusters.labels.flatMap((labels) => (labels[key] === undefined ? [] : [labels[key]]));
  }
  return [...new Set(values)].sort();
}

/** The query with every placeholder replaced by `literal(values)`; throws when one has no value. */
export function substitute(
  query: string,
  language: QueryLanguage,
  values: (name: string) => string[],
): string {
  return query.replace(PLACEHOLDER, (_, name: string) => {
    const found = values(name);
    if (found.length === 0) {
      throw new Error(`no cluster of the stage has a value for {{${name}}}: nothing to judge`);
    }
    return language === 'promql' ? promqlRegexLiteral(found) : kqlDynamicArray(found);
  });
}

/** RE2's metacharacters (Prometheus's regular expressions are RE2). */
function re2Quote(value: string): string {
  return value.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');
}

/**
 * A PromQL double-quoted string (Go's escaping, which PromQL's lexer follows): backslash and quote
 * escaped, control characters as \x escapes.
 */
export function promqlString(value: string): string {
  let escaped = '';
  for (const ch of value) {
    if (ch === '\\' || ch === '"') escaped += `\\${ch}`;
    else if (isControl(ch)) escaped += `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    else escaped += ch;
  }
  return `"${escaped}"`;
}

function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function promqlRegexLiteral(values: string[]): string {
  return promqlString(values.map(re2Quote).join('|'));
}

/** A KQL double-quoted string literal: backslash, quote and line breaks escaped. */
export function kqlString(value: string): string {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\', '"': '\\"' };
  let escaped = '';
  for (const ch of value) {
    if (named[ch] !== undefined) escaped += named[ch];
    else if (isControl(ch)) {
      throw new Error('a cluster name or label holds a control character; it cannot be put in a query');
    } else escaped += ch;
  }
  return `"${escaped}"`;
}

function kqlDynamicArray(values: string[]): string {
  return `dynamic([${values.map(kqlString).join(', ')}])`;
}
