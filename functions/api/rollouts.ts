import { z } from 'zod';
import { ExtensionName, Timestamp } from './common';
import { Target } from './targeting';

const Namespace = z.string().regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/, 'a Kubernetes namespace name');

export const RolloutStage = z
  .object({
    name: z.string().regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/),
    selector: z
      .string()
      .max(2048)
      .optional()
      .describe('Label selector: the stage takes the matching clusters left.'),
    percent: z.number().gt(0).max(100).optional().describe('Share of all targeted clusters, rounded up.'),
    maxConcurrency: z.number().int().min(1).max(100_000).optional().describe('Clusters in flight at once.'),
    afterStageWaitSeconds: z
      .number()
      .int()
      .min(0)
      .max(7 * 86400)
      .default(0),
    gate: z
      .string()
      .max(1024)
      .optional()
      .describe(
        'CEL over the previous stage counts (total, succeeded, failed, timedOut, deferred, cancelled), e.g. "failed / total < 0.01"; false halts.',
      ),
  })
  .strict()
  .refine(
    (stage) => (stage.selector === undefined) !== (stage.percent === undefined),
    'give exactly one of selector or percent',
  )
  .meta({ id: 'RolloutStage' });

export const Pacing = z
  .object({
    perSecond: z
      .number()
      .positive()
      .max(10_000)
      .optional()
      .describe('Sends per second for this rollout (tenant cap).'),
    perRegionPerSecond: z.number().positive().max(10_000).optional(),
    perSourceHostPerSecond: z.number().positive().max(10_000).optional(),
  })
  .strict()
  .meta({ id: 'Pacing' });

export const RolloutStrategy = z
  .object({
    stages: z.array(RolloutStage).min(1).max(20),
    errorBudgetPercent: z.number().min(0).max(100).default(2),
    autoRollback: z.boolean().default(false),
    healthTimeoutSeconds: z.number().int().min(10).max(86400).default(600),
    pacing: Pacing.optional(),
  })
  .strict()
  .meta({ id: 'RolloutStrategy' });

export const CreateRolloutRequest = z
  .object({
    extension: ExtensionName,
    version: z.string().min(1).max(128),
    target: Target.default({}),
    namespace: Namespace.optional().describe(
      'Install into this namespace where no assignment places the extension; without it the rollout only changes the version of existing assignments.',
    ),
    values: z.record(z.string(), z.unknown()).optional(),
    strategy: RolloutStrategy,
  })
  .strict()
  .meta({ id: 'CreateRolloutRequest' });
export type CreateRolloutRequest = z.infer<typeof CreateRolloutRequest>;

export const RolloutState = z
  .enum(['Running', 'Paused', 'Halted', 'Completed', 'RollingBack', 'RolledBack'])
  .meta({ id: 'RolloutState' });
export const ClusterRolloutState = z
  .enum([
    'Pending',
    'Scheduled',
    'Applied',
    'Succeeded',
    'Failed',
    'TimedOut',
    'Deferred',
    'Cancelled',
    'RolledBack',
  ])
  .meta({ id: 'ClusterRolloutState' });
export type ClusterRolloutState = z.infer<typeof ClusterRolloutState>;

const Counts = z.record(ClusterRolloutState, z.number().int()).describe('Clusters per state.');

export const RolloutView = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    extension: z.string(),
    version: z.string(),
    state: RolloutState,
    waitingReason: z.string().nullable().describe('Why the rollout is not moving, in words.'),
    haltReason: z.string().nullable(),
    currentStage: z.number().int(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    total: z.number().int(),
    counts: Counts,
    stages: z.array(
      z.object({
        name: z.string(),
        state: z.enum(['Pending', 'Running', 'Waiting', 'Done', 'Halted']),
        total: z.number().int(),
        counts: Counts,
        startedAt: Timestamp.nullable(),
        completedAt: Timestamp.nullable(),
        etaSeconds: z.number().nullable(),
      }),
    ),
    failures: z
      .array(
        z.object({
          clusterId: z.string(),
          state: z.string(),
          reason: z.string(),
          message: z.string().nullable(),
        }),
      )
      .describe('Up to 100 failed clusters with the agent reason and message verbatim.'),
    deferred: z.array(z.string()).describe('Clusters offline when their slot came (up to 100).'),
  })
  .meta({ id: 'Rollout' });
export type RolloutView = z.infer<typeof RolloutView>;

export const RolloutListItem = RolloutView.omit({ failures: true, deferred: true }).extend({
  countsAsOf: Timestamp.describe(
    'When total, counts, stages[].counts, etaSeconds and the pacing or health part of waitingReason were counted from the per-cluster records: every cluster change before this time is in them (the list itself reads no per-cluster record). A running rollout is counted by every reconcile pass (about every 5 s); pause, resume and rollback count it at once; a paused rollout is counted again while updates sent before the pause still report (up to healthTimeoutSeconds after it); a halted, completed or rolled-back rollout keeps the counts of its end until a GET of it finds late verdicts and counts it again. state, haltReason and the stage states are always current.',
  ),
});
export type RolloutListItem = z.infer<typeof RolloutListItem>;

export const RolloutList = z
  .object({
    items: z.array(RolloutListItem),
    continuationToken: z.string().optional(),
  })
  .meta({ id: 'RolloutList' });
export type RolloutList = z.infer<typeof RolloutList>;
