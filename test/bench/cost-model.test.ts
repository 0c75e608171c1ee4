import {
  fleetCost,
  limitSizes,
  operationRates,
  readRu,
  ruPerOperation,
  writeRu,
} from '../../bench/cost/model';
import type { Assumptions, MeasuredTraffic } from '../../bench/cost/model';
import { costDocument, nominalNote } from '../../bench/cost-model';
import { RULES } from '../../bench/cost/prices';
import { summarizeExchanges } from '../../bench/cost/measured-operations';
import type { MeasuredOperations, ObservedExchange } from '../../bench/cost/measured-operations';
import { REFILL_SHARE } from '../../functions/platform/signer/admitted-signer';
import { sampleResults } from '../support/bench-results';

/** The cost model's arithmetic on a tiny measured input: relationships, not hard-coded totals. */

const traffic: MeasuredTraffic = {
  clusters: 10,
  windowSeconds: 120,
  kinds: {
    register: { count: 10, requestBytes: 6_000, responseBytes: 16_000 },
    heartbeat: { count: 50, requestBytes: 3_000, responseBytes: 0 },
    desired: { count: 10, requestBytes: 0, responseBytes: 2_560 },
    'desired-304': { count: 40, requestBytes: 0, responseBytes: 0 },
    inventory: { count: 10, requestBytes: 21_000, responseBytes: 4_700 },
    status: { count: 20, requestBytes: 4_000, responseBytes: 280 },
  },
};
const assumptions: Assumptions = {
  certificateValidityDays: 30,
  rolloutsPerMonth: 4,
  cosmosHeadroom: 1.2,
  functionsSecondsPerRequest: 0.025,
  cpuSecondsPerRequest: 0.001,
  instanceCpu: 0.7,
  instanceGb: 2,
  logBytesPerItem: 1024,
  hostItemsPerRequest: 3,
  hostItemsPerSecond: 20,
  workerTracesPerSecond: 5,
  itemsPerTrace: 5,
  busOpsPerMessage: 3,
  rolloutCapPerSecond: 100,
  registrationStormSeconds: 60,
  vcpuPerCluster: 40,
  // The counts above are of agents that poll desired; the projection is tested on its own below.
  heartbeatsCarryDesired: false,
};
const docBytes = { clusters: 565, heartbeats: 196, inventory: 2_128, status: 396, rolloutClusters: 494 };
const rates = operationRates(traffic, assumptions);
const rate = (op: string) => rates.find((r) => r.operation === op)!;

it('turns counts in the window into steady rates per cluster per hour, leaving out the once-only requests', () => {
  // 50 heartbeats from 10 clusters, 10 of them the first at registration: 4 per cluster in 120 s.
  expect(rate('heartbeat').perClusterPerHour).toBeCloseTo((4 / 120) * 3600);
  expect(rate('desired-304').perClusterPerHour).toBeCloseTo((4 / 120) * 3600);
  expect(rate('desired').perClusterPerHour).toBe(0);
  expect(rate('heartbeat').requestBytes).toBe(60);
  // One renewal every two thirds of the certificate's lifetime.
  expect(rate('certificate').perClusterPerHour * 20 * 24).toBeCloseTo(1);
});

it('counts each cluster from its registration when the run says how long that was', () => {
  // The same counts over half the cluster-time make twice the hourly rate.
  const spread = operationRates(
    { ...traffic, clusterSeconds: (traffic.clusters * traffic.windowSeconds) / 2 },
    assumptions,
  );
  const heartbeat = spread.find((r) => r.operation === 'heartbeat')!;
  expect(heartbeat.perClusterPerHour).toBeCloseTo(2 * rate('heartbeat').perClusterPerHour);
});

it('charges point reads and writes by item size as the published rules say', () => {
  expect(readRu(1024)).toBe(RULES.cosmosPointRead.value);
  expect(readRu(100 * 1024)).toBeCloseTo(10);
  expect(readRu(200)).toBe(readRu(1024));
  expect(writeRu(2048)).toBeCloseTo(2 * writeRu(1024));
});

it('scales cost and throughput linearly with the fleet once past the fixed minimums', () => {
  const at = (n: number) => fleetCost(n, rates, docBytes, assumptions);
  const [small, large] = [at(100_000), at(1_000_000)];
  expect(large.cosmos.ruPerSecond / small.cosmos.ruPerSecond).toBeCloseTo(10);
  expect(large.requestsPerSecond / small.requestsPerSecond).toBeCloseTo(10);
  expect(large.keyVault.signsPerMonth / small.keyVault.signsPerMonth).toBeCloseTo(10);
  // Sampling caps each instance's telemetry: ingestion follows the instances.
  expect(large.logAnalytics.gbPerMonth / small.logAnalytics.gbPerMonth).toBeCloseTo(
    large.functions.instances / small.functions.instances,
  );
  expect(large.arcGitOpsMonthly).toBeCloseTo(10 * small.arcGitOpsMonthly);
  expect(large.monthly / small.monthly).toBeGreaterThan(9);
  expect(large.monthly / small.monthly).toBeLessThanOrEqual(10.01);
});

it("logs every request of a small fleet and caps each instance at the samplers' rates in a large one", () => {
  const at = (n: number) => fleetCost(n, rates, docBytes, assumptions);
  const monthSeconds = (gb: number) => (gb * 1024 ** 3) / assumptions.logBytesPerItem;
  // One cluster: a few requests an hour, far under both samplers: every item is kept.
  const one = at(1);
  const perRequest = assumptions.hostItemsPerRequest + assumptions.itemsPerTrace;
  expect(monthSeconds(one.logAnalytics.gbPerMonth) / (one.requestsPerSecond * 730 * 3600)).toBeCloseTo(
    perRequest,
  );
  // A million clusters: each instance sends at most the two caps.
  const many = at(1_000_000);
  const cap = assumptions.hostItemsPerSecond + assumptions.workerTracesPerSecond * assumptions.itemsPerTrace;
  expect(monthSeconds(many.logAnalytics.gbPerMonth) / (730 * 3600)).toBeCloseTo(
    many.functions.instances * cap,
  );
  expect(many.logAnalytics.gbPerMonth).toBeLessThan(
    (many.requestsPerSecond * perRequest * 730 * 3600 * 1024) / 1024 ** 3,
  );
});

it('counts physical partitions as the larger of throughput / 10,000 RU/s and storage / 50 GB', () => {
  for (const n of [1, 1_000, 50_000, 2_000_000]) {
    const c = fleetCost(n, rates, docBytes, assumptions);
    expect(c.cosmos.partitions).toBe(
      Math.max(1, Math.ceil(c.cosmos.provisionedRu / 10_000), Math.ceil(c.cosmos.storageGb / 50)),
    );
    expect(c.cosmos.provisionedRu).toBeGreaterThanOrEqual(Math.max(400, c.cosmos.ruPerSecond));
    expect(c.cosmos.provisionedRu % 100).toBe(0);
  }
});

it('finds the fleet size at which each limit is reached, smallest first', () => {
  const limits = limitSizes(rates, docBytes, assumptions);
  const reached = limits.filter((l) => l.clusters !== null);
  expect(reached.length).toBeGreaterThan(0);
  for (let i = 1; i < reached.length; i++)
    expect(reached[i]!.clusters!).toBeGreaterThanOrEqual(reached[i - 1]!.clusters!);
  for (const l of reached) {
    expect(fleetCost(l.clusters!, rates, docBytes, assumptions).limits[l.name]).toBeGreaterThanOrEqual(1);
    expect(fleetCost(l.clusters! - 1, rates, docBytes, assumptions).limits[l.name]).toBeLessThan(1);
  }
  // The fan-out's credits depend on the cap, not on the fleet.
  expect(limits.find((l) => l.name.startsWith('Service Bus'))!.clusters).toBeNull();
});

it('keeps every logical partition under half its limit with 100,000 clusters in one tenant', () => {
  const c = fleetCost(100_000, rates, docBytes, assumptions);
  const partitions = Object.entries(c.limits).filter(([name]) => name.includes('logical partition'));
  expect(partitions).toHaveLength(4);
  for (const [name, use] of partitions)
    expect({ name, underHalf: use < 0.5 }).toEqual({ name, underHalf: true });
  // The cluster document is read on every agent call: it must land in the cluster's partition, not the tenant's.
  const onlyCluster = fleetCost(1_000_000, rates, docBytes, assumptions);
  expect(onlyCluster.logicalPartitions.cluster).toBeCloseTo(c.logicalPartitions.cluster);
  expect(c.logicalPartitions.tenantSteady).toBeLessThan(
    rates.reduce((sum, op) => sum + (op.perClusterPerHour * 100_000) / 3600, 0),
  );
});

it('takes a registration storm at the vault rate the admission sustains', () => {
  const c = fleetCost(100_000, rates, docBytes, assumptions);
  expect(c.keyVault.stormSeconds).toBeCloseTo(
    100_000 / ((RULES.keyVaultEccSignsPer10s.value / 10) * REFILL_SHARE),
  );
  expect(RULES.keyVaultEccSignsPer10s.value).toBe(2_000);
});

it('writes a document citing every rule and price with its source', () => {
  const results = { ...sampleResults({ name: 'soak' }), agentTraffic: traffic, documentSizes: {} };
  const doc = costDocument(results, 'bench/results/x.json');
  expect(doc).toContain('`bench/results/x.json`');
  for (const size of ['1,000 clusters', '10,000 clusters', '100,000 clusters']) expect(doc).toContain(size);
  expect(doc).toContain('https://learn.microsoft.com/en-us/azure/key-vault/general/service-limits');
  expect(doc).toContain('https://azure.microsoft.com/en-us/pricing/details/cosmos-db/autoscale-provisioned/');
  expect(doc).toMatch(/The first one is \*\*/);
});

it('says when the measured rates fall short of the 30 s intervals', () => {
  expect(nominalNote(rates)).toBe('');
  const slow = operationRates(
    { ...traffic, clusterSeconds: traffic.clusters * traffic.windowSeconds * 2 },
    assumptions,
  );
  expect(nominalNote(slow)).toMatch(/below the nominal ones.*heartbeats 60\/h/);
});

it('moves desired polls into heartbeat answers when heartbeats carry the desired state', () => {
  const carried = operationRates(traffic, { ...assumptions, heartbeatsCarryDesired: true });
  const of = (list: typeof rates, op: string) => list.find((r) => r.operation === op)!.perClusterPerHour;
  expect(of(carried, 'desired') + of(carried, 'desired-304')).toBe(0);
  // Heartbeats stay as many; those after a change carry the state instead of a poll of their own.
  expect(of(carried, 'heartbeat') + of(carried, 'heartbeat-changed')).toBeCloseTo(of(rates, 'heartbeat'));
  expect(of(carried, 'heartbeat-changed')).toBeCloseTo(of(rates, 'desired'));
  const perHour = (list: typeof rates) => list.reduce((sum, r) => sum + r.perClusterPerHour, 0);
  expect(perHour(rates) - perHour(carried)).toBeCloseTo(of(rates, 'desired') + of(rates, 'desired-304'));
});

const exchange = (e: Partial<ObservedExchange>): ObservedExchange => ({
  kind: 'read',
  container: 'clusters',
  partitionKey: 'bench|c1',
  status: 200,
  requestBytes: 0,
  responseBytes: 1024,
  requestCharge: 1,
  ...e,
});

it('sums the observed exchanges per request, derives their RU and finds the hottest logical partition', () => {
  const m = summarizeExchanges(
    'two registrations',
    2,
    [
      exchange({ container: 'bootstrapTokens', partitionKey: 'bench' }),
      exchange({ container: 'bootstrapTokens', partitionKey: 'bench' }),
      exchange({ container: 'clusters', partitionKey: 'bench|c1', status: 404, responseBytes: 80 }),
      exchange({ container: 'clusters', partitionKey: 'bench|c2', status: 404, responseBytes: 80 }),
      exchange({ kind: 'write', container: 'clusters', partitionKey: 'bench|c1', requestBytes: 2048 }),
      exchange({ kind: 'write', container: 'clusters', partitionKey: 'bench|c2', requestBytes: 2048 }),
    ],
    'bench',
  );
  expect(m.perRequest.bootstrapTokens).toMatchObject({ reads: 1, writes: 0, readBytes: 1024 });
  // Misses have no size; they are charged as 1 KB reads.
  expect(m.perRequest.clusters).toMatchObject({ reads: 1, writes: 1, readBytes: 0, writeBytes: 2048 });
  expect(m.derivedRuPerRequest).toBeCloseTo(1 + 1 + 2 * RULES.cosmosWrite.value);
  expect(m.derivedTenantRuPerRequest).toBeCloseTo(1);
  expect(m.emulatorChargePerRequest).toBe(3);
  // Two cluster partitions and the tenant's; the cluster writes make each cluster's the hottest.
  expect(m.logicalPartitions).toBe(3);
  expect(m.hottestPartition).toMatchObject({ container: 'clusters', scheme: 'cluster' });
  expect(m.hottestPartition.share).toBeCloseTo(
    (1 + 2 * RULES.cosmosWrite.value) / (2 * m.derivedRuPerRequest),
  );
  expect(m.failures).toBe(0);
  expect(summarizeExchanges('x', 1, [exchange({ status: 500 })], 'bench').failures).toBe(1);
});

const measured = (
  perRequest: MeasuredOperations['operations'][string]['perRequest'],
): MeasuredOperations => ({
  name: 'azure-operations',
  startedAt: '2026-12-07T00:00:00Z',
  config: { clusters: 10, agents: 10, tenant: 'bench', concurrency: 1, adapters: 'emulated', settings: {} },
  operations: {
    inventory: {
      description: 'inventory replaced',
      requests: 10,
      perRequest,
      emulatorChargePerRequest: 3,
      derivedRuPerRequest: 0,
      derivedTenantRuPerRequest: 0,
      logicalPartitions: 20,
      hottestPartition: { container: 'inventory', scheme: 'cluster', share: 0.05 },
      failures: 0,
    },
  },
  background: {},
  notes: [],
});
const counts = { queries: 0, deletes: 0, readBytes: 1024, writeBytes: 4096 };

it('reads the store operations of the measured requests, and the table for the others', () => {
  const read = operationRates(
    traffic,
    assumptions,
    measured({
      clusters: { ...counts, reads: 1, writes: 0 },
      inventory: { ...counts, reads: 1, writes: 1 },
      fleet: { ...counts, reads: 0.25, writes: 0 },
    }),
  );
  const inventory = read.find((r) => r.operation === 'inventory')!;
  expect(inventory).toMatchObject({
    source: 'measured',
    reads: { clusters: 1, inventory: 1 },
    writes: { inventory: 1 },
  });
  // The fleet revision is charged per instance, not per request.
  expect(inventory.reads.fleet).toBeUndefined();
  // Measured sizes price it: a 4 KB write.
  expect(ruPerOperation(inventory, docBytes)).toBeCloseTo(2 + 4 * RULES.cosmosWrite.value);
  expect(read.find((r) => r.operation === 'status')!.source).toBe('table');
  expect(() =>
    operationRates(
      traffic,
      assumptions,
      measured({ inventory: { ...counts, reads: 1, writes: 1, queries: 1 } }),
    ),
  ).toThrow(/queries/);
});

it("charges the changed heartbeat the previous heartbeat's read the single-instance run skipped", () => {
  const base = measured({});
  const phase = (heartbeatReads: number) => ({
    ...base.operations.inventory!,
    perRequest: {
      clusters: { ...counts, reads: 1, writes: 0 },
      heartbeats: { ...counts, reads: heartbeatReads, writes: 1 },
    },
  });
  const run = {
    ...base,
    operations: { heartbeat: phase(1), 'heartbeat-same-instance': phase(0), 'heartbeat-changed': phase(0) },
  };
  const read = operationRates(traffic, assumptions, run);
  const changed = read.find((r) => r.operation === 'heartbeat-changed')!;
  expect(changed.reads).toEqual(read.find((r) => r.operation === 'heartbeat')!.reads);
  expect(changed.reads).toEqual({ clusters: 1, heartbeats: 1 });
});
