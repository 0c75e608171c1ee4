import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import type { DesiredExtension } from '../../contract/desired';
import type { StatusEvent } from '../../contract/status';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import type { KubeObject } from '../../agent/kube/port';
import { silentLogger } from '../../agent/observability/log';
import { AppliedInventoryStore } from '../../agent/reconcile/applied-inventory';
import { Reconciler } from '../../agent/reconcile/reconciler';
import { SECRET_PROVIDER_CLASS } from '../../agent/reconcile/secret-references';

const NS = 'arcbridge-system';
const TENANT_GUID = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const CLIENT_GUID = '00000000-1111-4222-8333-444444444444';
const crd = parse(
  readFileSync(join(__dirname, 'fixtures/secretproviderclass-crd.yaml'), 'utf8'),
) as KubeObject;

const kvRef = (name: string, extra: Record<string, unknown> = {}) => ({
  $secretRef: {
    keyVault: { vault: 'kv-contoso', name, tenantId: TENANT_GUID, clientId: CLIENT_GUID, ...extra },
  },
});

function extension(values: Record<string, unknown>): DesiredExtension {
  return {
    name: 'db',
    kind: 'manifest',
    version: '1.0.0',
    namespace: 'apps',
    source: { url: 'https://example.test/db.yaml' },
    values,
  };
}

/** The reconciler on an in-memory cluster; the renderer records the values it was given. */
function setup() {
  const cluster = new MemoryCluster();
  cluster.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'apps' } });
  const events: StatusEvent[] = [];
  const rendered: Record<string, unknown>[] = [];
  let now = Date.parse('2026-11-25T10:00:00Z');
  const reconciler = new Reconciler(
    {
      kube: cluster,
      mapper: cluster.mapper,
      renderer: {
        render: async (e) => {
          rendered.push(e.values);
          return [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'db' }, data: { a: '1' } }];
        },
      },
      inventory: new AppliedInventoryStore(cluster, NS, 'arcbridge-agent'),
      onStatus: (e) => events.push(e),
      now: () => new Date(now),
      log: silentLogger,
      random: () => 0.5,
    },
    {
      fieldManager: 'arcbridge-agent',
      healthTimeoutMs: 60_000,
      driftIntervalMs: 1_000,
      retry: { baseMs: 1_000, capMs: 10_000 },
      allowedNamespaces: () => ['apps'],
      agentNamespace: NS,
    },
  );
  const last = () => events[events.length - 1];
  return { cluster, reconciler, rendered, last, advance: (ms: number) => (now += ms) };
}

/** The CRD's structural schema as JSON Schema, strict about unknown fields (the API server would prune them silently). */
function strictSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...schema };
  delete out['x-kubernetes-preserve-unknown-fields'];
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Record<string, unknown>>).map(([k, v]) => [
        k,
        strictSchema(v),
      ]),
    );
    if (!schema['x-kubernetes-preserve-unknown-fields'] && !schema.additionalProperties)
      out.additionalProperties = false;
  }
  if (schema.items) out.items = strictSchema(schema.items as Record<string, unknown>);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    out.additionalProperties = strictSchema(schema.additionalProperties as Record<string, unknown>);
  return out;
}

describe('secret references in the cluster', () => {
  it('reports SecretsStoreCsiDriverMissing for a Key Vault reference when the cluster lacks the CSI driver API', async () => {
    const { reconciler, last, cluster } = setup();
    await reconciler.reconcile({
      generation: 1,
      extensions: [extension({ password: kvRef('db-password') })],
    });
    expect(last()).toMatchObject({
      extension: 'db',
      phase: 'Failed',
      reason: 'SecretsStoreCsiDriverMissing',
    });
    expect(last()?.message).toContain('values.password');
    expect(last()?.message).toContain('secrets-store.csi.x-k8s.io/v1 SecretProviderClass');
    expect(
      cluster.store.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'db', namespace: 'apps' }),
    ).toBeUndefined();
  });

  it('creates the SecretProviderClass in the namespace and gives the chart the synced Secret name', async () => {
    const { reconciler, last, cluster, rendered } = setup();
    await cluster.apply(crd, 'test');
    await reconciler.reconcile({
      generation: 1,
      extensions: [
        extension({
          auth: { existingSecret: kvRef('db-password', { key: 'password' }) },
          replica: { existingSecret: kvRef('db-password', { version: '0123456789abcdef0123456789abcdef' }) },
          plain: 'kept',
        }),
      ],
    });
    expect(last()?.phase).not.toBe('Failed');
    expect(rendered[0]).toEqual({
      auth: { existingSecret: 'arcbridge-kv-kv-contoso-db-password' },
      replica: { existingSecret: 'arcbridge-kv-kv-contoso-db-password-01234567' },
      plain: 'kept',
    });
    const classes = await cluster.list(SECRET_PROVIDER_CLASS.apiVersion, SECRET_PROVIDER_CLASS.kind, {
      namespace: 'apps',
    });
    expect(classes).toHaveLength(1);
    const spc = classes[0]!;
    // Field names and types as the driver's CRD declares them (parameters are strings only).
    const validate = new Ajv({ strict: false }).compile(
      strictSchema(
        (crd.spec as { versions: { schema: { openAPIV3Schema: Record<string, unknown> } }[] }).versions[0]!
          .schema.openAPIV3Schema,
      ),
    );
    const { metadata: _m, ...body } = spc;
    expect(validate({ ...body, metadata: {} }) ? [] : validate.errors).toEqual([]);
    const spec = spc.spec as {
      provider: string;
      parameters: Record<string, string>;
      secretObjects: { secretName: string; type: string; data: { objectName: string; key: string }[] }[];
    };
    expect(spec.provider).toBe('azure');
    expect(spec.parameters).toMatchObject({
      keyvaultName: 'kv-contoso',
      tenantId: TENANT_GUID,
      clientID: CLIENT_GUID,
    });
    // The Azure provider's `objects`: a YAML string holding an `array` of YAML strings.
    const objects = (parse(spec.parameters.objects!) as { array: string[] }).array.map(
      (o) => parse(o) as Record<string, string>,
    );
    expect(objects).toEqual([
      { objectName: 'db-password', objectType: 'secret', objectAlias: 'db-password' },
      {
        objectName: 'db-password',
        objectType: 'secret',
        objectVersion: '0123456789abcdef0123456789abcdef',
        objectAlias: 'db-password-01234567',
      },
    ]);
    expect(spec.secretObjects).toEqual([
      {
        secretName: 'arcbridge-kv-kv-contoso-db-password',
        type: 'Opaque',
        data: [{ objectName: 'db-password', key: 'password' }],
      },
      {
        secretName: 'arcbridge-kv-kv-contoso-db-password-01234567',
        type: 'Opaque',
        data: [{ objectName: 'db-password-01234567', key: 'db-password' }],
      },
    ]);
    // The values themselves never reach the cluster through the agent: no Secret was written.
    expect(await cluster.list('v1', 'Secret', { namespace: 'apps' })).toEqual([]);
  });

  it('fails with SecretNotFound naming every missing Secret or key, and installs once they exist', async () => {
    const { reconciler, last, cluster, advance, rendered } = setup();
    const values = {
      a: { $secretRef: { kubernetesSecret: { name: 'db-creds', key: 'password' } } },
      b: { $secretRef: { kubernetesSecret: { name: 'api-token' } } },
    };
    await reconciler.reconcile({ generation: 1, extensions: [extension(values)] });
    expect(last()).toMatchObject({ phase: 'Failed', reason: 'SecretNotFound' });
    expect(last()?.message).toBe(
      'values.a: Secret apps/db-creds does not exist; values.b: Secret apps/api-token does not exist',
    );
    await cluster.apply(
      {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'db-creds', namespace: 'apps' },
        data: { user: 'eA==' },
      },
      'test',
    );
    await cluster.apply(
      { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'api-token', namespace: 'apps' }, data: {} },
      'test',
    );
    advance(60_000);
    await reconciler.reconcile({ generation: 1, extensions: [extension(values)] });
    expect(last()?.message).toBe("values.a: Secret apps/db-creds has no key 'password'");
    await cluster.apply(
      {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'db-creds', namespace: 'apps' },
        data: { password: 'eA==' },
      },
      'test',
    );
    advance(60_000);
    await reconciler.reconcile({ generation: 1, extensions: [extension(values)] });
    await reconciler.reconcile({ generation: 1, extensions: [extension(values)] });
    expect(last()).toMatchObject({ phase: 'Installed' });
    expect(rendered[rendered.length - 1]).toEqual({ a: 'db-creds', b: 'api-token' });
  });

  it('turns Failed with SecretNotFound when a referenced Secret disappears after the install', async () => {
    const { reconciler, last, cluster, advance } = setup();
    await cluster.apply(
      {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'db-creds', namespace: 'apps' },
        data: { password: 'eA==' },
      },
      'test',
    );
    const state = {
      generation: 1,
      extensions: [extension({ a: { $secretRef: { kubernetesSecret: { name: 'db-creds' } } } })],
    };
    await reconciler.reconcile(state);
    await reconciler.reconcile(state);
    expect(last()).toMatchObject({ phase: 'Installed' });
    await cluster.delete({ apiVersion: 'v1', kind: 'Secret', name: 'db-creds', namespace: 'apps' });
    advance(2_000); // past the drift interval: the drift check verifies the references again
    await reconciler.reconcile(state);
    expect(last()).toMatchObject({ phase: 'Failed', reason: 'SecretNotFound' });
    expect(last()?.message).toBe('values.a: Secret apps/db-creds does not exist');
  });
});
