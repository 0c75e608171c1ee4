import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Results, machineDetails, resultFileStem, writeResults } from '../../bench/results';
import { latency, sampleResults } from '../support/bench-results';
import { targetChecks } from '../../bench/targets';

describe('bench results schema', () => {
  it('machine details name the cpu, cores, memory and node version', () => {
    const m = machineDetails();
    expect(m.cores).toBeGreaterThan(0);
    expect(m.memoryBytes).toBeGreaterThan(0);
    expect(m.node).toBe(process.version);
    expect(m.cpuModel.length).toBeGreaterThan(0);
  });

  it('writes <date>-<name>.json only when the document is valid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
    try {
      const file = writeResults(dir, sampleResults(), new Date('2026-11-22T10:00:00Z'));
      expect(file).toBe(join(dir, '2026-11-22-unit.json'));
      expect(Results.parse(JSON.parse(readFileSync(file, 'utf8'))).name).toBe('unit');
      expect(() => writeResults(dir, { ...sampleResults(), schemaVersion: 2 as 1 })).toThrow();
      expect(() => writeResults(dir, sampleResults({ registration: undefined as never }))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(resultFileStem(new Date('2026-01-02T00:00:00Z'), 'a b/c')).toBe('2026-01-02-a-b-c');
  });

  it('checks every target against the measured value', () => {
    const checks = targetChecks(sampleResults());
    const byName = (prefix: string) => checks.find((c) => c.name.startsWith(prefix))!;
    expect(byName('registration').met).toBe(true);
    expect(byName('heartbeats').met).toBe(true);
    expect(byName('status').met).toBe(true);
    expect(byName('conditional').met).toBe(true);
    expect(byName('control plane').met).toBe(true);
    const slow = targetChecks(
      sampleResults({ heartbeat: { ...sampleResults().heartbeat!, ratioToCeiling: 0.3 } }),
    );
    expect(slow.find((c) => c.name.startsWith('heartbeats'))!.met).toBe(false);
    // The latency is judged at 60% of the ceiling (open loop) when that was measured, not at saturation.
    type Step = NonNullable<NonNullable<Results['heartbeat']>['atLoads']>[number];
    const heartbeat = (step: Step | undefined) =>
      targetChecks(
        sampleResults({
          heartbeat: {
            ...sampleResults().heartbeat!,
            latency: { ...latency, p99Ms: 180 },
            ...(step ? { atLoads: [step] } : {}),
          },
        }),
      ).find((c) => c.name.startsWith('heartbeats'))!;
    const atLoad = {
      shareOfCeiling: 0.6,
      offeredPerSecond: 600,
      durationSeconds: 30,
      sent: 18_000,
      answeredPerSecond: 600,
      errors: 0,
      latency: { ...latency, count: 18_000, p99Ms: 40 },
    };
    expect(heartbeat(undefined).met).toBe(false);
    expect(heartbeat(atLoad).met).toBe(true);
    expect(heartbeat(atLoad).measured).toMatch(
      /p99 180 ms with 64 in flight.*\(600\/s\): 600\/s answered, p99 40 ms/,
    );
    expect(heartbeat({ ...atLoad, latency: { ...atLoad.latency, p99Ms: 120 } }).met).toBe(false);
    expect(heartbeat({ ...atLoad, sendLag: { ...atLoad.latency, p99Ms: 12.5 } }).measured).toMatch(
      /the generator itself sent late by p99 12.5 ms/,
    );
    expect(heartbeat({ ...atLoad, errors: 3 }).met).toBe(false);
    const light = {
      ...atLoad,
      shareOfCeiling: 0.3,
      offeredPerSecond: 300,
      latency: { ...atLoad.latency, p99Ms: 20 },
    };
    expect(
      targetChecks(
        sampleResults({
          heartbeat: { ...sampleResults().heartbeat!, atLoads: [light, atLoad] },
        }),
      ).find((c) => c.name.startsWith('heartbeats'))!.measured,
    ).toMatch(/p99 by offered load: 30% 20 ms, 60% 40 ms/);
    expect(heartbeat({ ...atLoad, latency: { ...atLoad.latency, count: 17_000 } }).met).toBe(false);
    // Below 10,000 clusters the size targets cannot be decided.
    const small = targetChecks(sampleResults({ config: { ...sampleResults().config, clusters: 500 } }));
    expect(small.find((c) => c.name.startsWith('registration'))!.met).toBeNull();
  });

  describe('the registration storm on a 2-core machine', () => {
    const cpu = {
      windowSeconds: 100,
      controlPlaneSeconds: 80,
      simulatorSeconds: 120,
      controlPlaneMsPerCluster: 8,
      simulatorMsPerCluster: 12,
    };
    /** The storm verdict's measured text for a run with `registration`'s fields changed. */
    const stormVerdict = (registration: Partial<Results['registration']>) => {
      const base = sampleResults();
      return targetChecks(
        sampleResults({
          machine: { ...base.machine, cores: 2 },
          registration: { ...base.registration, ...registration },
        }),
      ).find((c) => c.name.startsWith('registration'))!.measured;
    };

    it("states the machine's bound from the storm's CPU per cluster", () => {
      // 2 cores = 2,000 ms of CPU a second, over 8 + 12 ms per cluster.
      expect(stormVerdict({ cpu })).toMatch(
        /bound .*control plane 8 ms \+ simulator 12 ms on 2 cores\): 100\/s against 167\/s needed/,
      );
      expect(stormVerdict({ cpu: { ...cpu, simulatorMsPerCluster: 2 } })).toMatch(/: 200\/s against/);
      // Without the control plane's CPU (an external control plane) there is no bound to state.
      expect(
        stormVerdict({ cpu: { ...cpu, controlPlaneSeconds: null, controlPlaneMsPerCluster: null } }),
      ).not.toMatch(/bound/);
    });

    it('states the bound with both sides at their cost of joining alone, when the run measured it', () => {
      const requestCost = { requests: 400, msPerRegistration: 3, msWithFirstConnection: 7 };
      // 2,000 ms of CPU a second over 7 + 9 ms per cluster.
      expect(
        stormVerdict({
          cpu,
          requestCost: { ...requestCost, agentMsPerRegistration: 3.5, agentMsWithFirstConnection: 9 },
        }),
      ).toMatch(/both sides at their cost of joining alone \(control plane 7 ms \+ agent 9 ms.*\): 125\/s$/);
      // Runs before the agent's side was measured state only the storm's bound.
      expect(stormVerdict({ cpu, requestCost })).not.toMatch(/joining alone/);
    });
  });

  it('judges a rollout on its sends and on its admitted pin writes', () => {
    const within = { count: 10_000, maxInAnyOneSecond: 100, windowsOverCap: 0 };
    const rollout: Results['rollouts'][number] = {
      extension: 'ingress-nginx',
      clusters: 10_000,
      capPerSecond: 100,
      state: 'Completed',
      sendSource: 'store',
      sends: 10_000,
      sendSpanSeconds: 100,
      idealSeconds: 100,
      sendSpanRatioToIdeal: 1,
      maxSendsInAnyOneSecond: 100,
      windowsOverCap: 0,
      applied: within,
      pinWritten: { ...within, maxInAnyOneSecond: 101, windowsOverCap: 3, lagAfterAdmission: latency },
      completedSeconds: 140,
      succeeded: 10_000,
      failed: 0,
      failurePercent: 0,
      agentsObserved: 10_000,
      progress: [],
      notes: [],
    };
    const verdict = (x: typeof rollout) =>
      targetChecks(sampleResults({ rollouts: [x] })).find((c) => c.name.startsWith('rollout'))!;
    expect(verdict(rollout).met).toBe(true);
    expect(verdict(rollout).measured).toContain('pin writes admitted: max 100 in any 1 s, 0 windows over');
    expect(verdict(rollout).measured).toContain('completed: max 101, 3 windows over');
    expect(
      verdict({ ...rollout, applied: { ...within, maxInAnyOneSecond: 101, windowsOverCap: 1 } }).met,
    ).toBe(false);
    expect(verdict({ ...rollout, windowsOverCap: 1 }).met).toBe(false);
  });
});
