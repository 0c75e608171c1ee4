import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Target } from '../../contract/targeting';
import { parseLabelSelector } from '../platform/store/label-selector';
import type { ClusterDocument, HeartbeatDocument, InventoryDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import { MAX_PAGE_SIZE } from '../platform/store/store';
import type { Collection, Versioned } from '../platform/store/store';
import { factsOf } from './cluster-facts';
import type { ClusterFacts } from './cluster-facts';
import { compileTarget } from './target-matcher';

export interface TargetCollections {
  clusters: Collection<ClusterDocument>;
  heartbeats: Collection<HeartbeatDocument>;
  inventory: Collection<InventoryDocument>;
}

export interface ResolvedCluster {
  cluster: Versioned<ClusterDocument>;
  facts: ClusterFacts;
}

export interface FactsOptions {
  /**
   * Read the inventory for `nodeCount` (documents up to 4 MiB). Default: only when the target
   * filters on nodeCount.
   */
  inventory?: boolean;
}

/** Resolves targets to clusters with their facts (cluster document + heartbeat + inventory). */
export class TargetResolver {
  constructor(
    private readonly collections: TargetCollections,
    private readonly clock: Clock,
    private readonly offlineAfterSeconds: number,
  ) {}

  /** Facts of one cluster; reads its heartbeat, and its inventory when asked to. */
  async factsFor(
    tenantId: string,
    cluster: ClusterDocument,
    options: FactsOptions = {},
  ): Promise<ClusterFacts> {
    const [facts] = await this.factsForMany(tenantId, [cluster], options.inventory ?? false);
    return facts!;
  }

  /**
   * Which of `clusterIds` are connected now (a heartbeat within the offline threshold): their
   * heartbeat documents only, a page of ids per read, nothing else of the clusters.
   */
  async connected(tenantId: string, clusterIds: readonly string[]): Promise<Set<string>> {
    const connected = new Set<string>();
    const now = this.clock.now().getTime();
    for (let start = 0; start < clusterIds.length; start += MAX_PAGE_SIZE) {
      const page = clusterIds.slice(start, start + MAX_PAGE_SIZE);
      for (const { doc } of await this.collections.heartbeats.readMany(tenantId, page)) {
        if (this.isConnected(doc, now)) connected.add(doc.id);
      }
    }
    return connected;
  }

  /** Every cluster of the tenant the target matches, in id order, paging through the store. */
  async resolve(tenantId: string, target: Target, options: FactsOptions & { pageSize?: number } = {}) {
    const resolved: ResolvedCluster[] = [];
    for await (const page of this.pages(tenantId, target, options)) resolved.push(...page);
    return resolved;
  }

  /** The same, one store page at a time, for fleets too large to hold at once. */
  async *pages(
    tenantId: string,
    target: Target,
    options: FactsOptions & { pageSize?: number } = {},
  ): AsyncGenerator<ResolvedCluster[]> {
    const matches = compileTarget(target);
    // The label selector is pushed down to the store; groups and property filters run here.
    const where = target.selector ? parseLabelSelector(target.selector) : [];
    const inventory =
      options.inventory ?? (target.where ?? []).some((filter) => filter.property === 'nodeCount');
    let continuationToken: string | undefined;
    do {
      const page = await this.collections.clusters.query(tenantId, {
        where,
        limit: options.pageSize ?? 500,
        ...(continuationToken ? { continuationToken } : {}),
      });
      const facts = await this.factsForMany(
        tenantId,
        page.items.map((item) => item.doc),
        inventory,
      );
      const matched = page.items
        .map((cluster, index) => ({ cluster, facts: facts[index]! }))
        .filter(({ facts }) => matches(facts));
      if (matched.length > 0) yield matched;
      continuationToken = page.continuationToken;
      // The embedded store answers at once: without this a 10,000-cluster target was resolved in
      // one task in which no other request was answered (as in the heartbeat sweep).
      if (continuationToken) await nextTurn();
    } while (continuationToken);
  }

  private async factsForMany(
    tenantId: string,
    clusters: ClusterDocument[],
    withInventory: boolean,
  ): Promise<ClusterFacts[]> {
    if (clusters.length === 0) return [];
    const ids = clusters.map((cluster) => cluster.id);
    const [heartbeats, inventories] = await Promise.all([
      this.collections.heartbeats.readMany(tenantId, ids),
      withInventory ? this.collections.inventory.readMany(tenantId, ids) : Promise.resolve([]),
    ]);
    const heartbeatOf = new Map(heartbeats.map((h) => [h.doc.id, h.doc]));
    const inventoryOf = new Map(inventories.map((i) => [i.doc.id, i.doc]));
    const now = this.clock.now().getTime();
    return clusters.map((cluster) => {
      const heartbeat = heartbeatOf.get(cluster.id);
      const inventory = inventoryOf.get(cluster.id);
      const connected = heartbeat !== undefined && this.isConnected(heartbeat, now);
      return factsOf(cluster, {
        connectivity: connected ? 'Connected' : 'Offline',
        ...(heartbeat ? { agentVersion: heartbeat.agentVersion } : {}),
        ...(heartbeat?.kubernetesVersion ? { kubernetesVersion: heartbeat.kubernetesVersion } : {}),
        ...(inventory ? { nodeCount: inventory.inventory.nodes.length } : {}),
      });
    });
  }

  private isConnected(heartbeat: HeartbeatDocument, now: number): boolean {
    return now - new Date(heartbeat.lastHeartbeat).getTime() <= this.offlineAfterSeconds * 1000;
  }
}
