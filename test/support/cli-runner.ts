import { run } from '../../cli/main';
import type { CliIo } from '../../cli/program/runtime';

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs `arcbridge` in-process against a data dir (a test control plane's: its endpoint, CA and
 * local issuer), capturing stdout and stderr. `dataDir` is read per run, so a suite can start its
 * plane in beforeAll and build the runner beside it; `extra` goes after every command line (e.g.
 * `--tenant contoso`). `terminal` stands in for the streams' terminal facts and the prompt (by
 * default no stream is a terminal, as in a script).
 */
export function cliRunner(
  dataDir: () => string,
  extra: string[] = [],
): (
  args: string[],
  env?: Record<string, string>,
  terminal?: Omit<CliIo, 'out' | 'err'>,
) => Promise<CliResult> {
  return async (args, env = {}, terminal = {}) => {
    let out = '';
    let err = '';
    const code = await run([...args, '--data-dir', dataDir(), ...extra], env, {
      ...terminal,
      out: (text) => (out += text),
      err: (text) => (err += text),
    });
    return { code, out, err };
  };
}
