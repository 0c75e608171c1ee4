import { z } from 'zod';
import { TenantId, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import { RolloutId } from './rollout-endpoints';

const TimelinePoint = z
  .object({
    at: Timestamp,
    sent: z
      .number()
      .int()
      .min(0)
      .describe('Clusters of the stage sent the version by then (admitted against the caps).'),
    updated: z
      .number()
      .int()
      .min(0)
      .describe('Clusters of the stage that reported the version installed by then.'),
  })
  .meta({ id: 'RolloutTimelinePoint' });

export const RolloutTimeline = z
  .object({
    rolloutId: RolloutId,
    pacing: z
      .object({
        perSecond: z
          .number()
          .positive()
          .nullable()
          .describe("The rollout's own send rate cap; null: none set."),
      })
      .describe('The cap the sends are held to, drawn as a line on the timeline.'),
    stages: z.array(
      z.object({
        name: z.string(),
        total: z.number().int().min(0),
        startedAt: Timestamp.nullable(),
        completedAt: Timestamp.nullable(),
        points: z
          .array(TimelinePoint)
          .max(200)
          .describe('Cumulative counts, oldest first, at most 200 (evenly thinned on larger stages).'),
      }),
    ),
  })
  .meta({ id: 'RolloutTimeline' });
export type RolloutTimeline = z.infer<typeof RolloutTimeline>;

export const rolloutTimelineEndpoints = {
  getRolloutTimeline: defineEndpoint({
    name: 'getRolloutTimeline',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/rollouts/{rolloutId}/timeline',
    auth: 'operator',
    role: 'reader',
    tag: 'rollouts',
    summary: 'Clusters sent and updated over time, per stage, with the pacing cap',
    description:
      "Read from the rollout's per-cluster records (one page of 1,000 per request to the store): what the console draws as the rollout's timeline.",
    params: z.object({ tenantId: TenantId, rolloutId: RolloutId }),
    responses: {
      200: { description: 'The timeline', schema: RolloutTimeline },
      401: { description: 'Missing or invalid token' },
      403: { description: 'Tenant or role not covered' },
      404: { description: 'No such rollout in this tenant' },
    },
  }),
};
