import type { ProcessUsage } from '../../bench/ipc';
import { cpuSeconds, frontEndCpuSeconds, systemCpuSeconds } from '../../bench/phases/measure';

describe("the control plane's CPU and its shares", () => {
  const host = { rssBytes: 0, maxRssBytes: 0, cpuUserMicros: 3_000_000, cpuSystemMicros: 1_000_000 };
  const frontEnd = { rssBytes: 0, peakRssBytes: 0, cpuUserMicros: 2_000_000, cpuSystemMicros: 500_000 };

  it("counts the front end's user and system time in the whole and in the kernel's share", () => {
    const usage: ProcessUsage = { ...host, frontEnd };
    expect(cpuSeconds(usage)).toBe(6.5);
    expect(frontEndCpuSeconds(usage)).toBe(2.5);
    expect(systemCpuSeconds(usage)).toBe(1.5);
  });

  it('without a front end, the host alone', () => {
    expect(cpuSeconds(host)).toBe(4);
    expect(frontEndCpuSeconds(host)).toBe(0);
    expect(systemCpuSeconds(host)).toBe(1);
  });
});
