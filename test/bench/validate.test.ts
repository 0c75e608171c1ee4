/**
 * `npm run validate`'s options and its partition proxy. The run itself (three real agents, the
 * staged rollouts and both faults) is validate-run.test.ts, in `npm run test:long`.
 */
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { parseValidateArgs } from '../../bench/validate/main';
import { PartitionProxy } from '../../bench/validate/partition-proxy';

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
});
