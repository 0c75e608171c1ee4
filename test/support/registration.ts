import { randomUUID } from 'node:crypto';
import { createCsr } from './agent-keys';
import type { TestControlPlane } from './control-plane';

export interface RegisteredCluster {
  tenantId: string;
  clusterId: string;
  clusterUid: string;
  cert: { certPem: string; keyPem: string };
  caCertificate: string;
  expiresAt: string;
  /** The bootstrap token it registered with. */
  bootstrapToken: string;
}

export async function mintBootstrapToken(
  tp: TestControlPlane,
  tenantId: string,
  body: object = {},
): Promise<string> {
  const response = await tp.client.send({
    method: 'POST',
    path: `/api/v1/tenants/${tenantId}/bootstrap-tokens`,
    token: await tp.token(tenantId, 'operator'),
    body,
  });
  if (response.status !== 201) throw new Error(`mint failed: ${response.status} ${response.text}`);
  return response.json<{ token: string }>().token;
}

/** Registers a cluster the way an agent does: new key, CSR, bootstrap token. */
export async function registerCluster(
  tp: TestControlPlane,
  tenantId: string,
  extra: {
    clusterUid?: string;
    name?: string;
    region?: string;
    labels?: Record<string, string>;
    group?: string;
  } = {},
): Promise<RegisteredCluster> {
  const token = await mintBootstrapToken(tp, tenantId);
  const { csrPem, keyPem } = await createCsr();
  const clusterUid = extra.clusterUid ?? randomUUID();
  const response = await tp.client.send({
    method: 'POST',
    path: '/api/v1/register',
    body: { bootstrapToken: token, clusterUid, csr: csrPem, ...extra },
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  const body = response.json<{
    clusterId: string;
    certificate: string;
    caCertificate: string;
    expiresAt: string;
  }>();
  return {
    tenantId,
    clusterId: body.clusterId,
    clusterUid,
    cert: { certPem: body.certificate, keyPem },
    caCertificate: body.caCertificate,
    expiresAt: body.expiresAt,
    bootstrapToken: token,
  };
}

export const sampleInventory = {
  nodes: [
    {
      name: 'node-1',
      roles: ['control-plane'],
      kubeletVersion: 'v1.31.2',
      capacity: { cpu: '4', memory: '16Gi', pods: '110' },
      ready: true,
    },
    { name: 'node-2', roles: [], kubeletVersion: 'v1.31.2', capacity: { cpu: '8' }, ready: false },
  ],
  namespaces: ['default', 'kube-system', 'team-a'],
  pods: { default: { Running: 3, Pending: 1 }, 'kube-system': { Running: 10 } },
  extensions: [{ name: 'ingress-nginx', version: '4.11.0' }],
};
