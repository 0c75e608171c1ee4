import { run } from '../../cli/main';
import type { TestControlPlane } from './control-plane';

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs `arcbridge` in-process against a test control plane's data dir (its endpoint, CA and local
 * issuer), capturing stdout and stderr. `plane` is called per run, so a suite can start the plane
 * in beforeAll and build the runner at module level.
 */
export function cliRunner(
  plane: () => TestControlPlane,
  env: Record<string, string> = {},
): (args: string[]) => Promise<CliResult> {
  return async (args) => {
    let out = '';
    let err = '';
    const code = await run([...args, '--data-dir', plane().dataDir], env, {
      out: (text) => (out += text),
      err: (text) => (err += text),
    });
    return { code, out, err };
  };
}
