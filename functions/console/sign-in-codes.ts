import { createHash, randomBytes } from 'node:crypto';

/** How long a console sign-in link works, at most (5 minutes is the limit). */
export const SIGN_IN_CODE_TTL_MS = 5 * 60_000;
const MAX_PENDING = 1000;

interface Pending {
  token: string;
  expiresAt: number;
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

  constructor(private readonly now: () => number = Date.now) {}

  issue(token: string, tokenExpiresAt: number): { code: string; expiresAt: Date } {
    this.sweep();
    if (this.pending.size >= MAX_PENDING) {
      throw new Error('too many pending console sign-ins');
    }
    const code = randomBytes(32).toString('base64url');
    const expiresAt = Math.min(this.now() + SIGN_IN_CODE_TTL_MS, tokenExpiresAt);
    this.pending.set(hash(code), { token, expiresAt });
    return { code, expiresAt: new Date(expiresAt) };
  }

  /** The token for `code`, once; undefined for an unknown, used or expired code. */
  redeem(code: string): string | undefined {
    const key = hash(code);
    const entry = this.pending.get(key);
    this.pending.delete(key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return entry.token;
  }

  get size(): number {
    return this.pending.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(key);
  }
}

function hash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
