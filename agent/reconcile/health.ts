import type { KubeObject } from '../kube/port';

export type Health =
  { state: 'Healthy' } | { state: 'Progressing'; message: string } | { state: 'Failed'; message: string };

interface Condition {
  type: string;
  status: string;
  reason?: string;
  message?: string;
}

/**
 * kstatus-style health for Deployments, StatefulSets, DaemonSets, Jobs and CRDs; any other kind is
 * healthy once applied.
 * Rollouts count only when the controller has observed the current generation.
 */
export function assessHealth(object: KubeObject): Health {
  const status = (object.status ?? {}) as Record<string, unknown>;
  const spec = (object.spec ?? {}) as Record<string, unknown>;
  const name = `${object.kind} ${object.metadata.name}`;
  const observed = (status.observedGeneration as number | undefined) ?? 0;
  const stale = observed < (object.metadata.generation ?? 0);
  const replicas = (spec.replicas as number | undefined) ?? 1;
  const conditions = (status.conditions as Condition[] | undefined) ?? [];
  const condition = (type: string) => conditions.find((c) => c.type === type);
  const num = (key: string) => (status[key] as number | undefined) ?? 0;

  switch (object.kind) {
    case 'Deployment': {
      // Conditions describe the generation the controller last observed: after a rollback to a
      // good version the failed rollout's ProgressDeadlineExceeded stands until it observes the new
      // one, and must not fail the version that replaced it (kstatus: stale status is InProgress).
      if (stale) return progressing(`${name}: rollout not yet observed`);
      if (condition('Progressing')?.reason === 'ProgressDeadlineExceeded') {
        return { state: 'Failed', message: `${name}: progress deadline exceeded` };
      }
      if (num('updatedReplicas') < replicas)
        return progressing(`${name}: ${num('updatedReplicas')}/${replicas} updated`);
      if (num('availableReplicas') < replicas)
        return progressing(`${name}: ${num('availableReplicas')}/${replicas} available`);
      return { state: 'Healthy' };
    }
    case 'StatefulSet': {
      if (stale) return progressing(`${name}: rollout not yet observed`);
      if (num('readyReplicas') < replicas)
        return progressing(`${name}: ${num('readyReplicas')}/${replicas} ready`);
      if (status.updateRevision && status.currentRevision !== status.updateRevision) {
        return progressing(`${name}: update to revision ${String(status.updateRevision)} in progress`);
      }
      return { state: 'Healthy' };
    }
    case 'DaemonSet': {
      const desired = num('desiredNumberScheduled');
      if (stale) return progressing(`${name}: rollout not yet observed`);
      if (num('updatedNumberScheduled') < desired)
        return progressing(`${name}: ${num('updatedNumberScheduled')}/${desired} updated`);
      if (num('numberAvailable') < desired)
        return progressing(`${name}: ${num('numberAvailable')}/${desired} available`);
      return { state: 'Healthy' };
    }
    case 'Job': {
      if (condition('Failed')?.status === 'True')
        return { state: 'Failed', message: `${name} failed: ${condition('Failed')?.message ?? ''}` };
      if (condition('Complete')?.status === 'True') return { state: 'Healthy' };
      return progressing(`${name}: not complete`);
    }
    case 'CustomResourceDefinition': {
      if (condition('Established')?.status === 'True') return { state: 'Healthy' };
      return progressing(`${name}: not established`);
    }
    default:
      return { state: 'Healthy' };
  }
}

function progressing(message: string): Health {
  return { state: 'Progressing', message };
}
