import type { Command } from 'commander';
import type { CliContext } from '../context';
import { ago, labelsText, NONE, orNone, table } from '../output';
import type { Printer } from '../output';
import { act, collect, examples, tenantOf } from '../program/define';
import { fromOrigin } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { CLUSTER_DELETE_HELP, deleteClusters } from './cluster-delete';
import { explainCluster, labelCluster } from './cluster-values';
import { deletionFlags, variadic } from './deletion';
import { extensionDetails } from '../render/extension-details';
import type { DetailedStatus } from '../render/extension-details';

interface ClusterSummary {
  id: string;
  name: string;
  region: string | null;
  labels: Record<string, string>;
  connectivity: string;
  lastHeartbeat: string | null;
  agentVersion: string | null;
}

/**
 * The NAME column: the name the cluster registered with, NONE when it gave none. Registration then
 * stores the id as the name (an agent whose ArcBridgeCluster has no spec.clusterName sends none), so
 * a name equal to the id is no name; -o json keeps the API's value.
 */
export function clusterName(cluster: { id: string; name: string }): string {
  return cluster.name && cluster.name !== cluster.id ? cluster.name : NONE;
}

export async function listClusters(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; selector?: string; namePrefix?: string; idPrefix?: string; chunkSize?: string },
): Promise<void> {
  const client = await context.client(options.tenant, 'reader');
  const query = new URLSearchParams();
  if (options.selector) query.set('labelSelector', options.selector);
  if (options.namePrefix) query.set('namePrefix', options.namePrefix);
  if (options.idPrefix) query.set('idPrefix', options.idPrefix);
  if (options.chunkSize) query.set('limit', options.chunkSize);
  // The whole fleet, one page per request.
  const items = await fromOrigin(
    {
      flags: {
        'query.labelSelector': '--selector',
        'query.namePrefix': '--name-prefix',
        'query.idPrefix': '--id-prefix',
        'query.limit': '--chunk-size',
      },
    },
    () => client.listAll<ClusterSummary>(`v1/tenants/${encodeURIComponent(options.tenant)}/clusters`, query),
  );

  printer.result({ items }, () =>
    items.length === 0
      ? options.namePrefix || options.idPrefix
        ? `No clusters in tenant '${options.tenant}' match the filter.`
        : options.selector
          ? `No clusters in tenant '${options.tenant}' match the selector '${options.selector}'.`
          : `No clusters in tenant '${options.tenant}'. Register one: see the README walkthrough.`
      : table(
          ['ID', 'NAME', 'REGION', 'CONNECTIVITY', 'LAST HEARTBEAT', 'LABELS'],
          items.map((cluster) => [
            cluster.id,
            clusterName(cluster),
            cluster.region,
            cluster.connectivity,
            ago(cluster.lastHeartbeat),
            labelsText(cluster.labels),
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
    status: Record<string, StatusLine>;
    timeline?: (StatusLine & { extension: string })[];
  };
  printer.result(cluster, () => {
    const lines = [
      `ID:            ${cluster.id}`,
      `Name:          ${clusterName(cluster)}`,
      `Region:        ${orNone(cluster.region)}`,
      `Labels:        ${labelsText(cluster.labels, ', ')}`,
      `Connectivity:  ${cluster.connectivity} (last heartbeat ${ago(cluster.lastHeartbeat)})`,
      `Agent:         ${orNone(cluster.agentVersion)}   Kubernetes: ${orNone(cluster.kubernetesVersion)}`,
      `Certificate:   expires ${cluster.certificateExpiresAt}`,
      cluster.inventory
        ? `Inventory:     ${cluster.inventory.readyNodes}/${cluster.inventory.nodes} nodes ready, ${cluster.inventory.namespaces} namespaces, ${cluster.inventory.pods} pods`
        : 'Inventory:     not reported yet',
      '',
    ];
    if (cluster.extensions.length === 0) {
      lines.push(`Extensions:    ${NONE}`);
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
              status?.reason,
              // The agent's attempt at the reported generation: 2 and up means it retried.
              status?.attempt,
              status && ago(status.lastTransitionTime),
            ];
          }),
        ),
      );
    }
    lines.push(...extensionDetails(cluster.status));
    const recent = (cluster.timeline ?? []).slice(0, RECENT_CHANGES);
    if (recent.length > 0) {
      lines.push(
        '',
        `Recent status changes (newest first; -o json has the last ${cluster.timeline!.length}):`,
      );
      for (const change of recent)
        lines.push(
          `  ${ago(change.lastTransitionTime).padEnd(9)} ${change.extension}  ${change.phase} ${change.reason}` +
            (change.message ? `: ${change.message}` : ''),
        );
    }
    return lines.join('\n');
  });
}

interface StatusLine extends DetailedStatus {
  phase: string;
  lastTransitionTime: string;
  attempt?: number;
}

/** How many of the cluster's status changes `clusters show` prints (the API keeps 50). */
const RECENT_CHANGES = 10;

export function registerClusters(program: Command, runtime: CliRuntime): void {
  const clusters = examples(program.command('clusters').description('the registered clusters of a tenant'), [
    'arcbridge clusters list --tenant contoso',
    'arcbridge clusters show c-0123456789abcdefghijklmnop --tenant contoso',
    'arcbridge clusters delete c-0123456789abcdefghijklmnop --tenant contoso',
  ]);
  examples(
    clusters
      .command('list')
      .alias('ls')
      .description('list clusters, optionally those matching a label selector')
      .requiredOption('--tenant <id>', 'tenant')
      .option('-l, --selector <selector>', "Kubernetes label selector, e.g. 'env=prod,tier in (a,b)'")
      .option('--name-prefix <prefix>', 'only clusters whose name starts with this')
      .option('--id-prefix <prefix>', 'only clusters whose id starts with this, e.g. c-3x')
      // kubectl's name for it: every cluster is listed either way, this many per request.
      .option('--chunk-size <n>', 'clusters per request to the API (all of them are listed)')
      .action(
        act<{
          tenant: string;
          selector?: string;
          namePrefix?: string;
          idPrefix?: string;
          chunkSize?: string;
        }>(runtime, async (_args, options, { context, printer }) => {
          await listClusters(context, printer, { ...options, tenant: tenantOf(options) });
        }),
      ),
    [
      'arcbridge clusters list --tenant contoso',
      "arcbridge clusters list --tenant contoso -l 'env=prod,ring notin (canary)' -o json",
    ],
  );
  examples(
    clusters
      .command('show')
      .description('one cluster: labels, connectivity, inventory and each extension with its status')
      .argument('<clusterId>', 'cluster id (c-...)')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async ([id], options, { context, printer }) => {
          await showCluster(context, printer, { tenant: tenantOf(options), id: id! });
        }),
      ),
    ['arcbridge clusters show c-0123456789abcdefghijklmnop --tenant contoso'],
  );
  examples(
    clusters
      .command('explain')
      .description("which assignments, overlays and pins made a cluster's extensions and values")
      .argument('<clusterId>', 'cluster id (c-...)')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async ([id], options, { context, printer }) => {
          await explainCluster(context, printer, { tenant: tenantOf(options), id: id! });
        }),
      ),
    ['arcbridge clusters explain c-0123456789abcdefghijklmnop --tenant contoso'],
  );
  examples(
    clusters
      .command('label')
      .description('set or remove labels (k=v, k-) and move a cluster to a group')
      .argument('<clusterId>', 'cluster id (c-...)')
      .argument('[labels...]', 'labels to set (k=v) or remove (k-), as kubectl label takes them')
      .requiredOption('--tenant <id>', 'tenant')
      .option('--group <path>', "group path, e.g. retail/eu/store-42 ('' clears it)")
      .option('--label <k=v|k->', 'set a label (k=v) or remove it (k-); repeatable', collect, [])
      .action(
        act<{ tenant: string; group?: string; label: string[] }>(
          runtime,
          async (args, options, { context, printer }) => {
            // Commander passes the variadic argument as one array after the cluster id.
            const positional = ((args as unknown[])[1] as string[] | undefined) ?? [];
            await labelCluster(context, printer, {
              tenant: tenantOf(options),
              id: args[0]!,
              labels: [...positional, ...options.label],
              ...(options.group !== undefined ? { group: options.group } : {}),
            });
          },
        ),
      ),
    [
      'arcbridge clusters label c-0123456789abcdefghijklmnop env=prod ring- --tenant contoso',
      'arcbridge clusters label c-0123456789abcdefghijklmnop --tenant contoso --group retail/eu/store-42 --label env=prod',
    ],
  );
  examples(
    deletionFlags(
      clusters
        .command('delete')
        .description('delete clusters by id or label selector; their agents are locked out at once')
        .argument('[clusterIds...]', 'cluster ids (c-...)')
        .requiredOption('--tenant <id>', 'tenant')
        .option('-l, --selector <selector>', 'delete every cluster this label selector matches instead'),
      'a cluster',
    )
      .addHelpText('after', CLUSTER_DELETE_HELP)
      .action(
        act<{ tenant: string; selector?: string; yes?: boolean; ignoreNotFound?: boolean }>(
          runtime,
          async (args, options, { context, printer }) => {
            runtime.exitCode = await deleteClusters(context, printer, runtime.io, {
              ...options,
              tenant: tenantOf(options),
              ids: variadic(args),
            });
          },
        ),
      ),
    [
      'arcbridge clusters delete c-0123456789abcdefghijklmnop --tenant contoso',
      'arcbridge clusters delete -l simulated=true --tenant contoso --yes',
      'arcbridge clusters delete c-0123456789abcdefghijklmnop --tenant contoso --yes --ignore-not-found -o json',
    ],
  );
}
