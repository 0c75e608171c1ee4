import { createHash } from 'node:crypto';
import { SpanStatusCode, context, trace } from '@opentelemetry/api';
import type { Context, Tracer } from '@opentelemetry/api';
import type { DesiredExtension, DesiredState } from '../../contract/desired';
import type { StatusEvent } from '../../contract/status';
import { MAX_ATTEMPT } from '../../contract/status';
import { stableStringify } from '../kube/merge';
import type { KubeObject, KubeObjects, ObjectRef } from '../kube/port';
import { describeRef, refKey, refOf, serviceAccountUser } from '../kube/port';
import type { RestMapper } from '../kube/rest-mapper';
import type { Logger } from '../observability/log';
import type { AgentMetrics } from '../observability/metrics';
import { AgentSpans } from '../observability/tracing';
import { inSpan } from '../../contract/trace-context';
import type { BackoffPolicy } from '../sync/backoff';
import { fullJitter } from '../sync/backoff';
import type { AppliedInventoryStore } from './applied-inventory';
import type { Actor } from './apply-step';
import { applyInOrder, asStepFailure, StepFailure } from './apply-step';
import { driftedFields } from './drift';
import { assessHealth } from './health';
import { prepareObjects } from './prepare';
import { checkSecretReferences } from './secret-references';
import type { Renderer } from './render/port';
import type { ScopedObject } from './scope';

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
}

export interface ReconcilerSettings {
  fieldManager: string;
  healthTimeoutMs: number;
  driftIntervalMs: number;
  retry: BackoffPolicy;
  allowedNamespaces: () => string[];
  /** Where attempt numbers stop rising (default MAX_ATTEMPT, the most the control plane accepts). */
  maxAttempt?: number;
  /** The agent's namespace, where the ServiceAccounts extensions are applied as live. */
  agentNamespace: string;
  /**
   * The ServiceAccount an extension without `serviceAccountName` is applied as. Undefined: apply
   * as the agent itself (the in-memory fleet simulator, which has no authorizer).
   */
  defaultServiceAccount?: string;
  /** How long a CRD of an extension may take to report Established (default 60 s). */
  crdEstablishTimeoutMs?: number;
}

export interface ReconcilerDeps {
  /** The agent's own identity: its inventories. Extension objects go through `impersonate`. */
  kube: KubeObjects;
  mapper: RestMapper;
  /** The object API acting as another user; without it extensions are applied as the agent. */
  impersonate?: (user: string) => KubeObjects;
  sleep?: (ms: number) => Promise<void>;
  renderer: Renderer;
  inventory: AppliedInventoryStore;
  onStatus: (event: StatusEvent) => void;
  now: () => Date;
  log: Logger;
  metrics?: AgentMetrics;
  random?: () => number;
  /** Spans for install (render, apply, health check), drift check and removal. */
  tracer?: Tracer;
}

interface ExtensionState {
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

/**
 * Drives each extension towards its desired spec, Flux-style, as separate steps that each set a
 * condition: render -> policy -> server-side apply -> prune -> health (with a timeout) -> drift.
 * One call to `reconcile` does one non-blocking pass; the caller runs passes on an interval, so
 * thousands of agents can share one process.
 */
export class Reconciler {
  private readonly states = new Map<string, ExtensionState>();
  private orphansChecked = false;

  constructor(
    private readonly deps: ReconcilerDeps,
    private readonly settings: ReconcilerSettings,
  ) {}

  /** Current status of every extension the agent knows about. */
  statuses(): ExtensionStatus[] {
    return [...this.states.values()].map((s) => ({ ...s.status }));
  }

  /** True when any extension is still converging and wants another pass soon. */
  get busy(): boolean {
    return [...this.states.values()].some(
      (s) => s.status.phase === 'Installing' || s.status.phase === 'Drifted',
    );
  }

  async reconcile(desired: DesiredState): Promise<void> {
    const wanted = new Map(desired.extensions.map((e) => [e.name, e]));
    for (const extension of desired.extensions) {
      const started = Date.now();
      const result = await this.reconcileOne(extension, desired.generation);
      this.deps.metrics?.reconcileAttempts.inc({ extension: extension.name, result });
      this.deps.metrics?.reconcileDuration.observe(
        { extension: extension.name, result },
        (Date.now() - started) / 1000,
      );
    }
    const now = this.deps.now().getTime();
    for (const [name, state] of [...this.states]) {
      if (wanted.has(name)) continue;
      // A failed prune waits out its backoff like any other failed step.
      if (
        state.status.phase === 'Failed' &&
        state.status.reason !== 'HealthTimeout' &&
        now < state.nextRetryAt
      )
        continue;
      await this.traced(AgentSpans.remove, state.status, undefined, () =>
        this.remove(name, desired.generation),
      );
    }
    if (!this.orphansChecked) {
      // After a restart the in-memory state is empty: inventories in the cluster name what to prune.
      for (const record of await this.deps.inventory.list()) {
        if (!wanted.has(record.extension) && !this.states.has(record.extension)) {
          await this.prune(
            record.extension,
            record.objects,
            desired.generation,
            record.version,
            undefined,
            record.serviceAccountName,
          );
        }
      }
      this.orphansChecked = true;
    }
  }

  private async reconcileOne(extension: DesiredExtension, generation: number): Promise<string> {
    const now = this.deps.now().getTime();
    const specHash = hashSpec(extension);
    const state = this.states.get(extension.name);
    const changed = !state || state.specHash !== specHash;
    if (
      changed ||
      (state?.status.phase === 'Failed' &&
        state.status.reason !== 'HealthTimeout' &&
        now >= state.nextRetryAt)
    ) {
      return this.traced(AgentSpans.install, extension, undefined, () =>
        this.install(extension, generation, specHash, state),
      );
    }
    const current = state!;
    if (current.status.phase === 'Failed' && current.status.reason !== 'HealthTimeout') return 'skipped';
    if (current.status.phase === 'Installed' && now >= current.nextDriftCheckAt)
      return this.traced(AgentSpans.driftCheck, extension, undefined, () =>
        this.checkDrift(extension, current, generation),
      );
    if (current.status.phase !== 'Installed')
      return this.traced(AgentSpans.healthCheck, extension, current.trace, () =>
        this.checkHealth(extension, current, generation),
      );
    return 'skipped';
  }

  /**
   * One span per action on an extension; `parent` continues an earlier trace (the health checks
   * of an install), otherwise the action starts its own trace: one trace per cluster action.
   */
  private traced<T>(
    name: string,
    extension: { name: string; version: string },
    parent: Context | undefined,
    fn: () => Promise<T>,
  ): Promise<T> {
    if (!this.deps.tracer) return fn();
    const attributes = {
      'arcbridge.extension.name': extension.name,
      'arcbridge.extension.version': extension.version,
    };
    return inSpan(this.deps.tracer, name, { attributes, ...(parent ? { parent } : {}) }, fn);
  }

  private async install(
    extension: DesiredExtension,
    generation: number,
    specHash: string,
    previous: ExtensionState | undefined,
  ): Promise<string> {
    const now = this.deps.now().getTime();
    const state: ExtensionState = previous ?? {
      status: {
        name: extension.name,
        version: extension.version,
        phase: 'Pending',
        reason: 'Pending',
        message: '',
        lastTransitionTime: new Date(now).toISOString(),
        observedGeneration: generation,
      },
      specHash: '',
      objects: [],
      appliedAt: now,
      nextDriftCheckAt: 0,
      failures: 0,
      nextRetryAt: 0,
      attempt: 0,
      attemptGeneration: undefined,
      actor: this.actorFor(extension.serviceAccountName),
    };
    state.actor = this.actorFor(extension.serviceAccountName);
    state.trace = context.active();
    this.states.set(extension.name, state);
    this.beginAttempt(state, generation);
    try {
      const scoped = await this.traced(AgentSpans.render, extension, undefined, () =>
        this.render(extension, state.actor),
      );
      await this.traced(AgentSpans.apply, extension, undefined, () =>
        this.apply(extension, state, scoped, specHash, now, generation),
      );
      return await this.traced(AgentSpans.healthCheck, extension, undefined, () =>
        this.checkHealth(extension, state, generation),
      );
    } catch (err) {
      const reason = err instanceof StepFailure ? err.reason : 'ApplyFailed';
      state.specHash = specHash;
      this.fail(state, reason, (err as Error).message, generation);
      this.deps.log.warn('extension failed', {
        extension: extension.name,
        reason,
        error: (err as Error).message,
      });
      return reason;
    }
  }

  /** Server-side apply in order, prune what the previous version applied and this one does not, record the inventory. */
  private async apply(
    extension: DesiredExtension,
    state: ExtensionState,
    scoped: ScopedObject[],
    specHash: string,
    now: number,
    generation: number,
  ): Promise<void> {
    const applied = await applyInOrder(scoped, state.actor, {
      mapper: this.deps.mapper,
      fieldManager: this.settings.fieldManager,
      crdEstablishTimeoutMs: this.settings.crdEstablishTimeoutMs ?? 60_000,
      crdPoll: { baseMs: 100, capMs: 2_000 },
      sleep: this.deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      now: () => this.deps.now().getTime(),
      ...(this.deps.random ? { random: this.deps.random } : {}),
    });
    const record = await this.deps.inventory.read(extension.name);
    const keep = new Set(applied.map((o) => refKey(refOf(o))));
    const stale = (record?.objects ?? []).filter((ref) => !keep.has(refKey(ref)));
    // Objects the previous version applied are pruned as whoever applied them.
    const pruner = record ? this.actorFor(record.serviceAccountName) : state.actor;
    for (const ref of stale) await this.deleteAs(pruner, ref);
    await this.deps.inventory.write({
      extension: extension.name,
      version: extension.version,
      specHash,
      objects: applied.map(refOf),
      ...(extension.serviceAccountName ? { serviceAccountName: extension.serviceAccountName } : {}),
    });
    Object.assign(state, { specHash, objects: applied, appliedAt: now, failures: 0, nextRetryAt: 0 });
    state.status.version = extension.version;
    this.transition(
      state,
      'Installing',
      'Progressing',
      `applied ${applied.length} object(s)${stale.length ? `, pruned ${stale.length}` : ''}`,
      generation,
    );
  }

  private render(extension: DesiredExtension, actor: Actor): Promise<ScopedObject[]> {
    return prepareObjects(extension, {
      renderer: this.deps.renderer,
      mapper: this.deps.mapper,
      allowedNamespaces: this.settings.allowedNamespaces(),
      kube: actor.kube,
    });
  }

  /** Flux's kustomize-controller model: each extension acts as a ServiceAccount, never as the agent. */
  private actorFor(serviceAccountName: string | undefined): Actor {
    const name = serviceAccountName ?? this.settings.defaultServiceAccount;
    if (!name || !this.deps.impersonate) return { user: 'the agent', kube: this.deps.kube };
    const user = serviceAccountUser(this.settings.agentNamespace, name);
    return { user, kube: this.deps.impersonate(user) };
  }

  private async deleteAs(actor: Actor, ref: ObjectRef): Promise<void> {
    try {
      await actor.kube.delete(ref);
    } catch (err) {
      throw asStepFailure(
        err,
        'delete',
        await this.resourceOf(ref),
        ref,
        actor,
        'PruneForbidden',
        'PruneFailed',
      );
    }
  }

  /** The resource name for messages (`configmaps`), from the discovery cache when it knows the kind. */
  private async resourceOf(ref: ObjectRef): Promise<string> {
    const mapping = await this.deps.mapper.tryMapping(ref.apiVersion, ref.kind).catch(() => undefined);
    return mapping?.resource ?? ref.kind.toLowerCase();
  }

  private async checkHealth(
    extension: DesiredExtension,
    state: ExtensionState,
    generation: number,
  ): Promise<string> {
    const now = this.deps.now().getTime();
    const pending: string[] = [];
    for (const object of state.objects) {
      const live = await state.actor.kube.get(refOf(object));
      if (!live) {
        pending.push(`${describeRef(refOf(object))} is missing`);
        continue;
      }
      const health = assessHealth(live);
      if (health.state === 'Failed') {
        this.fail(state, 'HealthCheckFailed', health.message, generation);
        return 'HealthCheckFailed';
      }
      if (health.state === 'Progressing') pending.push(health.message);
    }
    if (pending.length === 0) {
      state.nextDriftCheckAt = now + this.settings.driftIntervalMs;
      this.transition(
        state,
        'Installed',
        'Reconciled',
        `${state.objects.length} object(s) healthy`,
        generation,
      );
      return 'Installed';
    }
    if (now - state.appliedAt > this.settings.healthTimeoutMs) {
      this.transition(
        state,
        'Failed',
        'HealthTimeout',
        `not healthy after ${Math.round(this.settings.healthTimeoutMs / 1000)} s: ${pending.join('; ')}`,
        generation,
      );
      return 'HealthTimeout';
    }
    if (state.status.phase !== 'Drifted')
      this.transition(state, 'Installing', 'Progressing', pending.join('; '), generation);
    return 'Progressing';
  }

  private async checkDrift(
    extension: DesiredExtension,
    state: ExtensionState,
    generation: number,
  ): Promise<string> {
    const now = this.deps.now().getTime();
    state.nextDriftCheckAt = now + this.settings.driftIntervalMs;
    try {
      // A referenced Secret deleted (or the CSI driver removed) since the install fails the extension.
      await checkSecretReferences(extension, { mapper: this.deps.mapper, kube: state.actor.kube });
    } catch (err) {
      if (!(err instanceof StepFailure)) throw err;
      this.fail(state, err.reason, err.message, generation);
      return err.reason;
    }
    const drifted: string[] = [];
    for (const object of state.objects) {
      const live = await state.actor.kube.get(refOf(object));
      const fields = live ? driftedFields(object, live) : ['(object deleted)'];
      if (fields.length === 0) continue;
      drifted.push(`${describeRef(refOf(object))}: ${fields.join(', ')}`);
      try {
        await state.actor.kube.apply(object, this.settings.fieldManager);
      } catch (err) {
        const failure = asStepFailure(
          err,
          'patch',
          await this.resourceOf(refOf(object)),
          refOf(object),
          state.actor,
          'ApplyForbidden',
          'ApplyFailed',
        );
        this.fail(state, failure.reason, `re-applying after drift: ${failure.message}`, generation);
        return failure.reason;
      }
    }
    if (drifted.length === 0) return 'InSync';
    state.appliedAt = now;
    this.transition(
      state,
      'Drifted',
      'DriftCorrected',
      `re-applied drifted fields: ${drifted.join('; ')}`,
      generation,
    );
    return 'Drifted';
  }

  private async remove(name: string, generation: number): Promise<void> {
    const state = this.states.get(name)!;
    const record = await this.deps.inventory.read(name);
    const refs = record?.objects ?? state.objects.map(refOf);
    if (record) state.actor = this.actorFor(record.serviceAccountName);
    await this.prune(name, refs, generation, state.status.version, state);
  }

  private async prune(
    name: string,
    refs: ObjectRef[],
    generation: number,
    version: string,
    existing?: ExtensionState,
    serviceAccountName?: string,
  ): Promise<void> {
    const now = this.deps.now().toISOString();
    const state: ExtensionState = existing ?? {
      status: {
        name,
        version,
        phase: 'Installed',
        reason: 'Reconciled',
        message: '',
        lastTransitionTime: now,
        observedGeneration: generation,
      },
      specHash: '',
      objects: [],
      appliedAt: 0,
      nextDriftCheckAt: 0,
      failures: 0,
      nextRetryAt: 0,
      attempt: 0,
      attemptGeneration: undefined,
      actor: this.actorFor(serviceAccountName),
    };
    this.states.set(name, state);
    this.beginAttempt(state, generation);
    this.transition(state, 'Removing', 'Pruning', `deleting ${refs.length} object(s)`, generation);
    // Reverse apply order: workloads before the namespaces and CRDs they live in.
    const ordered = [...refs].sort((a, b) => applyOrder(b) - applyOrder(a));
    try {
      for (const ref of ordered) await this.deleteAs(state.actor, ref);
      await this.deps.inventory.remove(name);
    } catch (err) {
      const reason = err instanceof StepFailure ? err.reason : 'PruneFailed';
      this.fail(state, reason, (err as Error).message, generation);
      return;
    }
    this.transition(state, 'Removed', 'Pruned', `deleted ${refs.length} object(s)`, generation);
    this.states.delete(name);
  }

  /**
   * Every failure that will be retried (render, policy, apply, prune, a failed health check or
   * drift re-apply) waits a full-jitter backoff that grows with consecutive failures, so a broken
   * extension on thousands of clusters does not hammer their API servers in step.
   */
  private fail(state: ExtensionState, reason: string, message: string, generation: number): void {
    trace.getActiveSpan()?.setStatus({ code: SpanStatusCode.ERROR, message: `${reason}: ${message}` });
    state.failures += 1;
    state.nextRetryAt =
      this.deps.now().getTime() + fullJitter(state.failures, this.settings.retry, this.deps.random);
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
  private beginAttempt(state: ExtensionState, generation: number): void {
    const max = this.settings.maxAttempt ?? MAX_ATTEMPT;
    state.attempt = state.attemptGeneration === generation ? Math.min(state.attempt + 1, max) : 1;
    state.attemptGeneration = generation;
  }

  private transition(
    state: ExtensionState,
    phase: Phase,
    reason: string,
    message: string,
    generation: number,
  ): void {
    const s = state.status;
    // Status at a generation where nothing was attempted (an installed extension whose spec did not
    // change) carries no attempt: the number from an older generation would count its retries again.
    const attempt = state.attemptGeneration === generation ? state.attempt : undefined;
    if (
      s.phase === phase &&
      s.reason === reason &&
      s.message === message &&
      s.observedGeneration === generation &&
      s.attempt === attempt
    )
      return;
    const phaseChanged = s.phase !== phase || s.reason !== reason;
    // A retry that fails like the attempt before changes no phase, but the control plane must see
    // its number to count it.
    const newAttempt = attempt !== undefined && attempt !== s.attempt;
    Object.assign(s, {
      phase,
      reason,
      message,
      observedGeneration: generation,
      lastTransitionTime: phaseChanged ? this.deps.now().toISOString() : s.lastTransitionTime,
    });
    if (attempt === undefined) delete s.attempt;
    else s.attempt = attempt;
    if (!phaseChanged && !newAttempt) return;
    this.deps.onStatus({
      extension: s.name,
      phase,
      reason,
      message: message.slice(0, 4096),
      lastTransitionTime: s.lastTransitionTime,
      observedGeneration: generation,
      ...(attempt !== undefined ? { attempt } : {}),
    });
  }
}

export function hashSpec(extension: DesiredExtension): string {
  return createHash('sha256').update(stableStringify(extension)).digest('hex').slice(0, 32);
}

function applyOrder(object: { kind: string }): number {
  if (object.kind === 'CustomResourceDefinition') return 0;
  if (object.kind === 'Namespace') return 1;
  return 2;
}
