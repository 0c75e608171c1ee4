import { z } from 'zod';
import { Namespace } from './namespaces';
import { ExtensionName, Timestamp } from './common';
import { Target } from './targeting';
import { HealthCheck, HealthCheckView } from './rollout-health';

/** An approver: `role:<role>` (anyone holding that role or a higher one) or a principal (a token's subject). */
export const ROLE_APPROVER_PREFIX = 'role:';

export const StageApproval = z
  .object({
    required: z.boolean().default(true).describe('false turns the approval off without deleting it.'),
    approvers: z
      .array(z.string().min(1).max(256))
      .min(1)
      .max(50)
      .describe(
        "Who may approve or reject: 'role:reader', 'role:operator' or 'role:admin' (that role or a higher one), or a principal, the subject of its token (an Entra object id, the local user).",
      ),
    timeoutMinutes: z
      .number()
      .int()
      .min(1)
      .max(30 * 24 * 60)
      .default(24 * 60)
      .describe('Halts the rollout when nobody decided within this time (default 1 day, at most 30 days).'),
  })
  .strict()
  .meta({ id: 'StageApproval' });
export type StageApproval = z.infer<typeof StageApproval>;

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
    bakeMinutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 1440)
      .optional()
      .describe(
        'After every cluster of the stage is judged, wait this long before its healthChecks run and the rollout moves on (also after the last stage).',
      ),
    healthChecks: z
      .array(HealthCheck)
      .max(5)
      .optional()
      .describe(
        "Queries over the stage's clusters, run when it has baked; each must be healthy or the rollout halts.",
      ),
    approval: StageApproval.optional().describe(
      'The stage starts only once an allowed approver approved it; the rollout waits WaitingForApproval.',
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

/** Default and maximum of `deferredTimeoutSeconds` (docs/rollouts.md). */
export const DEFAULT_DEFERRED_TIMEOUT_SECONDS = 86_400;
export const MAX_DEFERRED_TIMEOUT_SECONDS = 7 * 86_400;

export const RolloutStrategy = z
  .object({
    stages: z.array(RolloutStage).min(1).max(20),
    errorBudgetPercent: z.number().min(0).max(100).default(2),
    autoRollback: z.boolean().default(false),
    healthTimeoutSeconds: z.number().int().min(10).max(86400).default(600),
    deferredTimeoutSeconds: z
      .number()
      .int()
      .min(0)
      .max(MAX_DEFERRED_TIMEOUT_SECONDS)
      .default(DEFAULT_DEFERRED_TIMEOUT_SECONDS)
      .describe(
        'How long after the last stage is done clusters that were offline at their slot are still caught up when they reconnect (default 1 day, at most 7 days); then the rollout ends CompletedWithDeferred, listing them.',
      ),
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
    allowEmpty: z
      .boolean()
      .default(false)
      .describe('Accept a target, group or stage selector that matches no cluster (otherwise 422).'),
    supersede: z
      .boolean()
      .default(false)
      .describe(
        'Cancel every running, paused or waiting rollout of the same extension that overlaps this target first (otherwise 409).',
      ),
  })
  .strict()
  .meta({ id: 'CreateRolloutRequest' });
export type CreateRolloutRequest = z.infer<typeof CreateRolloutRequest>;

export const RolloutState = z
  .enum([
    'Running',
    'Paused',
    'WaitingForApproval',
    'WaitingForDeferred',
    'Halted',
    'Completed',
    'CompletedWithDeferred',
    'Cancelled',
    'RollingBack',
    'RolledBack',
  ])
  .meta({ id: 'RolloutState' });
export type RolloutState = z.infer<typeof RolloutState>;
export const ClusterRolloutState = z
  .enum([
    'Pending',
    'Scheduled',
    'Applied',
    'Succeeded',
    'Failed',
    'TimedOut',
    'Deferred',
    'WaitingForWindow',
    'Cancelled',
    'RolledBack',
  ])
  .meta({ id: 'ClusterRolloutState' });
export type ClusterRolloutState = z.infer<typeof ClusterRolloutState>;

/** Cluster states in which the rollout reached the cluster (its pin may be written): what a rollback undoes. */
export const TOUCHED_CLUSTER_STATES: readonly ClusterRolloutState[] = [
  'Applied',
  'Succeeded',
  'Failed',
  'TimedOut',
];

/** Rollout states the engine leaves no more by itself (see rolloutSettled for Halted). */
export const TERMINAL_ROLLOUT_STATES: readonly RolloutState[] = [
  'Completed',
  'CompletedWithDeferred',
  'Halted',
  'Cancelled',
  'RolledBack',
];

/**
 * Whether a rollout, as a view shows it, moves no more by itself: what a watch waits for. Halted is
 * not the end when autoRollback is on and the rollout reached a cluster: the pass that halted it
 * starts the rollback at once (milliseconds later; the reconciler finishes it if that instance
 * died), so a watch that stopped at Halted would report a state the rollout has already left.
 * The engine decides by the same rule whether a halt rolls back (rollout-ending.ts).
 */
export function rolloutSettled(view: {
  state: string;
  autoRollback: boolean;
  counts: Partial<Record<string, number>>;
}): boolean {
  if (!(TERMINAL_ROLLOUT_STATES as readonly string[]).includes(view.state)) return false;
  if (view.state !== 'Halted' || !view.autoRollback) return true;
  return !TOUCHED_CLUSTER_STATES.some((state) => (view.counts[state] ?? 0) > 0);
}

const Counts = z.record(ClusterRolloutState, z.number().int()).describe('Clusters per state.');
const HeldByDependency = z
  .number()
  .int()
  .optional()
  .describe(
    'Of the Applied clusters, those whose agent holds the version back until a dependency of the extension is Ready (reason WaitingForDependency or DependencyCycle); counted with the counts.',
  );

export const StageApprovalView = z
  .object({
    state: z
      .enum(['NotRequested', 'Waiting', 'Approved', 'Rejected', 'TimedOut'])
      .describe('NotRequested until the stage is next; Waiting while the rollout is WaitingForApproval.'),
    approvers: z.array(z.string()),
    timeoutMinutes: z.number().int(),
    requestedAt: Timestamp.nullable(),
    dueAt: Timestamp.nullable().describe('When the rollout halts if nobody decided.'),
    by: z.string().nullable().describe('Who approved or rejected (the subject of the token).'),
    at: Timestamp.nullable().describe('When it was approved, rejected or timed out.'),
  })
  .meta({ id: 'StageApprovalView' });
export type StageApprovalView = z.infer<typeof StageApprovalView>;

export const StageWindowsView = z
  .object({
    waiting: z.number().int().describe('Clusters WaitingForWindow.'),
    nextOpensAt: Timestamp.describe('When the first of their windows opens.'),
    lastOpensAt: Timestamp.describe('When the last of their windows opens.'),
  })
  .meta({ id: 'StageWindowsView' });
export type StageWindowsView = z.infer<typeof StageWindowsView>;

export const RolloutView = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    extension: z.string(),
    version: z.string(),
    state: RolloutState,
    waitingReason: z.string().nullable().describe('Why the rollout is not moving, in words.'),
    haltReason: z.string().nullable(),
    autoRollback: z
      .boolean()
      .describe(
        "The strategy's autoRollback: a Halted rollout that reached a cluster is then rolled back at once (see RolledBack).",
      ),
    currentStage: z.number().int(),
    createdBy: z.string().optional().describe('Who started the rollout (the subject of the token).'),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    total: z.number().int(),
    counts: Counts,
    heldByDependency: HeldByDependency,
    stages: z.array(
      z.object({
        name: z.string(),
        state: z.enum(['Pending', 'Running', 'Waiting', 'Done', 'Halted']),
        total: z.number().int(),
        counts: Counts,
        startedAt: Timestamp.nullable(),
        completedAt: Timestamp.nullable(),
        etaSeconds: z
          .number()
          .nullable()
          .describe(
            'Seconds until the stage is done at its pace, and at least until the last window it waits for opens.',
          ),
        approval: StageApprovalView.nullable().describe('null when the stage needs no approval.'),
        windows: StageWindowsView.nullable().describe(
          'Clusters of the stage waiting for their maintenance window (null when none waits).',
        ),
        heldByDependency: HeldByDependency,
      }),
    ),
    deferredUntil: Timestamp.nullable().describe(
      'While WaitingForDeferred: until when clusters still offline are caught up when they reconnect.',
    ),
    failures: z
      .array(
        z.object({
          clusterId: z.string(),
          clusterName: z
            .string()
            .nullable()
            .optional()
            .describe("The cluster's name (null: the cluster was deleted since)."),
          state: z.enum(['Failed', 'TimedOut']).describe('The verdict when the cluster failed.'),
          phase: z.string().nullable().describe("The agent's phase (null for a health timeout)."),
          reason: z.string(),
          message: z.string().nullable(),
          at: Timestamp,
          currentState: ClusterRolloutState.describe('The cluster record now (RolledBack after a rollback).'),
        }),
      )
      .describe(
        'Up to 100 clusters that failed in this rollout, with the agent phase, reason and message verbatim; kept after a halt and a rollback.',
      ),
    rollback: z
      .array(
        z.object({
          clusterId: z.string(),
          outcome: z
            .enum(['restored', 'removed', 'keptNewer', 'cancelled'])
            .describe(
              'restored: the previous version is back; removed: there was none, the extension is no longer pinned; keptNewer: a newer rollout had pinned the cluster, left alone; cancelled: never sent, nothing to undo.',
            ),
          version: z.string().nullable().describe('The version restored (restored only).'),
          at: Timestamp,
        }),
      )
      .describe('Up to 100 clusters with what rollback did on each (empty unless rolled back).'),
    deferred: z
      .array(z.string())
      .describe(
        'Clusters offline when their slot came and not caught up (up to 100); after CompletedWithDeferred, the ones never updated.',
      ),
    healthChecks: z
      .array(HealthCheckView)
      .describe("Every stage's health queries, with the value each answered and its threshold."),
  })
  .meta({ id: 'Rollout' });
export type RolloutView = z.infer<typeof RolloutView>;

export const RolloutListItem = RolloutView.omit({
  failures: true,
  deferred: true,
  rollback: true,
  healthChecks: true,
}).extend({
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

export const ApprovalDecision = z
  .object({
    stage: z.string().min(1).max(63).describe('The name of the stage the rollout waits to start.'),
  })
  .strict()
  .meta({ id: 'ApprovalDecision' });
export type ApprovalDecision = z.infer<typeof ApprovalDecision>;

/** A tenant's rules for its rollouts. */
export const RolloutSettings = z
  .object({
    fourEyesApproval: z
      .boolean()
      .default(false)
      .describe('Nobody approves a stage of a rollout they started themselves (the subject of its token).'),
  })
  .strict()
  .meta({ id: 'RolloutSettings' });
export type RolloutSettings = z.infer<typeof RolloutSettings>;
