import { createHash, randomBytes } from 'node:crypto';
import { principalId } from '../platform/identity/operator-identity';
import type { OperatorPrincipal } from '../platform/identity/operator-identity';

/** How long a console sign-in link works, at most (5 minutes is the limit). */
export const SIGN_IN_CODE_TTL_MS = 5 * 60_000;

/**
 * How many codes may wait to be redeemed at once. Per operator: `arcbridge console` needs one, a
 * few cover links opened in several browsers. Per tenant: well above what one operator may hold,
 * so that no single principal of a tenant can fill its tenant's allowance alone. There is no cap
 * shared by all tenants: a caller can only ever use up its own and its tenants' allowance.
 */
export const SIGN_IN_CODE_LIMITS = { perPrincipal: 5, perTenant: 50 };

/** Who a code is issued to: the verified token's subject and the tenants it covers. */
export type SignInCodeOwner = Pick<OperatorPrincipal, 'subject' | 'tenants'>;

/** Thrown by `issue` when the caller or one of its tenants already has as many codes pending as allowed. */
export class TooManyPendingSignIns extends Error {
  constructor(
    /** Whose allowance is used up: the caller's own, or that of the tenant named. */
    readonly scope: { principal: true } | { tenantId: string },
    /** Seconds until that allowance's oldest pending code expires (or is redeemed sooner). */
    readonly retryAfterSeconds: number,
  ) {
    super(
      'principal' in scope
        ? 'too many pending console sign-ins'
        : `too many pending console sign-ins for tenant ${scope.tenantId}`,
    );
    this.name = 'TooManyPendingSignIns';
  }
}

interface Pending {
  token: string;
  expiresAt: number;
  /** The allowances this code counts against: its principal's and each of its tenants'. */
  allowances: string[];
}

/**
 * One-time console sign-in codes. The CLI hands over an operator token it already holds and gets
 * back a random code for the sign-in URL's fragment; the page redeems the code once (POST) for that
 * token, which it keeps in memory only. Only the SHA-256 of a code is kept, for at most 5 minutes.
 *
 * The codes live in this process: the embedded host is one process. In Azure the console signs in
 * with Entra ID instead (see docs/console.md), so no code has to cross instances.
 */
export class ConsoleSignInCodes {
  private readonly pending = new Map<string, Pending>();
  /** Pending code hashes per allowance (principal or tenant key). */
  private readonly byAllowance = new Map<string, Set<string>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits = SIGN_IN_CODE_LIMITS,
  ) {}

  issue(token: string, tokenExpiresAt: number, owner: SignInCodeOwner): { code: string; expiresAt: Date } {
    this.sweep();
    const principal = principalKey(owner);
    this.refuseWhenFull(principal, this.limits.perPrincipal, { principal: true });
    for (const tenantId of new Set(owner.tenants))
      this.refuseWhenFull(tenantKey(tenantId), this.limits.perTenant, { tenantId });
    const code = randomBytes(32).toString('base64url');
    const expiresAt = Math.min(this.now() + SIGN_IN_CODE_TTL_MS, tokenExpiresAt);
    const key = hash(code);
    const allowances = [principal, ...[...new Set(owner.tenants)].map(tenantKey)];
    this.pending.set(key, { token, expiresAt, allowances });
    for (const allowance of allowances) {
      let set = this.byAllowance.get(allowance);
      if (!set) this.byAllowance.set(allowance, (set = new Set()));
      set.add(key);
    }
    return { code, expiresAt: new Date(expiresAt) };
  }

  /** The token for `code`, once; undefined for an unknown, used or expired code. */
  redeem(code: string): string | undefined {
    const key = hash(code);
    const entry = this.pending.get(key);
    if (!entry) return undefined;
    this.forget(key, entry);
    return entry.expiresAt <= this.now() ? undefined : entry.token;
  }

  get size(): number {
    return this.pending.size;
  }

  private refuseWhenFull(allowance: string, limit: number, scope: TooManyPendingSignIns['scope']): void {
    const held = this.byAllowance.get(allowance);
    if (!held || held.size < limit) return;
    let oldest = Infinity;
    for (const key of held) oldest = Math.min(oldest, this.pending.get(key)?.expiresAt ?? Infinity);
    throw new TooManyPendingSignIns(scope, Math.max(1, Math.ceil((oldest - this.now()) / 1000)));
  }

  private forget(key: string, entry: Pending): void {
    this.pending.delete(key);
    for (const allowance of entry.allowances) {
      const set = this.byAllowance.get(allowance);
      set?.delete(key);
      if (set?.size === 0) this.byAllowance.delete(allowance);
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.forget(key, entry);
  }
}

function principalKey(owner: SignInCodeOwner): string {
  return `principal\n${principalId(owner)}`;
}

function tenantKey(tenantId: string): string {
  return `tenant\n${tenantId}`;
}

function hash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
