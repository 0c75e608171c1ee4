import { mergePauses } from '../../bench/gc-meter';
import type { PauseReading } from '../../bench/gc-meter';
import { SimulatorUsage } from '../../bench/phases/simulator-usage';
import type { HelperReading } from '../../bench/phases/simulator-usage';

const reading = (minorMs: number, maxPauseMs: number, p99: number, max: number): PauseReading => ({
  gc: { minorCount: 1, minorMs, majorCount: 0, majorMs: 0, maxPauseMs },
  loopDelayP99Ms: p99,
  loopDelayMaxMs: max,
});

describe("the simulator's usage across its processes", () => {
  it('sums GC pauses and keeps the worst pause and event-loop delay of the processes', () => {
    expect(mergePauses([reading(3, 2, 10, 40), reading(5, 4, 25, 30)])).toEqual({
      gc: { minorCount: 2, minorMs: 8, majorCount: 0, majorMs: 0, maxPauseMs: 4 },
      loopDelayP99Ms: 25,
      loopDelayMaxMs: 40,
    });
    expect(mergePauses([])).toEqual({
      gc: { minorCount: 0, minorMs: 0, majorCount: 0, majorMs: 0, maxPauseMs: 0 },
      loopDelayP99Ms: 0,
      loopDelayMaxMs: 0,
    });
  });

  it("adds a helper's CPU while it runs, keeps its last reading after it stops, and counts its stalls once", async () => {
    const usage = new SimulatorUsage();
    try {
      let helperMicros = 0;
      let helperStall = 0;
      const helper = async (): Promise<HelperReading> => ({
        cpu: { user: helperMicros, system: 0 },
        ...reading(0, 0, helperStall, helperStall),
      });
      const own = () => process.cpuUsage().user + process.cpuUsage().system;

      const before = await usage.take();
      usage.attach(helper);
      helperMicros = 5_000_000;
      helperStall = 70;
      const during = await usage.take();
      // The helper's 5 s of CPU are in, beside this process's own.
      expect(during.cpuMicros - before.cpuMicros).toBeGreaterThanOrEqual(5_000_000);
      expect(during.cpuMicros - own()).toBeLessThanOrEqual(5_000_000);
      expect(during.pauses.loopDelayMaxMs).toBeGreaterThanOrEqual(70);

      helperMicros = 7_000_000;
      helperStall = 90;
      await usage.detach();
      helperMicros = 1e12; // read no more once detached
      const after = await usage.take();
      expect(after.cpuMicros - during.cpuMicros).toBeGreaterThanOrEqual(2_000_000);
      expect(after.cpuMicros - during.cpuMicros).toBeLessThan(3_000_000);
      // Its last stall (between the previous take and the detach) reaches the next take, once.
      expect(after.pauses.loopDelayMaxMs).toBeGreaterThanOrEqual(90);
      const later = await usage.take();
      expect(later.pauses.loopDelayMaxMs).toBeLessThan(90);
      expect(later.cpuMicros - after.cpuMicros).toBeLessThan(1_000_000);
    } finally {
      usage.stop();
    }
  });
});
