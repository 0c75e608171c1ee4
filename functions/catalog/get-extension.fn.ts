import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerGetExtension(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getExtension;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.catalog.get(params.tenantId, params.name),
    })),
  );
}
