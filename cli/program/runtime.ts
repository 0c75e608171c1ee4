import type { Command } from 'commander';
import type { KeyVaultAccess } from '../commands/ca';
import { CliContext } from '../context';
import { createPrinter, outputFormat } from '../output';
import type { OutputFormat, Printer } from '../output';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** stdout / stderr are terminals (progress bars redraw in place, colours and \r are allowed). */
  outIsTty?: boolean;
  errIsTty?: boolean;
  /** stdin is a terminal: a destructive command may ask there (without one it needs --yes). */
  inIsTty?: boolean;
  /** Asks the user `question` and resolves to the answer (undefined: interrupted by Ctrl+C). */
  ask?: (question: string) => Promise<string | undefined>;
}

/** The options every command inherits from the root program. */
export interface GlobalFlags {
  endpoint?: string;
  dataDir?: string;
  ca?: string;
  output: OutputFormat;
}

/**
 * What a command needs from the process, passed in so commands stay testable: the environment,
 * the output streams, the Key Vault seam for `ca init`, and a way to learn about Ctrl+C.
 */
export interface CliRuntime {
  env: Record<string, string | undefined>;
  io: CliIo;
  keyVault: KeyVaultAccess;
  /** Registers a handler for SIGINT/SIGTERM for the command's lifetime; returns the unregister function. */
  onInterrupt: (handler: () => void) => () => void;
  /** A command that finishes without throwing exits with this code (default 0). */
  exitCode: number;
}

export function globalFlags(command: Command): GlobalFlags {
  const all = command.optsWithGlobals<Record<string, unknown>>();
  return {
    ...(typeof all.endpoint === 'string' ? { endpoint: all.endpoint } : {}),
    ...(typeof all.dataDir === 'string' ? { dataDir: all.dataDir } : {}),
    ...(typeof all.ca === 'string' ? { ca: all.ca } : {}),
    output: outputFormat(all.output),
  };
}

export function contextFor(runtime: CliRuntime, command: Command): CliContext {
  const flags = globalFlags(command);
  return new CliContext(
    {
      ...(flags.endpoint ? { endpoint: flags.endpoint } : {}),
      ...(flags.dataDir ? { dataDir: flags.dataDir } : {}),
      ...(flags.ca ? { ca: flags.ca } : {}),
    },
    runtime.env,
  );
}

export function printerFor(runtime: CliRuntime, command: Command): Printer {
  return createPrinter(globalFlags(command).output, runtime.io.out);
}
