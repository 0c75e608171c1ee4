#!/usr/bin/env node
import { CommanderError } from 'commander';
import { ApiError } from './api-client';
import type { KeyVaultAccess } from './commands/ca';
import { outputFormat } from './output';
import { stopQuietlyOnBrokenPipe } from './program/broken-pipe';
import { askOnTerminal } from './program/confirm';
import { CliError, describeApiError, EXIT } from './program/errors';
import { nextSteps } from './program/next-steps';
import { buildProgram } from './program/program';
import type { CliIo, CliRuntime } from './program/runtime';
import { formatDocument } from './render/structured';

/**
 * Runs one `arcbridge` command line and resolves to its exit code (docs/cli.md). Every error is
 * printed here, once, in the CLI's words; commands only throw.
 */
export async function run(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  /** Seam for tests: how `ca init` reaches Key Vault (default DefaultAzureCredential). */
  keyVault: KeyVaultAccess = {},
  onInterrupt: CliRuntime['onInterrupt'] = () => () => undefined,
): Promise<number> {
  const runtime: CliRuntime = { env, io, keyVault, onInterrupt, exitCode: EXIT.ok };
  const commandLine = helpAlias(argv);
  const program = buildProgram(runtime, commandLine);
  try {
    await program.parseAsync(commandLine, { from: 'user' });
    return runtime.exitCode;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Commander printed its message (or the help) already; help and --version exit 0.
      return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    // Known once the command line parsed; errors before that are commander's and never JSON or YAML.
    const output = outputFormat(program.opts<{ output?: string }>().output);
    if (err instanceof ApiError) {
      if (output !== 'table') io.out(formatDocument(output, err.problem));
      io.err(describeApiError(err));
      for (const step of nextSteps(err, env)) io.err(step);
      return err.status === 404 ? EXIT.notFound : EXIT.failed;
    }
    const message = err instanceof Error ? err.message : String(err);
    if (output !== 'table') io.out(formatDocument(output, { error: message }, 0));
    io.err(`Error: ${message}\n`);
    return err instanceof CliError ? err.exitCode : EXIT.failed;
  }
}

/** `arcbridge help rollouts watch` is `arcbridge rollouts watch --help` (commander's help takes one level). */
function helpAlias(argv: string[]): string[] {
  if (argv[0] !== 'help' || argv.length < 3) return argv;
  return [...argv.slice(1).filter((arg) => arg !== '--help' && arg !== '-h'), '--help'];
}

/**
 * Ctrl+C and SIGTERM go to the running command while it listens (otherwise Node's default
 * applies); a second one while the command is still stopping exits at once.
 */
function processInterrupts(handler: () => void): () => void {
  let received = 0;
  const onSignal = () => {
    received += 1;
    if (received > 1) process.exit(EXIT.interrupted);
    handler();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

if (require.main === module) {
  stopQuietlyOnBrokenPipe([process.stdout, process.stderr]);
  run(
    process.argv.slice(2),
    process.env,
    {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      outIsTty: Boolean(process.stdout.isTTY),
      errIsTty: Boolean(process.stderr.isTTY),
      inIsTty: Boolean(process.stdin.isTTY),
      ask: (question) => askOnTerminal(question),
    },
    {},
    processInterrupts,
  )
    .then((code) => {
      process.exitCode = code;
    })
    .catch((err: unknown) => {
      process.stderr.write(`Unexpected error: ${String(err)}\n`);
      process.exitCode = EXIT.failed;
    });
}
