import { ClusterId } from '../../contract/common';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { CONFIRMATION_HELP, confirmOrRefuse } from '../program/confirm';
import { fromOrigin, UsageError } from '../program/errors';
import type { CliIo } from '../program/runtime';
import { checkArguments, deleteEach } from './deletion';

export interface DeleteClustersOptions {
  tenant: string;
  ids: string[];
  selector?: string;
  yes?: boolean;
  ignoreNotFound?: boolean;
}

/** What `clusters delete --help` says before the examples: what the user should know first. */
export const CLUSTER_DELETE_HELP = `
Deleting a cluster revokes its agent's certificate at once: the agent's calls are refused (401)
and it reports Registered=False (BootstrapTokenAlreadyUsed); what it installed stays on the
cluster. The cluster's heartbeats, inventory and status are removed, and rollouts that have not
reached it yet skip it (ClusterDeleted). Its bootstrap token stays used: to bring the cluster
back, put a new token (arcbridge tokens create) in the agent's bootstrap Secret; it registers
again under the same id, with no direct assignments and only the labels and group its agent sends.
${CONFIRMATION_HELP}`;

/** How many ids the confirmation question names before it says how many more. */
const NAMED_IN_QUESTION = 10;

/**
 * `clusters delete ID... | -l SELECTOR`: the clusters named, or every one the selector matches
 * (listed first, so the question names them), after the confirmation. Ids and a selector
 * together are refused, as kubectl refuses names with a selector.
 */
export async function deleteClusters(
  context: CliContext,
  printer: Printer,
  io: CliIo,
  options: DeleteClustersOptions,
): Promise<number> {
  if (options.selector !== undefined && options.ids.length > 0) {
    throw new UsageError('give cluster ids or --selector, not both');
  }
  if (options.selector === undefined && options.ids.length === 0) {
    throw new UsageError('give the ids of the clusters to delete, or --selector');
  }
  checkArguments('<clusterId>', ClusterId, options.ids);
  const tenantPath = `v1/tenants/${encodeURIComponent(options.tenant)}/clusters`;
  const client = await context.client(options.tenant, 'admin');
  let ids = options.ids;
  if (options.selector !== undefined) {
    const query = new URLSearchParams({ labelSelector: options.selector });
    const matched = await fromOrigin({ flags: { 'query.labelSelector': '--selector' } }, () =>
      client.listAll<{ id: string }>(tenantPath, query),
    );
    ids = matched.map((cluster) => cluster.id);
    if (ids.length === 0) {
      io.err(`No clusters in tenant '${options.tenant}' match the selector '${options.selector}'.\n`);
    }
  }
  if (ids.length > 0) {
    const named =
      ids.length === 1
        ? `cluster ${ids[0]}`
        : `${ids.length} clusters (${ids.slice(0, NAMED_IN_QUESTION).join(', ')}` +
          `${ids.length > NAMED_IN_QUESTION ? `, and ${ids.length - NAMED_IN_QUESTION} more` : ''})`;
    await confirmOrRefuse(
      io,
      `Delete ${named} from tenant '${options.tenant}'? ` +
        (ids.length === 1
          ? "Its agent's certificate stops working at once."
          : "Their agents' certificates stop working at once."),
      options.yes,
    );
  }
  return deleteEach(
    client,
    printer,
    io,
    ids.map((id) => ({
      label: `cluster "${id}"`,
      path: `${tenantPath}/${encodeURIComponent(id)}`,
      key: { id },
    })),
    options,
  );
}
