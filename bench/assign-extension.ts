import type { HttpsTransport } from '../agent/controlplane/transport';
import { TENANT } from './fleet';

/**
 * Assigns ingress-nginx to one cluster of the benchmark's tenant, as an operator would: the
 * cluster's desired state is then not empty (and changes, for an agent that held the one before).
 */
export async function assignIngress(
  operator: HttpsTransport,
  operatorToken: string,
  clusterId: string,
  values?: Record<string, unknown>,
): Promise<void> {
  const res = await operator.send({
    method: 'PUT',
    path: `/api/v1/tenants/${TENANT}/clusters/${clusterId}/extensions/ingress-nginx`,
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'manifest',
      version: '4.11.0',
      source: { url: 'https://manifests.bench.arcbridge.dev/ingress-nginx-4.11.0.yaml' },
      namespace: 'ingress-nginx',
      ...(values ? { values } : {}),
    }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`assign: HTTP ${res.status} ${res.body}`);
}
