import { createHash, randomUUID } from 'node:crypto';
import type { BodyBlobs } from './blob-bodies';
import {
  assertSerializedSize,
  assertValidDocumentId,
  DocumentTooLargeError,
  InvalidDocumentIdError,
  isValidDocumentId,
  LARGE_DOCUMENT_COLLECTIONS,
  StoreConflictError,
  StoreError,
  StoreNotFoundError,
  StorePreconditionError,
} from './store';
import type {
  Collection,
  CollectionName,
  CountOptions,
  DocumentBase,
  GroupCount,
  Page,
  QueryOptions,
  Store,
  Versioned,
  WriteOptions,
} from './store';

/**
 * Documents larger than a Cosmos DB item (2 MB) on the Azure adapters: a Store decorator that keeps
 * the bulk of a large document in Blob Storage and a small item in Cosmos DB.
 *
 * The Cosmos item is the document's single source of truth. It holds `id`, `tenantId`, the
 * document's small properties (an inventory's `summary` and `updatedAt`) and a pointer
 * `{ blob, bytes, sha256, keys }` to a blob holding the rest. Its `_etag` is the document's etag,
 * so `If-Match` and 412 behave exactly as for any other document.
 *
 * Order of writes, so that nothing is half-written:
 * 1. read the current item (learns its etag and the blob it points to);
 * 2. upload the new body under a fresh name (`<collection>/<tenant>/<id>/<uuid>.json`, never
 *    overwritten): until step 3 no reader can see it;
 * 3. replace (If-Match: the etag of step 1) or create the item: the one atomic switch;
 * 4. delete the superseded blob. A reader that still holds the old pointer finds the blob gone,
 *    reads the item again and follows the new pointer.
 * A write refused in step 3 (412, 409, 404, too large) deletes its own new blob. A write whose
 * outcome stays unknown keeps it (it may be live). Blobs orphaned by a crash between the steps are
 * swept at the next write of the same document, once older than `orphanGraceMs`.
 *
 * Queries and filters see only the item's properties (the small ones): large collections are read
 * by id.
 */
export interface LargeBodyOptions {
  /** Documents whose JSON is larger go to Blob Storage. Default 256 KiB (RU cost grows with item size). */
  inlineMaxBytes?: number;
  /** Properties kept in the item, smallest first, up to this many bytes together. Default 16 KiB. */
  itemBudgetBytes?: number;
  /** Unreferenced blobs younger than this are left alone (a write may be between steps 2 and 3). Default 15 min. */
  orphanGraceMs?: number;
  /** Collections to treat this way; default LARGE_DOCUMENT_COLLECTIONS. */
  collections?: ReadonlySet<string>;
}

/** The hidden property of an item whose body lives in a blob. Stripped on read. */
export const BODY_POINTER = '_arcbridgeBody';

interface BodyPointer {
  blob: string;
  bytes: number;
  sha256: string;
  /** The document's property order, so a read gives back the very same JSON. */
  keys: string[];
}

type Stub = DocumentBase & { [BODY_POINTER]?: BodyPointer } & Record<string, unknown>;

export function withLargeBodies(store: Store, blobs: BodyBlobs, options: LargeBodyOptions = {}): Store {
  const settings: Required<LargeBodyOptions> = {
    inlineMaxBytes: options.inlineMaxBytes ?? 256 * 1024,
    itemBudgetBytes: options.itemBudgetBytes ?? 16 * 1024,
    orphanGraceMs: options.orphanGraceMs ?? 15 * 60_000,
    collections: options.collections ?? LARGE_DOCUMENT_COLLECTIONS,
  };
  const wrapped = new Map<string, Collection<DocumentBase>>();
  return {
    collection<T extends DocumentBase>(name: CollectionName): Collection<T> {
      if (!settings.collections.has(name)) return store.collection<T>(name);
      let collection = wrapped.get(name);
      if (!collection) {
        collection = new LargeBodyCollection(name, store.collection<Stub>(name), blobs, settings);
        wrapped.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    close: () => store.close(),
  };
}

/** Thrown when an item points at a body that is gone for good: never expected, never silent. */
export class MissingBodyError extends StoreError {
  constructor(collection: string, id: string, blob: string) {
    super(
      `${collection}/${id} points at body blob ${blob}, which does not exist or does not match its checksum`,
    );
    this.name = 'MissingBodyError';
  }
}

const WRITE_ATTEMPTS = 8;
const READ_ATTEMPTS = 4;

type Mode = 'create' | 'replace' | 'upsert';

class LargeBodyCollection<T extends DocumentBase> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly items: Collection<Stub>,
    private readonly blobs: BodyBlobs,
    private readonly settings: Required<LargeBodyOptions>,
  ) {}

  async read(tenantId: string, id: string): Promise<Versioned<T> | undefined> {
    for (let attempt = 1; ; attempt++) {
      const item = await this.items.read(tenantId, id);
      if (!item) return undefined;
      const doc = await this.hydrate(item.doc);
      if (doc) return { doc, etag: item.etag };
      // Replaced (and its old body deleted) between our two reads: read the new version.
      if (attempt >= READ_ATTEMPTS) throw new MissingBodyError(this.name, id, pointerOf(item.doc)!.blob);
    }
  }

  async readMany(tenantId: string, ids: string[]): Promise<Versioned<T>[]> {
    return this.hydrateAll(tenantId, await this.items.readMany(tenantId, ids));
  }

  async query(tenantId: string, options?: QueryOptions): Promise<Page<Versioned<T>>> {
    const page = await this.items.query(tenantId, options);
    return { ...page, items: await this.hydrateAll(tenantId, page.items) };
  }

  /** Counts the stored items, as a query filters them (fields moved to a blob are not seen by either). */
  countBy(tenantId: string, options: CountOptions): Promise<GroupCount[]> {
    return this.items.countBy(tenantId, options);
  }

  create(doc: T): Promise<Versioned<T>> {
    return this.write(doc, 'create', undefined);
  }

  replace(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    return this.write(doc, 'replace', options.ifMatch);
  }

  upsert(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    return options.ifMatch === undefined ? this.write(doc, 'upsert', undefined) : this.replace(doc, options);
  }

  async delete(tenantId: string, id: string, options: WriteOptions = {}): Promise<boolean> {
    if (!isValidDocumentId(id)) return false;
    for (let attempt = 1; ; attempt++) {
      const current = await this.items.read(tenantId, id);
      if (!current) return false;
      if (options.ifMatch !== undefined && current.etag !== options.ifMatch) {
        throw new StorePreconditionError(this.name, id);
      }
      try {
        const deleted = await this.items.delete(tenantId, id, { ifMatch: current.etag });
        if (deleted) await this.retire(current.doc, undefined);
        return deleted;
      } catch (err) {
        // Someone wrote in between: an unconditional delete deletes their version instead.
        if (!(err instanceof StorePreconditionError) || options.ifMatch !== undefined) throw err;
        if (attempt >= WRITE_ATTEMPTS) throw err;
      }
    }
  }

  /** One compare-and-swap on the item per attempt; see the class comment for the order of writes. */
  private async write(doc: T, mode: Mode, ifMatch: string | undefined): Promise<Versioned<T>> {
    assertValidDocumentId(doc.id);
    const json = JSON.stringify(doc);
    assertSerializedSize(this.name, doc.id, json);
    for (let attempt = 1; ; attempt++) {
      const current = await this.items.read(doc.tenantId, doc.id);
      if (mode === 'create' && current) throw new StoreConflictError(this.name, doc.id);
      if (mode === 'replace' && !current) throw new StoreNotFoundError(this.name, doc.id);
      if (ifMatch !== undefined && current && current.etag !== ifMatch) {
        throw new StorePreconditionError(this.name, doc.id);
      }
      const stub =
        Buffer.byteLength(json, 'utf8') > this.settings.inlineMaxBytes
          ? await this.offload(doc, json)
          : undefined;
      const item = (stub ?? doc) as Stub;
      try {
        const written = current
          ? await this.items.replace(item, { ifMatch: current.etag })
          : await this.items.create(item);
        await this.retire(current?.doc, stub);
        return { doc: JSON.parse(json) as T, etag: written.etag };
      } catch (err) {
        const refused =
          err instanceof StorePreconditionError ||
          err instanceof StoreConflictError ||
          err instanceof StoreNotFoundError ||
          err instanceof DocumentTooLargeError ||
          err instanceof InvalidDocumentIdError;
        // Only a write the store refused is surely not live; after an unknown outcome the blob may be.
        if (stub && refused) await this.blobs.delete(pointerOf(stub)!.blob).catch(() => undefined);
        const lostRace =
          err instanceof StorePreconditionError ||
          err instanceof StoreConflictError ||
          err instanceof StoreNotFoundError;
        // A blind write (no If-Match from the caller) lost to a concurrent one: try again on the new state.
        const blind =
          ifMatch === undefined &&
          (mode === 'upsert' || (mode === 'replace' && err instanceof StorePreconditionError));
        if (lostRace && blind && attempt < WRITE_ATTEMPTS) continue;
        throw err;
      }
    }
  }

  /** Uploads the large properties and returns the item that points at them. */
  private async offload(doc: T, json: string): Promise<Stub> {
    const entries = Object.entries(doc as unknown as Record<string, unknown>);
    const sized = entries
      .filter(([key]) => key !== 'id' && key !== 'tenantId')
      .map(([key, value]) => ({ key, value, bytes: Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8') }))
      .sort((a, b) => a.bytes - b.bytes);
    const inline: Record<string, unknown> = { id: doc.id, tenantId: doc.tenantId };
    const body: Record<string, unknown> = {};
    let budget = this.settings.itemBudgetBytes;
    for (const entry of sized) {
      if (entry.bytes <= budget) {
        inline[entry.key] = entry.value;
        budget -= entry.bytes;
      } else {
        body[entry.key] = entry.value;
      }
    }
    const bytes = Buffer.from(JSON.stringify(body), 'utf8');
    const pointer: BodyPointer = {
      blob: `${this.prefix(doc.tenantId, doc.id)}${randomUUID()}.json`,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('base64'),
      keys: Object.keys(JSON.parse(json) as object),
    };
    await this.blobs.upload(pointer.blob, bytes);
    return { ...inline, [BODY_POINTER]: pointer } as Stub;
  }

  /** The item without the pointer, its body merged back in the original order; undefined if the body is gone. */
  private async hydrate(item: Stub): Promise<T | undefined> {
    const pointer = pointerOf(item);
    if (!pointer) return item as unknown as T;
    const bytes = await this.blobs.download(pointer.blob);
    if (!bytes) return undefined;
    if (
      bytes.length !== pointer.bytes ||
      createHash('sha256').update(bytes).digest('base64') !== pointer.sha256
    ) {
      throw new MissingBodyError(this.name, item.id, pointer.blob);
    }
    const body = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    const doc: Record<string, unknown> = {};
    for (const key of pointer.keys) doc[key] = key in body ? body[key] : item[key];
    return doc as unknown as T;
  }

  private async hydrateAll(tenantId: string, items: Versioned<Stub>[]): Promise<Versioned<T>[]> {
    const hydrated = await Promise.all(
      items.map(async (item) => {
        const doc = await this.hydrate(item.doc);
        // Replaced while we listed: the current version instead (absent if deleted since).
        return doc ? { doc, etag: item.etag } : this.read(tenantId, item.doc.id);
      }),
    );
    return hydrated.filter((entry): entry is Versioned<T> => entry !== undefined);
  }

  /**
   * After a successful write or delete: deletes the body the previous version pointed at, and
   * sweeps blobs of this document that nothing points at and that are old enough to be orphans.
   * Best effort: a failure here leaves garbage, never a broken document.
   */
  private async retire(previous: Stub | undefined, next: Stub | undefined): Promise<void> {
    const old = previous && pointerOf(previous);
    const keep = next && pointerOf(next);
    if (!old && !keep) return;
    try {
      if (old && old.blob !== keep?.blob) await this.blobs.delete(old.blob);
      const source = (next ?? previous)!;
      const cutoff = Date.now() - this.settings.orphanGraceMs;
      for (const blob of await this.blobs.list(this.prefix(source.tenantId, source.id))) {
        if (blob.name !== keep?.blob && blob.lastModified.getTime() < cutoff)
          await this.blobs.delete(blob.name);
      }
    } catch {
      // Garbage only; the next write of this document sweeps again.
    }
  }

  private prefix(tenantId: string, id: string): string {
    return `${this.name}/${encodeURIComponent(tenantId)}/${id}/`;
  }
}

function pointerOf(item: Stub): BodyPointer | undefined {
  return item[BODY_POINTER];
}
