import type { CollectionName, Filter } from './store';

/**
 * How each Cosmos DB container is partitioned. Every container has the partition key path `/pk`, a
 * property the adapter writes on every item (and strips on read), so a collection's scheme can be
 * chosen per container while the port still names documents by (tenantId, id):
 *
 * - `tenant` (pk = tenantId): the documents a tenant lists and filters together whose traffic
 *   does not grow with its clusters (rollouts, catalog, assignments, fleet revision, tokens,
 *   pacing, audit). Queries stay in one logical partition.
 * - `cluster` (pk = tenantId|id, the id being the cluster id): one document per cluster. The
 *   cluster document itself is here because every agent call reads it (the certificate serial):
 *   with the tenant as key, one tenant's agents would load one logical partition, whose 10,000
 *   RU/s a single tenant reached at about 27,000 clusters (docs/cost.md); per cluster, that read
 *   lands in a partition of its own and revocation stays immediate (it is the same document the
 *   delete and the renewal write). The others are large (inventory, status) or written on every
 *   heartbeat. Read by id; listing them (a tenant's clusters with label selectors) is a
 *   cross-partition query still filtered to the tenant, paged by id.
 * - `rollout` (pk = tenantId|rolloutId, the id being `<rolloutId>.<clusterId>`): a rollout's per-
 *   cluster records, listed per rollout in one partition; they grow with rollouts, not with the tenant.
 *
 * Cosmos DB's hierarchical partition keys (tenantId, clusterId) would give the same layout, but the
 * emulator used offline (cosmosdb-server) cannot emulate them; a synthetic key can be proven here.
 * See docs/design.md#partitioning for the arithmetic.
 */
export type PartitionScheme = 'tenant' | 'cluster' | 'rollout';

export const PARTITION_KEY_PATH = '/pk';
export const PARTITION_KEY_PROPERTY = 'pk';

export const PARTITION_SCHEMES: Readonly<Record<CollectionName, PartitionScheme>> = {
  clusters: 'cluster',
  bootstrapTokens: 'tenant',
  heartbeats: 'cluster',
  inventory: 'cluster',
  status: 'cluster',
  rollouts: 'tenant',
  rolloutClusters: 'rollout',
  pacing: 'tenant',
  extensions: 'tenant',
  assignments: 'tenant',
  fleet: 'tenant',
  auditEvents: 'tenant',
};

/**
 * Collections whose scheme changed, with the scheme their older documents were written under:
 * the adapter moves such a document to its current partition the first time it reads it (or
 * deletes it where it is), so a deployment upgraded across the change keeps every document.
 */
export const FORMER_SCHEMES: Readonly<Partial<Record<CollectionName, PartitionScheme>>> = {
  clusters: 'tenant',
};

/** Where an older version of the adapter wrote the document, when that differs from today. */
export function formerPartitionKeyOf(collection: string, tenantId: string, id: string): string | undefined {
  const former = FORMER_SCHEMES[collection as CollectionName];
  if (former === undefined) return undefined;
  const key = keyUnder(former, tenantId, id);
  return key === partitionKeyOf(collection, tenantId, id) ? undefined : key;
}

const SEPARATOR = '|';

export function partitionSchemeOf(collection: string): PartitionScheme {
  return PARTITION_SCHEMES[collection as CollectionName] ?? 'tenant';
}

/** The partition key value of a document (tenant ids never contain the separator). */
export function partitionKeyOf(collection: string, tenantId: string, id: string): string {
  return keyUnder(partitionSchemeOf(collection), tenantId, id);
}

function keyUnder(scheme: PartitionScheme, tenantId: string, id: string): string {
  switch (scheme) {
    case 'tenant':
      return tenantId;
    case 'cluster':
      return `${tenantId}${SEPARATOR}${id}`;
    case 'rollout': {
      const dot = id.indexOf('.');
      return `${tenantId}${SEPARATOR}${dot < 0 ? id : id.slice(0, dot)}`;
    }
  }
}

/**
 * The one logical partition a tenant query can be confined to, or undefined when it must fan out
 * across partitions (still filtered to the tenant by its WHERE clause).
 */
export function queryPartition(
  collection: string,
  tenantId: string,
  where: Filter[] = [],
): string | undefined {
  switch (partitionSchemeOf(collection)) {
    case 'tenant':
      return tenantId;
    case 'cluster':
      return undefined;
    case 'rollout': {
      const rollout = where.find(
        (filter) =>
          filter.op === 'eq' &&
          filter.path.length === 1 &&
          filter.path[0] === 'rolloutId' &&
          typeof filter.value === 'string',
      );
      if (rollout && rollout.op === 'eq') return `${tenantId}${SEPARATOR}${String(rollout.value)}`;
      // An id prefix with a dot names the rollout: every id it matches starts with `<rolloutId>.`.
      const prefix = where.find(
        (filter) =>
          filter.op === 'startsWith' &&
          filter.path.length === 1 &&
          filter.path[0] === 'id' &&
          filter.value.includes('.'),
      );
      return prefix && prefix.op === 'startsWith'
        ? `${tenantId}${SEPARATOR}${prefix.value.slice(0, prefix.value.indexOf('.'))}`
        : undefined;
    }
  }
}
