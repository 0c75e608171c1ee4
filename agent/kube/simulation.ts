import type { ObjectStore } from './object-store';
import type { KubeObject } from './port';

/**
 * What a simulated cluster looks like and does without a kubelet: the fleet simulator (bench/)
 * and `arcbridge simulate` both run the agent's real core over a MemoryCluster with these.
 */

/** How big a simulated cluster's inventory is. */
export interface InventorySize {
  nodes: number;
  namespaces: number;
  pods: number;
}

export const SIMULATED_AGENT_NAMESPACE = 'arcbridge-system';

/** Inventory objects for one cluster, sized by the profile. Deterministic per index. */
export function inventoryObjects(
  index: number,
  profile: InventorySize,
  extraNamespaces: string[] = [],
): KubeObject[] {
  const objects: KubeObject[] = [];
  const namespaces = ['default', 'kube-public', SIMULATED_AGENT_NAMESPACE, ...extraNamespaces];
  for (let i = namespaces.length; i < profile.namespaces; i++) namespaces.push(`team-${i}`);
  for (const name of namespaces.slice(0, Math.max(profile.namespaces, 1)))
    objects.push({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });
  for (let n = 0; n < profile.nodes; n++) {
    objects.push({
      apiVersion: 'v1',
      kind: 'Node',
      metadata: {
        name: `aks-pool${n % 3}-${String(index).padStart(5, '0')}-vmss${String(n).padStart(6, '0')}`,
        labels:
          n === 0 ? { 'node-role.kubernetes.io/control-plane': '' } : { 'node-role.kubernetes.io/agent': '' },
      },
      status: {
        nodeInfo: { kubeletVersion: 'v1.31.2' },
        capacity: { cpu: '8', memory: '32Gi', pods: '110', 'ephemeral-storage': '128Gi' },
        conditions: [
          { type: 'Ready', status: n === profile.nodes - 1 && index % 50 === 0 ? 'False' : 'True' },
        ],
      },
    });
  }
  const podNamespaces = ['kube-system', ...namespaces.filter((ns) => ns !== 'kube-public')];
  for (let p = 0; p < profile.pods; p++) {
    const phase =
      p % 40 === 39 ? 'Pending' : p % 25 === 24 ? 'Succeeded' : p % 97 === 96 ? 'Failed' : 'Running';
    objects.push({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: `pod-${p}`, namespace: podNamespaces[p % podNamespaces.length]! },
      status: { phase },
    });
  }
  return objects;
}

/**
 * A stand-in kubelet and controller manager: workloads become available as soon as they are applied.
 * `failing` names workloads that never become available (say, an image that cannot be pulled): they
 * get what a real Deployment controller reports once `progressDeadlineSeconds` pass.
 */
export function simulateControllers(
  store: ObjectStore,
  failing: (object: KubeObject) => boolean = () => false,
): void {
  store.subscribe((event) => {
    const { object } = event;
    if (event.type === 'DELETED' || (object.kind !== 'Deployment' && object.kind !== 'DaemonSet')) return;
    const generation = object.metadata.generation ?? 1;
    const observed = (object.status as { observedGeneration?: number } | undefined)?.observedGeneration ?? 0;
    if (observed >= generation) return;
    const ref = {
      apiVersion: object.apiVersion,
      kind: object.kind,
      name: object.metadata.name,
      namespace: object.metadata.namespace,
    };
    setImmediate(() => {
      try {
        store.patchStatus(ref, { status: simulatedStatus(object, generation, failing(object)) });
      } catch {
        // Deleted in the meantime.
      }
    });
  });
}

function simulatedStatus(object: KubeObject, generation: number, fails: boolean): Record<string, unknown> {
  const replicas = ((object.spec as { replicas?: number } | undefined)?.replicas ?? 1) as number;
  if (object.kind === 'DaemonSet') {
    const available = fails ? 0 : 3;
    return {
      observedGeneration: generation,
      desiredNumberScheduled: 3,
      updatedNumberScheduled: 3,
      numberAvailable: available,
      numberReady: available,
    };
  }
  if (fails) {
    return {
      observedGeneration: generation,
      replicas,
      updatedReplicas: replicas,
      readyReplicas: 0,
      availableReplicas: 0,
      conditions: [
        {
          type: 'Progressing',
          status: 'False',
          reason: 'ProgressDeadlineExceeded',
          message: `ReplicaSet "${object.metadata.name}" has timed out progressing.`,
        },
      ],
    };
  }
  return {
    observedGeneration: generation,
    replicas,
    updatedReplicas: replicas,
    readyReplicas: replicas,
    availableReplicas: replicas,
    // Replaces the conditions of an earlier generation (a failed one's ProgressDeadlineExceeded).
    conditions: [
      { type: 'Available', status: 'True', reason: 'MinimumReplicasAvailable' },
      { type: 'Progressing', status: 'True', reason: 'NewReplicaSetAvailable' },
    ],
  };
}
