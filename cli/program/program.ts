import { Command, Option } from 'commander';
import { commandGroups } from '../commands';
import { OUTPUT_FORMATS } from '../output';
import type { CliRuntime } from './runtime';
import { cliVersion } from './version';

/**
 * Builds the `arcbridge` program: global options, version, help and did-you-mean for every
 * command, then each command group from its own module (cli/commands/index.ts lists them).
 * Settings made here before the groups register are inherited by every subcommand.
 */
export function buildProgram(runtime: CliRuntime, argv: string[] = []): Command {
  const program = new Command('arcbridge')
    .description('Operate an ArcBridge fleet: clusters, extensions, assignments and rollouts.')
    .option('--endpoint <url>', 'control plane URL (env: ARCBRIDGE_ENDPOINT; default: the embedded host)')
    .option(
      '--data-dir <dir>',
      'embedded control plane data dir with its endpoint, CA and local issuer (env: ARCBRIDGE_DATA_DIR; default: ./.arcbridge)',
    )
    .option(
      '--ca <file>',
      "CA certificate to trust (env: ARCBRIDGE_CA_CERT; default: the data dir's ca/ca.pem)",
    )
    .addOption(
      new Option('-o, --output <format>', 'output format: a table for people, JSON or YAML for scripts')
        .choices([...OUTPUT_FORMATS])
        .default('table'),
    );
  // Commander matches the root's options anywhere on the line, so a root `--version` would take
  // `extensions show NAME --version V` for itself. As in az, `--version` is the CLI's version only
  // before any command (`arcbridge --version`); after one it is that command's option.
  if (!namesCommand(program, argv)) program.version(cliVersion(), '--version', 'print the arcbridge version');
  program
    .helpOption('-h, --help', 'show help for a command')
    .showSuggestionAfterError(true)
    .showHelpAfterError('Run the command with --help for its usage and examples.')
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .configureOutput({
      writeOut: runtime.io.out,
      writeErr: runtime.io.err,
      outputError: (text, write) => write(text),
    })
    .exitOverride();
  program.addHelpText(
    'after',
    `
Credentials: $ARCBRIDGE_TOKEN (a bearer token) if set; otherwise a short-lived token from the
embedded host's local issuer in the data dir.

Exit codes: 0 ok, 1 the command failed, 2 bad command line or unreadable file, 3 not found,
130 interrupted (Ctrl+C). See docs/cli.md.

Examples:
  $ arcbridge clusters list --tenant contoso --selector 'env=prod'
  $ arcbridge rollouts watch r-123 --tenant contoso
  $ arcbridge help rollouts start`,
  );
  for (const register of commandGroups) register(program, runtime);
  checkRequiredOptionsLast(program);
  return program;
}

/**
 * Whether the command line has an operand (a command, or a mistyped one) once the root's options
 * and their values are skipped: `-o json clusters list` does, `--data-dir d --version` does not.
 */
function namesCommand(program: Command, argv: string[]): boolean {
  const takesValue = new Set(
    program.options
      .filter((option) => option.required || option.optional)
      .flatMap((option) => [option.short, option.long])
      .filter(Boolean),
  );
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') return i + 1 < argv.length;
    // `arcbridge help [group]` is the root's help (which lists --version).
    if (!arg.startsWith('-') || arg === '-') return arg !== 'help';
    if (takesValue.has(arg)) i += 1;
  }
  return false;
}

/**
 * Commander checks required options before unknown ones, so `--tenat contoso` would only say
 * that --tenant is missing. The check moves to a preAction hook, which runs after the unknown
 * option check: the user gets the did-you-mean, then (if still missing) the same message.
 */
function checkRequiredOptionsLast(program: Command): void {
  const required = new Map<Command, Option[]>();
  const visit = (command: Command) => {
    const mandatory = command.options.filter((option) => option.mandatory);
    for (const option of mandatory) {
      option.mandatory = false;
      option.description = `${option.description} (required)`;
    }
    if (mandatory.length > 0) required.set(command, mandatory);
    command.commands.forEach(visit);
  };
  visit(program);
  program.hook('preAction', (_root, action) => {
    for (const option of required.get(action) ?? []) {
      if (action.getOptionValue(option.attributeName()) === undefined) {
        action.error(`error: required option '${option.flags}' not specified`, {
          exitCode: 2,
          code: 'commander.missingMandatoryOptionValue',
        });
      }
    }
  });
}
