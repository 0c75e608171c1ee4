import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Results, machineDetails, resultFileStem, writeResults } from '../../bench/results';
import { targetChecks } from '../../bench/run';

const latency = { count: 1, minMs: 1, meanMs: 1, p50Ms: 1, p95Ms: 1, p99Ms: 1, maxMs: 1 };

export function sampleResults(overrides: Partial<Results> = {}): Results {
  const throughput = {
    durationSeconds: 10,
    requests: 100,
    errors: 0,
    requestsPerSecond: 10,
    ratioToCeiling: 0.5,
    latency,
  };
  return {
    schemaVersion: 1,
    name: 'unit',
    profile: 'test',
    startedAt: '2026-11-22T00:00:00.000Z',
    finishedAt: '2026-11-22T00:01:00.000Z',
    durationSeconds: 60,
    machine: machineDetails(),
    method: { endpoint: 'embedded-child-process', settings: {}, notes: [] },
    config: {
      clusters: 10_000,
      regions: 10,
      inventory: { nodes: 5, namespaces: 12, pods: 60 },
      registrationConcurrency: 64,
      loadConcurrency: 64,
      loadPoolClusters: 1000,
      phaseSeconds: 60,
      statusBatchSize: 100,
      rolloutCapPerSecond: 100,
    },
    registration: {
      clusters: 10_000,
      registered: 10_000,
      durationSeconds: 50,
      perSecond: 200,
      latency,
      latencyHistogram: [],
    },
    inventory: {
      clustersStored: 10_000,
      secondsAfterStart: 55,
      secondsAfterLastRegistration: 5,
      putLatency: latency,
    },
    ceiling: { ...throughput, ratioToCeiling: null },
    heartbeat: throughput,
    status: { ...throughput, eventsPerSecond: 12_000, batchSize: 100 },
    desired304: { ...throughput, ratioToCeiling: 0.7 },
    rollouts: [],
    controlPlane: {
      rssPeakBytes: 100 * 1024 * 1024,
      rssEndBytes: 1,
      cpuUserSeconds: 1,
      cpuSystemSeconds: 1,
      phases: [],
    },
    agents: { heapBytesPerCluster: 1000, rssBytesPerCluster: 2000 },
    documentSizes: { clusters: { count: 1, meanBytes: 900, maxBytes: 900 } },
    targets: [],
    errors: [],
    ...overrides,
  };
}

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
    // Below 10,000 clusters the size targets cannot be decided.
    const small = targetChecks(sampleResults({ config: { ...sampleResults().config, clusters: 500 } }));
    expect(small.find((c) => c.name.startsWith('registration'))!.met).toBeNull();
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
