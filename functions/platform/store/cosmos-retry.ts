import { setTimeout as sleep } from 'node:timers/promises';

/** How a Cosmos DB collection retries the failures the SDK leaves to its caller. */
export interface TransientRetryOptions {
  /** Total attempts including the first. Default 5. */
  attempts?: number;
  /** First backoff; doubles per attempt with full jitter. Default 200 ms. */
  baseDelayMs?: number;
  /** Cap of one backoff. Default 5 s. */
  maxDelayMs?: number;
}

/** Retries idempotent calls (reads, queries) on transient failures. */
export async function withRetry<R>(
  retry: Required<TransientRetryOptions>,
  call: () => Promise<R>,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!isTransient(err) || attempt >= retry.attempts) throw err;
      await backoff(retry, attempt);
    }
  }
}

/** Waits before attempt `attempt + 1`: exponential, capped, with jitter over its upper half. */
export async function backoff(retry: Required<TransientRetryOptions>, attempt: number): Promise<void> {
  const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
  await sleep(Math.round(ceiling / 2 + (Math.random() * ceiling) / 2));
}

/** The status code (or network error code) the Cosmos SDK put on a failure. */
export function statusOf(err: unknown): number | string | undefined {
  return (err as { code?: number | string } | null)?.code;
}

/** Failures the SDK does not retry for us (single write region, or endpoint discovery off). */
export function isTransient(err: unknown): boolean {
  const code = statusOf(err);
  return (
    code === 503 ||
    code === 408 ||
    code === 449 ||
    code === 'TimeoutError' ||
    code === 'ECONNRESET' ||
    code === 'ECONNREFUSED' ||
    code === 'EPIPE' ||
    code === 'REQUEST_SEND_ERROR'
  );
}
