/**
 * `npm run validate` end to end, small: three real agent processes (dist/agent/main.js, so the
 * build must be current: `npm run test:long` builds first), the control plane as a child process,
 * the staged rollouts and the partition and bad-version fault runs. No timing is asserted: the
 * numbers belong to the full run (docs/validation.md). A scenario of real processes on real
 * intervals, it runs in `npm run test:long` (test/support/long-suites.js); its options and the
 * partition proxy are checked in validate.test.ts.
 */
import { resolve } from 'node:path';
import { parseValidateArgs } from '../../bench/validate/main';
import { validate } from '../../bench/validate/orchestrator';
import { resultsTable } from '../../bench/validate/report';

const ROOT = resolve(__dirname, '../..');

describe('npm run validate', () => {
  it('registers three real agents, rolls out both extensions and ends both faults clean', async () => {
    const lines: string[] = [];
    const {
      name: _name,
      write: _write,
      ...options
    } = parseValidateArgs(['--agents', '3', '--faults', 'partition,bad-version']);
    const result = await validate({
      ...options,
      root: ROOT,
      offlineAfterSeconds: 6,
      intervals: { ...options.intervals, heartbeatMs: 2_000, desiredPollMs: 1_000, reconcileMs: 5_000 },
      progress: (line) => lines.push(line),
    });
    if (!result.passed) throw new Error(`${result.error}\n${lines.join('\n')}`);
    expect(result.faults.map((f) => [f.name, f.passed])).toEqual([
      ['partition', true],
      ['bad-version', true],
    ]);
    expect(result.faults.every((f) => f.asserted.length >= 2)).toBe(true);
    expect(result.rollout?.perExtension.map((r) => [r.extension, r.state])).toEqual([
      ['ingress', 'Completed'],
      ['logging', 'Completed'],
    ]);
    expect(result.rollout?.failedClusters).toBe(0);
    expect(result.registration?.medianSeconds).toBeGreaterThan(0);
    const table = resultsTable(result, 'bench/results/x.json');
    expect(table).toContain('| registration median (agent start to certificate issued) | < 2 min |');
    expect(table).toContain('| fault: bad-version | clean rollback | clean');
  }, 240_000);
});
