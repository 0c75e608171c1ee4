import { problems } from '../../../contract/problems';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { TokenBucketLimiter } from '../ratelimit/token-bucket';
import type { Telemetry } from '../telemetry/telemetry';
import { LogEvents } from '../telemetry/telemetry-names';

/** The buckets a request can be charged to. */
export type Limiter = 'agent' | 'operator' | 'register' | 'registerAddress';

/** What charging a request needs of the runtime: its buckets, and where to say one ran dry. */
export interface LimitRuntime {
  clock: Clock;
  log: Logger;
  telemetry: Telemetry;
  limits: Record<Limiter, TokenBucketLimiter>;
}

/** Whom a bucket belongs to: a tenant the caller has proven it belongs to, or a source address. */
export type Charged = { tenantId: string } | { source: string };

/**
 * Charges one request to `key` in `limiter`, or answers 429. The metric is labelled with the
 * proven tenant, or '-' for a source: sources are the caller's to choose, so they never become
 * a label or a log-throttling key (the log names one source a minute).
 */
export function limit(runtime: LimitRuntime, limiter: Limiter, key: string, charged: Charged): void {
  const decision = runtime.limits[limiter].take(key);
  if (decision.allowed) return;
  const tenantId = 'tenantId' in charged ? charged.tenantId : '-';
  runtime.telemetry.instruments.rateLimited.add(1, { tenantId, limiter });
  if (firstThisMinute(runtime, `${tenantId}:${limiter}`)) {
    if ('source' in charged)
      runtime.log.warn(LogEvents.sourceRateLimited.name, { limiter, source: charged.source });
    else runtime.log.warn(LogEvents.tenantRateLimited.name, { tenantId, limiter });
  }
  throw problems.tooManyRequests(
    decision.retryAfterSeconds,
    'source' in charged
      ? `Too many requests from ${charged.source}; slow down.`
      : `Too many ${limiter} requests for '${key}'; slow down.`,
  );
}

/** For handlers that learn the tenant only from the request (registration, after its token verified). */
export function enforceTenantRateLimit(runtime: LimitRuntime, limiter: Limiter, tenantId: string): void {
  limit(runtime, limiter, tenantId, { tenantId });
}

const lastLogged = new WeakMap<LimitRuntime, Map<string, number>>();

/** True at most once a minute per key and runtime: keeps a flood from becoming a flood of logs. */
export function firstThisMinute(runtime: LimitRuntime, key: string): boolean {
  let last = lastLogged.get(runtime);
  if (!last) lastLogged.set(runtime, (last = new Map()));
  const now = runtime.clock.now().getTime();
  if (now - (last.get(key) ?? -Infinity) < 60_000) return false;
  last.set(key, now);
  return true;
}
