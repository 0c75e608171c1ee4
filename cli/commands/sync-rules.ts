import type { Command } from 'commander';
import { PutSyncRuleRequest, SyncRule, SyncRuleName, formatResource } from '../../contract/sync-rules';
import type { SyncClusterSelector, SyncRuleDetail } from '../../contract/sync-rules';
import type { CliContext } from '../context';
import { ago, table } from '../output';
import type { Printer } from '../output';
import { CONFIRMATION_HELP, confirmOrRefuse } from '../program/confirm';
import { act, examples, tenantOf } from '../program/define';
import { UsageError } from '../program/errors';
import type { CliIo, CliRuntime } from '../program/runtime';
import { applyNamed } from './apply-documents';
import { checkArguments, deleteEach, deletionFlags, variadic } from './deletion';

const seg = encodeURIComponent;

/** `sync-rules apply -f FILE`: creates or replaces each rule the file holds, every address checked first. */
export async function applySyncRules(
  context: CliContext,
  printer: Printer,
  options: { file: string; tenant?: string },
): Promise<void> {
  await applyNamed(context, printer, options, {
    collection: 'sync-rules',
    resource: SyncRule,
    request: PutSyncRuleRequest,
    line: (r, status) => {
      const rule = r as unknown as SyncRule;
      return `sync rule ${rule.name} ${status}: ${formatResource(rule.resource)}, generation ${rule.generation}`;
    },
  });
}

export async function listSyncRules(context: CliContext, printer: Printer, options: { tenant: string }) {
  const client = await context.client(options.tenant, 'reader');
  const body = (await client.call('GET', `v1/tenants/${seg(options.tenant)}/sync-rules`)).body as {
    items: SyncRule[];
  };
  printer.result(body, () =>
    body.items.length === 0
      ? `No sync rules in tenant '${options.tenant}'. Apply one: arcbridge sync-rules apply -f rule.yaml`
      : table(
          ['RULE', 'KIND', 'FROM', 'TO', 'DELETION', 'GENERATION', 'UPDATED'],
          body.items.map((r) => [
            r.name,
            formatResource(r.resource),
            describeSelector(r.from),
            describeSelector(r.to),
            r.deletionPolicy,
            String(r.generation),
            ago(r.updatedAt),
          ]),
        ),
  );
}

/** `sync-rules show NAME`: the rule and, per source and target cluster, where it stands and why. */
export async function showSyncRule(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; name: string },
): Promise<void> {
  checkArguments('<name>', SyncRuleName, [options.name]);
  const client = await context.client(options.tenant, 'reader');
  const rule = (await client.call('GET', `v1/tenants/${seg(options.tenant)}/sync-rules/${seg(options.name)}`))
    .body as SyncRuleDetail;
  printer.result(rule, () => describeRule(rule));
}

function describeRule(rule: SyncRuleDetail): string {
  const counts = Object.entries(rule.status.counts)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');
  const lines = [
    `Name:            ${rule.name}`,
    `Kind:            ${formatResource(rule.resource)}`,
    `From:            ${describeSelector(rule.from)}`,
    `To:              ${describeSelector(rule.to)}`,
    `Deletion policy: ${rule.deletionPolicy}`,
    `Generation:      ${rule.generation}`,
    `Sources:         ${rule.status.sources}`,
    `Targets:         ${rule.status.targets}${counts ? ` (${counts})` : ''}`,
    '',
  ];
  if (rule.status.clusters.length === 0) return [...lines, 'No cluster matches the rule now.'].join('\n');
  return (
    lines.join('\n') +
    table(
      ['CLUSTER', 'ROLE', 'STATE', 'OBJECTS', 'REASON'],
      rule.status.clusters.map((c) => [c.clusterId, c.role, c.state, String(c.objects), c.reason ?? '']),
    )
  );
}

function describeSelector(selector: SyncClusterSelector): string {
  const parts = [
    selector.selector ? `selector ${selector.selector}` : '',
    selector.groups?.length ? `groups ${selector.groups.join(',')}` : '',
    selector.features?.length ? `features ${selector.features.join(',')}` : '',
    selector.clusters?.length ? `${selector.clusters.length} cluster(s)` : '',
  ].filter(Boolean);
  return parts.join('; ') || 'all clusters';
}

async function deleteSyncRules(
  context: CliContext,
  printer: Printer,
  io: CliIo,
  options: { tenant: string; names: string[]; yes?: boolean; ignoreNotFound?: boolean },
): Promise<number> {
  if (options.names.length === 0) throw new UsageError('give the names of the sync rules to delete');
  checkArguments('<names>', SyncRuleName, options.names);
  const targets = options.names.map((name) => ({
    label: `sync rule "${name}"`,
    path: `v1/tenants/${seg(options.tenant)}/sync-rules/${seg(name)}`,
    key: { name },
  }));
  await confirmOrRefuse(
    io,
    `Delete ${options.names.length === 1 ? `sync rule ${options.names[0]}` : `${options.names.length} sync rules`} ` +
      `from tenant '${options.tenant}'? Targets delete or orphan the copies per each rule's deletionPolicy.`,
    options.yes,
  );
  const client = await context.client(options.tenant, 'operator');
  return deleteEach(client, printer, io, targets, options);
}

export function registerSyncRules(program: Command, runtime: CliRuntime): void {
  const rules = examples(
    program
      .command('sync-rules')
      .description('keep objects of source clusters in sync on target clusters (docs/sync.md)'),
    ['arcbridge sync-rules apply -f examples/sync-rule.yaml --tenant contoso'],
  );
  examples(
    rules
      .command('apply')
      .description('create or replace sync rules from YAML (several documents allowed)')
      .requiredOption('-f, --file <path>', "YAML or JSON file ('-' reads stdin)")
      .option('--tenant <id>', "tenant, unless each document has a 'tenant' field")
      .action(
        act<{ file: string; tenant?: string }>(runtime, async (_args, options, { context, printer }) => {
          await applySyncRules(context, printer, options);
        }),
      ),
    ['arcbridge sync-rules apply -f examples/sync-rule.yaml --tenant contoso'],
  );
  examples(
    rules
      .command('list')
      .alias('ls')
      .description('list sync rules with their kinds, sources and targets')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          await listSyncRules(context, printer, { tenant: tenantOf(options) });
        }),
      ),
    ['arcbridge sync-rules list --tenant contoso'],
  );
  examples(
    rules
      .command('show')
      .description(
        'show a sync rule and, per source and target cluster, Synced, Pending, Stale, Conflict or Failed',
      )
      .argument('<name>', 'sync rule name')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (args, options, { context, printer }) => {
          await showSyncRule(context, printer, { tenant: tenantOf(options), name: String(args[0]) });
        }),
      ),
    [
      'arcbridge sync-rules show shared-ca --tenant contoso',
      'arcbridge sync-rules show shared-ca --tenant contoso -o yaml',
    ],
  );
  examples(
    deletionFlags(
      rules
        .command('delete')
        .description('delete sync rules; targets delete or orphan their copies per deletionPolicy')
        .argument('<names...>', 'sync rule names')
        .requiredOption('--tenant <id>', 'tenant'),
      'a sync rule',
    )
      .addHelpText('after', `\n${CONFIRMATION_HELP}`)
      .action(
        act<{ tenant: string; yes?: boolean; ignoreNotFound?: boolean }>(
          runtime,
          async (args, options, { context, printer }) => {
            runtime.exitCode = await deleteSyncRules(context, printer, runtime.io, {
              ...options,
              tenant: tenantOf(options),
              names: variadic(args),
            });
          },
        ),
      ),
    ['arcbridge sync-rules delete shared-ca --tenant contoso --yes'],
  );
}
