import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarizeHeapSnapshot } from '../../bench/heap-summary';

/** A real V8 heap snapshot (written by a child Node process), summed by constructor. */
it('sums a real heap snapshot by constructor, largest first', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-heap-'));
  try {
    const file = join(dir, 'child.heapsnapshot');
    execFileSync(process.execPath, [
      '-e',
      `class BenchMarker { constructor(i) { this.payload = new Array(64).fill(i); } }
       globalThis.kept = Array.from({ length: 20000 }, (_, i) => new BenchMarker(i));
       require('v8').writeHeapSnapshot(${JSON.stringify(file)});`,
    ]);
    const summary = summarizeHeapSnapshot(file, 10);
    const marker = summary.entries.find((e) => e.name === 'BenchMarker');
    expect(marker).toMatchObject({ type: 'object', count: 20000 });
    // Each marker's own fields only (its payload array is another node).
    expect(marker!.selfBytes).toBeGreaterThanOrEqual(20000 * 12);
    const arrays = summary.entries.find((e) => e.type === 'array' || e.name === 'Array');
    expect(arrays).toBeDefined();
    const sizes = summary.entries.map((e) => e.selfBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(summary.totalSelfBytes).toBeGreaterThan(sizes.reduce((a, b) => a + b, 0) - 1);
    expect(summary.entries).toHaveLength(10);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
