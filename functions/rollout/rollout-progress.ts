import type { StatusEvent } from '../../contract/status';
import type { ClusterDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { RolloutStore } from './rollout-store';

/**
 * Turns agents' status events into per-cluster rollout verdicts: an `Installed` event for the
 * pinned extension at (or after) the generation that carried the pin means Succeeded; `Failed`
 * means Failed, with the agent's reason and message kept verbatim.
 */
export class RolloutProgress {
  constructor(
    private readonly store: RolloutStore,
    private readonly clock: Clock,
  ) {}

  async onStatus(cluster: ClusterDocument, events: StatusEvent[]): Promise<void> {
    const latest = new Map<string, StatusEvent>();
    for (const event of events) latest.set(event.extension, event);
    for (const [extension, event] of latest) {
      const pin = cluster.pins?.[extension];
      if (!pin || event.observedGeneration < pin.generation) continue;
      const verdict =
        event.phase === 'Installed' ? 'Succeeded' : event.phase === 'Failed' ? 'Failed' : undefined;
      if (!verdict) continue;
      const at = this.clock.now().toISOString();
      const reason = event.reason;
      const message = event.message ?? null;
      await this.store.moveRecord(cluster.tenantId, pin.rolloutId, cluster.id, {
        from: verdict === 'Failed' ? ['Applied', 'Succeeded'] : ['Applied'],
        to: verdict,
        patch: () => ({
          reason,
          message,
          updatedAt: at,
          // Kept verbatim through a halt and a rollback, which move the state on.
          ...(verdict === 'Failed'
            ? { failure: { state: 'Failed', phase: event.phase, reason, message, at } }
            : {}),
        }),
      });
    }
  }
}
