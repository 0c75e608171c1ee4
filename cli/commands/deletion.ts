import type { Command } from 'commander';
import type { z } from 'zod';
import { ApiError } from '../api-client';
import type { ApiClient } from '../api-client';
import type { Printer } from '../output';
import { describeApiError, EXIT, UsageError } from '../program/errors';
import type { CliIo } from '../program/runtime';

/** One thing a delete command removes. */
export interface DeletionTarget {
  /** How the output names it, kubectl's way: `cluster "c-..."`. */
  label: string;
  /** The API path to DELETE. */
  path: string;
  /** Its entry in the machine-readable result (`-o json`), e.g. `{ id }`. */
  key: Record<string, string>;
}

/** What a delete command does on the command line's behalf. */
export interface DeletionOptions {
  /** `--ignore-not-found`: one that does not exist is not an error (kubectl's flag). */
  ignoreNotFound?: boolean;
}

type Outcome = Record<string, unknown> & { deleted: boolean };

/**
 * Deletes each target in turn, as `kubectl delete a b c` does: each one deleted prints
 * `<label> deleted` as it goes; one that does not exist is reported on stderr and the others are
 * still deleted, then the command exits 3 (`--ignore-not-found`: 0, and nothing is said). `-o json`
 * prints one document at the end, `{items: [{...key, deleted, reason?}]}`. Any other failure
 * (403, 5xx, the control plane gone) stops at once; with `-o json`, what was deleted before it is
 * named on stderr. Resolves to the exit code.
 */
export async function deleteEach(
  client: ApiClient,
  printer: Printer,
  io: CliIo,
  targets: DeletionTarget[],
  options: DeletionOptions,
): Promise<number> {
  const streaming = !printer.structured;
  const items: Outcome[] = [];
  const deleted: string[] = [];
  let exitCode: number = EXIT.ok;
  for (const target of targets) {
    try {
      await client.call('DELETE', target.path);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw stopped(err, streaming ? [] : deleted, io);
      items.push({ ...target.key, deleted: false, reason: 'NotFound' });
      if (!options.ignoreNotFound) {
        io.err(describeApiError(err));
        exitCode = EXIT.notFound;
      }
      continue;
    }
    items.push({ ...target.key, deleted: true });
    deleted.push(target.label);
    if (streaming) printer.result(null, () => `${target.label} deleted`);
  }
  if (!streaming) printer.result({ items }, () => '');
  return exitCode;
}

/** A failure part way: names on stderr what was deleted (-o json prints no document then). */
function stopped(err: unknown, deleted: string[], io: CliIo): unknown {
  if (deleted.length > 0) io.err(`Deleted before the error: ${deleted.join(', ')}\n`);
  return err;
}

/** Checks every argument against the API's schema before anything is deleted (exit 2). */
export function checkArguments(argument: string, schema: z.ZodType<string>, values: string[]): void {
  const wrong = values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [] : [`'${value}': ${parsed.error.issues[0]?.message ?? 'invalid'}`];
  });
  if (wrong.length > 0) throw new UsageError(`${argument}: ${wrong.join('; ')}`);
}

/** The flags every delete command takes: az's --yes and kubectl's --ignore-not-found. */
export function deletionFlags(command: Command, what: string): Command {
  return command
    .option('-y, --yes', 'do not ask for confirmation (required without a terminal)')
    .option('--ignore-not-found', `${what} that does not exist is not an error (exit 0)`);
}

/** A variadic first argument's values: commander passes them as one array. */
export function variadic(args: string[]): string[] {
  return ((args as unknown[])[0] as string[] | undefined) ?? [];
}
