import type { Tracer } from '@opentelemetry/api';
import type { StatusEvent } from '../../contract/status';
import { FIELD_MANAGER } from '../core-settings';
import type { AgentCoreOptions, AgentSettings } from '../core-settings';
import { AppliedInventoryStore } from './applied-inventory';
import { FluxObserver } from './flux-observer';
import { Reconciler } from './reconciler';

/** What the core drives each pass: the Reconciler, or in Flux mode the FluxObserver. */
export type ExtensionDriver = Pick<Reconciler, 'reconcile' | 'statuses' | 'busy'>;

export interface DriverHooks {
  onStatus: (event: StatusEvent) => void;
  now: () => Date;
  tracer: Tracer;
  /** The namespaces the cluster's ArcBridgeCluster currently allows (read on every pass). */
  allowedNamespaces: () => string[];
}

/**
 * `apply` mode: a Reconciler that applies each extension as its ServiceAccount (impersonated) or,
 * without a default ServiceAccount (the in-memory simulator), as the agent. `flux` mode: a
 * FluxObserver that only reports the HelmReleases Flux applies (same passes and statuses).
 */
export function createExtensionDriver(
  options: AgentCoreOptions,
  settings: AgentSettings,
  hooks: DriverHooks,
): ExtensionDriver {
  const { kube, log, metrics } = options;
  const { onStatus, now, tracer } = hooks;
  if (options.mode === 'flux') {
    return new FluxObserver({
      kube,
      onStatus,
      now,
      ...(options.fluxKustomization ? { rootKustomization: options.fluxKustomization } : {}),
    });
  }
  return new Reconciler(
    {
      kube,
      mapper: kube.mapper,
      ...(options.defaultServiceAccount ? { impersonate: (user: string) => kube.impersonate(user) } : {}),
      renderer: options.renderer,
      inventory: new AppliedInventoryStore(kube, options.namespace, FIELD_MANAGER),
      onStatus,
      now,
      log,
      tracer,
      ...(metrics ? { metrics } : {}),
      ...(options.random ? { random: options.random } : {}),
    },
    {
      fieldManager: FIELD_MANAGER,
      healthTimeoutMs: settings.healthTimeoutMs,
      driftIntervalMs: settings.driftIntervalMs,
      retry: settings.backoff,
      allowedNamespaces: hooks.allowedNamespaces,
      agentNamespace: options.namespace,
      ...(options.defaultServiceAccount ? { defaultServiceAccount: options.defaultServiceAccount } : {}),
    },
  );
}
