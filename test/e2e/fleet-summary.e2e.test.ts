import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { ManualClock } from '../support/manual-clock';
import { registerCluster, sampleInventory } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

describe.each(TEST_MODES)('fleet summary (%s)', (mode) => {
  const clock = new ManualClock();
  let tp: TestControlPlane;
  let store1: RegisteredCluster;
  let eu: RegisteredCluster;
  let europe: RegisteredCluster;
  let other: RegisteredCluster;

  const heartbeat = (cluster: RegisteredCluster, agentVersion: string, kubernetesVersion: string) =>
    tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
      body: { agentVersion, kubernetesVersion },
      cert: cluster.cert,
    });

  const inventory = (cluster: RegisteredCluster, extensions: { name: string; version: string }[]) =>
    tp.client.send({
      method: 'PUT',
      path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
      body: { ...sampleInventory, extensions },
      headers: { 'if-none-match': '*' },
      cert: cluster.cert,
    });

  const status = (cluster: RegisteredCluster, phases: Record<string, string>) =>
    tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/status`,
      body: {
        events: Object.entries(phases).map(([extension, phase]) => ({
          extension,
          phase,
          reason: phase === 'Failed' ? 'InstallFailed' : 'Reconciled',
          lastTransitionTime: clock.now().toISOString(),
          observedGeneration: 1,
        })),
      },
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
    other = await registerCluster(tp, 'fabrikam', { region: 'westeurope', labels: { env: 'prod' } });

    expect((await heartbeat(europe, '1.1.0', 'v1.31.2')).status).toBe(204);
    clock.advance(130); // past the 120 s offline threshold for `europe`
    for (const cluster of [store1, other])
      expect((await heartbeat(cluster, '1.2.0', 'v1.31.2')).status).toBe(204);
    expect((await heartbeat(eu, '1.2.0', 'v1.30.1')).status).toBe(204);

    // Extension versions come from inventories, phases from status; only catalog extensions count.
    const admin = await tp.token('contoso', 'admin');
    for (const name of ['ingress-nginx', 'podinfo']) {
      const published = await tp.client.send({
        method: 'PUT',
        path: `/api/v1/tenants/contoso/extensions/${name}/versions/1.0.0`,
        token: admin,
        body: { kind: 'manifest', source: { url: `https://charts.example.com/${name}.yaml` } },
      });
      expect(published.status).toBe(201);
    }
    const nginx = (version: string) => ({ name: 'ingress-nginx', version });
    expect((await inventory(store1, [nginx('4.11.0'), { name: 'podinfo', version: '6.0.0' }])).status).toBe(
      201,
    );
    expect((await inventory(eu, [nginx('4.11.0'), { name: 'not-in-catalog', version: '1' }])).status).toBe(
      201,
    );
    expect((await inventory(europe, [nginx('4.10.1')])).status).toBe(201);
    expect((await inventory(other, [nginx('4.10.1')])).status).toBe(201);
    expect((await status(store1, { 'ingress-nginx': 'Installed', podinfo: 'Failed' })).status).toBe(202);
    expect((await status(eu, { 'ingress-nginx': 'Drifted' })).status).toBe(202);
    expect((await status(europe, { 'ingress-nginx': 'Failed' })).status).toBe(202);
    expect((await status(other, { 'ingress-nginx': 'Failed' })).status).toBe(202);
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
      extensionVersion: [
        { extension: 'ingress-nginx', value: '4.11.0', count: 2 },
        { extension: 'ingress-nginx', value: '4.10.1', count: 1 },
        { extension: 'podinfo', value: '6.0.0', count: 1 },
      ],
      extensionPhase: [
        { extension: 'ingress-nginx', value: 'Drifted', count: 1 },
        { extension: 'ingress-nginx', value: 'Failed', count: 1 },
        { extension: 'ingress-nginx', value: 'Installed', count: 1 },
        { extension: 'podinfo', value: 'Failed', count: 1 },
      ],
      extensionProblems: [
        { group: 'retail/eu', extension: 'ingress-nginx', phase: 'Drifted', count: 1 },
        { group: 'retail/eu/store-1', extension: 'podinfo', phase: 'Failed', count: 1 },
        { group: 'retail/europe', extension: 'ingress-nginx', phase: 'Failed', count: 1 },
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
      extensionVersion: [{ extension: 'ingress-nginx', value: '4.10.1', count: 1 }],
      extensionPhase: [{ extension: 'ingress-nginx', value: 'Failed', count: 1 }],
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
      extensionPhase: [{ extension: 'ingress-nginx', value: 'Drifted', count: 1 }],
      extensionProblems: [{ group: 'retail/eu', extension: 'ingress-nginx', phase: 'Drifted', count: 1 }],
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
    expect((await summary({ labelSelector: 'env=dev' })).json()).toMatchObject({
      clusters: 0,
      extensionPhase: [],
      extensionProblems: [],
    });
    expect((await summary({ labelSelector: 'env=prod' })).json()).toMatchObject({
      extensionVersion: [
        { extension: 'ingress-nginx', value: '4.11.0', count: 2 },
        { extension: 'ingress-nginx', value: '4.10.1', count: 1 },
        { extension: 'podinfo', value: '6.0.0', count: 1 },
      ],
    });
  });

  it('lists the clusters behind each count, page by page', async () => {
    const token = await tp.token('contoso', 'reader');
    const names = async (query: Record<string, string>) => {
      const ids: string[] = [];
      let continuationToken: string | undefined;
      do {
        const response = await tp.client.send({
          path: `/api/v1/tenants/contoso/clusters?${new URLSearchParams({
            ...query,
            limit: '1',
            ...(continuationToken ? { continuationToken } : {}),
          })}`,
          token,
        });
        expect(response.status).toBe(200);
        const page = response.json<{ items: { id: string }[]; continuationToken?: string }>();
        ids.push(...page.items.map((item) => item.id));
        continuationToken = page.continuationToken;
      } while (continuationToken);
      return ids.sort();
    };
    const sorted = (...clusters: RegisteredCluster[]) => clusters.map((c) => c.clusterId).sort();
    expect(await names({ extension: 'ingress-nginx', phase: 'Failed' })).toEqual(sorted(europe));
    expect(await names({ extension: 'podinfo', phase: 'Failed', group: 'retail/eu' })).toEqual(
      sorted(store1),
    );
    expect(await names({ extension: 'ingress-nginx', extensionVersion: '4.11.0' })).toEqual(
      sorted(store1, eu),
    );
    expect(await names({ extension: 'ingress-nginx', region: 'westeurope' })).toEqual(sorted(store1, eu));
    // The group and what lies below it, across both of its filter sets; not its lookalike.
    expect(await names({ group: 'retail/eu' })).toEqual(sorted(store1, eu));
    expect(await names({ region: 'eastus', group: 'retail' })).toEqual(sorted(europe));
    const refused = await tp.client.send({
      path: '/api/v1/tenants/contoso/clusters?phase=Failed&region=Mars',
      token,
    });
    expect(refused.status).toBe(400);
    const forged = await tp.client.send({
      path: '/api/v1/tenants/contoso/clusters?group=retail&continuationToken=bm90LWpzb24',
      token,
    });
    expect(forged.status).toBe(400);
    expect(forged.json<{ detail: string }>().detail).toContain('continuation token');
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
