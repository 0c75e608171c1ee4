/** Indexing policy per Cosmos DB container: one copy for Azure (Bicep) and the adapter (dev, emulator). */
import type { IndexingPolicy } from '@azure/cosmos';
import type { CollectionName } from './store';
import policies from './cosmos-indexing-policies.json';

/**
 * The policies of cosmos-indexing-policies.json, which infra/modules/cosmos.bicep loads too
 * (loadJsonContent), so the containers Azure gets and those the adapter creates itself cannot
 * drift apart. Every policy indexes the partition key and the tenant; only `clusters` (label
 * selectors), `heartbeats` (the sweep), `auditEvents` (filters) and the rollout and catalog
 * containers (queried on several fields) index more. Large documents (inventory, status) index
 * nothing else, which keeps their write RU low. The copies of labels and group in `heartbeats`
 * that fleet summaries filter on stay unindexed: a summary reads the tenant's heartbeats once, while
 * indexing up to 64 labels would cost on every heartbeat write.
 */
export const INDEXING_POLICIES: Readonly<Record<string, IndexingPolicy>> = Object.fromEntries(
  Object.entries(policies).filter(([name]) => !name.startsWith('$')),
) as Record<string, IndexingPolicy>;

export function indexingPolicyFor(name: CollectionName): IndexingPolicy {
  const policy = INDEXING_POLICIES[name];
  if (!policy)
    throw new Error(`no indexing policy for the collection ${name} in cosmos-indexing-policies.json`);
  return policy;
}
