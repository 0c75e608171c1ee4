import type { StatusEvent } from '../../contract/status';
import type { ClusterDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { RolloutStore } from './rollout-store';
import { DEPENDENCY_HOLD_REASONS } from './rollout-tally';

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
      if (!verdict) {
        await this.noteHold(cluster, pin.rolloutId, event);
        continue;
      }
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

  /**
   * A cluster whose agent holds the version for a dependency keeps its Applied record, with the
   * agent's reason and message (the rollout counts it as held); its next status clears them.
   */
  private async noteHold(cluster: ClusterDocument, rolloutId: string, event: StatusEvent): Promise<void> {
    const holds = DEPENDENCY_HOLD_REASONS.includes(event.reason);
    await this.store.updateRecord(cluster.tenantId, rolloutId, cluster.id, (current) => {
      if (current.state !== 'Applied') return undefined;
      const held = DEPENDENCY_HOLD_REASONS.includes(current.reason ?? '');
      if (!holds && !held) return undefined;
      const reason = holds ? event.reason : null;
      const message = holds ? (event.message ?? null) : null;
      if (current.reason === reason && current.message === message) return undefined;
      return { ...current, reason, message, updatedAt: this.clock.now().toISOString() };
    });
  }
}
