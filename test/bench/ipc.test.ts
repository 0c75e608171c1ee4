import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { peakResidentBytes } from '../../bench/ipc';

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
});
