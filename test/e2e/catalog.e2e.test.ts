import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import { catalogVersionId } from '../../functions/catalog/model';
import type { CatalogVersionDocument } from '../../functions/catalog/model';

const TENANT = 'catalog-co';

const ingress = {
  kind: 'helm',
  source: { url: 'https://kubernetes.github.io/ingress-nginx', chart: 'ingress-nginx' },
  defaultValues: { replicas: 2, resources: { cpu: '100m' } },
  valuesSchema: {
    type: 'object',
    properties: {
      replicas: { type: 'integer', minimum: 1 },
      resources: { type: 'object', properties: { cpu: { type: 'string' } } },
    },
    required: ['replicas'],
  },
  policies: [
    { name: 'max-replicas', expression: 'values.replicas <= 5', message: 'at most 5 replicas' },
    { name: 'team-namespace', expression: "namespace.startsWith('team-')" },
  ],
};

/** A name of `length` characters that is a DNS label, so only Helm's length limit can refuse it. */
const nameOf = (first: string, length: number) => `${first}${'-'.repeat(length - 2)}z`;

type Violations = { violations: { path: string; message: string }[] };

describe('extension catalog (embedded host)', () => {
  let tp: TestControlPlane;
  let operator: string;
  beforeAll(async () => {
    tp = await startTestControlPlane();
    operator = await tp.token(TENANT, 'operator');
  });
  afterAll(async () => {
    await tp.stop();
  });

  const put = (path: string, body: unknown, token = operator) =>
    tp.client.send({ method: 'PUT', path: `/api/v1/tenants/${TENANT}/${path}`, body, token });
  const get = (path: string) =>
    tp.client.send({ path: `/api/v1/tenants/${TENANT}/${path}`, token: operator });

  it('publishes a version (201), accepts the same body again (200) and refuses a changed one (409)', async () => {
    const created = await put('extensions/ingress/versions/4.11.0', ingress);
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({ name: 'ingress', version: '4.11.0', kind: 'helm' });
    const digest = created.json<{ digest: string }>().digest;
    expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);

    const again = await put('extensions/ingress/versions/4.11.0', ingress);
    expect(again.status).toBe(200);
    expect(again.json<{ digest: string }>().digest).toBe(digest);

    const changed = await put('extensions/ingress/versions/4.11.0', {
      ...ingress,
      defaultValues: { replicas: 3 },
    });
    expect(changed.status).toBe(409);
    expect(changed.json().type).toBe('https://arcbridge.dev/problems/conflict');

    expect((await put('extensions/ingress/versions/4.12.0', ingress)).status).toBe(201);
  });

  it('lists extensions with their versions and shows one extension and one version', async () => {
    await put('extensions/cert-manager/versions/1.0.0', {
      kind: 'manifest',
      source: { url: 'https://x.test/cm.yaml' },
    });
    const list = await get('extensions');
    expect(list.status).toBe(200);
    const items = list.json<{ items: { name: string; versions: { version: string }[] }[] }>().items;
    expect(items.map((item) => item.name)).toEqual(['cert-manager', 'ingress']);
    expect(items[1]!.versions.map((v) => v.version).sort()).toEqual(['4.11.0', '4.12.0']);

    const one = await get('extensions/ingress');
    expect(one.status).toBe(200);
    expect(one.json<{ versions: unknown[] }>().versions).toHaveLength(2);

    const version = await get('extensions/ingress/versions/4.11.0');
    expect(version.status).toBe(200);
    expect(version.json()).toMatchObject({
      defaultValues: ingress.defaultValues,
      policies: ingress.policies,
    });

    expect((await get('extensions/nope')).status).toBe(404);
    expect((await get('extensions/ingress/versions/9.9.9')).status).toBe(404);
  });

  it('answers 422 listing every violation: broken schema, defaults failing it and policies that do not compile', async () => {
    const brokenSchema = await put('extensions/bad/versions/1.0.0', {
      kind: 'helm',
      source: { url: 'https://x.test/charts', chart: 'bad' },
      valuesSchema: { type: 'objekt', properties: { replicas: { minimum: 'one' } } },
      policies: [
        { name: 'syntax', expression: 'values.replicas <=' },
        { name: 'not-bool', expression: '1 + 2' },
        { name: 'unknown-var', expression: 'foo == 1' },
        { name: 'fine', expression: "namespace.startsWith('team-')" },
      ],
    });
    expect(brokenSchema.status).toBe(422);
    const body = brokenSchema.json<{ violations: { path: string; message: string }[] }>();
    const paths = body.violations.map((v) => v.path);
    expect(paths.filter((p) => p.startsWith('body.valuesSchema')).length).toBeGreaterThanOrEqual(2);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.policies[0].expression',
        'body.policies[1].expression',
        'body.policies[2].expression',
      ]),
    );
    expect(paths).not.toContain('body.policies[3].expression');
    expect(body.violations.find((v) => v.path === 'body.policies[1].expression')!.message).toContain('bool');

    const badDefaults = await put('extensions/bad/versions/1.0.0', {
      kind: 'helm',
      source: { url: 'https://x.test/charts', chart: 'bad' },
      defaultValues: { replicas: 0, extra: true },
      valuesSchema: {
        type: 'object',
        properties: { replicas: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    });
    expect(badDefaults.status).toBe(422);
    const defaults = badDefaults.json<{ violations: { path: string; message: string }[] }>().violations;
    expect(defaults.map((v) => v.path).sort()).toEqual(['body.defaultValues', 'body.defaultValues/replicas']);
    // Nothing was published.
    expect((await get('extensions/bad')).status).toBe(404);
  });

  // A helm extension's name becomes its Helm release name, so the API holds it to Helm's rule
  // wherever one is named: publishing to the catalog and assigning directly to a cluster.
  const helm = { kind: 'helm', source: { url: 'https://x.test/charts', chart: 'app' } };
  const manifest = { kind: 'manifest', source: { url: 'https://x.test/m.yaml' } };
  const tooLong =
    "a helm extension's name is its Helm release name, which has at most 53 characters; this one has 54";

  it('refuses to publish a helm version with a longer name, with the body violations at once; other kinds keep 63 characters', async () => {
    const long = nameOf('a', 54);
    const refused = await put(`extensions/${long}/versions/1.0.0`, {
      ...helm,
      policies: [{ name: 'syntax', expression: 'values.replicas <=' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    const { violations } = refused.json<Violations>();
    expect(violations.map((v) => v.path)).toEqual(['path.name', 'body.policies[0].expression']);
    expect(violations[0]!.message).toBe(tooLong);
    expect((await get(`extensions/${long}`)).status).toBe(404);

    expect((await put(`extensions/${nameOf('b', 53)}/versions/1.0.0`, helm)).status).toBe(201);
    expect((await put(`extensions/${long}/versions/1.0.0`, manifest)).status).toBe(201);
    expect((await put(`extensions/${nameOf('c', 63)}/versions/1.0.0`, manifest)).status).toBe(201);
  });

  it('refuses to assign a helm extension with a longer name directly to a cluster', async () => {
    const cluster = await registerCluster(tp, TENANT);
    const direct = { ...helm, version: '1.0.0', namespace: 'apps' };
    const refused = await put(`clusters/${cluster.clusterId}/extensions/${nameOf('d', 54)}`, direct);
    expect(refused.status).toBe(422);
    expect(refused.json<Violations>().violations).toEqual([{ path: 'path.name', message: tooLong }]);
    const at53 = await put(`clusters/${cluster.clusterId}/extensions/${nameOf('d', 53)}`, direct);
    expect(at53.status).toBe(201);
    const kustomize = { ...direct, kind: 'kustomize', source: { url: 'https://x.test/k.tar.gz' } };
    const at63 = await put(`clusters/${cluster.clusterId}/extensions/${nameOf('e', 63)}`, kustomize);
    expect(at63.status).toBe(201);
  });

  it('keeps a helm version stored before the rule readable and assignable', async () => {
    const name = nameOf('s', 57);
    await tp.plane.runtime.store.collection<CatalogVersionDocument>('extensions').create({
      id: catalogVersionId(name, '1.0.0'),
      tenantId: TENANT,
      name,
      version: '1.0.0',
      kind: 'helm',
      source: helm.source,
      defaultValues: {},
      policies: [],
      publishedAt: '2026-01-01T00:00:00.000Z',
      digest: `sha256:${'0'.repeat(64)}`,
    });
    expect((await get(`extensions/${name}/versions/1.0.0`)).json()).toMatchObject({ name, kind: 'helm' });
    const assigned = await put('assignments/stored-long', {
      extension: name,
      version: '1.0.0',
      namespace: 'apps',
      target: { selector: 'ring=none' },
    });
    expect(assigned.status).toBe(201);
  });

  it('needs the operator role to publish', async () => {
    const reader = await tp.token(TENANT, 'reader');
    expect((await put('extensions/x/versions/1.0.0', ingress, reader)).status).toBe(403);
  });

  it('registers a cluster with a group and shows it', async () => {
    const cluster = await registerCluster(tp, TENANT, { name: 'store-42', group: 'retail/eu/store-42' });
    const shown = await get(`clusters/${cluster.clusterId}`);
    expect(shown.json()).toMatchObject({ group: 'retail/eu/store-42' });
  });
});
