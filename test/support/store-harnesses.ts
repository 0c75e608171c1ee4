import { mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AzureBlobBodies } from '../../functions/platform/store/blob-bodies';
import { CosmosStore } from '../../functions/platform/store/cosmos-store';
import { withLargeBodies } from '../../functions/platform/store/large-bodies';
import { SqliteStore } from '../../functions/platform/store/sqlite-store';
import type { SqliteStoreOptions } from '../../functions/platform/store/sqlite-store';
import type { Store } from '../../functions/platform/store/store';
import { startCosmosEmulator } from './cosmos-emulator';
import type { CosmosEmulator } from './cosmos-emulator';
import { startAzurite } from './azurite';
import { ManualClock } from './manual-clock';
import type { Azurite } from './azurite';

/** Opens a fresh store of one adapter for a suite, and cleans up after it. */
export interface StoreHarness {
  open(): Promise<Store>;
  teardown?(): Promise<void>;
  /** How the suite sees documents expire (time to live), or why it cannot on this adapter. */
  expiry: Expiry | { unobservable: string };
}

export interface Expiry {
  /** Lets `seconds` pass for the store. */
  elapse(seconds: number): Promise<void>;
  /** Returns once the store no longer returns what expired by now. */
  expired(): Promise<void>;
}

/** A SQLite store on a manual clock: time passes when the suite says, and expiry runs when it asks. */
export function sqliteHarness(options: SqliteStoreOptions = {}): StoreHarness {
  let dir: string | undefined;
  let store: SqliteStore | undefined;
  const clock = new ManualClock();
  return {
    async open(): Promise<Store> {
      dir = mkdtempSync(join(tmpdir(), 'arcbridge-store-'));
      store = new SqliteStore(join(dir, 'store.db'), { clock, expiry: { intervalMs: 0 }, ...options });
      return store;
    },
    async teardown(): Promise<void> {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
    expiry: {
      elapse: async (seconds) => clock.advance(seconds),
      expired: async () => {
        await store?.sweepExpired();
      },
    },
  };
}

export function cosmosHarness(): StoreHarness {
  let emulator: CosmosEmulator | undefined;
  let azurite: Azurite | undefined;
  return {
    async open(): Promise<Store> {
      emulator = await startCosmosEmulator();
      azurite = await startAzurite();
      // The composition root's factories, in emulator mode: create the database, containers and blob container.
      const cosmos = await CosmosStore.open({
        endpoint: emulator.endpoint,
        key: emulator.key,
        emulator: true,
        databaseId: 'contract',
        createIfNotExists: true,
        transientRetry: { baseDelayMs: 10 },
      });
      const blobs = await AzureBlobBodies.open({
        connectionString: azurite.connectionString,
        containerName: 'documents',
        createIfNotExists: true,
      });
      return withLargeBodies(cosmos, blobs);
    },
    async teardown(): Promise<void> {
      await emulator?.stop();
      await azurite?.stop();
    },
    expiry: { unobservable: 'cosmosdb-server implements no time to live: it keeps every item' },
  };
}

/**
 * Expiry on a real Cosmos DB account, in real time. `_ts` has whole seconds, so an item can
 * expire up to a second before its write time plus ttl; `expired` waits that second and a half
 * more for the requests in between (Cosmos DB stops returning an item once it expired, before its
 * background deletion).
 */
export const realTimeExpiry: Expiry = {
  elapse: (seconds) => sleep(seconds * 1000),
  expired: () => sleep(1_500),
};

/** Every Store adapter that runs in-process, for suites that must pass on each (`describe.each`). */
export const IN_PROCESS_STORES: [string, () => StoreHarness][] = [
  ['sqlite (temp file)', () => sqliteHarness()],
  ['cosmos (strict cosmosdb-server + Azurite blobs)', cosmosHarness],
];

/**
 * Opens a harness's store before a suite's tests and closes it after them (call it in a
 * `describe`); answers a getter, as the store exists only once `beforeAll` has run.
 */
export function suiteStore(makeHarness: () => StoreHarness): () => Store {
  const harness = makeHarness();
  let store: Store | undefined;
  beforeAll(async () => {
    store = await harness.open();
  });
  afterAll(async () => {
    await store?.close();
    await harness.teardown?.();
  });
  return () => store!;
}
