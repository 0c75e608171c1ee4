import { app } from '@azure/functions';
import { endpoints } from '../api/endpoints';
import { enforceRateLimit, publicFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';
import { tenantOfToken } from './bootstrap-tokens';

export function registerRegister(runtime: RuntimeProvider): void {
  const endpoint = endpoints.register;
  app.http(
    endpoint.name,
    publicFunction(endpoint, runtime, async ({ body }, rt) => {
      // Registration is unauthenticated until the token is checked: limit per claimed tenant.
      enforceRateLimit(rt, 'register', tenantOfToken(body.bootstrapToken) ?? '-');
      return {
        status: 201,
        body: await rt.registration.register(body),
        headers: { 'Cache-Control': 'no-store' },
      };
    }),
  );
}
