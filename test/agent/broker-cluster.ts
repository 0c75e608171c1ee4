import { ObjectStore } from '../../agent/kube/object-store';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import type { ObjectRef } from '../../agent/kube/port';
import { ResourceTypes, BUILTIN_TYPES, ARCBRIDGE_CLUSTER_TYPE } from '../../agent/kube/resource-types';

export const certificate = { group: 'example.com', version: 'v1', kind: 'Certificate' };
export const secretKind = { group: '', version: 'v1', kind: 'Secret' };
export const now = () => new Date('2026-12-07T12:00:00Z');

/** A cluster in memory with the Certificate and AcceptAPI CRDs established, as the API server would. */
export function cluster(): MemoryCluster {
  const store = new ObjectStore({ types: new ResourceTypes([...BUILTIN_TYPES, ARCBRIDGE_CLUSTER_TYPE]) });
  const crd = (group: string, kind: string, plural: string, scope: string) => ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${group}` },
    spec: {
      group,
      scope,
      names: { kind, plural },
      versions: [
        { name: group === 'arcbridge.io' ? 'v1alpha1' : 'v1', served: true, subresources: { status: {} } },
      ],
    },
  });
  store.create(crd('example.com', 'Certificate', 'certificates', 'Namespaced'));
  store.create(crd('arcbridge.io', 'AcceptAPI', 'acceptapis', 'Cluster'));
  return new MemoryCluster({ store });
}

export const certRef = (name: string): ObjectRef => ({
  apiVersion: 'example.com/v1',
  kind: 'Certificate',
  name,
  namespace: 'team-a',
});
