import { canonicalJson } from '../../contract/json/canonical-json';
import { isJsonObject } from '../../contract/json/merge-patch';
import type { KubeObject } from '../kube/port';

/** Fields the API server owns or that never drift in a meaningful way. */
const IGNORED = new Set([
  'status',
  'metadata.managedFields',
  'metadata.resourceVersion',
  'metadata.generation',
]);

/** A field as its path of keys and list indexes; `[]` is the whole object. */
export type FieldTokens = Array<string | number>;

/**
 * Every field path the agent applied whose live value differs, e.g. `spec.replicas`. Only fields
 * in the applied object count: defaults and fields owned by other managers are not drift.
 */
export function driftedFields(applied: KubeObject, live: KubeObject): string[] {
  return driftedPaths(applied, live).map(dotted);
}

/** The differing fields of `driftedFields` as paths of tokens (for JSON pointers). */
export function driftedPaths(applied: KubeObject, live: KubeObject): FieldTokens[] {
  const out: FieldTokens[] = [];
  walk(applied, live, [], out);
  return out;
}

function dotted(tokens: FieldTokens): string {
  if (tokens.length === 0) return '.';
  return tokens.map((t, i) => (typeof t === 'number' ? `[${t}]` : i === 0 ? t : `.${t}`)).join('');
}

function walk(want: unknown, have: unknown, path: FieldTokens, out: FieldTokens[]): void {
  if (IGNORED.has(path.join('.'))) return;
  if (isJsonObject(want)) {
    if (!isJsonObject(have)) {
      out.push(path);
      return;
    }
    for (const [key, value] of Object.entries(want)) walk(value, have[key], [...path, key], out);
    return;
  }
  if (Array.isArray(want)) {
    if (!Array.isArray(have) || have.length < want.length) {
      out.push(path);
      return;
    }
    want.forEach((item, index) => walk(item, have[index], [...path, index], out));
    return;
  }
  if (canonicalJson(want) !== canonicalJson(have)) out.push(path);
}
