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

/**
 * Every field path the agent applied whose live value differs, e.g. `spec.replicas`. Only fields
 * in the applied object count: defaults and fields owned by other managers are not drift.
 */
export function driftedFields(applied: KubeObject, live: KubeObject): string[] {
  const out: string[] = [];
  walk(applied, live, '', out);
  return out;
}

function walk(want: unknown, have: unknown, path: string, out: string[]): void {
  if (IGNORED.has(path)) return;
  if (isJsonObject(want)) {
    if (!isJsonObject(have)) {
      out.push(path || '.');
      return;
    }
    for (const [key, value] of Object.entries(want))
      walk(value, have[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (Array.isArray(want)) {
    if (!Array.isArray(have) || have.length < want.length) {
      out.push(path);
      return;
    }
    want.forEach((item, index) => walk(item, have[index], `${path}[${index}]`, out));
    return;
  }
  if (canonicalJson(want) !== canonicalJson(have)) out.push(path);
}
