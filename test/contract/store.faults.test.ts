/**
 * Fault injection for the Cosmos adapter: throttling (429) and unavailability (503), including a
 * 503 that arrives after the emulator applied the write (the client cannot know it landed).
 * After every storm, all writes must be present exactly once.
 */
import { randomBytes } from 'node:crypto';
import { CosmosClient } from '@azure/cosmos';
import type { RetryOptions } from '@azure/cosmos';
import { CosmosStore } from '../../functions/platform/store/cosmos-store';
import { StoreConflictError, updateWithRetry } from '../../functions/platform/store/store';
import type { Collection, DocumentBase } from '../../functions/platform/store/store';
import { startCosmosEmulator } from '../support/cosmos-emulator';
import type { CosmosEmulator } from '../support/cosmos-emulator';
import { documentRequests, startFaultProxy, writeRequests } from '../support/fault-proxy';
import type { FaultProxy } from '../support/fault-proxy';

interface Counter extends DocumentBase {
  n: number;
  applied: string[];
}

let emulator: CosmosEmulator;
let proxy: FaultProxy;
const clients: CosmosClient[] = [];

async function openStore(throttleRetry?: RetryOptions, baseDelayMs = 5): Promise<CosmosStore> {
  const client = new CosmosClient(
    CosmosStore.clientOptions({ endpoint: proxy.endpoint, key: emulator.key, emulator: true, throttleRetry }),
  );
  clients.push(client);
  const store = new CosmosStore(client, 'faults', {
    createIfNotExists: true,
    transientRetry: { attempts: 6, baseDelayMs, maxDelayMs: Math.max(50, baseDelayMs) },
  });
  await store.ensureReady();
  return store;
}

const tenant = (): string => `t-${randomBytes(5).toString('hex')}`;

async function allIds(collection: Collection<Counter>, tenantId: string): Promise<string[]> {
  const ids: string[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await collection.query(tenantId, { limit: 100, continuationToken });
    ids.push(...page.items.map((item) => item.doc.id));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return ids;
}

const counter = (tenantId: string, id: string): Counter => ({ id, tenantId, n: 0, applied: [] });

let counters: Collection<Counter>;

beforeAll(async () => {
  emulator = await startCosmosEmulator();
  proxy = await startFaultProxy(emulator.endpoint);
  counters = (await openStore()).collection<Counter>('status');
});

afterEach(() => {
  // A test that leaves faults queued would leak them into the next one.
  expect(proxy.pending()).toBe(0);
});

afterAll(async () => {
  for (const client of clients) client.dispose();
  await proxy.stop();
  await emulator.stop();
});

describe('Cosmos adapter under injected faults', () => {
  it('retries throttled (429) writes and reads, waiting x-ms-retry-after-ms, and loses nothing', async () => {
    const t = tenant();
    const ids = Array.from({ length: 20 }, (_, index) => `doc-${String(index).padStart(2, '0')}`);
    const before = proxy.injected.length;
    proxy.inject(12, { status: 429, retryAfterMs: 40 });
    const started = Date.now();
    await Promise.all(ids.map((id) => counters.create(counter(t, id))));
    const reads = await Promise.all(ids.slice(0, 3).map((id) => counters.read(t, id)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(reads.map((read) => read?.doc.id)).toEqual(ids.slice(0, 3));
    expect(proxy.injected.slice(before).map((fault) => fault.status)).toEqual(Array(12).fill(429));
    expect(await allIds(counters, t)).toEqual(ids);
  });

  it('honours the configured throttle retry budget (connectionPolicy.retryOptions)', async () => {
    const t = tenant();
    const strict = (await openStore({ maxRetryAttemptCount: 2 })).collection<Counter>('status');
    await strict.create(counter(t, 'x'));
    proxy.inject(3, { status: 429, retryAfterMs: 5 });
    await expect(strict.read(t, 'x')).rejects.toMatchObject({ code: 429 });
    proxy.inject(2, { status: 429, retryAfterMs: 5 });
    expect((await strict.read(t, 'x'))?.doc.id).toBe('x');
  });

  it('retries 503s that never reached the service, for every kind of write', async () => {
    const t = tenant();
    proxy.inject(2, { status: 503 }, writeRequests);
    const created = await counters.create(counter(t, 'a'));
    proxy.inject(2, { status: 503 }, writeRequests);
    const replaced = await counters.replace({ ...created.doc, n: 1 }, { ifMatch: created.etag });
    proxy.inject(2, { status: 503 }, writeRequests);
    await counters.upsert(counter(t, 'b'));
    proxy.inject(2, { status: 503 }, writeRequests);
    expect(await counters.delete(t, 'b')).toBe(true);
    proxy.inject(2, { status: 503 }, documentRequests);
    expect(await counters.read(t, 'a')).toEqual(replaced);

    const batch = Array.from({ length: 10 }, (_, index) => `batch-${index}`);
    proxy.inject(6, { status: 503 }, writeRequests);
    await Promise.all(batch.map((id) => counters.create(counter(t, id))));
    expect(await allIds(counters, t)).toEqual(['a', ...batch]);
  });

  it('resolves writes whose response was lost after they were applied: no false conflict, no duplicate', async () => {
    const t = tenant();
    const lost = { status: 503, afterForward: true } as const;

    proxy.inject(1, lost, writeRequests);
    const created = await counters.create(counter(t, 'a'));
    expect(await counters.read(t, 'a')).toEqual(created);

    proxy.inject(1, lost, writeRequests);
    const replaced = await counters.replace({ ...created.doc, n: 1 }, { ifMatch: created.etag });
    expect(replaced.doc.n).toBe(1);
    expect(await counters.read(t, 'a')).toEqual(replaced);

    proxy.inject(1, lost, writeRequests);
    const upserted = await counters.upsert({ ...replaced.doc, n: 2 }, { ifMatch: replaced.etag });
    expect(await counters.read(t, 'a')).toEqual(upserted);

    proxy.inject(1, lost, writeRequests);
    await counters.upsert(counter(t, 'b'));
    proxy.inject(1, lost, writeRequests);
    expect(await counters.delete(t, 'b')).toBe(true);
    expect(await counters.read(t, 'b')).toBeUndefined();

    expect(proxy.injected.filter((fault) => fault.forwarded).length).toBeGreaterThanOrEqual(5);
    expect(await allIds(counters, t)).toEqual(['a']);
  });

  it('recognises its own lost write even after another instance wrote on top of it before the retry', async () => {
    const t = tenant();
    // Two Functions instances: A retries slowly, B writes in between.
    const a = (await openStore(undefined, 300)).collection<Counter>('status');
    const b = (await openStore()).collection<Counter>('status');
    const v1 = await a.create(counter(t, 'c'));
    const before = proxy.injected.length;
    proxy.inject(1, { status: 503, afterForward: true }, writeRequests);
    const aWrite = a.replace({ ...v1.doc, n: 1, applied: ['A'] }, { ifMatch: v1.etag });
    while (proxy.injected.length === before) await new Promise((resolve) => setTimeout(resolve, 2));
    // A's write landed but A has not heard back; B builds on it.
    const seen = await b.read(t, 'c');
    expect(seen?.doc.applied).toEqual(['A']);
    const bWrite = await b.replace({ ...seen!.doc, n: 2, applied: ['A', 'B'] }, { ifMatch: seen!.etag });
    // A's retry meets 412, finds its write in the document's history: success, not a lost race
    // (which would make updateWithRetry apply A's change a second time).
    await expect(aWrite).resolves.toEqual(bWrite);
    expect(await a.read(t, 'c')).toEqual(bWrite);
  });

  it('still reports a real conflict after a retried create', async () => {
    const t = tenant();
    await counters.create(counter(t, 'taken'));
    proxy.inject(1, { status: 503 }, writeRequests);
    await expect(counters.create({ ...counter(t, 'taken'), n: 99 })).rejects.toBeInstanceOf(
      StoreConflictError,
    );
    expect((await counters.read(t, 'taken'))?.doc.n).toBe(0);
  });

  it('applies 10 concurrent increments exactly once under a mix of 429s, 503s and lost responses', async () => {
    const t = tenant();
    const writers = Array.from({ length: 10 }, (_, index) => `w${index}`);
    proxy.inject(6, { status: 429, retryAfterMs: 5 });
    proxy.inject(4, { status: 503 }, writeRequests);
    proxy.inject(4, { status: 503, afterForward: true }, writeRequests);
    await Promise.all(
      writers.map((writer) =>
        updateWithRetry(counters, t, 'counter', (current) => ({
          id: 'counter',
          tenantId: t,
          n: (current?.n ?? 0) + 1,
          applied: [...(current?.applied ?? []), writer],
        })),
      ),
    );
    const final = await counters.read(t, 'counter');
    expect(final?.doc.n).toBe(10);
    expect([...(final?.doc.applied ?? [])].sort()).toEqual(writers);
    expect(await allIds(counters, t)).toEqual(['counter']);
    expect(proxy.pending()).toBe(0);
  });
});
