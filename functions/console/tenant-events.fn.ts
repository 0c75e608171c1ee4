import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { problems } from '../../contract/problems';
import { EVENT_STREAM_HEADERS } from '../platform/http/event-stream-headers';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';
import { liveStream } from './live-stream';

/** How often each topic is read again: a summary counts the fleet, the others are a few point reads. */
export const LIVE_POLL_MS = { fleet: 5000, rollouts: 2000, cluster: 2000 } as const;

/** One event stream per console page (GET .../events?topic=...): what the page shows, kept current. */
export function registerTenantEvents(runtime: RuntimeProvider): void {
  const endpoint = endpoints.tenantEvents;
  app.http(
    endpoint.name,
    operatorFunction(endpoint, runtime, async ({ params, query }, rt) => {
      const { tenantId } = params;
      let read: () => Promise<unknown>;
      let event: string;
      if (query.topic === 'fleet') {
        const filters = { labelSelector: query.labelSelector, group: query.group };
        read = () => rt.fleetSummary.summarize(tenantId, filters);
        event = 'summary';
      } else if (query.topic === 'rollouts') {
        read = () => rt.rollouts.list(tenantId);
        event = 'rollouts';
      } else {
        const clusterId = query.clusterId;
        if (clusterId === undefined) {
          throw problems.badRequest('topic=cluster needs the clusterId it follows.', [
            { path: 'query.clusterId', message: 'required with topic=cluster' },
          ]);
        }
        read = () => rt.clusters.get(tenantId, clusterId);
        event = 'cluster';
      }
      // A malformed filter or an unknown cluster is a problem answer, not a stream that fails.
      const first = await read();
      let pending: unknown = first;
      return {
        status: 200,
        headers: { ...EVENT_STREAM_HEADERS },
        stream: liveStream(
          event,
          async () => {
            // The answer read to validate the request is the first event: read once, not twice.
            if (pending === undefined) return read();
            const answer = pending;
            pending = undefined;
            return answer;
          },
          rt.log,
          { pollMs: LIVE_POLL_MS[query.topic] },
        ),
      };
    }),
  );
}
