export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

/** "Full jitter" (AWS architecture blog): uniform in [0, min(cap, base * 2^attempt)). */
export function fullJitter(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}

/** An interval spread by +-fraction so a fleet does not beat in step. */
export function withJitter(intervalMs: number, fraction = 0.1, random: () => number = Math.random): number {
  return Math.max(0, Math.round(intervalMs * (1 - fraction + 2 * fraction * random())));
}

/**
 * A server's Retry-After, honoured as a floor and spread after it: uniform in
 * [retryAfter, retryAfter + max(1 s, 10%)). Retry-After has whole seconds, so every agent the
 * control plane paces into the same second would otherwise come back at the same instant (the
 * signing admission hands out one slot per sign; docs/agent.md).
 */
export function afterRetryAfter(retryAfterMs: number, random: () => number = Math.random): number {
  return retryAfterMs + Math.floor(random() * Math.max(1_000, retryAfterMs * 0.1));
}
