import type { TargetResolver } from '../targeting';
import type { RolloutClusterDocument, RolloutDocument } from './model';

/**
 * Whether a rollout's deferred clusters are back, from their heartbeats, looked up every
 * `recheckSeconds` (ARCBRIDGE_ROLLOUT_DEFERRED_RECHECK_SECONDS, default 30 s: the agents'
 * heartbeat interval, so a cluster that returns is caught up within about one heartbeat). Looked up
 * on every 5 s pass, a rollout waiting a day for 3,000 offline clusters read 3,000 heartbeats (and,
 * before, their 3,000 cluster documents) every 5 s: ~1,200-1,800 RU/s in Cosmos DB for nothing.
 */
export class DeferredLookups {
  /** Per rollout, the deferred clusters this instance last found connected, and when. */
  private readonly checks = new Map<string, { at: number; online: Set<string> }>();

  constructor(
    private readonly targets: Pick<TargetResolver, 'connected'>,
    private readonly recheckSeconds: number,
  ) {}

  /**
   * The deferred clusters of `records` connected now, looked up at most every `recheckSeconds` per
   * rollout (in between, the last lookup's answer).
   */
  async online(rollout: RolloutDocument, records: RolloutClusterDocument[], now: Date): Promise<Set<string>> {
    const last = this.checks.get(rollout.id);
    const age = last ? now.getTime() - last.at : Number.POSITIVE_INFINITY;
    if (last && age >= 0 && age < this.recheckSeconds * 1000) return last.online;
    const online = await this.targets.connected(
      rollout.tenantId,
      records.map((record) => record.clusterId),
    );
    // Forget rollouts not looked at for a while (ended, or passed to another instance).
    for (const [id, check] of this.checks) {
      if (now.getTime() - check.at > 10 * this.recheckSeconds * 1000) this.checks.delete(id);
    }
    this.checks.set(rollout.id, { at: now.getTime(), online });
    return online;
  }
}
