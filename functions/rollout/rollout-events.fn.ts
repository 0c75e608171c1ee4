import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { EVENT_STREAM_HEADERS } from '../platform/http/event-stream-headers';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';
import { progressStream } from './progress-stream';

export function registerRolloutEvents(runtime: RuntimeProvider): void {
  const endpoint = endpoints.rolloutEvents;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params }, rt) => {
      const { tenantId, rolloutId } = params;
      // Fail with a proper 404 before the stream starts (one point read; the stream's first poll counts).
      await rt.rollouts.progress(tenantId, rolloutId);
      return {
        status: 200,
        headers: { ...EVENT_STREAM_HEADERS },
        stream: progressStream(
          {
            fromSummary: () => rt.rollouts.progress(tenantId, rolloutId),
            exact: () => rt.rollouts.get(tenantId, rolloutId),
          },
          rt.log,
        ),
      };
    }),
  );
}
