import { KubeConfig } from '@kubernetes/client-node';
import { ClientNodeCluster } from '../../agent/kube/client-node-cluster';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import type { KubeObject, ListOptions, ObjectInformer } from '../../agent/kube/port';
import { silentLogger } from '../../agent/observability/log';
import { ResourceSync } from '../../agent/resource-sync/resource-sync';
import { SourceExporter } from '../../agent/resource-sync/source-exporter';
import type { SyncExchange, SyncExchangeRequest, SyncSourceRule } from '../../contract/sync-exchange';
import { FakeKubeApi } from '../support/fake-kube-api';
import { serviceAccountUserInfo } from '../support/fake-kube-authz';
import { eventually } from './harness';

const CONFIG_MAP = { group: '', version: 'v1', kind: 'ConfigMap' };
const rule = (overrides: Partial<SyncSourceRule> = {}): SyncSourceRule => ({
  rule: 'shared',
  generation: 1,
  resource: CONFIG_MAP,
  match: { labels: 'share=yes' },
  annotationRequirements: [],
  includeStatus: false,
  sealFor: [],
  ...overrides,
});
const configMap = (name: string, labels: Record<string, string>, value: string): KubeObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'team-a', labels },
  data: { value },
});
const ref = (name: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', name, namespace: 'team-a' });

/** A MemoryCluster that counts lists and informers: a source must watch, not list, between resyncs. */
function countingCluster() {
  const cluster = new MemoryCluster();
  cluster.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' } });
  const counts = { lists: 0, informers: [] as ListOptions[] };
  const kube = {
    list: async (apiVersion: string, kind: string, options?: ListOptions) => {
      counts.lists += 1;
      return cluster.list(apiVersion, kind, options);
    },
    informer: (apiVersion: string, kind: string, options: ListOptions = {}): ObjectInformer => {
      counts.informers.push(options);
      return cluster.informer(apiVersion, kind, options);
    },
  };
  return { cluster, counts, kube };
}

describe('a source watches what its rules name', () => {
  it('exports everything once, then only what changed, deletions and objects leaving the selector too', async () => {
    const { cluster, counts, kube } = countingCluster();
    let heard = 0;
    const exporter = new SourceExporter(
      kube,
      () => [CONFIG_MAP],
      () => (heard += 1),
    );
    cluster.store.create(configMap('a', { share: 'yes' }, '1'));
    cluster.store.create(configMap('b', { share: 'yes' }, '1'));
    cluster.store.create(configMap('private', {}, '1'));

    let batch = await exporter.collect([rule()]);
    expect(batch.resync).toEqual(['shared']);
    expect(batch.exports.map((e) => e.name).sort()).toEqual(['a', 'b']);
    batch.commit();
    expect(counts.informers).toEqual([{ labelSelector: 'share=yes' }]);

    batch = await exporter.collect([rule()]);
    expect([batch.exports, batch.resync]).toEqual([[], []]);
    batch.commit();

    cluster.store.mergePatch(ref('a'), { data: { value: '2' } });
    cluster.store.mergePatch(ref('b'), { metadata: { labels: { share: 'no' } } });
    cluster.store.mergePatch(ref('private'), { data: { value: '2' } });
    expect(heard).toBe(2);
    batch = await exporter.collect([rule()]);
    expect(batch.exports.map((e) => [e.name, e.deleted ?? false, e.object?.data])).toEqual([
      ['a', false, { value: '2' }],
      ['b', true, undefined],
    ]);
    // Not taken by the control plane (the exchange failed): the same changes again next time.
    batch = await exporter.collect([rule()]);
    expect(batch.exports.map((e) => e.name)).toEqual(['a', 'b']);
    batch.commit();

    cluster.store.delete(ref('a'));
    batch = await exporter.collect([rule()]);
    expect(batch.exports).toEqual([
      { rule: 'shared', generation: 1, namespace: 'team-a', name: 'a', deleted: true },
    ]);
    // A change heard while the exchange was under way stays for the next one.
    cluster.store.create(configMap('c', { share: 'yes' }, '1'));
    batch.commit();
    expect((await exporter.collect([rule()])).exports.map((e) => e.name)).toEqual(['c']);
    expect(counts.lists).toBe(0);
    expect(counts.informers).toHaveLength(1);
    await exporter.stop();
  });

  it('watches anew (a resync) for a new generation, in one namespace when every object key is, and stops with the rule', async () => {
    const { cluster, counts, kube } = countingCluster();
    let heard = 0;
    const exporter = new SourceExporter(
      kube,
      () => [CONFIG_MAP],
      () => (heard += 1),
    );
    cluster.store.create(configMap('a', {}, '1'));
    const keyed = rule({ generation: 2, match: { objectKeys: [{ name: 'a', namespace: 'team-a' }] } });
    (await exporter.collect([rule()])).commit();
    const batch = await exporter.collect([keyed]);
    expect([batch.resync, batch.exports.map((e) => e.name)]).toEqual([['shared'], ['a']]);
    batch.commit();
    expect(counts.informers).toEqual([{ labelSelector: 'share=yes' }, { namespace: 'team-a' }]);
    cluster.store.mergePatch(ref('a'), { data: { value: '2' } });
    expect(heard).toBe(1);
    (await exporter.collect([])).commit();
    cluster.store.mergePatch(ref('a'), { data: { value: '3' } });
    expect(heard).toBe(1);
    expect(counts.lists).toBe(0);
  });

  it('reports a kind the API server does not serve, and watches it once it does', async () => {
    const { cluster, kube } = countingCluster();
    const widget = { group: 'example.com', version: 'v1', kind: 'Widget' };
    const exporter = new SourceExporter(kube, () => [widget]);
    const widgets = rule({ resource: widget, match: {} });
    const batch = await exporter.collect([widgets]);
    expect(batch.conditions).toEqual([expect.objectContaining({ rule: 'shared', reason: 'KindNotServed' })]);
    cluster.store.create({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        scope: 'Cluster',
        names: { kind: 'Widget', plural: 'widgets' },
        versions: [{ name: 'v1', served: true, storage: true }],
      },
    });
    cluster.store.create({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } });
    const next = await exporter.collect([widgets]);
    expect([next.conditions, next.resync, next.exports.map((e) => e.name)]).toEqual([[], ['shared'], ['w']]);
    await exporter.stop();
  });

  it('follows a real watch (client-node informer on the fake API server), and fails to start without RBAC', async () => {
    const api = new FakeKubeApi({
      users: { 'agent-token': serviceAccountUserInfo('arcbridge-system', 'arcbridge-agent') },
    });
    api.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' } });
    api.store.create(configMap('a', { share: 'yes' }, '1'));
    await api.start();
    const cluster = (token: string) => {
      const kc = new KubeConfig();
      kc.loadFromOptions(api.kubeconfig(token));
      return new ClientNodeCluster(kc, silentLogger);
    };
    const informer = cluster('fake-token').informer('v1', 'ConfigMap', { labelSelector: 'share=yes' });
    const events: string[] = [];
    informer.onEvent((type, object) => events.push(`${type} ${object.metadata.name}`));
    try {
      await informer.start();
      expect(informer.list().map((o) => [o.kind, o.metadata.name])).toEqual([['ConfigMap', 'a']]);
      api.store.create(configMap('b', { share: 'yes' }, '1'));
      api.store.create(configMap('hidden', {}, '1'));
      api.store.mergePatch(ref('a'), { data: { value: '2' } });
      api.store.delete(ref('b'));
      await eventually(() => events.includes('delete b'), 20_000);
      expect(events.filter((e) => !e.startsWith('add a'))).toEqual(['add b', 'update a', 'delete b']);
      const denied = cluster('agent-token').informer('v1', 'ConfigMap');
      await expect(denied.start()).rejects.toThrow(/forbidden/i);
    } finally {
      await informer.stop();
      await api.stop();
    }
  });

  it('gathers a burst of changes into one early pass', async () => {
    jest.useFakeTimers();
    try {
      const { cluster } = countingCluster();
      let wakes = 0;
      const sync = new ResourceSync({
        kube: cluster,
        copies: cluster,
        namespace: 'arcbridge-system',
        settings: () => ({ features: [], exportKinds: [CONFIG_MAP], peers: false }),
        exchange: async (_body: SyncExchangeRequest): Promise<SyncExchange> => ({
          export: [rule()],
          copies: [],
          stale: [],
          refused: [],
          paced: [],
        }),
        privateKeyPem: () => '',
        wake: () => (wakes += 1),
        debounceMs: 300,
      });
      await sync.pass();
      for (const name of ['a', 'b', 'c']) cluster.store.create(configMap(name, { share: 'yes' }, '1'));
      jest.advanceTimersByTime(299);
      expect(wakes).toBe(0);
      jest.advanceTimersByTime(1);
      expect(wakes).toBe(1);
      cluster.store.mergePatch(ref('a'), { data: { value: '2' } });
      jest.advanceTimersByTime(300);
      expect(wakes).toBe(2);
      await sync.stop();
      cluster.store.mergePatch(ref('a'), { data: { value: '3' } });
      jest.advanceTimersByTime(300);
      expect(wakes).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
