/**
 * Over 400 lines on purpose: the agent-facing API end to end (register, heartbeat, inventory,
 * desired, status) against each mode's control plane, sharing one registered fleet per mode.
 */
import { randomUUID } from 'node:crypto';
import { MAX_ATTEMPT } from '../../contract/status';
import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster, sampleInventory } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

const manifest = {
  kind: 'manifest',
  version: '1.0.0',
  source: { url: 'https://example.com/app.yaml' },
  namespace: 'team-a',
};

describe.each(TEST_MODES)('agent API (%s mode, embedded host, mutual TLS)', (mode) => {
  let tp: TestControlPlane;
  let cluster: RegisteredCluster;
  beforeAll(async () => {
    tp = await startTestControlPlane({ mode });
    cluster = await registerCluster(tp, 'contoso', { name: 'store-1', region: 'westeurope' });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const agent = (
    c: RegisteredCluster,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => tp.client.send({ ...init, path: `/api/v1/clusters/${c.clusterId}/${path}`, cert: c.cert });

  it('records heartbeats and shows the cluster Connected with its versions', async () => {
    expect(
      (
        await agent(cluster, 'heartbeat', {
          method: 'POST',
          body: { agentVersion: '0.1.0', kubernetesVersion: 'v1.31.2' },
        })
      ).status,
    ).toBe(204);
    const shown = await tp.client.send({
      path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}`,
      token: await tp.token('contoso', 'reader'),
    });
    expect(shown.status).toBe(200);
    expect(shown.json()).toMatchObject({
      id: cluster.clusterId,
      name: 'store-1',
      region: 'westeurope',
      connectivity: 'Connected',
      agentVersion: '0.1.0',
      kubernetesVersion: 'v1.31.2',
    });
  });

  it('guards inventory with etags: 428 without precondition, 201 on first write, 412 when stale', async () => {
    const c = await registerCluster(tp, 'contoso');
    const put = (headers: Record<string, string>, body: unknown = sampleInventory) =>
      agent(c, 'inventory', { method: 'PUT', body, headers });

    expect((await put({})).status).toBe(428);
    expect((await put({ 'if-match': '"nope"' })).status).toBe(412);

    const created = await put({ 'if-none-match': '*' });
    expect(created.status).toBe(201);
    const etag1 = created.headers.etag as string;
    expect(etag1).toMatch(/^".+"$/);
    expect(created.json()).toMatchObject({ nodes: 2, readyNodes: 1, namespaces: 3, pods: 14 });

    expect((await put({ 'if-none-match': '*' })).status).toBe(412);
    expect((await put({})).status).toBe(428);

    const replaced = await put({ 'if-match': etag1 }, { ...sampleInventory, namespaces: ['default'] });
    expect(replaced.status).toBe(200);
    const etag2 = replaced.headers.etag as string;
    expect(etag2).not.toBe(etag1);

    const stale = await put({ 'if-match': etag1 });
    expect(stale.status).toBe(412);
    expect(stale.json().type).toBe('https://arcbridge.dev/problems/precondition-failed');

    const read = await agent(c, 'inventory');
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBe(etag2);
    expect(read.json<{ namespaces: string[] }>().namespaces).toEqual(['default']);
  });

  it('lets only one of two writers with the same etag win', async () => {
    const c = await registerCluster(tp, 'contoso');
    const created = await agent(c, 'inventory', {
      method: 'PUT',
      body: sampleInventory,
      headers: { 'if-none-match': '*' },
    });
    const etag = created.headers.etag as string;
    const results = await Promise.all(
      [1, 2].map(() =>
        agent(c, 'inventory', { method: 'PUT', body: sampleInventory, headers: { 'if-match': etag } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
  });

  it('rejects inventory over 4 MiB with 413 and malformed inventory with 400', async () => {
    const huge = {
      ...sampleInventory,
      namespaces: Array.from({ length: 9000 }, (_, i) => `ns-${i}-${'x'.repeat(500)}`.slice(0, 63)),
    };
    const padded = JSON.stringify(huge) + ' '.repeat(4 * 1024 * 1024);
    const tooBig = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
      rawBody: padded,
      headers: { 'if-none-match': '*' },
      cert: cluster.cert,
    });
    expect(tooBig.status).toBe(413);
    const bad = await agent(cluster, 'inventory', {
      method: 'PUT',
      body: { nodes: [{ name: '' }], namespaces: 'default' },
      headers: { 'if-none-match': '*' },
    });
    expect(bad.status).toBe(400);
    const violations = bad.json<{ violations: { path: string; message: string }[] }>().violations;
    expect(violations.map((v) => v.path)).toEqual(
      expect.arrayContaining(['body.namespaces', 'body.nodes.0.name']),
    );
    // A value of the wrong type is named by the type expected; a field left out is "required".
    expect(violations.find((v) => v.path === 'body.namespaces')!.message).toMatch(/expected array/);
    const missing = await agent(cluster, 'inventory', {
      method: 'PUT',
      body: {},
      headers: { 'if-none-match': '*' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json<{ violations: { path: string; message: string }[] }>().violations).toContainEqual({
      path: 'body.nodes',
      message: 'required',
    });
  });

  it('serves desired state with a strong ETag and 304 while unchanged', async () => {
    const c = await registerCluster(tp, 'contoso');
    const first = await agent(c, 'desired');
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ generation: 0, extensions: [] });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);

    const notModified = await agent(c, 'desired', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');

    const operator = await tp.token('contoso', 'operator');
    const assigned = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}/extensions/podinfo`,
      body: { ...manifest, values: { replicas: 2 } },
      token: operator,
    });
    expect(assigned.status).toBe(201);
    expect(assigned.json()).toMatchObject({ name: 'podinfo', generation: 1 });

    const again = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}/extensions/podinfo`,
      body: { ...manifest, values: { replicas: 2 } },
      token: operator,
    });
    expect(again.status).toBe(200);
    expect(again.json()).toMatchObject({ generation: 1 });

    const changed = await agent(c, 'desired', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toEqual({
      generation: 1,
      extensions: [{ name: 'podinfo', ...manifest, values: { replicas: 2 } }],
    });

    const removed = await tp.client.send({
      method: 'DELETE',
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}/extensions/podinfo`,
      token: operator,
    });
    expect(removed.status).toBe(204);
    const afterRemove = await agent(c, 'desired');
    expect(afterRemove.json()).toEqual({ generation: 2, extensions: [] });
    const missing = await tp.client.send({
      method: 'DELETE',
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}/extensions/podinfo`,
      token: operator,
    });
    expect(missing.status).toBe(404);
  });

  it('accepts status batches and shows the latest status per extension', async () => {
    const c = await registerCluster(tp, 'contoso');
    const t0 = new Date(Date.now() - 60_000).toISOString();
    const t1 = new Date().toISOString();
    const accepted = await agent(c, 'status', {
      method: 'POST',
      body: {
        events: [
          {
            extension: 'podinfo',
            phase: 'Installing',
            reason: 'Applying',
            lastTransitionTime: t0,
            observedGeneration: 1,
          },
          {
            extension: 'podinfo',
            phase: 'Installed',
            reason: 'Healthy',
            message: 'ready',
            lastTransitionTime: t1,
            observedGeneration: 1,
          },
          {
            extension: 'logging',
            phase: 'Failed',
            reason: 'ApplyFailed',
            message: 'image missing',
            lastTransitionTime: t0,
            observedGeneration: 1,
          },
        ],
      },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.json()).toEqual({ accepted: 3 });
    // An older event arriving late does not overwrite a newer one.
    await agent(c, 'status', {
      method: 'POST',
      body: {
        events: [
          {
            extension: 'podinfo',
            phase: 'Installing',
            reason: 'Applying',
            lastTransitionTime: t0,
            observedGeneration: 1,
          },
        ],
      },
    });
    const shown = await tp.client.send({
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}`,
      token: await tp.token('contoso', 'reader'),
    });
    const status = shown.json<{
      status: Record<string, { phase: string; reason: string; message?: string }>;
    }>().status;
    expect(status.podinfo).toMatchObject({ phase: 'Installed', reason: 'Healthy', message: 'ready' });
    expect(status.logging).toMatchObject({
      phase: 'Failed',
      reason: 'ApplyFailed',
      message: 'image missing',
    });

    const tooMany = await agent(c, 'status', {
      method: 'POST',
      body: {
        events: Array.from({ length: 501 }, () => ({
          extension: 'podinfo',
          phase: 'Installed',
          reason: 'Healthy',
          lastTransitionTime: t1,
          observedGeneration: 1,
        })),
      },
    });
    expect(tooMany.status).toBe(400);
  });

  it('shows the attempt of the latest status and refuses bad attempt numbers with 400 problem+json', async () => {
    const c = await registerCluster(tp, 'contoso');
    const at = new Date().toISOString();
    const event = (attempt: unknown) => ({
      extension: 'podinfo',
      phase: 'Failed',
      reason: 'RenderFailed',
      lastTransitionTime: at,
      observedGeneration: 1,
      attempt,
    });
    // A retry that failed like the one before keeps its lastTransitionTime: the higher attempt wins.
    for (const attempt of [2, 3, 1]) {
      const posted = await agent(c, 'status', { method: 'POST', body: { events: [event(attempt)] } });
      expect(posted.status).toBe(202);
    }
    const shown = await tp.client.send({
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}`,
      token: await tp.token('contoso', 'reader'),
    });
    expect(shown.json<{ status: Record<string, unknown> }>().status.podinfo).toMatchObject({
      phase: 'Failed',
      attempt: 3,
    });

    for (const attempt of [0, -1, 1.5, '2', null, MAX_ATTEMPT + 1]) {
      const bad = await agent(c, 'status', { method: 'POST', body: { events: [event(attempt)] } });
      expect(bad.status).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json<{ violations: { path: string }[] }>().violations.map((v) => v.path)).toEqual([
        'body.events.0.attempt',
      ]);
    }
  });

  it('answers 403 when a certificate is used for another cluster, in the same or another tenant', async () => {
    const other = await registerCluster(tp, 'contoso');
    const foreignTenant = await registerCluster(tp, 'fabrikam');
    for (const target of [other, foreignTenant]) {
      const response = await tp.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${target.clusterId}/heartbeat`,
        body: { agentVersion: '0.1.0' },
        cert: cluster.cert,
      });
      expect(response.status).toBe(403);
    }
  });

  it('answers operators 403 for tenants their token does not cover and for missing roles', async () => {
    const fabrikamOnly = await tp.token('fabrikam', 'admin');
    const crossTenant = await tp.client.send({
      path: '/api/v1/tenants/contoso/clusters',
      token: fabrikamOnly,
    });
    expect(crossTenant.status).toBe(403);
    const crossTenantCluster = await tp.client.send({
      path: `/api/v1/tenants/fabrikam/clusters/${cluster.clusterId}`,
      token: fabrikamOnly,
    });
    expect(crossTenantCluster.status).toBe(404);

    const reader = await tp.token('contoso', 'reader');
    const mint = await tp.client.send({
      method: 'POST',
      path: '/api/v1/tenants/contoso/bootstrap-tokens',
      body: {},
      token: reader,
    });
    expect(mint.status).toBe(403);
    const operator = await tp.token('contoso', 'operator');
    const del = await tp.client.send({
      method: 'DELETE',
      path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}`,
      token: operator,
    });
    expect(del.status).toBe(403);
  });

  it('answers 401 to a missing, forged or foreign-issuer operator token', async () => {
    expect((await tp.client.send({ path: '/api/v1/tenants/contoso/clusters' })).status).toBe(401);
    const valid = await tp.token('contoso', 'admin');
    const [header, payload] = valid.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    expect((await tp.client.send({ path: '/api/v1/tenants/contoso/clusters', token: forged })).status).toBe(
      401,
    );
    const other = await startTestControlPlane();
    try {
      const foreign = await other.token('contoso', 'admin');
      const response = await tp.client.send({ path: '/api/v1/tenants/contoso/clusters', token: foreign });
      expect(response.status).toBe(401);
    } finally {
      await other.stop();
    }
  });

  it('lists clusters with label selectors and continuation tokens', async () => {
    const tenant = `t-${randomUUID().slice(0, 8)}`;
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(
        await registerCluster(tp, tenant, {
          labels: { env: i % 2 === 0 ? 'prod' : 'dev', 'example.com/ring': String(i) },
        }),
      );
    }
    const token = await tp.token(tenant, 'reader');
    const list = async (query: string) =>
      (await tp.client.send({ path: `/api/v1/tenants/${tenant}/clusters?${query}`, token })).json<{
        items: { id: string; labels: Record<string, string> }[];
        continuationToken?: string;
      }>();

    const prod = await list(`labelSelector=${encodeURIComponent('env=prod')}`);
    expect(prod.items).toHaveLength(3);
    expect(prod.items.every((c) => c.labels.env === 'prod')).toBe(true);
    expect((await list(`labelSelector=${encodeURIComponent('env!=prod')}`)).items).toHaveLength(2);
    expect(
      (await list(`labelSelector=${encodeURIComponent('example.com/ring in (1,2, 3)')}`)).items,
    ).toHaveLength(3);
    expect(
      (await list(`labelSelector=${encodeURIComponent('env=prod,example.com/ring in (0,1)')}`)).items,
    ).toHaveLength(1);

    const seen: string[] = [];
    let token2: string | undefined;
    let pages = 0;
    do {
      const page = await list(`limit=2${token2 ? `&continuationToken=${encodeURIComponent(token2)}` : ''}`);
      seen.push(...page.items.map((c) => c.id));
      token2 = page.continuationToken;
      pages++;
    } while (token2);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual(created.map((c) => c.clusterId).sort());

    const badSelector = await tp.client.send({
      path: `/api/v1/tenants/${tenant}/clusters?labelSelector=${encodeURIComponent('env in prod')}`,
      token,
    });
    expect(badSelector.status).toBe(400);
    const badToken = await tp.client.send({
      path: `/api/v1/tenants/${tenant}/clusters?continuationToken=zzz`,
      token,
    });
    expect(badToken.status).toBe(400);
    const badLimit = await tp.client.send({ path: `/api/v1/tenants/${tenant}/clusters?limit=ten`, token });
    expect(badLimit.status).toBe(400);
    expect(badLimit.json<{ violations: unknown[] }>().violations).toEqual([
      { path: 'query.limit', message: 'expected a number' },
    ]);
  });

  it('deletes a cluster: its certificate stops working at once', async () => {
    const c = await registerCluster(tp, 'contoso');
    expect((await agent(c, 'heartbeat', { method: 'POST', body: { agentVersion: '1' } })).status).toBe(204);
    const admin = await tp.token('contoso', 'admin');
    const deleted = await tp.client.send({
      method: 'DELETE',
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}`,
      token: admin,
    });
    expect(deleted.status).toBe(204);
    const after = await agent(c, 'heartbeat', { method: 'POST', body: { agentVersion: '1' } });
    expect(after.status).toBe(401);
    const gone = await tp.client.send({
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}`,
      token: admin,
    });
    expect(gone.status).toBe(404);
    const twice = await tp.client.send({
      method: 'DELETE',
      path: `/api/v1/tenants/contoso/clusters/${c.clusterId}`,
      token: admin,
    });
    expect(twice.status).toBe(404);
  });

  it('answers unknown routes 404 and wrong methods 405, as problem+json', async () => {
    const notFound = await tp.client.send({ path: '/api/v2/whatever' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-type']).toContain('application/problem+json');
    const wrongMethod = await tp.client.send({
      method: 'PATCH',
      path: `/api/v1/clusters/${cluster.clusterId}/desired`,
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toContain('GET');
    const badId = await tp.client.send({ path: '/api/v1/clusters/not-an-id/desired', cert: cluster.cert });
    expect(badId.status).toBe(400);
  });
});
