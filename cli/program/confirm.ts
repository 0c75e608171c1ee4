import { createInterface } from 'node:readline';
import { CliError, EXIT, UsageError } from './errors';
import type { CliIo } from './runtime';

/**
 * The Azure CLI's confirmation for destructive commands (`az group delete`, `az connectedk8s
 * delete`): ask on a terminal, `--yes`/`-y` skips the question, and without a terminal to ask on
 * the command refuses rather than waiting for input ("Unable to prompt for confirmation as no tty
 * available. Use --yes."). Refusing is exit 2, as a missing option is: nothing was sent, and the
 * command line needs `--yes` to run unattended. A "no" is az's "Operation cancelled." (exit 1).
 */
export async function confirmOrRefuse(io: CliIo, question: string, yes: boolean | undefined): Promise<void> {
  if (yes) return;
  if (!io.inIsTty || !io.ask) {
    throw new UsageError('unable to prompt for confirmation: standard input is not a terminal. Use --yes.');
  }
  const answer = await io.ask(`${question} (y/n): `);
  // Ctrl+C at the question is an interrupt like anywhere else (exit 130).
  if (answer === undefined) throw new CliError('Operation cancelled.', EXIT.interrupted);
  if (!/^y(es)?$/i.test(answer.trim())) throw new CliError('Operation cancelled.');
}

/** What the help of a command that confirms says about it. */
export const CONFIRMATION_HELP = `
Asks for confirmation on a terminal. --yes (-y) skips the question; without a terminal on
standard input (a script, CI) the command needs --yes and deletes nothing without it.`;

/**
 * Asks on the terminal: the question on stderr (stdout carries only results), the answer from
 * stdin. Ctrl+C answers `undefined` (readline would otherwise swallow it and leave the process
 * waiting); Ctrl+D answers '', which is no.
 */
export function askOnTerminal(
  question: string,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const line = createInterface({ input, output, terminal: true });
    let answer: string | undefined = '';
    line.on('SIGINT', () => {
      output.write('\n');
      answer = undefined;
      line.close();
    });
    line.on('close', () => resolve(answer));
    line.question(question, (given) => {
      answer = given;
      line.close();
    });
  });
}
