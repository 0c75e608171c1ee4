import { createHash } from 'node:crypto';
import type { DesiredState } from '../../contract/desired';

/**
 * A strong ETag: the SHA-256 of the canonical JSON (keys sorted at every level), so the same
 * desired state always hashes the same, whichever order its values were written in.
 */
export function desiredEtag(state: DesiredState): string {
  return `"${createHash('sha256').update(canonicalJson(state)).digest('base64url')}"`;
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** RFC 9110 If-None-Match: a list of entity tags or `*`; weak comparison for GET. */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}
