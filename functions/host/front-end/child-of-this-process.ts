import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The command that runs `executable args` as a child that dies with this process, even when this
 * process is killed with SIGKILL (no exit hook runs then). On Linux, util-linux's `setpriv
 * --pdeathsig KILL` sets PR_SET_PDEATHSIG and then execs the program in the same process, so the
 * pid is the program's; the setting survives exec (prctl(2)). Without setpriv (not Linux, or a
 * minimal image) the program is run directly, and the next start stops a leftover by its pid file.
 */
export function childOfThisProcess(
  executable: string,
  args: string[],
  find: (name: string) => string | undefined = onPath,
): { command: string; args: string[] } {
  const setpriv = process.platform === 'linux' ? find('setpriv') : undefined;
  return setpriv
    ? { command: setpriv, args: ['--pdeathsig', 'KILL', '--', executable, ...args] }
    : { command: executable, args };
}

/**
 * Where `name` would be run from: itself if it has a slash, else the first executable of that name
 * on PATH; undefined if there is none.
 */
export function onPath(name: string, path: string = process.env.PATH ?? ''): string | undefined {
  const candidates = name.includes('/')
    ? [name]
    : path
        .split(delimiter)
        .filter(Boolean)
        .map((d) => join(d, name));
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
