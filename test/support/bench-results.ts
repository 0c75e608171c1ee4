import { machineDetails } from '../../bench/results';
import type { Results } from '../../bench/results';

export const latency = { count: 1, minMs: 1, meanMs: 1, p50Ms: 1, p95Ms: 1, p99Ms: 1, maxMs: 1 };

/** A valid results document for a 10,000-cluster run that meets every target; override what a test needs. */
export function sampleResults(overrides: Partial<Results> = {}): Results {
  const throughput = {
    durationSeconds: 10,
    requests: 100,
    errors: 0,
    requestsPerSecond: 10,
    ratioToCeiling: 0.65,
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
    desired304: { ...throughput, ratioToCeiling: 0.85 },
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
