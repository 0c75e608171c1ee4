import { createHash } from 'node:crypto';
import type { DesiredState } from '../../contract/desired';
import { canonicalJson } from '../../contract/json/canonical-json';

/**
 * A strong ETag: the SHA-256 of the canonical JSON (keys sorted at every level), so the same
 * desired state always hashes the same, whichever order its values were written in.
 */
export function desiredEtag(state: DesiredState): string {
  return `"${createHash('sha256').update(canonicalJson(state)).digest('base64url')}"`;
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
