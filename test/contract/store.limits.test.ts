/**
 * The Cosmos adapter against the strict emulator's limits (test/support/cosmos-emulator.ts), which
 * mirror Cosmos DB: the 2 MB item limit (413 RequestEntityTooLarge) and throttling (429 with
 * x-ms-retry-after-ms). The port-level size cases that hold on every adapter are in
 * store.contract-cases.ts; these prove what the adapter does when the *service* says no.
 */
import { randomBytes } from 'node:crypto';
import { CosmosClient } from '@azure/cosmos';
import { CosmosStore } from '../../functions/platform/store/cosmos-store';
import { DocumentTooLargeError, MAX_ITEM_BYTES } from '../../functions/platform/store/store';
import type { Collection, DocumentBase, Store } from '../../functions/platform/store/store';
import { toProblem } from '../../functions/platform/http/error-mapping';
import { startCosmosEmulator } from '../support/cosmos-emulator';
import type { CosmosEmulator } from '../support/cosmos-emulator';

interface Doc extends DocumentBase {
  pad: string;
}

const tenant = (): string => `t-${randomBytes(5).toString('hex')}`;

describe('strict Cosmos emulator: 2 MB item limit', () => {
  let emulator: CosmosEmulator;
  let client: CosmosClient;

  beforeAll(async () => {
    emulator = await startCosmosEmulator();
    client = new CosmosClient(
      CosmosStore.clientOptions({ endpoint: emulator.endpoint, key: emulator.key, emulator: true }),
    );
    const { database } = await client.databases.createIfNotExists({ id: 'limits' });
    await database.containers.createIfNotExists({ id: 'raw', partitionKey: { paths: ['/tenantId'] } });
  });

  afterAll(async () => {
    client.dispose();
    await emulator.stop();
  });

  it('answers an item over 2 MB with 413 RequestEntityTooLarge, as Cosmos DB does, and stores nothing', async () => {
    const container = client.database('limits').container('raw');
    const t = tenant();
    const big = { id: 'big', tenantId: t, pad: 'x'.repeat(MAX_ITEM_BYTES) };
    const error = (await container.items.create(big).catch((err: unknown) => err)) as {
      code?: number;
      body?: { code?: string };
    };
    expect(error.code).toBe(413);
    expect(error.body?.code).toBe('RequestEntityTooLarge');
    expect(emulator.rejectedAsTooLarge()).toBe(1);
    expect((await container.item('big', t).read()).statusCode).toBe(404);
    // Just under the limit is fine.
    const fits = { id: 'fits', tenantId: t, pad: 'x'.repeat(MAX_ITEM_BYTES - 200) };
    expect((await container.items.create(fits)).statusCode).toBe(201);
  });
});

describe('Cosmos adapter against the service limits', () => {
  let emulator: CosmosEmulator;
  let store: Store;
  let docs: Collection<Doc>;

  beforeAll(async () => {
    // A smaller limit than MAX_DOCUMENT_BYTES, so the service (not the adapter's own check) refuses.
    emulator = await startCosmosEmulator({ maxItemBytes: 64 * 1024 });
    store = await CosmosStore.open({
      endpoint: emulator.endpoint,
      key: emulator.key,
      emulator: true,
      databaseId: 'limits',
      createIfNotExists: true,
      transientRetry: { baseDelayMs: 5 },
    });
    docs = store.collection<Doc>('status');
  });

  afterAll(async () => {
    await store.close();
    await emulator.stop();
  });

  it("turns the service's 413 into DocumentTooLargeError (a 413 problem naming the limit), writing nothing", async () => {
    const t = tenant();
    const original = await docs.create({ id: 'a', tenantId: t, pad: 'small' });
    for (const write of [
      () => docs.create({ id: 'b', tenantId: t, pad: 'x'.repeat(100_000) }),
      () => docs.replace({ id: 'a', tenantId: t, pad: 'x'.repeat(100_000) }, { ifMatch: original.etag }),
      () => docs.upsert({ id: 'a', tenantId: t, pad: 'x'.repeat(100_000) }),
    ]) {
      const error = await write().catch((err: unknown) => err);
      expect(error).toBeInstanceOf(DocumentTooLargeError);
      const problem = toProblem(error);
      expect(problem.status).toBe(413);
      expect(problem.detail).toMatch(/limit of \d+ bytes/);
      expect(problem.detail).toMatch(/make it smaller/);
    }
    expect(emulator.rejectedAsTooLarge()).toBe(3);
    expect(await docs.read(t, 'b')).toBeUndefined();
    expect(await docs.read(t, 'a')).toEqual(original);
  });

  it('retries throttled reads, writes and queries, waiting x-ms-retry-after-ms, and loses nothing', async () => {
    const t = tenant();
    const before = emulator.throttled();
    emulator.throttle(3, { retryAfterMs: 30 });
    const started = Date.now();
    const created = await docs.create({ id: 'c', tenantId: t, pad: 'v1' });
    emulator.throttle(2, { retryAfterMs: 30 });
    expect(await docs.read(t, 'c')).toEqual(created);
    emulator.throttle(2, { retryAfterMs: 30 });
    expect((await docs.query(t)).items).toEqual([created]);
    expect(emulator.throttled() - before).toBe(7);
    // Seven waits of 30 ms each, at least: the SDK honoured the header.
    expect(Date.now() - started).toBeGreaterThanOrEqual(7 * 30);
  });

  it('answers throttling that outlasts the retry budget with 503 + Retry-After, never 500', async () => {
    const t = tenant();
    const client = new CosmosClient(
      CosmosStore.clientOptions({
        endpoint: emulator.endpoint,
        key: emulator.key,
        emulator: true,
        throttleRetry: { maxRetryAttemptCount: 1 },
      }),
    );
    try {
      const strict = new CosmosStore(client, 'limits').collection<Doc>('status');
      emulator.throttle(2, { retryAfterMs: 1500 });
      const error = await strict.read(t, 'x').catch((err: unknown) => err);
      const problem = toProblem(error);
      expect(problem.status).toBe(503);
      expect(problem.headers['Retry-After']).toBe('2');
    } finally {
      client.dispose();
    }
  });
});
