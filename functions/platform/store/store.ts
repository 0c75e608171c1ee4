/**
 * The Store port: JSON documents partitioned by tenant, each with an opaque etag that changes on
 * every write. Shaped after Cosmos DB (the production adapter) so that the embedded SQLite
 * adapter can be held to exactly the same semantics by one contract suite.
 */
export interface DocumentBase {
  /** Unique within (collection, tenantId). */
  id: string;
  /** The partition key. Every operation names it, so tenants can never see each other. */
  tenantId: string;
}

export interface Versioned<T> {
  doc: T;
  /** Opaque, quoted (Cosmos style, e.g. `"1a2b…"`), usable verbatim as an HTTP ETag. */
  etag: string;
}

/** A filter clause on a document path. `ne` and `notIn` also match documents without the field (Kubernetes label semantics). */
export type Filter =
  | { path: string[]; op: 'eq' | 'ne'; value: string | number | boolean }
  | { path: string[]; op: 'in' | 'notIn'; values: (string | number)[] }
  | { path: string[]; op: 'exists' | 'notExists' }
  | { path: string[]; op: 'startsWith'; value: string }
  /**
   * A string field at or after `value`. Both adapters compare code unit by code unit, which orders
   * ASCII text such as ISO 8601 timestamps chronologically; documents whose field is missing or not
   * a string never match.
   */
  | { path: string[]; op: 'gte'; value: string };

export interface QueryOptions {
  where?: Filter[];
  /** Page size; adapters cap it at MAX_PAGE_SIZE. */
  limit?: number;
  continuationToken?: string;
}

export interface Page<T> {
  items: T[];
  /** Absent on the last page. */
  continuationToken?: string;
}

export const MAX_PAGE_SIZE = 1000;

/** A scalar a document can be counted by; anything else (missing, null, object, array) groups as null. */
export type GroupValue = string | number | boolean | null;

/** A value as countBy groups it: JSON scalars keep their type; missing, null, objects and arrays are null. */
export function groupValue(value: unknown): GroupValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

export interface CountOptions {
  where?: Filter[];
  /** The paths to group by: one count per distinct combination of their values. */
  by: string[][];
}

export interface GroupCount {
  /** The values at `by`, in its order. */
  key: GroupValue[];
  count: number;
}

export interface WriteOptions {
  /** Write only if the stored etag still equals this one. */
  ifMatch?: string;
}

export interface Collection<T extends DocumentBase> {
  read(tenantId: string, id: string): Promise<Versioned<T> | undefined>;
  readMany(tenantId: string, ids: string[]): Promise<Versioned<T>[]>;
  /** Fails with StoreConflictError when the id exists. */
  create(doc: T): Promise<Versioned<T>>;
  /** Fails with StoreNotFoundError when missing and StorePreconditionError on a stale etag. */
  replace(doc: T, options?: WriteOptions): Promise<Versioned<T>>;
  /** Creates or replaces; with ifMatch it behaves like replace. */
  upsert(doc: T, options?: WriteOptions): Promise<Versioned<T>>;
  /** Returns false when there was nothing to delete. */
  delete(tenantId: string, id: string, options?: WriteOptions): Promise<boolean>;
  /** Pages through a tenant's documents in id order. */
  query(tenantId: string, options?: QueryOptions): Promise<Page<Versioned<T>>>;
  /**
   * How many of a tenant's documents match `where`, per combination of the values at `by`, in no
   * particular order (groups without documents are absent). Counts thousands of documents without
   * sending (or parsing) them: what a rollout's reconcile pass needs every few seconds.
   */
  countBy(tenantId: string, options: CountOptions): Promise<GroupCount[]>;
}

export interface Store {
  collection<T extends DocumentBase>(name: CollectionName): Collection<T>;
  close(): Promise<void>;
}

/** Every collection the control plane uses; the Cosmos adapter and Bicep create exactly these containers. */
export const COLLECTIONS = [
  'clusters',
  'bootstrapTokens',
  'heartbeats',
  'inventory',
  'status',
  'rollouts',
  'rolloutClusters',
  'pacing',
  'extensions',
  'assignments',
  'fleet',
  'auditEvents',
] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/**
 * Cosmos DB's item limit: "Maximum size of an item: 2 MB (UTF-8 length of JSON representation)"
 * (https://learn.microsoft.com/azure/cosmos-db/concepts-limits); a larger item is refused with
 * 413 RequestEntityTooLarge. Every adapter holds documents to it, so what works on a laptop
 * never fails in Azure.
 */
export const MAX_ITEM_BYTES = 2 * 1024 * 1024;
/** A document's own JSON may use this much; the rest of an item is kept for adapter and system properties. */
export const MAX_DOCUMENT_BYTES = MAX_ITEM_BYTES - 8 * 1024;
/**
 * Collections whose documents may be larger than an item: the Azure adapters keep their bodies in
 * Blob Storage (large-bodies.ts), the embedded adapter in SQLite. An inventory is at most 4 MiB on
 * the wire; a status document keeps the latest event (messages up to 4 KiB) of every extension of a
 * cluster and its last 50 changes (about 200 KiB at most), which passes 2 MB at a few hundred
 * extensions.
 */
export const LARGE_DOCUMENT_COLLECTIONS: ReadonlySet<string> = new Set<CollectionName>([
  'inventory',
  'status',
]);
export const MAX_LARGE_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** The size limit the port holds a collection's documents to. */
export function documentLimit(collection: string): number {
  return LARGE_DOCUMENT_COLLECTIONS.has(collection) ? MAX_LARGE_DOCUMENT_BYTES : MAX_DOCUMENT_BYTES;
}

/** UTF-8 length of the document's JSON: the measure Cosmos DB applies. */
export function documentBytes(doc: unknown): number {
  return Buffer.byteLength(JSON.stringify(doc), 'utf8');
}

export class StoreError extends Error {}
export class StoreConflictError extends StoreError {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} already exists`);
    this.name = 'StoreConflictError';
  }
}
export class StorePreconditionError extends StoreError {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} changed since it was read (etag mismatch)`);
    this.name = 'StorePreconditionError';
  }
}
export class StoreNotFoundError extends StoreError {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} does not exist`);
    this.name = 'StoreNotFoundError';
  }
}

/**
 * The document is over the size limit (documentLimit). Nothing was written: the caller must make
 * the document smaller (the API answers 413 naming the limit).
 */
export class DocumentTooLargeError extends StoreError {
  constructor(
    readonly collection: string,
    readonly id: string,
    readonly bytes: number | undefined,
    readonly limitBytes: number,
  ) {
    super(
      `${collection}/${id} is ${bytes === undefined ? 'over the limit' : `${bytes} bytes`}; documents in ${collection} may be at most ${limitBytes} bytes`,
    );
    this.name = 'DocumentTooLargeError';
  }
}

/** Throws DocumentTooLargeError when `doc` is over `limit`; returns its size. */
export function assertDocumentSize(
  collection: string,
  doc: DocumentBase,
  limit = documentLimit(collection),
): number {
  return assertSerializedSize(collection, doc.id, JSON.stringify(doc), limit);
}

/**
 * The same check for a document already serialised as `json`: an adapter that stores the text
 * checks the text it stores instead of serialising the document a second time.
 */
export function assertSerializedSize(
  collection: string,
  id: string,
  json: string,
  limit = documentLimit(collection),
): number {
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > limit) throw new DocumentTooLargeError(collection, id, bytes, limit);
  return bytes;
}

/** Continuation tokens are opaque to callers; a malformed one is the caller's error, not ours. */
export class InvalidContinuationTokenError extends StoreError {
  constructor() {
    super('continuationToken is malformed; pass the value returned by the previous page unchanged');
    this.name = 'InvalidContinuationTokenError';
  }
}

/**
 * Cosmos DB forbids `/`, backslash, `?` and `#` in ids (they are URL path segments there) and limits
 * their length; SQLite would accept anything. Both adapters reject such ids so a document that
 * works on a laptop can never fail in Azure.
 */
export class InvalidDocumentIdError extends StoreError {
  constructor(id: unknown) {
    super(
      `document id ${JSON.stringify(id)} is invalid: use 1-255 characters without '/', '\\', '?', '#' or control characters`,
    );
    this.name = 'InvalidDocumentIdError';
  }
}

// eslint-disable-next-line no-control-regex
const INVALID_ID_CHARACTERS = /[/\\?#\u0000-\u001f\u007f]/;

export function isValidDocumentId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 255 && !INVALID_ID_CHARACTERS.test(id);
}

export function assertValidDocumentId(id: unknown): asserts id is string {
  if (!isValidDocumentId(id)) throw new InvalidDocumentIdError(id);
}

export function encodeContinuation(lastId: string): string {
  return Buffer.from(JSON.stringify({ after: lastId }), 'utf8').toString('base64url');
}

export function decodeContinuation(token: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && typeof (parsed as { after?: unknown }).after === 'string') {
      return (parsed as { after: string }).after;
    }
  } catch {
    // fall through
  }
  throw new InvalidContinuationTokenError();
}

/**
 * Read-modify-write with optimistic concurrency: re-reads and retries when another writer won.
 * `mutate` returns the new document, or undefined to write nothing. `read`: the document as the
 * caller just read it (null: absent), used for the first attempt instead of reading it again.
 */
export async function updateWithRetry<T extends DocumentBase>(
  collection: Collection<T>,
  tenantId: string,
  id: string,
  mutate: (current: T | undefined) => T | undefined,
  options: { attempts?: number; read?: Versioned<T> | null } = {},
): Promise<Versioned<T> | undefined> {
  const attempts = options.attempts ?? 8;
  for (let attempt = 1; ; attempt++) {
    const current =
      attempt === 1 && options.read !== undefined
        ? (options.read ?? undefined)
        : await collection.read(tenantId, id);
    const next = mutate(current?.doc);
    if (next === undefined) return current;
    try {
      return current
        ? await collection.replace(next, { ifMatch: current.etag })
        : await collection.create(next);
    } catch (err) {
      const lostRace =
        err instanceof StorePreconditionError ||
        err instanceof StoreConflictError ||
        err instanceof StoreNotFoundError;
      if (!lostRace || attempt >= attempts) throw err;
      // Losers that retry at once collide again in lock step (with n writers the last one needs n
      // attempts); a short random pause spreads them out.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));
    }
  }
}
