import type { Target } from '../api/targeting';
import { parseLabelSelector } from '../clusters/label-selector';
import type { ClusterDocument, HeartbeatDocument, InventoryDocument } from '../clusters/model';
import type { Clock } from '../platform/clock';
import { MAX_PAGE_SIZE } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import { factsOf } from './cluster-facts';
import type { ClusterFacts } from './cluster-facts';
import { compileTarget } from './target-matcher';

export interface ResolvedCluster {
  cluster: ClusterDocument;
  facts: ClusterFacts;
}

/**
 * Resolves a Target to the tenant's matching clusters. The label selector is pushed down to the
 * store; group prefixes and property filters need heartbeat and inventory facts and are applied
 * here, one page (up to 1000 clusters) at a time.
 */
export class FleetResolver {
  constructor(
    private readonly collections: {
      clusters: Collection<ClusterDocument>;
      heartbeats: Collection<HeartbeatDocument>;
      inventory: Collection<InventoryDocument>;
    },
    private readonly clock: Clock,
    private readonly offlineAfterSeconds: number,
  ) {}

  async resolve(tenantId: string, target: Target): Promise<ResolvedCluster[]> {
    const matches = compileTarget(target);
    const where = target.selector ? parseLabelSelector(target.selector) : [];
    const out: ResolvedCluster[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.collections.clusters.query(tenantId, {
        where,
        limit: MAX_PAGE_SIZE,
        ...(continuationToken ? { continuationToken } : {}),
      });
      const facts = await this.factsFor(
        tenantId,
        page.items.map((item) => item.doc),
      );
      for (const [index, item] of page.items.entries()) {
        const clusterFacts = facts[index] as ClusterFacts;
        if (matches(clusterFacts)) out.push({ cluster: item.doc, facts: clusterFacts });
      }
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return out;
  }

  async factsFor(tenantId: string, clusters: ClusterDocument[]): Promise<ClusterFacts[]> {
    const ids = clusters.map((cluster) => cluster.id);
    const [heartbeats, inventories] = await Promise.all([
      this.collections.heartbeats.readMany(tenantId, ids),
      this.collections.inventory.readMany(tenantId, ids),
    ]);
    const heartbeatById = new Map(heartbeats.map((item) => [item.doc.id, item.doc]));
    const inventoryById = new Map(inventories.map((item) => [item.doc.id, item.doc]));
    const now = this.clock.now().getTime();
    return clusters.map((cluster) => {
      const heartbeat = heartbeatById.get(cluster.id);
      const connected =
        heartbeat !== undefined &&
        now - Date.parse(heartbeat.lastHeartbeat) <= this.offlineAfterSeconds * 1000;
      return factsOf(cluster, {
        nodeCount: inventoryById.get(cluster.id)?.inventory.nodes.length ?? null,
        kubernetesVersion: heartbeat?.kubernetesVersion ?? null,
        agentVersion: heartbeat?.agentVersion ?? null,
        connectivity: connected ? 'Connected' : 'Offline',
      });
    });
  }
}
