import { forEachBounded, STORE_CONCURRENCY } from '../platform/store/bounded';
import type { RolloutClusterDocument, RolloutDocument } from './model';
import { applyMove } from './rollout-tally';
import type { RolloutTally } from './rollout-tally';
import type { RolloutStore } from './rollout-store';

/** A cluster's maintenance windows taken together (functions/maintenance answers these). */
export interface SendWindow {
  names: string[];
  phaseAt(at: number): { open: true; closesAt: number } | { open: false; opensAt: number | null };
}

/** The windows of those of `clusterIds` that have any; a cluster missing from the map may be sent any time. */
export type SendWindows = (
  tenantId: string,
  clusterIds: readonly string[],
) => Promise<Map<string, SendWindow>>;

/** How many batches a pass draws while every cluster it draws waits for its window. */
const MAX_DRAWS = 10;
/**
 * How often a rollout's waiting clusters are checked against their windows as they are now: a
 * window changed or deleted meanwhile moves or ends their wait within this time, not only when
 * the opening they were told comes.
 */
export const WINDOW_RECHECK_MS = 60_000;

/**
 * Maintenance windows in a rollout: a cluster gets its update only at a slot inside one of its
 * windows. Outside, its record waits as WaitingForWindow with the time its window opens, and a
 * pass returns it to Pending from then on. Holding a record only ever removes sends, so the
 * pacing caps hold as before; sends already scheduled or applied when a window closes go on.
 */
export class WindowHolds {
  constructor(
    private readonly windows: SendWindows,
    private readonly store: RolloutStore,
  ) {}

  /** Per rollout, when this instance last checked its waiting clusters against their windows. */
  private readonly checked = new Map<string, number>();

  private moveRecord(
    record: RolloutClusterDocument,
    to: 'Pending' | 'WaitingForWindow',
    patch: Partial<RolloutClusterDocument>,
  ): Promise<RolloutClusterDocument | undefined> {
    return this.store.moveRecord(record.tenantId, record.rolloutId, record.clusterId, {
      from: [to === 'Pending' ? 'WaitingForWindow' : 'Pending'],
      to,
      patch: () => patch,
    });
  }

  /**
   * Up to `room` records to send now, drawn by `draw` (the first Pending records in id order): those whose
   * window is closed now wait for it (and leave Pending, so the next draw finds others).
   */
  async sendable(
    rollout: RolloutDocument,
    tally: RolloutTally,
    now: Date,
    room: number,
    draw: (limit: number) => Promise<RolloutClusterDocument[]>,
  ): Promise<{ ready: RolloutClusterDocument[]; windows: Map<string, SendWindow> }> {
    const ready: RolloutClusterDocument[] = [];
    const windows = new Map<string, SendWindow>();
    for (let draws = 0; draws < MAX_DRAWS && ready.length < room; draws++) {
      // Records found ready are still Pending, so a later draw finds them again first.
      const taken = new Set(ready.map((record) => record.id));
      const drawn = (await draw(room))
        .filter((record) => !taken.has(record.id))
        .slice(0, room - ready.length);
      if (drawn.length === 0) break;
      const found = await this.windows(
        rollout.tenantId,
        drawn.map((record) => record.clusterId),
      );
      const held: RolloutClusterDocument[] = [];
      for (const record of drawn) {
        const window = found.get(record.clusterId);
        if (window) windows.set(record.clusterId, window);
        if (window && !window.phaseAt(now.getTime()).open) held.push(record);
        else ready.push(record);
      }
      await forEachBounded(held, STORE_CONCURRENCY, (record) =>
        this.holdAt(record, windows.get(record.clusterId)!, now.getTime(), tally, now),
      );
      if (held.length === 0) break;
    }
    return { ready, windows };
  }

  /** A send whose slot falls after the cluster's window closes waits for the next opening instead. */
  async closedAt(
    record: RolloutClusterDocument,
    window: SendWindow | undefined,
    slot: number,
    tally: RolloutTally,
    now: Date,
  ): Promise<boolean> {
    if (!window || window.phaseAt(slot).open) return false;
    await this.holdAt(record, window, slot, tally, now);
    return true;
  }

  /** Records whose window has opened go back to Pending (sent like any other, within the window). */
  async wake(rollout: RolloutDocument, tally: RolloutTally, now: Date): Promise<RolloutTally> {
    const waiting = tally.open.filter((record) => record.state === 'WaitingForWindow');
    if (waiting.length === 0) {
      this.checked.delete(rollout.id);
      return tally;
    }
    const recheck = now.getTime() - (this.checked.get(rollout.id) ?? 0) >= WINDOW_RECHECK_MS;
    const current = recheck
      ? await this.windows(
          rollout.tenantId,
          waiting.map((record) => record.clusterId),
        )
      : undefined;
    if (recheck) this.checked.set(rollout.id, now.getTime());
    const due = waiting.filter((record) => {
      if (!record.windowOpensAt || Date.parse(record.windowOpensAt) <= now.getTime()) return true;
      if (!current) return false;
      // Rechecked: no window any more, or one that opens earlier than the record says.
      const window = current.get(record.clusterId);
      const phase = window?.phaseAt(now.getTime());
      return (
        !phase || phase.open || (phase.opensAt !== null && phase.opensAt < Date.parse(record.windowOpensAt))
      );
    });
    await forEachBounded(due, STORE_CONCURRENCY, async (record) => {
      const moved = await this.moveRecord(record, 'Pending', {
        windowOpensAt: null,
        // A cluster of an earlier stage (caught up after a deferral) stays marked so: see RolloutTally.
        reason: record.stage < rollout.currentStage ? 'CaughtUp' : 'WindowOpen',
        message: null,
        updatedAt: now.toISOString(),
      });
      applyMove(tally, record, moved);
    });
    return tally;
  }

  private async holdAt(
    record: RolloutClusterDocument,
    window: SendWindow,
    at: number,
    tally: RolloutTally,
    now: Date,
  ): Promise<void> {
    const phase = window.phaseAt(at);
    const opensAt = phase.open ? null : phase.opensAt;
    const opens = opensAt === null ? null : new Date(opensAt).toISOString();
    const moved = await this.moveRecord(record, 'WaitingForWindow', {
      windowOpensAt: opens,
      reason: 'MaintenanceWindow',
      message: `waiting for maintenance window ${window.names.join(', ')}${opens ? ` (opens ${opens})` : ''}`,
      updatedAt: now.toISOString(),
    });
    applyMove(tally, record, moved);
  }
}
