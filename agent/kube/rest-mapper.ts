/**
 * Maps an object's group/version/kind to its resource and scope from the API server's discovery
 * documents, like client-go's deferred discovery RESTMapper: resource lists are fetched per group
 * version on first use and cached; a kind missing from the cache (a CRD applied a moment ago, or a
 * resource list fetched before it existed) fetches that group version again before giving up.
 */
export interface ApiResource {
  group: string;
  version: string;
  kind: string;
  /** The plural resource name used in URLs and RBAC rules, e.g. `configmaps`. */
  resource: string;
  namespaced: boolean;
}

/** The discovery endpoints: `/api` + `/apis` for group versions, `/api/v1` or `/apis/g/v` for resources. */
export interface DiscoveryPort {
  groupVersions(): Promise<string[]>;
  /** undefined when the server does not serve the group version (404). */
  resources(groupVersion: string): Promise<ApiResource[] | undefined>;
}

export class NoKindMatchError extends Error {
  constructor(
    readonly apiVersion: string,
    readonly kind: string,
  ) {
    // The wording of client-go's NoKindMatchError, which kubectl prints for the same situation.
    super(`no matches for kind "${kind}" in version "${apiVersion}"`);
    this.name = 'NoKindMatchError';
  }
}

export class RestMapper {
  private readonly byGroupVersion = new Map<string, Map<string, ApiResource>>();
  private readonly inFlight = new Map<string, Promise<Map<string, ApiResource>>>();

  constructor(private readonly discovery: DiscoveryPort) {}

  /** The mapping for apiVersion + kind; a cache miss refreshes that group version once. */
  async mapping(apiVersion: string, kind: string): Promise<ApiResource> {
    const cached = this.byGroupVersion.get(apiVersion)?.get(kind);
    if (cached) return cached;
    const fresh = await this.refresh(apiVersion);
    const found = fresh.get(kind);
    if (!found) throw new NoKindMatchError(apiVersion, kind);
    return found;
  }

  /** Like mapping, but undefined where the server does not serve the kind. */
  async tryMapping(apiVersion: string, kind: string): Promise<ApiResource | undefined> {
    try {
      return await this.mapping(apiVersion, kind);
    } catch (err) {
      if (err instanceof NoKindMatchError) return undefined;
      throw err;
    }
  }

  /** Forgets what discovery said (all of it, or one group version), e.g. after applying CRDs. */
  invalidate(apiVersion?: string): void {
    if (apiVersion === undefined) this.byGroupVersion.clear();
    else this.byGroupVersion.delete(apiVersion);
  }

  /**
   * Every group version the server serves plus `group/version/Kind` for each resource: the form
   * `helm template --api-versions` takes (Helm's `.Capabilities.APIVersions`).
   */
  async apiVersions(): Promise<string[]> {
    const out: string[] = [];
    for (const groupVersion of await this.discovery.groupVersions()) {
      out.push(groupVersion);
      const resources = this.byGroupVersion.get(groupVersion) ?? (await this.refresh(groupVersion));
      for (const resource of resources.values()) out.push(`${groupVersion}/${resource.kind}`);
    }
    return out;
  }

  /** Single flight per group version: many objects of one new kind cause one request. */
  private refresh(apiVersion: string): Promise<Map<string, ApiResource>> {
    let pending = this.inFlight.get(apiVersion);
    if (!pending) {
      pending = this.discovery
        .resources(apiVersion)
        .then((list) => {
          const byKind = new Map<string, ApiResource>();
          for (const resource of list ?? []) {
            // Subresources (`deployments/status`) share the kind; the main resource is what maps.
            if (!resource.resource.includes('/') && !byKind.has(resource.kind))
              byKind.set(resource.kind, resource);
          }
          this.byGroupVersion.set(apiVersion, byKind);
          return byKind;
        })
        .finally(() => this.inFlight.delete(apiVersion));
      this.inFlight.set(apiVersion, pending);
    }
    return pending;
  }
}
