import { Option } from 'commander';
import type { Command } from 'commander';
import type { z } from 'zod';
import type { AuditEvent } from '../../contract/audit';
import { BootstrapTokenId } from '../../contract/registration';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { ago, NONE, table } from '../output';
import { act, examples, positiveInteger, tenantOf } from '../program/define';
import type { CliRuntime } from '../program/runtime';
import { AUDITED_ACTIONS, auditAction } from './audit-actions';
import { durationFlag } from './auth';
import { shortTokenId } from './token-records';

type Event = z.infer<typeof AuditEvent>;

export interface AuditListOptions {
  tenant: string;
  actor?: string;
  action?: string;
  outcome?: Event['outcome'];
  since?: string;
  maxEvents: number;
}

/** The widest DETAIL cell: the whole text is in `-o json`. */
const DETAIL_WIDTH = 60;

/**
 * The newest events first, page by page, until `--max-events` or the first event older than
 * `--since` (the trail is newest first, so nothing after it is newer).
 */
export async function listAuditEvents(
  context: CliContext,
  printer: Printer,
  options: AuditListOptions,
  now: () => Date = () => new Date(),
): Promise<void> {
  const since = options.since ? now().getTime() - durationFlag('--since', options.since) * 1000 : undefined;
  const client = await context.client(options.tenant, 'reader');
  const query = new URLSearchParams();
  if (options.actor) query.set('actor', options.actor);
  if (options.action) query.set('action', options.action);
  if (options.outcome) query.set('outcome', options.outcome);
  const items: Event[] = [];
  let continuationToken: string | undefined;
  page: do {
    const params = new URLSearchParams(query);
    params.set('limit', String(Math.min(options.maxEvents - items.length, 1000)));
    if (continuationToken) params.set('continuationToken', continuationToken);
    const path = `v1/tenants/${encodeURIComponent(options.tenant)}/audit-events?${params.toString()}`;
    const page = (await client.call('GET', path)).body as { items: Event[]; continuationToken?: string };
    for (const event of page.items) {
      if (since !== undefined && Date.parse(event.time) < since) break page;
      items.push(event);
    }
    continuationToken = page.continuationToken;
  } while (continuationToken && items.length < options.maxEvents);
  printer.result({ items }, () =>
    items.length === 0
      ? `No audit events in tenant '${options.tenant}'${filtersText(options)}.`
      : table(
          ['TIME', 'ACTOR', 'ACTION', 'RESOURCE', 'OUTCOME', 'DETAIL'],
          items.map((event) => [
            ago(event.time),
            event.actor,
            event.action,
            resourceText(event),
            `${event.outcome} (${event.status})`,
            event.detail && oneLine(event.detail),
          ]),
        ),
  );
}

/** A bootstrap token's id (the contract's form of it) is shown as `tokens list` shows it. */
const shownName = (name: string): string =>
  BootstrapTokenId.safeParse(name).success ? shortTokenId(name) : name;

function resourceText(event: Event): string {
  const names = Object.values(event.resource);
  if (event.location) names.push(event.location.slice(event.location.lastIndexOf('/') + 1));
  return names.length > 0 ? names.map(shownName).join('/') : NONE;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > DETAIL_WIDTH ? `${flat.slice(0, DETAIL_WIDTH - 3)}...` : flat;
}

function filtersText(options: AuditListOptions): string {
  const filters = [
    options.actor && `by ${options.actor}`,
    options.action && `for ${options.action}`,
    options.outcome && `with outcome ${options.outcome}`,
    options.since && `in the last ${options.since}`,
  ].filter(Boolean);
  return filters.length > 0 ? ` ${filters.join(' ')}` : '';
}

export function registerAudit(program: Command, runtime: CliRuntime): void {
  const audit = examples(
    program.command('audit').description('who changed what in a tenant, and how it ended'),
    ['arcbridge audit list --tenant contoso --since 24h'],
  );
  examples(
    audit
      .command('list')
      .alias('ls')
      .description('attempted changes in the tenant, newest first: what was done, refused or failed')
      .requiredOption('--tenant <id>', 'tenant')
      .option(
        '--actor <subject>',
        'only what this operator did (the token subject, as the ACTOR column shows)',
      )
      .addOption(
        // The choices are for help and completion; auditAction refuses others with the close ones.
        new Option('--action <operation>', 'only this operation (an operationId)')
          .choices(AUDITED_ACTIONS)
          .argParser(auditAction),
      )
      .addOption(
        new Option('--outcome <outcome>', 'only this outcome').choices(['Succeeded', 'Failed', 'Denied']),
      )
      .option('--since <duration>', 'only events newer than this, e.g. 30m, 24h, 7d')
      .option('--max-events <n>', 'show at most this many events', positiveInteger('--max-events'), 100)
      .action(
        act<Omit<AuditListOptions, 'tenant'> & { tenant: string }>(
          runtime,
          async (_args, options, { context, printer }) => {
            await listAuditEvents(context, printer, { ...options, tenant: tenantOf(options) });
          },
        ),
      ),
    [
      'arcbridge audit list --tenant contoso --since 24h',
      'arcbridge audit list --tenant contoso --outcome Denied',
      'arcbridge audit list --tenant contoso --actor alice@contoso.com --action deleteCluster -o json',
    ],
  );
}
