import type { Inventory, InventorySummary } from '../../contract/inventory';

export function summarizeInventory(inventory: Inventory, updatedAt: string): InventorySummary {
  const podsByPhase: Record<string, number> = {};
  let pods = 0;
  for (const phases of Object.values(inventory.pods)) {
    for (const [phase, count] of Object.entries(phases)) {
      podsByPhase[phase] = (podsByPhase[phase] ?? 0) + count;
      pods += count;
    }
  }
  return {
    nodes: inventory.nodes.length,
    readyNodes: inventory.nodes.filter((node) => node.ready).length,
    namespaces: inventory.namespaces.length,
    pods,
    podsByPhase,
    kubeletVersions: [...new Set(inventory.nodes.map((node) => node.kubeletVersion))].sort(),
    extensions: inventory.extensions,
    updatedAt,
  };
}
