import type { ClusterSnapshot, KubeObject, NodeInfo } from './port';

const PHASES = ['Pending', 'Running', 'Succeeded', 'Failed', 'Unknown'];

/** Turns node, namespace and pod objects into the inventory snapshot the control plane wants. */
export function buildSnapshot(
  nodes: ReadonlyArray<Readonly<KubeObject>>,
  namespaces: ReadonlyArray<Readonly<KubeObject>>,
  pods: ReadonlyArray<Readonly<KubeObject>>,
): ClusterSnapshot {
  const podCounts: Record<string, Record<string, number>> = {};
  for (const pod of pods) {
    const namespace = pod.metadata.namespace ?? 'default';
    const raw = (pod.status as { phase?: string } | undefined)?.phase ?? 'Unknown';
    const phase = PHASES.includes(raw) ? raw : 'Unknown';
    const counts = (podCounts[namespace] ??= {});
    counts[phase] = (counts[phase] ?? 0) + 1;
  }
  return {
    nodes: nodes.map(nodeInfo).sort((a, b) => a.name.localeCompare(b.name)),
    namespaces: namespaces.map((ns) => ns.metadata.name).sort(),
    pods: podCounts,
  };
}

function nodeInfo(node: Readonly<KubeObject>): NodeInfo {
  const status = (node.status ?? {}) as {
    nodeInfo?: { kubeletVersion?: string };
    capacity?: Record<string, string>;
    conditions?: Array<{ type: string; status: string }>;
  };
  const roles = Object.keys(node.metadata.labels ?? {})
    .filter((label) => label.startsWith('node-role.kubernetes.io/'))
    .map((label) => label.slice('node-role.kubernetes.io/'.length))
    .filter(Boolean)
    .slice(0, 16);
  return {
    name: node.metadata.name,
    roles,
    kubeletVersion: status.nodeInfo?.kubeletVersion ?? 'unknown',
    capacity: { ...status.capacity },
    ready: status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false,
  };
}
