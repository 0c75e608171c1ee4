import type { Inventory, InventorySummary } from '../../contract/inventory';
import type { HeartbeatDocument, InventoryDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import { problems } from '../../contract/problems';
import { StoreConflictError, StoreNotFoundError, StorePreconditionError } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import { summarizeInventory } from './inventory-summary';
import type { RecentHeartbeats } from './recent-heartbeats';

export type InventoryPrecondition = { ifMatch: string } | { ifNoneMatch: '*' } | undefined;

export interface InventoryWriteResult {
  created: boolean;
  etag: string;
  summary: InventorySummary;
}

export class InventoryService {
  constructor(
    private readonly heartbeats: Collection<HeartbeatDocument>,
    private readonly inventory: Collection<InventoryDocument>,
    private readonly clock: Clock,
    private readonly recent: RecentHeartbeats,
  ) {}

  /**
   * Records a heartbeat: a blind upsert, the newest heartbeat wins and nothing else shares the
   * document. Returns when the heartbeat-gap sweep had marked the cluster Offline (undefined when
   * it had not), so the trigger can log its return. Learning that costs a point read of the
   * previous heartbeat, skipped when this instance wrote the cluster's heartbeat too recently for
   * the sweep to have marked it (see RecentHeartbeats).
   */
  async heartbeat(
    tenantId: string,
    clusterId: string,
    body: { agentVersion: string; kubernetesVersion?: string | undefined },
    /** The cluster's labels and group as authentication read them, copied for fleet counts. */
    placement?: { labels: Record<string, string>; group?: string | null | undefined },
  ): Promise<{ offlineSince: string | undefined }> {
    const now = this.clock.now();
    const previous = this.recent.cannotBeMarkedOffline(tenantId, clusterId, now)
      ? undefined
      : await this.heartbeats.read(tenantId, clusterId);
    await this.heartbeats.upsert({
      id: clusterId,
      tenantId,
      lastHeartbeat: now.toISOString(),
      agentVersion: body.agentVersion,
      kubernetesVersion: body.kubernetesVersion ?? null,
      ...(placement ? { labels: placement.labels, group: placement.group ?? null } : {}),
    });
    this.recent.wrote(tenantId, clusterId, now);
    return { offlineSince: previous?.doc.offlineSince };
  }

  /**
   * Optimistic concurrency end to end: the HTTP ETag is the store's etag, so a stale `If-Match`
   * fails in the store itself, not in a read-then-compare that could race.
   */
  async put(
    tenantId: string,
    clusterId: string,
    inventory: Inventory,
    precondition: InventoryPrecondition,
  ): Promise<InventoryWriteResult> {
    const updatedAt = this.clock.now().toISOString();
    const summary = summarizeInventory(inventory, updatedAt);
    const doc: InventoryDocument = { id: clusterId, tenantId, summary, inventory, updatedAt };
    if (precondition === undefined) {
      const existing = await this.inventory.read(tenantId, clusterId);
      throw problems.preconditionRequired(
        existing
          ? "Send 'If-Match: <ETag>' with the ETag of your last inventory write (GET the inventory to learn it)."
          : "The first inventory write needs 'If-None-Match: *'.",
      );
    }
    try {
      if ('ifNoneMatch' in precondition) {
        const written = await this.inventory.create(doc);
        return { created: true, etag: written.etag, summary };
      }
      const written = await this.inventory.replace(doc, { ifMatch: precondition.ifMatch });
      return { created: false, etag: written.etag, summary };
    } catch (err) {
      if (err instanceof StoreConflictError) {
        throw problems.preconditionFailed(
          "Inventory already exists; send 'If-Match: <ETag>' instead of 'If-None-Match: *'.",
        );
      }
      if (err instanceof StorePreconditionError || err instanceof StoreNotFoundError) {
        throw problems.preconditionFailed('The inventory changed since that ETag; GET it, merge and retry.');
      }
      throw err;
    }
  }

  async get(tenantId: string, clusterId: string): Promise<{ inventory: Inventory; etag: string }> {
    const stored = await this.inventory.read(tenantId, clusterId);
    if (!stored) throw problems.notFound('Inventory of cluster', clusterId);
    return { inventory: stored.doc.inventory, etag: stored.etag };
  }

  /** One page of the extensions each cluster reported installed (the fleet overview's version counts). */
  async installedExtensions(
    tenantId: string,
    options: { continuationToken?: string; limit?: number },
  ): Promise<{
    items: { clusterId: string; extensions: { name: string; version: string }[]; reportedAt: string }[];
    continuationToken?: string;
  }> {
    const page = await this.inventory.query(tenantId, {
      limit: options.limit ?? 1000,
      ...(options.continuationToken ? { continuationToken: options.continuationToken } : {}),
    });
    return {
      items: page.items.map(({ doc }) => ({
        clusterId: doc.id,
        extensions: doc.inventory.extensions,
        reportedAt: doc.updatedAt,
      })),
      ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
    };
  }
}
