import {
  ConsoleSignInCodes,
  SIGN_IN_CODE_LIMITS,
  SIGN_IN_CODE_TTL_MS,
  TooManyPendingSignIns,
} from '../../../functions/console/sign-in-codes';

const alice = { subject: 'alice', tenants: ['contoso'] };

describe('console sign-in codes', () => {
  let now = 1_000_000;
  const codes = () => new ConsoleSignInCodes(() => now);
  const refusal = (store: ConsoleSignInCodes, owner: { subject: string; tenants: string[] }) => {
    try {
      store.issue('token', now + 3_600_000, owner);
    } catch (err) {
      expect(err).toBeInstanceOf(TooManyPendingSignIns);
      return err as TooManyPendingSignIns;
    }
    return undefined;
  };

  it('redeems a code once, for the token it was issued for', () => {
    const store = codes();
    const { code } = store.issue('token-a', now + 3_600_000, alice);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.redeem(code)).toBe('token-a');
    expect(store.redeem(code)).toBeUndefined();
    expect(store.redeem('not-a-code')).toBeUndefined();
  });

  it('expires after 5 minutes, or when the token does if sooner', () => {
    const store = codes();
    const long = store.issue('token-long', now + 3_600_000, alice);
    const short = store.issue('token-short', now + 60_000, alice);
    expect(long.expiresAt.getTime()).toBe(now + SIGN_IN_CODE_TTL_MS);
    expect(short.expiresAt.getTime()).toBe(now + 60_000);
    now += 60_000;
    expect(store.redeem(short.code)).toBeUndefined();
    now += SIGN_IN_CODE_TTL_MS;
    expect(store.redeem(long.code)).toBeUndefined();
  });

  it("caps one caller's pending codes without touching anyone else's", () => {
    const store = codes();
    const first = store.issue('t0', now + 3_600_000, alice);
    now += 10_000;
    for (let i = 1; i < SIGN_IN_CODE_LIMITS.perPrincipal; i++) store.issue(`t${i}`, now + 3_600_000, alice);
    const refused = refusal(store, alice);
    expect(refused?.scope).toEqual({ principal: true });
    // Until the oldest expires: it was issued 10 s before the others.
    expect(refused?.retryAfterSeconds).toBe(SIGN_IN_CODE_TTL_MS / 1000 - 10);
    // Another operator of the tenant, the same name in another tenant, another tenant: all served.
    for (const owner of [
      { subject: 'bob', tenants: ['contoso'] },
      { subject: 'alice', tenants: ['fabrikam'] },
      { subject: 'alice', tenants: ['contoso', 'fabrikam'] },
      { subject: 'carol', tenants: ['fabrikam'] },
    ])
      expect(refusal(store, owner)).toBeUndefined();
    // A redeemed code gives its place back.
    expect(store.redeem(first.code)).toBe('t0');
    expect(refusal(store, alice)).toBeUndefined();
    expect(refusal(store, alice)?.scope).toEqual({ principal: true });
  });

  it("caps a tenant's pending codes above what one caller may hold, and other tenants never notice", () => {
    const store = codes();
    const perTenant = SIGN_IN_CODE_LIMITS.perTenant;
    const principals = Math.ceil(perTenant / SIGN_IN_CODE_LIMITS.perPrincipal);
    expect(principals).toBeGreaterThan(1);
    for (let i = 0; i < perTenant; i++)
      store.issue(`t${i}`, now + 3_600_000, { subject: `op-${i % principals}`, tenants: ['contoso'] });
    expect(refusal(store, { subject: 'newcomer', tenants: ['contoso'] })?.scope).toEqual({
      tenantId: 'contoso',
    });
    expect(refusal(store, { subject: 'admin', tenants: ['fabrikam', 'contoso'] })?.scope).toEqual({
      tenantId: 'contoso',
    });
    expect(refusal(store, { subject: 'newcomer', tenants: ['fabrikam'] })).toBeUndefined();
  });

  it('keeps no expired codes: their places are free again', () => {
    const store = codes();
    for (let i = 0; i < SIGN_IN_CODE_LIMITS.perPrincipal; i++) store.issue(`t${i}`, now + 3_600_000, alice);
    expect(refusal(store, alice)).toBeDefined();
    now += SIGN_IN_CODE_TTL_MS;
    store.issue('after-expiry', now + 3_600_000, alice);
    expect(store.size).toBe(1);
  });
});
