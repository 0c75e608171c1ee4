/**
 * Inventory write storm: agents replace their inventory again and again (If-Match chains, large
 * bodies that span many database pages) and the control plane is killed with SIGKILL at a seeded
 * random acknowledgement. After a restart each cluster's inventory is the last acknowledged write
 * with its ETag, or the one write whose answer the kill swallowed, whole: never older, never torn.
 */
import type { Inventory } from '../../contract/inventory';
import { Inventory as InventorySchema } from '../../contract/inventory';
import type { InventoryDocument } from '../../functions/clusters/model';
import { summarizeInventory } from '../../functions/inventory/inventory-summary';
import type { RegisteredCluster } from '../support/registration';
import { registerCluster } from '../support/registration';
import { between, CrashHost, crashSeed, KillSwitch, seededRandom } from './support/crash-host';

const TENANT = 'inventory-storm';
const CLUSTERS = 8;
const seed = crashSeed();

/** Write number `seq` of a cluster: ~100 KB, every part of it derived from (cluster, seq). */
function inventoryFor(clusterId: string, seq: number): Inventory {
  const namespaces = Array.from({ length: 1500 }, (_, i) => `ns-${seq}-${i}-${clusterId.slice(2, 30)}`);
  return InventorySchema.parse({
    nodes: Array.from({ length: 20 }, (_, i) => ({
      name: `node-${i}`,
      roles: i === 0 ? ['control-plane'] : [],
      kubeletVersion: `v1.31.${seq % 10}`,
      capacity: { cpu: String(4 + i), memory: '16Gi', pods: '110' },
      ready: (seq + i) % 3 !== 0,
    })),
    namespaces,
    pods: Object.fromEntries(
      namespaces.slice(0, 200).map((ns, i) => [ns, { Running: seq + i, Pending: i % 2 }]),
    ),
    extensions: [{ name: 'seq', version: String(seq) }],
  });
}

const seqOf = (inventory: Inventory): number => Number(inventory.extensions[0]!.version);

interface Writer {
  cluster: RegisteredCluster;
  /** The last acknowledged write: its number and the ETag it was answered with. */
  acked?: { seq: number; etag: string };
  /** A write sent and not answered when the host died. */
  inFlight?: number;
}

describe(`inventory write storm, SIGKILL at a seeded point, restart (ARCBRIDGE_CRASH_SEED=${seed})`, () => {
  const random = seededRandom(seed);
  const host = new CrashHost();
  const writers: Writer[] = [];

  beforeAll(async () => {
    await host.start();
    for (let i = 0; i < CLUSTERS; i++) {
      writers.push({ cluster: await registerCluster(host.asTestPlane(), TENANT, { name: `c${i}` }) });
    }
  });
  afterAll(() => host.dispose());

  const put = (writer: Writer, seq: number, etag: string | undefined) =>
    host.client.send({
      method: 'PUT',
      path: `/api/v1/clusters/${writer.cluster.clusterId}/inventory`,
      body: inventoryFor(writer.cluster.clusterId, seq),
      headers: etag ? { 'if-match': etag } : { 'if-none-match': '*' },
      cert: writer.cluster.cert,
    });

  it('keeps every acknowledged inventory write with its ETag, and nothing torn', async () => {
    const killSwitch = new KillSwitch(host, between(random, CLUSTERS * 3, CLUSTERS * 10));
    await Promise.all(
      writers.map(async (writer) => {
        for (let seq = 1; killSwitch.live; seq++) {
          writer.inFlight = seq;
          let response;
          try {
            response = await put(writer, seq, writer.acked?.etag);
          } catch {
            return; // no answer: the host died with this write in flight
          }
          // Each writer is the only one on its document, so every write is acknowledged.
          expect(response.status).toBe(seq === 1 ? 201 : 200);
          writer.acked = { seq, etag: String(response.headers.etag) };
          writer.inFlight = undefined;
          killSwitch.ack();
        }
      }),
    );
    await killSwitch.killed();

    await host.start();
    expect(host.integrity()).toEqual(['ok', 'ok']);
    const stored = new Map(
      host.documents<InventoryDocument>('inventory', TENANT).map((row) => [row.id, row]),
    );
    for (const writer of writers) {
      const { clusterId } = writer.cluster;
      const response = await host.client.send({
        path: `/api/v1/clusters/${clusterId}/inventory`,
        cert: writer.cluster.cert,
      });
      if (!writer.acked) {
        // Nothing acknowledged: no inventory, or exactly the first write.
        if (response.status === 404) continue;
      }
      expect(response.status).toBe(200);
      const inventory = response.json<Inventory>();
      const seq = seqOf(inventory);
      const etag = String(response.headers.etag);
      // The last acknowledged write, or the one in flight when the host died; nothing older.
      expect([writer.acked?.seq, writer.inFlight]).toContain(seq);
      if (seq === writer.acked?.seq) expect(etag).toBe(writer.acked.etag);
      // Whole: exactly the body that was sent for that write, and the stored row agrees with it.
      expect(inventory).toEqual(inventoryFor(clusterId, seq));
      const row = stored.get(clusterId)!;
      expect(row.etag).toBe(etag);
      expect(row.doc.inventory).toEqual(inventory);
      expect(row.doc.summary).toEqual(summarizeInventory(inventory, row.doc.updatedAt));

      // The agent carries on from what it reads: its ETag is the live one.
      const next = await put(writer, seq + 1, etag);
      expect(next.status).toBe(200);
    }
  });
});
