import type {
  CreateRolloutRequest,
  ClusterRolloutState,
  RolloutState as WireRolloutState,
} from '../../contract/rollouts';
import { TOUCHED_CLUSTER_STATES } from '../../contract/rollouts';
import type { ExtensionPin } from '../clusters';
import type { DocumentBase } from '../platform/store/store';
import type { HealthCheckResult } from './metric-gates/health-results';

export type RolloutState = WireRolloutState;
export type StageState = 'Pending' | 'Running' | 'Waiting' | 'Done' | 'Halted';

export interface RolloutDocument extends DocumentBase {
  spec: CreateRolloutRequest;
  state: RolloutState;
  /**
   * Bumped by every state change. Fan-out messages carry the generation they were sent in; one
   * from an older generation (sent before a pause, a resume or a stop) is dropped. Absent on
   * rollouts stored before it existed (read as 0).
   */
  generation?: number;
  /**
   * Order of the rollouts of this extension in the tenant (from the extension's lock document): a
   * pin write never replaces the pin of a rollout with a higher sequence.
   */
  sequence?: number;
  /** Set when the last stage is done with clusters still deferred: catch-up ends then. */
  deferredUntil?: string | null;
  haltReason: string | null;
  currentStage: number;
  stages: {
    name: string;
    state: StageState;
    total: number;
    startedAt: string | null;
    completedAt: string | null;
    waitUntil: string | null;
    /** The stage's approval, once the rollout asked for it (see approvals.ts). */
    approval?: StageApprovalRecord;
  }[];
  /** What each stage's health queries answered when it had baked (the latest run of each). */
  healthChecks?: HealthCheckResult[];
  /** Host of the extension source, for the per-source-host cap. */
  sourceHost: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  /**
   * The per-cluster records counted, so listing rollouts reads no records. Absent on rollouts
   * written before it existed (the list fills it in once).
   */
  summary?: RolloutSummary;
}

/** Where a stage's approval stands: asked for when the stage is next, then decided or timed out. */
export interface StageApprovalRecord {
  state: 'Waiting' | 'Approved' | 'Rejected' | 'TimedOut';
  requestedAt: string;
  dueAt: string;
  by: string | null;
  at: string | null;
}

/**
 * Counts of a rollout's per-cluster records, taken by whoever has just read them all (the
 * reconciler's pass, an operator action, a read of one rollout) rather than kept up to date per
 * cluster change: a counter on the rollout document would make every fan-out handler and status
 * report contend for its etag.
 */
export interface RolloutSummary {
  /** Taken before the records were read: every record change made before it is counted. */
  asOf: string;
  /** One entry per stage, in the rollout's stage order. */
  stages: StageSummary[];
}

export interface StageSummary {
  counts: Record<ClusterRolloutState, number>;
  /** Sends of the stage due after `asOf` (the pacing caps hold them back), if any. */
  queued: { count: number; nextAt: string } | null;
  /** Clusters of the stage waiting for their maintenance window, and when those open. */
  windows?: { waiting: number; nextOpensAt: string; lastOpensAt: string } | null;
  /** Clusters sent the version whose agent holds it for a dependency (absent in older summaries). */
  heldByDependency?: number;
}

/** One cluster's progress in one rollout: the outbox record the fan-out messages point at. */
export interface RolloutClusterDocument extends DocumentBase {
  rolloutId: string;
  clusterId: string;
  stage: number;
  region: string | null;
  state: ClusterRolloutState;
  slotAt: string | null;
  sequenceNumber: string | null;
  /** When the message was (re)sent; the healer re-sends a Scheduled record whose message is long overdue. */
  sentAt: string | null;
  /**
   * When the pin write was admitted against the caps (the write starts then, or a timer's
   * lateness after); the caps hold on these times.
   */
  appliedAt: string | null;
  /**
   * When the pin write had completed. null on an Applied record: claimed, the pin being written
   * (or its handler died and the message's redelivery finishes it). Absent on records written
   * before it was recorded.
   */
  pinWrittenAt?: string | null;
  /** Saved before the pin is written: what rollback restores (null = there was no pin). */
  previousPin: ExtensionPin | null | undefined;
  reason: string | null;
  message: string | null;
  updatedAt: string;
  /** While WaitingForWindow: when the cluster's next maintenance window opens. */
  windowOpensAt?: string | null;
  /** The rollout generation of the record's latest fan-out message. */
  generation?: number;
  /** The failure verdict, kept verbatim through a halt and a rollback (the state moves on). */
  failure?: RecordFailure | null;
  /** What rollback did on this cluster. */
  rollback?: RecordRollback | null;
}

export interface RecordFailure {
  state: 'Failed' | 'TimedOut';
  /** The agent's phase; null for a health timeout. */
  phase: string | null;
  reason: string;
  message: string | null;
  at: string;
}

export interface RecordRollback {
  outcome: 'restored' | 'removed' | 'keptNewer' | 'cancelled';
  version: string | null;
  at: string;
}

/** Where the engine stops moving a rollout (a Halted one with autoRollback is rolled back next). */
export { TERMINAL_ROLLOUT_STATES } from '../../contract/rollouts';
export const FINISHED_CLUSTER_STATES: ClusterRolloutState[] = [
  'Succeeded',
  'Failed',
  'TimedOut',
  'Cancelled',
  'RolledBack',
];
export const FAILURE_STATES: ClusterRolloutState[] = ['Failed', 'TimedOut'];
/** States in which the cluster may carry the rollout's pin (Applied: claimed, the pin written or being written). */
export const TOUCHED_STATES: ClusterRolloutState[] = [...TOUCHED_CLUSTER_STATES];
/** States in which no pin was ever written for the record: rollback cancels them. */
export const UNSENT_STATES: ClusterRolloutState[] = ['Pending', 'Scheduled', 'Deferred', 'WaitingForWindow'];
/** States whose records a halt or a cancel withdraws: not sent, and not waiting for a cluster to return. */
export const CANCELLABLE_STATES: ClusterRolloutState[] = ['Pending', 'Scheduled', 'WaitingForWindow'];

export function recordId(rolloutId: string, clusterId: string): string {
  return `${rolloutId}.${clusterId}`;
}

/** The fan-out message body: enough to find the record; everything else is read from the store. */
export interface FanoutMessage {
  tenantId: string;
  rolloutId: string;
  clusterId: string;
  /** The rollout's generation when the message was sent; absent on messages sent before it existed. */
  generation?: number;
}

export const FANOUT_QUEUE = 'rollout-fanout';

/**
 * The fan-out message for one cluster. The message id makes duplicates recognisable end to end;
 * the record state makes them harmless.
 */
export function fanoutMessage(
  tenantId: string,
  rolloutId: string,
  clusterId: string,
  generation: number,
): { body: FanoutMessage; messageId: string } {
  return {
    body: { tenantId, rolloutId, clusterId, generation },
    messageId: `${recordId(rolloutId, clusterId)}.${generation}`.slice(0, 128),
  };
}

export function generationOf(rollout: Pick<RolloutDocument, 'generation'>): number {
  return rollout.generation ?? 0;
}

/** Per tenant and extension: the rollouts holding clusters, and the sequence of the next one. */
export interface ExtensionLockDocument extends DocumentBase {
  kind: 'extensionLock';
  extension: string;
  /** The sequence the last rollout of this extension got. */
  sequence: number;
  holders: { rolloutId: string; since: string }[];
}

export function extensionLockId(extension: string): string {
  return `lock.${extension}`;
}

/** Index of rollouts the reconciler visits, in the shared partition. */
export interface ActiveRolloutsDocument extends DocumentBase {
  items: { tenantId: string; rolloutId: string }[];
}
export const ACTIVE_ROLLOUTS_ID = 'active-rollouts';
