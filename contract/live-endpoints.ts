import { z } from 'zod';
import { ClusterId, TenantId } from './common';
import { defineEndpoint } from './endpoint';
import { GroupPath } from './targeting';

/** What one console page follows: one stream per page, whatever the page shows. */
export const LiveTopic = z.enum(['fleet', 'rollouts', 'cluster']).meta({ id: 'LiveTopic' });
export type LiveTopic = z.infer<typeof LiveTopic>;

export const TenantEventsQuery = z
  .object({
    topic: LiveTopic.describe(
      "fleet: 'summary' events (the fleet summary for labelSelector and group); rollouts: 'rollouts' events (the first page of the rollout list); cluster: 'cluster' events (the cluster as GET returns it).",
    ),
    labelSelector: z.string().max(2048).optional().describe('With topic=fleet: as on the fleet summary.'),
    group: GroupPath.optional().describe('With topic=fleet: as on the fleet summary.'),
    clusterId: ClusterId.optional().describe('With topic=cluster: which cluster.'),
  })
  .strict();

export const liveEndpoints = {
  tenantEvents: defineEndpoint({
    name: 'tenantEvents',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/events',
    auth: 'operator',
    role: 'reader',
    tag: 'clusters',
    summary: 'What one console page shows, live, as server-sent events (text/event-stream)',
    description:
      "One stream per page: sends the topic's current answer as its first event, then again whenever it changes (the store is polled: every 2 s for rollouts and a cluster, every 5 s for the fleet summary), a comment after 15 s without an event so proxies keep the stream open, and closes after 30 minutes (clients reconnect). A malformed selector or group is 400 and an unknown cluster 404 before the stream starts.",
    params: z.object({ tenantId: TenantId }),
    query: TenantEventsQuery,
    responses: {
      200: { description: 'text/event-stream of the topic' },
      400: { description: 'Malformed selector or group, or clusterId missing for topic=cluster' },
      401: { description: 'Missing, invalid or expired credentials.' },
      403: { description: 'The caller may not act on this tenant.' },
      404: { description: 'No such cluster (topic=cluster)' },
      429: { description: 'Rate limited; retry after the Retry-After header.' },
    },
  }),
};
