import type { Command } from 'commander';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { act, examples, positiveInteger, tenantOf } from '../program/define';
import { EXIT, UsageError } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { SIMULATED_REGIONS } from '../../agent/simulation-entry';
import { FleetFeed } from '../simulate/fleet-feed';
import type { FleetFeedStats } from '../simulate/fleet-feed';
import { formatElapsed, ProgressBar } from '../simulate/progress-bar';
import { durationFlag } from './auth';

export interface SimulateOptions {
  tenant: string;
  clusters: number;
  regions: number;
  failRate: number;
  heartbeatSeconds: number;
  concurrency: number;
  durationSeconds?: number;
  namePrefix: string;
}

/** `--fail-rate 0.1` or `--fail-rate 10%`. */
export function parseShare(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(%?)$/.exec(value.trim());
  const share = match ? Number(match[1]) / (match[2] ? 100 : 1) : NaN;
  if (!(share >= 0 && share <= 1))
    throw new UsageError(
      `--fail-rate must be a share between 0 and 1, or a percentage such as 10% (got '${value}')`,
    );
  return share;
}

/**
 * `arcbridge simulate`: feeds a running control plane with simulated clusters until Ctrl+C (or
 * --duration), then prints what they did. Resolves to the exit code: 130 after Ctrl+C, 0 after
 * --duration.
 */
export async function simulate(
  context: CliContext,
  printer: Printer,
  runtime: CliRuntime,
  options: SimulateOptions,
): Promise<number> {
  const controlPlaneUrl = context.endpoint();
  const caPem = context.caPem();
  // Fails early, before any cluster starts, when there is no credential for the tenant.
  await context.token(options.tenant, 'operator');
  const feed = new FleetFeed({
    tenant: options.tenant,
    clusters: options.clusters,
    regions: options.regions,
    failRate: options.failRate,
    heartbeatIntervalMs: options.heartbeatSeconds * 1000,
    concurrency: options.concurrency,
    namePrefix: options.namePrefix,
    controlPlaneUrl,
    caPem,
    // A fresh short-lived operator token per request: a feed outlives one local token.
    operator: {
      call: async (method, path, body) =>
        (await context.client(options.tenant, 'operator')).call(method, path, body),
    },
  });
  const progress = new ProgressBar(() => feed.stats(), runtime.io.err, Boolean(runtime.io.errIsTty));
  let unregister: () => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  // The agents' timers do not hold the process open; this does, until the feed ends.
  const keepAlive = setInterval(() => undefined, 60_000);
  runtime.io.err(
    `Feeding ${options.clusters} simulated cluster(s) into tenant '${options.tenant}' at ${controlPlaneUrl}. ` +
      `Press Ctrl+C to stop.\n`,
  );
  progress.start();
  let reason: 'interrupted' | 'duration';
  try {
    reason = await new Promise<'interrupted' | 'duration'>((resolve, reject) => {
      unregister = runtime.onInterrupt(() => resolve('interrupted'));
      if (options.durationSeconds !== undefined)
        timer = setTimeout(() => resolve('duration'), options.durationSeconds * 1000);
      feed.start().catch(reject);
    });
  } finally {
    unregister();
    if (timer) clearTimeout(timer);
    progress.stop();
    runtime.io.err(`Stopping ${feed.members.length} simulated agent(s)...\n`);
    await feed.stop();
    clearInterval(keepAlive);
  }
  const stats = feed.stats();
  printer.result({ ...stats, stoppedBy: reason }, () => summary(stats, options, reason));
  return reason === 'interrupted' ? EXIT.interrupted : EXIT.ok;
}

function summary(s: FleetFeedStats, options: SimulateOptions, reason: 'interrupted' | 'duration'): string {
  return [
    `Simulated ${s.started} of ${s.clusters} cluster(s) in tenant '${s.tenant}' for ${formatElapsed(s.elapsedSeconds)} (stopped by ${reason === 'interrupted' ? 'Ctrl+C' : '--duration'}).`,
    `  registered ${s.registered}, inventory reported by ${s.inventoried}`,
    `  heartbeats ${s.heartbeats}, desired-state polls ${s.desiredPolls}, status reports ${s.statusReports}`,
    `  installs: ${s.installed} installed, ${s.failedInstalls} failed` +
      (options.failRate > 0
        ? ` (${s.failingClusters} cluster(s) fail on purpose: --fail-rate ${options.failRate})`
        : ''),
    `  throttled (429, retried after Retry-After) ${s.throttled}, other errors ${s.errors}` +
      (s.lastError ? `; last: ${s.lastError}` : ''),
  ].join('\n');
}

export function registerSimulate(program: Command, runtime: CliRuntime): void {
  examples(
    program
      .command('simulate')
      .description(
        'feed a running control plane with simulated clusters: they register, heartbeat, report inventory and install what they are given, until Ctrl+C',
      )
      .requiredOption('--tenant <id>', 'tenant the clusters join (needs an operator token for it)')
      .option('--clusters <n>', 'how many clusters', positiveInteger('--clusters'), 10)
      .option(
        '--regions <n>',
        `spread them over this many regions (${SIMULATED_REGIONS.slice(0, 3).join(', ')}, ...)`,
        positiveInteger('--regions'),
        3,
      )
      .option('--fail-rate <share>', 'share of clusters whose installs fail, e.g. 0.1 or 10%', parseShare, 0)
      .option('--heartbeat <duration>', 'heartbeat and desired-state poll interval', '30s')
      .option('--concurrency <n>', 'registrations in flight at once', positiveInteger('--concurrency'), 20)
      .option('--duration <duration>', 'stop by itself after this long (default: run until Ctrl+C)')
      .option(
        '--name-prefix <prefix>',
        'clusters are labelled sim-name=<prefix>-0001, <prefix>-0002, ...',
        'sim',
      )
      .addHelpText(
        'after',
        `
Each cluster runs the agent's own code over an in-memory Kubernetes cluster and is labelled
simulated=true, sim-name=sim-0001..., env=prod|staging and ring=main|canary (every tenth is staging/canary), so
rollouts can target them. 429 answers are honoured (Retry-After). Progress goes to stderr,
the summary to stdout. Ctrl+C stops every simulated agent, prints the summary and exits 130;
--duration ends with exit 0. The clusters stay registered (Offline once the feed stops).
For the closed benchmark with its own control plane and reports, use: npm run bench`,
      )
      .action(
        act<{
          tenant: string;
          clusters: number;
          regions: number;
          failRate: number;
          heartbeat: string;
          concurrency: number;
          duration?: string;
          namePrefix: string;
        }>(runtime, async (_args, options, { context, printer }) => {
          runtime.exitCode = await simulate(context, printer, runtime, {
            tenant: tenantOf(options),
            clusters: options.clusters,
            regions: options.regions,
            failRate: options.failRate,
            heartbeatSeconds: Math.max(1, durationFlag('--heartbeat', options.heartbeat)),
            concurrency: options.concurrency,
            ...(options.duration ? { durationSeconds: durationFlag('--duration', options.duration) } : {}),
            namePrefix: options.namePrefix,
          });
        }),
      ),
    [
      'arcbridge simulate --tenant contoso --clusters 200 --regions 5',
      'arcbridge simulate --tenant contoso --clusters 50 --fail-rate 10% --duration 10m -o json',
    ],
  );
}
