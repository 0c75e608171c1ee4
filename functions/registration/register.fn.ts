import { app } from '@azure/functions';
import { endpoints } from '../api/endpoints';
import { toProblem } from '../platform/http/error-mapping';
import { enforceRateLimit, publicFunction } from '../platform/http/http-function';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { RuntimeProvider } from '../runtime';
import { tenantOfToken } from './bootstrap-tokens';

export function registerRegister(runtime: RuntimeProvider): void {
  const endpoint = endpoints.register;
  app.http(
    endpoint.name,
    publicFunction(endpoint, runtime, async ({ body }, rt) => {
      const tenantId = tenantOfToken(body.bootstrapToken) ?? '-';
      // Registration is unauthenticated until the token is checked: limit per claimed tenant.
      enforceRateLimit(rt, 'register', tenantId);
      const started = performance.now();
      const observe = (outcome: 'registered' | 'rejected' | 'error') => {
        const attributes = { tenantId, outcome };
        rt.telemetry.instruments.registrationDuration.record(
          (performance.now() - started) / 1000,
          attributes,
        );
        rt.telemetry.instruments.registrations.add(1, attributes);
      };
      try {
        const result = await rt.registration.register(body);
        observe('registered');
        return { status: 201, body: result, headers: { 'Cache-Control': 'no-store' } };
      } catch (err) {
        const problem = toProblem(err);
        if (problem.status < 500) {
          observe('rejected');
          rt.log.warn(LogEvents.registrationRejected.name, {
            tenantId,
            reason: problem.type.split('/').pop(),
          });
        } else {
          observe('error');
        }
        throw err;
      }
    }),
  );
}
