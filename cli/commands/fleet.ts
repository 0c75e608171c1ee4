import type { Command } from 'commander';
import type { FleetSummary } from '../../contract/clusters';
import type { CliContext } from '../context';
import { table } from '../output';
import type { Cell, Printer } from '../output';
import { act, examples, tenantOf } from '../program/define';
import { fromOrigin } from '../program/errors';
import type { CliRuntime } from '../program/runtime';

/** The table's BY column for each count of the answer, in the order they are printed. */
const DIMENSIONS: [
  keyof Pick<FleetSummary, 'region' | 'group' | 'kubernetesVersion' | 'agentVersion'>,
  string,
][] = [
  ['region', 'region'],
  ['group', 'group'],
  ['kubernetesVersion', 'kubernetes'],
  ['agentVersion', 'agent'],
];

export async function fleetSummary(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; selector?: string; group?: string },
): Promise<void> {
  const client = await context.client(options.tenant, 'reader');
  const query = new URLSearchParams();
  if (options.selector) query.set('labelSelector', options.selector);
  if (options.group) query.set('group', options.group);
  const summary = (
    await fromOrigin({ flags: { 'query.labelSelector': '--selector', 'query.group': '--group' } }, () =>
      client.call(
        'GET',
        `v1/tenants/${encodeURIComponent(options.tenant)}/fleet/summary${query.size > 0 ? `?${query}` : ''}`,
      ),
    )
  ).body as FleetSummary;
  const filtered = Boolean(options.selector || options.group);
  printer.result(summary, () => {
    if (summary.clusters === 0) {
      return filtered
        ? `No clusters in tenant '${options.tenant}' match the filter.`
        : `No clusters in tenant '${options.tenant}'. Register one: see the README walkthrough.`;
    }
    const rows: Cell[][] = [
      ['connectivity', 'Connected', summary.connectivity.Connected],
      ['connectivity', 'Offline', summary.connectivity.Offline],
      ...DIMENSIONS.flatMap(([key, label]) => summary[key].map(({ value, count }) => [label, value, count])),
      ...summary.extensionVersion.map(({ extension, value, count }) => [
        'extension version',
        `${extension} ${value}`,
        count,
      ]),
      ...summary.extensionPhase.map(({ extension, value, count }) => [
        'extension phase',
        `${extension} ${value}`,
        count,
      ]),
    ];
    const counts = `${summary.clusters} clusters\n\n${table(['BY', 'VALUE', 'CLUSTERS'], rows)}`;
    if (summary.extensionProblems.length === 0) return counts;
    const failing = table(
      ['GROUP', 'EXTENSION', 'PHASE', 'CLUSTERS'],
      summary.extensionProblems.map(({ group, extension, phase, count }) => [group, extension, phase, count]),
    );
    return `${counts}\n\nFailed or drifted extensions by group\n\n${failing}`;
  });
}

export function registerFleet(program: Command, runtime: CliRuntime): void {
  const fleet = examples(program.command('fleet').description('the fleet of a tenant as a whole'), [
    'arcbridge fleet summary --tenant contoso',
  ]);
  examples(
    fleet
      .command('summary')
      .description(
        'count clusters by connectivity, region, group, Kubernetes and agent version, extension version and phase',
      )
      .requiredOption('--tenant <id>', 'tenant')
      .option('-l, --selector <selector>', "Kubernetes label selector, e.g. 'env=prod,tier in (a,b)'")
      .option('--group <path>', 'only clusters in this group or below it, e.g. retail/eu')
      .action(
        act<{ tenant: string; selector?: string; group?: string }>(
          runtime,
          async (_args, options, { context, printer }) => {
            await fleetSummary(context, printer, { ...options, tenant: tenantOf(options) });
          },
        ),
      ),
    [
      'arcbridge fleet summary --tenant contoso',
      "arcbridge fleet summary --tenant contoso -l 'env=prod' --group retail/eu -o json",
    ],
  );
}
