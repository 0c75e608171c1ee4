/**
 * Retry-After (RFC 9110 section 10.2.3): delay-seconds or an HTTP-date. The control plane sends
 * it with every 429 and 503; the agent, the CLI and the Key Vault signer read it with this one
 * parser. Milliseconds to wait (never negative); undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
