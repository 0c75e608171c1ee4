import type { DesiredExtension } from '../../contract/desired';
import type { StatusEvent } from '../../contract/status';
import { capabilitiesOf } from '../../agent/kube/capabilities';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import type { KubeObject } from '../../agent/kube/port';
import type { ApiResource, DiscoveryPort } from '../../agent/kube/rest-mapper';
import { NoKindMatchError, RestMapper } from '../../agent/kube/rest-mapper';
import { silentLogger } from '../../agent/observability/log';
import { AppliedInventoryStore } from '../../agent/reconcile/applied-inventory';
import { Reconciler } from '../../agent/reconcile/reconciler';

const NS = 'arcbridge-system';

/** cert-manager's ClusterIssuer shape: a cluster-scoped custom resource no built-in list knows. */
export const issuerCrd = (scope: 'Cluster' | 'Namespaced' = 'Cluster'): KubeObject => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'clusterissuers.example.io' },
  spec: {
    group: 'example.io',
    scope,
    names: { kind: 'ClusterIssuer', plural: 'clusterissuers', singular: 'clusterissuer' },
    versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
  },
});
const issuer = (namespace?: string): KubeObject => ({
  apiVersion: 'example.io/v1',
  kind: 'ClusterIssuer',
  metadata: { name: 'letsencrypt', ...(namespace ? { namespace } : {}) },
  spec: { acme: { server: 'https://acme.example' } },
});
const configMap: KubeObject = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'settings' },
  data: { a: '1' },
};

function setup(objects: KubeObject[], cluster = new MemoryCluster()) {
  const events: StatusEvent[] = [];
  const reconciler = new Reconciler(
    {
      kube: cluster,
      mapper: cluster.mapper,
      renderer: { render: async () => objects },
      inventory: new AppliedInventoryStore(cluster, NS, 'arcbridge-agent'),
      onStatus: (e) => events.push(e),
      now: () => new Date('2026-11-25T08:00:00Z'),
      log: silentLogger,
    },
    {
      fieldManager: 'arcbridge-agent',
      healthTimeoutMs: 60_000,
      driftIntervalMs: 60_000,
      retry: { baseMs: 1_000, capMs: 10_000 },
      allowedNamespaces: () => ['apps'],
      agentNamespace: NS,
    },
  );
  return { cluster, events, reconciler };
}

const ext = (extra: Partial<DesiredExtension> = {}): DesiredExtension => ({
  name: 'issuers',
  kind: 'manifest',
  version: '1.0.0',
  namespace: 'apps',
  source: { url: 'https://example.test/issuers.yaml' },
  values: {},
  ...extra,
});

describe('scope from discovery', () => {
  it('applies the CRD first and its cluster-scoped custom resource without a namespace, the ConfigMap in the assigned namespace', async () => {
    // The source even names a namespace for the cluster-scoped object: it must not be kept.
    const { cluster, events, reconciler } = setup([configMap, issuer('apps'), issuerCrd()]);
    await reconciler.reconcile({ generation: 1, extensions: [ext({ allowClusterScoped: true })] });
    expect(events.at(-1)).toMatchObject({ phase: 'Installed', reason: 'Reconciled' });
    const live = cluster.store.get({
      apiVersion: 'example.io/v1',
      kind: 'ClusterIssuer',
      name: 'letsencrypt',
    })!;
    expect(live.metadata.namespace).toBeUndefined();
    expect(
      cluster.store.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'settings', namespace: 'apps' }),
    ).toBeDefined();
    // The scope the cluster now reports for the new kind is what the agent used.
    await expect(cluster.mapper.mapping('example.io/v1', 'ClusterIssuer')).resolves.toMatchObject({
      namespaced: false,
      resource: 'clusterissuers',
    });
  });

  it('refuses cluster-scoped objects (custom ones included) unless the assignment allows them, applying nothing', async () => {
    const { cluster, events, reconciler } = setup([issuerCrd(), issuer(), configMap]);
    await reconciler.reconcile({ generation: 1, extensions: [ext()] });
    expect(events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'PolicyDenied' });
    expect(events.at(-1)!.message).toContain('ClusterIssuer letsencrypt is cluster-scoped');
    expect(events.at(-1)!.message).toContain(
      'CustomResourceDefinition clusterissuers.example.io is cluster-scoped',
    );
    expect(cluster.store.list('v1', 'ConfigMap', 'apps')).toEqual([]);
  });

  it('judges allowedNamespaces on namespaced custom resources from a CRD already in the cluster', async () => {
    const cluster = new MemoryCluster();
    cluster.store.create(issuerCrd('Namespaced'));
    const { events, reconciler } = setup([issuer('payments')], cluster);
    await reconciler.reconcile({ generation: 1, extensions: [ext()] });
    expect(events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'PolicyDenied' });
    expect(events.at(-1)!.message).toContain('targets namespace payments, which is not allowed');
  });

  it('fails a kind the cluster does not serve with the RESTMapper error, applying nothing', async () => {
    const { cluster, events, reconciler } = setup([configMap, issuer()]);
    await reconciler.reconcile({ generation: 1, extensions: [ext({ allowClusterScoped: true })] });
    expect(events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'ApplyFailed' });
    expect(events.at(-1)!.message).toContain(
      'no matches for kind "ClusterIssuer" in version "example.io/v1"',
    );
    expect(cluster.store.list('v1', 'ConfigMap', 'apps')).toEqual([]);
  });
});

describe('cluster capabilities for the render step', () => {
  it('reports the server version and every served group version with its kinds, CRDs included', async () => {
    const cluster = new MemoryCluster({ version: 'v1.30.4' });
    cluster.store.create(issuerCrd());
    const capabilities = capabilitiesOf(cluster);
    expect(await capabilities.kubeVersion()).toBe('v1.30.4');
    const versions = await capabilities.apiVersions();
    expect(versions).toEqual(expect.arrayContaining(['v1', 'v1/ConfigMap', 'apps/v1', 'apps/v1/Deployment']));
    expect(versions).toEqual(expect.arrayContaining(['example.io/v1', 'example.io/v1/ClusterIssuer']));
  });
});

describe('RestMapper', () => {
  class CountingDiscovery implements DiscoveryPort {
    calls: string[] = [];
    served = new Map<string, ApiResource[]>([
      ['v1', [{ group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true }]],
    ]);
    async groupVersions() {
      return [...this.served.keys()];
    }
    async resources(groupVersion: string) {
      this.calls.push(groupVersion);
      return this.served.get(groupVersion);
    }
  }

  it('caches per group version and refreshes on a miss, like the deferred discovery RESTMapper', async () => {
    const discovery = new CountingDiscovery();
    const mapper = new RestMapper(discovery);
    await mapper.mapping('v1', 'ConfigMap');
    await mapper.mapping('v1', 'ConfigMap');
    expect(discovery.calls).toEqual(['v1']);
    await expect(mapper.mapping('example.io/v1', 'ClusterIssuer')).rejects.toBeInstanceOf(NoKindMatchError);
    // A CRD is established: the next miss fetches the group version again and finds it.
    discovery.served.set('example.io/v1', [
      {
        group: 'example.io',
        version: 'v1',
        kind: 'ClusterIssuer',
        resource: 'clusterissuers',
        namespaced: false,
      },
      {
        group: 'example.io',
        version: 'v1',
        kind: 'ClusterIssuer',
        resource: 'clusterissuers/status',
        namespaced: false,
      },
    ]);
    await expect(mapper.mapping('example.io/v1', 'ClusterIssuer')).resolves.toMatchObject({
      resource: 'clusterissuers',
      namespaced: false,
    });
    expect(discovery.calls).toEqual(['v1', 'example.io/v1', 'example.io/v1']);
    expect(await mapper.apiVersions()).toEqual([
      'v1',
      'v1/ConfigMap',
      'example.io/v1',
      'example.io/v1/ClusterIssuer',
    ]);
  });

  it('asks once for many concurrent misses of one group version', async () => {
    const discovery = new CountingDiscovery();
    const mapper = new RestMapper(discovery);
    await Promise.all(Array.from({ length: 20 }, () => mapper.mapping('v1', 'ConfigMap')));
    expect(discovery.calls).toEqual(['v1']);
  });
});
