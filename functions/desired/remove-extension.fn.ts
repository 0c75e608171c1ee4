import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerRemoveExtension(runtime: RuntimeProvider): void {
  const endpoint = endpoints.removeExtension;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => {
      await rt.desired.remove(params.tenantId, params.clusterId, params.name);
      return { status: 204 };
    }),
  );
}
