import type { Command } from 'commander';
import {
  MaintenanceWindow,
  MaintenanceWindowName,
  PutMaintenanceWindowRequest,
} from '../../contract/maintenance-windows';
import type { CliContext } from '../context';
import { table } from '../output';
import type { Printer } from '../output';
import { CONFIRMATION_HELP, confirmOrRefuse } from '../program/confirm';
import { act, examples, tenantOf } from '../program/define';
import { UsageError } from '../program/errors';
import type { CliIo, CliRuntime } from '../program/runtime';
import { applyNamed } from './apply-documents';
import { checkArguments, deleteEach, deletionFlags, variadic } from './deletion';

const seg = encodeURIComponent;

function clustersOf(window: MaintenanceWindow): string {
  const parts = [
    window.clusters.selector ? `selector ${window.clusters.selector}` : '',
    window.clusters.groups?.length ? `groups ${window.clusters.groups.join(',')}` : '',
  ].filter(Boolean);
  return parts.join('; ');
}

function whenOf(window: MaintenanceWindow): string {
  return `${window.schedule} ${window.timeZone} for ${window.durationMinutes}m`;
}

export async function listWindows(context: CliContext, printer: Printer, options: { tenant: string }) {
  const client = await context.client(options.tenant, 'reader');
  const body = (await client.call('GET', `v1/tenants/${seg(options.tenant)}/maintenance-windows`)).body as {
    items: MaintenanceWindow[];
  };
  printer.result(body, () =>
    body.items.length === 0
      ? `No maintenance windows in tenant '${options.tenant}'. Apply one: arcbridge windows apply -f window.yaml`
      : table(
          ['WINDOW', 'CLUSTERS', 'WHEN', 'OPEN', 'NEXT OPENS'],
          body.items.map((w) => [
            w.name,
            clustersOf(w),
            whenOf(w),
            w.openNow ? 'yes' : 'no',
            w.nextOpenings.find((o) => Date.parse(o.opensAt) > Date.now())?.opensAt ?? '-',
          ]),
        ),
  );
}

export async function showWindow(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; name: string },
) {
  checkArguments('<name>', MaintenanceWindowName, [options.name]);
  const client = await context.client(options.tenant, 'reader');
  const window = (
    await client.call('GET', `v1/tenants/${seg(options.tenant)}/maintenance-windows/${seg(options.name)}`)
  ).body as MaintenanceWindow;
  printer.result(window, () =>
    [
      `Name:        ${window.name}`,
      `Clusters:    ${clustersOf(window)}`,
      `Schedule:    ${window.schedule} (${window.timeZone})`,
      `Duration:    ${window.durationMinutes} minute(s)`,
      `Open now:    ${window.openNow ? 'yes' : 'no'}`,
      `Generation:  ${window.generation}`,
      'Openings:',
      ...window.nextOpenings.map((o) => `  ${o.opensAt} - ${o.closesAt}`),
    ].join('\n'),
  );
}

async function deleteWindows(
  context: CliContext,
  printer: Printer,
  io: CliIo,
  options: { tenant: string; names: string[]; yes?: boolean; ignoreNotFound?: boolean },
): Promise<number> {
  if (options.names.length === 0) throw new UsageError('give the names of the maintenance windows to delete');
  checkArguments('<names>', MaintenanceWindowName, options.names);
  await confirmOrRefuse(
    io,
    `Delete ${options.names.length} maintenance window(s) from tenant '${options.tenant}'? ` +
      'Running rollouts then send their clusters at any time.',
    options.yes,
  );
  const client = await context.client(options.tenant, 'operator');
  return deleteEach(
    client,
    printer,
    io,
    options.names.map((name) => ({
      label: `maintenance window "${name}"`,
      path: `v1/tenants/${seg(options.tenant)}/maintenance-windows/${seg(name)}`,
      key: { name },
    })),
    options,
  );
}

export function registerMaintenanceWindows(program: Command, runtime: CliRuntime): void {
  const windows = examples(
    program
      .command('windows')
      .description('maintenance windows: when rollouts may change the clusters of a group or selector'),
    ['arcbridge windows apply -f examples/maintenance-window.yaml --tenant contoso'],
  );
  examples(
    windows
      .command('apply')
      .description('create or replace maintenance windows from YAML (several documents allowed)')
      .requiredOption('-f, --file <path>', "YAML or JSON file ('-' reads stdin)")
      .option('--tenant <id>', "tenant, unless each document has a 'tenant' field")
      .action(
        act<{ file: string; tenant?: string }>(runtime, async (_args, options, { context, printer }) => {
          await applyNamed(context, printer, options, {
            collection: 'maintenance-windows',
            resource: MaintenanceWindow,
            request: PutMaintenanceWindowRequest,
            line: (w, status) => {
              const window = w as unknown as MaintenanceWindow;
              return `maintenance window ${window.name} ${status}: ${whenOf(window)}, generation ${window.generation}`;
            },
          });
        }),
      ),
    ['arcbridge windows apply -f examples/maintenance-window.yaml --tenant contoso'],
  );
  examples(
    windows
      .command('list')
      .alias('ls')
      .description('list maintenance windows, whether each is open and when it next opens')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          await listWindows(context, printer, { tenant: tenantOf(options) });
        }),
      ),
    ['arcbridge windows list --tenant contoso'],
  );
  examples(
    windows
      .command('show')
      .description('show a maintenance window and its next openings')
      .argument('<name>', 'window name')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (args, options, { context, printer }) => {
          await showWindow(context, printer, { tenant: tenantOf(options), name: String(args[0]) });
        }),
      ),
    ['arcbridge windows show stores-night --tenant contoso'],
  );
  examples(
    deletionFlags(
      windows
        .command('delete')
        .description('delete maintenance windows')
        .argument('<names...>', 'window names')
        .requiredOption('--tenant <id>', 'tenant'),
      'a maintenance window',
    )
      .addHelpText('after', `\n${CONFIRMATION_HELP}`)
      .action(
        act<{ tenant: string; yes?: boolean; ignoreNotFound?: boolean }>(
          runtime,
          async (args, options, { context, printer }) => {
            runtime.exitCode = await deleteWindows(context, printer, runtime.io, {
              ...options,
              tenant: tenantOf(options),
              names: variadic(args),
            });
          },
        ),
      ),
    ['arcbridge windows delete stores-night --tenant contoso --yes'],
  );
}
