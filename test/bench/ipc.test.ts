import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { peakResidentBytes, usageOfProcess } from '../../bench/ipc';

const MIB = 1024 * 1024;
const COMPILED = resolve(__dirname, '../../dist/bench/ipc.js');

describe('control-plane process usage', () => {
  it('reads the resident high-water mark from /proc status, and falls back to getrusage elsewhere', () => {
    const status = 'Name:\tnode\nVmPeak:\t 9999 kB\nVmHWM:\t   51200 kB\nVmRSS:\t   40000 kB\n';
    expect(peakResidentBytes(status)).toBe(50 * MIB);
    expect(peakResidentBytes(null)).toBe(process.resourceUsage().maxRSS * 1024);
  });

  // Runs the compiled module (npm test builds first) in a real child process.
  it("does not inherit the parent's peak when a large parent starts the child", () => {
    // The parent holds 300 MiB resident; getrusage in a child started now would report at least that.
    const ballast = Buffer.alloc(300 * MIB, 1);
    const child = spawnSync(
      process.execPath,
      ['-e', `process.stdout.write(JSON.stringify(require(${JSON.stringify(COMPILED)}).processUsage()))`],
      { encoding: 'utf8' },
    );
    expect(child.status).toBe(0);
    const usage = JSON.parse(child.stdout) as { maxRssBytes: number; rssBytes: number };
    expect(ballast.readUInt8(ballast.length - 1)).toBe(1);
    expect(usage.maxRssBytes).toBeGreaterThanOrEqual(usage.rssBytes);
    expect(usage.maxRssBytes).toBeLessThan(200 * MIB);
  });

  it("reads another process's memory and CPU (the front end's) from /proc, and nothing once it is gone", async () => {
    // 96 MiB touched, then busy until it has used 500 ms of CPU (its own count, not the wall
    // clock's: on a loaded machine half a second of wall time can be far less CPU), then idle.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `globalThis.b = Buffer.alloc(${96 * MIB}, 1); const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; }; while (cpu() < 500_000); process.stdout.write('ready'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(child.stdout!, 'data');
    const usage = usageOfProcess(child.pid!);
    expect(usage).toBeDefined();
    expect(usage!.rssBytes).toBeGreaterThan(96 * MIB);
    expect(usage!.peakRssBytes).toBeGreaterThanOrEqual(usage!.rssBytes);
    // 500 ms of CPU, counted in 10 ms ticks; well above anything a start-up alone costs.
    expect(usage!.cpuUserMicros + usage!.cpuSystemMicros).toBeGreaterThanOrEqual(450_000);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(usageOfProcess(child.pid!)).toBeUndefined();
  });
});
