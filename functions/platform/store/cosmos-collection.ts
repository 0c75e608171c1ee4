import { randomUUID } from 'node:crypto';
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
import { PARTITION_KEY_PROPERTY, partitionKeyOf, queryPartition } from './cosmos-partitioning';
import { deleteInFormerPartition, moveFromFormerPartition } from './cosmos-former-partition';
import type { FormerPartition } from './cosmos-former-partition';
import { backoff, isTransient, statusOf, withRetry } from './cosmos-retry';
import type { TransientRetryOptions } from './cosmos-retry';
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

  /** Where documents written under the collection's former partition scheme are found. */
  private readonly former: FormerPartition;

  constructor(
    private readonly name: string,
    private readonly container: Container,
    private readonly ready: () => Promise<void>,
    private readonly retry: Required<TransientRetryOptions>,
  ) {
    this.former = { name, container, retry };
  }

  async read(tenantId: string, id: string): Promise<Versioned<T> | undefined> {
    if (!isValidDocumentId(id)) return undefined; // no such document can exist
    await this.ready();
    const readHere = () =>
      withRetry(this.retry, () =>
        this.container.item(id, this.partitionKey(tenantId, id)).read<StoredDocument>(),
      );
    let response = await readHere();
    if (
      (response.statusCode === 404 || !response.resource) &&
      (await moveFromFormerPartition(this.former, tenantId, id))
    )
      response = await readHere();
    return response.statusCode === 404 || !response.resource ? undefined : this.versioned(response.resource);
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
          return uncertain || (await deleteInFormerPartition(this.former, tenantId, id, ifMatch(options)));
        if (statusOf(err) === 412) throw new StorePreconditionError(this.name, id);
        if (!isTransient(err) || attempt >= this.retry.attempts) throw err;
        uncertain = true;
        await backoff(this.retry, attempt);
      }
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
    const response = await withRetry(this.retry, () =>
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
          const current = await withRetry(this.retry, () =>
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
        await backoff(this.retry, attempt);
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
