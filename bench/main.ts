/**
 * `npm run bench` (the full profile, then the reference design's 50-cluster scenario) and
 * `npm run bench -- --quick` (500 clusters). Results land in bench/results/.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROFILES, profileFor, withPhases } from './profiles';
import { repositoryPath, updateDocument, writeResultsTable } from './report';
import type { ReportedRun } from './report';
import { runConsoleBench } from './console';
import { runGitOpsExportBench } from './gitops-export';
import { runBenchmark } from './run';
import type { RunOutcome } from './run';

export function summaryLines(outcome: RunOutcome): string[] {
  const r = outcome.results;
  return [
    `${r.name}: ${r.config.clusters} clusters, ${r.durationSeconds} s -> ${outcome.file}`,
    ...r.targets.map(
      (t) =>
        `  [${t.met === null ? ' n/a ' : t.met ? ' met ' : 'MISSED'}] ${t.name}: ${t.measured} (target ${t.target})`,
    ),
    ...(r.errors.length > 0 ? [`  errors: ${r.errors.slice(0, 10).join('; ')}`] : []),
  ];
}

const REPOSITORY = resolve(__dirname, '..', '..');
const DEFAULT_OUTPUT_DIR = resolve(REPOSITORY, 'bench', 'results');
const PERFORMANCE_DOC = resolve(REPOSITORY, 'docs', 'performance.md');

export const USAGE = `Usage: npm run bench [-- options]

Runs the fleet simulator against the embedded control plane (see docs/performance.md).

Options:
  --quick                 500-cluster profile (about 2 minutes) instead of full + reference
  --profile NAME          ${Object.keys(PROFILES).join(' | ')}
  --clusters N            override the profile's cluster count
  --regions R             override the profile's region count
  --name NAME             results file name (bench/results/<date>-<name>.json)
  --output-dir DIR        where results and pictures go (default bench/results)
  --cpu-prof-dir DIR      write CPU profiles of the control plane and the registration storm
  --no-reference          skip the reference design's 50-cluster scenario
  --skip-rollout          no rollout phase
  --soak DURATION         a soak run (e.g. 30m, 2m, 90s): 10,000 clusters (--clusters N) run their
                          own loops and two rollouts for DURATION; RSS, event-loop delay and p99
                          latency are sampled and drawn (results <date>-soak.json, -soak-*.svg)
  --registration-only     stop once every cluster is registered and its inventory stored
  --heap-summary          summarise a heap snapshot of the control plane (by constructor) at the end
                          of each phase; a snapshot collects garbage first and needs about the
                          heap's size again, so the other figures of such a run are not comparable
  --front-end haproxy     HAProxy terminates TLS in front of the control plane, as Azure's front end
                          does (needs haproxy installed; its CPU counts as the control plane's, its
                          memory is reported beside it)
  --skip-gitops           no GitOps export scenario (10,000 clusters; 1,000 with --quick)
  --skip-console          no console phase (the fleet page in headless Chromium and the fleet
                          summary at 10,000 and 100,000 clusters; 1,000 and 10,000 with --quick);
                          npm run bench:console runs that phase alone
  --no-docs               do not regenerate the results table in docs/performance.md (a full run
                          into bench/results regenerates it otherwise)
  --help                  this text
`;

/** A positive whole number from the command line, or an error that says which option was wrong. */
function positiveInteger(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--${option} must be a positive whole number, got '${value}'`);
  return n;
}

export class UsageError extends Error {}

async function main(argv = process.argv.slice(2)): Promise<number> {
  let parsed;
  try {
    parsed = parseOptions(argv);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const { values, clusters, regions } = parsed;
  const soakSeconds = parsed.soakSeconds;
  const names = soakSeconds
    ? ['soak']
    : values.profile
      ? [values.profile]
      : values.quick
        ? ['quick']
        : ['full', 'reference'];
  if (values['no-reference']) names.splice(0, names.length, ...names.filter((name) => name !== 'reference'));
  const outputDir = values['output-dir']!;
  // The committed table in docs/performance.md is regenerated only from an unmodified full run
  // written where the repository keeps its results.
  const updatesDocs =
    names.includes('full') &&
    !values['no-docs'] &&
    clusters === undefined &&
    regions === undefined &&
    !values['skip-rollout'] &&
    !values['registration-only'] &&
    resolve(outputDir) === DEFAULT_OUTPUT_DIR;
  const reported: ReportedRun[] = [];
  let failed = false;
  for (const name of names) {
    const base = withPhases(
      profileFor(name, {
        ...(clusters ? { clusters } : {}),
        ...(regions ? { regions } : {}),
      }),
      { skipRollout: values['skip-rollout'], registrationOnly: values['registration-only'] },
    );
    if (parsed.frontEnd) base.frontEnd = parsed.frontEnd;
    const profile = soakSeconds
      ? { ...base, soakSeconds, timeoutSeconds: base.timeoutSeconds + soakSeconds }
      : base;
    const outcome = await runBenchmark({
      profile,
      outputDir,
      ...(values.name ? { name: values.name } : {}),
      ...(values['cpu-prof-dir'] ? { cpuProfileDir: resolve(values['cpu-prof-dir']) } : {}),
      ...(values['heap-summary'] ? { heapSummary: true } : {}),
    });
    const run = { results: outcome.results, file: repositoryPath(outcome.file) };
    const table = writeResultsTable(run, outcome.file);
    reported.push(run);
    for (const line of summaryLines(outcome)) process.stdout.write(`${line}\n`);
    process.stdout.write(`  table: ${table}\n`);
    if (outcome.results.errors.length > 0) failed = true;
  }
  if (!values['skip-gitops'] && !values['registration-only'] && !soakSeconds) {
    // The target scale: 10,000 clusters, 3 extensions, 50 groups (docs/gitops.md).
    const gitops = await runGitOpsExportBench({
      clusters: values.quick ? 1000 : 10_000,
      groups: 50,
      extensions: 3,
      outputDir,
    });
    const r = gitops.results;
    process.stdout.write(
      `gitops-export: ${String((r.config as { clusters: number }).clusters)} clusters, first export ${String(r.firstExportSeconds)} s, ` +
        `wave commit ${String(r.waveCommitSeconds)} s, repository ${String(r.repositoryBytes)} bytes -> ${gitops.file}\n`,
    );
  }
  if (!values['skip-console'] && !values['registration-only'] && !soakSeconds) {
    const consoleRun = await runConsoleBench({
      clusters: values.quick ? 1000 : 10_000,
      largeClusters: values.quick ? 10_000 : 100_000,
      paints: 5,
      requests: 200,
      outputDir,
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    process.stdout.write(`console: -> ${consoleRun.file}\n`);
  }
  if (updatesDocs) {
    updateDocument(PERFORMANCE_DOC, reported);
    process.stdout.write(
      `results table in ${PERFORMANCE_DOC} updated; review and commit it with the results\n`,
    );
  }
  return failed ? 1 : 0;
}

export function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      profile: { type: 'string' },
      clusters: { type: 'string' },
      regions: { type: 'string' },
      name: { type: 'string' },
      'output-dir': { type: 'string', default: DEFAULT_OUTPUT_DIR },
      'no-docs': { type: 'boolean', default: false },
      'cpu-prof-dir': { type: 'string' },
      'no-reference': { type: 'boolean', default: false },
      'skip-rollout': { type: 'boolean', default: false },
      'registration-only': { type: 'boolean', default: false },
      'heap-summary': { type: 'boolean', default: false },
      soak: { type: 'string' },
      'front-end': { type: 'string' },
      'skip-gitops': { type: 'boolean', default: false },
      'skip-console': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const profiles = Object.keys(PROFILES);
  if (values.profile !== undefined && !profiles.includes(values.profile)) {
    throw new UsageError(`--profile must be one of ${profiles.join(', ')}, got '${values.profile}'`);
  }
  if (values['front-end'] !== undefined && values['front-end'] !== 'haproxy')
    throw new UsageError(`--front-end must be haproxy, got '${values['front-end']}'`);
  return {
    values,
    help: values.help,
    frontEnd: values['front-end'] as 'haproxy' | undefined,
    clusters: positiveInteger('clusters', values.clusters),
    regions: positiveInteger('regions', values.regions),
    soakSeconds: durationSeconds('soak', values.soak),
  };
}

/** `30m`, `2m`, `90s`, `1h` (a bare number is seconds). */
export function durationSeconds(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+)(s|m|h)?$/.exec(value);
  const amount = match ? Number(match[1]) : NaN;
  if (!match || amount < 1)
    throw new UsageError(`--${option} must be a duration such as 30m, 2m or 90s, got '${value}'`);
  return amount * ({ s: 1, m: 60, h: 3600 } as const)[(match[2] ?? 's') as 's' | 'm' | 'h'];
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`benchmark failed: ${String((err as Error).stack ?? err)}\n`);
      process.exit(1);
    },
  );
}
