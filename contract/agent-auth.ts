import { z } from 'zod';

/**
 * How an agent proves it holds its cluster's key: `mtls` (the client certificate in the TLS
 * handshake, forwarded by the front end), `dpop` (an RFC 9449 proof of possession in each
 * request, which survives a TLS-terminating proxy), or `both`. The control plane and the agent
 * each pick one; `both` on either side lets the other side choose.
 */
export const AgentAuthMode = z.enum(['mtls', 'dpop', 'both']);
export type AgentAuthMode = z.infer<typeof AgentAuthMode>;

export function allowsMtls(mode: AgentAuthMode): boolean {
  return mode !== 'dpop';
}

export function allowsDpop(mode: AgentAuthMode): boolean {
  return mode !== 'mtls';
}

/** The request header that carries the proof (RFC 9449 §4.1). */
export const DPOP_HEADER = 'dpop';
/** The proof's `typ` header (RFC 9449 §4.2). */
export const DPOP_JWT_TYPE = 'dpop+jwt';
/** Cluster keys are P-256 (agent/identity/keys.ts), so proofs are ES256. */
export const DPOP_ALGORITHM = 'ES256';

/** Slug of the problem that says a proof's `iat` is outside the accepted window (the clock is off). */
export const CLOCK_SKEW_PROBLEM = 'dpop-clock-skew';
/** Slug of the problem that says no credential of an accepted mode reached the control plane. */
export const AUTH_MODE_PROBLEM = 'agent-auth-mode';

/**
 * A URL as a proof's `htu` is compared (RFC 9449 §4.3): without query and fragment, after the
 * syntax-based normalisation of RFC 3986 §6.2.2-6.2.3 that the WHATWG URL parser performs (scheme
 * and host in lower case, the scheme's default port dropped, an empty path as `/`, dot segments
 * removed). Undefined for anything that is not an absolute http(s) URL.
 */
export function normalizeHtu(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username || parsed.password) return undefined;
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}
