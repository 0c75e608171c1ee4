import { z } from 'zod';
import { AgentAuthMode } from '../contract/agent-auth';
import { egressPolicy } from '../contract/egress-policy';
import { DEFAULT_AGENT_NAMESPACE } from '../contract/namespaces';

const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Process settings from the environment; what the agent manages comes from its ArcBridgeCluster. */
export const AgentEnv = z.object({
  ARCBRIDGE_CLUSTER_RESOURCE: z.string().min(1).default('arcbridge'),
  ARCBRIDGE_AGENT_NAMESPACE: z.string().min(1).default(DEFAULT_AGENT_NAMESPACE),
  ARCBRIDGE_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  ARCBRIDGE_LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** PEM file with extra CAs for the control plane's server certificate (private or embedded CAs). */
  ARCBRIDGE_CA_FILE: z.string().min(1).optional(),
  /**
   * How the agent proves its identity (controlplane/transport.ts): `mtls` (its client certificate
   * in the TLS handshake), `dpop` (an RFC 9449 proof signed with its key in each request, for
   * proxies that terminate TLS) or `both` (the control plane uses whichever reaches it).
   */
  ARCBRIDGE_AUTH_MODE: AgentAuthMode.default('both'),
  ARCBRIDGE_HEARTBEAT_INTERVAL_MS: ms(30_000),
  ARCBRIDGE_STATUS_FLUSH_INTERVAL_MS: ms(2_000),
  ARCBRIDGE_STATUS_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(100),
  ARCBRIDGE_STATUS_BUFFER_CAPACITY: ms(5_000),
  ARCBRIDGE_RECONCILE_INTERVAL_MS: ms(30_000),
  ARCBRIDGE_DRIFT_INTERVAL_MS: ms(300_000),
  ARCBRIDGE_HEALTH_TIMEOUT_MS: ms(300_000),
  /** Overrides the ArcBridgeCluster's pollIntervalSeconds (validation runs poll faster than 5 s). */
  ARCBRIDGE_DESIRED_POLL_INTERVAL_MS: z.coerce.number().int().positive().optional(),
  ARCBRIDGE_CONVERGE_INTERVAL_MS: ms(2_000),
  ARCBRIDGE_INVENTORY_INTERVAL_MS: ms(60_000),
  ARCBRIDGE_RENEW_CHECK_INTERVAL_MS: ms(60_000),
  /** Backoff of a failing loop: doubles from the base up to the cap, with jitter. */
  ARCBRIDGE_RETRY_BASE_MS: ms(1_000),
  ARCBRIDGE_RETRY_CAP_MS: ms(300_000),
  ARCBRIDGE_KUSTOMIZE_COMMAND: z.string().min(1).default('kustomize'),
  ARCBRIDGE_HELM_COMMAND: z.string().min(1).default('helm'),
  ARCBRIDGE_WORK_DIR: z.string().min(1).default('/tmp'),
  /** `flux`: Flux applies from the GitOps repository; the agent reports the HelmReleases' conditions. */
  ARCBRIDGE_AGENT_MODE: z.enum(['apply', 'flux']).default('apply'),
  /** Flux mode: the root Kustomization in flux-system (the one pointing at clusters/<clusterId>). */
  ARCBRIDGE_FLUX_KUSTOMIZATION: z
    .string()
    .regex(/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/, 'a Kubernetes object name')
    .default('arcbridge'),
  ARCBRIDGE_AGENT_VERSION: z.string().min(1).max(64).default('0.1.0'),
  /**
   * Ranges (CIDR), addresses or host names extension sources may be fetched from besides public
   * ones and, unless ARCBRIDGE_SOURCE_PRIVATE_NETWORKS=deny, private networks (docs/security.md).
   * Loopback, link-local and cloud metadata are refused unless listed here.
   */
  ARCBRIDGE_SOURCE_EGRESS_ALLOW: z
    .string()
    .refine((text) => {
      try {
        egressPolicy(text);
        return true;
      } catch {
        return false;
      }
    }, 'comma-separated CIDR ranges, addresses or host names (e.g. 10.20.0.0/16, registry.corp.example)')
    .optional(),
  ARCBRIDGE_SOURCE_PRIVATE_NETWORKS: z.enum(['allow', 'deny']).default('allow'),
  /** The ServiceAccount (in the agent's namespace) extensions without serviceAccountName are applied as. */
  ARCBRIDGE_DEFAULT_SERVICE_ACCOUNT: z
    .string()
    .regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, 'a ServiceAccount name')
    .default('arcbridge-extensions'),
  /**
   * Opt-in span export over OTLP/HTTP (observability/otlp.ts). The exporter reads these and the
   * other OTEL_EXPORTER_OTLP_* variables itself; they are listed here so a bad URL fails at start.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(128).optional(),
});
export type AgentEnv = z.infer<typeof AgentEnv>;

/** The checks across settings (AgentEnv itself stays a plain object: main.ts lists its keys). */
const CheckedAgentEnv = AgentEnv.refine((env) => env.ARCBRIDGE_RETRY_CAP_MS >= env.ARCBRIDGE_RETRY_BASE_MS, {
  path: ['ARCBRIDGE_RETRY_CAP_MS'],
  message: 'must be at least ARCBRIDGE_RETRY_BASE_MS',
});

export function loadAgentEnv(env: Record<string, string | undefined> = process.env): AgentEnv {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = CheckedAgentEnv.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(
      `Invalid agent configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  return parsed.data;
}
