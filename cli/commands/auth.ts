import { Option } from 'commander';
import type { Command } from 'commander';
import { ROLES } from '../../contract/roles';
import type { Role } from '../../contract/roles';
import { localOperatorName } from '../context';
import type { CliContext } from '../context';
import { parseDuration } from '../duration';
import type { Printer } from '../output';
import { act, collect, examples } from '../program/define';
import { UsageError } from '../program/errors';
import type { CliRuntime } from '../program/runtime';

export async function authToken(
  context: CliContext,
  printer: Printer,
  options: { tenant: string[]; role: string; ttl: string; subject: string },
  note: (text: string) => void = () => undefined,
): Promise<void> {
  if (!(ROLES as readonly string[]).includes(options.role)) {
    throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  }
  if (options.tenant.length === 0)
    throw new UsageError('--tenant is required (repeat it for several tenants)');
  const ttlSeconds = durationFlag('--ttl', options.ttl);
  const token = await context.localIssuer().mint({
    subject: options.subject,
    roles: [options.role as Role],
    tenants: options.tenant,
    ttlSeconds,
  });
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  printer.result({ token, expiresAt, role: options.role, tenants: options.tenant }, () => token);
  // stdout stays the bare token for $(...); what was issued goes to stderr.
  if (!printer.structured)
    note(
      `Issued ${/^[aeiou]/.test(options.role) ? 'an' : 'a'} ${options.role} token for ${options.tenant.join(', ')}, valid until ${expiresAt}.\n`,
    );
}

/** Parses a duration flag, naming the flag when the value is not one. */
export function durationFlag(flag: string, value: string): number {
  try {
    return parseDuration(value);
  } catch (err) {
    throw new UsageError(`${flag}: ${(err as Error).message}`);
  }
}

export function registerAuth(program: Command, runtime: CliRuntime): void {
  const auth = examples(
    program.command('auth').description('operator credentials for the embedded control plane'),
    ['arcbridge auth token --tenant contoso --role reader'],
  );
  examples(
    auth
      .command('token')
      .description("mint an operator token (JWT) from the embedded host's local issuer; print it on stdout")
      .option('--tenant <id>', 'tenant the token is valid for (repeat for several)', collect, [])
      .addOption(
        new Option('--role <role>', 'role the token grants').choices([...ROLES]).makeOptionMandatory(),
      )
      .option('--ttl <duration>', 'lifetime, e.g. 15m, 1h, 1d', '1h')
      .option(
        '--subject <name>',
        'who the token names (the ACTOR of `arcbridge audit list`; default: your user name)',
        localOperatorName(runtime.env),
      )
      .action(
        act<{ tenant: string[]; role: string; ttl: string; subject: string }>(
          runtime,
          async (_args, options, { context, printer }) => {
            await authToken(context, printer, options, runtime.io.err);
          },
        ),
      ),
    [
      'arcbridge auth token --tenant contoso --role operator',
      'export ARCBRIDGE_TOKEN=$(arcbridge auth token --tenant contoso --tenant fabrikam --role reader --ttl 15m)',
    ],
  );
}
