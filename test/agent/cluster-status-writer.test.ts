/**
 * The ArcBridgeCluster status is written when something in it changed, and again when the object
 * lost it: Helm replaces the object on every upgrade (it is a post-upgrade hook), and the new one
 * starts without status while the agent has nothing new to report.
 */
import { API_VERSION, ClusterStatusWriter, STATUS_RESYNC_MS } from '../../agent/cluster-resource';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import type { KubeObject, ObjectRef } from '../../agent/kube/port';

const REF: ObjectRef = { apiVersion: API_VERSION, kind: 'ArcBridgeCluster', name: 'arcbridge' };
const object = (): KubeObject => ({
  apiVersion: API_VERSION,
  kind: 'ArcBridgeCluster',
  metadata: { name: 'arcbridge' },
  spec: { tenantId: 'contoso', controlPlaneUrl: 'https://cp.example.com' },
});

function setup() {
  const cluster = new MemoryCluster();
  cluster.store.create(object());
  let now = Date.parse('2026-11-29T10:00:00Z');
  const calls: string[] = [];
  const kube = {
    get: async (ref: ObjectRef) => (calls.push('get'), cluster.get(ref)),
    patchStatus: async (ref: ObjectRef, status: Record<string, unknown>) => (
      calls.push('patch'),
      cluster.patchStatus(ref, status)
    ),
  } as unknown as MemoryCluster;
  const writer = new ClusterStatusWriter(kube, 'arcbridge', () => new Date(now));
  writer.setClusterId('c-abc');
  writer.setCondition('Registered', true, 'Registered', 'registered', 1);
  const status = () =>
    cluster.store.get(REF)?.status as { clusterId?: string; conditions?: unknown[] } | undefined;
  return { cluster, writer, calls, status, advance: (ms: number) => (now += ms) };
}

describe('ClusterStatusWriter', () => {
  it('writes once while nothing changes, checking the object at most once a minute', async () => {
    const { writer, calls, status, advance } = setup();
    await writer.flush();
    await writer.flush();
    expect(calls).toEqual(['patch']);
    expect(status()).toMatchObject({
      clusterId: 'c-abc',
      conditions: [{ type: 'Registered', status: 'True' }],
    });
    advance(STATUS_RESYNC_MS - 1);
    await writer.flush();
    expect(calls).toEqual(['patch']);
    advance(1);
    await writer.flush();
    // The object still shows what was written: one read, no write.
    expect(calls).toEqual(['patch', 'get']);
  });

  it('writes the status again onto an object that was replaced (a Helm upgrade) within a minute', async () => {
    const { cluster, writer, calls, status, advance } = setup();
    await writer.flush();
    cluster.store.delete(REF);
    cluster.store.create(object());
    expect(status()).toBeUndefined();
    advance(STATUS_RESYNC_MS);
    await writer.flush();
    expect(calls).toEqual(['patch', 'get', 'patch']);
    expect(status()).toMatchObject({
      clusterId: 'c-abc',
      conditions: [{ type: 'Registered', status: 'True' }],
    });
  });

  it('writes a condition someone changed by hand back, and leaves a deleted object alone', async () => {
    const { cluster, writer, calls, status, advance } = setup();
    await writer.flush();
    cluster.store.patchStatus(REF, {
      status: { clusterId: 'c-abc', conditions: [{ type: 'Registered', status: 'False' }] },
    });
    advance(STATUS_RESYNC_MS);
    await writer.flush();
    expect(status()!.conditions).toEqual([expect.objectContaining({ type: 'Registered', status: 'True' })]);
    cluster.store.delete(REF);
    advance(STATUS_RESYNC_MS);
    await expect(writer.flush()).resolves.toBeUndefined();
    expect(calls).toEqual(['patch', 'get', 'patch', 'get']);
  });
});
