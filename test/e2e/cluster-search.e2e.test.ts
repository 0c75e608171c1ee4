import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

describe.each(TEST_MODES)('cluster list search (%s)', (mode) => {
  let tp: TestControlPlane;
  const registered: RegisteredCluster[] = [];

  const list = async (query: Record<string, string>, tenant = 'contoso') =>
    tp.client.send({
      path: `/api/v1/tenants/${tenant}/clusters?${new URLSearchParams(query)}`,
      token: await tp.token('contoso', 'reader'),
    });
  const names = async (query: Record<string, string>) =>
    (await list(query))
      .json<{ items: { name: string }[] }>()
      .items.map((item) => item.name)
      .sort();

  beforeAll(async () => {
    tp = await startTestControlPlane({ mode });
    for (const [name, env] of [
      ['store-lyon', 'prod'],
      ['store-lille', 'dev'],
      ['storehouse', 'prod'],
      ['depot-lyon', 'prod'],
    ] as const) {
      registered.push(await registerCluster(tp, 'contoso', { name, labels: { env } }));
    }
    // Same name in another tenant: never listed.
    await registerCluster(tp, 'fabrikam', { name: 'store-paris' });
  });
  afterAll(async () => {
    await tp.stop();
  });

  it('finds clusters by name prefix, with or without a selector', async () => {
    expect(await names({ namePrefix: 'store-' })).toEqual(['store-lille', 'store-lyon']);
    expect(await names({ namePrefix: 'store' })).toEqual(['store-lille', 'store-lyon', 'storehouse']);
    expect(await names({ namePrefix: 'store', labelSelector: 'env=prod' })).toEqual([
      'store-lyon',
      'storehouse',
    ]);
    // A prefix, not a substring, and case-sensitive like the names.
    expect(await names({ namePrefix: 'lyon' })).toEqual([]);
    expect(await names({ namePrefix: 'Store' })).toEqual([]);
  });

  it('finds clusters by id prefix', async () => {
    const target = registered[2]!;
    const prefix = target.clusterId.slice(0, 8);
    const expected = registered
      .filter((cluster) => cluster.clusterId.startsWith(prefix))
      .map((cluster) => cluster.clusterId)
      .sort();
    const found = (await list({ idPrefix: prefix }))
      .json<{ items: { id: string }[] }>()
      .items.map((item) => item.id);
    expect(found).toEqual(expected);
    expect(found).toContain(target.clusterId);
    expect((await list({ idPrefix: target.clusterId })).json<{ items: { id: string }[] }>().items).toEqual([
      expect.objectContaining({ id: target.clusterId, name: 'storehouse' }),
    ]);
  });

  it('answers an empty prefix with a 400 problem', async () => {
    const empty: Record<string, string>[] = [{ namePrefix: '' }, { idPrefix: '' }];
    for (const query of empty) {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});
