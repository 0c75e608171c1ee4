import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerGetExtensionVersion(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getExtensionVersion;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.catalog.getVersion(params.tenantId, params.name, params.version),
    })),
  );
}
