import { problems } from '../../../contract/problems';
import { StoreConflictError, StorePreconditionError } from './store';
import type { Collection, DocumentBase, Versioned } from './store';

/**
 * Writes `doc` over what was read (`existing`, guarded by its etag) or creates it when nothing was:
 * a write that lost a race to another (a changed etag, or a create beaten by another create)
 * answers 412 with `lost`, so the caller reads again rather than overwriting a change it never saw.
 */
export async function writeOverRead<T extends DocumentBase>(
  collection: Collection<T>,
  existing: Versioned<T> | undefined,
  doc: T,
  lost: string,
): Promise<Versioned<T>> {
  try {
    return existing
      ? await collection.replace(doc, { ifMatch: existing.etag })
      : await collection.create(doc);
  } catch (err) {
    if (err instanceof StorePreconditionError || err instanceof StoreConflictError) {
      throw problems.preconditionFailed(lost);
    }
    throw err;
  }
}
