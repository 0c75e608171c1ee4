import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerDeleteAssignment(runtime: RuntimeProvider): void {
  const endpoint = endpoints.deleteAssignment;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => {
      await rt.assignments.delete(params.tenantId, params.name);
      return { status: 204 };
    }),
  );
}
