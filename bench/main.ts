/**
 * `npm run bench` (the full profile, then the reference design's 50-cluster scenario) and
 * `npm run bench -- --quick` (500 clusters). Results land in bench/results/.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { profileFor, withPhases } from './profiles';
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

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      profile: { type: 'string' },
      clusters: { type: 'string' },
      regions: { type: 'string' },
      name: { type: 'string' },
      'output-dir': { type: 'string', default: resolve(__dirname, '..', '..', 'bench', 'results') },
      'cpu-prof-dir': { type: 'string' },
      'no-reference': { type: 'boolean', default: false },
      'skip-rollout': { type: 'boolean', default: false },
      'registration-only': { type: 'boolean', default: false },
    },
  });
  const names = values.profile ? [values.profile] : values.quick ? ['quick'] : ['full', 'reference'];
  if (values['no-reference']) names.splice(0, names.length, ...names.filter((name) => name !== 'reference'));
  let failed = false;
  for (const name of names) {
    const profile = withPhases(
      profileFor(name, {
        ...(values.clusters ? { clusters: Number(values.clusters) } : {}),
        ...(values.regions ? { regions: Number(values.regions) } : {}),
      }),
      { skipRollout: values['skip-rollout'], registrationOnly: values['registration-only'] },
    );
    const outcome = await runBenchmark({
      profile,
      outputDir: values['output-dir']!,
      ...(values.name ? { name: values.name } : {}),
      ...(values['cpu-prof-dir'] ? { cpuProfileDir: resolve(values['cpu-prof-dir']) } : {}),
    });
    for (const line of summaryLines(outcome)) process.stdout.write(`${line}\n`);
    if (outcome.results.errors.length > 0) failed = true;
  }
  return failed ? 1 : 0;
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
