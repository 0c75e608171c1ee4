import { CosmosClient } from '@azure/cosmos';
import { CosmosStore } from '../../functions/platform/store/cosmos-store';
import { MAX_ITEM_BYTES } from '../../functions/platform/store/store';
import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

/**
 * The largest inventories the API accepts (4 MiB on the wire) are stored and read back
 * byte-identical in both modes. In emulated mode the Cosmos emulator enforces Cosmos DB's 2 MB
 * item limit, so the inventory can only be there because its body went to Blob Storage (Azurite).
 */
const PHASES = ['Pending', 'Running', 'Succeeded', 'Failed', 'Unknown'] as const;

/** 5,000 nodes and 10,000 namespaces, in the canonical form the API stores (schema order, defaults filled). */
function largeInventory(version: number) {
  const namespaces = Array.from(
    { length: 10_000 },
    (_, index) => `team-${String(index).padStart(5, '0')}-${'n'.repeat(30)}`,
  );
  return {
    nodes: Array.from({ length: 5000 }, (_, index) => ({
      name: `node-${String(index).padStart(5, '0')}.pool-${index % 40}.region-westeurope.example.internal-${'z'.repeat(150)}`,
      roles: index < 3 ? ['control-plane'] : ['worker'],
      kubeletVersion: `v1.31.${version}`,
      capacity: { cpu: '16', 'ephemeral-storage': '100Gi', memory: '64Gi', pods: '110' },
      ready: index % 50 !== 0,
    })),
    namespaces,
    pods: Object.fromEntries(
      namespaces
        .slice(0, 4000)
        .map((name, index) => [name, Object.fromEntries(PHASES.map((phase, p) => [phase, (index + p) % 7]))]),
    ),
    extensions: [{ name: 'ingress-nginx', version: `4.11.${version}` }],
  };
}

describe.each(TEST_MODES)('large inventory (%s mode)', (mode) => {
  let tp: TestControlPlane;
  let cluster: RegisteredCluster;
  beforeAll(async () => {
    tp = await startTestControlPlane({ mode });
    cluster = await registerCluster(tp, 'contoso', { name: 'huge-1' });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const put = (body: string, headers: Record<string, string>) =>
    tp.client.send({
      method: 'PUT',
      path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
      rawBody: body,
      headers,
      cert: cluster.cert,
    });
  const get = () =>
    tp.client.send({ path: `/api/v1/clusters/${cluster.clusterId}/inventory`, cert: cluster.cert });

  it('stores a ~2.6 MB inventory (5,000 nodes, 10,000 namespaces) and reads it back byte-identical, etag-guarded', async () => {
    const v1 = JSON.stringify(largeInventory(1));
    const bytes = Buffer.byteLength(v1);
    expect(bytes).toBeGreaterThan(2_600_000);
    expect(bytes).toBeLessThan(4 * 1024 * 1024);

    const created = await put(v1, { 'if-none-match': '*' });
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({ nodes: 5000, namespaces: 10_000, readyNodes: 4900 });
    const read = await get();
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBe(created.headers.etag);
    expect(read.text).toBe(v1);

    const v2 = JSON.stringify(largeInventory(2));
    const replaced = await put(v2, { 'if-match': created.headers.etag as string });
    expect(replaced.status).toBe(200);
    const stale = await put(JSON.stringify(largeInventory(3)), {
      'if-match': created.headers.etag as string,
    });
    expect(stale.status).toBe(412);
    expect(stale.headers['content-type']).toMatch(/application\/problem\+json/);
    const after = await get();
    expect(after.headers.etag).toBe(replaced.headers.etag);
    expect(after.text).toBe(v2);

    const shown = await tp.client.send({
      path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}`,
      token: await tp.token('contoso', 'reader'),
    });
    expect(shown.json()).toMatchObject({ inventory: { nodes: 5000, kubeletVersions: ['v1.31.2'] } });

    if (mode === 'emulated') {
      const cosmos = tp.plane.emulators!.cosmos;
      expect(cosmos.rejectedAsTooLarge()).toBe(0);
      // The same inventory as a single item: the strict emulator refuses it, as Cosmos DB would.
      const client = new CosmosClient(
        CosmosStore.clientOptions({ endpoint: cosmos.endpoint, key: cosmos.key, emulator: true }),
      );
      try {
        const { database } = await client.databases.createIfNotExists({ id: 'single-item' });
        const { container } = await database.containers.createIfNotExists({
          id: 'inventory',
          partitionKey: { paths: ['/tenantId'] },
        });
        const asOneItem = {
          id: cluster.clusterId,
          tenantId: 'contoso',
          inventory: JSON.parse(v2) as unknown,
        };
        expect(Buffer.byteLength(JSON.stringify(asOneItem))).toBeGreaterThan(MAX_ITEM_BYTES);
        const refused = await container.items.create(asOneItem).catch((err: unknown) => err);
        expect((refused as { code?: number }).code).toBe(413);
        expect(cosmos.rejectedAsTooLarge()).toBe(1);
      } finally {
        client.dispose();
      }
    }
  });
});
