import type { ClusterDocument, ExtensionPin, HeartbeatDocument } from '../clusters';
import { MAX_PAGE_SIZE, updateWithRetry } from '../platform/store/store';
import type { Collection, Filter, Versioned } from '../platform/store/store';
import type { ClusterRolloutState } from '../../contract/rollouts';
import { ACTIVE_ROLLOUTS_ID, extensionLockId, FAILURE_STATES, generationOf, recordId } from './model';
import type {
  ActiveRolloutsDocument,
  ExtensionLockDocument,
  RolloutState,
  RolloutClusterDocument,
  RolloutDocument,
  RolloutSummary,
} from './model';
import { SHARED_PARTITION } from '../platform/pacing/pacing';
import { byId, emptyCounts, MOVING_STATES } from './rollout-tally';
import type { RolloutTally } from './rollout-tally';
import { assertClusterTransition, assertRolloutTransition } from './transitions';
import type { PacingDocument } from '../platform/pacing/pacing';

/**
 * A rollout's records, by their ids (`<rolloutId>.<clusterId>`): a Cosmos DB query goes to the
 * rollout's own partition (queryPartition reads the rollout from the prefix), and the SQLite
 * adapter reads that id range of its primary key instead of every record of the tenant, with no
 * JSON parsed to filter.
 */
function ofRollout(rolloutId: string): Filter[] {
  return [{ path: ['id'], op: 'startsWith', value: recordId(rolloutId, '') }];
}

/** How many clusters a view of a rollout lists per list (failed, rolled back, deferred). */
export const LISTED = 100;

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

  /** Every record of the rollout (a rollback settles each; nothing that runs every few seconds). */
  async records(tenantId: string, rolloutId: string): Promise<RolloutClusterDocument[]> {
    return this.recordsWhere(tenantId, rolloutId, []);
  }

  /** The records still open (not yet judged, or deferred), by a query on their state. */
  async openRecords(tenantId: string, rolloutId: string): Promise<RolloutClusterDocument[]> {
    return this.recordsIn(tenantId, rolloutId, [
      'Pending',
      'Scheduled',
      'Applied',
      'Deferred',
      'WaitingForWindow',
    ]);
  }

  /** The records in one of `states`, in id order. */
  async recordsIn(
    tenantId: string,
    rolloutId: string,
    states: readonly ClusterRolloutState[],
  ): Promise<RolloutClusterDocument[]> {
    return this.recordsWhere(tenantId, rolloutId, [{ path: ['state'], op: 'in', values: [...states] }]);
  }

  /** The records of one stage in one of `states`, in id order (a stage's health queries name them). */
  async stageRecordsIn(
    tenantId: string,
    rolloutId: string,
    stage: number,
    states: readonly ClusterRolloutState[],
  ): Promise<RolloutClusterDocument[]> {
    return this.recordsWhere(tenantId, rolloutId, [
      { path: ['stage'], op: 'eq', value: stage },
      { path: ['state'], op: 'in', values: [...states] },
    ]);
  }

  /** The first `limit` (at most MAX_PAGE_SIZE) Pending records of one stage, in id order: what a pass may schedule. */
  async pendingOf(
    tenantId: string,
    rolloutId: string,
    stage: number,
    limit: number,
  ): Promise<RolloutClusterDocument[]> {
    const page = await this.c.records.query(tenantId, {
      where: [
        ...ofRollout(rolloutId),
        { path: ['state'], op: 'eq', value: 'Pending' },
        { path: ['stage'], op: 'eq', value: stage },
      ],
      limit,
    });
    return page.items.map((item) => item.doc);
  }

  /**
   * The rollout's counts per stage and state (one count query: no record is sent) and its open
   * records (see RolloutTally): caught-up records of stages before `currentStage` are read only
   * when the counts show some. The summary's `asOf` is taken before these reads; a record moving
   * meanwhile is counted in one state and listed in another until the next pass.
   */
  async tally(
    tenantId: string,
    rolloutId: string,
    stageCount: number,
    currentStage = stageCount - 1,
  ): Promise<RolloutTally> {
    const groups = await this.c.records.countBy(tenantId, {
      where: ofRollout(rolloutId),
      by: [['stage'], ['state']],
    });
    const stages = Array.from({ length: stageCount }, emptyCounts);
    for (const { key, count } of groups) {
      const [stage, state] = key;
      const counts = typeof stage === 'number' ? stages[stage] : undefined;
      if (counts && typeof state === 'string' && state in counts)
        counts[state as ClusterRolloutState] += count;
    }
    const open = await this.recordsIn(tenantId, rolloutId, MOVING_STATES);
    if (stages.slice(0, currentStage).some((counts) => counts.Pending > 0)) {
      const caughtUp = await this.recordsWhere(tenantId, rolloutId, [
        { path: ['state'], op: 'eq', value: 'Pending' },
        { path: ['reason'], op: 'eq', value: 'CaughtUp' },
      ]);
      open.push(...caughtUp.filter((record) => record.stage < currentStage));
    }
    return { stages, open };
  }

  /**
   * The records a view of the rollout lists, without reading the others: the first LISTED of each
   * list in id order (failures, including those written before failures were kept apart, which
   * carry the verdict in their state only; rollback outcomes). Deferred clusters come from the
   * tally's open records, which hold every one of them (not read twice).
   */
  async listedRecords(
    tenantId: string,
    rolloutId: string,
    tally: RolloutTally,
  ): Promise<RolloutClusterDocument[]> {
    const first = async (filters: Filter[]) =>
      (
        await this.c.records.query(tenantId, {
          where: [...ofRollout(rolloutId), ...filters],
          limit: LISTED,
        })
      ).items.map((item) => item.doc);
    const lists = await Promise.all([
      first([{ path: ['failure', 'state'], op: 'exists' }]),
      first([
        { path: ['state'], op: 'in', values: [...FAILURE_STATES] },
        { path: ['failure', 'state'], op: 'notExists' },
      ]),
      first([{ path: ['rollback', 'outcome'], op: 'exists' }]),
    ]);
    const deferred = tally.open.filter((record) => record.state === 'Deferred');
    const unique = new Map([...lists.flat(), ...deferred].map((record) => [record.id, record]));
    return [...unique.values()].sort(byId);
  }

  private async recordsWhere(
    tenantId: string,
    rolloutId: string,
    filters: Filter[],
  ): Promise<RolloutClusterDocument[]> {
    const out: RolloutClusterDocument[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.c.records.query(tenantId, {
        where: [...ofRollout(rolloutId), ...filters],
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
