import type { Explanation } from '../../contract/broker';
import { problems } from '../../contract/problems';
import { apiId, placementDocId, placementIdOf, PLACEMENT_PREFIX } from './model';
import type { PlacementDocument } from './model';
import { BrokerSnapshot, allWithPrefix } from './world';
import type { WorldDeps } from './world';

/**
 * `broker explain`: every provider for one consumer object, the filter (or cordon, outage,
 * selector) that refused each one, and the order placement would pick among those that accept.
 */
export class PlacementExplainer {
  constructor(private readonly deps: WorldDeps) {}

  async explain(
    tenantId: string,
    query: { cluster: string; namespace: string; name: string; api?: string },
  ): Promise<Explanation> {
    const { docs } = this.deps;
    let placement: PlacementDocument | undefined;
    if (query.api) {
      placement = (
        await docs.placements.read(
          tenantId,
          placementDocId(placementIdOf(query.cluster, query.api, query.namespace, query.name)),
        )
      )?.doc;
    } else {
      // Only `consumer` is indexed: namespace and name are matched among that cluster's objects.
      const found = (
        await allWithPrefix(docs.placements, tenantId, PLACEMENT_PREFIX, [
          { path: ['consumer'], op: 'eq', value: query.cluster },
        ])
      ).filter(({ doc }) => doc.namespace === query.namespace && doc.name === query.name);
      if (found.length > 1) {
        throw problems.conflict(
          `Objects of ${found.length} brokered APIs are named ${query.namespace}/${query.name} in ${query.cluster}: add api (one of ${found.map((f) => f.doc.api).join(', ')}).`,
        );
      }
      placement = found[0]?.doc;
    }
    const what = `${query.namespace}/${query.name} in ${query.cluster}`;
    if (!placement) throw problems.notFound('Brokered object', what);
    const api = (await docs.apis.read(tenantId, apiId(placement.api)))?.doc;
    if (!api) throw problems.notFound('Brokered API', placement.api);
    const snapshot = await BrokerSnapshot.load(this.deps, tenantId, [placement.consumer]);
    const { verdicts, order } = await snapshot.judge(api, placement);
    return {
      api: api.name,
      consumer: placement.consumer,
      namespace: placement.namespace,
      name: placement.name,
      spread: api.spread,
      ...(order[0] !== undefined ? { chosen: order[0] } : {}),
      placement: {
        placementId: placement.placementId,
        api: placement.api,
        consumer: placement.consumer,
        namespace: placement.namespace,
        name: placement.name,
        state: placement.state,
        ...(placement.provider !== undefined ? { provider: placement.provider } : {}),
        ...(placement.previous !== undefined ? { previous: placement.previous } : {}),
        ...(placement.reason !== undefined ? { reason: placement.reason } : {}),
        since: placement.since,
      },
      providers: verdicts,
    };
  }
}
