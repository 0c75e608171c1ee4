import { mkdtempSync, rmSync } from 'node:fs';
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
import type { Azurite } from './azurite';

/** Opens a fresh store of one adapter for a suite, and cleans up after it. */
export interface StoreHarness {
  open(): Promise<Store>;
  teardown?(): Promise<void>;
}

export function sqliteHarness(options: SqliteStoreOptions = {}): StoreHarness {
  let dir: string | undefined;
  return {
    async open(): Promise<Store> {
      dir = mkdtempSync(join(tmpdir(), 'arcbridge-store-'));
      return new SqliteStore(join(dir, 'store.db'), options);
    },
    async teardown(): Promise<void> {
      if (dir) rmSync(dir, { recursive: true, force: true });
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
  };
}

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
