/**
 * Canonical JSON: keys sorted at every level (UTF-16 code unit order), undefined values left out,
 * so equal values serialise, and hash, equal whichever order their keys were written in. The
 * control plane's desired-state ETags and catalog digests and the agent's drift and inventory
 * hashes all use it.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
