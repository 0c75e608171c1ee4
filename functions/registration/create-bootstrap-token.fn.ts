import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerCreateBootstrapToken(runtime: RuntimeProvider): void {
  const endpoint = endpoints.createBootstrapToken;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, body, principal }, rt) => ({
      status: 201,
      body: await rt.registration.createBootstrapToken(params.tenantId, principal.subject, body),
      headers: { 'Cache-Control': 'no-store' },
    })),
  );
}
