import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerGetCluster(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getCluster;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => {
      const detail = await rt.clusters.get(params.tenantId, params.clusterId);
      // Show what the agent gets: direct assignments, matching fleet assignments and pins, hydrated.
      const cluster = await rt.clusters.require(params.tenantId, params.clusterId);
      const desired = await rt.fleet.desiredFor(params.tenantId, cluster.doc);
      return {
        status: 200,
        body: { ...detail, extensions: desired.extensions, desiredGeneration: desired.generation },
      };
    }),
  );
}
