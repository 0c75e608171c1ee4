import { AssignmentName } from '../../contract/assignments';
import { ClusterId, ExtensionName } from '../../contract/common';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { CONFIRMATION_HELP, confirmOrRefuse } from '../program/confirm';
import { UsageError } from '../program/errors';
import type { CliIo } from '../program/runtime';
import { checkArguments, deleteEach } from './deletion';
import type { DeletionTarget } from './deletion';

const seg = encodeURIComponent;

export interface DeleteAssignmentsOptions {
  tenant: string;
  names: string[];
  cluster?: string;
  yes?: boolean;
  ignoreNotFound?: boolean;
}

/** What `assignments delete --help` says before the examples. */
export const ASSIGNMENT_DELETE_HELP = `
Without --cluster, deletes fleet assignments (those 'assignments apply' writes): agents uninstall
what only that assignment installed. With --cluster, the names are extensions assigned directly to
that one cluster: its agent uninstalls each one unless a fleet assignment also gives the cluster
that extension (which then applies with its own version and values).
${CONFIRMATION_HELP}`;

/**
 * `assignments delete NAME... [--cluster ID]`: fleet assignments by name, or with --cluster the
 * cluster's direct assignments by extension name (the API's two kinds of assignment), after the
 * confirmation.
 */
export async function deleteAssignments(
  context: CliContext,
  printer: Printer,
  io: CliIo,
  options: DeleteAssignmentsOptions,
): Promise<number> {
  if (options.names.length === 0) throw new UsageError('give the names of the assignments to delete');
  const tenantPath = `v1/tenants/${seg(options.tenant)}`;
  let targets: DeletionTarget[];
  let question: string;
  const { cluster } = options;
  if (cluster === undefined) {
    checkArguments('<names>', AssignmentName, options.names);
    targets = options.names.map((name) => ({
      label: `assignment "${name}"`,
      path: `${tenantPath}/assignments/${seg(name)}`,
      key: { name },
    }));
    question =
      `Delete ${plural(options.names, 'assignment')} from tenant '${options.tenant}'? ` +
      `Agents uninstall what only ${options.names.length === 1 ? 'it' : 'they'} installed.`;
  } else {
    checkArguments('--cluster', ClusterId, [cluster]);
    checkArguments('<names>', ExtensionName, options.names);
    targets = options.names.map((name) => ({
      label: `direct assignment "${name}" on cluster "${cluster}"`,
      path: `${tenantPath}/clusters/${seg(cluster)}/extensions/${seg(name)}`,
      key: { name, cluster },
    }));
    question =
      `Remove the direct ${plural(options.names, 'assignment')} from cluster ${cluster} in tenant ` +
      `'${options.tenant}'? Its agent uninstalls what no fleet assignment still gives it.`;
  }
  await confirmOrRefuse(io, question, options.yes);
  const client = await context.client(options.tenant, 'operator');
  return deleteEach(client, printer, io, targets, options);
}

function plural(names: string[], noun: string): string {
  return names.length === 1 ? `${noun} ${names[0]}` : `${names.length} ${noun}s (${names.join(', ')})`;
}
