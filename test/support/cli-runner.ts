import { run } from '../../cli/main';

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs `arcbridge` in-process against a data dir (a test control plane's: its endpoint, CA and
 * local issuer), capturing stdout and stderr. `dataDir` is read per run, so a suite can start its
 * plane in beforeAll and build the runner beside it; `extra` goes after every command line (e.g.
 * `--tenant contoso`).
 */
export function cliRunner(
  dataDir: () => string,
  extra: string[] = [],
): (args: string[], env?: Record<string, string>) => Promise<CliResult> {
  return async (args, env = {}) => {
    let out = '';
    let err = '';
    const code = await run([...args, '--data-dir', dataDir(), ...extra], env, {
      out: (text) => (out += text),
      err: (text) => (err += text),
    });
    return { code, out, err };
  };
}
