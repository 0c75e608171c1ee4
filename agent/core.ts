import type { DesiredState } from '../contract/desired';
import { certificateCondition, extensionConditions, reconciledCondition } from './cluster-conditions';
import type { ClusterSpec } from './cluster-resource';
import { ClusterStatusWriter, readClusterSpec, registrationTarget } from './cluster-resource';
import type { DesiredResult } from './controlplane/client';
import { ControlPlaneSession } from './control-plane-session';
import { IdentityStore } from './identity/identity-store';
import { Registration } from './identity/registration';
import { AgentSpans, createAgentTracing } from './observability/tracing';
import { defaultSettings, FIELD_MANAGER } from './core-settings';
import type { AgentCoreOptions, AgentSettings } from './core-settings';
import type { AgentTracing } from './observability/tracing';
import { inSpan } from '../contract/trace-context';
import { createExtensionDriver } from './reconcile/driver';
import type { ExtensionDriver } from './reconcile/driver';
import { withJitter } from './sync/backoff';
import { DesiredStateStore } from './sync/desired-store';
import { InventorySync } from './sync/inventory-sync';
import { Loop } from './sync/loop';
import { StatusBuffer } from './sync/status-buffer';
import { StatusReporter } from './sync/status-reporter';
import type { AgentFeature, FeatureContext } from './features/agent-feature';
import { agentFeatures } from './features/features';

export { defaultSettings, FIELD_MANAGER } from './core-settings';
export type { AgentCoreOptions, AgentSettings, TransportFactory } from './core-settings';

/**
 * The agent without its process shell: registration, the sync loops and the reconciler, wired to
 * a KubePort. main.ts runs one over client-node; the fleet simulator runs thousands in memory.
 */
export class AgentCore {
  readonly settings: AgentSettings;
  readonly registration: Registration;
  /** The Reconciler, or in Flux mode the FluxObserver (same passes and statuses, nothing applied). */
  readonly reconciler: ExtensionDriver;
  readonly statusBuffer: StatusBuffer;
  readonly tracing: AgentTracing;
  private readonly status: ClusterStatusWriter;
  private readonly session: ControlPlaneSession;
  private readonly reporter: StatusReporter;
  private readonly desiredStore: DesiredStateStore;
  private readonly loops: Record<string, Loop> = {};
  private readonly now: () => Date;
  private spec: ClusterSpec | undefined;
  private specGeneration = 0;
  private desired: { state: DesiredState; etag: string } | undefined;
  /** When the last heartbeat whose answer carried the desired state was sent (ms). */
  private desiredAnsweredAt: number | undefined;
  private inventory: InventorySync | undefined;
  private readonly features: AgentFeature[];
  private readonly featureContext: FeatureContext;
  private started = false;
  private lastKnownGood: number | undefined;
  private stopped = false;

  constructor(private readonly options: AgentCoreOptions) {
    this.settings = { ...defaultSettings, ...options.settings };
    this.now = options.now ?? (() => new Date());
    const { kube, log, metrics } = options;
    this.tracing = createAgentTracing({
      subject: () => ({ clusterId: this.clusterId, tenantId: this.spec?.tenantId }),
      ...(options.spanExporters ? { exporters: options.spanExporters } : {}),
      ...(options.spanProcessors ? { processors: options.spanProcessors } : {}),
      ...(options.serviceName ? { serviceName: options.serviceName } : {}),
      serviceVersion: options.agentVersion,
    });
    const tracer = this.tracing.tracer;
    this.status = new ClusterStatusWriter(kube, options.clusterResourceName, this.now);
    this.desiredStore = new DesiredStateStore(kube, options.namespace, FIELD_MANAGER);
    this.registration = new Registration({
      kube,
      store: new IdentityStore(kube, options.namespace),
      client: () => this.session.requireClient(),
      now: this.now,
      log,
      ...(options.keyAndCsr ? { keyAndCsr: options.keyAndCsr } : {}),
    });
    this.session = new ControlPlaneSession({
      options,
      registration: this.registration,
      status: this.status,
      now: this.now,
      tracer,
      spec: () => this.spec,
      specGeneration: () => this.specGeneration,
      onRegistered: () => this.onRegistered(),
    });
    this.statusBuffer = new StatusBuffer(this.settings.statusBufferCapacity, (depth, dropped) => {
      metrics?.statusBufferDepth.set(depth);
      if (dropped > 0) metrics?.statusDropped.inc(dropped);
    });
    this.reporter = new StatusReporter(
      this.statusBuffer,
      { postStatus: (events) => this.session.call((c, id) => c.postStatus(id, events)) },
      this.settings.statusBatchSize,
      () => this.loops.status?.kick(),
      tracer,
    );
    this.reconciler = createExtensionDriver(options, this.settings, {
      onStatus: (event) => this.reporter.record(event),
      now: this.now,
      tracer,
      allowedNamespaces: () => this.spec?.allowedNamespaces ?? [],
    });
    this.features = agentFeatures();
    this.featureContext = {
      options,
      settings: this.settings,
      session: this.session,
      registration: this.registration,
      status: this.status,
      spec: () => this.spec,
      specGeneration: () => this.specGeneration,
      span: (name, fn) => this.span(name, fn),
    };
  }

  /** Registered and holding a desired state (from the control plane or the cluster's copy). */
  get ready(): boolean {
    return this.registration.identity !== undefined && this.desired !== undefined;
  }

  get clusterId(): string | undefined {
    return this.registration.identity?.clusterId;
  }

  get desiredGeneration(): number | undefined {
    return this.desired?.state.generation;
  }

  start(): void {
    this.stopped = false;
    const loop = (name: string, body: () => Promise<void>, intervalMs: () => number) => {
      this.loops[name] = new Loop(body, {
        name,
        intervalMs,
        backoff: this.settings.backoff,
        log: this.options.log,
        onRetry: () => this.options.metrics?.retries.inc({ loop: name }),
        ...(this.options.random ? { random: this.options.random } : {}),
      });
    };
    const s = this.settings;
    loop(
      'bootstrap',
      () => this.bootstrap(),
      () => 0,
    );
    loop(
      'heartbeat',
      () => this.heartbeat(),
      () => withJitter(this.heartbeatIntervalMs(), 0.1, this.options.random),
    );
    loop(
      'desired',
      () => this.pollDesired(),
      () => withJitter(this.pollIntervalMs(), 0.1, this.options.random),
    );
    loop(
      'reconcile',
      () => this.reconcile(),
      () => (this.reconciler.busy ? s.convergeIntervalMs : s.reconcileIntervalMs),
    );
    loop(
      'inventory',
      () => this.syncInventory(),
      () => s.inventoryIntervalMs,
    );
    loop(
      'status',
      () => this.flushStatus(),
      () => s.statusFlushIntervalMs,
    );
    for (const feature of this.features)
      loop(
        feature.name,
        () => feature.pass(this.featureContext),
        () => withJitter(feature.intervalMs(this.featureContext), 0.1, this.options.random),
      );
    loop(
      'renew',
      () => this.renew(),
      () => s.renewCheckIntervalMs,
    );
    this.loops.bootstrap!.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(Object.values(this.loops).map((l) => l.stop()));
    await Promise.all(this.features.map((f) => f.stop?.()));
    await this.options.kube.watch.stop();
    this.session.close();
    // Batched spans (the OTLP export) are sent before the process exits.
    await this.tracing.forceFlush();
  }

  /** One span per cluster action (see tracing.ts); calls to the control plane inside it join its trace. */
  private span<T>(name: string, fn: () => Promise<T>): Promise<T> {
    return inSpan(this.tracing.tracer, name, {}, fn);
  }

  /** Reads the spec, registers (or loads the identity), loads the last known good desired state. */
  private async bootstrap(): Promise<void> {
    if (this.started) return;
    const { spec, generation } = await readClusterSpec(this.options.kube, this.options.clusterResourceName);
    this.spec = spec;
    this.specGeneration = generation;
    this.session.connect(spec);
    const outcome = await this.span(AgentSpans.registration, () =>
      this.registration.ensure(registrationTarget(this.spec!, this.options.namespace)),
    );
    if (!outcome.registered) {
      this.status.setCondition('Registered', false, outcome.reason, outcome.message, generation);
      await this.status.flush();
      throw new Error(outcome.message);
    }
    this.onRegistered();
    this.desired ??= await this.desiredStore.load();
    this.inventory = new InventorySync({
      putInventory: (inv, etag) => this.session.call((c, id) => c.putInventory(id, inv, etag)),
      inventoryEtag: () => this.session.call((c, id) => c.inventoryEtag(id)),
    });
    await this.options.kube.watch.start();
    this.options.kube.watch.onChange(() => this.loops.inventory?.kick());
    await this.status.flush();
    this.started = true;
    if (this.stopped) return;
    for (const name of ['heartbeat', 'desired', 'reconcile', 'inventory', 'status', 'renew'])
      this.loops[name]!.start();
    for (const feature of this.features.filter((f) => f.enabled(spec))) {
      feature.start(this.featureContext, () => this.loops[feature.name]!.kick());
      this.loops[feature.name]!.start();
    }
    // Bootstrap has nothing left to do; park it.
    void this.loops.bootstrap!.stop();
  }

  private onRegistered(): void {
    const identity = this.registration.identity!;
    this.status.setClusterId(identity.clusterId);
    this.status.setCondition(
      'Registered',
      true,
      'CertificateIssued',
      `cluster ${identity.clusterId}`,
      this.specGeneration,
    );
    this.options.metrics?.certificateExpiry.set(
      this.registration.validityOf(identity.certificatePem).notAfter.getTime() / 1000,
    );
    this.updateCertificateCondition();
  }

  private updateCertificateCondition(): void {
    const identity = this.registration.identity;
    if (!identity) return;
    const c = certificateCondition(this.registration.validityOf(identity.certificatePem), this.now());
    this.status.setCondition('CertificateValid', c.status, c.reason, c.message, this.specGeneration);
  }

  private async heartbeat(): Promise<void> {
    await this.span(AgentSpans.heartbeat, async () => {
      const kubernetesVersion = await this.options.kube.serverVersion().catch(() => undefined);
      // The answer carries the desired state's ETag (and the state when it changed), so the
      // desired loop has nothing to ask while heartbeats answer: one call per interval, not two.
      const desired = await this.session.call((c, id) =>
        c.heartbeat(
          id,
          { agentVersion: this.options.agentVersion, ...(kubernetesVersion ? { kubernetesVersion } : {}) },
          this.desired?.etag ?? null,
        ),
      );
      // A control plane without it answers 204: the desired loop keeps polling.
      if (!desired) return;
      await this.adoptDesired(desired);
      this.desiredAnsweredAt = this.now().getTime();
    });
  }

  private pollDesired(): Promise<void> {
    // While heartbeats answer with the desired state, this loop only watches that they keep doing
    // so: it asks itself once three heartbeat intervals have passed without an answer.
    const answeredAt = this.desiredAnsweredAt;
    if (answeredAt !== undefined && this.now().getTime() - answeredAt < 3 * this.heartbeatIntervalMs())
      return Promise.resolve();
    return this.span(AgentSpans.desiredFetch, async () => {
      await this.adoptDesired(await this.session.call((c, id) => c.desired(id, this.desired?.etag)));
    });
  }

  /** Saves a changed desired state to the cluster before acting on it, then kicks the reconciler. */
  private async adoptDesired(result: DesiredResult): Promise<void> {
    if (!result.changed) return;
    this.desired = { state: result.state, etag: result.etag };
    await this.desiredStore.save(this.desired);
    this.options.log.info('desired state changed', { generation: result.state.generation });
    this.loops.reconcile?.kick();
  }

  /** Runs whether or not the control plane is reachable: the cluster keeps its last desired state. */
  private async reconcile(): Promise<void> {
    const desired = this.desired?.state;
    if (!desired) return;
    await this.reconciler.reconcile(desired);
    const statuses = this.reconciler.statuses();
    const reconciled = reconciledCondition(statuses);
    if (reconciled.status) this.lastKnownGood = desired.generation;
    this.status.setCondition(
      'Reconciled',
      reconciled.status,
      reconciled.reason,
      reconciled.message,
      desired.generation,
    );
    for (const [type, c] of Object.entries(extensionConditions(statuses)))
      this.status.setCondition(
        type as 'Rendered' | 'ApplyPermitted' | 'DriftRepaired',
        c.status,
        c.reason,
        c.message,
        desired.generation,
      );
    this.status.setExtensions(statuses, this.lastKnownGood);
    await this.status.flush();
    if (statuses.length > 0) this.loops.inventory?.kick();
  }

  private async syncInventory(): Promise<void> {
    const installed = this.reconciler
      .statuses()
      .filter((s) => s.phase === 'Installed' || s.phase === 'Drifted')
      .map((s) => ({ name: s.name, version: s.version }));
    await this.span(AgentSpans.inventorySync, () =>
      this.inventory!.sync(this.options.kube.watch.snapshot(), installed),
    );
  }

  private async flushStatus(): Promise<void> {
    if (this.statusBuffer.depth === 0) return;
    // Each run of events is posted in a span of the trace that recorded it (status-reporter.ts).
    await this.reporter.flush();
  }

  private async renew(): Promise<void> {
    // Before trying: a renewal that keeps failing must still show up as CertificateExpiring.
    this.updateCertificateCondition();
    await this.status.flush().catch(() => undefined);
    if (!this.registration.renewalIsDue()) return;
    if (await this.span(AgentSpans.certificateRenewal, () => this.registration.renewIfDue()))
      this.onRegistered();
  }

  /**
   * Once heartbeats carry the desired state they are also the desired poll, so they run at the
   * shorter of both intervals: the desired state is never staler than the poll interval promises.
   */
  private heartbeatIntervalMs(): number {
    const heartbeat = this.settings.heartbeatIntervalMs;
    return this.desiredAnsweredAt === undefined ? heartbeat : Math.min(heartbeat, this.pollIntervalMs());
  }

  private pollIntervalMs(): number {
    return this.settings.desiredPollIntervalMs ?? (this.spec?.pollIntervalSeconds ?? 30) * 1000;
  }
}
