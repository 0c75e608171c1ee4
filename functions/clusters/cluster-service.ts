import { isDeepStrictEqual } from 'node:util';
import type { ClusterSummary } from '../../contract/clusters';
import type { Clock } from '../platform/clock';
import { problems } from '../../contract/problems';
import { updateWithRetry } from '../platform/store/store';
import type { Collection, Versioned } from '../platform/store/store';
import { summarizeInventory } from '../inventory';
import type { ClusterDocument, HeartbeatDocument, InventoryDocument, StatusDocument } from './model';
import type { DesiredState } from '../../contract/desired';
import { searchClusters } from './cluster-search';
import type { ClusterSearch } from './cluster-search';

export interface ClusterCollections {
  clusters: Collection<ClusterDocument>;
  heartbeats: Collection<HeartbeatDocument>;
  inventory: Collection<InventoryDocument>;
  status: Collection<StatusDocument>;
}

/** The operator's read and delete view of clusters. */
export class ClusterService {
  constructor(
    private readonly collections: ClusterCollections,
    private readonly clock: Clock,
    private readonly offlineAfterSeconds: number,
    /** The cluster's hydrated desired state (direct assignments, fleet assignments, rollout pins). */
    private readonly desiredFor: (tenantId: string, cluster: ClusterDocument) => Promise<DesiredState>,
    /** Runs before a cluster is deleted (registration settles the tokens it registered with). */
    private readonly beforeDelete: (tenantId: string, clusterId: string) => Promise<void> = async () => {},
  ) {}

  async list(
    tenantId: string,
    search: ClusterSearch,
  ): Promise<{ items: ClusterSummary[]; continuationToken?: string }> {
    const page = await searchClusters(this.collections, tenantId, search);
    const heartbeats = await this.collections.heartbeats.readMany(
      tenantId,
      page.items.map((item) => item.doc.id),
    );
    const byId = new Map(heartbeats.map((heartbeat) => [heartbeat.doc.id, heartbeat.doc]));
    return {
      items: page.items.map((item) => this.summary(item.doc, byId.get(item.doc.id))),
      ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
    };
  }

  async get(tenantId: string, clusterId: string) {
    const cluster = await this.require(tenantId, clusterId);
    const [heartbeat, inventory, status, desired] = await Promise.all([
      this.collections.heartbeats.read(tenantId, clusterId),
      this.collections.inventory.read(tenantId, clusterId),
      this.collections.status.read(tenantId, clusterId),
      this.desiredFor(tenantId, cluster.doc),
    ]);
    return {
      ...this.summary(cluster.doc, heartbeat?.doc),
      inventory: inventory ? summarizeInventory(inventory.doc.inventory, inventory.doc.updatedAt) : null,
      // What the agent is told to run, not only what was assigned to this cluster directly.
      extensions: desired.extensions,
      status: status?.doc.latest ?? {},
      timeline: status?.doc.timeline ?? [],
      desiredGeneration: desired.generation,
    };
  }

  /**
   * Deletes the cluster document first: that alone revokes the certificate (authentication
   * reads it), so a failure while removing the rest leaves only unreachable leftovers.
   */
  async delete(tenantId: string, clusterId: string): Promise<void> {
    // First: a crash after it leaves the cluster in place (the operator deletes again), never a
    // deleted cluster that a spent token could register again.
    await this.beforeDelete(tenantId, clusterId);
    const deleted = await this.collections.clusters.delete(tenantId, clusterId);
    if (!deleted) throw problems.notFound('Cluster', clusterId);
    await Promise.all([
      this.collections.heartbeats.delete(tenantId, clusterId),
      this.collections.inventory.delete(tenantId, clusterId),
      this.collections.status.delete(tenantId, clusterId),
    ]);
  }

  /**
   * Sets labels and/or the group with JSON merge semantics (a null label removes it, a null group
   * clears it). A change moves the cluster in and out of targets, so its desired generation grows.
   */
  async update(
    tenantId: string,
    clusterId: string,
    patch: { labels?: Record<string, string | null>; group?: string | null },
  ): Promise<ClusterSummary> {
    const updated = await updateWithRetry(this.collections.clusters, tenantId, clusterId, (cluster) => {
      if (!cluster) return undefined;
      const labels = { ...cluster.labels };
      for (const [key, value] of Object.entries(patch.labels ?? {})) {
        if (value === null) delete labels[key];
        else labels[key] = value;
      }
      if (Object.keys(labels).length > 64) {
        // Checked after the merge: the limit is on the result, not on the patch.
        throw problems.unprocessable('A cluster has at most 64 labels.', [
          { path: 'body.labels', message: 'at most 64 labels after the merge' },
        ]);
      }
      const group = patch.group === undefined ? (cluster.group ?? null) : patch.group;
      if (isDeepStrictEqual(labels, cluster.labels) && group === (cluster.group ?? null)) return undefined;
      return {
        ...cluster,
        labels,
        group,
        desiredGeneration: cluster.desiredGeneration + 1,
        updatedAt: this.clock.now().toISOString(),
      };
    });
    if (!updated) throw problems.notFound('Cluster', clusterId);
    // The heartbeat's copy of the placement (fleet counts filter on it) follows at once, not at the
    // next heartbeat: an offline cluster may send none for days.
    const { labels, group } = updated.doc;
    const heartbeat = await updateWithRetry(this.collections.heartbeats, tenantId, clusterId, (current) =>
      current && !(isDeepStrictEqual(current.labels, labels) && current.group === (group ?? null))
        ? { ...current, labels, group: group ?? null }
        : undefined,
    );
    await updateWithRetry(this.collections.status, tenantId, clusterId, (current) =>
      current && !(isDeepStrictEqual(current.labels, labels) && current.group === (group ?? null))
        ? { ...current, labels, group: group ?? null }
        : undefined,
    );
    return this.summary(updated.doc, heartbeat?.doc);
  }

  async require(tenantId: string, clusterId: string): Promise<Versioned<ClusterDocument>> {
    const cluster = await this.collections.clusters.read(tenantId, clusterId);
    if (!cluster) throw problems.notFound('Cluster', clusterId);
    return cluster;
  }

  private summary(cluster: ClusterDocument, heartbeat: HeartbeatDocument | undefined): ClusterSummary {
    const last = heartbeat ? new Date(heartbeat.lastHeartbeat) : undefined;
    const connected =
      last !== undefined && this.clock.now().getTime() - last.getTime() <= this.offlineAfterSeconds * 1000;
    return {
      id: cluster.id,
      tenantId: cluster.tenantId,
      name: cluster.name,
      region: cluster.region,
      labels: cluster.labels,
      group: cluster.group ?? null,
      connectivity: connected ? 'Connected' : 'Offline',
      lastHeartbeat: heartbeat?.lastHeartbeat ?? null,
      agentVersion: heartbeat?.agentVersion ?? null,
      kubernetesVersion: heartbeat?.kubernetesVersion ?? null,
      registeredAt: cluster.registeredAt,
      certificateExpiresAt: cluster.certificate.notAfter,
    };
  }
}
