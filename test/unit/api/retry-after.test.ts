import { parseRetryAfter } from '../../../contract/retry-after';
import { retryAfterSeconds } from '../../../functions/platform/signer/keyvault-signer';

describe('Retry-After (RFC 9110 10.2.3), the one parser the agent, the CLI and the signer share', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('reads delay-seconds and HTTP-dates as milliseconds to wait, never negative', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('-3', now)).toBe(0);
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('answers undefined when there is nothing readable', () => {
    for (const value of [undefined, null, '', '   ', 'soon'])
      expect(parseRetryAfter(value, now)).toBeUndefined();
  });

  it('gives the signer whole seconds, rounded up', () => {
    expect(retryAfterSeconds('Fri, 27 Nov 2026 12:00:01 GMT', now - 500)).toBe(2);
    expect(retryAfterSeconds('4', now)).toBe(4);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
