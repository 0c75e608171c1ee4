import type { Command } from 'commander';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { act, examples, tenantOf } from '../program/define';
import { fromOrigin } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { durationFlag } from './auth';
import { deleteToken, listTokens } from './token-records';

export async function createToken(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; ttl?: string; description?: string },
): Promise<void> {
  const body = {
    ...(options.ttl ? { ttlSeconds: durationFlag('--ttl', options.ttl) } : {}),
    ...(options.description ? { description: options.description } : {}),
  };
  const client = await context.client(options.tenant, 'operator');
  const response = await fromOrigin(
    { flags: { 'body.ttlSeconds': '--ttl', 'body.description': '--description' } },
    () => client.call('POST', `v1/tenants/${encodeURIComponent(options.tenant)}/bootstrap-tokens`, body),
  );
  const created = response.body as { token: string; expiresAt: string };
  printer.result(created, () =>
    [
      created.token,
      '',
      `Single use, expires ${created.expiresAt}. Give it to the agent as its bootstrap token;`,
      'it is shown only now (the control plane keeps only its hash).',
    ].join('\n'),
  );
}

export function registerTokens(program: Command, runtime: CliRuntime): void {
  const tokens = examples(
    program.command('tokens').description('bootstrap tokens that let a cluster register'),
    [
      'arcbridge tokens create --tenant contoso --ttl 1h',
      'arcbridge tokens list --tenant contoso',
      'arcbridge tokens delete 3f2a9c0e81b4 --tenant contoso',
    ],
  );
  examples(
    tokens
      .command('create')
      .description('create a single-use bootstrap token (printed once; only its hash is stored)')
      .requiredOption('--tenant <id>', 'tenant the cluster joins')
      .option('--ttl <duration>', 'how long the token can be used, 1m to 1d, e.g. 15m (default 1h)')
      .option('--description <text>', 'a note kept with the token, e.g. the site it is for')
      .action(
        act<{ tenant: string; ttl?: string; description?: string }>(
          runtime,
          async (_args, options, { context, printer }) => {
            await createToken(context, printer, { ...options, tenant: tenantOf(options) });
          },
        ),
      ),
    [
      'arcbridge tokens create --tenant contoso --ttl 1h --description "store 42"',
      'TOKEN=$(arcbridge tokens create --tenant contoso | head -n1)',
    ],
  );
  examples(
    tokens
      .command('list')
      .alias('ls')
      .description(
        "the tenant's bootstrap tokens: unused, used (by which cluster) or expired; never the tokens",
      )
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          await listTokens(context, printer, { tenant: tenantOf(options) });
        }),
      ),
    ['arcbridge tokens list --tenant contoso', 'arcbridge tokens list --tenant contoso -o json'],
  );
  examples(
    tokens
      .command('delete')
      .description('revoke an unused token (a leaked one, say): it can no longer register a cluster')
      .argument('<tokenId>', "the ID 'tokens list' shows (12 or more hex digits), or the token itself")
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async ([token], options, { context, printer }) => {
          await deleteToken(context, printer, { tenant: tenantOf(options), token: token! });
        }),
      ),
    [
      'arcbridge tokens delete 3f2a9c0e81b4 --tenant contoso',
      'arcbridge tokens delete "$TOKEN" --tenant contoso',
    ],
  );
}
