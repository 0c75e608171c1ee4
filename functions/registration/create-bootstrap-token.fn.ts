import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerCreateBootstrapToken(runtime: RuntimeProvider): void {
  const endpoint = endpoints.createBootstrapToken;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, body, principal }, rt) => {
      const { id, ...created } = await rt.registration.createBootstrapToken(
        params.tenantId,
        principal.subject,
        body,
      );
      return {
        status: 201,
        body: created,
        headers: {
          'Cache-Control': 'no-store',
          // Where the token's record is (its id, never the token): what `tokens delete` takes and
          // what the audit trail names as created.
          Location: `/api/v1/tenants/${params.tenantId}/bootstrap-tokens/${id}`,
        },
      };
    }),
  );
}
