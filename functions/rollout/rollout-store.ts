import type { ClusterDocument, ExtensionPin, HeartbeatDocument } from '../clusters';
import { MAX_PAGE_SIZE, updateWithRetry } from '../platform/store/store';
import type { Collection, Versioned } from '../platform/store/store';
import type { ClusterRolloutState } from '../../contract/rollouts';
import { ACTIVE_ROLLOUTS_ID, extensionLockId, generationOf, recordId } from './model';
import type {
  ActiveRolloutsDocument,
  ExtensionLockDocument,
  RolloutState,
  RolloutClusterDocument,
  RolloutDocument,
  RolloutSummary,
} from './model';
import { SHARED_PARTITION } from './pacing';
import { assertClusterTransition, assertRolloutTransition } from './transitions';
import type { PacingDocument } from './pacing';

export interface RolloutCollections {
  rollouts: Collection<RolloutDocument>;
  records: Collection<RolloutClusterDocument>;
  index: Collection<ActiveRolloutsDocument>;
  /** The per-extension lock documents (in the rollouts container, beside the rollouts). */
  locks: Collection<ExtensionLockDocument>;
  pacing: Collection<PacingDocument>;
  clusters: Collection<ClusterDocument>;
  heartbeats: Collection<HeartbeatDocument>;
}

/** Store access shared by the rollout services: the rollout, its per-cluster records, the active index. */
export class RolloutStore {
  constructor(readonly c: RolloutCollections) {}

  async rollout(tenantId: string, rolloutId: string): Promise<Versioned<RolloutDocument> | undefined> {
    return this.c.rollouts.read(tenantId, rolloutId);
  }

  async records(tenantId: string, rolloutId: string): Promise<RolloutClusterDocument[]> {
    const out: RolloutClusterDocument[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.c.records.query(tenantId, {
        where: [{ path: ['rolloutId'], op: 'eq', value: rolloutId }],
        limit: MAX_PAGE_SIZE,
        ...(continuationToken ? { continuationToken } : {}),
      });
      out.push(...page.items.map((item) => item.doc));
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return out;
  }

  /** The records still open (not yet judged, or deferred), by a query on their state. */
  async openRecords(tenantId: string, rolloutId: string): Promise<RolloutClusterDocument[]> {
    const out: RolloutClusterDocument[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.c.records.query(tenantId, {
        where: [
          { path: ['rolloutId'], op: 'eq', value: rolloutId },
          { path: ['state'], op: 'in', values: ['Pending', 'Scheduled', 'Applied', 'Deferred'] },
        ],
        limit: MAX_PAGE_SIZE,
        ...(continuationToken ? { continuationToken } : {}),
      });
      out.push(...page.items.map((item) => item.doc));
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return out;
  }

  /** Read-modify-write of one record; `mutate` returns undefined to leave it alone. */
  async updateRecord(
    tenantId: string,
    rolloutId: string,
    clusterId: string,
    mutate: (record: RolloutClusterDocument) => RolloutClusterDocument | undefined,
  ): Promise<RolloutClusterDocument | undefined> {
    const result = await updateWithRetry(
      this.c.records,
      tenantId,
      recordId(rolloutId, clusterId),
      (current) => (current ? mutate(current) : undefined),
    );
    return result?.doc;
  }

  /**
   * A compare-and-swap of the rollout's state: written (etag-guarded, re-read on a lost race) only
   * while the stored state is one of `from` and, when given, the generation is still `generation`;
   * the generation goes up by one. Answers the rollout as written, or undefined when the condition
   * no longer held (someone else moved it first). Every change must be in ROLLOUT_TRANSITIONS.
   */
  async moveRollout(
    tenantId: string,
    rolloutId: string,
    move: {
      from: readonly RolloutState[];
      to: RolloutState;
      generation?: number;
      patch?: (current: RolloutDocument) => Partial<RolloutDocument>;
    },
  ): Promise<RolloutDocument | undefined> {
    for (const from of move.from) assertRolloutTransition(from, move.to);
    let moved = false;
    const result = await this.updateRollout(tenantId, rolloutId, (current) => {
      moved =
        move.from.includes(current.state) &&
        (move.generation === undefined || generationOf(current) === move.generation);
      return moved
        ? {
            ...current,
            ...move.patch?.(current),
            state: move.to,
            generation: generationOf(current) + 1,
          }
        : undefined;
    });
    return moved ? result : undefined;
  }

  /**
   * A compare-and-swap of one record's state (see moveRollout): written only while it is in one of
   * `from`; answers the record as written, or undefined when it was not (anymore).
   */
  async moveRecord(
    tenantId: string,
    rolloutId: string,
    clusterId: string,
    move: {
      from: readonly ClusterRolloutState[];
      to: ClusterRolloutState;
      patch?: (current: RolloutClusterDocument) => Partial<RolloutClusterDocument>;
      /** A further condition on the record as stored (say, the send it carries). */
      when?: (current: RolloutClusterDocument) => boolean;
    },
  ): Promise<RolloutClusterDocument | undefined> {
    for (const from of move.from) assertClusterTransition(from, move.to);
    let moved = false;
    const result = await this.updateRecord(tenantId, rolloutId, clusterId, (current) => {
      moved = move.from.includes(current.state) && (move.when?.(current) ?? true);
      return moved ? { ...current, ...move.patch?.(current), state: move.to } : undefined;
    });
    return moved ? result : undefined;
  }

  /**
   * Changes a rollout without changing its state (stages, summary): only while its state and
   * generation are still those the caller acted on, so a pass that read a rollout before a pause
   * cannot move its stages after it.
   */
  async updateRolloutIf(
    tenantId: string,
    rolloutId: string,
    expect: { state: RolloutState; generation: number },
    mutate: (rollout: RolloutDocument) => RolloutDocument | undefined,
  ): Promise<RolloutDocument | undefined> {
    let written = false;
    const result = await this.updateRollout(tenantId, rolloutId, (current) => {
      written = false;
      if (current.state !== expect.state || generationOf(current) !== expect.generation) return undefined;
      const next = mutate(current);
      written = next !== undefined;
      return next;
    });
    return written ? result : undefined;
  }

  async updateRollout(
    tenantId: string,
    rolloutId: string,
    mutate: (rollout: RolloutDocument) => RolloutDocument | undefined,
  ): Promise<RolloutDocument | undefined> {
    const result = await updateWithRetry(this.c.rollouts, tenantId, rolloutId, (current) =>
      current ? mutate(current) : undefined,
    );
    return result?.doc;
  }

  /**
   * Stores a summary unless a later one is already there: writers that read the records earlier
   * can finish later (a timer pass overlapping an operator action). Leaves `updatedAt` alone: it
   * says when the rollout itself changed.
   */
  async saveSummary(tenantId: string, rolloutId: string, summary: RolloutSummary): Promise<void> {
    await this.updateRollout(tenantId, rolloutId, (current) =>
      current.summary && Date.parse(current.summary.asOf) > Date.parse(summary.asOf)
        ? undefined
        : { ...current, summary },
    );
  }

  /**
   * What a rollback should put back on a cluster instead of this rollout's pin: the pin it
   * replaced, unless that rollout has itself been rolled back on the cluster since (then what that
   * one replaced, and so on). Restoring a rolled-back rollout's pin would pin a version nobody
   * intends any more.
   */
  async restorablePin(
    tenantId: string,
    clusterId: string,
    previous: ExtensionPin | null,
  ): Promise<ExtensionPin | null> {
    let candidate = previous;
    for (let depth = 0; candidate && depth < 32; depth++) {
      const record = (await this.c.records.read(tenantId, recordId(candidate.rolloutId, clusterId)))?.doc;
      if (record?.state !== 'RolledBack') return candidate;
      candidate = record.previousPin ?? null;
    }
    return candidate;
  }

  /** Takes a rollout out of its extension's lock holders (see extension-lock.ts); idempotent. */
  async releaseLock(tenantId: string, extension: string, rolloutId: string): Promise<void> {
    await updateWithRetry(this.c.locks, tenantId, extensionLockId(extension), (current) =>
      current && current.holders.some((holder) => holder.rolloutId === rolloutId)
        ? { ...current, holders: current.holders.filter((holder) => holder.rolloutId !== rolloutId) }
        : undefined,
    );
  }

  async addActive(tenantId: string, rolloutId: string): Promise<void> {
    await updateWithRetry(this.c.index, SHARED_PARTITION, ACTIVE_ROLLOUTS_ID, (current) => ({
      id: ACTIVE_ROLLOUTS_ID,
      tenantId: SHARED_PARTITION,
      items: [
        ...(current?.items ?? []).filter((item) => item.rolloutId !== rolloutId),
        { tenantId, rolloutId },
      ],
    }));
  }

  async removeActive(rolloutId: string): Promise<void> {
    await updateWithRetry(this.c.index, SHARED_PARTITION, ACTIVE_ROLLOUTS_ID, (current) =>
      current && current.items.some((item) => item.rolloutId === rolloutId)
        ? { ...current, items: current.items.filter((item) => item.rolloutId !== rolloutId) }
        : undefined,
    );
  }

  async active(): Promise<{ tenantId: string; rolloutId: string }[]> {
    return (await this.c.index.read(SHARED_PARTITION, ACTIVE_ROLLOUTS_ID))?.doc.items ?? [];
  }
}
