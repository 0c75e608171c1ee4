import { StorePreconditionError } from '../platform/store/store';
import type { Collection, Versioned } from '../platform/store/store';
import { placementDocId } from './model';
import type { PlacementDocument } from './model';
import { releasable, step } from './state-machine';
import type { PlacementWorld } from './state-machine';

/** Edits a placement before it is stepped (a report taken in); undefined: no change. */
export type PlacementEdit = (doc: PlacementDocument) => PlacementDocument | undefined;

/** The state machine's view of the object now; undefined when its brokered API is gone. */
export type Judge = (doc: PlacementDocument) => Promise<PlacementWorld | undefined>;

const MAX_STEPS = 8;
const MAX_RACES = 5;

/**
 * Drives one placement: takes the edit, then steps the state machine, writing every step on its own
 * with compare-and-swap on the etag. A lost race re-reads and starts over, so concurrent exchanges
 * (the consumer's and each provider's) never both move the same step, and a crash between two
 * writes leaves a recorded state the next call continues from.
 */
export class PlacementReconciler {
  constructor(private readonly placements: Collection<PlacementDocument>) {}

  async settle(
    tenantId: string,
    placementId: string,
    judge: Judge,
    edit?: PlacementEdit,
  ): Promise<PlacementDocument | undefined> {
    const id = placementDocId(placementId);
    for (let race = 0; race < MAX_RACES; race++) {
      let current = await this.placements.read(tenantId, id);
      if (!current) return undefined;
      try {
        const edited = edit?.(current.doc);
        if (edited) current = await this.placements.replace(edited, { ifMatch: current.etag });
        const world = await judge(current.doc);
        if (!world) {
          // The brokered API is gone: its objects are cleaned up as if they were deleted.
          if (!current.doc.deleting) {
            current = await this.placements.replace(
              { ...current.doc, deleting: true },
              { ifMatch: current.etag },
            );
          }
        }
        for (let n = 0; n < MAX_STEPS; n++) {
          const next = step(current.doc, world ?? deletedWorld(current.doc));
          if (!next) break;
          current = await this.placements.replace(next, { ifMatch: current.etag });
        }
        return await this.finish(current);
      } catch (err) {
        if (err instanceof StorePreconditionError) continue;
        throw err;
      }
    }
    return (await this.placements.read(tenantId, id))?.doc;
  }

  /** A placement whose consumer object is gone and no provider holds a copy: nothing is left to do. */
  private async finish(current: Versioned<PlacementDocument>): Promise<PlacementDocument | undefined> {
    if (current.doc.consumerGone && releasable(current.doc)) {
      await this.placements.delete(current.doc.tenantId, current.doc.id, { ifMatch: current.etag });
      return undefined;
    }
    return current.doc;
  }
}

function deletedWorld(doc: PlacementDocument): PlacementWorld {
  return {
    chosen: undefined,
    noProvider: 'the brokered API was deleted',
    keeps: () => false,
    exists: () => true,
    copyDigest: '',
    now: doc.since,
  };
}
