import type { GitOpsTargetDocument } from './model';

/** The README written at the top of the exported folder, for whoever browses the repository. */
export function layoutReadme(target: Pick<GitOpsTargetDocument, 'tenantId' | 'path'>): string {
  const root = target.path === '' ? '' : `${target.path}/`;
  return [
    `# ArcBridge desired state of tenant ${target.tenantId}`,
    '',
    'Written by the ArcBridge control plane; every change here is overwritten by the next export.',
    'Change assignments, overlays and rollouts through ArcBridge instead.',
    '',
    `Point Flux in each cluster at \`${root}clusters/<clusterId>\` (a Kustomization).`,
    '',
    '| folder | holds |',
    '| --- | --- |',
    '| `bases/<extension>/<version>/` | HelmRepository + HelmRelease with the catalog defaults |',
    '| `assignments/<name>/` | an assignment: namespace, permissions and values (kustomize Component) |',
    '| `assignments/<name>/overlays/<n>/` | a label-selector overlay of the assignment |',
    '| `groups/<group>/_overlays/<assignment>.<n>/` | a group overlay of an assignment |',
    '| `rollouts/<rolloutId>/<extension>/` | a rollout pin: values, and namespace for a pin that installs |',
    '| `clusters/<clusterId>/` | the cluster: references to the above, and its direct assignments |',
    '',
  ].join('\n');
}
