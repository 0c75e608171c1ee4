import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context } from '@opentelemetry/api';
import type { StatusEvent } from '../../contract/status';
import { MAX_ATTEMPT } from '../../contract/status';
import type { DriftedObject } from '../../contract/drift-policy';
import { canonicalJson } from '../../contract/json/canonical-json';
import type { KubeObject } from '../kube/port';
import type { BackoffPolicy } from '../sync/backoff';
import { fullJitter } from '../sync/backoff';
import type { Actor } from './apply-step';

/** What the reconciler knows of each extension, and the one place its status changes. */

export type Phase = StatusEvent['phase'];

export interface ExtensionStatus {
  name: string;
  version: string;
  phase: Phase;
  reason: string;
  message: string;
  lastTransitionTime: string;
  observedGeneration: number;
  /** The install or removal attempt at observedGeneration this status is about (see beginAttempt). */
  attempt?: number;
  /** The drifted fields the latest drift check found (Drifted or DriftDetected), per object. */
  drift?: DriftedObject[];
}

export interface ExtensionState {
  status: ExtensionStatus;
  specHash: string;
  objects: KubeObject[];
  appliedAt: number;
  nextDriftCheckAt: number;
  failures: number;
  nextRetryAt: number;
  /** Install or removal attempts made at `attemptGeneration`. */
  attempt: number;
  attemptGeneration: number | undefined;
  /** Who the extension's objects are applied, checked and pruned as. */
  actor: Actor;
  /** The install span's context: later health checks of the same install join its trace. */
  trace?: Context;
}

/** What the reconciler holds of an extension it has done nothing to yet (or found in an inventory). */
export function newExtensionState(
  status: Pick<ExtensionStatus, 'name' | 'version' | 'phase' | 'reason' | 'observedGeneration'>,
  now: Date,
  actor: Actor,
): ExtensionState {
  return {
    status: { ...status, message: '', lastTransitionTime: now.toISOString() },
    specHash: '',
    objects: [],
    appliedAt: now.getTime(),
    nextDriftCheckAt: 0,
    failures: 0,
    nextRetryAt: 0,
    attempt: 0,
    attemptGeneration: undefined,
    actor,
  };
}

export interface StatusLedgerDeps {
  now: () => Date;
  onStatus: (event: StatusEvent) => void;
  retry: BackoffPolicy;
  random?: (() => number) | undefined;
  /** Where attempt numbers stop rising (default MAX_ATTEMPT, the most the control plane accepts). */
  maxAttempt?: number | undefined;
}

/**
 * Phase transitions, failures with their backoff, and attempt numbers of extensions: every status
 * the control plane sees is sent from `transition`, only when the phase, reason, attempt or
 * generation changes.
 */
export class StatusLedger {
  constructor(private readonly deps: StatusLedgerDeps) {}

  /**
   * Every failure that will be retried (render, policy, apply, prune, a failed health check or
   * drift re-apply) waits a full-jitter backoff that grows with consecutive failures, so a broken
   * extension on thousands of clusters does not hammer their API servers in step.
   */
  fail(state: ExtensionState, reason: string, message: string, generation: number): void {
    trace.getActiveSpan()?.setStatus({ code: SpanStatusCode.ERROR, message: `${reason}: ${message}` });
    state.failures += 1;
    state.nextRetryAt =
      this.deps.now().getTime() + fullJitter(state.failures, this.deps.retry, this.deps.random);
    this.transition(state, 'Failed', reason, message, generation);
  }

  /**
   * What counts as a retry: every install (render, apply, prune, health wait) and every removal
   * begins an attempt, numbered per extension and desired generation. The first at a generation is
   * attempt 1; any later one at the same generation only happens after a failure (a failed step, a
   * failed health check, a failed drift re-apply or prune), so attempt n is the (n - 1)th retry.
   * Not attempts: a health wait running past its timeout (the agent keeps watching, it re-applies
   * nothing) and drift correction of an installed extension (its own `Drifted` status). Success does
   * not reset the number within a generation, so it never goes down for the control plane, which
   * counts each rise once; a new generation starts again at 1. The number stops at maxAttempt: a
   * higher one would make the control plane refuse the whole status batch.
   */
  beginAttempt(state: ExtensionState, generation: number): void {
    const max = this.deps.maxAttempt ?? MAX_ATTEMPT;
    state.attempt = state.attemptGeneration === generation ? Math.min(state.attempt + 1, max) : 1;
    state.attemptGeneration = generation;
  }

  /**
   * An installed extension whose spec a new generation left as it was (a rollout pinning the version
   * the cluster runs, another extension's change) is reported at that generation, attempting
   * nothing: the control plane judges a pin by a status at (or after) the generation that carried
   * it, so without one a healthy cluster would time out.
   */
  confirm(state: ExtensionState, generation: number): void {
    const s = state.status;
    if (s.phase !== 'Installed' || s.observedGeneration === generation) return;
    this.transition(state, s.phase, s.reason, s.message, generation, s.drift);
  }

  transition(
    state: ExtensionState,
    phase: Phase,
    reason: string,
    message: string,
    generation: number,
    drift?: DriftedObject[],
  ): void {
    const s = state.status;
    // Another set of drifted fields is news even when the phase and reason stay (a drift report).
    const newDrift = canonicalJson(drift ?? null) !== canonicalJson(s.drift ?? null);
    // Status at a generation where nothing was attempted (an installed extension whose spec did not
    // change) carries no attempt: the number from an older generation would count its retries again.
    const attempt = state.attemptGeneration === generation ? state.attempt : undefined;
    if (
      s.phase === phase &&
      s.reason === reason &&
      s.message === message &&
      s.observedGeneration === generation &&
      s.attempt === attempt &&
      !newDrift
    )
      return;
    const phaseChanged = s.phase !== phase || s.reason !== reason;
    // A retry that fails like the attempt before changes no phase, but the control plane must see
    // its number to count it.
    const newAttempt = attempt !== undefined && attempt !== s.attempt;
    // The control plane judges a generation (a rollout's pin) by a status at it: a failure like the
    // one before, at the same attempt number, or an extension only confirmed there (see confirm).
    const newGeneration = s.observedGeneration !== generation;
    Object.assign(s, {
      phase,
      reason,
      message,
      observedGeneration: generation,
      lastTransitionTime: phaseChanged ? this.deps.now().toISOString() : s.lastTransitionTime,
    });
    if (attempt === undefined) delete s.attempt;
    else s.attempt = attempt;
    if (drift === undefined) delete s.drift;
    else s.drift = drift;
    if (!phaseChanged && !newAttempt && !newGeneration && !newDrift) return;
    this.deps.onStatus({
      extension: s.name,
      phase,
      reason,
      message: message.slice(0, 4096),
      lastTransitionTime: s.lastTransitionTime,
      observedGeneration: generation,
      ...(attempt !== undefined ? { attempt } : {}),
      ...(drift !== undefined ? { drift } : {}),
    });
  }
}
