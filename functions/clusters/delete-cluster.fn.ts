import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerDeleteCluster(runtime: RuntimeProvider): void {
  const endpoint = endpoints.deleteCluster;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, principal }, rt) => {
      await rt.clusters.delete(params.tenantId, params.clusterId);
      rt.log.info('cluster deleted', {
        tenantId: params.tenantId,
        clusterId: params.clusterId,
        by: principal.subject,
      });
      return { status: 204 };
    }),
  );
}
