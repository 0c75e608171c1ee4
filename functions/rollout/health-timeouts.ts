import { forEachBounded, STORE_CONCURRENCY } from '../platform/store/bounded';
import type { RolloutDocument } from './model';
import type { RolloutStore } from './rollout-store';
import { applyMove } from './rollout-tally';
import type { RolloutTally } from './rollout-tally';

/** Health timeouts: an Applied record without a verdict within healthTimeoutSeconds becomes TimedOut. */
export async function timeOutApplied(
  store: RolloutStore,
  rollout: RolloutDocument,
  tally: RolloutTally,
  now: Date,
): Promise<RolloutTally> {
  const limitMs = rollout.spec.strategy.healthTimeoutSeconds * 1000;
  const expired = tally.open.filter(
    (record) =>
      record.state === 'Applied' &&
      record.appliedAt &&
      now.getTime() - Date.parse(record.appliedAt) > limitMs,
  );
  // A bounded number at a time, as schedule() does: one after the other, each waited for its own
  // commit (or Cosmos DB round trip), and a region that went quiet took minutes to time out.
  await forEachBounded(expired, STORE_CONCURRENCY, async (record) => {
    const message = `no healthy status within ${rollout.spec.strategy.healthTimeoutSeconds}s of the update`;
    const moved = await store.moveRecord(rollout.tenantId, rollout.id, record.clusterId, {
      from: ['Applied'],
      to: 'TimedOut',
      patch: () => ({
        reason: 'HealthTimeout',
        message,
        failure: {
          state: 'TimedOut',
          phase: null,
          reason: 'HealthTimeout',
          message,
          at: now.toISOString(),
        },
        updatedAt: now.toISOString(),
      }),
    });
    applyMove(tally, record, moved);
  });
  return tally;
}
