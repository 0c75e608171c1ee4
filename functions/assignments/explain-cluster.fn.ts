import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerExplainCluster(runtime: RuntimeProvider): void {
  const endpoint = endpoints.explainCluster;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => {
      const cluster = await rt.clusters.require(params.tenantId, params.clusterId);
      return { status: 200, body: await rt.fleet.explain(params.tenantId, cluster.doc) };
    }),
  );
}
