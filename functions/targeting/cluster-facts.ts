import type { ClusterDocument } from '../clusters';

/** What targeting can see of a cluster: its document plus facts from heartbeat and inventory. */
export interface ClusterFacts {
  id: string;
  name: string;
  region: string | null;
  group: string | null;
  labels: Record<string, string>;
  nodeCount: number | null;
  kubernetesVersion: string | null;
  agentVersion: string | null;
  connectivity: 'Connected' | 'Offline';
}

export function factsOf(
  cluster: ClusterDocument,
  extra: Partial<
    Pick<ClusterFacts, 'nodeCount' | 'kubernetesVersion' | 'agentVersion' | 'connectivity'>
  > = {},
): ClusterFacts {
  return {
    id: cluster.id,
    name: cluster.name,
    region: cluster.region,
    group: cluster.group ?? null,
    labels: cluster.labels,
    nodeCount: extra.nodeCount ?? null,
    kubernetesVersion: extra.kubernetesVersion ?? null,
    agentVersion: extra.agentVersion ?? null,
    connectivity: extra.connectivity ?? 'Offline',
  };
}
