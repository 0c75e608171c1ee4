import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerAssignExtension(runtime: RuntimeProvider): void {
  const endpoint = endpoints.assignExtension;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, body }, rt) => {
      const result = await rt.desired.assign(params.tenantId, params.clusterId, params.name, body);
      return {
        status: result.created ? 201 : 200,
        body: { ...result.extension, generation: result.generation },
      };
    }),
  );
}
