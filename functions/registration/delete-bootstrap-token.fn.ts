import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerDeleteBootstrapToken(runtime: RuntimeProvider): void {
  const endpoint = endpoints.deleteBootstrapToken;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, principal }, rt) => {
      await rt.bootstrapTokens.revoke(params.tenantId, params.tokenId, principal.subject);
      return { status: 204 };
    }),
  );
}
