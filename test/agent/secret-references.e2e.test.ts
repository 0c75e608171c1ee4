import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { AgentCore } from '../../agent/core';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import type { KubeObject } from '../../agent/kube/port';
import { silentLogger } from '../../agent/observability/log';
import type { Renderer } from '../../agent/reconcile/render/port';
import { SECRET_PROVIDER_CLASS } from '../../agent/reconcile/secret-references';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { AGENT_NAMESPACE, TENANT, eventually, recordingTransport, seedObjects } from './harness';

const GUID = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const crd = parse(
  readFileSync(join(__dirname, 'fixtures/secretproviderclass-crd.yaml'), 'utf8'),
) as KubeObject;

/**
 * Secrets by reference from the operator's API call to the cluster: the control plane stores and
 * serves the reference, the agent creates the SecretProviderClass and renders with the Secret's
 * name, and a cluster without the CSI driver reports why in the status the control plane shows.
 */
describe('a Key Vault reference from the catalog to the cluster', () => {
  let tp: TestControlPlane;
  const agents: AgentCore[] = [];
  const rendered: Record<string, unknown>[] = [];

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: {
        ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000',
        ARCBRIDGE_RATE_AGENT_BURST: '1000',
        ARCBRIDGE_SECRET_REFERENCES: JSON.stringify({ [TENANT]: { keyVaults: ['kv-contoso'] } }),
      },
    });
    const operator = await tp.token(TENANT, 'operator');
    const published = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/tenants/${TENANT}/extensions/db/versions/1.0.0`,
      token: operator,
      body: {
        kind: 'manifest',
        source: { url: 'https://example.test/db.yaml' },
        defaultValues: {
          auth: {
            existingSecret: {
              $secretRef: { keyVault: { vault: 'kv-contoso', name: 'db-password', tenantId: GUID } },
            },
          },
        },
      },
    });
    expect(published.status).toBe(201);
    const assigned = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/tenants/${TENANT}/assignments/db`,
      token: operator,
      body: { extension: 'db', version: '1.0.0', namespace: 'apps', target: {} },
    });
    expect(assigned.status).toBe(201);
  });
  afterAll(async () => {
    await Promise.all(agents.map((a) => a.stop()));
    await tp.stop();
  });

  async function startAgent(uid: string, withDriver: boolean) {
    const cluster = new MemoryCluster({ kubeSystemUid: uid });
    const { token } = await tp.plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
    for (const object of seedObjects({ controlPlaneUrl: tp.plane.url, token })) {
      if (object.metadata.name !== 'kube-system') cluster.store.create(object);
    }
    if (withDriver) await cluster.apply(crd, 'test');
    const renderer: Renderer = {
      render: async (e) => {
        rendered.push(e.values);
        return [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'db' }, data: { a: '1' } }];
      },
    };
    const agent = new AgentCore({
      kube: cluster,
      renderer,
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      agentVersion: 'secrets',
      log: silentLogger,
      trustedCaPems: [tp.caPem],
      transport: recordingTransport().factory,
      settings: {
        heartbeatIntervalMs: 500,
        desiredPollIntervalMs: 100,
        statusFlushIntervalMs: 50,
        inventoryIntervalMs: 500,
        reconcileIntervalMs: 100,
        backoff: { baseMs: 20, capMs: 100 },
      },
    });
    agents.push(agent);
    agent.start();
    await eventually(() => agent.ready);
    const status = () =>
      eventually(
        async () => (await tp.plane.runtime.clusters.get(TENANT, agent.clusterId!)).status.db,
        20_000,
      );
    return { cluster, agent, status };
  }

  it('installs with the CSI driver: SecretProviderClass in the namespace, the synced Secret name in the values', async () => {
    const { cluster, status } = await startAgent('81111111-2222-4333-8444-555555555555', true);
    await eventually(async () => (await status()).phase === 'Installed');
    const classes = await cluster.list(SECRET_PROVIDER_CLASS.apiVersion, SECRET_PROVIDER_CLASS.kind, {
      namespace: 'apps',
    });
    expect(
      classes.map((c) => (c.spec as { parameters: Record<string, string> }).parameters.keyvaultName),
    ).toEqual(['kv-contoso']);
    expect(rendered).toContainEqual({ auth: { existingSecret: 'arcbridge-kv-kv-contoso-db-password' } });
  });

  it('reports Failed with SecretsStoreCsiDriverMissing where the cluster lacks the driver', async () => {
    const { status } = await startAgent('91111111-2222-4333-8444-555555555555', false);
    const failed = await eventually(async () => {
      const s = await status();
      return s.phase === 'Failed' ? s : undefined;
    });
    expect(failed.reason).toBe('SecretsStoreCsiDriverMissing');
    expect(failed.message).toContain('values.auth.existingSecret');
  });
});
