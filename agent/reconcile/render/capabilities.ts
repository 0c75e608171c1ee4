/**
 * What Helm needs to know about the target cluster to render as `helm install` would there:
 * `.Capabilities.KubeVersion` and `.Capabilities.APIVersions` (charts pick API versions and skip
 * objects whose CRDs are missing with them). Injected so the render module does not depend on a
 * Kubernetes client: the agent wires `capabilitiesOf` (agent/kube/capabilities.ts), which reads the
 * same discovery cache the REST mapper resolves kinds with.
 */
export interface ClusterCapabilities {
  /** The API server's gitVersion, e.g. `v1.31.2`. */
  kubeVersion(): Promise<string>;
  /** Every served `group/version` and `group/version/Kind` (core group as `v1`, `v1/Pod`), as Helm lists them. */
  apiVersions(): Promise<string[]>;
}

/** Keeps one answer for `ttlMs` so a reconcile pass of many Helm extensions asks discovery once. */
export class CachedCapabilities implements ClusterCapabilities {
  private cached: { at: number; version: string; apis: string[] } | undefined;
  private pending: Promise<{ at: number; version: string; apis: string[] }> | undefined;

  constructor(
    private readonly inner: ClusterCapabilities,
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async kubeVersion(): Promise<string> {
    return (await this.load()).version;
  }

  async apiVersions(): Promise<string[]> {
    return (await this.load()).apis;
  }

  private async load() {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached;
    this.pending ??= Promise.all([this.inner.kubeVersion(), this.inner.apiVersions()])
      .then(([version, apis]) => (this.cached = { at: this.now(), version, apis }))
      .finally(() => (this.pending = undefined));
    return this.pending;
  }
}
