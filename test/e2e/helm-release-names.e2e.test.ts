import { catalogVersionId } from '../../functions/catalog/model';
import type { CatalogVersionDocument } from '../../functions/catalog/model';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';

const TENANT = 'helm-names-co';

/** A name of `length` characters that is a DNS label, so only Helm's length limit can refuse it. */
const nameOf = (first: string, length: number) => `${first}${'-'.repeat(length - 2)}z`;

type Violations = { violations: { path: string; message: string }[] };

/**
 * A helm extension's name becomes its Helm release name, so the API holds it to Helm's rule
 * wherever one is named: publishing to the catalog and assigning directly to a cluster.
 */
describe("Helm's release-name rule (embedded host)", () => {
  let tp: TestControlPlane;
  let operator: string;
  beforeAll(async () => {
    tp = await startTestControlPlane();
    operator = await tp.token(TENANT, 'operator');
  });
  afterAll(async () => {
    await tp.stop();
  });

  const put = (path: string, body: unknown) =>
    tp.client.send({ method: 'PUT', path: `/api/v1/tenants/${TENANT}/${path}`, body, token: operator });
  const get = (path: string) =>
    tp.client.send({ path: `/api/v1/tenants/${TENANT}/${path}`, token: operator });

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
});
