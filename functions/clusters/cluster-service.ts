import type { ClusterSummary } from '../api/clusters';
import type { Clock } from '../platform/clock';
import { problems } from '../platform/problems';
import type { Collection, Versioned } from '../platform/store/store';
import { summarizeInventory } from '../inventory/inventory-summary';
import { parseLabelSelector } from './label-selector';
import type { ClusterDocument, HeartbeatDocument, InventoryDocument, StatusDocument } from './model';
import { desiredExtensions } from '../desired/desired-document';

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
  ) {}

  async list(
    tenantId: string,
    options: { labelSelector?: string; continuationToken?: string; limit?: number },
  ): Promise<{ items: ClusterSummary[]; continuationToken?: string }> {
    const where = options.labelSelector ? parseLabelSelector(options.labelSelector) : [];
    const page = await this.collections.clusters.query(tenantId, {
      where,
      limit: options.limit ?? 100,
      ...(options.continuationToken ? { continuationToken: options.continuationToken } : {}),
    });
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
    const [heartbeat, inventory, status] = await Promise.all([
      this.collections.heartbeats.read(tenantId, clusterId),
      this.collections.inventory.read(tenantId, clusterId),
      this.collections.status.read(tenantId, clusterId),
    ]);
    return {
      ...this.summary(cluster.doc, heartbeat?.doc),
      inventory: inventory ? summarizeInventory(inventory.doc.inventory, inventory.doc.updatedAt) : null,
      extensions: desiredExtensions(cluster.doc),
      status: status?.doc.latest ?? {},
      desiredGeneration: cluster.doc.desiredGeneration,
    };
  }

  /**
   * Deletes the cluster document first: that alone revokes the certificate (authentication
   * reads it), so a failure while removing the rest leaves only unreachable leftovers.
   */
  async delete(tenantId: string, clusterId: string): Promise<void> {
    const deleted = await this.collections.clusters.delete(tenantId, clusterId);
    if (!deleted) throw problems.notFound('Cluster', clusterId);
    await Promise.all([
      this.collections.heartbeats.delete(tenantId, clusterId),
      this.collections.inventory.delete(tenantId, clusterId),
      this.collections.status.delete(tenantId, clusterId),
    ]);
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
      connectivity: connected ? 'Connected' : 'Offline',
      lastHeartbeat: heartbeat?.lastHeartbeat ?? null,
      agentVersion: heartbeat?.agentVersion ?? null,
      kubernetesVersion: heartbeat?.kubernetesVersion ?? null,
      registeredAt: cluster.registeredAt,
      certificateExpiresAt: cluster.certificate.notAfter,
    };
  }
}
