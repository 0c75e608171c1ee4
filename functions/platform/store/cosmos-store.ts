import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CosmosClient } from '@azure/cosmos';
import type {
  Container,
  CosmosClientOptions,
  ItemDefinition,
  ItemResponse,
  RequestOptions,
  RetryOptions,
  SqlParameter,
} from '@azure/cosmos';
import type { TokenCredential } from '@azure/identity';
import {
  assertDocumentSize,
  COLLECTIONS,
  DocumentTooLargeError,
  MAX_DOCUMENT_BYTES,
  decodeContinuation,
  encodeContinuation,
  isValidDocumentId,
  assertValidDocumentId,
  StoreConflictError,
  StoreNotFoundError,
  StorePreconditionError,
} from './store';
import { indexingPolicyFor } from './cosmos-indexing';
import { filterToSql, pageSize } from './cosmos-sql';
import {
  PARTITION_KEY_PATH,
  PARTITION_KEY_PROPERTY,
  partitionKeyOf,
  queryPartition,
} from './cosmos-partitioning';
import type {
  Collection,
  CollectionName,
  DocumentBase,
  Page,
  QueryOptions,
  Store,
  Versioned,
  WriteOptions,
} from './store';

/**
 * Cosmos DB adapter of the Store port. One container per collection, partition key `/pk`, whose
 * value the adapter derives per collection from (tenantId, id): see cosmos-partitioning.ts.
 *
 * - Point reads (id + partition key) on the hot path; queries only for listing and readMany.
 * - Optimistic concurrency through `_etag` and `If-Match`; etags are passed through verbatim
 *   (Cosmos etags are already quoted strings, usable as HTTP ETags).
 * - Queries always carry the tenant in the WHERE clause, and the partitionKey option when the
 *   query fits in one logical partition (queryPartition): the option makes Azure route to one
 *   partition, the clause is what actually isolates tenants (the emulator ignores the option).
 * - Paging is keyset paging on `c.id` with `TOP limit+1`, and the continuation token is the port's
 *   own `{after}` token, so tokens are identical across adapters (no SDK tokens leak out).
 * - 429s are retried by the SDK (connectionPolicy.retryOptions). Transient failures the SDK does
 *   not retry for single-region writes (503, 408, 449, dropped connections) are retried here. A
 *   write whose outcome is unknown is re-sent; to tell "my earlier attempt landed" from "someone
 *   else wrote", every write carries its random id and its predecessors' in a hidden property
 *   (stripped on read); see `write` and `lineage`.
 */
export interface CosmosStoreOptions {
  /** Dev/emulator mode: create the database and one container per collection. In Azure, Bicep does. */
  createIfNotExists?: boolean;
  /** Retry of transient failures the SDK leaves to the caller. */
  transientRetry?: TransientRetryOptions;
  /** Dispose the client on close() (set by `open`, which created it). */
  ownsClient?: boolean;
}

export interface TransientRetryOptions {
  /** Total attempts including the first. Default 5. */
  attempts?: number;
  /** First backoff; doubles per attempt with full jitter. Default 200 ms. */
  baseDelayMs?: number;
  /** Cap of one backoff. Default 5 s. */
  maxDelayMs?: number;
}

export interface CosmosConnectionOptions {
  endpoint: string;
  /** Account key (emulator / local dev only). */
  key?: string;
  /** Entra ID credential; defaults to DefaultAzureCredential (managed identity in Azure) when no key is given. */
  credential?: TokenCredential;
  /** Talking to an emulator: disables endpoint discovery (it advertises an https address it does not serve). */
  emulator?: boolean;
  /** SDK retry of 429 (throttling). Defaults to DEFAULT_THROTTLE_RETRY. */
  throttleRetry?: RetryOptions;
}

export interface CosmosStoreOpenOptions
  extends CosmosConnectionOptions, Omit<CosmosStoreOptions, 'ownsClient'> {
  databaseId: string;
}

/** The SDK honours `x-ms-retry-after-ms`; these bound how long one call may be throttled. */
export const DEFAULT_THROTTLE_RETRY: RetryOptions = { maxRetryAttemptCount: 9, maxWaitTimeInSeconds: 30 };

/** Where every collection's partition key lives, and each container's indexing; Bicep must declare the same. */
export { PARTITION_KEY_PATH };
export { indexingPolicyFor, INDEXING_POLICIES } from './cosmos-indexing';

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

export class CosmosStore implements Store {
  private readonly collections = new Map<string, CosmosCollection<DocumentBase>>();
  private readonly retry: Required<TransientRetryOptions>;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly client: CosmosClient,
    private readonly databaseId: string,
    private readonly options: CosmosStoreOptions = {},
  ) {
    this.retry = {
      attempts: options.transientRetry?.attempts ?? 5,
      baseDelayMs: options.transientRetry?.baseDelayMs ?? 200,
      maxDelayMs: options.transientRetry?.maxDelayMs ?? 5000,
    };
  }

  /** The client options the composition root and the tests share. */
  static clientOptions(connection: CosmosConnectionOptions): CosmosClientOptions {
    const auth: Pick<CosmosClientOptions, 'key' | 'aadCredentials'> =
      connection.key !== undefined
        ? { key: connection.key }
        : { aadCredentials: connection.credential ?? requiredCredential() };
    return {
      endpoint: connection.endpoint,
      ...auth,
      userAgentSuffix: 'arcbridge',
      connectionPolicy: {
        enableEndpointDiscovery: !connection.emulator,
        retryOptions: { ...DEFAULT_THROTTLE_RETRY, ...connection.throttleRetry },
      },
    };
  }

  /** Composition root entry point. Creates resources up front in dev mode so startup fails fast. */
  static async open(options: CosmosStoreOpenOptions): Promise<CosmosStore> {
    const connection =
      options.key === undefined && options.credential === undefined
        ? { ...options, credential: await defaultAzureCredential() }
        : options;
    const client = new CosmosClient(CosmosStore.clientOptions(connection));
    const store = new CosmosStore(client, options.databaseId, {
      createIfNotExists: options.createIfNotExists,
      transientRetry: options.transientRetry,
      ownsClient: true,
    });
    try {
      await store.ensureReady();
    } catch (err) {
      client.dispose();
      throw err;
    }
    return store;
  }

  collection<T extends DocumentBase>(name: CollectionName): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      const container = this.client.database(this.databaseId).container(name);
      collection = new CosmosCollection(name, container, () => this.ensureReady(), this.retry);
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  async close(): Promise<void> {
    if (this.options.ownsClient) this.client.dispose();
  }

  /** Creates the database and containers once (dev/emulator mode); a no-op against Azure. */
  ensureReady(): Promise<void> {
    if (!this.options.createIfNotExists) return Promise.resolve();
    this.ready ??= this.createResources().catch((err: unknown) => {
      this.ready = undefined; // let the next call try again
      throw err;
    });
    return this.ready;
  }

  private async createResources(): Promise<void> {
    const { database } = await this.client.databases.createIfNotExists({ id: this.databaseId });
    for (const name of COLLECTIONS) {
      await database.containers.createIfNotExists({
        id: name,
        partitionKey: { paths: [PARTITION_KEY_PATH] },
        indexingPolicy: indexingPolicyFor(name),
        // Per-document `ttl` (bootstrap tokens) only takes effect when the container enables TTL.
        defaultTtl: -1,
      });
    }
  }
}

type StoredDocument = ItemDefinition & Record<string, unknown>;

class CosmosCollection<T extends DocumentBase> implements Collection<T> {
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
    const response = await this.withRetry(() =>
      this.container.item(id, this.partitionKey(tenantId, id)).read<StoredDocument>(),
    );
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
    await this.ready();
    const writeId = randomUUID();
    const stored = this.body(doc, [writeId]);
    return this.write(doc, writeId, () => this.container.items.create<StoredDocument>(stored));
  }

  async replace(doc: T, options: WriteOptions = {}): Promise<Versioned<T>> {
    assertValidDocumentId(doc.id);
    assertDocumentSize(this.name, doc, MAX_DOCUMENT_BYTES);
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
        if (statusOf(err) === 404) return uncertain;
        if (statusOf(err) === 412) throw new StorePreconditionError(this.name, id);
        if (!isTransient(err) || attempt >= this.retry.attempts) throw err;
        uncertain = true;
        await this.backoff(attempt);
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

  /** `partitionKey` undefined: a cross-partition query (the WHERE clause still names the tenant). */
  private async queryAll(
    query: string,
    parameters: SqlParameter[],
    partitionKey: string | undefined,
    expected: number,
  ): Promise<StoredDocument[]> {
    const response = await this.withRetry(() =>
      this.container.items
        .query<StoredDocument>(
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

async function defaultAzureCredential(): Promise<TokenCredential> {
  const { DefaultAzureCredential } = await import('@azure/identity');
  return new DefaultAzureCredential();
}

function requiredCredential(): never {
  throw new TypeError('CosmosStore: pass `key` (emulator) or `credential` (Entra ID)');
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
