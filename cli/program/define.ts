import type { Command } from 'commander';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { UsageError } from './errors';
import { contextFor, globalFlags, printerFor } from './runtime';
import type { CliRuntime, GlobalFlags } from './runtime';

/** What an action gets: where to reach the control plane, how to print, and the process seams. */
export interface ActionScope {
  context: CliContext;
  printer: Printer;
  flags: GlobalFlags;
  runtime: CliRuntime;
  command: Command;
}

/**
 * Wires an action: commander passes positional arguments, the command's options and the command;
 * the handler gets them plus its scope. Errors propagate to main, which prints them once.
 */
export function act<O extends Record<string, unknown>>(
  runtime: CliRuntime,
  handler: (args: string[], options: O, scope: ActionScope) => Promise<void>,
): (...raw: unknown[]) => Promise<void> {
  return async (...raw: unknown[]) => {
    const command = raw.at(-1) as Command;
    const options = raw.at(-2) as O;
    const args = raw.slice(0, -2) as string[];
    await handler(args, options, {
      context: contextFor(runtime, command),
      printer: printerFor(runtime, command),
      flags: globalFlags(command),
      runtime,
      command,
    });
  };
}

/** Appends an Examples section to a command's help (az and kubectl show them on every command). */
export function examples(command: Command, lines: string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`);
}

/** The one tenant a command works in. */
export function tenantOf(options: { tenant?: string | string[] }): string {
  const tenants = ([] as string[]).concat(options.tenant ?? []);
  if (tenants.length !== 1) throw new UsageError('--tenant is required (exactly one)');
  return tenants[0]!;
}

/** Collects a repeatable option (`--label a=b --label c-`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** A positive integer flag value, named in the error when it is not one. */
export function positiveInteger(flag: string): (value: string) => number {
  return (value: string) => {
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
      throw new UsageError(`${flag} must be a positive whole number (got '${value}')`);
    }
    return number;
  };
}
