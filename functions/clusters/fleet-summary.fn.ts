import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerFleetSummary(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getFleetSummary;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, query }, rt) => ({
      status: 200,
      body: await rt.fleetSummary.summarize(params.tenantId, query),
    })),
  );
}
