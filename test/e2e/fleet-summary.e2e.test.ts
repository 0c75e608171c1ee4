import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { ManualClock } from '../support/manual-clock';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

describe.each(TEST_MODES)('fleet summary (%s)', (mode) => {
  const clock = new ManualClock();
  let tp: TestControlPlane;
  let store1: RegisteredCluster;
  let eu: RegisteredCluster;
  let europe: RegisteredCluster;

  const heartbeat = (cluster: RegisteredCluster, agentVersion: string, kubernetesVersion: string) =>
    tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
      body: { agentVersion, kubernetesVersion },
      cert: cluster.cert,
    });

  const summary = async (query: Record<string, string> = {}, tenant = 'contoso') =>
    tp.client.send({
      path: `/api/v1/tenants/${tenant}/fleet/summary?${new URLSearchParams(query)}`,
      token: await tp.token('contoso', 'reader'),
    });

  beforeAll(async () => {
    tp = await startTestControlPlane({ clock, mode });
    store1 = await registerCluster(tp, 'contoso', {
      region: 'westeurope',
      labels: { env: 'prod' },
      group: 'retail/eu/store-1',
    });
    eu = await registerCluster(tp, 'contoso', {
      region: 'westeurope',
      labels: { env: 'prod', ring: 'canary' },
      group: 'retail/eu',
    });
    europe = await registerCluster(tp, 'contoso', {
      region: 'eastus',
      labels: { env: 'dev' },
      group: 'retail/europe',
    });
    // Never sends a heartbeat: Offline, versions unknown.
    await registerCluster(tp, 'contoso', { region: 'eastus', labels: { env: 'prod' } });
    // Another tenant's cluster is never counted.
    const other = await registerCluster(tp, 'fabrikam', { region: 'westeurope', labels: { env: 'prod' } });

    expect((await heartbeat(europe, '1.1.0', 'v1.31.2')).status).toBe(204);
    clock.advance(130); // past the 120 s offline threshold for `europe`
    for (const cluster of [store1, other])
      expect((await heartbeat(cluster, '1.2.0', 'v1.31.2')).status).toBe(204);
    expect((await heartbeat(eu, '1.2.0', 'v1.30.1')).status).toBe(204);
  });
  afterAll(async () => {
    await tp.stop();
  });

  it('counts every cluster of the tenant by connectivity, region, group and versions', async () => {
    const response = await summary();
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      clusters: 4,
      connectivity: { Connected: 2, Offline: 2 },
      region: [
        { value: 'eastus', count: 2 },
        { value: 'westeurope', count: 2 },
      ],
      group: [
        { value: null, count: 1 },
        { value: 'retail/eu', count: 1 },
        { value: 'retail/eu/store-1', count: 1 },
        { value: 'retail/europe', count: 1 },
      ],
      kubernetesVersion: [
        { value: 'v1.31.2', count: 2 },
        { value: null, count: 1 },
        { value: 'v1.30.1', count: 1 },
      ],
      agentVersion: [
        { value: '1.2.0', count: 2 },
        { value: null, count: 1 },
        { value: '1.1.0', count: 1 },
      ],
    });
  });

  it('applies the label selector to every count', async () => {
    expect((await summary({ labelSelector: 'env=prod' })).json()).toMatchObject({
      clusters: 3,
      connectivity: { Connected: 2, Offline: 1 },
      region: [
        { value: 'westeurope', count: 2 },
        { value: 'eastus', count: 1 },
      ],
      agentVersion: [
        { value: '1.2.0', count: 2 },
        { value: null, count: 1 },
      ],
    });
    expect((await summary({ labelSelector: 'env notin (prod)' })).json()).toMatchObject({
      clusters: 1,
      connectivity: { Connected: 0, Offline: 1 },
      agentVersion: [{ value: '1.1.0', count: 1 }],
    });
  });

  it('takes a group with everything below it, and not its lookalikes', async () => {
    expect((await summary({ group: 'retail/eu' })).json()).toMatchObject({
      clusters: 2,
      connectivity: { Connected: 2, Offline: 0 },
      group: [
        { value: 'retail/eu', count: 1 },
        { value: 'retail/eu/store-1', count: 1 },
      ],
      kubernetesVersion: [
        { value: 'v1.30.1', count: 1 },
        { value: 'v1.31.2', count: 1 },
      ],
    });
    expect((await summary({ group: 'retail/eu', labelSelector: 'ring=canary' })).json()).toMatchObject({
      clusters: 1,
      kubernetesVersion: [{ value: 'v1.30.1', count: 1 }],
    });
    expect((await summary({ group: 'wholesale' })).json()).toMatchObject({
      clusters: 0,
      connectivity: { Connected: 0, Offline: 0 },
      region: [],
      agentVersion: [],
    });
  });

  it('follows a label change at once, without waiting for a heartbeat', async () => {
    const patched = await tp.client.send({
      method: 'PATCH',
      path: `/api/v1/tenants/contoso/clusters/${europe.clusterId}`,
      token: await tp.token('contoso', 'operator'),
      body: { labels: { env: 'prod' } },
    });
    expect(patched.status).toBe(200);
    expect((await summary({ labelSelector: 'env=prod' })).json()).toMatchObject({
      clusters: 4,
      connectivity: { Connected: 2, Offline: 2 },
      agentVersion: [
        { value: '1.2.0', count: 2 },
        { value: null, count: 1 },
        { value: '1.1.0', count: 1 },
      ],
    });
    expect((await summary({ labelSelector: 'env=dev' })).json()).toMatchObject({ clusters: 0 });
  });

  it('answers a malformed selector or group with a 400 problem, and another tenant with 403', async () => {
    const malformed: Record<string, string>[] = [
      { labelSelector: 'env in (prod' },
      { group: 'Retail/' },
      { unknown: '1' },
    ];
    for (const query of malformed) {
      const response = await summary(query);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect((await summary({}, 'fabrikam')).status).toBe(403);
    const anonymous = await tp.client.send({ path: '/api/v1/tenants/contoso/fleet/summary' });
    expect(anonymous.status).toBe(401);
  });
});
