import type { KubePort } from './port';

/**
 * What the render step may know about the target cluster, and nothing more: the narrow view Helm
 * needs for `--kube-version` and `--api-versions` (its `.Capabilities`). Backed by the same
 * discovery cache the agent maps kinds with, so rendering adds no extra discovery requests once
 * the cache is warm.
 */
export interface ClusterCapabilities {
  /** The API server's version, e.g. `v1.31.2` (undefined when it cannot be read). */
  kubeVersion(): Promise<string | undefined>;
  /** Every served group version and `group/version/Kind`, e.g. `apps/v1`, `apps/v1/Deployment`. */
  apiVersions(): Promise<string[]>;
}

export function capabilitiesOf(kube: Pick<KubePort, 'serverVersion' | 'mapper'>): ClusterCapabilities {
  return {
    kubeVersion: () => kube.serverVersion(),
    apiVersions: () => kube.mapper.apiVersions(),
  };
}
