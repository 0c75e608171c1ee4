import { ApiException, HttpMethod, KubernetesObjectApi } from '@kubernetes/client-node';
import type { KubeConfig, V1APIResource } from '@kubernetes/client-node';
import type { ApiResource, DiscoveryPort, RestMapper } from './rest-mapper';

/**
 * client-node's dynamic object API, with its per-apiVersion resource cache replaced by our
 * RestMapper (one discovery cache for the whole agent, refreshed on a miss) and a raw GET for the
 * discovery documents client-node has no generic call for.
 */
export class MappedObjectApi extends KubernetesObjectApi {
  private mapper: RestMapper | undefined;

  /** The kubeconfig context's namespace, for objects that have none (the agent always sets one). */
  withDefaultNamespaceOf(kc: KubeConfig): this {
    this.setDefaultNamespace(kc);
    return this;
  }

  useMapper(mapper: RestMapper): this {
    this.mapper = mapper;
    return this;
  }

  override async resource(apiVersion: string, kind: string): Promise<V1APIResource | undefined> {
    if (!this.mapper) return super.resource(apiVersion, kind);
    const mapping = await this.mapper.tryMapping(apiVersion, kind);
    if (!mapping) return undefined;
    return { name: mapping.resource, kind, namespaced: mapping.namespaced, singularName: '', verbs: [] };
  }

  /** GET a discovery path; undefined on 404. */
  async getDiscovery<T>(path: string, type: string): Promise<T | undefined> {
    const context = this.configuration.baseServer.makeRequestContext(path, HttpMethod.GET);
    context.setHeaderParam('Accept', 'application/json');
    try {
      return (await this.requestPromise(context, type)) as unknown as T;
    } catch (err) {
      if (err instanceof ApiException && err.code === 404) return undefined;
      throw err;
    }
  }
}

/** `/api`, `/apis` and the per-group-version resource lists, through client-node's auth and TLS. */
export class ClientNodeDiscovery implements DiscoveryPort {
  constructor(private readonly api: MappedObjectApi) {}

  async groupVersions(): Promise<string[]> {
    const core = await this.api.getDiscovery<{ versions?: string[] }>('/api', 'V1APIVersions');
    const groups = await this.api.getDiscovery<{
      groups?: Array<{ versions?: Array<{ groupVersion: string }> }>;
    }>('/apis', 'V1APIGroupList');
    return [
      ...(core?.versions ?? []),
      ...(groups?.groups ?? []).flatMap((g) => (g.versions ?? []).map((v) => v.groupVersion)),
    ];
  }

  async resources(groupVersion: string): Promise<ApiResource[] | undefined> {
    const path = groupVersion.includes('/') ? `/apis/${groupVersion}` : `/api/${groupVersion}`;
    const list = await this.api.getDiscovery<{ resources?: V1APIResource[] }>(path, 'V1APIResourceList');
    if (!list) return undefined;
    const [group, version] = groupVersion.includes('/') ? groupVersion.split('/') : ['', groupVersion];
    return (list.resources ?? []).map((r) => ({
      group: group ?? '',
      version: version ?? '',
      kind: r.kind,
      resource: r.name,
      namespaced: r.namespaced,
    }));
  }
}
