import { SqliteError } from 'better-sqlite3';
import { STORAGE_FULL_RETRY_SECONDS, toProblem } from '../../../functions/platform/http/error-mapping';
import { InvalidDocumentIdError } from '../../../functions/platform/store/store';

describe('error mapping of store failures', () => {
  it('maps an invalid document id to 400, naming the rule', () => {
    const problem = toProblem(new InvalidDocumentIdError('a/b'));
    expect(problem.status).toBe(400);
    expect(problem.detail).toContain("without '/'");
  });

  it('maps a Cosmos 429 that outlasted the SDK retries to 503 with Retry-After from x-ms-retry-after-ms', () => {
    // The shape of @azure/cosmos's ErrorResponse for a throttled request.
    const throttled = Object.assign(new Error('Request rate is large'), {
      code: 429,
      retryAfterInMs: 2300,
      headers: { 'x-ms-retry-after-ms': '2300' },
    });
    const problem = toProblem(throttled);
    expect(problem.status).toBe(503);
    expect(problem.headers['Retry-After']).toBe('3');
    const noHint = toProblem(Object.assign(new Error('throttled'), { code: 429 }));
    expect(noHint.status).toBe(503);
    expect(noHint.headers['Retry-After']).toBe('1');
  });

  it.each([
    ['SQLITE_FULL from better-sqlite3', () => new SqliteError('database or disk is full', 'SQLITE_FULL')],
    [
      'ENOSPC from a file write',
      () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
    ],
    [
      'EDQUOT from a file write',
      () => Object.assign(new Error('EDQUOT: disk quota exceeded'), { code: 'EDQUOT' }),
    ],
    [
      'ENOSPC wrapped by an adapter',
      () => new Error('write failed', { cause: Object.assign(new Error('no space'), { code: 'ENOSPC' }) }),
    ],
  ])('maps a full disk (%s) to 503 with Retry-After, not 500', (_name, make) => {
    const problem = toProblem(make());
    expect(problem.status).toBe(503);
    expect(problem.headers['Retry-After']).toBe(String(STORAGE_FULL_RETRY_SECONDS));
    expect(problem.detail).toMatch(/no room left/);
    // Other SQLite failures stay an opaque 500.
    expect(toProblem(new SqliteError('disk I/O error', 'SQLITE_IOERR')).status).toBe(500);
  });

  it('keeps other unknown errors an opaque 500', () => {
    expect(toProblem(Object.assign(new Error('bad'), { code: 400 })).status).toBe(500);
    expect(toProblem(new Error('boom')).status).toBe(500);
  });
});
