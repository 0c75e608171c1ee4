import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerCreateRollout(runtime: RuntimeProvider): void {
  const endpoint = endpoints.createRollout;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, body, principal }, rt) => {
      const rollout = await rt.rollouts.create(params.tenantId, principal.subject, body);
      return {
        status: 201,
        body: rollout,
        headers: { Location: `/api/v1/tenants/${params.tenantId}/rollouts/${rollout.id}` },
      };
    }),
  );
}
