import { createHash } from 'node:crypto';
import { context } from '@opentelemetry/api';
import type { Context, Tracer } from '@opentelemetry/api';
import type { DesiredExtension, DesiredState } from '../../contract/desired';
import type { StatusEvent } from '../../contract/status';
import { canonicalJson } from '../../contract/json/canonical-json';
import type { KubeObjects, ObjectRef } from '../kube/port';
import { refKey, refOf, serviceAccountUser } from '../kube/port';
import type { RestMapper } from '../kube/rest-mapper';
import type { Logger } from '../observability/log';
import type { AgentMetrics } from '../observability/metrics';
import { AgentSpans } from '../observability/tracing';
import { inSpan } from '../../contract/trace-context';
import type { BackoffPolicy } from '../sync/backoff';
import type { AppliedInventoryStore } from './applied-inventory';
import type { Actor } from './apply-step';
import { applyInOrder, asStepFailure, StepFailure } from './apply-step';
import { checkDrift, checkHealth, resourceOf } from './extension-checks';
import type { CheckContext } from './extension-checks';
import { newExtensionState, StatusLedger } from './extension-state';
import type { ExtensionState, ExtensionStatus } from './extension-state';
import { prepareObjects } from './prepare';
import { dependencyHold, dependencyOrder } from './dependency-gate';
import type { DependencyHold } from './dependency-gate';
import { applicableObject } from './drift-policy';
import type { Renderer } from './render/port';
import type { ScopedObject } from './scope';

export type { ExtensionStatus, Phase } from './extension-state';

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

/**
 * Drives each extension towards its desired spec, Flux-style, as separate steps that each set a
 * condition: render -> policy -> server-side apply -> prune -> health (with a timeout) -> drift.
 * One call to `reconcile` does one non-blocking pass; the caller runs passes on an interval, so
 * thousands of agents can share one process.
 */
export class Reconciler {
  private readonly states = new Map<string, ExtensionState>();
  private orphansChecked = false;

  private readonly ledger: StatusLedger;
  private readonly checks: CheckContext;

  constructor(
    private readonly deps: ReconcilerDeps,
    private readonly settings: ReconcilerSettings,
  ) {
    this.ledger = new StatusLedger({
      now: () => this.deps.now(),
      onStatus: (event) => this.deps.onStatus(event),
      retry: settings.retry,
      random: deps.random,
      maxAttempt: settings.maxAttempt,
    });
    this.checks = { ledger: this.ledger, mapper: deps.mapper, now: () => this.deps.now(), settings };
  }

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
    const { ordered, cycles } = dependencyOrder(desired.extensions);
    for (const extension of ordered) {
      const started = Date.now();
      const hold = () => dependencyHold(extension, wanted, this.states, hashSpec, cycles.get(extension.name));
      const result = await this.reconcileOne(extension, desired.generation, hold);
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

  private async reconcileOne(
    extension: DesiredExtension,
    generation: number,
    hold: () => DependencyHold | undefined,
  ): Promise<string> {
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
      // Nothing of a dependent is applied or changed before its dependencies are Ready.
      const held = hold();
      if (held) return this.wait(extension, generation, state, held);
      return this.traced(AgentSpans.install, extension, undefined, () =>
        this.install(extension, generation, specHash, state),
      );
    }
    const current = state!;
    this.ledger.confirm(current, generation);
    if (current.status.phase === 'Failed' && current.status.reason !== 'HealthTimeout') return 'skipped';
    if (current.status.phase === 'Installed' && now >= current.nextDriftCheckAt)
      return this.traced(AgentSpans.driftCheck, extension, undefined, () =>
        checkDrift(this.checks, extension, current, generation),
      );
    if (current.status.phase !== 'Installed')
      return this.traced(AgentSpans.healthCheck, extension, current.trace, () =>
        checkHealth(this.checks, extension, current, generation),
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
    const state = previous ?? this.pendingState(extension, generation);
    state.actor = this.actorFor(extension.serviceAccountName);
    state.trace = context.active();
    this.states.set(extension.name, state);
    this.ledger.beginAttempt(state, generation);
    try {
      const scoped = await this.traced(AgentSpans.render, extension, undefined, () =>
        this.render(extension, state.actor),
      );
      await this.traced(AgentSpans.apply, extension, undefined, () =>
        this.apply(extension, state, scoped, specHash, now, generation),
      );
      return await this.traced(AgentSpans.healthCheck, extension, undefined, () =>
        checkHealth(this.checks, extension, state, generation),
      );
    } catch (err) {
      const reason = err instanceof StepFailure ? err.reason : 'ApplyFailed';
      state.specHash = specHash;
      this.ledger.fail(state, reason, (err as Error).message, generation);
      this.deps.log.warn('extension failed', {
        extension: extension.name,
        reason,
        error: (err as Error).message,
      });
      return reason;
    }
  }

  private pendingState(extension: DesiredExtension, generation: number): ExtensionState {
    const { name, version } = extension;
    const status = {
      name,
      version,
      phase: 'Pending' as const,
      reason: 'Pending',
      observedGeneration: generation,
    };
    return newExtensionState(status, this.deps.now(), this.actorFor(extension.serviceAccountName));
  }

  /** A dependent held by a dependency: Pending, its objects left as they are; each pass looks again. */
  private wait(
    extension: DesiredExtension,
    generation: number,
    previous: ExtensionState | undefined,
    held: DependencyHold,
  ): string {
    const state = previous ?? this.pendingState(extension, generation);
    this.states.set(extension.name, state);
    this.ledger.transition(state, 'Pending', held.reason, held.message, generation);
    return held.reason;
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
    // Fields the drift policy ignores stay with whoever manages them now (see applicableObject).
    const applicable = await Promise.all(
      scoped.map(async (entry) => ({
        ...entry,
        object: await applicableObject(entry.object, extension, state.actor.kube, this.settings.fieldManager),
      })),
    );
    const applied = await applyInOrder(applicable, state.actor, {
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
    this.ledger.transition(
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
      agentNamespace: this.settings.agentNamespace,
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
        await resourceOf(this.deps.mapper, ref),
        ref,
        actor,
        'PruneForbidden',
        'PruneFailed',
      );
    }
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
    const state =
      existing ??
      newExtensionState(
        { name, version, phase: 'Installed', reason: 'Reconciled', observedGeneration: generation },
        this.deps.now(),
        this.actorFor(serviceAccountName),
      );
    this.states.set(name, state);
    this.ledger.beginAttempt(state, generation);
    this.ledger.transition(state, 'Removing', 'Pruning', `deleting ${refs.length} object(s)`, generation);
    // Reverse apply order: workloads before the namespaces and CRDs they live in.
    const ordered = [...refs].sort((a, b) => applyOrder(b) - applyOrder(a));
    try {
      for (const ref of ordered) await this.deleteAs(state.actor, ref);
      await this.deps.inventory.remove(name);
    } catch (err) {
      const reason = err instanceof StepFailure ? err.reason : 'PruneFailed';
      this.ledger.fail(state, reason, (err as Error).message, generation);
      return;
    }
    this.ledger.transition(state, 'Removed', 'Pruned', `deleted ${refs.length} object(s)`, generation);
    this.states.delete(name);
  }
}

/** What is applied: a new drift policy or dependency list alone takes effect without a re-apply. */
export function hashSpec({ drift: _drift, dependsOn: _dependsOn, ...applied }: DesiredExtension): string {
  return createHash('sha256').update(canonicalJson(applied)).digest('hex').slice(0, 32);
}

function applyOrder(object: { kind: string }): number {
  if (object.kind === 'CustomResourceDefinition') return 0;
  if (object.kind === 'Namespace') return 1;
  return 2;
}
