import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerListClusters(runtime: RuntimeProvider): void {
  const endpoint = endpoints.listClusters;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, query }, rt) => ({
      status: 200,
      body: await rt.clusters.list(params.tenantId, query),
    })),
  );
}
