import { isDeepStrictEqual } from 'node:util';
import type { SyncPeer } from '../../contract/sync-exchange';
import { refOf } from '../kube/port';
import type { KubeObject, KubeObjects } from '../kube/port';

export const PEER_API_VERSION = 'arcbridge.io/v1alpha1';
export const PEER_KIND = 'ArcBridgePeer';
const MANAGED_BY = { 'app.kubernetes.io/managed-by': 'arcbridge-agent' };
const MANAGED_SELECTOR = 'app.kubernetes.io/managed-by=arcbridge-agent';

/**
 * The tenant's clusters as cluster-scoped ArcBridgePeer objects (agent/deploy/peer-crd.yaml), kept
 * equal to the peers list of the last exchange: created, put back when someone edited them, deleted
 * when the cluster left. `type` is `local` for the cluster whose kube-system UID is this one's,
 * as cluster-registry-controller tells its own Cluster object from the others.
 */
export class PeerObjects {
  private ownUid: string | undefined;

  constructor(
    private readonly kube: KubeObjects,
    private readonly fieldManager: string,
  ) {}

  async reconcile(peers: readonly SyncPeer[]): Promise<void> {
    const ownUid = (this.ownUid ??= await this.kubeSystemUid());
    const existing = new Map(
      (await this.kube.list(PEER_API_VERSION, PEER_KIND, { labelSelector: MANAGED_SELECTOR })).map((o) => [
        o.metadata.name,
        o,
      ]),
    );
    const wanted = new Set<string>();
    for (const peer of peers) {
      const object = peerObject(peer, ownUid);
      wanted.add(object.metadata.name);
      const current = existing.get(object.metadata.name);
      if (current && isDeepStrictEqual(current.spec, object.spec)) continue;
      await this.kube.apply(object, this.fieldManager);
    }
    for (const [name, object] of existing) {
      if (!wanted.has(name)) await this.kube.delete(refOf(object));
    }
  }

  private async kubeSystemUid(): Promise<string> {
    const ns = await this.kube.get({ apiVersion: 'v1', kind: 'Namespace', name: 'kube-system' });
    if (!ns?.metadata.uid) throw new Error('cannot read the kube-system namespace UID');
    return ns.metadata.uid;
  }
}

export function peerObject(peer: SyncPeer, ownUid: string): KubeObject {
  return {
    apiVersion: PEER_API_VERSION,
    kind: PEER_KIND,
    metadata: { name: peer.clusterId, labels: { ...MANAGED_BY } },
    spec: {
      clusterId: peer.clusterId,
      clusterName: peer.name,
      clusterUid: peer.clusterUid,
      type: peer.clusterUid === ownUid ? 'local' : 'peer',
      // Absent rather than null: server-side apply drops a null field, and a re-read would differ.
      ...(peer.region !== null ? { region: peer.region } : {}),
      ...(peer.group !== null ? { group: peer.group } : {}),
      labels: { ...peer.labels },
      connectivity: peer.connectivity,
    },
  };
}
