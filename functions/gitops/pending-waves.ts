import { createHash } from 'node:crypto';
import type { PinChange } from '../rollout';
import type { Collection, DocumentBase } from '../platform/store/store';
import { StoreNotFoundError, StorePreconditionError } from '../platform/store/store';

/** A pin change the Git path has not committed yet, kept in the tenant's `fleet` collection. */
export interface PendingWaveDocument extends DocumentBase, PinChange {
  type: typeof PENDING_WAVE_TYPE;
  recordedAt: string;
}

export const PENDING_WAVE_TYPE = 'gitops-pending-wave';

export interface PendingWaves {
  /** The changes to name in the next commit, and the records to clear once a commit carries them. */
  changes: PinChange[];
  records: { id: string; etag: string }[];
}

/**
 * The wave batching window made durable: every pin change is recorded in the store before the
 * fan-out message that wrote the pin is acknowledged, and stays there until an export has
 * published a tree that carries it. So a control plane that dies inside the window (or between
 * commit and push) loses nothing: the next export, in this instance or another (at the latest the
 * minute timer's), finds the records and commits the wave under its own message, once. A record
 * per change, with an id derived from it, so parallel handlers never contend on one document and
 * a redelivered message overwrites its own record instead of adding one.
 */
export class PendingWaveStore {
  constructor(private readonly docs: Collection<PendingWaveDocument>) {}

  async record(tenantId: string, change: PinChange, at: Date): Promise<void> {
    await this.docs.upsert({
      id: recordId(change),
      tenantId,
      type: PENDING_WAVE_TYPE,
      rolloutId: change.rolloutId,
      stage: change.stage,
      action: change.action,
      clusters: change.clusters,
      recordedAt: at.toISOString(),
    });
  }

  async list(tenantId: string): Promise<PendingWaves> {
    const pending: PendingWaves = { changes: [], records: [] };
    let continuationToken: string | undefined;
    do {
      const page = await this.docs.query(tenantId, {
        where: [{ path: ['type'], op: 'eq', value: PENDING_WAVE_TYPE }],
        ...(continuationToken ? { continuationToken } : {}),
      });
      for (const { doc, etag } of page.items) {
        pending.changes.push({
          rolloutId: doc.rolloutId,
          stage: doc.stage,
          action: doc.action,
          clusters: doc.clusters,
        });
        pending.records.push({ id: doc.id, etag });
      }
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return pending;
  }

  /**
   * Removes the records a published commit carries. A record rewritten since it was listed (a
   * redelivered message that wrote its pin again) is kept for the next export, which finds the
   * pin already committed and only clears it.
   */
  async clear(tenantId: string, records: PendingWaves['records']): Promise<void> {
    for (const { id, etag } of records) {
      try {
        await this.docs.delete(tenantId, id, { ifMatch: etag });
      } catch (err) {
        if (!(err instanceof StorePreconditionError) && !(err instanceof StoreNotFoundError)) throw err;
      }
    }
  }
}

function recordId(change: PinChange): string {
  const who =
    change.clusters.length === 1
      ? change.clusters[0]!
      : createHash('sha256')
          .update([...change.clusters].sort().join('\n'))
          .digest('hex')
          .slice(0, 32);
  return `gitops-wave.${change.rolloutId}.${change.action}.${who}`;
}
