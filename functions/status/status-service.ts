import type { StatusEvent } from '../api/status';
import type { StatusDocument } from '../clusters/model';
import type { Clock } from '../platform/clock';
import { updateWithRetry } from '../platform/store/store';
import type { Collection } from '../platform/store/store';

/** Later generation wins; within a generation, the later transition wins. Makes out-of-order batches harmless. */
export function isNewer(
  candidate: StatusEvent,
  current: StatusEvent | undefined,
  timeOf: (event: StatusEvent) => number = (event) => Date.parse(event.lastTransitionTime),
): boolean {
  if (!current) return true;
  if (candidate.observedGeneration !== current.observedGeneration) {
    return candidate.observedGeneration > current.observedGeneration;
  }
  return timeOf(candidate) >= timeOf(current);
}

export class StatusService {
  constructor(
    private readonly status: Collection<StatusDocument>,
    private readonly clock: Clock,
  ) {}

  /** Folds a batch into the latest status per extension with one etag-guarded write. */
  async record(tenantId: string, clusterId: string, events: StatusEvent[]): Promise<number> {
    await updateWithRetry(this.status, tenantId, clusterId, (current) => {
      const latest = { ...(current?.latest ?? {}) };
      // A batch holds many events per extension: parse each timestamp once, not at every comparison.
      const times = new Map<StatusEvent, number>();
      const timeOf = (event: StatusEvent): number => {
        let time = times.get(event);
        if (time === undefined) times.set(event, (time = Date.parse(event.lastTransitionTime)));
        return time;
      };
      for (const event of events) {
        if (isNewer(event, latest[event.extension], timeOf)) latest[event.extension] = event;
      }
      return { id: clusterId, tenantId, latest, updatedAt: this.clock.now().toISOString() };
    });
    return events.length;
  }
}
