import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerUpdateCluster(runtime: RuntimeProvider): void {
  const endpoint = endpoints.updateCluster;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, body }, rt) => ({
      status: 200,
      body: await rt.clusters.update(params.tenantId, params.clusterId, body),
    })),
  );
}
