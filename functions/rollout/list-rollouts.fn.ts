import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerListRollouts(runtime: RuntimeProvider): void {
  const endpoint = endpoints.listRollouts;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, query }, rt) => ({
      status: 200,
      body: await rt.rollouts.list(params.tenantId, query.continuationToken),
    })),
  );
}
