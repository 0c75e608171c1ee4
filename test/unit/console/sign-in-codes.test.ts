import { ConsoleSignInCodes, SIGN_IN_CODE_TTL_MS } from '../../../functions/console/sign-in-codes';

describe('console sign-in codes', () => {
  let now = 1_000_000;
  const codes = () => new ConsoleSignInCodes(() => now);

  it('redeems a code once, for the token it was issued for', () => {
    const store = codes();
    const { code } = store.issue('token-a', now + 3_600_000);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.redeem(code)).toBe('token-a');
    expect(store.redeem(code)).toBeUndefined();
    expect(store.redeem('not-a-code')).toBeUndefined();
  });

  it('expires after 5 minutes, or when the token does if sooner', () => {
    const store = codes();
    const long = store.issue('token-long', now + 3_600_000);
    const short = store.issue('token-short', now + 60_000);
    expect(long.expiresAt.getTime()).toBe(now + SIGN_IN_CODE_TTL_MS);
    expect(short.expiresAt.getTime()).toBe(now + 60_000);
    now += 60_000;
    expect(store.redeem(short.code)).toBeUndefined();
    now += SIGN_IN_CODE_TTL_MS;
    expect(store.redeem(long.code)).toBeUndefined();
  });

  it('keeps no expired codes and refuses more than 1,000 pending ones', () => {
    const store = codes();
    for (let i = 0; i < 1000; i++) store.issue(`t${i}`, now + 3_600_000);
    expect(() => store.issue('one-too-many', now + 3_600_000)).toThrow(/too many/);
    now += SIGN_IN_CODE_TTL_MS;
    store.issue('after-expiry', now + 3_600_000);
    expect(store.size).toBe(1);
  });
});
