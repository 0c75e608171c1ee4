import type { ClusterDocument, HeartbeatDocument } from '../clusters/model';
import { MAX_PAGE_SIZE, updateWithRetry } from '../platform/store/store';
import type { Collection, Versioned } from '../platform/store/store';
import { ACTIVE_ROLLOUTS_ID, recordId } from './model';
import type {
  ActiveRolloutsDocument,
  RolloutClusterDocument,
  RolloutDocument,
  RolloutSummary,
} from './model';
import { SHARED_PARTITION } from './pacing';
import type { PacingDocument } from './pacing';

export interface RolloutCollections {
  rollouts: Collection<RolloutDocument>;
  records: Collection<RolloutClusterDocument>;
  index: Collection<ActiveRolloutsDocument>;
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
