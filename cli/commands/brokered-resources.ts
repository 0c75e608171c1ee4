import type { Command } from 'commander';
import type { z } from 'zod';
import {
  BrokeredApi,
  BrokerName,
  Migration,
  PutBrokeredApiRequest,
  PutMigrationRequest,
} from '../../contract/broker';
import { formatResource } from '../../contract/sync-rules';
import { ago, table } from '../output';
import { CONFIRMATION_HELP, confirmOrRefuse } from '../program/confirm';
import { act, examples, tenantOf } from '../program/define';
import { UsageError } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { applyNamed } from './apply-documents';
import { checkArguments, deleteEach, deletionFlags, variadic } from './deletion';

const seg = encodeURIComponent;

/** A named brokering resource the CLI applies, lists, shows and deletes like `sync-rules`. */
interface BrokeredKind<T> {
  /** The command group and API collection, e.g. `brokered-apis`. */
  collection: string;
  /** How output names one, e.g. `brokered API`. */
  noun: string;
  description: string;
  resource: z.ZodObject;
  request: z.ZodObject;
  example: string;
  line(item: T, status: string): string;
  columns: string[];
  row(item: T): string[];
  describe(item: T): string;
  deleteNote: string;
}

function registerBrokeredKind<T extends { name: string }>(
  program: Command,
  runtime: CliRuntime,
  kind: BrokeredKind<T>,
) {
  const base = (tenant: string) => `v1/tenants/${seg(tenant)}/${kind.collection}`;
  const group = examples(program.command(kind.collection).description(kind.description), [
    `arcbridge ${kind.collection} apply -f ${kind.example} --tenant contoso`,
  ]);
  examples(
    group
      .command('apply')
      .description(`create or replace ${kind.noun}s from YAML (several documents allowed)`)
      .requiredOption('-f, --file <path>', "YAML or JSON file ('-' reads stdin)")
      .option('--tenant <id>', "tenant, unless each document has a 'tenant' field")
      .action(
        act<{ file: string; tenant?: string }>(runtime, async (_args, options, { context, printer }) => {
          await applyNamed(context, printer, options, {
            collection: kind.collection,
            resource: kind.resource,
            request: kind.request,
            line: (item, status) => kind.line(item as unknown as T, status),
          });
        }),
      ),
    [`arcbridge ${kind.collection} apply -f ${kind.example} --tenant contoso`],
  );
  examples(
    group
      .command('list')
      .alias('ls')
      .description(`list ${kind.noun}s`)
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          const tenant = tenantOf(options);
          const client = await context.client(tenant, 'reader');
          const body = (await client.call('GET', base(tenant))).body as { items: T[] };
          printer.result(body, () =>
            body.items.length === 0
              ? `No ${kind.noun}s in tenant '${tenant}'. Apply one: arcbridge ${kind.collection} apply -f ${kind.example}`
              : table(kind.columns, body.items.map(kind.row)),
          );
        }),
      ),
    [`arcbridge ${kind.collection} list --tenant contoso`],
  );
  examples(
    group
      .command('show')
      .description(`show one ${kind.noun}`)
      .argument('<name>', `${kind.noun} name`)
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (args, options, { context, printer }) => {
          const tenant = tenantOf(options);
          checkArguments('<name>', BrokerName, [String(args[0])]);
          const client = await context.client(tenant, 'reader');
          const item = (await client.call('GET', `${base(tenant)}/${seg(String(args[0]))}`)).body as T;
          printer.result(item, () => kind.describe(item));
        }),
      ),
    [`arcbridge ${kind.collection} show NAME --tenant contoso -o yaml`],
  );
  examples(
    deletionFlags(
      group
        .command('delete')
        .description(`delete ${kind.noun}s; ${kind.deleteNote}`)
        .argument('<names...>', `${kind.noun} names`)
        .requiredOption('--tenant <id>', 'tenant'),
      `a ${kind.noun}`,
    )
      .addHelpText('after', `\n${CONFIRMATION_HELP}`)
      .action(
        act<{ tenant: string; yes?: boolean; ignoreNotFound?: boolean }>(
          runtime,
          async (args, options, { context, printer }) => {
            const tenant = tenantOf(options);
            const names = variadic(args);
            if (names.length === 0) throw new UsageError(`give the names of the ${kind.noun}s to delete`);
            checkArguments('<names>', BrokerName, names);
            await confirmOrRefuse(
              runtime.io,
              `Delete ${names.length === 1 ? `${kind.noun} ${names[0]}` : `${names.length} ${kind.noun}s`} from tenant '${tenant}'? ${kind.deleteNote}.`,
              options.yes,
            );
            const client = await context.client(tenant, 'operator');
            runtime.exitCode = await deleteEach(
              client,
              printer,
              runtime.io,
              names.map((name) => ({
                label: `${kind.noun} "${name}"`,
                path: `${base(tenant)}/${seg(name)}`,
                key: { name },
              })),
              options,
            );
          },
        ),
      ),
    [`arcbridge ${kind.collection} delete NAME --tenant contoso --yes`],
  );
}

const kindOf = (api: BrokeredApi) =>
  formatResource({ group: api.group, version: api.version, kind: api.kind });

export function registerBrokeredApis(program: Command, runtime: CliRuntime): void {
  registerBrokeredKind<BrokeredApi>(program, runtime, {
    collection: 'brokered-apis',
    noun: 'brokered API',
    description:
      'broker a kind from consumer clusters to the provider clusters that offer it (docs/brokering.md)',
    resource: BrokeredApi,
    request: PutBrokeredApiRequest,
    example: 'examples/broker-certificates.yaml',
    line: (api, status) => `brokered API ${api.name} ${status}: ${kindOf(api)}, generation ${api.generation}`,
    columns: ['NAME', 'KIND', 'CONSUMERS', 'PROVIDERS', 'SPREAD', 'GENERATION', 'UPDATED'],
    row: (api) => [
      api.name,
      kindOf(api),
      api.consumers.selector ?? 'all clusters',
      api.providers.selector ?? 'all clusters',
      api.spread,
      String(api.generation),
      ago(api.updatedAt),
    ],
    describe: (api) =>
      [
        `Name:          ${api.name}`,
        `Kind:          ${kindOf(api)}`,
        `Consumers:     ${JSON.stringify(api.consumers)}`,
        `Providers:     ${JSON.stringify(api.providers)}`,
        `Spread:        ${api.spread}`,
        `Offline grace: ${api.offlineGraceSeconds} s`,
        `Generation:    ${api.generation}`,
      ].join('\n'),
    deleteNote: 'providers delete their copies, consumers release their finalizers',
  });
}

export function registerMigrations(program: Command, runtime: CliRuntime): void {
  registerBrokeredKind<Migration>(program, runtime, {
    collection: 'migrations',
    noun: 'migration',
    description:
      'move brokered objects from one provider to another through staged templates (docs/brokering.md)',
    resource: Migration,
    request: PutMigrationRequest,
    example: 'examples/broker-migration.yaml',
    // `apply` reports its outcome in `status`, over the migration's own: `show` gives the stage.
    line: (m, status) => `migration ${m.name} ${status}: ${m.from} -> ${m.to}, ${m.objects.length} object(s)`,
    columns: ['NAME', 'API', 'FROM', 'TO', 'OBJECTS', 'STAGE', 'SINCE'],
    row: (m) => [m.name, m.api, m.from, m.to, String(m.objects.length), m.status.stage, ago(m.status.since)],
    describe: (m) =>
      [
        `Name:     ${m.name}`,
        `API:      ${m.api}`,
        `From:     ${m.from}`,
        `To:       ${m.to}`,
        `Objects:  ${m.objects.map((o) => `${o.consumer} ${o.namespace}/${o.name}`).join(', ')}`,
        `Stage:    ${m.status.stage} (since ${ago(m.status.since)})`,
        `Message:  ${m.status.message ?? ''}`,
        `Timeout:  ${m.timeoutSeconds} s per stage, then back to ${m.from}`,
      ].join('\n'),
    deleteNote: 'template objects go, the objects stay where they are now',
  });
}
