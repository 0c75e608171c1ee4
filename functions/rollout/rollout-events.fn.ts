import { app } from '@azure/functions';
import { endpoints } from '../api/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';
import { progressStream } from './progress-stream';

export function registerRolloutEvents(runtime: RuntimeProvider): void {
  const endpoint = endpoints.rolloutEvents;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => {
      // Fail with a proper 404 before the stream starts.
      await rt.rollouts.get(params.tenantId, params.rolloutId);
      return {
        status: 200,
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
          'X-Accel-Buffering': 'no',
        },
        stream: progressStream(() => rt.rollouts.get(params.tenantId, params.rolloutId), rt.log),
      };
    }),
  );
}
