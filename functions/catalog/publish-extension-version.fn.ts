import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerPublishExtensionVersion(runtime: RuntimeProvider): void {
  const endpoint = endpoints.publishExtensionVersion;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, body }, rt) => {
      const result = await rt.catalog.publish(params.tenantId, params.name, params.version, body);
      return { status: result.created ? 201 : 200, body: result.version };
    }),
  );
}
