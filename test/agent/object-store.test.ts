import { ObjectStore } from '../../agent/kube/object-store';
import type { KubeObject } from '../../agent/kube/port';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { distinctPems } from '../../agent/controlplane/transport';

const pod = (name: string, phase: string): KubeObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name, namespace: 'default' },
  status: { phase },
});

describe('ObjectStore copies', () => {
  it('seed stores the objects with identities and versions, like create', () => {
    const store = new ObjectStore();
    store.seed([pod('a', 'Running'), pod('b', 'Pending')]);
    const a = store.get({ apiVersion: 'v1', kind: 'Pod', name: 'a', namespace: 'default' })!;
    expect(a.metadata.uid).toEqual(expect.any(String));
    expect(a.metadata.generation).toBe(1);
    expect(a.metadata.resourceVersion).toBeDefined();
    expect(() => store.seed([pod('a', 'Running')])).toThrow(/already exists/);
    expect(() => store.create(pod('b', 'Running'))).toThrow(/already exists/);
  });

  it('create keeps its own copy: changing the input or the result does not change the store', () => {
    const store = new ObjectStore();
    const input = pod('a', 'Running');
    const created = store.create(input);
    (input.status as { phase: string }).phase = 'Failed';
    (created.status as { phase: string }).phase = 'Unknown';
    expect(store.get({ apiVersion: 'v1', kind: 'Pod', name: 'a', namespace: 'default' })!.status).toEqual({
      phase: 'Running',
    });
  });

  it('listeners get a copy of the written object, and writes without a change notify nobody', () => {
    const store = new ObjectStore();
    const seen: KubeObject[] = [];
    store.subscribe((event) => seen.push(event.object));
    store.create(pod('a', 'Running'));
    (seen[0]!.status as { phase: string }).phase = 'Failed';
    expect(store.get({ apiVersion: 'v1', kind: 'Pod', name: 'a', namespace: 'default' })!.status).toEqual({
      phase: 'Running',
    });
    store.patchStatus(
      { apiVersion: 'v1', kind: 'Pod', name: 'a', namespace: 'default' },
      { phase: 'Running' },
    );
    expect(seen).toHaveLength(1);
    store.patchStatus(
      { apiVersion: 'v1', kind: 'Pod', name: 'a', namespace: 'default' },
      { phase: 'Failed' },
    );
    expect(seen).toHaveLength(2);
  });

  it('view lists the live objects of one kind', () => {
    const store = new ObjectStore();
    store.seed([pod('a', 'Running'), pod('b', 'Pending')]);
    store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'default' } });
    expect(store.view('v1', 'Pod').map((o) => o.metadata.name)).toEqual(['a', 'b']);
  });

  it('the in-memory cluster snapshot does not alias the stored nodes', () => {
    const kube = new MemoryCluster();
    kube.store.create({
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: 'n1' },
      status: { capacity: { cpu: '8' }, conditions: [{ type: 'Ready', status: 'True' }] },
    });
    const snapshot = kube.watch.snapshot();
    snapshot.nodes[0]!.capacity.cpu = '1';
    expect(kube.watch.snapshot().nodes[0]).toMatchObject({ name: 'n1', ready: true, capacity: { cpu: '8' } });
  });
});

describe('distinctPems', () => {
  it('drops repeated certificates, ignoring surrounding whitespace, and keeps the order', () => {
    expect(distinctPems(['A\n', 'B', 'A', '  B\n', 'C'])).toEqual(['A\n', 'B', 'C']);
  });
});

describe('ObjectStore server-side apply and scope', () => {
  const cm = (data: Record<string, string>): KubeObject => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'c', namespace: 'apps' },
    data,
  });
  const ref = { apiVersion: 'v1', kind: 'ConfigMap', name: 'c', namespace: 'apps' };

  it('a re-apply of the same fields changes nothing, not even the resourceVersion', () => {
    const store = new ObjectStore();
    const first = store.apply(cm({ a: '1' }), 'agent');
    const again = store.apply(cm({ a: '1' }), 'agent');
    expect(again.metadata.resourceVersion).toBe(first.metadata.resourceVersion);
  });

  it('a JSON merge patch keeps a `__proto__` key as an ordinary key, as the API server does', () => {
    // RFC 7386 over JSON: "__proto__" is a key like any other (JSON.parse makes it an own
    // property). Assigned with `=`, it would replace the object's prototype and vanish.
    const store = new ObjectStore();
    store.create(cm({ a: '1' }));
    const patched = store.mergePatch(ref, JSON.parse('{"data":{"__proto__":"x","b":"2","a":null}}'));
    expect(Object.keys(patched.data as object).sort()).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(patched.data)).toBe(Object.prototype);
    const stored = store.get(ref)!;
    expect(Object.hasOwn(stored.data as object, '__proto__')).toBe(true);
    expect(JSON.stringify(stored.data)).toBe('{"__proto__":"x","b":"2"}');
  });

  it('without force a field another manager set to another value is a 409; force takes it over', () => {
    const store = new ObjectStore();
    store.apply(cm({ a: '1', b: '2' }), 'one');
    expect(() => store.apply(cm({ a: 'x' }), 'two')).toThrow(
      'Apply failed with 1 conflict: conflict with "one": .data.a',
    );
    store.apply(cm({ a: 'x' }), 'two', { force: true });
    const live = store.get(ref)!;
    expect(live.data).toEqual({ a: 'x', b: '2' });
    expect((live.metadata.managedFields as Array<{ manager: string }>).map((m) => m.manager)).toEqual([
      'one',
      'two',
    ]);
  });

  it('drops the namespace of a cluster-scoped object and serves the kinds of a CRD until it is deleted', () => {
    const store = new ObjectStore();
    store.apply(
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name: 'r', namespace: 'apps' },
      },
      'agent',
    );
    expect(
      store.get({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', name: 'r' })!.metadata
        .namespace,
    ).toBeUndefined();
    const crd: KubeObject = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.io' },
      spec: {
        group: 'example.io',
        scope: 'Namespaced',
        names: { kind: 'Widget', plural: 'widgets' },
        versions: [
          { name: 'v1', served: true },
          { name: 'v0', served: false },
        ],
      },
    };
    const created = store.create(crd);
    expect(
      (created.status as { conditions: Array<{ type: string; status: string }> }).conditions,
    ).toContainEqual(expect.objectContaining({ type: 'Established', status: 'True' }));
    expect(store.types.lookup('example.io/v1', 'Widget')).toMatchObject({
      plural: 'widgets',
      namespaced: true,
    });
    expect(store.types.lookup('example.io/v0', 'Widget')).toBeUndefined();
    store.delete({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      name: 'widgets.example.io',
    });
    expect(store.types.lookup('example.io/v1', 'Widget')).toBeUndefined();
  });
});
