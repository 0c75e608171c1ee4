import { spawn } from 'node:child_process';
import { Option } from 'commander';
import type { Command } from 'commander';
import { ROLES } from '../../contract/roles';
import type { Role } from '../../contract/roles';
import type { ApiClient } from '../api-client';
import type { CliContext } from '../context';
import { act, examples, tenantOf } from '../program/define';
import type { CliRuntime } from '../program/runtime';

export interface ConsoleOptions {
  tenant: string;
  role?: string;
  /** Print the URL only (also what happens when no opener is available). */
  noOpen?: boolean;
}

export interface ConsoleDeps {
  endpoint(): string;
  /** A client carrying the operator token the browser session will use. */
  client(tenant: string, role: Role): Promise<ApiClient>;
  open(url: string): Promise<boolean>;
  out(text: string): void;
  err(text: string): void;
}

/** How long the browser session's token lives (the sign-in link itself works for 5 minutes at most). */
export const CONSOLE_SESSION_SECONDS = 8 * 3600;

/**
 * `arcbridge console --tenant T [--role R] [--no-open]`: gets a one-time sign-in code for an operator
 * token and prints (and opens) `<endpoint>/#code=...`. The code sits in the fragment, which browsers
 * never send to a server or put in a Referer, and the page removes it from history once redeemed.
 */
export async function consoleCommand(options: ConsoleOptions, deps: ConsoleDeps): Promise<number> {
  const role = options.role ?? 'reader';
  if (!(ROLES as readonly string[]).includes(role)) {
    deps.err(`--role must be one of ${ROLES.join(', ')} (got '${role}')\n`);
    return 2;
  }
  if (!options.tenant) {
    deps.err('--tenant is required: arcbridge console --tenant T [--role R] [--no-open]\n');
    return 2;
  }
  const client = await deps.client(options.tenant, role as Role);
  const response = await client.call('POST', 'v1/console/sign-in-codes', {});
  const { code, expiresAt, roles } = response.body as { code: string; expiresAt: string; roles?: string[] };
  // With $ARCBRIDGE_TOKEN the session has that token's roles, whatever --role said: print those.
  const granted = roles?.length ? roles.join(', ') : role;
  const url = `${deps.endpoint().replace(/\/+$/, '')}/#code=${encodeURIComponent(code)}`;
  deps.out(
    `Console for tenant ${options.tenant} as ${granted}. This link works once, until ${expiresAt}:\n${url}\n`,
  );
  if (!options.noOpen && !(await deps.open(url))) {
    deps.err('Could not open a browser here; open the link above yourself.\n');
  }
  return 0;
}

/** The platform's opener (open, xdg-open, start); false when it cannot be started. */
export function openInBrowser(url: string, platform: NodeJS.Platform = process.platform): Promise<boolean> {
  const [command, args] =
    platform === 'darwin'
      ? ['open', [url]]
      : platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}

/** The dependencies from the CLI context: a token from $ARCBRIDGE_TOKEN or the local issuer. */
export function consoleDeps(
  context: CliContext,
  io: { out(t: string): void; err(t: string): void },
): ConsoleDeps {
  return {
    endpoint: () => context.endpoint(),
    client: (tenant, role) => context.client(tenant, role, CONSOLE_SESSION_SECONDS),
    open: (url) => openInBrowser(url),
    out: io.out,
    err: io.err,
  };
}

export function registerConsole(program: Command, runtime: CliRuntime): void {
  examples(
    program
      .command('console')
      .description('open the web console: print (and open) a one-time sign-in link, valid 5 minutes')
      .requiredOption('--tenant <id>', 'tenant the console shows')
      .addOption(
        new Option('--role <role>', 'role of the browser session').choices([...ROLES]).default('reader'),
      )
      .option('--no-open', 'print the link only (SSH sessions, containers)')
      .action(
        act<{ tenant: string; role: string; open: boolean }>(runtime, async (_args, options, { context }) => {
          runtime.exitCode = await consoleCommand(
            { tenant: tenantOf(options), role: options.role, noOpen: !options.open },
            consoleDeps(context, runtime.io),
          );
        }),
      ),
    ['arcbridge console --tenant contoso', 'arcbridge console --tenant contoso --role operator --no-open'],
  );
}
