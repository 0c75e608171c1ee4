import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerRolloutTimeline(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getRolloutTimeline;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.rolloutTimelines.timeline(params.tenantId, params.rolloutId),
    })),
  );
}
