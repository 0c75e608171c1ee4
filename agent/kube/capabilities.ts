import type { ClusterCapabilities } from '../reconcile/render/capabilities';
import type { KubePort } from './port';

/**
 * The render step's view of the target cluster (Helm's `--kube-version` and `--api-versions`),
 * backed by the discovery cache the agent maps kinds with: rendering adds no discovery requests
 * once the cache is warm, and a CRD applied a moment ago shows up as soon as the mapper knows it.
 */
export function capabilitiesOf(kube: Pick<KubePort, 'serverVersion' | 'mapper'>): ClusterCapabilities {
  return {
    async kubeVersion() {
      const version = await kube.serverVersion();
      if (!version) throw new Error("the API server's /version answered no gitVersion");
      return version;
    },
    apiVersions: () => kube.mapper.apiVersions(),
  };
}
