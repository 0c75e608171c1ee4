import { CosmosClient } from '@azure/cosmos';
import type { CosmosClientOptions, RetryOptions } from '@azure/cosmos';
import type { TokenCredential } from '@azure/identity';
import { COLLECTIONS } from './store';
import type { Collection, CollectionName, DocumentBase, Store } from './store';
import { CosmosCollection } from './cosmos-collection';
import type { TransientRetryOptions } from './cosmos-retry';
import { indexingPolicyFor } from './cosmos-indexing';
import { PARTITION_KEY_PATH } from './cosmos-partitioning';

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

export type { TransientRetryOptions } from './cosmos-retry';

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

async function defaultAzureCredential(): Promise<TokenCredential> {
  const { DefaultAzureCredential } = await import('@azure/identity');
  return new DefaultAzureCredential();
}

function requiredCredential(): never {
  throw new TypeError('CosmosStore: pass `key` (emulator) or `credential` (Entra ID)');
}
