import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerPutAssignment(runtime: RuntimeProvider): void {
  const endpoint = endpoints.putAssignment;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, body }, rt) => {
      const result = await rt.assignments.put(params.tenantId, params.name, body);
      return { status: result.created ? 201 : 200, body: result.assignment };
    }),
  );
}
