import { LabelSelectorError } from '../store/label-selector';
import { BusMessageTooLargeError } from '../bus/bus';
import { Problem, problems } from '../../../contract/problems';
import { SignerThrottledError, SignerUnavailableError } from '../signer/signer';
import {
  DocumentTooLargeError,
  InvalidContinuationTokenError,
  InvalidDocumentIdError,
  StoreConflictError,
  StoreNotFoundError,
  StorePreconditionError,
} from '../store/store';

/** Maps anything a service can throw to a Problem; unknown errors become an opaque 500. */
export function toProblem(err: unknown): Problem {
  if (err instanceof Problem) return err;
  if (err instanceof LabelSelectorError) {
    return problems.badRequest(err.message, [{ path: 'query.labelSelector', message: err.message }]);
  }
  if (err instanceof InvalidContinuationTokenError) {
    return problems.badRequest(err.message, [{ path: 'query.continuationToken', message: 'malformed' }]);
  }
  if (err instanceof InvalidDocumentIdError) {
    return problems.badRequest(err.message, [{ path: 'id', message: err.message }]);
  }
  if (err instanceof BusMessageTooLargeError) return problems.messageTooLarge(err.limitBytes);
  if (err instanceof DocumentTooLargeError) return problems.resourceTooLarge(err.bytes, err.limitBytes);
  if (err instanceof StorePreconditionError) {
    return problems.preconditionFailed('The resource changed since you read it; read it again and retry.');
  }
  if (err instanceof StoreConflictError) return problems.conflict('The resource already exists.');
  if (err instanceof StoreNotFoundError) return problems.notFound('resource', 'requested');
  if (err instanceof SignerThrottledError) {
    return problems.tooManyRequests(
      err.retryAfterSeconds,
      'The certificate authority is signing at its limit; nothing was signed and the bootstrap token is still unused. Retry after the delay in Retry-After.',
    );
  }
  if (err instanceof SignerUnavailableError) {
    return problems.unavailable(
      err.retryAfterSeconds,
      'The certificate authority is temporarily unavailable; retry after the delay in Retry-After.',
    );
  }
  if (storageFull(err)) {
    return problems.unavailable(
      STORAGE_FULL_RETRY_SECONDS,
      'The control plane has no room left to store this write (its disk or quota is full); nothing was changed. Retry after the delay in Retry-After.',
    );
  }
  const throttled = storeThrottle(err);
  if (throttled !== undefined) {
    return problems.unavailable(
      throttled,
      'The database is throttling requests right now; retry after the delay in Retry-After.',
    );
  }
  return problems.internal();
}

/**
 * A Cosmos DB 429 that outlasted the SDK's own retries (DEFAULT_THROTTLE_RETRY in cosmos-store.ts)
 * reaches us as the SDK's ErrorResponse (`code: 429`, `retryAfterInMs`). It is the service asking
 * for time, not a bug: 503 with Retry-After so agents back off, never 500. Returns seconds.
 */
function storeThrottle(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, retryAfterInMs, headers } = err as {
    code?: unknown;
    retryAfterInMs?: unknown;
    headers?: Record<string, unknown>;
  };
  if (code !== 429) return undefined;
  const ms = Number(retryAfterInMs ?? headers?.['x-ms-retry-after-ms']);
  return Number.isFinite(ms) && ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 1;
}

/** Long enough for an operator to free space or grow the volume, short enough that agents catch up soon after. */
export const STORAGE_FULL_RETRY_SECONDS = 30;

/**
 * The data volume is full: SQLite reports SQLITE_FULL (better-sqlite3's `code`) when a write hits
 * ENOSPC, and file writes report ENOSPC, or EDQUOT over a quota. Reads still work and the failed
 * write left nothing behind (SQLite rolled it back), so this is a wait-and-retry (503), not a bug
 * (500). Looks through `cause` too, for errors an adapter wrapped.
 */
function storageFull(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const { code, cause } = err as { code?: unknown; cause?: unknown };
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return true;
  return storageFull(cause, depth + 1);
}
