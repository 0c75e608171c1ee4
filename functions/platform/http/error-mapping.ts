import { LabelSelectorError } from '../../clusters/label-selector';
import { Problem, problems } from '../problems';
import { SignerUnavailableError } from '../signer/signer';
import {
  InvalidContinuationTokenError,
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
  if (err instanceof StorePreconditionError) {
    return problems.preconditionFailed('The resource changed since you read it; read it again and retry.');
  }
  if (err instanceof StoreConflictError) return problems.conflict('The resource already exists.');
  if (err instanceof StoreNotFoundError) return problems.notFound('resource', 'requested');
  if (err instanceof SignerUnavailableError) {
    return problems.unavailable(
      err.retryAfterSeconds,
      'The certificate authority is temporarily unavailable; retry after the delay in Retry-After.',
    );
  }
  return problems.internal();
}
