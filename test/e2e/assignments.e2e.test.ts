import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

const TENANT = 'fleet-co';

const web = {
  kind: 'helm',
  source: { url: 'https://charts.example.com', chart: 'web' },
  defaultValues: { replicas: 1, image: { tag: 'v1', pullPolicy: 'IfNotPresent' }, region: 'none' },
  valuesSchema: {
    type: 'object',
    properties: { replicas: { type: 'integer', minimum: 1 }, image: { type: 'object' } },
    required: ['replicas'],
  },
  policies: [
    { name: 'max-replicas', expression: 'values.replicas <= 5', message: 'at most 5 replicas' },
    { name: 'team-namespace', expression: "namespace.startsWith('team-')" },
  ],
};

interface Desired {
  generation: number;
  extensions: { name: string; version: string; namespace: string; values: Record<string, unknown> }[];
}

describe('fleet assignments, hydrated desired state and explain (embedded host)', () => {
  let tp: TestControlPlane;
  let operator: string;
  let eu1: RegisteredCluster;
  let eu2: RegisteredCluster;
  let us1: RegisteredCluster;
  let other: RegisteredCluster;

  beforeAll(async () => {
    tp = await startTestControlPlane();
    operator = await tp.token(TENANT, 'operator');
    eu1 = await registerCluster(tp, TENANT, {
      name: 'eu-1',
      group: 'retail/eu/store-1',
      labels: { tier: 'gold' },
    });
    eu2 = await registerCluster(tp, TENANT, { name: 'eu-2', group: 'retail/eu/store-2' });
    us1 = await registerCluster(tp, TENANT, { name: 'us-1', group: 'retail/us/store-9' });
    other = await registerCluster(tp, TENANT, { name: 'lab-1', group: 'lab' });
    for (const version of ['1.0.0', '2.0.0']) {
      const published = await api('PUT', `extensions/web/versions/${version}`, web);
      expect(published.status).toBe(201);
    }
  });
  afterAll(async () => {
    await tp.stop();
  });

  function api(method: string, path: string, body?: unknown) {
    return tp.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}/${path}`,
      token: operator,
      ...(body === undefined ? {} : { body }),
    });
  }
  const desired = (c: RegisteredCluster, etag?: string) =>
    tp.client.send({
      path: `/api/v1/clusters/${c.clusterId}/desired`,
      cert: c.cert,
      ...(etag ? { headers: { 'if-none-match': etag } } : {}),
    });
  const webOf = async (c: RegisteredCluster) =>
    (await desired(c)).json<Desired>().extensions.find((e) => e.name === 'web');

  const retail = {
    extension: 'web',
    version: '1.0.0',
    namespace: 'team-web',
    target: { groups: ['retail'] },
    values: { replicas: 2 },
    overlays: [
      { selector: 'tier=gold', values: { replicas: 4 } },
      { group: 'retail/eu/store-1', values: { replicas: 3, image: { tag: 'v1-store1' } } },
      { group: 'retail/eu', values: { region: 'eu', replicas: 5, image: { pullPolicy: null } } },
    ],
  };

  it('refuses an assignment of an unpublished version and lists every policy and schema violation per cluster', async () => {
    const unknown = await api('PUT', 'assignments/bad', { ...retail, version: '9.9.9' });
    expect(unknown.status).toBe(422);
    expect(unknown.json<{ violations: { path: string }[] }>().violations.map((v) => v.path)).toEqual([
      'body.version',
    ]);

    const invalid = await api('PUT', 'assignments/bad', {
      ...retail,
      namespace: 'default',
      values: { replicas: 9 },
      overlays: [{ group: 'retail/us', values: { replicas: 0 } }],
    });
    expect(invalid.status).toBe(422);
    const violations = invalid.json<{ violations: { path: string; message: string; cluster?: string }[] }>()
      .violations;
    const on = (c: RegisteredCluster) =>
      violations
        .filter((v) => v.cluster === c.clusterId)
        .map((v) => `${v.path}: ${v.message}`)
        .sort();
    expect(on(eu1)).toEqual(
      [
        "policies.team-namespace: policy 'team-namespace' is false: namespace.startsWith('team-')",
        'policies.max-replicas: at most 5 replicas',
      ].sort(),
    );
    expect(on(eu2)).toEqual(on(eu1));
    expect(on(us1)).toEqual(
      [
        'values/replicas: must be >= 1',
        "policies.team-namespace: policy 'team-namespace' is false: namespace.startsWith('team-')",
      ].sort(),
    );
    expect(on(other)).toEqual([]);
    expect((await api('GET', 'assignments/bad')).status).toBe(404);
  });

  it('hydrates per cluster with overlays from least to most specific; clusters outside the target get nothing', async () => {
    const before = await desired(eu1);
    const etagBefore = before.headers.etag as string;
    const generationBefore = before.json<Desired>().generation;

    const created = await api('PUT', 'assignments/web-retail', retail);
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({ name: 'web-retail', priority: 0 });

    // eu-1: group overlays retail/eu (shorter) then retail/eu/store-1, then the label overlay last.
    expect(await webOf(eu1)).toEqual({
      name: 'web',
      kind: 'helm',
      version: '1.0.0',
      source: web.source,
      namespace: 'team-web',
      values: { replicas: 4, image: { tag: 'v1-store1' }, region: 'eu' },
      // The agent checks values against the version's schema before rendering.
      valuesSchema: web.valuesSchema,
    });
    // eu-2: only the retail/eu overlay.
    expect((await webOf(eu2))!.values).toEqual({ replicas: 5, image: { tag: 'v1' }, region: 'eu' });
    // us-1: defaults + assignment values.
    expect((await webOf(us1))!.values).toEqual({
      replicas: 2,
      image: { tag: 'v1', pullPolicy: 'IfNotPresent' },
      region: 'none',
    });
    expect(await webOf(other)).toBeUndefined();

    const after = await desired(eu1);
    expect(after.headers.etag).not.toBe(etagBefore);
    expect(after.json<Desired>().generation).toBeGreaterThan(generationBefore);
  });

  it('keeps the ETag and answers 304 while nothing changes, and changes both when an assignment changes', async () => {
    const first = await desired(us1);
    const etag = first.headers.etag as string;
    const unchanged = await desired(us1, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');

    // Re-applying the same assignment changes nothing.
    expect((await api('PUT', 'assignments/web-retail', retail)).status).toBe(200);
    expect((await desired(us1, etag)).status).toBe(304);

    const changed = await api('PUT', 'assignments/web-retail', { ...retail, values: { replicas: 3 } });
    expect(changed.status).toBe(200);
    const now = await desired(us1, etag);
    expect(now.status).toBe(200);
    expect(now.headers.etag).not.toBe(etag);
    expect(now.json<Desired>().generation).toBeGreaterThan(first.json<Desired>().generation);
    expect(now.json<Desired>().extensions[0]!.values.replicas).toBe(3);
  });

  it('lets a higher-priority assignment win, and a direct assignment win over both', async () => {
    const canary = await api('PUT', 'assignments/web-canary', {
      extension: 'web',
      version: '2.0.0',
      namespace: 'team-canary',
      target: { groups: ['retail/us'] },
      priority: 10,
    });
    expect(canary.status).toBe(201);
    expect(await webOf(us1)).toMatchObject({ version: '2.0.0', namespace: 'team-canary' });
    expect(await webOf(eu2)).toMatchObject({ version: '1.0.0' });

    const direct = await api('PUT', `clusters/${us1.clusterId}/extensions/web`, {
      kind: 'manifest',
      version: '0.9.0',
      source: { url: 'https://example.com/web.yaml' },
      namespace: 'team-direct',
    });
    expect(direct.status).toBe(201);
    expect(await webOf(us1)).toMatchObject({ version: '0.9.0', namespace: 'team-direct' });

    const explained = await api('GET', `clusters/${us1.clusterId}/explain`);
    const entry = explained.json<{ extensions: Record<string, unknown>[] }>().extensions[0]!;
    expect(entry).toMatchObject({ producedBy: { type: 'direct' }, shadowed: ['web-canary', 'web-retail'] });

    expect((await api('DELETE', `clusters/${us1.clusterId}/extensions/web`)).status).toBe(204);
    expect((await api('DELETE', 'assignments/web-canary')).status).toBe(204);
    expect((await api('DELETE', 'assignments/web-canary')).status).toBe(404);
    expect(await webOf(us1)).toMatchObject({ version: '1.0.0', namespace: 'team-web' });
  });

  it('explains which assignment and overlays produced the values, in order', async () => {
    const response = await api('GET', `clusters/${eu1.clusterId}/explain`);
    expect(response.status).toBe(200);
    const body = response.json<{
      clusterId: string;
      group: string;
      extensions: {
        name: string;
        version: string;
        producedBy: { type: string; assignment?: string };
        layers: { origin: string; description: string; values: unknown }[];
        values: Record<string, unknown>;
        violations: unknown[];
      }[];
    }>();
    expect(body).toMatchObject({ clusterId: eu1.clusterId, group: 'retail/eu/store-1' });
    const entry = body.extensions.find((e) => e.name === 'web')!;
    expect(entry.producedBy).toEqual({ type: 'assignment', assignment: 'web-retail' });
    expect(entry.version).toBe('1.0.0');
    expect(entry.layers.map((layer) => layer.description)).toEqual([
      'catalog defaults of web@1.0.0',
      "values of assignment 'web-retail'",
      "overlay #2 of assignment 'web-retail' (group retail/eu)",
      "overlay #1 of assignment 'web-retail' (group retail/eu/store-1)",
      "overlay #0 of assignment 'web-retail' (selector tier=gold)",
    ]);
    expect(entry.layers[4]!.values).toEqual({ replicas: 4 });
    expect(entry.values).toEqual((await webOf(eu1))!.values);
    expect(entry.violations).toEqual([]);
  });

  it('moves a cluster between groups with PATCH, which changes its desired state', async () => {
    const etag = (await desired(eu2)).headers.etag as string;
    const patched = await tp.client.send({
      method: 'PATCH',
      path: `/api/v1/tenants/${TENANT}/clusters/${eu2.clusterId}`,
      token: operator,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: { group: 'retail/us/store-2', labels: { tier: 'gold', env: 'prod' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.json()).toMatchObject({
      group: 'retail/us/store-2',
      labels: { tier: 'gold', env: 'prod' },
    });
    const moved = await desired(eu2, etag);
    expect(moved.status).toBe(200);
    expect(moved.json<Desired>().extensions[0]!.values).toEqual({
      replicas: 4,
      image: { tag: 'v1', pullPolicy: 'IfNotPresent' },
      region: 'none',
    });

    // Labels merge: null removes one, others stay.
    const removed = await api('PATCH', `clusters/${eu2.clusterId}`, { labels: { tier: null } });
    expect(removed.json()).toMatchObject({ labels: { env: 'prod' }, group: 'retail/us/store-2' });
    expect((removed.json() as { labels: Record<string, string> }).labels.tier).toBeUndefined();

    const listed = await api('GET', 'clusters');
    const row = listed
      .json<{ items: { id: string; group: string | null }[] }>()
      .items.find((c) => c.id === eu2.clusterId);
    expect(row!.group).toBe('retail/us/store-2');

    const reader = await tp.token(TENANT, 'reader');
    const forbidden = await tp.client.send({
      method: 'PATCH',
      path: `/api/v1/tenants/${TENANT}/clusters/${eu2.clusterId}`,
      token: reader,
      body: { group: 'lab' },
    });
    expect(forbidden.status).toBe(403);
    expect((await api('PATCH', `clusters/${eu2.clusterId}`, { group: 'Not A Group' })).status).toBe(400);
  });

  it('lists and shows assignments', async () => {
    const list = await api('GET', 'assignments');
    expect(list.json<{ items: { name: string }[] }>().items.map((a) => a.name)).toEqual(['web-retail']);
    const one = await api('GET', 'assignments/web-retail');
    expect(one.json()).toMatchObject({ extension: 'web', version: '1.0.0', values: { replicas: 3 } });
  });
});
