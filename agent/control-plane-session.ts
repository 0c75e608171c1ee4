import type { Tracer } from '@opentelemetry/api';
import { inSpan } from '../contract/trace-context';
import type { ClusterSpec } from './cluster-resource';
import { registrationTarget } from './cluster-resource';
import type { ClusterStatusWriter } from './cluster-resource';
import { ControlPlaneClient, ControlPlaneError } from './controlplane/client';
import type { Transport } from './controlplane/transport';
import { distinctPems, HttpsTransport } from './controlplane/transport';
import type { AgentCoreOptions, TransportFactory } from './core-settings';
import type { Registration } from './identity/registration';
import { AgentSpans } from './observability/tracing';

export interface ControlPlaneSessionDeps {
  options: Pick<
    AgentCoreOptions,
    'log' | 'metrics' | 'transport' | 'authMode' | 'trustedCaPems' | 'agentVersion' | 'namespace'
  >;
  registration: Registration;
  status: ClusterStatusWriter;
  now: () => Date;
  tracer: Tracer;
  spec: () => ClusterSpec | undefined;
  specGeneration: () => number;
  /** A new identity was issued (re-registration after a rejected certificate). */
  onRegistered: () => void;
}

/**
 * The agent's way to the control plane: the client over its transport, and every call through
 * one gate that keeps the Connected condition and the last-sync metric, and turns a rejected
 * certificate (401) into re-registration or Registered=False.
 */
export class ControlPlaneSession {
  private client: ControlPlaneClient | undefined;
  private transport: Transport | undefined;
  private recovering: Promise<void> | undefined;

  constructor(private readonly deps: ControlPlaneSessionDeps) {}

  /** Builds the client for the spec's control plane, once. */
  connect(spec: ClusterSpec): void {
    if (this.client) return;
    const { options, registration } = this.deps;
    const factory: TransportFactory = options.transport ?? ((o) => new HttpsTransport(o));
    this.transport = factory({
      baseUrl: spec.controlPlaneUrl,
      credentials: () => registration.identity,
      authMode: options.authMode ?? 'both',
      now: this.deps.now,
      trustedCaPems: () =>
        distinctPems([
          ...(options.trustedCaPems ?? []),
          ...(registration.identity ? [registration.identity.caCertificatePem] : []),
        ]),
    });
    this.client = new ControlPlaneClient(this.transport, options.agentVersion, this.deps.tracer);
  }

  requireClient(): ControlPlaneClient {
    if (!this.client) throw new Error('control plane client not configured yet');
    return this.client;
  }

  close(): void {
    (this.transport as HttpsTransport | undefined)?.close?.();
  }

  /** Every control plane call goes through here (see the class comment). */
  async call<T>(fn: (client: ControlPlaneClient, clusterId: string) => Promise<T>): Promise<T> {
    const { registration, options } = this.deps;
    if (!registration.identity) {
      // Lost our identity (revoked or expired): every loop iteration retries, with backoff.
      await this.recoverIdentity(new ControlPlaneError('not registered', 401));
      if (!registration.identity) throw new Error('not registered');
    }
    const identity = registration.identity;
    const clusterId = identity.clusterId;
    try {
      const result = await fn(this.requireClient(), clusterId);
      options.metrics?.markSynced(this.deps.now().getTime());
      this.setConnected(true, 'Reachable', 'the control plane answered');
      return result;
    } catch (err) {
      // A 401 for a certificate renewed while the call was in flight says nothing about the new
      // one: retry with it rather than throw the identity away.
      const unusable = err instanceof ControlPlaneError ? err.credentialUnusable : undefined;
      if (unusable) {
        // The identity is fine; the clock or the way to the control plane is not. Say what to fix.
        options.log.warn('credential not accepted', { reason: unusable, error: (err as Error).message });
        this.setConnected(false, unusable, (err as Error).message);
      } else if (err instanceof ControlPlaneError && err.status === 401 && registration.identity === identity)
        await this.recoverIdentity(err);
      else if (err instanceof ControlPlaneError && err.unreachable)
        this.setConnected(false, 'ControlPlaneUnreachable', err.message);
      throw err;
    }
  }

  /** Single flight: several loops can hit the 401 at once, but only one registration may run. */
  private recoverIdentity(err: ControlPlaneError): Promise<void> {
    this.recovering ??= this.doRecoverIdentity(err).finally(() => (this.recovering = undefined));
    return this.recovering;
  }

  private async doRecoverIdentity(err: ControlPlaneError): Promise<void> {
    const { options, registration, status } = this.deps;
    options.log.warn('certificate rejected', { error: err.message });
    const outcome = await inSpan(this.deps.tracer, AgentSpans.registration, {}, () =>
      registration.recover(registrationTarget(this.deps.spec()!, options.namespace)),
    ).catch((e: unknown) => ({
      registered: false as const,
      reason: 'RegistrationFailed' as const,
      message: (e as Error).message,
    }));
    if (outcome.registered) this.deps.onRegistered();
    else
      status.setCondition('Registered', false, outcome.reason, outcome.message, this.deps.specGeneration());
    await status.flush().catch(() => undefined);
  }

  private setConnected(connected: boolean, reason: string, message: string): void {
    const { status } = this.deps;
    const previous = status.condition('Connected');
    status.setCondition('Connected', connected, reason, message.slice(0, 1024), this.deps.specGeneration());
    if (previous?.status !== (connected ? 'True' : 'False')) void status.flush().catch(() => undefined);
  }
}
