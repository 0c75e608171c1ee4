import type { KubeObject } from '../kube/port';
import type { Phase } from './reconciler';

/** Where the GitOps export puts each extension's HelmRelease, and where Flux's own objects live. */
export const FLUX_NAMESPACE = 'flux-system';
export const KUSTOMIZATION_API = 'kustomize.toolkit.fluxcd.io/v1';

export interface Verdict {
  phase: Phase;
  reason: string;
  message: string;
}

interface Condition {
  type: string;
  status: 'True' | 'False' | 'Unknown';
  reason?: string;
  message?: string;
}

/**
 * The phase of a reconciled Flux object from its kstatus conditions (fluxcd/pkg/apis/meta, the same
 * for helm-controller's HelmRelease and kustomize-controller's Kustomization): not reconciled yet
 * (no `Ready`, or `status.observedGeneration` behind `metadata.generation`) is Installing /
 * Progressing; `Ready=True` Installed; `Ready=Unknown`, or `Ready=False` while `Reconciling=True`
 * and not `Stalled`, Installing; any other `Ready=False` Failed. Reasons and messages verbatim.
 */
export function fromConditions(ref: string, object: KubeObject, controller: string): Verdict {
  const status = (object.status ?? {}) as { observedGeneration?: number; conditions?: Condition[] };
  const generation = object.metadata.generation;
  const condition = (type: string) => status.conditions?.find((c) => c.type === type);
  const ready = condition('Ready');
  if (!ready || (generation !== undefined && (status.observedGeneration ?? -1) < generation)) {
    return {
      phase: 'Installing',
      reason: 'Progressing',
      message: `${controller} has not reconciled ${ref} yet`,
    };
  }
  const reason = ready.reason ?? ready.status;
  const message = ready.message ?? '';
  if (ready.status === 'True') return { phase: 'Installed', reason, message };
  if (ready.status === 'Unknown' || condition('Reconciling')?.status === 'True') {
    if (condition('Stalled')?.status !== 'True') return { phase: 'Installing', reason, message };
  }
  return { phase: 'Failed', reason, message };
}

/**
 * The root Kustomization (the one the bootstrap points at `<path>/clusters/<clusterId>`): whether
 * it is what keeps Flux from applying the commit. Undefined when it is Ready: then each
 * HelmRelease speaks for itself. Our layout has no per-extension Kustomizations: the cluster's
 * folder holds the HelmReleases directly, so the root is the only one.
 */
export function judgeRoot(name: string, object: KubeObject | undefined): Verdict | undefined {
  const ref = `Kustomization ${FLUX_NAMESPACE}/${name}`;
  if (!object) {
    return {
      phase: 'Pending',
      reason: 'WaitingForFlux',
      message: `${ref} does not exist: bootstrap Flux with a GitRepository and a Kustomization pointing at this cluster's folder (docs/gitops.md)`,
    };
  }
  if ((object.spec as { suspend?: boolean } | undefined)?.suspend) {
    return { phase: 'Pending', reason: 'Suspended', message: `${ref} is suspended in Flux` };
  }
  const verdict = fromConditions(ref, object, 'kustomize-controller');
  if (verdict.phase === 'Installed') return undefined;
  return verdict.message.includes(ref) ? verdict : { ...verdict, message: `${ref}: ${verdict.message}` };
}
