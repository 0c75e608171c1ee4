import { ApisApi, CoreApi, CoreV1Api, CustomObjectsApi, VersionApi } from '@kubernetes/client-node';
import type { KubeConfig } from '@kubernetes/client-node';
import type { DiscoveryDocuments } from './capabilities';

/** `/version` and the discovery documents through client-node, for Helm's capabilities. */
export class ClientNodeDiscovery implements DiscoveryDocuments {
  constructor(private readonly kc: KubeConfig) {}

  async serverVersion(): Promise<string> {
    return (await this.kc.makeApiClient(VersionApi).getCode()).gitVersion;
  }

  async groupVersions(): Promise<string[]> {
    const [core, groups] = await Promise.all([
      this.kc.makeApiClient(CoreApi).getAPIVersions(),
      this.kc.makeApiClient(ApisApi).getAPIVersions(),
    ]);
    return [...core.versions, ...groups.groups.flatMap((g) => g.versions.map((v) => v.groupVersion))];
  }

  async kinds(groupVersion: string): Promise<string[]> {
    const [group, version] = groupVersion.includes('/') ? groupVersion.split('/') : ['', groupVersion];
    const list =
      group === ''
        ? await this.kc.makeApiClient(CoreV1Api).getAPIResources()
        : await this.kc
            .makeApiClient(CustomObjectsApi)
            .getAPIResources({ group: group as string, version: version as string });
    // Subresources (pods/log, deployments/scale) carry a slash and are not kinds of their own.
    return [...new Set(list.resources.filter((r) => !r.name.includes('/')).map((r) => r.kind))];
  }
}
