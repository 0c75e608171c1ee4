import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { ClientCredentials, Transport } from './controlplane/transport';
import type { KubePort } from './kube/port';
import type { Logger } from './observability/log';
import type { AgentMetrics } from './observability/metrics';
import type { Renderer } from './reconcile/render/port';
import type { BackoffPolicy } from './sync/backoff';
import type { AgentAuthMode } from '../contract/agent-auth';

/** How an AgentCore is configured: its ports, its identity in the cluster and its loop timings. */

export const FIELD_MANAGER = 'arcbridge-agent';

export interface AgentSettings {
  heartbeatIntervalMs: number;
  /** Overrides the ArcBridgeCluster's pollIntervalSeconds (tests use milliseconds). */
  desiredPollIntervalMs?: number;
  statusFlushIntervalMs: number;
  statusBatchSize: number;
  statusBufferCapacity: number;
  reconcileIntervalMs: number;
  /** Pass interval while an extension is installing or recovering from drift. */
  convergeIntervalMs: number;
  driftIntervalMs: number;
  healthTimeoutMs: number;
  renewCheckIntervalMs: number;
  inventoryIntervalMs: number;
  /** Resource sync exchange interval; default: the ArcBridgeCluster's spec.sync.intervalSeconds. */
  resourceSyncIntervalMs?: number;
  /** Brokering exchange interval; default: the ArcBridgeCluster's spec.broker.intervalSeconds. */
  brokerIntervalMs?: number;
  backoff: BackoffPolicy;
}

export const defaultSettings: AgentSettings = {
  heartbeatIntervalMs: 30_000,
  statusFlushIntervalMs: 2_000,
  statusBatchSize: 100,
  statusBufferCapacity: 5_000,
  reconcileIntervalMs: 30_000,
  convergeIntervalMs: 2_000,
  driftIntervalMs: 5 * 60_000,
  healthTimeoutMs: 5 * 60_000,
  renewCheckIntervalMs: 60_000,
  inventoryIntervalMs: 60_000,
  backoff: { baseMs: 1_000, capMs: 5 * 60_000 },
};

export interface TransportFactory {
  (options: {
    baseUrl: string;
    credentials: () => ClientCredentials | undefined;
    trustedCaPems: () => string[];
    /** How the agent proves its identity: client certificate, DPoP proofs or both. */
    authMode: AgentAuthMode;
    now: () => Date;
  }): Transport;
}

export interface AgentCoreOptions {
  kube: KubePort;
  renderer: Renderer;
  /** Name of the cluster-scoped ArcBridgeCluster that configures this agent. */
  clusterResourceName: string;
  /** The agent's own namespace: identity, last desired state and applied inventories live here. */
  namespace: string;
  /**
   * The ServiceAccount (in `namespace`) extensions without a serviceAccountName are applied as,
   * by impersonation. Unset: extensions are applied as the agent itself (the in-memory simulator).
   */
  defaultServiceAccount?: string;
  agentVersion: string;
  log: Logger;
  metrics?: AgentMetrics;
  /** Where the agent's spans go (tests: an InMemorySpanExporter); none by default, see tracing.ts. */
  spanExporters?: SpanExporter[];
  /** Further span processors (main.ts: the OTLP export when OTEL_EXPORTER_OTLP_*ENDPOINT is set). */
  spanProcessors?: SpanProcessor[];
  /** `service.name` of the agent's spans (OTEL_SERVICE_NAME). */
  serviceName?: string;
  settings?: Partial<AgentSettings>;
  /** Extra CAs for the control plane's server certificate. */
  trustedCaPems?: string[];
  transport?: TransportFactory;
  /**
   * Makes the cluster's key and CSR (default: a fresh P-256 key on this CPU). The fleet simulator
   * makes them before its timed window, as each real cluster makes its own on its own CPU.
   */
  keyAndCsr?: (commonName: string) => Promise<{ privateKeyPem: string; csr: string }>;
  /**
   * `apply` (default): render, apply, prune and check each extension. `flux`: Flux applies what the
   * GitOps export committed; the agent only reports the HelmReleases' conditions (docs/gitops.md).
   */
  mode?: 'apply' | 'flux';
  /** How the agent proves its identity to the control plane (default `both`; docs/security.md). */
  authMode?: AgentAuthMode;
  /** Flux mode: the root Kustomization's name in flux-system (default `arcbridge`, as docs/gitops.md bootstraps it). */
  fluxKustomization?: string;
  now?: () => Date;
  random?: () => number;
}
