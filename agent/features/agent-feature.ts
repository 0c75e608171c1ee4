import type { AgentCoreOptions, AgentSettings } from '../core-settings';
import type { ClusterSpec, ClusterStatusWriter } from '../cluster-resource';
import type { ControlPlaneSession } from '../control-plane-session';
import type { Registration } from '../identity/registration';

/** What the core lends a feature: the cluster, the session to the control plane, the status. */
export interface FeatureContext {
  readonly options: AgentCoreOptions;
  readonly settings: AgentSettings;
  readonly session: ControlPlaneSession;
  readonly registration: Registration;
  readonly status: ClusterStatusWriter;
  spec(): ClusterSpec | undefined;
  specGeneration(): number;
  /** Runs fn in a span of the agent's tracer, so its control-plane calls join the trace. */
  span<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/**
 * An optional capability of the agent that runs its own loop once the cluster is registered
 * (resource sync, brokering). The core owns the loop (backoff, jitter, stop); the feature owns
 * what one pass does, so a new capability is a new module and one line in features.ts.
 */
export interface AgentFeature {
  /** The loop's name, in logs and in the retries metric. */
  readonly name: string;
  /** Whether this cluster takes part, from its spec (read once at bootstrap). */
  enabled(spec: ClusterSpec): boolean;
  /** The pause between passes (the core adds jitter). */
  intervalMs(context: FeatureContext): number;
  /** Called once, after registration, before the first pass; `wake` runs a pass soon. */
  start(context: FeatureContext, wake: () => void): void;
  pass(context: FeatureContext): Promise<void>;
  /** Called when the agent stops, after the loop has: release what start took (watches). */
  stop?(): Promise<void>;
}
