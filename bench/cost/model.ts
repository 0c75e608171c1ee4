/**
 * The cost and scale model behind docs/cost.md: measured agent traffic (requests per cluster per
 * hour and their sizes, from a benchmark's results) and measured document sizes, turned into
 * Cosmos DB request units, Functions executions and instances, Service Bus operations, Key Vault
 * signs and Log Analytics ingestion with the published rules and prices (./prices.ts). Pure
 * arithmetic: every input is a parameter, so the test can check the relationships.
 */
import { partitionSchemeOf } from '../../functions/platform/store/cosmos-partitioning';
import { REFILL_SHARE } from '../../functions/platform/signer/admitted-signer';
import { readRu, writeRu } from './measured-operations';
import type { MeasuredOperations } from './measured-operations';
import { HOURS_PER_MONTH, PRICES, RULES } from './prices';

export { readRu, writeRu };

export const OPERATIONS = [
  'heartbeat',
  'heartbeat-changed',
  'desired',
  'desired-304',
  'inventory',
  'status',
  'certificate',
  'rollout-fanout',
] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface MeasuredTraffic {
  clusters: number;
  windowSeconds: number;
  /** Cluster-seconds of agent activity (each cluster from its registration); else clusters x window. */
  clusterSeconds?: number;
  kinds: Record<string, { count: number; requestBytes: number; responseBytes: number }>;
}

export interface Assumptions {
  /** Certificate lifetime; agents renew at two thirds of it (agent/identity/keys.ts). */
  certificateValidityDays: number;
  /** Rollouts that reach every cluster, per month. */
  rolloutsPerMonth: number;
  /** Provisioned RU/s over the steady mean (registration storms, rollouts, retries). */
  cosmosHeadroom: number;
  /** Mean execution time of an agent request on Functions (two Cosmos round trips in-region). */
  functionsSecondsPerRequest: number;
  /** CPU seconds per request on an instance, measured by the bench (embedded host). */
  cpuSecondsPerRequest: number;
  /** CPU an instance gives at the utilisation it scales out at (2,048 MB instance: 1 vCPU at 70%). */
  instanceCpu: number;
  instanceGb: number;
  /** Size of one Application Insights item (a request, trace or dependency row) in Log Analytics. */
  logBytesPerItem: number;
  /**
   * The Functions host's own items per execution (its request row and its "Executing"/"Executed"
   * traces), sampled adaptively to `hostItemsPerSecond` per instance (host.json samplingSettings).
   */
  hostItemsPerRequest: number;
  hostItemsPerSecond: number;
  /**
   * The worker's OpenTelemetry traces (the server span, its store and Azure SDK spans): the Azure
   * Monitor distro keeps at most `workerTracesPerSecond` traces per instance (its rate-limited
   * sampler's default), of `itemsPerTrace` items each.
   */
  workerTracesPerSecond: number;
  itemsPerTrace: number;
  /** Service Bus operations per fan-out message: schedule (send), receive, complete. */
  busOpsPerMessage: number;
  rolloutCapPerSecond: number;
  /** The registration target: a whole fleet registers within this many seconds. */
  registrationStormSeconds: number;
  /** For the Azure Arc GitOps comparison. */
  vcpuPerCluster: number;
  /**
   * Agents send the desired state's ETag with each heartbeat and the answer carries the state when
   * it changed, so they poll desired no more (agent/core.ts). A run of agents of the previous
   * version measured heartbeats and polls apart: its polls that found a change become heartbeats
   * whose answer carries the state, and its 304 polls are not made.
   */
  heartbeatsCarryDesired: boolean;
}

/** Requests the first moments of an agent send once (not per hour): subtracted from the counts. */
const ONE_TIME_PER_CLUSTER: Partial<Record<string, number>> = { heartbeat: 1, desired: 1, inventory: 1 };

export interface OperationRate {
  operation: Operation;
  perClusterPerHour: number;
  requestBytes: number;
  responseBytes: number;
  /** Cosmos DB point reads and writes (deletes included) per operation, by collection. */
  reads: Record<string, number>;
  writes: Record<string, number>;
  /** Item sizes measured on the wire for this operation, by collection (else the stored means). */
  bytes?: Record<string, { read: number; write: number }>;
  /** Where the counts come from: measured on the emulated Azure adapters, or the handlers' table. */
  source: 'measured' | 'table';
  keyVaultSigns: number;
  busOps: number;
  /** An HTTP request from the agent (a Functions execution with a log row). */
  http: boolean;
}

/**
 * What each operation does in the store, in its steady state (docs/cost.md lists them), checked
 * against the real handlers by test/bench/store-operations.test.ts (the store spans in each agent
 * request's trace and in the fan-out handler's consumer span). Left out as
 * amortised: a tenant's first registration writes its tenant-index entry, and each instance reads
 * the fleet revision at most once a second per tenant and reloads the assignments once per
 * revision, whatever the number of polls.
 */
export const STORE_OPS: Record<Operation, { reads: string[]; writes: string[] }> = {
  // The cluster (authentication) and the previous heartbeat (the gap it closes, Offline -> Online).
  // An instance that wrote the cluster's last heartbeat within half the offline threshold skips
  // the second read (functions/inventory/recent-heartbeats.ts); in Azure a cluster's requests land
  // on any instance, so the model charges it (an upper bound: with k instances ~1/k skip it).
  heartbeat: { reads: ['clusters', 'heartbeats'], writes: ['heartbeats'] },
  'heartbeat-changed': { reads: ['clusters', 'heartbeats'], writes: ['heartbeats'] },
  desired: { reads: ['clusters'], writes: [] },
  'desired-304': { reads: ['clusters'], writes: [] },
  inventory: { reads: ['clusters'], writes: ['inventory'] },
  status: { reads: ['clusters', 'status'], writes: ['status'] },
  certificate: { reads: ['bootstrapTokens', 'clusters'], writes: ['bootstrapTokens', 'clusters'] },
  // One fan-out message, in the order the handler makes them: the rollout, the cluster's record,
  // the cluster and its heartbeat (the target's facts), the fleet revision, the three pacing
  // buckets (global, region, tenant: each read and written), the record (admission), the
  // revision and the cluster again (the pin), the record (pin written) and the revision.
  'rollout-fanout': {
    reads: [
      'clusters',
      'clusters',
      'fleet',
      'fleet',
      'fleet',
      'heartbeats',
      'pacing',
      'pacing',
      'pacing',
      'rolloutClusters',
      'rolloutClusters',
      'rolloutClusters',
      'rollouts',
    ],
    writes: ['clusters', 'pacing', 'pacing', 'pacing', 'rolloutClusters', 'rolloutClusters'],
  },
};

/**
 * Collections whose reads do not follow an operation's count: each instance reads the fleet
 * revision at most once a second per tenant and the assignments once per revision, however many
 * requests it serves (fleetCost charges the former per instance). A run's per-request share of them
 * depends on its request rate, so they are left out of the per-operation counts.
 */
const PER_INSTANCE_COLLECTIONS = new Set(['fleet', 'assignments']);

const counted = (collections: string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const c of collections) out[c] = (out[c] ?? 0) + 1;
  return out;
};

/** The store operations of `operation`: measured where the run has it, else the handlers' table. */
function storeOperations(
  operation: Operation,
  measured: MeasuredOperations | undefined,
): Pick<OperationRate, 'reads' | 'writes' | 'bytes' | 'source'> {
  const m = measured?.operations[operation];
  if (!m)
    return {
      reads: counted(STORE_OPS[operation].reads),
      writes: counted(STORE_OPS[operation].writes),
      source: 'table',
    };
  const reads: Record<string, number> = {};
  const writes: Record<string, number> = {};
  const bytes: Record<string, { read: number; write: number }> = {};
  for (const [collection, c] of Object.entries(m.perRequest)) {
    if (PER_INSTANCE_COLLECTIONS.has(collection)) continue;
    if (c.queries > 0)
      throw new Error(
        `${operation} made ${c.queries} queries per request on ${collection}: Cosmos DB publishes no rule for their RU; the model charges point operations only`,
      );
    if (c.reads > 0) reads[collection] = c.reads;
    if (c.writes + c.deletes > 0) writes[collection] = c.writes + c.deletes;
    bytes[collection] = { read: c.readBytes, write: c.writeBytes };
  }
  // The run had one instance, which wrote each cluster's last heartbeat: it skipped the read of the
  // previous heartbeat in the changed phase. Charged as for the unchanged heartbeat (an upper bound,
  // see STORE_OPS): what the instance that did not write it read more.
  const skipped = skippedHeartbeatReads(operation, measured);
  if (skipped > 0) reads.heartbeats = (reads.heartbeats ?? 0) + skipped;
  return { reads, writes, bytes, source: 'measured' };
}

/** For `heartbeat-changed`: the heartbeat reads an instance without the cluster's last write makes more. */
function skippedHeartbeatReads(operation: Operation, measured: MeasuredOperations | undefined): number {
  const elsewhere = measured?.operations.heartbeat?.perRequest.heartbeats?.reads;
  const here = measured?.operations['heartbeat-same-instance']?.perRequest.heartbeats?.reads ?? 0;
  if (operation !== 'heartbeat-changed' || elsewhere === undefined) return 0;
  return Math.max(0, elsewhere - here);
}

export function operationRates(
  traffic: MeasuredTraffic,
  a: Assumptions,
  measured?: MeasuredOperations,
): OperationRate[] {
  const perHour = (kind: string): number => {
    const k = traffic.kinds[kind];
    const clusterSeconds = traffic.clusterSeconds ?? traffic.clusters * traffic.windowSeconds;
    if (!k || clusterSeconds <= 0) return 0;
    const steady = Math.max(0, k.count - (ONE_TIME_PER_CLUSTER[kind] ?? 0) * traffic.clusters);
    return (steady / clusterSeconds) * 3600;
  };
  const size = (kind: string, field: 'requestBytes' | 'responseBytes'): number => {
    const k = traffic.kinds[kind];
    return k && k.count > 0 ? k[field] / k.count : 0;
  };
  const renewalsPerHour = 1 / ((a.certificateValidityDays * 2) / 3) / 24;
  const rate = (
    operation: Operation,
    perClusterPerHour: number,
    kind: string = operation,
  ): OperationRate => ({
    operation,
    perClusterPerHour,
    requestBytes: size(kind, 'requestBytes'),
    responseBytes: size(kind, 'responseBytes'),
    ...storeOperations(operation, measured),
    keyVaultSigns: operation === 'certificate' ? 1 : 0,
    busOps: operation === 'rollout-fanout' ? a.busOpsPerMessage : 0,
    http: operation !== 'rollout-fanout',
  });
  const changed = perHour('desired');
  const carried = a.heartbeatsCarryDesired;
  return [
    rate('heartbeat', carried ? Math.max(0, perHour('heartbeat') - changed) : perHour('heartbeat')),
    rate('heartbeat-changed', carried ? Math.min(changed, perHour('heartbeat')) : 0, 'heartbeat'),
    rate('desired', carried ? 0 : changed),
    rate('desired-304', carried ? 0 : perHour('desired-304')),
    rate('inventory', perHour('inventory')),
    rate('status', perHour('status')),
    rate('certificate', renewalsPerHour, 'register'),
    rate('rollout-fanout', a.rolloutsPerMonth / HOURS_PER_MONTH),
  ];
}

export function ruPerOperation(
  op: Pick<OperationRate, 'reads' | 'writes' | 'bytes'>,
  docBytes: Record<string, number>,
): number {
  // A measured read that found nothing has no size (0): Cosmos DB charges it as a 1 KB read.
  const size = (collection: string, kind: 'read' | 'write') =>
    op.bytes?.[collection]?.[kind] || docBytes[collection] || 1024;
  const sum = (counts: Record<string, number>, kind: 'read' | 'write', ru: (bytes: number) => number) =>
    Object.entries(counts).reduce((total, [c, n]) => total + n * ru(size(c, kind)), 0);
  return sum(op.reads, 'read', readRu) + sum(op.writes, 'write', writeRu);
}

/** RU of an operation's reads and writes on the collections partitioned by `scheme`. */
export function ruOnScheme(
  op: Pick<OperationRate, 'reads' | 'writes' | 'bytes'>,
  docBytes: Record<string, number>,
  scheme: 'tenant' | 'cluster' | 'rollout',
): number {
  const on = (counts: Record<string, number>) =>
    Object.fromEntries(Object.entries(counts).filter(([c]) => partitionSchemeOf(c) === scheme));
  return ruPerOperation(
    { reads: on(op.reads), writes: on(op.writes), ...(op.bytes ? { bytes: op.bytes } : {}) },
    docBytes,
  );
}

export interface FleetCost {
  clusters: number;
  requestsPerSecond: number;
  cosmos: {
    ruPerSecond: number;
    provisionedRu: number;
    storageGb: number;
    partitions: number;
    monthly: number;
    autoscaleMonthly: number;
  };
  functions: { executionsPerMonth: number; instances: number; gbSeconds: number; monthly: number };
  serviceBus: { opsPerMonth: number; monthly: number; creditsPerSecondAtCap: number };
  keyVault: {
    signsPerMonth: number;
    monthly: number;
    stormSignsPer10s: number;
    /** A registration storm of the whole fleet, admitted at the vault's published rate. */
    stormSeconds: number;
  };
  /** RU/s of the hottest logical partitions (the whole fleet in one tenant). */
  logicalPartitions: { tenantSteady: number; tenantStorm: number; tenantFanout: number; cluster: number };
  logAnalytics: { gbPerMonth: number; monthly: number };
  monthly: number;
  arcGitOpsMonthly: number;
  /** Each named limit's use at this size: 1 = the limit. */
  limits: Record<LimitName, number>;
}

export type LimitName =
  | 'Cosmos DB logical partition of the tenant, steady (every cluster in one tenant)'
  | 'Cosmos DB logical partition of the tenant, registration storm at the signing rate'
  | 'Cosmos DB logical partition of the tenant, rollout fan-out at the cap'
  | 'Cosmos DB logical partition of one cluster'
  | 'Key Vault signs per 10 s (whole fleet registering within the storm target)'
  | 'Service Bus Standard credits per second (fan-out at the cap)'
  | 'Functions instances per app';

const ceilTo = (n: number, step: number) => Math.ceil(n / step) * step;

export function fleetCost(
  clusters: number,
  rates: OperationRate[],
  docBytes: Record<string, number>,
  a: Assumptions,
): FleetCost {
  const perSecond = (op: OperationRate) => (op.perClusterPerHour * clusters) / 3600;
  const seconds = HOURS_PER_MONTH * 3600;
  const http = rates.filter((op) => op.http);
  const requestsPerSecond = http.reduce((sum, op) => sum + perSecond(op), 0);
  const executionsPerSecond = rates.reduce((sum, op) => sum + perSecond(op), 0);

  const ruPerSecond = rates.reduce((sum, op) => sum + perSecond(op) * ruPerOperation(op, docBytes), 0);
  const provisionedRu = Math.max(400, ceilTo(ruPerSecond * a.cosmosHeadroom, 100));
  const perClusterDocs = ['clusters', 'heartbeats', 'inventory', 'status', 'rolloutClusters'];
  const storageGb = (clusters * perClusterDocs.reduce((sum, c) => sum + (docBytes[c] ?? 0), 0)) / 1024 ** 3;
  const partitions = Math.max(
    Math.ceil(provisionedRu / RULES.cosmosPartitionRu.value),
    Math.ceil(storageGb / RULES.cosmosPartitionGb.value),
    1,
  );
  const cosmosStorage = storageGb * PRICES.cosmosStoragePerGbMonth.value;
  const cosmosMonthly =
    (provisionedRu / 100) * PRICES.cosmosProvisionedPer100RuHour.value * HOURS_PER_MONTH + cosmosStorage;
  const autoscaleMonthly =
    (Math.max(400, ceilTo(ruPerSecond, 100)) / 100) *
      PRICES.cosmosAutoscalePer100RuHour.value *
      HOURS_PER_MONTH +
    cosmosStorage;

  const executionsPerMonth = executionsPerSecond * seconds;
  const instances = instancesFor(executionsPerSecond, a);
  const gbSeconds = instances * a.instanceGb * seconds;
  const functionsMonthly =
    (Math.max(0, executionsPerMonth - PRICES.functionsFlexFreeExecutions.value) / 1e6) *
      PRICES.functionsFlexPerMillionExecutions.value +
    Math.max(0, gbSeconds - PRICES.functionsFlexFreeGbSeconds.value) * PRICES.functionsFlexPerGbSecond.value;

  const busOpsPerMonth = rates.reduce((sum, op) => sum + perSecond(op) * op.busOps, 0) * seconds;
  const busMonthly =
    PRICES.serviceBusStandardBasePerHour.value * HOURS_PER_MONTH +
    (Math.max(0, busOpsPerMonth - 13e6) / 1e6) * PRICES.serviceBusStandardPerMillionOps.value;
  const creditsPerSecondAtCap = a.rolloutCapPerSecond * a.busOpsPerMessage;

  const signsPerMonth = rates.reduce((sum, op) => sum + perSecond(op) * op.keyVaultSigns, 0) * seconds;
  const keyVaultMonthly = (signsPerMonth / 10_000) * PRICES.keyVaultEccPer10kOps.value;
  const stormSignsPer10s = (clusters / a.registrationStormSeconds) * 10;
  // Beyond the vault's rate registrations wait their slot (functions/platform/signer/admitted-signer.ts).
  const admittedSignsPerSecond = (RULES.keyVaultEccSignsPer10s.value / 10) * REFILL_SHARE;
  const stormSeconds = clusters / admittedSignsPerSecond;

  // Logical partitions (10,000 RU/s each), the whole fleet in one tenant. The tenant's own
  // partition takes what its operations do on tenant-keyed collections, plus each instance's read
  // of the fleet revision (at most once a second per tenant); a cluster's partitions take that
  // cluster's own traffic, whatever the fleet.
  const fleetRevisionRu = instancesFor(executionsPerSecond, a) * readRu(docBytes.fleet ?? 1024);
  const tenantSteady =
    rates.reduce((sum, op) => sum + perSecond(op) * ruOnScheme(op, docBytes, 'tenant'), 0) + fleetRevisionRu;
  const certificate = rates.find((op) => op.operation === 'certificate');
  const tenantStorm = certificate
    ? Math.min(clusters / a.registrationStormSeconds, admittedSignsPerSecond) *
      ruOnScheme(certificate, docBytes, 'tenant')
    : 0;
  const fanout = rates.find((op) => op.operation === 'rollout-fanout');
  const tenantFanout = fanout ? a.rolloutCapPerSecond * ruOnScheme(fanout, docBytes, 'tenant') : 0;
  const cluster = rates.reduce(
    (sum, op) => sum + (op.perClusterPerHour / 3600) * ruOnScheme(op, docBytes, 'cluster'),
    0,
  );

  // Both samplers cap what an instance sends, so ingestion follows the instances, not the requests.
  const perInstance = requestsPerSecond / instances;
  const itemsPerSecond =
    instances *
    (Math.min(perInstance * a.hostItemsPerRequest, a.hostItemsPerSecond) +
      Math.min(perInstance, a.workerTracesPerSecond) * a.itemsPerTrace);
  const gbPerMonth = (itemsPerSecond * seconds * a.logBytesPerItem) / 1024 ** 3;
  const logMonthly = gbPerMonth * PRICES.logAnalyticsPerGb.value;

  return {
    clusters,
    requestsPerSecond,
    cosmos: { ruPerSecond, provisionedRu, storageGb, partitions, monthly: cosmosMonthly, autoscaleMonthly },
    functions: { executionsPerMonth, instances, gbSeconds, monthly: functionsMonthly },
    serviceBus: { opsPerMonth: busOpsPerMonth, monthly: busMonthly, creditsPerSecondAtCap },
    keyVault: { signsPerMonth, monthly: keyVaultMonthly, stormSignsPer10s, stormSeconds },
    logicalPartitions: { tenantSteady, tenantStorm, tenantFanout, cluster },
    logAnalytics: { gbPerMonth, monthly: logMonthly },
    monthly: cosmosMonthly + functionsMonthly + busMonthly + keyVaultMonthly + logMonthly,
    arcGitOpsMonthly: clusters * a.vcpuPerCluster * PRICES.arcGitOpsPerVcpuMonth.value,
    limits: {
      'Cosmos DB logical partition of the tenant, steady (every cluster in one tenant)':
        (tenantSteady * a.cosmosHeadroom) / RULES.cosmosPartitionRu.value,
      'Cosmos DB logical partition of the tenant, registration storm at the signing rate':
        tenantStorm / RULES.cosmosPartitionRu.value,
      'Cosmos DB logical partition of the tenant, rollout fan-out at the cap':
        tenantFanout / RULES.cosmosPartitionRu.value,
      'Cosmos DB logical partition of one cluster':
        (cluster * a.cosmosHeadroom) / RULES.cosmosPartitionRu.value,
      'Key Vault signs per 10 s (whole fleet registering within the storm target)':
        stormSignsPer10s / RULES.keyVaultEccSignsPer10s.value,
      'Service Bus Standard credits per second (fan-out at the cap)':
        creditsPerSecondAtCap / RULES.serviceBusStandardCreditsPerSecond.value,
      'Functions instances per app': instances / RULES.functionsMaxInstances.value,
    },
  };
}

/** Flex Consumption instances for a load: by HTTP concurrency or by CPU, whichever needs more. */
function instancesFor(executionsPerSecond: number, a: Assumptions): number {
  return Math.max(
    1,
    Math.ceil(
      (executionsPerSecond * a.functionsSecondsPerRequest) / RULES.functionsHttpConcurrencyPerInstance.value,
    ),
    Math.ceil((executionsPerSecond * a.cpuSecondsPerRequest) / a.instanceCpu),
  );
}

/**
 * Where each limit is reached: the fleet size at which its use reaches 1, by bisection (use grows
 * with the fleet, except limits that do not depend on it, reported as never).
 */
export function limitSizes(
  rates: OperationRate[],
  docBytes: Record<string, number>,
  a: Assumptions,
): { name: LimitName; clusters: number | null }[] {
  const names = Object.keys(fleetCost(1, rates, docBytes, a).limits) as LimitName[];
  return names
    .map((name) => {
      const use = (n: number) => fleetCost(n, rates, docBytes, a).limits[name];
      let high = 1;
      while (use(high) < 1 && high < 1e9) high *= 2;
      if (use(high) < 1) return { name, clusters: null };
      let low = high === 1 ? 0 : high / 2;
      while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (use(mid) >= 1) high = mid;
        else low = mid;
      }
      return { name, clusters: high };
    })
    .sort((x, y) => (x.clusters ?? Infinity) - (y.clusters ?? Infinity));
}
