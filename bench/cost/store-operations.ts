import type { MeasuredOperations } from './measured-operations';

/** The agent and fan-out operations the cost model prices. */
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

/** An operation's Cosmos DB point operations by collection, and where the counts come from. */
export interface StoreOperations {
  reads: Record<string, number>;
  writes: Record<string, number>;
  /** Item sizes measured on the wire for this operation, by collection (else the stored means). */
  bytes?: Record<string, { read: number; write: number }>;
  /** Measured on the emulated Azure adapters, or the handlers' table. */
  source: 'measured' | 'table';
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
  // The status document keeps a copy of the installed versions for the fleet summary's counts: read
  // to compare, written only when they change (not in the steady state).
  inventory: { reads: ['clusters', 'status'], writes: ['inventory'] },
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
export function storeOperations(
  operation: Operation,
  measured: MeasuredOperations | undefined,
): StoreOperations {
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
