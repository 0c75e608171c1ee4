import type { Command } from 'commander';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { act, examples, tenantOf } from '../program/define';
import { fromOrigin } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { durationFlag } from './auth';

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
    ['arcbridge tokens create --tenant contoso --ttl 1h'],
  );
  examples(
    tokens
      .command('create')
      .description('create a single-use bootstrap token (printed once; only its hash is stored)')
      .requiredOption('--tenant <id>', 'tenant the cluster joins')
      .option('--ttl <duration>', 'how long the token can be used, e.g. 15m, 1h, 7d')
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
}
