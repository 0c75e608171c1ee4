/**
 * What the agent hot paths ask of Cosmos DB, as measured by `npm run bench:azure-operations`
 * (bench/azure-operations.ts) on the Cosmos DB adapter against cosmosdb-server, and the request
 * units derived from it with Cosmos DB's published per-operation rules (./prices.ts): the results
 * file's schema, the aggregation of the observed exchanges, and what the cost model reads of it.
 */
import { z } from 'zod';
import type { CosmosExchange } from '../../test/support/cosmos-emulator';
import { partitionSchemeOf } from '../../functions/platform/store/cosmos-partitioning';
import { RULES } from './prices';

/** One Cosmos DB request made inside an agent request's trace (the emulator's view of it). */
export type ObservedExchange = Omit<CosmosExchange, 'remotePort'>;

const PerContainer = z.object({
  /** Point reads, queries (and feed reads), writes (create, upsert, replace, patch), deletes. */
  reads: z.number(),
  queries: z.number(),
  writes: z.number(),
  deletes: z.number(),
  /** Mean size of what a point read answered (found items only) and of what a write sent. */
  readBytes: z.number(),
  writeBytes: z.number(),
});
export type PerContainer = z.infer<typeof PerContainer>;

export const MeasuredOperation = z.object({
  /** What the phase did, in words (which request, in which state). */
  description: z.string(),
  /** Agent requests answered in the phase (each a trace of its own). */
  requests: z.number(),
  /** Per agent request: the mean count of each kind of Cosmos DB request, by container. */
  perRequest: z.record(z.string(), PerContainer),
  /** The emulator's `x-ms-request-charge` per request (cosmosdb-server answers 1 for everything). */
  emulatorChargePerRequest: z.number(),
  /** Request units per agent request derived from the counts and sizes with the published rules. */
  derivedRuPerRequest: z.number(),
  /** Of those, on the tenant's own logical partition (partition key = the tenant id). */
  derivedTenantRuPerRequest: z.number(),
  /** Distinct logical partitions (container and key) the phase touched. */
  logicalPartitions: z.number(),
  /** The largest share of the phase's derived RU that any one logical partition took. */
  hottestPartition: z.object({ container: z.string(), scheme: z.string(), share: z.number() }),
  /** Cosmos DB requests answered other than 2xx, 404 to a read or 412 to a guarded write. */
  failures: z.number(),
  /** Those by kind, container and status (`write clusters 409`). */
  failedBy: z.record(z.string(), z.number()).optional(),
});
export type MeasuredOperation = z.infer<typeof MeasuredOperation>;

export const MeasuredOperations = z.object({
  name: z.literal('azure-operations'),
  startedAt: z.string(),
  config: z.object({
    /** The tenant's clusters in the container; `agents` of them registered and ran the hot paths. */
    clusters: z.number(),
    agents: z.number(),
    tenant: z.string(),
    concurrency: z.number(),
    adapters: z.string(),
    settings: z.record(z.string(), z.string()),
  }),
  operations: z.record(z.string(), MeasuredOperation),
  /** Cosmos DB requests made outside any agent request's trace while a phase ran (timers). */
  background: z.record(z.string(), z.number()),
  notes: z.array(z.string()),
});
export type MeasuredOperations = z.infer<typeof MeasuredOperations>;

/** RU of one point read of an item of `bytes` (1 KB: 1 RU; 100 KB: 10 RU). */
export function readRu(bytes: number): number {
  const kb = Math.max(1, bytes / 1024);
  return RULES.cosmosPointRead.value + ((kb - 1) * 9) / 99;
}
/** RU of one write of an item of `bytes` with default indexing (about 5.5 RU per KB). */
export function writeRu(bytes: number): number {
  return RULES.cosmosWrite.value * Math.max(1, bytes / 1024);
}

/**
 * RU of one exchange. A read that found nothing is charged as a 1 KB read (Cosmos DB charges a
 * miss too). Queries have no published rule (they depend on the index lookups and items loaded):
 * charged as a point read of what they returned, which is a lower bound; the hot paths make none.
 */
function exchangeRu(e: ObservedExchange): number {
  if (e.kind === 'write' || e.kind === 'delete') return writeRu(e.requestBytes);
  return readRu(e.status === 200 ? e.responseBytes : 0);
}

/** Sums the exchanges of `requests` agent requests into the measured operation. */
export function summarizeExchanges(
  description: string,
  requests: number,
  exchanges: ObservedExchange[],
  tenant: string,
): MeasuredOperation {
  const sums = new Map<string, PerContainer & { readFound: number }>();
  const byPartition = new Map<string, number>();
  let charge = 0;
  let ru = 0;
  let tenantRu = 0;
  let failures = 0;
  const failedBy: Record<string, number> = {};
  for (const e of exchanges) {
    const s = sums.get(e.container) ?? {
      reads: 0,
      queries: 0,
      writes: 0,
      deletes: 0,
      readBytes: 0,
      writeBytes: 0,
      readFound: 0,
    };
    if (e.kind === 'read') {
      s.reads++;
      if (e.status === 200) {
        s.readBytes += e.responseBytes;
        s.readFound++;
      }
    } else if (e.kind === 'query') s.queries++;
    else if (e.kind === 'write') {
      s.writes++;
      s.writeBytes += e.requestBytes;
    } else s.deletes++;
    sums.set(e.container, s);
    const expected = e.status < 300 || (e.kind === 'read' && e.status === 404) || e.status === 412;
    if (!expected) {
      failures++;
      const key = `${e.kind} ${e.container} ${e.status}`;
      failedBy[key] = (failedBy[key] ?? 0) + 1;
    }
    charge += e.requestCharge;
    const cost = exchangeRu(e);
    ru += cost;
    if (e.partitionKey === tenant) tenantRu += cost;
    const partition = `${e.container}\0${e.partitionKey ?? '(cross-partition)'}`;
    byPartition.set(partition, (byPartition.get(partition) ?? 0) + cost);
  }
  const perRequest = Object.fromEntries(
    [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([container, s]) => [
        container,
        {
          reads: s.reads / requests,
          queries: s.queries / requests,
          writes: s.writes / requests,
          deletes: s.deletes / requests,
          readBytes: s.readFound > 0 ? Math.round(s.readBytes / s.readFound) : 0,
          writeBytes: s.writes > 0 ? Math.round(s.writeBytes / s.writes) : 0,
        },
      ]),
  );
  let hottest = { container: '-', scheme: '-', share: 0 };
  for (const [partition, cost] of byPartition) {
    if (ru > 0 && cost / ru > hottest.share) {
      const container = partition.split('\0')[0]!;
      hottest = { container, scheme: partitionSchemeOf(container), share: cost / ru };
    }
  }
  return {
    description,
    requests,
    perRequest,
    emulatorChargePerRequest: charge / requests,
    derivedRuPerRequest: ru / requests,
    derivedTenantRuPerRequest: tenantRu / requests,
    logicalPartitions: byPartition.size,
    hottestPartition: hottest,
    failures,
    failedBy,
  };
}
