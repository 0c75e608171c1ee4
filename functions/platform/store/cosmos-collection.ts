import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Container, ItemDefinition, ItemResponse, RequestOptions, SqlParameter } from '@azure/cosmos';
import {
  assertDocumentSize,
  DocumentTooLargeError,
  MAX_DOCUMENT_BYTES,
  MAX_PAGE_SIZE,
  decodeContinuation,
  encodeContinuation,
  groupValue,
  isValidDocumentId,
  assertValidDocumentId,
  StoreConflictError,
  StoreNotFoundError,
  StorePreconditionError,
} from './store';
import { filterToSql, groupSelect, pageSize } from './cosmos-sql';
import { assertValidTimeToLive } from './time-to-live';
import {
  formerPartitionKeyOf,
  PARTITION_KEY_PROPERTY,
  partitionKeyOf,
  queryPartition,
} from './cosmos-partitioning';
import type {
  Collection,
  CountOptions,
  DocumentBase,
  GroupCount,
  Page,
  QueryOptions,
  Versioned,
  WriteOptions,
} from './store';

/**
 * One Cosmos DB container behind the Store port's Collection: point reads, keyset-paged queries,
 * conditional writes with their lineage, and the retry of transient failures (see cosmos-store.ts
 * for the whole design).
 */

export interface TransientRetryOptions {
  /** Total attempts including the first. Default 5. */
  attempts?: number;
  /** First backoff; doubles per attempt with full jitter. Default 200 ms. */
  baseDelayMs?: number;
  /** Cap of one backoff. Default 5 s. */
  maxDelayMs?: number;
}

/**
 * Hidden property: the ids of the last writes in this document's lineage, newest first (see
 * CosmosCollection.write). Stripped from every document the port returns.
 */
const WRITES = '_arcbridgeWrites';
const WRITE_HISTORY = 16;
/** Etags whose write history this process knows (from reads and writes), for If-Match writes. */
const HISTORY_CACHE_SIZE = 2048;
const SYSTEM_PROPERTIES = [
  '_rid',
  '_self',
  '_etag',
  '_attachments',
  '_ts',
  WRITES,
  PARTITION_KEY_PROPERTY,
] as const;

type StoredDocument = ItemDefinition & Record<string, unknown>;

export class CosmosCollection<T extends DocumentBase> implements Collection<T> {
  private readonly histories = new Map<string, string[]>();

  constructor(
    private readonly name: string,
    private readonly container: Container,
    private readonly ready: () => Promise<void>,
    private readonly retry: Required<TransientRetryOptions>,
  ) {}

  async read(tenantId: string, id: string): Promise<Versioned<T> | undefined> {
    if (!isValidDocumentId(id)) return undefined; // no such document can exist
    await this.ready();
    const readHere = () =>
      this.withRetry(() => this.container.item(id, this.partitionKey(tenantId, id)).read<StoredDocument>());
    let response = await readHere();
    if (
      (response.statusCode === 404 || !response.resource) &&
      (await this.moveFromFormerPartition(tenantId, id))
    )
      response = await readHere();
    return response.statusCode === 404 || !response.resource ? undefined : this.versioned(response.resource);
  }

  /**
   * A document written before its collection's scheme changed (FORMER_SCHEMES) is moved to its
   * current partition: created there as it is, then deleted where it was if it did not change in
   * between. Another instance moving it at the same time makes the create a 409, which is fine.
   * True when the document now is (or already was) in its current partition.
   */
  private async moveFromFormerPartition(tenantId: string, id: string): Promise<boolean> {
    const former = formerPartitionKeyOf(this.name, tenantId, id);
    if (former === undefined) return false;
    const old = await this.withRetry(() => this.container.item(id, former).read<StoredDocument>());
    if (old.statusCode === 404 || !old.resource) return false;
    const { _rid, _self, _etag, _ts, _attachments, ...body } = old.resource;
    void _rid;
    void _self;
    void _ts;
    void _attachments;
    try {
      await this.withRetry(() =>
        this.container.items.create<StoredDocument>({
          ...body,
          id,
          [PARTITION_KEY_PROPERTY]: this.partitionKey(tenantId, id),
        }),
      );
    } catch (err) {
      if (statusOf(err) !== 409) throw err;
    }
    try {
      await this.container
        .item(id, former)
        .delete({ accessCondition: { type: 'IfMatch', condition: String(_etag) } });
    } catch (err) {
      // Gone already (another mover), or written since by an older instance: left for it to be read again.
      if (statusOf(err) !== 404 && statusOf(err) !== 412) throw err;
    }
    return true;
  }

  async readMany(tenantId: string, ids: string[]): Promise<Versioned<T>[]> {
    const unique = [...new Set(ids)].filter(isValidDocumentId);
    if (unique.length === 0) return [];
    if (queryPartition(this.name, tenantId) === undefined && unique.length <= POINT_READ_MANY) {
      // One document per logical partition (per-cluster collections): a few point reads cost
      // 1 RU each and touch one partition each, where a query would fan out to all of them.
      const read = await Promise.all(unique.map((id) => this.read(tenantId, id)));
      return read.filter((entry): entry is Versioned<T> => entry !== undefined);
    }
    await this.ready();
    const found = new Map<string, Versioned<T>>();
    // One IN query per chunk (normally exactly one): Cosmos caps parameters per query.
    for (let start = 0; start < unique.length; start += READ_MANY_CHUNK) {
      const chunk = unique.slice(start, start + READ_MANY_CHUNK);
      const parameters: SqlParameter[] = [{ name: '@tenantId', value: tenantId }];
      const names = chunk.map((id, index) => {
        parameters.push({ name: `@id${index}`, value: id });
        return `@id${index}`;
      });
      const resources = await this.queryAll(
        `SELECT * FROM c WHERE c.tenantId = @tenantId AND c.id IN (${names.join(', ')})`,
        parameters,
        queryPartition(this.name, tenantId),
        chunk.length,
      );
      for (const resource of resources) found.set(resource.id as string, this.versioned(resource));
    }
    // Same order as the SQLite adapter: the caller's order, first occurrence of each id.
    return unique.flatMap((id) => found.get(id) ?? []);
  }

  async create(doc: T): Promise<Versioned<T>> {
    assertValidDocumentId(doc.id);
    assertDocumentSize(this.name, doc, MAX_DOCUMENT_BYTES);
    assertValidTimeToLive(this.name, doc);
    await this.ready();
    const writeId = randomUUID();
    const stored = this.body(doc, [writeId]);
    return this.write(doc, writeId, () => this.container.items.create<StoredDocument>(stored));
  }

  async replace(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    assertValidDocumentId(doc.id);
    assertDocumentSize(this.name, doc, MAX_DOCUMENT_BYTES);
    assertValidTimeToLive(this.name, doc);
    await this.ready();
    const writeId = randomUUID();
    const stored = this.body(doc, this.lineage(writeId, options.ifMatch));
    return this.write(doc, writeId, () =>
      this.container
        .item(doc.id, this.partitionKey(doc.tenantId, doc.id))
        .replace<StoredDocument>(stored, ifMatch(options)),
    );
  }

  async upsert(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    // Cosmos would happily *create* on an upsert with If-Match; the port says it behaves like replace.
    if (options.ifMatch !== undefined) return this.replace(doc, options);
    assertValidDocumentId(doc.id);
    assertDocumentSize(this.name, doc, MAX_DOCUMENT_BYTES);
    assertValidTimeToLive(this.name, doc);
    await this.ready();
    const writeId = randomUUID();
    const stored = this.body(doc, [writeId]);
    return this.write(doc, writeId, () => this.container.items.upsert<StoredDocument>(stored));
  }

  async delete(tenantId: string, id: string, options: WriteOptions = {}): Promise<boolean> {
    if (!isValidDocumentId(id)) return false;
    await this.ready();
    let uncertain = false;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.container.item(id, this.partitionKey(tenantId, id)).delete(ifMatch(options));
        return true;
      } catch (err) {
        // After an attempt whose outcome is unknown, "not found" most likely means that attempt
        // deleted it: the document is gone either way, and this call is the one that removed it.
        if (statusOf(err) === 404)
          return uncertain || (await this.deleteInFormerPartition(tenantId, id, options));
        if (statusOf(err) === 412) throw new StorePreconditionError(this.name, id);
        if (!isTransient(err) || attempt >= this.retry.attempts) throw err;
        uncertain = true;
        await this.backoff(attempt);
      }
    }
  }

  /** Deletes a document that is still where an older version of the adapter wrote it. */
  private async deleteInFormerPartition(
    tenantId: string,
    id: string,
    options: WriteOptions,
  ): Promise<boolean> {
    const former = formerPartitionKeyOf(this.name, tenantId, id);
    if (former === undefined) return false;
    try {
      await this.container.item(id, former).delete(ifMatch(options));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      if (statusOf(err) === 412) throw new StorePreconditionError(this.name, id);
      throw err;
    }
  }

  async query(tenantId: string, options: QueryOptions = {}): Promise<Page<Versioned<T>>> {
    const limit = pageSize(options.limit);
    const parameters: SqlParameter[] = [
      { name: '@tenantId', value: tenantId },
      { name: '@top', value: limit + 1 },
    ];
    const clauses = ['c.tenantId = @tenantId'];
    if (options.continuationToken !== undefined) {
      parameters.push({ name: '@after', value: decodeContinuation(options.continuationToken) });
      clauses.push('c.id > @after');
    }
    (options.where ?? []).forEach((filter, index) =>
      clauses.push(filterToSql(filter, `@f${index}`, parameters)),
    );
    await this.ready();
    // Fetch one extra document to learn whether another page exists (no OFFSET, no COUNT).
    const resources = await this.queryAll(
      `SELECT TOP @top * FROM c WHERE ${clauses.join(' AND ')} ORDER BY c.id`,
      parameters,
      queryPartition(this.name, tenantId, options.where),
      limit + 1,
    );
    const items = resources.slice(0, limit).map((resource) => this.versioned(resource));
    const last = items[items.length - 1];
    return resources.length > limit && last
      ? { items, continuationToken: encodeContinuation(last.doc.id) }
      : { items };
  }

  /**
   * Azure Cosmos DB would count server-side with GROUP BY, but the offline emulator
   * (cosmosdb-server) has no GROUP BY, and what the contract suite cannot prove here must not run in
   * Azure. So the query projects only the grouped values (a few bytes per document, never a body)
   * and the counting happens here.
   */
  async countBy(tenantId: string, options: CountOptions): Promise<GroupCount[]> {
    const parameters: SqlParameter[] = [{ name: '@tenantId', value: tenantId }];
    const clauses = ['c.tenantId = @tenantId'];
    (options.where ?? []).forEach((filter, index) =>
      clauses.push(filterToSql(filter, `@f${index}`, parameters)),
    );
    await this.ready();
    const rows = await this.queryAll<Record<string, unknown> | number>(
      `${groupSelect(options.by)} FROM c WHERE ${clauses.join(' AND ')}`,
      parameters,
      queryPartition(this.name, tenantId, options.where),
      MAX_PAGE_SIZE,
    );
    const groups = new Map<string, GroupCount>();
    for (const row of rows) {
      const key = options.by.map((_path, index) =>
        groupValue(typeof row === 'object' ? row[`k${index}`] : undefined),
      );
      const id = JSON.stringify(key);
      const group = groups.get(id) ?? { key, count: 0 };
      group.count++;
      groups.set(id, group);
    }
    return [...groups.values()];
  }

  /** `partitionKey` undefined: a cross-partition query (the WHERE clause still names the tenant). */
  private async queryAll<R = StoredDocument>(
    query: string,
    parameters: SqlParameter[],
    partitionKey: string | undefined,
    expected: number,
  ): Promise<R[]> {
    const response = await this.withRetry(() =>
      this.container.items
        .query<R>(
          { query, parameters },
          {
            ...(partitionKey === undefined ? {} : { partitionKey }),
            maxItemCount: expected,
            // A filter on a path the container does not index (only label keys are indexed on
            // clusters) scans the one tenant's partition instead of failing.
            enableScanInQuery: true,
          },
        )
        .fetchAll(),
    );
    return response.resources;
  }

  /**
   * Sends a write, retrying transient failures. When an attempt failed without telling us whether
   * it landed, a later 409/412 may be our own earlier attempt: the hidden write id decides.
   */
  private async write(
    doc: T,
    writeId: string,
    send: () => Promise<ItemResponse<StoredDocument>>,
  ): Promise<Versioned<T>> {
    let uncertain = false;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await send();
        if (!response.resource) throw new Error(`Cosmos DB returned no document for ${this.name}/${doc.id}`);
        return this.versioned(response.resource);
      } catch (err) {
        const status = statusOf(err);
        if (uncertain && (status === 409 || status === 412)) {
          const current = await this.withRetry(() =>
            this.container.item(doc.id, this.partitionKey(doc.tenantId, doc.id)).read<StoredDocument>(),
          );
          const writes = current.resource?.[WRITES];
          if (current.resource && Array.isArray(writes) && writes.includes(writeId)) {
            // It landed. If others have written on top of it since, theirs is the current version.
            return this.versioned(current.resource);
          }
        }
        if (status === 409) throw new StoreConflictError(this.name, doc.id);
        if (status === 412) throw new StorePreconditionError(this.name, doc.id);
        if (status === 404) throw new StoreNotFoundError(this.name, doc.id);
        // The service measures the item with our hidden properties; MAX_DOCUMENT_BYTES leaves room
        // for them, so this is only reached if that reserve is ever too small.
        if (status === 413) throw new DocumentTooLargeError(this.name, doc.id, undefined, MAX_DOCUMENT_BYTES);
        if (!isTransient(err) || attempt >= this.retry.attempts) throw err;
        uncertain = true;
        await this.backoff(attempt);
      }
    }
  }

  private partitionKey(tenantId: string, id: string): string {
    return partitionKeyOf(this.name, tenantId, id);
  }

  /** The item as stored: the document, its write history and its partition key. */
  private body(doc: T, writes: string[]): StoredDocument {
    return {
      ...doc,
      [WRITES]: writes,
      [PARTITION_KEY_PROPERTY]: this.partitionKey(doc.tenantId, doc.id),
    } as unknown as StoredDocument;
  }

  /**
   * The write history to store with a write: this write first, then, for an If-Match write, the
   * history of the version it replaces (the etag pins that version exactly). Without If-Match the
   * predecessor is unknown and the history starts over, which is safe: it only ever makes a lost
   * response look like "not mine", i.e. the conflict Cosmos reported.
   */
  private lineage(writeId: string, etag: string | undefined): string[] {
    const previous = etag === undefined ? [] : (this.histories.get(etag) ?? []);
    return [writeId, ...previous].slice(0, WRITE_HISTORY);
  }

  /** Strips the adapter's and Cosmos' properties, remembering the write history of this version. */
  private versioned(resource: StoredDocument): Versioned<T> {
    const writes = resource[WRITES];
    if (typeof resource._etag === 'string' && Array.isArray(writes)) {
      this.histories.delete(resource._etag);
      this.histories.set(resource._etag, writes as string[]);
      if (this.histories.size > HISTORY_CACHE_SIZE) {
        const oldest = this.histories.keys().next().value;
        if (oldest !== undefined) this.histories.delete(oldest);
      }
    }
    return toVersioned<T>(resource);
  }

  /** Retries idempotent calls (reads, queries) on transient failures. */
  private async withRetry<R>(call: () => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (err) {
        if (!isTransient(err) || attempt >= this.retry.attempts) throw err;
        await this.backoff(attempt);
      }
    }
  }

  private async backoff(attempt: number): Promise<void> {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    await sleep(Math.round(ceiling / 2 + (Math.random() * ceiling) / 2));
  }
}

const READ_MANY_CHUNK = 256;
/** Up to this many ids, readMany on a per-cluster collection is point reads rather than a cross-partition query. */
const POINT_READ_MANY = 16;

function ifMatch(options: WriteOptions): RequestOptions {
  return options.ifMatch === undefined
    ? {}
    : { accessCondition: { type: 'IfMatch', condition: options.ifMatch } };
}

function toVersioned<T>(resource: StoredDocument): Versioned<T> {
  const etag = resource._etag;
  if (typeof etag !== 'string') throw new Error(`Cosmos DB document ${String(resource.id)} has no _etag`);
  const doc: Record<string, unknown> = { ...resource };
  for (const property of SYSTEM_PROPERTIES) delete doc[property];
  return { doc: doc as T, etag };
}

function statusOf(err: unknown): number | string | undefined {
  return (err as { code?: number | string } | null)?.code;
}

/** Failures the SDK does not retry for us (single write region, or endpoint discovery off). */
function isTransient(err: unknown): boolean {
  const code = statusOf(err);
  return (
    code === 503 ||
    code === 408 ||
    code === 449 ||
    code === 'TimeoutError' ||
    code === 'ECONNRESET' ||
    code === 'ECONNREFUSED' ||
    code === 'EPIPE' ||
    code === 'REQUEST_SEND_ERROR'
  );
}
