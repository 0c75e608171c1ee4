/**
 * `npm run validate` end to end, small: three real agent processes (dist/agent/main.js, so the
 * build must be current: `npm test` builds first), the control plane as a child process, the
 * staged rollouts and the partition and bad-version fault runs. No timing is asserted: the
 * numbers belong to the full run (docs/validation.md).
 */
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseValidateArgs } from '../../bench/validate/main';
import { validate } from '../../bench/validate/orchestrator';
import { PartitionProxy } from '../../bench/validate/partition-proxy';
import { resultsTable } from '../../bench/validate/report';

const ROOT = resolve(__dirname, '../..');

describe('npm run validate', () => {
  it('refuses unknown faults and out-of-range numbers, naming the option', () => {
    expect(() => parseValidateArgs(['--faults', 'partition,meteor'])).toThrow(/--faults: unknown meteor/);
    expect(() => parseValidateArgs(['--agents', '0'])).toThrow(/--agents/);
    expect(() => parseValidateArgs(['--cert-validity', '10'])).toThrow(/--cert-validity/);
    const options = parseValidateArgs(['--agents', '3', '--faults', 'none']);
    expect(options).toMatchObject({ agents: 3, regions: 3, faults: [] });
  });

  it('the partition proxy holds connections while partitioned and forwards again after the heal', async () => {
    const echo = createServer((socket) => socket.pipe(socket));
    await new Promise<void>((done) => echo.listen(0, '127.0.0.1', done));
    const proxy = new PartitionProxy({ host: '127.0.0.1', port: (echo.address() as AddressInfo).port });
    const port = await proxy.start();
    const roundTrip = (timeoutMs: number) =>
      new Promise<string>((done) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('ping'));
        const timer = setTimeout(() => {
          socket.destroy();
          done('timeout');
        }, timeoutMs);
        socket.on('data', (data) => {
          clearTimeout(timer);
          socket.destroy();
          done(data.toString());
        });
        socket.on('error', () => done('error'));
      });
    try {
      expect(await roundTrip(5_000)).toBe('ping');
      proxy.partition();
      expect(await roundTrip(300)).toBe('timeout');
      proxy.heal();
      expect(await roundTrip(5_000)).toBe('ping');
    } finally {
      await proxy.stop();
      await new Promise<void>((done) => echo.close(() => done()));
    }
  });

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
