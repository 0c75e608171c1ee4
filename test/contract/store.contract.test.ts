import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../../functions/platform/store/sqlite-store';
import { IN_PROCESS_STORES, sqliteHarness } from '../support/store-harnesses';
import type { StoreHarness } from '../support/store-harnesses';
import { defineStoreContract } from './store.contract-cases';

/**
 * A document cache of 2 KB evicts on almost every read: the cases then also run the paths where a
 * document leaves the cache between its read and its write, or while the batch that wrote it is open.
 */
const STORES: [string, () => StoreHarness][] = [
  ...IN_PROCESS_STORES,
  ['sqlite (temp file, 2 KB document cache)', () => sqliteHarness({ documentCacheBytes: 2048 })],
];

describe.each(STORES)('Store contract: %s', (_name, makeHarness) => {
  defineStoreContract(makeHarness());
});

describe('SqliteStore durability', () => {
  it('keeps documents and etags across close and reopen of the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arcbridge-store-'));
    try {
      const path = join(dir, 'nested', 'store.db');
      const first = new SqliteStore(path);
      const created = await first.collection<{ id: string; tenantId: string; n: number }>('clusters').create({
        id: 'keep',
        tenantId: 't1',
        n: 1,
      });
      const replaced = await first
        .collection<{ id: string; tenantId: string; n: number }>('clusters')
        .replace({ id: 'keep', tenantId: 't1', n: 2 }, { ifMatch: created.etag });
      await first.close();

      const second = new SqliteStore(path);
      const clusters = second.collection<{ id: string; tenantId: string; n: number }>('clusters');
      expect(await clusters.read('t1', 'keep')).toEqual(replaced);
      // The etag read back after the restart still guards writes.
      await expect(
        clusters.replace({ id: 'keep', tenantId: 't1', n: 3 }, { ifMatch: created.etag }),
      ).rejects.toThrow(/etag mismatch/);
      expect(
        (await clusters.replace({ id: 'keep', tenantId: 't1', n: 3 }, { ifMatch: replaced.etag })).doc.n,
      ).toBe(3);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
