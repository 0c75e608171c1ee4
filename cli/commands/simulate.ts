import { resolve } from 'node:path';
import { summaryLines } from '../../bench/main';
import { profileFor } from '../../bench/profiles';
import { runBenchmark } from '../../bench/run';
import type { CliContext } from '../context';
import type { Printer } from '../output';

export interface SimulateOptions {
  clusters: number;
  regions: number;
  endpoint?: string;
  ca?: string;
  token?: string;
  outputDir?: string;
}

/**
 * `arcbridge simulate --clusters N --regions R [--endpoint URL]`: the fleet simulator (bench/) with
 * the quick profile's phases at the given size. Without --endpoint it starts the embedded host in
 * a child process; with one it needs --ca and $ARCBRIDGE_TOKEN (admin on tenant 'bench').
 */
export async function simulate(
  _context: CliContext,
  printer: Printer,
  options: SimulateOptions,
): Promise<void> {
  if (!Number.isInteger(options.clusters) || options.clusters < 1)
    throw new Error('--clusters must be a positive integer');
  if (!Number.isInteger(options.regions) || options.regions < 1)
    throw new Error('--regions must be a positive integer');
  const profile = profileFor('quick', { clusters: options.clusters, regions: options.regions });
  const outcome = await runBenchmark({
    profile: {
      ...profile,
      name: `simulate-${options.clusters}`,
      timeoutSeconds: Math.max(300, options.clusters / 5),
    },
    outputDir: resolve(options.outputDir ?? 'bench/results'),
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.ca ? { caFile: options.ca } : {}),
    ...(options.token ? { operatorToken: options.token } : {}),
  });
  printer.result(outcome.results, () => summaryLines(outcome).join('\n'));
}
