import { resolve } from 'node:path';
import { z } from 'zod';
import { EgressConfigError, egressPolicy } from '../../contract/egress-policy';
import type { EgressPolicy } from '../../contract/egress-policy';
import { StartupError } from './startup-error';
import { DEFAULT_DOCUMENT_CACHE_MB } from './store/document-cache';
import { MAX_TTL_SECONDS } from './store/time-to-live';
import { AgentAuthMode } from '../../contract/agent-auth';

/**
 * The one typed view of the environment. Every setting the control plane reads is declared here,
 * with its default, so that a missing or malformed value fails start-up with a message naming it
 * (`docs/configuration.md` explains each, `local.settings.sample.json` lists them all).
 */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);
const NamePatterns = z
  .array(z.string().regex(/^[A-Za-z0-9.-]+\*?$/, 'a name, or a prefix ending in *'))
  .max(100);
/** `{"<tenant>": {"keyVaults": [...], "kubernetesSecrets": [...]}}`: which secrets values may reference. */
const SecretReferences = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(
      z.string().regex(/^[a-z0-9-]+$/, 'a tenant id'),
      z.object({ keyVaults: NamePatterns.optional(), kubernetesSecrets: NamePatterns.optional() }).strict(),
    ),
  );

export const ConfigSchema = z.object({
  ARCBRIDGE_MODE: z.enum(['embedded', 'emulated', 'azure']).default('embedded'),
  ARCBRIDGE_DATA_DIR: z.string().min(1).default('./.arcbridge'),
  ARCBRIDGE_HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(7071),
  ARCBRIDGE_OFFLINE_AFTER_SECONDS: positiveInt(120),
  /** Seconds between synthetic check runs (functions/synthetic); 0 turns the check off. */
  ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  ARCBRIDGE_CERT_VALIDITY_DAYS: positiveInt(30),
  /**
   * Connections the embedded host keeps open between requests (functions/host/keep-alive.ts): each
   * kept mutual-TLS connection holds ~57 KB of memory; each agent over the budget pays a resumed
   * TLS handshake per request instead. 0 closes every connection after its response. In Azure the
   * Functions front end owns the connections.
   */
  ARCBRIDGE_HOST_KEEP_ALIVE_CONNECTIONS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /**
   * MiB of documents the embedded store keeps in memory for point reads
   * (functions/platform/store/document-cache.ts); 0 reads every document from SQLite.
   */
  ARCBRIDGE_STORE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(DEFAULT_DOCUMENT_CACHE_MB),
  /**
   * Who terminates TLS in front of the embedded host (functions/host/front-end): `none` (the host
   * itself) or `haproxy`, which holds the agents' connections as Azure's front end does for the
   * Functions host and passes the client certificate in X-ARR-ClientCert.
   */
  ARCBRIDGE_FRONT_END: z.enum(['none', 'haproxy']).default('none'),
  /** The HAProxy executable for ARCBRIDGE_FRONT_END=haproxy (default: `haproxy` on the PATH). */
  ARCBRIDGE_HAPROXY_PATH: z.string().min(1).default('haproxy'),
  /**
   * Overrides ARCBRIDGE_CERT_VALIDITY_DAYS with a lifetime in seconds, so a validation run can watch
   * certificates expire and get renewed within minutes (bench/validate). Unset in production.
   */
  ARCBRIDGE_CERT_VALIDITY_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(400 * 86_400)
    .optional(),
  ARCBRIDGE_RENEW_GRACE_SECONDS: z.coerce.number().int().min(0).default(900),
  /**
   * How agents authenticate (functions/clusters/agent-credential.ts): `mtls` (the client
   * certificate from the TLS handshake), `dpop` (RFC 9449 proofs signed with the cluster key,
   * which pass TLS-terminating proxies) or `both`.
   */
  ARCBRIDGE_AGENT_AUTH: AgentAuthMode.default('both'),
  /** How far a DPoP proof's `iat` may be from the control plane's clock, either way; also how long its jti is remembered. */
  ARCBRIDGE_DPOP_WINDOW_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  /** The URL agents are configured with, if a reverse proxy in front rewrites the Host header: DPoP `htu` is checked against it. */
  ARCBRIDGE_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ARCBRIDGE_BOOTSTRAP_TOKEN_DEFAULT_TTL_SECONDS: positiveInt(3600),
  /** An event's ttl in days: at most the largest ttl Cosmos DB accepts (time-to-live.ts), 68 years. */
  ARCBRIDGE_AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(Math.floor(MAX_TTL_SECONDS / 86_400))
    .default(90),
  ARCBRIDGE_OPERATOR_ISSUER: z.string().min(1).default('https://arcbridge.local/issuer'),
  ARCBRIDGE_OPERATOR_AUDIENCE: z.string().min(1).default('api://arcbridge'),
  ARCBRIDGE_ROLES_CLAIM: z.string().min(1).default('roles'),
  ARCBRIDGE_TENANTS_CLAIM: z.string().min(1).default('tenants'),
  ARCBRIDGE_RATE_AGENT_PER_SECOND: positiveInt(20),
  ARCBRIDGE_RATE_AGENT_BURST: positiveInt(60),
  ARCBRIDGE_RATE_OPERATOR_PER_SECOND: positiveInt(50),
  ARCBRIDGE_RATE_OPERATOR_BURST: positiveInt(200),
  ARCBRIDGE_RATE_REGISTER_PER_SECOND: positiveInt(200),
  ARCBRIDGE_RATE_REGISTER_BURST: positiveInt(1000),
  ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: positiveInt(50),
  ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: positiveInt(500),
  ARCBRIDGE_SIGNS_PER_SECOND: positiveInt(200),
  ARCBRIDGE_LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND: positiveNumber(100),
  ARCBRIDGE_ROLLOUT_TENANT_PER_SECOND: positiveNumber(50),
  ARCBRIDGE_ROLLOUT_TENANT_RATES: z
    .string()
    .regex(/^([a-z0-9-]+=\d+(\.\d+)?)(,[a-z0-9-]+=\d+(\.\d+)?)*$/, "comma-separated 'tenant=perSecond' pairs")
    .optional(),
  ARCBRIDGE_ROLLOUT_REGION_PER_SECOND: positiveNumber(50),
  ARCBRIDGE_ROLLOUT_SOURCE_HOST_PER_SECOND: z.coerce.number().positive().optional(),
  ARCBRIDGE_ROLLOUT_HEAL_AFTER_SECONDS: positiveInt(60),
  ARCBRIDGE_ROLLOUT_DEFERRED_RECHECK_SECONDS: positiveInt(30),
  ARCBRIDGE_SECRET_REFERENCES: SecretReferences.optional(),
  ARCBRIDGE_REJECT_LITERAL_SECRETS: z.enum(['true', 'false']).default('false'),
  /**
   * Addresses and hosts that calls made for a tenant (GitOps remotes) may reach although they are
   * not public (contract/egress-policy.ts): CIDR ranges, addresses or host names, comma-separated.
   * Empty by default: only public addresses are reached.
   */
  ARCBRIDGE_EGRESS_ALLOW: z
    .string()
    .transform((text, ctx) => {
      try {
        return egressPolicy(text);
      } catch (err) {
        if (!(err instanceof EgressConfigError)) throw err;
        ctx.addIssue({ code: 'custom', message: err.message });
        return z.NEVER;
      }
    })
    .optional(),
  /** Seconds one tenant's GitOps export may take before it is abandoned (the next pass retries). */
  ARCBRIDGE_GITOPS_EXPORT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** The largest answer a GitOps remote may send in one response (a ref list or a pack), in MiB. */
  ARCBRIDGE_GITOPS_MAX_RESPONSE_MB: z.coerce.number().int().min(1).max(4096).default(256),
  // Azure adapters (ARCBRIDGE_MODE=azure); required there, ignored otherwise.
  COSMOS_ENDPOINT: z.url().optional(),
  COSMOS_DATABASE: z.string().min(1).default('arcbridge'),
  SERVICEBUS_FULLY_QUALIFIED_NAMESPACE: z.string().min(1).optional(),
  KEYVAULT_URL: z.url().optional(),
  STORAGE_BLOB_ENDPOINT: z.url().optional(),
  ARCBRIDGE_DOCUMENTS_CONTAINER: z
    .string()
    .regex(
      /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/,
      'a blob container name: 3-63 lowercase letters, digits, single hyphens',
    )
    .default('documents'),
  ARCBRIDGE_CA_CERT_NAME: z.string().min(1).default('arcbridge-ca'),
  ARCBRIDGE_OPERATOR_JWKS_URL: z.url().optional(),
  APPLICATIONINSIGHTS_CONNECTION_STRING: z.string().min(1).optional(),
});

/** Settings without which ARCBRIDGE_MODE=azure cannot start. */
const AZURE_REQUIRED = [
  'COSMOS_ENDPOINT',
  'SERVICEBUS_FULLY_QUALIFIED_NAMESPACE',
  'KEYVAULT_URL',
  'STORAGE_BLOB_ENDPOINT',
  'ARCBRIDGE_OPERATOR_JWKS_URL',
] as const;

export type RawConfig = z.infer<typeof ConfigSchema>;

export interface Config {
  mode: RawConfig['ARCBRIDGE_MODE'];
  dataDir: string;
  host: string;
  port: number;
  offlineAfterSeconds: number;
  /** Seconds between synthetic check runs; 0 = off. */
  syntheticIntervalSeconds: number;
  certificateValidityDays: number;
  /** Connections the embedded host keeps open between requests (ARCBRIDGE_HOST_KEEP_ALIVE_CONNECTIONS). */
  keepAliveConnections: number;
  /** Bytes of documents the embedded store keeps in memory (ARCBRIDGE_STORE_CACHE_MB). */
  storeCacheBytes: number;
  /** The TLS front end of the embedded host (ARCBRIDGE_FRONT_END, ARCBRIDGE_HAPROXY_PATH). */
  frontEnd: { kind: 'none' } | { kind: 'haproxy'; executable: string };
  /** When set, the lifetime of issued client certificates in seconds (instead of days). */
  certificateValiditySeconds?: number;
  renewGraceSeconds: number;
  /** Which agent credentials are accepted (ARCBRIDGE_AGENT_AUTH, ARCBRIDGE_DPOP_WINDOW_SECONDS, ARCBRIDGE_PUBLIC_URL). */
  agentAuth: { mode: AgentAuthMode; dpopWindowSeconds: number; publicUrl?: string };
  bootstrapTokenDefaultTtlSeconds: number;
  /** Days Cosmos DB keeps an audit event (the embedded store keeps them all). */
  auditRetentionDays: number;
  operator: { issuer: string; audience: string; rolesClaim: string; tenantsClaim: string };
  rateLimits: {
    agent: { perSecond: number; burst: number };
    operator: { perSecond: number; burst: number };
    /** Charged per tenant, only once the bootstrap token verified. */
    register: { perSecond: number; burst: number };
    /** Charged per source address (IPv6: per /64) for every registration attempt, before anything else. */
    registerPerAddress: { perSecond: number; burst: number };
    /** Certificate signs per second let through to Key Vault (its published limit for the CA key). */
    signsPerSecond: number;
  };
  logLevel: RawConfig['ARCBRIDGE_LOG_LEVEL'];
  rollout: {
    globalPerSecond: number;
    tenantPerSecond: number;
    tenantRates: Record<string, number>;
    regionPerSecond: number;
    sourceHostPerSecond: number | undefined;
    healAfterSeconds: number;
    deferredRecheckSeconds: number;
  };
  /** Secrets by reference in extension values (functions/secrets). */
  secrets: {
    allowed: Record<string, { keyVaults?: string[]; kubernetesSecrets?: string[] }>;
    rejectLiteralSecrets: boolean;
  };
  /** What calls made for a tenant may reach (ARCBRIDGE_EGRESS_ALLOW; public addresses only by default). */
  egress: EgressPolicy;
  gitops: {
    /** Deadline of one tenant's export (ARCBRIDGE_GITOPS_EXPORT_TIMEOUT_SECONDS). */
    exportTimeoutMs: number;
    /** Largest response of a remote (ARCBRIDGE_GITOPS_MAX_RESPONSE_MB). */
    maxResponseBytes: number;
  };
  azure: {
    cosmosEndpoint: string | undefined;
    cosmosDatabase: string;
    serviceBusNamespace: string | undefined;
    keyVaultUrl: string | undefined;
    /** Blob endpoint of the storage account holding bodies too large for a Cosmos DB item. */
    blobEndpoint: string | undefined;
    documentsContainer: string;
    caCertificateName: string;
    operatorJwksUrl: string | undefined;
    applicationInsightsConnectionString: string | undefined;
  };
}

export class ConfigError extends StartupError {
  constructor(issues: string[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}\n` +
        'Fix the setting(s) above in the environment or local.settings.json (see docs/configuration.md).',
    );
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as they do in App Service application settings.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got '${String(env[String(issue.path[0])])}')`,
      ),
    );
  }
  const raw = parsed.data;
  if (raw.ARCBRIDGE_MODE === 'azure') {
    const missing = AZURE_REQUIRED.filter((key) => raw[key] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((key) => `${key}: required when ARCBRIDGE_MODE=azure (infra/ sets it)`),
      );
    }
  }
  return {
    mode: raw.ARCBRIDGE_MODE,
    dataDir: resolve(raw.ARCBRIDGE_DATA_DIR),
    host: raw.ARCBRIDGE_HOST,
    port: raw.PORT,
    offlineAfterSeconds: raw.ARCBRIDGE_OFFLINE_AFTER_SECONDS,
    syntheticIntervalSeconds: raw.ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS,
    certificateValidityDays: raw.ARCBRIDGE_CERT_VALIDITY_DAYS,
    keepAliveConnections: raw.ARCBRIDGE_HOST_KEEP_ALIVE_CONNECTIONS,
    storeCacheBytes: raw.ARCBRIDGE_STORE_CACHE_MB * 1024 * 1024,
    frontEnd:
      raw.ARCBRIDGE_FRONT_END === 'haproxy'
        ? { kind: 'haproxy', executable: raw.ARCBRIDGE_HAPROXY_PATH }
        : { kind: 'none' },
    ...(raw.ARCBRIDGE_CERT_VALIDITY_SECONDS !== undefined
      ? { certificateValiditySeconds: raw.ARCBRIDGE_CERT_VALIDITY_SECONDS }
      : {}),
    renewGraceSeconds: raw.ARCBRIDGE_RENEW_GRACE_SECONDS,
    agentAuth: {
      mode: raw.ARCBRIDGE_AGENT_AUTH,
      dpopWindowSeconds: raw.ARCBRIDGE_DPOP_WINDOW_SECONDS,
      ...(raw.ARCBRIDGE_PUBLIC_URL !== undefined ? { publicUrl: raw.ARCBRIDGE_PUBLIC_URL } : {}),
    },
    bootstrapTokenDefaultTtlSeconds: raw.ARCBRIDGE_BOOTSTRAP_TOKEN_DEFAULT_TTL_SECONDS,
    auditRetentionDays: raw.ARCBRIDGE_AUDIT_RETENTION_DAYS,
    operator: {
      issuer: raw.ARCBRIDGE_OPERATOR_ISSUER,
      audience: raw.ARCBRIDGE_OPERATOR_AUDIENCE,
      rolesClaim: raw.ARCBRIDGE_ROLES_CLAIM,
      tenantsClaim: raw.ARCBRIDGE_TENANTS_CLAIM,
    },
    rateLimits: {
      agent: { perSecond: raw.ARCBRIDGE_RATE_AGENT_PER_SECOND, burst: raw.ARCBRIDGE_RATE_AGENT_BURST },
      operator: {
        perSecond: raw.ARCBRIDGE_RATE_OPERATOR_PER_SECOND,
        burst: raw.ARCBRIDGE_RATE_OPERATOR_BURST,
      },
      register: {
        perSecond: raw.ARCBRIDGE_RATE_REGISTER_PER_SECOND,
        burst: raw.ARCBRIDGE_RATE_REGISTER_BURST,
      },
      registerPerAddress: {
        perSecond: raw.ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND,
        burst: raw.ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST,
      },
      signsPerSecond: raw.ARCBRIDGE_SIGNS_PER_SECOND,
    },
    logLevel: raw.ARCBRIDGE_LOG_LEVEL,
    rollout: {
      globalPerSecond: raw.ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND,
      tenantPerSecond: raw.ARCBRIDGE_ROLLOUT_TENANT_PER_SECOND,
      tenantRates: Object.fromEntries(
        (raw.ARCBRIDGE_ROLLOUT_TENANT_RATES ?? '')
          .split(',')
          .filter(Boolean)
          .map((pair) => {
            const [tenant, rate] = pair.split('=');
            return [tenant as string, Number(rate)];
          }),
      ),
      regionPerSecond: raw.ARCBRIDGE_ROLLOUT_REGION_PER_SECOND,
      sourceHostPerSecond: raw.ARCBRIDGE_ROLLOUT_SOURCE_HOST_PER_SECOND,
      healAfterSeconds: raw.ARCBRIDGE_ROLLOUT_HEAL_AFTER_SECONDS,
      deferredRecheckSeconds: raw.ARCBRIDGE_ROLLOUT_DEFERRED_RECHECK_SECONDS,
    },
    secrets: {
      allowed: raw.ARCBRIDGE_SECRET_REFERENCES ?? {},
      rejectLiteralSecrets: raw.ARCBRIDGE_REJECT_LITERAL_SECRETS === 'true',
    },
    egress: raw.ARCBRIDGE_EGRESS_ALLOW ?? egressPolicy(undefined),
    gitops: {
      exportTimeoutMs: raw.ARCBRIDGE_GITOPS_EXPORT_TIMEOUT_SECONDS * 1000,
      maxResponseBytes: raw.ARCBRIDGE_GITOPS_MAX_RESPONSE_MB * 1024 * 1024,
    },
    azure: {
      cosmosEndpoint: raw.COSMOS_ENDPOINT,
      cosmosDatabase: raw.COSMOS_DATABASE,
      serviceBusNamespace: raw.SERVICEBUS_FULLY_QUALIFIED_NAMESPACE,
      keyVaultUrl: raw.KEYVAULT_URL,
      blobEndpoint: raw.STORAGE_BLOB_ENDPOINT,
      documentsContainer: raw.ARCBRIDGE_DOCUMENTS_CONTAINER,
      caCertificateName: raw.ARCBRIDGE_CA_CERT_NAME,
      operatorJwksUrl: raw.ARCBRIDGE_OPERATOR_JWKS_URL,
      applicationInsightsConnectionString: raw.APPLICATIONINSIGHTS_CONNECTION_STRING,
    },
  };
}
