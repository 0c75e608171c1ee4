import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ObjectStore } from '../../agent/kube/object-store';
import type { KubeObject } from '../../agent/kube/port';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import { AGENT_NAMESPACE, TENANT, seedObjects } from '../agent/harness';
import { HelmChart } from '../support/helm-chart';

const ROOT = join(__dirname, '../..');
const chart = new HelmChart(join(ROOT, 'agent/deploy/chart'));
const RBAC_KINDS = new Set(['ServiceAccount', 'ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding']);

export interface SyncClusterValues {
  features?: string[];
  labels: Record<string, string>;
  exportKinds?: object[];
  peers?: boolean;
}

/**
 * What one cluster of the sync suites holds before its agent starts: the harness's seed objects
 * with a kube-system UID of its own and the ArcBridgeCluster's sync values, namespaces team-a and
 * team-b, the ArcBridgePeer CRD, and the chart's RBAC rendered with the same sync values (the
 * agent reads only its export kinds, writes peers only with sync.peers).
 */
export async function seedSyncCluster(
  store: ObjectStore,
  plane: EmbeddedControlPlane,
  cluster: { name: string; index: number; uidPrefix: string },
  values: SyncClusterValues,
): Promise<void> {
  const { token } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
  const sync = { enabled: true, exportKinds: values.exportKinds ?? [], peers: values.peers ?? false };
  for (const object of seedObjects({ controlPlaneUrl: plane.url, token, allowedNamespaces: ['team-a'] })) {
    if (object.kind === 'Namespace' && object.metadata.name === 'kube-system')
      object.metadata.uid = `${cluster.uidPrefix}${cluster.index}`;
    if (object.kind === 'ArcBridgeCluster')
      object.spec = {
        ...(object.spec as object),
        clusterName: cluster.name,
        labels: values.labels,
        features: values.features ?? [],
        sync: { ...sync, intervalSeconds: 1 },
      };
    store.create(object);
  }
  for (const ns of ['team-a', 'team-b'])
    store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } });
  store.create(parse(readFileSync(join(ROOT, 'agent/deploy/peer-crd.yaml'), 'utf8')) as KubeObject);
  const rendered = chart.render(
    {
      controlPlaneUrl: plane.url,
      tenantId: TENANT,
      bootstrapToken: { value: 'x' },
      rbac: { profile: 'restricted', extensionNamespaces: ['team-a'] },
      sync,
    },
    { name: 'arcbridge', namespace: AGENT_NAMESPACE },
  );
  for (const object of rendered.filter((o) => RBAC_KINDS.has(o.kind))) {
    const { source: _source, ...plain } = object as typeof object & { source?: string };
    store.create(plain as unknown as KubeObject);
  }
}

interface ClusterState {
  clusterId: string;
  role: string;
  state: string;
  reason?: string;
}

/** Whether `sync-rules show` has the target refusing the rule's copy with a Conflict naming both sources. */
export async function refusedForBoth(
  show: () => Promise<{ json<T>(): T }>,
  target: string,
  sources: [string, string],
): Promise<boolean> {
  const { status } = (await show()).json<{ status: { clusters: ClusterState[] } }>();
  const found = status.clusters.find((c) => c.clusterId === target && c.role === 'target');
  return found?.state === 'Conflict' && sources.every((source) => found.reason!.includes(source));
}
