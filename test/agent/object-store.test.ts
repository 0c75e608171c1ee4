import { ObjectStore } from '../../agent/kube/object-store';
import type { KubeObject } from '../../agent/kube/port';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { distinctPems } from '../../agent/core';

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
