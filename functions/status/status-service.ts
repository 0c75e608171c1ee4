import { isDeepStrictEqual } from 'node:util';
import type { StatusEvent } from '../../contract/status';
import type { StatusDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import { updateWithRetry } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import { countAgentRetries } from './agent-retries';

/**
 * Later generation wins; within a generation, the later transition wins, and at the same transition
 * time the higher attempt (a retry that failed like the attempt before keeps its lastTransitionTime).
 * Makes out-of-order batches harmless.
 */
export function isNewer(
  candidate: StatusEvent,
  current: StatusEvent | undefined,
  timeOf: (event: StatusEvent) => number = (event) => Date.parse(event.lastTransitionTime),
): boolean {
  if (!current) return true;
  if (candidate.observedGeneration !== current.observedGeneration) {
    return candidate.observedGeneration > current.observedGeneration;
  }
  const candidateTime = timeOf(candidate);
  const currentTime = timeOf(current);
  if (candidateTime !== currentTime) return candidateTime > currentTime;
  return (candidate.attempt ?? 0) >= (current.attempt ?? 0);
}

/** How many status changes a cluster's timeline keeps (console and `clusters show`). */
export const STATUS_TIMELINE_LENGTH = 50;

/** A change worth a timeline entry: what an operator would see differ, not a re-sent event. */
function isChange(event: StatusEvent, replaced: StatusEvent | undefined): boolean {
  return (
    !replaced ||
    event.phase !== replaced.phase ||
    event.reason !== replaced.reason ||
    event.message !== replaced.message ||
    event.attempt !== replaced.attempt ||
    event.observedGeneration !== replaced.observedGeneration
  );
}

export interface RecordedStatus {
  accepted: number;
  /** Agent retries this batch revealed for the first time (see countAgentRetries). */
  agentRetries: number;
}

/** The cluster's labels and group as authentication read them, copied for fleet counts. */
export interface Placement {
  labels: Record<string, string>;
  group?: string | null | undefined;
}

const placed = (placement: Placement | undefined) =>
  placement ? { labels: placement.labels, group: placement.group ?? null } : {};

export class StatusService {
  constructor(
    private readonly status: Collection<StatusDocument>,
    private readonly clock: Clock,
  ) {}

  /**
   * Folds a batch into the latest status per extension, and the attempt marks, with one etag-guarded
   * write: two batches racing cannot both count the same retry.
   */
  async record(
    tenantId: string,
    clusterId: string,
    events: StatusEvent[],
    placement?: Placement,
  ): Promise<RecordedStatus> {
    let agentRetries = 0;
    await updateWithRetry(this.status, tenantId, clusterId, (current) => {
      const latest = { ...(current?.latest ?? {}) };
      // A batch holds many events per extension: parse each timestamp once, not at every comparison.
      const times = new Map<StatusEvent, number>();
      const timeOf = (event: StatusEvent): number => {
        let time = times.get(event);
        if (time === undefined) times.set(event, (time = Date.parse(event.lastTransitionTime)));
        return time;
      };
      const changes: StatusEvent[] = [];
      for (const event of events) {
        const replaced = latest[event.extension];
        if (!isNewer(event, replaced, timeOf)) continue;
        latest[event.extension] = event;
        if (isChange(event, replaced)) changes.push(event);
      }
      // Newest first; within a batch, by transition time (a batch may hold several extensions).
      changes.sort((a, b) => timeOf(b) - timeOf(a));
      const timeline = [...changes, ...(current?.timeline ?? [])].slice(0, STATUS_TIMELINE_LENGTH);
      // This runs again when the write loses a race: the count kept is that of the write that landed.
      const counted = countAgentRetries(current?.attempts ?? {}, events);
      agentRetries = counted.retries;
      return {
        id: clusterId,
        tenantId,
        ...(current?.installed ? { installed: current.installed } : {}),
        ...(current?.labels ? { labels: current.labels, group: current.group ?? null } : {}),
        ...placed(placement),
        latest,
        ...(Object.keys(counted.marks).length > 0 ? { attempts: counted.marks } : {}),
        ...(timeline.length > 0 ? { timeline } : {}),
        updatedAt: this.clock.now().toISOString(),
      };
    });
    return { accepted: events.length, agentRetries };
  }

  /**
   * Copies the versions an inventory reports installed, written only when they or the placement
   * changed: an agent re-sending the same inventory costs a point read, not a write.
   */
  async recordInstalled(
    tenantId: string,
    clusterId: string,
    extensions: { name: string; version: string }[],
    placement?: Placement,
  ): Promise<void> {
    const installed = Object.fromEntries(extensions.map(({ name, version }) => [name, version]));
    await updateWithRetry(this.status, tenantId, clusterId, (current) => {
      const next: StatusDocument = {
        latest: {},
        ...current,
        id: clusterId,
        tenantId,
        ...placed(placement),
        installed,
        updatedAt: current?.updatedAt ?? this.clock.now().toISOString(),
      };
      return current && isDeepStrictEqual(next, current) ? undefined : next;
    });
  }
}
