import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  TABLE_BEGIN,
  TABLE_END,
  heapTable,
  phaseTable,
  replaceResultsBlock,
  repositoryPath,
  resultsTable,
  updateDocument,
  writeResultsTable,
} from '../../bench/report';
import { targetChecks } from '../../bench/targets';
import { sampleResults } from '../support/bench-results';

function run(overrides: Parameters<typeof sampleResults>[0] = {}) {
  const results = sampleResults({ name: 'full', ...overrides });
  results.targets = targetChecks(results);
  return { results, file: 'bench/results/2026-11-24-full.json' };
}

describe('bench results table', () => {
  it('has one row per target with the measured value, the verdict and the reference figure', () => {
    const missed = run({ heartbeat: { ...sampleResults().heartbeat!, ratioToCeiling: 0.3 } });
    const table = resultsTable(missed);
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Target') && !line.startsWith('| ---'));
    expect(rows).toHaveLength(missed.results.targets.length);
    const heartbeat = rows.find((row) => row.startsWith('| heartbeats'))!;
    expect(heartbeat).toContain('30% of ceiling');
    expect(heartbeat).toContain('**missed**');
    expect(heartbeat).toContain('3,000 register-or-status events/s on three nodes');
    expect(rows.find((row) => row.startsWith('| status'))).toContain('| met |');
    expect(table).toContain('`bench/results/2026-11-24-full.json`');
    expect(table).toContain('10,000 clusters');
  });

  it('says a target is undecided below 10,000 clusters and escapes pipes in cells', () => {
    const small = run({ config: { ...sampleResults().config, clusters: 500 } });
    small.results.targets[0] = { ...small.results.targets[0]!, measured: 'a | b' };
    const table = resultsTable(small);
    expect(table).toContain('n/a (not at 10,000)');
    expect(table).toContain('a \\| b');
  });

  it('replaces only the generated block of the document, and refuses a document without one', () => {
    const doc = `# Performance\n\nbefore\n\n${TABLE_BEGIN}\nold table\n${TABLE_END}\n\nafter\n`;
    const updated = replaceResultsBlock(doc, [run()]);
    expect(updated.startsWith('# Performance\n\nbefore\n\n')).toBe(true);
    expect(updated.endsWith(`${TABLE_END}\n\nafter\n`)).toBe(true);
    expect(updated).not.toContain('old table');
    expect(updated).toContain('| heartbeats');
    // Regenerating is stable: the same runs give the same document.
    expect(replaceResultsBlock(updated, [run()])).toBe(updated);
    expect(() => replaceResultsBlock('# no markers\n', [run()])).toThrow(/no .* block to replace/);
    expect(() => replaceResultsBlock(`${TABLE_END}\n${TABLE_BEGIN}\n`, [run()])).toThrow();
  });

  it('writes the table beside the results file and into a document on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
    try {
      const resultsFile = join(dir, '2026-11-24-full.json');
      const table = writeResultsTable(run(), resultsFile);
      expect(table).toBe(join(dir, '2026-11-24-full.md'));
      expect(readFileSync(table, 'utf8')).toContain('| Target | Measured | Status | Reference design |');
      const doc = join(dir, 'performance.md');
      writeFileSync(doc, `x\n${TABLE_BEGIN}\n${TABLE_END}\n`);
      updateDocument(doc, [run()]);
      expect(readFileSync(doc, 'utf8')).toContain('| control plane resident memory');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(repositoryPath('/tmp/x/2026-11-24-full.json')).toBe('bench/results/2026-11-24-full.json');
  });

  it("puts both processes' CPU, GC pauses and event-loop delay beside the control plane's memory per phase", () => {
    const MiB = 1024 * 1024;
    const results = run().results;
    const gc = (pausedMs: number, maxPauseMs: number) => ({
      minorCount: 10,
      minorMs: pausedMs / 2,
      majorCount: 1,
      majorMs: pausedMs / 2,
      maxPauseMs,
    });
    results.controlPlane.phases = [
      {
        phase: 'heartbeat',
        seconds: 60,
        cpuPercent: 87,
        simulatorCpuPercent: 80,
        rssBytes: 800 * MiB,
        rssPeakBytes: 900 * MiB,
        memory: {
          heapUsedBytes: 100 * MiB,
          heapTotalBytes: 120 * MiB,
          externalBytes: 4 * MiB,
          arrayBuffersBytes: 0,
          spaces: { old_space: 90 * MiB, new_space: 2 * MiB, large_object_space: 6 * MiB },
        },
        gc: gc(1800, 32.4),
        eventLoopDelayP99Ms: 49.3,
        eventLoopDelayMaxMs: 996.1,
        simulatorGc: gc(600, 120.6),
        simulatorEventLoopDelayP99Ms: 210,
        simulatorEventLoopDelayMaxMs: 2075.4,
      },
      // A run of the day before the longest delay was recorded.
      {
        phase: 'p99 only',
        seconds: 10,
        cpuPercent: 50,
        rssBytes: 100 * MiB,
        memory: { heapUsedBytes: 1, heapTotalBytes: 1, externalBytes: 1, arrayBuffersBytes: 0, spaces: {} },
        eventLoopDelayP99Ms: 20.8,
      },
      // A phase of a run before these fields existed.
      {
        phase: 'old',
        seconds: 10,
        cpuPercent: 50,
        rssBytes: 100 * MiB,
        memory: { heapUsedBytes: 1, heapTotalBytes: 1, externalBytes: 1, arrayBuffersBytes: 0, spaces: {} },
      },
    ];
    const rows = phaseTable(results).filter(
      (line) => line.startsWith('| heartbeat') || line.startsWith('| old') || line.startsWith('| p99 only'),
    );
    expect(rows[0]).toBe(
      '| heartbeat | 60 | 87 | 80 | 3.0 (32) | 49.3 (996.1) | 1.0 (121) | 210 (2075.4) | 900 | 800 | 100 | 90 | 2 | 6 | 4 (0) |',
    );
    expect(rows[1]).toMatch(/^\| p99 only \| 10 \| 50 \| - \| - \| 20.8 \| - \| - \|/);
    expect(rows[2]).toMatch(/^\| old \| 10 \| 50 \| - \| - \| - \| - \| - \|/);
  });

  it("shows a front end's CPU share and memory beside the host's, and names it in the summary", () => {
    const MiB = 1024 * 1024;
    const results = run().results;
    const memory = {
      heapUsedBytes: MiB,
      heapTotalBytes: MiB,
      externalBytes: MiB,
      arrayBuffersBytes: 0,
      spaces: {},
    };
    results.controlPlane.frontEnd = {
      kind: 'haproxy',
      rssPeakBytes: 290 * MiB,
      rssEndBytes: 280 * MiB,
      cpuSeconds: 41.5,
    };
    results.controlPlane.phases = [
      {
        phase: 'heartbeat',
        seconds: 60,
        cpuPercent: 95,
        frontEndCpuPercent: 30,
        rssBytes: 200 * MiB,
        rssPeakBytes: 210 * MiB,
        frontEndRssPeakBytes: 290 * MiB,
        memory,
      },
    ];
    const row = () => phaseTable(results).find((line) => line.startsWith('| heartbeat'));
    expect(row()).toMatch(
      /^\| heartbeat \| 60 \| 95 \(front end 30\) \| - \| - \| - \| - \| - \| 210 \+ 290 front end \| 200 \|/,
    );
    // Results with the kernel's share (system time) show it beside the front end's.
    results.controlPlane.phases[0]!.systemCpuPercent = 22;
    expect(row()).toMatch(/^\| heartbeat \| 60 \| 95 \(front end 30, system 22\) \|/);
    expect(resultsTable({ results, file: 'bench/results/2026-11-28-full.json' })).toContain(
      "behind an HAProxy TLS front end (peak 290 MiB resident, 41.5 s of CPU, counted in the control plane's CPU)",
    );
  });

  it('draws the live heap per phase: the largest parts in any phase as rows, a dash where a phase lacks one', () => {
    const MiB = 1024 * 1024;
    const entry = (name: string, mib: number) => ({ type: 'object', name, count: 1, selfBytes: mib * MiB });
    const results = run().results;
    results.heapSummaries = [
      {
        phase: 'registration',
        clusters: 1000,
        totalSelfBytes: 50 * MiB,
        entries: [entry('TLSSocket', 4), entry('Grows', 1)],
      },
      {
        phase: 'heartbeat',
        clusters: 1000,
        totalSelfBytes: 80 * MiB,
        entries: [entry('TLSSocket', 4), entry('Grows', 30)],
      },
      { phase: 'status', clusters: 1000, totalSelfBytes: 60 * MiB, entries: [entry('TLSSocket', 4)] },
    ];
    const lines = heapTable(results, 2);
    expect(lines.find((l) => l.startsWith('| Type'))).toBe(
      '| Type | Name | registration | heartbeat | status | KiB per cluster (status) |',
    );
    const rows = lines.filter((l) => l.startsWith('| object') || l.startsWith('| all'));
    // Ordered by the largest size in any phase; the last phase's size per cluster.
    expect(rows).toEqual([
      '| object | Grows | 1.0 | 30.0 | - | 0.0 |',
      '| object | TLSSocket | 4.0 | 4.0 | 4.0 | 4.1 |',
      '| all | | 50.0 | 80.0 | 60.0 | 61.4 |',
    ]);
    expect(heapTable(run().results)).toEqual([]);
  });
});

describe('the soak verdict', () => {
  const MiB = 1024 * 1024;
  /** Ten samples over 600 s: host flat at 200 MiB, front end from `front` growing by `perSample`. */
  function soak(front: number | undefined, perSample: number, slope: number | undefined) {
    const samples = Array.from({ length: 10 }, (_, i) => ({
      second: (i + 1) * 60,
      rssBytes: 200 * MiB,
      heapUsedBytes: 50 * MiB,
      ...(front === undefined ? {} : { frontEndRssBytes: (front + i * perSample) * MiB }),
      eventLoopDelayP99Ms: 20,
      latencyP99Ms: 30,
      requests: 1000,
      failed: 0,
    }));
    return {
      durationSeconds: 600,
      clusters: 100,
      samples,
      rssSlopeMiBPerHour: 0,
      ...(slope === undefined ? {} : { frontEndRssSlopeMiBPerHour: slope }),
      rolloutsCompleted: 2,
    };
  }
  const verdict = (s: ReturnType<typeof soak>) =>
    targetChecks(sampleResults({ soak: s })).find((t) => t.name.startsWith('soak'))!;

  it('judges the host alone without a front end', () => {
    const check = verdict(soak(undefined, 0, undefined));
    expect(check.met).toBe(true);
    expect(check.measured).not.toContain('HAProxy');
  });

  it("fails when the front end's memory trends upward, though the host's is flat", () => {
    // 300 -> 345 MiB over the run: 6 MiB per minute = 360 MiB/h, 30 MiB over the second half (~9%).
    const growing = verdict(soak(300, 5, 360));
    expect(growing.met).toBe(false);
    expect(growing.measured).toMatch(/^host RSS slope 0 MiB\/h .*; HAProxy front end RSS slope 360 MiB\/h/);
    expect(verdict(soak(300, 0, 0)).met).toBe(true);
  });
});
