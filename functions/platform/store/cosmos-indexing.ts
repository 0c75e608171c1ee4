/** Indexing policy per Cosmos DB container (what the adapter creates in dev; Bicep declares the same in Azure). */
import type { IndexingPolicy } from '@azure/cosmos';
import type { CollectionName } from './store';

const ALL_PATHS_INDEXING: IndexingPolicy = {
  indexingMode: 'consistent',
  automatic: true,
  includedPaths: [{ path: '/*' }],
  excludedPaths: [{ path: '/"_etag"/?' }],
};

/**
 * Indexing per container, mirroring infra/modules/cosmos.bicep (which is what Azure gets; this copy
 * is used when the adapter creates containers itself, so emulator/dev runs see the same policy).
 * `id` and `_ts` are always indexed in consistent mode, which is all `ORDER BY c.id` keyset paging
 * needs; only `clusters` is filtered (label selectors). Large documents (inventory, status) index
 * nothing else, which keeps their write RU low.
 */
// Keyed by name (not CollectionName) so it compiles while a new collection is still being added.
export const INDEXING_POLICIES: Readonly<Record<string, IndexingPolicy>> = {
  clusters: indexing(['/tenantId/?', '/labels/*', '/name/?', '/region/?', '/clusterUid/?']),
  // The copies of labels and group that fleet summaries filter on stay unindexed: a summary reads
  // the tenant's heartbeats once, while indexing up to 64 labels would cost on every heartbeat write.
  heartbeats: indexing(['/tenantId/?', '/lastHeartbeat/?']),
  rollouts: ALL_PATHS_INDEXING,
  rolloutClusters: ALL_PATHS_INDEXING,
  // Listed newest first by id, filtered by who, what and how it ended.
  auditEvents: indexing(['/tenantId/?', '/actor/?', '/action/?', '/outcome/?']),
};

/** Collections not listed above are read by id only (bootstrapTokens, inventory, status, pacing). */
export function indexingPolicyFor(name: CollectionName): IndexingPolicy {
  return INDEXING_POLICIES[name] ?? indexing(['/tenantId/?']);
}

function indexing(includedPaths: string[]): IndexingPolicy {
  return {
    indexingMode: 'consistent',
    automatic: true,
    includedPaths: includedPaths.map((path) => ({ path })),
    excludedPaths: [{ path: '/*' }],
  };
}
