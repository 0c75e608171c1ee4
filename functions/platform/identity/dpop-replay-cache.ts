/**
 * The `jti`s of the DPoP proofs this instance accepted, each kept until its `iat` leaves the
 * accepted window (after which the proof is refused for its age anyway). Per instance, by design:
 * docs/security.md argues why a proof replayed on another instance within the window buys an
 * attacker nothing a TLS-terminating proxy could not already do, and why a store write per agent
 * request is not worth it.
 */
export class DpopReplayCache {
  /** `certificate serial:jti` -> when it may be forgotten (ms); insertion order is roughly expiry order. */
  private readonly seen = new Map<string, number>();

  constructor(private readonly maxEntries = 500_000) {}

  /**
   * Records the proof; false if it was already recorded and has not expired (a replay). Keyed by
   * the certificate's serial too, so one cluster's `jti`s can never collide with another's.
   */
  remember(serial: string, jti: string, expiresAtMs: number, nowMs: number): boolean {
    this.evictExpired(nowMs);
    const key = `${serial}:${jti}`;
    const until = this.seen.get(key);
    if (until !== undefined && until > nowMs) return false;
    // Full of unexpired proofs (a quarter of a million agents at one request per 30 s and a 60 s
    // window): forget the oldest,
    // whose window closes first; only that one could then be replayed, and only until it closes.
    if (this.seen.size >= this.maxEntries) this.seen.delete(this.seen.keys().next().value!);
    this.seen.delete(key);
    this.seen.set(key, expiresAtMs);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  /** Drops expired entries from the front: amortised O(1) per insert, proofs arrive in iat order. */
  private evictExpired(nowMs: number): void {
    for (const [key, until] of this.seen) {
      if (until > nowMs) return;
      this.seen.delete(key);
    }
  }
}
