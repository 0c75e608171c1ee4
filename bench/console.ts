/**
 * The console phase of `npm run bench` (docs/performance.md#console), and on its own:
 *
 *   npm run bench:console [-- --clusters 10000] [--large 100000] [--paints 5] [--requests 200]
 *
 * Seeds `--clusters` clusters directly in a fresh embedded store, starts the embedded host on it
 * and measures the fleet page's first meaningful paint in headless Chromium and the fleet summary
 * route's latency; then seeds `--large` clusters in another store and measures the summary there.
 * Writes bench/results/<date>-console-<clusters>.json (the bench's results format: targets with
 * verdicts) and the matching .md table.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fleetPaint, publishCatalog, seedFleet, startHost, summaryLatency } from './phases/console';
import { machineDetails, resultFileStem } from './results';
import { percentile, round } from './stats';

export const CONSOLE_TARGETS = { paintMs: 1500, summaryP99Ms: 300, largeSummaryMs: 1000 };

export interface ConsoleBenchOptions {
  clusters: number;
  largeClusters: number;
  paints: number;
  requests: number;
  outputDir: string;
  chromiumPath: string;
}

interface Check {
  name: string;
  target: string;
  measured: string;
  met: boolean | null;
}

export async function runConsoleBench(
  options: ConsoleBenchOptions,
): Promise<{ file: string; results: Record<string, unknown> }> {
  const date = new Date();
  const fleet = await measureFleet(options.clusters, async (host) => ({
    paintsMs: await fleetPaint(host, options.paints, options.chromiumPath),
    summary: await summaryLatency(host, options.requests),
  }));
  const large = await measureFleet(options.largeClusters, async (host) => ({
    summary: await summaryLatency(host, Math.max(5, Math.round(options.requests / 10)), 1),
  }));
  const paint = Math.max(...fleet.measured.paintsMs);
  const checks: Check[] = [
    verdict(
      `fleet page first meaningful paint, ${options.clusters} clusters (slowest of ${options.paints})`,
      CONSOLE_TARGETS.paintMs,
      paint,
    ),
    verdict(
      `fleet summary p99, ${options.clusters} clusters`,
      CONSOLE_TARGETS.summaryP99Ms,
      fleet.measured.summary.p99Ms,
    ),
    verdict(
      `fleet summary p99, ${options.largeClusters} clusters seeded in the store`,
      CONSOLE_TARGETS.largeSummaryMs,
      large.measured.summary.p99Ms,
    ),
  ];
  const results = {
    name: `console-${options.clusters}`,
    date: date.toISOString(),
    machine: machineDetails(),
    config: {
      clusters: options.clusters,
      largeClusters: options.largeClusters,
      paints: options.paints,
      summaryRequests: options.requests,
      store: 'embedded (SQLite)',
      extensionsPerCluster: 3,
      browser: 'headless Chromium (playwright-core)',
    },
    seedSeconds: { fleet: round(fleet.seedSeconds, 1), large: round(large.seedSeconds, 1) },
    fleetPaintMs: {
      runs: fleet.measured.paintsMs,
      median: round(percentile(fleet.measured.paintsMs, 50), 0),
      max: paint,
    },
    summaryMs: fleet.measured.summary,
    largeSummaryMs: large.measured.summary,
    targets: checks,
    errors: [] as string[],
  };
  mkdirSync(options.outputDir, { recursive: true });
  const stem = join(options.outputDir, resultFileStem(date, results.name));
  writeFileSync(`${stem}.json`, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(`${stem}.md`, consoleTable(checks));
  return { file: `${stem}.json`, results };
}

/** The results table, as committed to docs/performance.md. */
export function consoleTable(checks: Check[]): string {
  return [
    '| measured | target | result | verdict |',
    '| --- | --- | --- | --- |',
    ...checks.map((c) => `| ${c.name} | ${c.target} | ${c.measured} | ${c.met ? 'met' : 'MISSED'} |`),
    '',
  ].join('\n');
}

function verdict(name: string, targetMs: number, measuredMs: number): Check {
  return {
    name,
    target: `< ${targetMs} ms`,
    measured: `${round(measuredMs, 0)} ms`,
    met: measuredMs < targetMs,
  };
}

async function measureFleet<T>(
  clusters: number,
  measure: (host: Awaited<ReturnType<typeof startHost>>) => Promise<T>,
): Promise<{ seedSeconds: number; measured: T }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-bench-console-'));
  try {
    const seedSeconds = await seedFleet(dataDir, {
      clusters,
      groups: Math.max(1, Math.round(clusters / 50)),
    });
    const host = await startHost(dataDir);
    try {
      await publishCatalog(host);
      return { seedSeconds, measured: await measure(host) };
    } finally {
      await host.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function count(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${option} must be a positive whole number, got '${value}'`);
  return n;
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      clusters: { type: 'string' },
      large: { type: 'string' },
      paints: { type: 'string' },
      requests: { type: 'string' },
      'output-dir': { type: 'string' },
    },
  });
  runConsoleBench({
    clusters: count('clusters', values.clusters, 10_000),
    largeClusters: count('large', values.large, 100_000),
    paints: count('paints', values.paints, 5),
    requests: count('requests', values.requests, 200),
    outputDir: resolve(values['output-dir'] ?? resolve(__dirname, '..', '..', 'bench', 'results')),
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  }).then(
    ({ file, results }) => {
      for (const t of results.targets as Check[])
        process.stdout.write(
          `  [${t.met ? ' met ' : 'MISSED'}] ${t.name}: ${t.measured} (target ${t.target})\n`,
        );
      process.stdout.write(`console: -> ${file}\n`);
    },
    (err: unknown) => {
      process.stderr.write(`console benchmark failed: ${String((err as Error).stack ?? err)}\n`);
      process.exit(1);
    },
  );
}
