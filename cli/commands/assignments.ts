import type { Command } from 'commander';
import { Assignment, PutAssignmentRequest } from '../../contract/assignments';
import type { CliContext } from '../context';
import { table } from '../output';
import type { Printer } from '../output';
import { act, examples, tenantOf } from '../program/define';
import type { CliRuntime } from '../program/runtime';
import { applyNamed } from './apply-documents';
import { ASSIGNMENT_DELETE_HELP, deleteAssignments } from './assignment-delete';
import { deletionFlags, variadic } from './deletion';

const seg = encodeURIComponent;

export async function applyAssignments(
  context: CliContext,
  printer: Printer,
  options: { file: string; tenant?: string },
): Promise<void> {
  await applyNamed(context, printer, options, {
    collection: 'assignments',
    resource: Assignment,
    request: PutAssignmentRequest,
    line: (r, status) =>
      `assignment ${String(r.name)} ${status}: ${String(r.extension)}@${String(r.version)}`,
  });
}

interface AssignmentView {
  name: string;
  extension: string;
  version: string;
  namespace: string;
  priority: number;
  target: { selector?: string; groups?: string[]; where?: unknown[] };
  overlays: unknown[];
}

export async function listAssignments(context: CliContext, printer: Printer, options: { tenant: string }) {
  const client = await context.client(options.tenant, 'reader');
  const body = (await client.call('GET', `v1/tenants/${seg(options.tenant)}/assignments`)).body as {
    items: AssignmentView[];
  };
  printer.result(body, () =>
    body.items.length === 0
      ? `No assignments in tenant '${options.tenant}'. Apply one: arcbridge assignments apply -f assign.yaml`
      : table(
          ['ASSIGNMENT', 'EXTENSION', 'VERSION', 'NAMESPACE', 'PRIORITY', 'TARGET', 'OVERLAYS'],
          body.items.map((a) => [
            a.name,
            a.extension,
            a.version,
            a.namespace,
            String(a.priority),
            describeTarget(a.target),
            String(a.overlays.length),
          ]),
        ),
  );
}

function describeTarget(target: AssignmentView['target']): string {
  const parts = [
    target.selector ? `selector ${target.selector}` : '',
    target.groups?.length ? `groups ${target.groups.join(',')}` : '',
    target.where?.length ? `${target.where.length} filter(s)` : '',
  ].filter(Boolean);
  return parts.join('; ') || 'all clusters';
}

export function registerAssignments(program: Command, runtime: CliRuntime): void {
  const assignments = examples(
    program
      .command('assignments')
      .description('which extension version runs where, with per-group and per-label overlays'),
    ['arcbridge assignments apply -f examples/assignment.yaml --tenant contoso'],
  );
  examples(
    assignments
      .command('apply')
      .description('create or replace assignments from YAML (several documents allowed)')
      .requiredOption('-f, --file <path>', "YAML or JSON file ('-' reads stdin)")
      .option('--tenant <id>', "tenant, unless each document has a 'tenant' field")
      .action(
        act<{ file: string; tenant?: string }>(runtime, async (_args, options, { context, printer }) => {
          await applyAssignments(context, printer, options);
        }),
      ),
    [
      'arcbridge assignments apply -f examples/assignment.yaml --tenant contoso',
      'arcbridge assignments apply -f examples/group-overlays.yaml --tenant contoso',
    ],
  );
  examples(
    assignments
      .command('list')
      .alias('ls')
      .description('list assignments with their targets and overlay counts')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          await listAssignments(context, printer, { tenant: tenantOf(options) });
        }),
      ),
    ['arcbridge assignments list --tenant contoso'],
  );
  examples(
    deletionFlags(
      assignments
        .command('delete')
        .description(
          "delete fleet assignments, or a cluster's direct ones (--cluster); agents uninstall them",
        )
        .argument('<names...>', 'assignment names (with --cluster: extension names)')
        .requiredOption('--tenant <id>', 'tenant')
        .option('--cluster <clusterId>', 'the cluster whose direct assignments to remove (c-...)'),
      'an assignment',
    )
      .addHelpText('after', ASSIGNMENT_DELETE_HELP)
      .action(
        act<{ tenant: string; cluster?: string; yes?: boolean; ignoreNotFound?: boolean }>(
          runtime,
          async (args, options, { context, printer }) => {
            runtime.exitCode = await deleteAssignments(context, printer, runtime.io, {
              ...options,
              tenant: tenantOf(options),
              names: variadic(args),
            });
          },
        ),
      ),
    [
      'arcbridge assignments delete web-retail --tenant contoso',
      'arcbridge assignments delete ingress-nginx --cluster c-0123456789abcdefghijklmnop --tenant contoso --yes',
    ],
  );
}
