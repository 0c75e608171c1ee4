/** Pacing defaults and timings of the rollout engine (from config). */
export interface RolloutSettings {
  globalPerSecond: number;
  tenantPerSecond: number;
  /** Per-tenant overrides of tenantPerSecond. */
  tenantRates: Record<string, number>;
  regionPerSecond: number;
  /** Unset: no per-source-host cap unless a rollout asks for one. */
  sourceHostPerSecond: number | undefined;
  /** A Scheduled record whose slot passed this long ago without delivery is re-sent (outbox healing). */
  healAfterSeconds: number;
  /**
   * Seconds between lookups of whether a rollout's deferred (offline) clusters are back: about the
   * agents' heartbeat interval (deferred-lookups.ts).
   */
  deferredRecheckSeconds: number;
  /** Most records scheduled per reconcile pass of one rollout, to bound a pass's duration. */
  scheduleBatch: number;
}
