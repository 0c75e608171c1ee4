import type { Clock } from '../platform/clock';
import { Problem } from '../../contract/problems';
import { StoreConflictError, StorePreconditionError } from '../platform/store/store';
import { extensionLockId } from './model';
import type { ExtensionLockDocument, RolloutDocument } from './model';
import type { RolloutStore } from './rollout-store';
import { HOLDING_ROLLOUT_STATES } from './transitions';

/** A holder whose rollout document does not exist yet is being created; after this long it died. */
export const CREATING_GRACE_MS = 60_000;
const MAX_ATTEMPTS = 20;

/**
 * One rollout per extension and cluster at a time. Per tenant and extension a lock document lists
 * the rollouts that hold clusters (Running, Paused, WaitingForDeferred); a create takes its place
 * there with an etag-guarded write of the document it checked, so of two concurrent creates whose
 * targets overlap exactly one writes first and the other, re-reading, finds it and answers 409
 * (or supersedes it, cancelling it first). The document also hands out each rollout's sequence.
 */
export class ExtensionLocks {
  constructor(
    private readonly store: RolloutStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Enters `rolloutId` as a holder of `clusterIds` and answers its sequence. Overlapping holders
   * make it throw 409, or with `supersede` are passed to `cancel` and the check starts again.
   */
  async acquire(
    tenantId: string,
    extension: string,
    rolloutId: string,
    clusterIds: ReadonlySet<string>,
    options: { supersede: boolean; cancel: (rollout: RolloutDocument, by: string) => Promise<void> },
  ): Promise<number> {
    const locks = this.store.c.locks;
    const id = extensionLockId(extension);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const current = await locks.read(tenantId, id);
      const now = this.clock.now();
      const kept: ExtensionLockDocument['holders'] = [];
      const overlapping: { rolloutId: string; rollout?: RolloutDocument }[] = [];
      for (const holder of current?.doc.holders ?? []) {
        const found = (await this.store.rollout(tenantId, holder.rolloutId))?.doc;
        if (!found) {
          // Being created right now, or its creator died before writing it.
          if (now.getTime() - Date.parse(holder.since) > CREATING_GRACE_MS) continue;
          kept.push(holder);
          overlapping.push({ rolloutId: holder.rolloutId });
          continue;
        }
        if (!HOLDING_ROLLOUT_STATES.includes(found.state)) continue;
        kept.push(holder);
        const records = await this.store.records(tenantId, holder.rolloutId);
        if (records.some((record) => clusterIds.has(record.clusterId))) {
          overlapping.push({ rolloutId: holder.rolloutId, rollout: found });
        }
      }
      if (overlapping.length > 0) {
        const cancellable = overlapping.flatMap((o) => (o.rollout ? [o.rollout] : []));
        if (!options.supersede || cancellable.length < overlapping.length) {
          throw overlapProblem(
            tenantId,
            extension,
            overlapping.map((o) => o.rolloutId),
            options.supersede,
          );
        }
        for (const rollout of cancellable) await options.cancel(rollout, rolloutId);
        continue;
      }
      const sequence = (current?.doc.sequence ?? 0) + 1;
      const next: ExtensionLockDocument = {
        id,
        tenantId,
        kind: 'extensionLock',
        extension,
        sequence,
        holders: [...kept, { rolloutId, since: now.toISOString() }],
      };
      try {
        if (current) await locks.replace(next, { ifMatch: current.etag });
        else await locks.create(next);
        return sequence;
      } catch (err) {
        if (!(err instanceof StorePreconditionError || err instanceof StoreConflictError)) throw err;
      }
    }
    throw new Problem({
      status: 409,
      slug: 'conflict',
      title: 'Conflict',
      detail: `Rollouts of ${extension} are being created concurrently; retry in a moment.`,
    });
  }

  /** Takes a rollout out of its extension's holders (idempotent). */
  async release(tenantId: string, extension: string, rolloutId: string): Promise<void> {
    await this.store.releaseLock(tenantId, extension, rolloutId);
  }
}

function overlapProblem(
  tenantId: string,
  extension: string,
  rolloutIds: string[],
  supersede: boolean,
): Problem {
  const first = rolloutIds[0]!;
  return new Problem({
    status: 409,
    slug: 'rollout-overlap',
    title: 'Another rollout of this extension holds some of these clusters',
    detail: supersede
      ? `Rollout ${first} of ${extension} is being created and overlaps this target; retry in a moment.`
      : `Rollout ${rolloutIds.join(', ')} of ${extension} is running, paused or waiting on some of these clusters. Wait for it to end, cancel it (POST .../rollouts/${first}/cancel) and create again, or create with "supersede": true to cancel it first.`,
    extensions: { rolloutId: first, rolloutIds },
    headers: { Location: `/api/v1/tenants/${tenantId}/rollouts/${first}` },
  });
}
