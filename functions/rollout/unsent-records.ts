import type { Bus } from '../platform/bus/bus';
import { forEachBounded, STORE_CONCURRENCY } from '../platform/store/bounded';
import { CANCELLABLE_STATES, FANOUT_QUEUE } from './model';
import type { RolloutClusterDocument } from './model';
import type { RolloutStore } from './rollout-store';

/** Withdraws the scheduled messages of records that say Scheduled; one that still arrives changes nothing. */
export async function withdrawMessages(bus: Bus, records: RolloutClusterDocument[]): Promise<void> {
  const sequenceNumbers = records.flatMap((record) =>
    record.state === 'Scheduled' && record.sequenceNumber ? [BigInt(record.sequenceNumber)] : [],
  );
  if (sequenceNumbers.length > 0) await bus.cancelScheduled(FANOUT_QUEUE, sequenceNumbers);
}

/**
 * Cancels every record of a stopped (halted or cancelled) rollout that was not sent yet: its
 * scheduled message is withdrawn and the record moves Pending/Scheduled -> Cancelled with an
 * etag-guarded write, so a fan-out handler that claimed it first keeps its claim. Answers every
 * record as it now is (the moves' results over the read), so the caller counts without reading again.
 */
export async function cancelUnsent(
  store: RolloutStore,
  bus: Bus,
  records: RolloutClusterDocument[],
  why: { reason: string; message?: string; at: string },
): Promise<RolloutClusterDocument[]> {
  await withdrawMessages(bus, records);
  const after = new Map(records.map((record) => [record.clusterId, record]));
  const unsent = records.filter((record) => CANCELLABLE_STATES.includes(record.state));
  await forEachBounded(unsent, STORE_CONCURRENCY, async (record) => {
    const moved = await store.moveRecord(record.tenantId, record.rolloutId, record.clusterId, {
      from: CANCELLABLE_STATES,
      to: 'Cancelled',
      patch: () => ({
        reason: why.reason,
        ...(why.message === undefined ? {} : { message: why.message }),
        slotAt: null,
        sequenceNumber: null,
        windowOpensAt: null,
        updatedAt: why.at,
      }),
    });
    if (moved) after.set(record.clusterId, moved);
  });
  return [...after.values()];
}
