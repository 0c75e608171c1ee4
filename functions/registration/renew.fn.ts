import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerRenew(runtime: RuntimeProvider): void {
  const endpoint = endpoints.renew;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ body, principal }, rt) => ({
      status: 200,
      body: await rt.registration.renew(principal, body.csr),
      headers: { 'Cache-Control': 'no-store' },
    })),
  );
}
