/**
 * Large documents on the Azure adapters: the Cosmos item stays small (the strict emulator enforces
 * Cosmos DB's 2 MB), the body lives in Blob Storage (Azurite), and the order of writes leaves
 * nothing half-written or orphaned when a step fails or races. The port-level cases that hold on
 * every adapter are in store.contract-cases.ts.
 */
import { randomBytes } from 'node:crypto';
import { CosmosClient } from '@azure/cosmos';
import { AzureBlobBodies } from '../../functions/platform/store/blob-bodies';
import type { BodyBlobs } from '../../functions/platform/store/blob-bodies';
import { partitionKeyOf } from '../../functions/platform/store/cosmos-partitioning';
import { CosmosStore } from '../../functions/platform/store/cosmos-store';
import { BODY_POINTER, withLargeBodies } from '../../functions/platform/store/large-bodies';
import type { LargeBodyOptions } from '../../functions/platform/store/large-bodies';
import {
  documentBytes,
  DocumentTooLargeError,
  MAX_ITEM_BYTES,
  StorePreconditionError,
} from '../../functions/platform/store/store';
import type { Collection, DocumentBase, Store } from '../../functions/platform/store/store';
import { startAzurite } from '../support/azurite';
import type { Azurite } from '../support/azurite';
import { startCosmosEmulator } from '../support/cosmos-emulator';
import type { CosmosEmulator } from '../support/cosmos-emulator';

interface Inv extends DocumentBase {
  summary: { nodes: number; version: number };
  inventory: { nodes: string[] };
}

const tenant = (): string => `t-${randomBytes(5).toString('hex')}`;
const big = (tenantId: string, version: number): Inv => ({
  id: 'c-1',
  tenantId,
  summary: { nodes: 9000, version },
  inventory: { nodes: Array.from({ length: 9000 }, (_, index) => `node-${index}-${'x'.repeat(300)}`) },
});

let emulator: CosmosEmulator;
let azurite: Azurite;
let cosmos: CosmosStore;
let blobs: AzureBlobBodies;
let raw: CosmosClient;

beforeAll(async () => {
  emulator = await startCosmosEmulator();
  azurite = await startAzurite();
  cosmos = await CosmosStore.open({
    endpoint: emulator.endpoint,
    key: emulator.key,
    emulator: true,
    databaseId: 'large',
    createIfNotExists: true,
  });
  blobs = await AzureBlobBodies.open({
    connectionString: azurite.connectionString,
    containerName: 'documents',
    createIfNotExists: true,
  });
  raw = new CosmosClient(
    CosmosStore.clientOptions({ endpoint: emulator.endpoint, key: emulator.key, emulator: true }),
  );
});

afterAll(async () => {
  raw.dispose();
  await cosmos.close();
  await emulator.stop();
  await azurite.stop();
});

const open = (bodies: BodyBlobs = blobs, options?: LargeBodyOptions): Store =>
  withLargeBodies(cosmos, bodies, options);
const inventory = (store: Store): Collection<Inv> => store.collection<Inv>('inventory');
const blobsOf = async (tenantId: string): Promise<string[]> =>
  (await blobs.list(`inventory/${tenantId}/c-1/`)).map((blob) => blob.name);
const rawItem = async (tenantId: string): Promise<Record<string, unknown> | undefined> =>
  (
    await raw
      .database('large')
      .container('inventory')
      .item('c-1', partitionKeyOf('inventory', tenantId, 'c-1'))
      .read()
  ).resource as Record<string, unknown> | undefined;

describe('large documents: Cosmos DB item + Blob Storage body', () => {
  it('keeps every Cosmos item far below 2 MB, where the strict emulator refuses the document as one item', async () => {
    const t = tenant();
    const doc = big(t, 1);
    expect(documentBytes(doc)).toBeGreaterThan(MAX_ITEM_BYTES);
    // As a single item it cannot be stored: the adapter refuses it, and so does the emulator.
    await expect(cosmos.collection<Inv>('inventory').create(doc)).rejects.toBeInstanceOf(
      DocumentTooLargeError,
    );
    const refused = await raw
      .database('large')
      .container('inventory')
      .items.create(doc)
      .catch((err: unknown) => err as { code?: number });
    expect((refused as { code?: number }).code).toBe(413);

    const created = await inventory(open()).create(doc);
    const item = await rawItem(t);
    expect(Buffer.byteLength(JSON.stringify(item))).toBeLessThan(4096);
    expect(item?.summary).toEqual(doc.summary);
    expect(item?.[BODY_POINTER]).toMatchObject({ blob: expect.stringMatching(/^inventory\//) });
    expect(`"${String(item?._etag).replace(/"/g, '')}"`).toBe(created.etag);
    expect(JSON.stringify((await inventory(open()).read(t, 'c-1'))?.doc)).toBe(JSON.stringify(doc));
  });

  it('keeps exactly one body per document: superseded bodies are deleted, refused writes leave none', async () => {
    const t = tenant();
    const docs = inventory(open());
    const v1 = await docs.create(big(t, 1));
    expect(await blobsOf(t)).toHaveLength(1);
    const v2 = await docs.replace(big(t, 2), { ifMatch: v1.etag });
    const [second] = await blobsOf(t);
    expect(await blobsOf(t)).toHaveLength(1);
    await expect(docs.replace(big(t, 3), { ifMatch: v1.etag })).rejects.toBeInstanceOf(
      StorePreconditionError,
    );
    expect(await blobsOf(t)).toEqual([second]);
    // Shrinking below the inline threshold stores it in the item and drops the body.
    const small = { ...big(t, 4), inventory: { nodes: ['one'] } };
    const v4 = await docs.replace(small, { ifMatch: v2.etag });
    expect(await blobsOf(t)).toEqual([]);
    const v5 = await docs.replace(big(t, 5), { ifMatch: v4.etag });
    expect(await blobsOf(t)).toHaveLength(1);
    expect(await docs.delete(t, 'c-1', { ifMatch: v5.etag })).toBe(true);
    expect(await blobsOf(t)).toEqual([]);
    expect(await rawItem(t)).toBeUndefined();
  });

  it('changes nothing when the body upload fails', async () => {
    const t = tenant();
    const v1 = await inventory(open()).create(big(t, 1));
    const failing: BodyBlobs = {
      ...bind(blobs),
      upload: () => Promise.reject(new Error('storage unavailable')),
    };
    await expect(inventory(open(failing)).replace(big(t, 2), { ifMatch: v1.etag })).rejects.toThrow(
      /storage unavailable/,
    );
    const read = await inventory(open()).read(t, 'c-1');
    expect(read?.etag).toBe(v1.etag);
    expect(JSON.stringify(read?.doc)).toBe(JSON.stringify(big(t, 1)));
    expect(await blobsOf(t)).toHaveLength(1);
  });

  it('deletes its own body when a concurrent writer wins the item, and reports 412', async () => {
    const t = tenant();
    const v1 = await inventory(open()).create(big(t, 1));
    let winner: Promise<unknown> | undefined;
    const racing: BodyBlobs = {
      ...bind(blobs),
      upload: async (name, body) => {
        await blobs.upload(name, body);
        // Between our upload and our item write, another instance writes the document.
        winner ??= inventory(open()).replace(big(t, 9), { ifMatch: v1.etag });
        await winner;
      },
    };
    await expect(inventory(open(racing)).replace(big(t, 2), { ifMatch: v1.etag })).rejects.toBeInstanceOf(
      StorePreconditionError,
    );
    const read = await inventory(open()).read(t, 'c-1');
    expect(read?.doc.summary.version).toBe(9);
    const pointer = (await rawItem(t))?.[BODY_POINTER] as { blob: string };
    expect(await blobsOf(t)).toEqual([pointer.blob]);
  });

  it('a blind upsert that loses the race retries on the new version instead of failing', async () => {
    const t = tenant();
    const v1 = await inventory(open()).create(big(t, 1));
    let raced = false;
    const racing: BodyBlobs = {
      ...bind(blobs),
      upload: async (name, body) => {
        await blobs.upload(name, body);
        if (!raced) {
          raced = true;
          await inventory(open()).replace(big(t, 9), { ifMatch: v1.etag });
        }
      },
    };
    const written = await inventory(open(racing)).upsert(big(t, 2));
    expect((await inventory(open()).read(t, 'c-1'))?.etag).toBe(written.etag);
    expect((await inventory(open()).read(t, 'c-1'))?.doc.summary.version).toBe(2);
    expect(await blobsOf(t)).toHaveLength(1);
  });

  it('a reader whose body was superseded mid-read follows the item to the new version', async () => {
    const t = tenant();
    const v1 = await inventory(open()).create(big(t, 1));
    let replaced = false;
    const slow: BodyBlobs = {
      ...bind(blobs),
      download: async (name) => {
        if (!replaced) {
          replaced = true;
          await inventory(open()).replace(big(t, 2), { ifMatch: v1.etag }); // deletes the body being read
        }
        return blobs.download(name);
      },
    };
    const read = await inventory(open(slow)).read(t, 'c-1');
    expect(read?.doc.summary.version).toBe(2);
    expect(read?.etag).not.toBe(v1.etag);
  });

  it('sweeps bodies orphaned by a crash between upload and item write at the next write', async () => {
    const t = tenant();
    const v1 = await inventory(open()).create(big(t, 1));
    await blobs.upload(`inventory/${t}/c-1/orphan.json`, Buffer.from('{}'));
    expect(await blobsOf(t)).toHaveLength(2);
    // With the default grace a fresh orphan is left alone (it may be a write in flight) ...
    const v2 = await inventory(open()).replace(big(t, 2), { ifMatch: v1.etag });
    expect(await blobsOf(t)).toHaveLength(2);
    // ... and once older than the grace period it goes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await inventory(open(blobs, { orphanGraceMs: 1000 })).replace(big(t, 3), { ifMatch: v2.etag });
    expect(await blobsOf(t)).toHaveLength(1);
    expect((await inventory(open()).read(t, 'c-1'))?.doc.summary.version).toBe(3);
  });
});

function bind(target: BodyBlobs): BodyBlobs {
  return {
    upload: (name, body) => target.upload(name, body),
    download: (name) => target.download(name),
    delete: (name) => target.delete(name),
    list: (prefix) => target.list(prefix),
  };
}
