import type { Inventory } from '../../contract/inventory';
import { canonicalJson } from '../../contract/json/canonical-json';
import type { ClusterSnapshot } from '../kube/port';

export interface InventoryApi {
  putInventory(inventory: Inventory, etag: string | undefined): Promise<string>;
  inventoryEtag(): Promise<string | undefined>;
}

/**
 * Sends the inventory when it changed since the last successful write, guarded by the ETag of
 * that write. On 412 (someone else wrote, or we restarted and lost the ETag) it re-reads the
 * current ETag and retries once; the agent's view of its own cluster is authoritative.
 */
export class InventorySync {
  private etag: string | undefined;
  private lastSent: string | undefined;

  constructor(private readonly api: InventoryApi) {}

  async sync(
    snapshot: ClusterSnapshot,
    extensions: Array<{ name: string; version: string }>,
  ): Promise<boolean> {
    const inventory = toInventory(snapshot, extensions);
    const serialised = canonicalJson(inventory);
    if (serialised === this.lastSent) return false;
    try {
      this.etag = await this.api.putInventory(inventory, this.etag);
    } catch (err) {
      if ((err as { status?: number }).status !== 412) throw err;
      const current = await this.api.inventoryEtag();
      this.etag = await this.api.putInventory(inventory, current);
    }
    this.lastSent = serialised;
    return true;
  }
}

export function toInventory(
  snapshot: ClusterSnapshot,
  extensions: Array<{ name: string; version: string }>,
): Inventory {
  const pods: Inventory['pods'] = {};
  for (const [namespace, counts] of Object.entries(snapshot.pods)) {
    pods[namespace] = {
      Pending: counts.Pending ?? 0,
      Running: counts.Running ?? 0,
      Succeeded: counts.Succeeded ?? 0,
      Failed: counts.Failed ?? 0,
      Unknown: counts.Unknown ?? 0,
    };
  }
  return {
    nodes: snapshot.nodes.slice(0, 5000),
    namespaces: snapshot.namespaces.slice(0, 10000),
    pods,
    extensions: [...extensions].sort((a, b) => a.name.localeCompare(b.name)).slice(0, 500),
  };
}
