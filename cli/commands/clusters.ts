import type { CliContext } from '../context';
import { ago, table } from '../output';
import type { Printer } from '../output';

interface ClusterSummary {
  id: string;
  name: string;
  region: string | null;
  labels: Record<string, string>;
  connectivity: string;
  lastHeartbeat: string | null;
  agentVersion: string | null;
}

export async function listClusters(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; selector?: string; limit?: string },
): Promise<void> {
  const client = await context.client(options.tenant, 'reader');
  const items: ClusterSummary[] = [];
  let continuationToken: string | undefined;
  // Follow continuation tokens so the CLI shows the whole fleet, one page per request.
  do {
    const query = new URLSearchParams();
    if (options.selector) query.set('labelSelector', options.selector);
    if (options.limit) query.set('limit', options.limit);
    if (continuationToken) query.set('continuationToken', continuationToken);
    const suffix = query.size > 0 ? `?${query.toString()}` : '';
    const page = (
      await client.call('GET', `v1/tenants/${encodeURIComponent(options.tenant)}/clusters${suffix}`)
    ).body as { items: ClusterSummary[]; continuationToken?: string };
    items.push(...page.items);
    continuationToken = page.continuationToken;
  } while (continuationToken);

  printer.result({ items }, () =>
    items.length === 0
      ? `No clusters in tenant '${options.tenant}'. Register one: see the README walkthrough.`
      : table(
          ['ID', 'NAME', 'REGION', 'CONNECTIVITY', 'LAST HEARTBEAT', 'LABELS'],
          items.map((cluster) => [
            cluster.id,
            cluster.name,
            cluster.region ?? '-',
            cluster.connectivity,
            ago(cluster.lastHeartbeat),
            Object.entries(cluster.labels)
              .map(([key, value]) => `${key}=${value}`)
              .join(','),
          ]),
        ),
  );
}

export async function showCluster(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; id: string },
): Promise<void> {
  const client = await context.client(options.tenant, 'reader');
  const cluster = (
    await client.call(
      'GET',
      `v1/tenants/${encodeURIComponent(options.tenant)}/clusters/${encodeURIComponent(options.id)}`,
    )
  ).body as ClusterSummary & {
    kubernetesVersion: string | null;
    certificateExpiresAt: string;
    inventory: { nodes: number; readyNodes: number; namespaces: number; pods: number } | null;
    extensions: { name: string; kind: string; version: string; namespace: string }[];
    status: Record<
      string,
      { phase: string; reason: string; message?: string; lastTransitionTime: string; attempt?: number }
    >;
  };
  printer.result(cluster, () => {
    const lines = [
      `ID:            ${cluster.id}`,
      `Name:          ${cluster.name}`,
      `Region:        ${cluster.region ?? '-'}`,
      `Labels:        ${
        Object.entries(cluster.labels)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ') || '-'
      }`,
      `Connectivity:  ${cluster.connectivity} (last heartbeat ${ago(cluster.lastHeartbeat)})`,
      `Agent:         ${cluster.agentVersion ?? '-'}   Kubernetes: ${cluster.kubernetesVersion ?? '-'}`,
      `Certificate:   expires ${cluster.certificateExpiresAt}`,
      cluster.inventory
        ? `Inventory:     ${cluster.inventory.readyNodes}/${cluster.inventory.nodes} nodes ready, ${cluster.inventory.namespaces} namespaces, ${cluster.inventory.pods} pods`
        : 'Inventory:     not reported yet',
      '',
    ];
    if (cluster.extensions.length === 0) {
      lines.push('Extensions:    none');
    } else {
      lines.push(
        table(
          ['EXTENSION', 'KIND', 'VERSION', 'NAMESPACE', 'PHASE', 'REASON', 'ATTEMPT', 'SINCE'],
          cluster.extensions.map((extension) => {
            const status = cluster.status[extension.name];
            return [
              extension.name,
              extension.kind,
              extension.version,
              extension.namespace,
              status?.phase ?? 'Pending',
              status?.reason ?? '-',
              // The agent's attempt at the reported generation: 2 and up means it retried.
              status?.attempt !== undefined ? String(status.attempt) : '-',
              status ? ago(status.lastTransitionTime) : '-',
            ];
          }),
        ),
      );
    }
    return lines.join('\n');
  });
}
