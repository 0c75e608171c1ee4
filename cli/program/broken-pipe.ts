import { EXIT } from './errors';

/**
 * A reader that stops early (`arcbridge clusters list | head -3`) closes the pipe. The tools the
 * CLI is used beside (kubectl, git) then die of SIGPIPE: no message, the shell's code 128 + 13.
 * Node ignores SIGPIPE, so without this the next write raised an unhandled EPIPE with a stack
 * trace; now the CLI stops the same quiet way, with the same code.
 */
export function stopQuietlyOnBrokenPipe(
  streams: NodeJS.WritableStream[],
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  for (const stream of streams) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
      exit(EXIT.brokenPipe);
    });
  }
}
