import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

const TENANT = 'vaulted';
const OTHER = 'elsewhere';
const GUID = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const kv = (vault: string, name: string) => ({ $secretRef: { keyVault: { vault, name, tenantId: GUID } } });
const k8s = (name: string) => ({ $secretRef: { kubernetesSecret: { name, key: 'password' } } });

type Problem = { status: number; violations: { path: string; message: string; cluster?: string }[] };

/**
 * Secrets by reference through the HTTP API: only references the tenant is allowed
 * (ARCBRIDGE_SECRET_REFERENCES) are accepted, literal credentials are refused with the policy
 * option on, every violation in one 422, and the reference (never a value) is what is stored and
 * hydrated into the cluster's desired state.
 */
describe('secret references in extension values (embedded host)', () => {
  let tp: TestControlPlane;
  let operator: string;
  let cluster: RegisteredCluster;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: {
        ARCBRIDGE_SECRET_REFERENCES: JSON.stringify({
          [TENANT]: { keyVaults: ['kv-vaulted-*'], kubernetesSecrets: ['db-creds'] },
          [OTHER]: { keyVaults: ['kv-other'] },
        }),
        ARCBRIDGE_REJECT_LITERAL_SECRETS: 'true',
      },
    });
    operator = await tp.token(TENANT, 'operator');
    cluster = await registerCluster(tp, TENANT, { name: 'db-1', group: 'prod' });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const api = (method: string, path: string, body?: unknown) =>
    tp.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}/${path}`,
      token: operator,
      ...(body === undefined ? {} : { body }),
    });

  const version = {
    kind: 'helm',
    source: { url: 'https://charts.example.com', chart: 'db' },
    // A chart's usual `existingSecret: <name>`: a reference stands for the Secret's name, so it passes.
    valuesSchema: {
      type: 'object',
      properties: { auth: { type: 'object', properties: { existingSecret: { type: 'string' } } } },
    },
  };

  it('refuses at publish every reference the tenant may not use, every malformed one and every literal credential, at once', async () => {
    const response = await api('PUT', 'extensions/db/versions/1.0.0', {
      ...version,
      defaultValues: {
        auth: { existingSecret: kv('kv-other', 'db-password') },
        replica: { existingSecret: k8s('someone-elses') },
        broken: { $secretRef: { keyVault: { vault: 'kv-vaulted-prod' } } },
        admin: { password: 'hunter2-but-longer' },
        storage: { connection: 'DefaultEndpointsProtocol=https;AccountName=a;AccountKey=c2VjcmV0' },
      },
    });
    expect(response.status).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<Problem>();
    expect(problem.violations.map((v) => v.path).sort()).toEqual(
      [
        'body.defaultValues.auth.existingSecret',
        'body.defaultValues.replica.existingSecret',
        'body.defaultValues.broken',
        'body.defaultValues.admin.password',
        'body.defaultValues.storage.connection',
      ].sort(),
    );
    const message = (path: string) => problem.violations.find((v) => v.path === path)?.message;
    expect(message('body.defaultValues.auth.existingSecret')).toContain(
      "Key Vault 'kv-other' (secret 'db-password') is not allowed for tenant 'vaulted' (allowed: kv-vaulted-*)",
    );
    expect(message('body.defaultValues.replica.existingSecret')).toContain(
      "Kubernetes Secret 'someone-elses' is not allowed for tenant 'vaulted' (allowed: db-creds)",
    );
    expect(message('body.defaultValues.broken')).toContain('not a valid secret reference');
    expect(message('body.defaultValues.admin.password')).toContain('$secretRef');
    expect(message('body.defaultValues.storage.connection')).toContain('a connection string');
    // Nothing half-written.
    expect((await api('GET', 'extensions/db/versions/1.0.0')).status).toBe(404);
  });

  it('stores and hydrates the reference, never a value, and refuses a bad one at assignment time', async () => {
    const reference = kv('kv-vaulted-prod', 'db-password');
    const published = await api('PUT', 'extensions/db/versions/1.0.0', {
      ...version,
      defaultValues: { auth: { existingSecret: reference } },
    });
    expect(published.status).toBe(201);
    expect(published.json<{ defaultValues: unknown }>().defaultValues).toEqual({
      auth: { existingSecret: reference },
    });

    const assignment = {
      extension: 'db',
      version: '1.0.0',
      namespace: 'apps',
      target: { groups: ['prod'] },
      values: { auth: { existingSecret: k8s('db-creds') } },
      overlays: [
        {
          group: 'prod',
          values: { token: 'ghp_0123456789abcdefghijABCDEFGHIJ0123456789', sync: kv('kv-nope', 'x') },
        },
      ],
    };
    const refused = await api('PUT', 'assignments/db', assignment);
    expect(refused.status).toBe(422);
    expect(
      refused
        .json<Problem>()
        .violations.map((v) => v.path)
        .sort(),
    ).toEqual(['body.overlays[0].values.sync', 'body.overlays[0].values.token']);
    expect((await api('GET', 'assignments/db')).status).toBe(404);

    const accepted = await api('PUT', 'assignments/db', { ...assignment, overlays: [] });
    expect(accepted.status).toBe(201);
    const desired = await tp.client.send({
      path: `/api/v1/clusters/${cluster.clusterId}/desired`,
      cert: cluster.cert,
    });
    expect(desired.status).toBe(200);
    const db = desired
      .json<{ extensions: { name: string; values: Record<string, unknown> }[] }>()
      .extensions.find((e) => e.name === 'db');
    expect(db?.values).toEqual({ auth: { existingSecret: k8s('db-creds') } });
  });

  it('refuses a rollout whose own values carry a reference the tenant may not use, or a literal credential', async () => {
    const response = await api('POST', 'rollouts', {
      extension: 'db',
      version: '1.0.0',
      namespace: 'apps',
      target: { groups: ['prod'] },
      strategy: { stages: [{ name: 'all', percent: 100 }] },
      values: { auth: { existingSecret: kv('kv-other', 'db-password') }, apiKey: 'AKIAIOSFODNN7EXAMPLE' },
    });
    expect(response.status).toBe(422);
    expect(
      response
        .json<Problem>()
        .violations.map((v) => v.path)
        .sort(),
    ).toEqual(['body.values.apiKey', 'body.values.auth.existingSecret']);
    expect((await api('GET', 'rollouts')).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('refuses a direct assignment whose reference the tenant may not use', async () => {
    const response = await api('PUT', `clusters/${cluster.clusterId}/extensions/direct`, {
      kind: 'manifest',
      version: '1.0.0',
      namespace: 'apps',
      source: { url: 'https://example.test/direct.yaml' },
      values: { a: kv('kv-other', 'x'), b: k8s('db-creds') },
    });
    expect(response.status).toBe(422);
    expect(response.json<Problem>().violations.map((v) => v.path)).toEqual(['body.values.a']);
  });
});
