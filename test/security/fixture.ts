import { allEndpoints } from '../../contract/endpoints';
import type { EndpointContract } from '../../contract/endpoint';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane, TestMode } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';
import { busFingerprint, storeFingerprint } from '../support/state-fingerprint';

/**
 * Two tenants with a cluster, a published extension version and an assignment each: the victim
 * (`beta`) and the attacker's own tenant (`alpha`). Every route of the published API is called
 * with ids of the victim's objects.
 */
export const ATTACKER = 'alpha';
export const VICTIM = 'beta';

export const version = {
  kind: 'helm',
  source: { url: 'https://charts.example.com', chart: 'web' },
  defaultValues: { replicas: 1 },
  valuesSchema: { type: 'object', properties: { replicas: { type: 'integer', minimum: 1 } } },
};

export interface Fleet {
  tp: TestControlPlane;
  attacker: RegisteredCluster;
  victim: RegisteredCluster;
  /**
   * Equal before and after a refused request. Embedded mode: every document (with its etag) and
   * queued message, read from the SQLite files. Emulated mode (Cosmos DB, Service Bus and Key
   * Vault emulators in memory): everything the admin API shows of both tenants. The audit trail is
   * left out: a refused attempt by an operator of the tenant is recorded there on purpose
   * (operator-access.test.ts checks what is and is not).
   */
  snapshot(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * How the suites host the control plane: the two test modes, and embedded mode behind the HAProxy
 * TLS front end (ARCBRIDGE_FRONT_END=haproxy), where the client certificate and address reach
 * the app in headers, as they do in Azure.
 */
export type FleetHosting = TestMode | 'embedded behind haproxy';

export async function startFleet(hosting: FleetHosting = 'embedded'): Promise<Fleet> {
  const mode: TestMode = hosting === 'emulated' ? 'emulated' : 'embedded';
  const tp = await startTestControlPlane({
    mode,
    ...(hosting === 'embedded behind haproxy' ? { env: { ARCBRIDGE_FRONT_END: 'haproxy' } } : {}),
  });
  const clusters: RegisteredCluster[] = [];
  for (const tenant of [ATTACKER, VICTIM]) {
    clusters.push(await registerCluster(tp, tenant, { name: `${tenant}-1`, group: 'shops' }));
    const token = await tp.token(tenant, 'operator');
    const put = async (path: string, body: unknown) => {
      const response = await tp.client.send({
        method: 'PUT',
        path: `/api/v1/tenants/${tenant}/${path}`,
        token,
        body,
      });
      if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.text}`);
    };
    await put('extensions/web/versions/1.0.0', version);
    await put('assignments/web', {
      extension: 'web',
      version: '1.0.0',
      namespace: 'web',
      target: { groups: ['shops'] },
      values: { replicas: 2 },
    });
  }
  return {
    tp,
    attacker: clusters[0] as RegisteredCluster,
    victim: clusters[1] as RegisteredCluster,
    snapshot: async () =>
      mode === 'embedded'
        ? { store: storeFingerprint(tp.dataDir, ['auditEvents']), bus: busFingerprint(tp.dataDir) }
        : apiSnapshot(tp, clusters),
    stop: () => tp.stop(),
  };
}

/** A request with `token` to one of the tenant's routes (`path` is under /api/v1/tenants/<tenant>/). */
export function sendToTenant(
  fleet: Fleet,
  tenant: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return fleet.tp.client.send({
    method,
    path: `/api/v1/tenants/${tenant}/${path}`,
    token,
    ...(body === undefined ? {} : { body }),
  });
}

/** The route of an endpoint with the victim's ids filled in. */
export function pathOf(endpoint: EndpointContract, ids: { tenantId: string; clusterId: string }): string {
  const route = endpoint.route
    .replace('{tenantId}', ids.tenantId)
    .replace('{clusterId}', ids.clusterId)
    .replace('{name}', 'web')
    .replace('{version}', '1.0.0')
    .replace('{rolloutId}', 'r-mi9x2k1a-3f9a0b1c')
    .replace('{tokenId}', 'a'.repeat(64));
  return `/api/${route}`;
}

/** A body the endpoint's schema would accept as JSON (its contents do not matter before authorisation). */
export function bodyOf(endpoint: EndpointContract): unknown {
  return endpoint.body ? {} : undefined;
}

export const operatorEndpoints = allEndpoints.filter((endpoint) => endpoint.auth === 'operator');
/** Operator routes of one tenant (the console's sign-in codes belong to the caller, not a tenant). */
export const tenantEndpoints = operatorEndpoints.filter((endpoint) => endpoint.route.includes('{tenantId}'));
export const agentEndpoints = allEndpoints.filter((endpoint) => endpoint.auth === 'agent');
/**
 * Routes that change something and need more than a reader. Approving or rejecting a stage is open
 * to readers too (a stage's approvers may be readers); who may decide is the stage's approver list,
 * which the service checks (test/e2e/rollout-approvals.e2e.test.ts: 403 for anyone not on it).
 */
export const writes = (endpoints: EndpointContract[]) =>
  endpoints.filter((endpoint) => endpoint.method !== 'GET' && endpoint.role !== 'reader');

async function apiSnapshot(tp: TestControlPlane, clusters: RegisteredCluster[]): Promise<unknown> {
  const views: Record<string, unknown> = {};
  for (const cluster of clusters) {
    const token = await tp.token(cluster.tenantId, 'reader');
    for (const path of [
      'clusters',
      `clusters/${cluster.clusterId}`,
      'extensions',
      'extensions/web/versions/1.0.0',
      'assignments',
      'rollouts',
    ]) {
      const response = await tp.client.send({ path: `/api/v1/tenants/${cluster.tenantId}/${path}`, token });
      views[`${cluster.tenantId}/${path}`] = [response.status, response.json()];
    }
  }
  return views;
}
