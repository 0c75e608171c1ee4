import type { RolloutView } from '../../contract/rollouts';
import type { ClusterDocument } from '../clusters';
import type { Collection } from '../platform/store/store';

/**
 * The view's failures by cluster name as well as id (one read of at most 100 clusters): people
 * know their clusters by name. A cluster deleted since has none (null).
 */
export async function withClusterNames(
  clusters: Collection<ClusterDocument>,
  view: RolloutView,
): Promise<RolloutView> {
  if (view.failures.length === 0) return view;
  const found = await clusters.readMany(
    view.tenantId,
    view.failures.map((failure) => failure.clusterId),
  );
  const names = new Map(found.map((cluster) => [cluster.doc.id, cluster.doc.name]));
  return {
    ...view,
    failures: view.failures.map((failure) => ({
      ...failure,
      clusterName: names.get(failure.clusterId) ?? null,
    })),
  };
}
