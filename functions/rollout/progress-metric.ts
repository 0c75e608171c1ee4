import type { Store } from '../platform/store/store';
import type { Telemetry } from '../platform/telemetry/telemetry';
import { ACTIVE_ROLLOUTS_ID } from './model';
import type { ActiveRolloutsDocument, RolloutDocument } from './model';
import { SHARED_PARTITION } from '../platform/pacing/pacing';

/**
 * Rollout progress is read, not recorded: on each collection (a Prometheus scrape, or the Azure
 * exporter's interval, 60 s) the fraction of each active rollout's clusters that reached the desired
 * version (Succeeded) is observed from the rollout's summary, the counts the reconcile pass stores
 * on the rollout document every ~5 s: one read of the active index and one read of the rollout
 * documents per tenant, never a per-cluster record (a scrape would otherwise read every record of
 * every running rollout). A rollout stored before summaries existed has no series until its first
 * summary is stored. The `state` label is the rollout's state as the API answers it (Running,
 * Paused, WaitingForDeferred, ...). Finished rollouts leave the active index, so their series stop;
 * the store is only read here, never written.
 */
export function observeRolloutProgress(telemetry: Telemetry, store: Store): void {
  const index = store.collection<ActiveRolloutsDocument>('rollouts');
  const rollouts = store.collection<RolloutDocument>('rollouts');
  telemetry.observe('rolloutProgress', async (record) => {
    const active = (await index.read(SHARED_PARTITION, ACTIVE_ROLLOUTS_ID))?.doc.items ?? [];
    const byTenant = new Map<string, string[]>();
    for (const { tenantId, rolloutId } of active) {
      byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), rolloutId]);
    }
    for (const [tenantId, ids] of byTenant) {
      for (const { doc } of await rollouts.readMany(tenantId, ids)) {
        if (!doc.summary) continue;
        let total = 0;
        let succeeded = 0;
        for (const { counts } of doc.summary.stages) {
          succeeded += counts.Succeeded;
          for (const count of Object.values(counts)) total += count;
        }
        record(total === 0 ? 0 : succeeded / total, { tenantId, rolloutId: doc.id, state: doc.state });
      }
    }
  });
}
