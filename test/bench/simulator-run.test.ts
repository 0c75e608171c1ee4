import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileFor } from '../../bench/profiles';
import { Progress } from '../../bench/progress';
import { Results } from '../../bench/results';
import { runBenchmark } from '../../bench/run';

/**
 * The simulator end to end with ~20 clusters for a few seconds (never the quick or full profile:
 * those saturate both cores for minutes). Needs the compiled child scripts (`npm run test:long`
 * builds first). A scenario run of a minute or more, it is in `npm run test:long`
 * (test/support/long-suites.js); the phase switches are checked in simulator.test.ts.
 */
describe('fleet simulator', () => {
  it('registers a small fleet, measures every phase and writes a well-formed results file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-sim-'));
    const lines: string[] = [];
    try {
      const profile = { ...profileFor('test'), rollouts: [] };
      const outcome = await runBenchmark({
        profile,
        outputDir: dir,
        name: 'simulator-test',
        progress: new Progress((t) => lines.push(t), false),
      });
      const results = Results.parse(JSON.parse(readFileSync(outcome.file, 'utf8')));
      expect(results.errors).toEqual([]);
      expect(results.registration.registered).toBe(profile.clusters);
      expect(results.inventory.clustersStored).toBe(profile.clusters);
      expect(results.heartbeat!.requests).toBeGreaterThan(0);
      expect(results.status!.eventsPerSecond).toBeGreaterThan(0);
      expect(results.desired304!.requests).toBeGreaterThan(0);
      expect(results.ceiling!.requestsPerSecond).toBeGreaterThan(0);
      expect(results.heartbeat!.ratioToCeiling).toBeGreaterThan(0);
      expect(results.controlPlane.rssPeakBytes).toBeGreaterThan(0);
      expect(results.documentSizes.inventory?.count).toBe(profile.clusters);
      expect(results.machine.cores).toBeGreaterThan(0);
      // CPU and traffic per registration, from the first registration until every inventory is stored.
      const cpu = results.registration.cpu!;
      expect(cpu.controlPlaneMsPerCluster).toBeGreaterThan(0);
      expect(cpu.simulatorMsPerCluster).toBeGreaterThan(0);
      expect(results.registration.requestsPerCluster!.register).toBe(1);
      expect(results.registration.requestsPerCluster!.inventory).toBeGreaterThanOrEqual(1);
      // One connection without a certificate to register, then one with the new certificate.
      expect(results.registration.tlsPerCluster!.connections).toBeGreaterThanOrEqual(2);
      // Registrations alone (agents stopped), on their own and with the first mutual-TLS request,
      // against the floor measured in the same run.
      const cost = results.registration.requestCost!;
      expect(cost.requests).toBe(profile.registrationCostRequests);
      expect(cost.msPerRegistration).toBeGreaterThan(0);
      expect(cost.msWithFirstConnection).toBeGreaterThan(cost.msPerRegistration);
      const floor = results.registration.floor!.msPerRegistration;
      expect(results.registration.ratioToFloor).toBeCloseTo(cost.msPerRegistration / floor, 1);
      // The fleet, the phase's warm-up cluster and its own are all stored (the phase fails on any
      // answer but 201; the count also holds the synthetic check's clusters of its own tenant).
      expect(results.documentSizes.clusters?.count).toBeGreaterThanOrEqual(
        profile.clusters + 1 + cost.requests,
      );
      expect(readdirSync(dir).some((f) => f.endsWith('-registration.svg'))).toBe(true);
      expect(lines.some((l) => l.includes('phase: registration'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
