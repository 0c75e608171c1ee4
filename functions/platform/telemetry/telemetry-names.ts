/**
 * The single list of telemetry names: every metric and log event the control plane emits, and the
 * Azure platform metrics the alerts watch. Code records telemetry through these constants; the
 * alerts in `infra/modules/alerts.bicep` query exactly these names, and `test/infra` fails when an
 * alert names anything that is not declared here (or a dimension the metric does not carry).
 * Over 400 lines on purpose: one list, so that every name is declared once and the alerts, docs
 * and tests check against one place.
 *
 * How the names land in Application Insights (applicationinsights 3.x, OpenTelemetry based):
 * - metrics go to `customMetrics` with `name` = the metric name and the attributes in
 *   `customDimensions`. Counters arrive as per-interval deltas (`valueSum`), histograms as
 *   sum/count/min/max per interval (no percentiles: use a log event when a percentile matters).
 * - log events go to `traces` with `message` = the event name (the log body, never a formatted
 *   string) and the fields in `customDimensions`. Keep the body constant; put variable data in
 *   attributes, or the alerts stop matching.
 *
 * Attribute values must stay low-cardinality on metrics (tenant, route, outcome), never a cluster
 * id: per-cluster detail belongs in log events.
 */

export type MetricKind = 'counter' | 'histogram' | 'gauge';

export interface MetricName {
  /** The instrument name, Prometheus style (`_total`, `_seconds`). */
  readonly name: string;
  readonly kind: MetricKind;
  /** UCUM unit as OpenTelemetry expects it (`s`, `1`, `{request}`). */
  readonly unit: string;
  readonly description: string;
  /** The attribute keys recorded with every observation (customDimensions in App Insights). */
  readonly attributes: readonly string[];
}

export interface LogEventName {
  /** The constant log body: `traces.message` in App Insights. */
  readonly name: string;
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly description: string;
  /** The structured fields logged with the event (customDimensions in App Insights). */
  readonly attributes: readonly string[];
}

export interface PlatformMetricName {
  /** The Azure Monitor metric name, as `metricName` in a metric alert. */
  readonly name: string;
  /** The resource type that emits it. */
  readonly namespace: string;
  readonly unit: string;
  readonly description: string;
  readonly dimensions: readonly string[];
}

export const Metrics = {
  registrationDuration: {
    name: 'arcbridge_registration_duration_seconds',
    kind: 'histogram',
    unit: 's',
    description: 'Time to handle one registration (token consumption, CSR checks, signing, store writes).',
    attributes: ['tenantId', 'outcome'],
  },
  registrations: {
    name: 'arcbridge_registrations_total',
    kind: 'counter',
    unit: '{registration}',
    description:
      "Registrations by outcome: registered, renewed, rejected (bad token or CSR), error. tenantId is '-' until the bootstrap token verified: a stranger's claim names no series.",
    attributes: ['tenantId', 'outcome'],
  },
  httpRequests: {
    name: 'arcbridge_http_requests_total',
    kind: 'counter',
    unit: '{request}',
    description: 'HTTP requests served, by route template (never the raw path) and status code.',
    attributes: ['route', 'method', 'status'],
  },
  httpRequestDuration: {
    name: 'arcbridge_http_request_duration_seconds',
    kind: 'histogram',
    unit: 's',
    description: 'HTTP request handling time by route template and status code.',
    attributes: ['route', 'method', 'status'],
  },
  heartbeatAge: {
    name: 'arcbridge_heartbeat_age_seconds',
    kind: 'histogram',
    unit: 's',
    description:
      "Age of each connected cluster's last heartbeat, observed once per cluster by the heartbeat-gap sweep (valueMax = the stalest cluster of a tenant).",
    attributes: ['tenantId'],
  },
  clusters: {
    name: 'arcbridge_clusters',
    kind: 'gauge',
    unit: '{cluster}',
    description: 'Registered clusters per tenant and connectivity (Connected, Offline), set by the sweep.',
    attributes: ['tenantId', 'connectivity'],
  },
  inventoryConflicts: {
    name: 'arcbridge_inventory_conflicts_total',
    kind: 'counter',
    unit: '{request}',
    description: 'Inventory writes refused: stale etag (412) or missing precondition (428).',
    attributes: ['tenantId', 'reason'],
  },
  desiredRequests: {
    name: 'arcbridge_desired_requests_total',
    kind: 'counter',
    unit: '{request}',
    description: 'Desired-state reads by agents (200 and 304 together).',
    attributes: ['tenantId'],
  },
  desiredNotModified: {
    name: 'arcbridge_desired_not_modified_total',
    kind: 'counter',
    unit: '{request}',
    description: 'Desired-state reads answered 304 Not Modified (If-None-Match matched).',
    attributes: ['tenantId'],
  },
  extensionStatusEvents: {
    name: 'arcbridge_extension_status_events_total',
    kind: 'counter',
    unit: '{event}',
    description: 'Extension status events accepted from agents, by phase (Installed, Failed, Drifted, ...).',
    attributes: ['tenantId', 'extension', 'phase'],
  },
  busMessages: {
    name: 'arcbridge_bus_messages_total',
    kind: 'counter',
    unit: '{message}',
    description:
      'Fan-out bus messages by outcome: sent, scheduled, completed, abandoned, deadlettered, reenqueued (outbox healing).',
    attributes: ['queue', 'outcome'],
  },
  busMessageAge: {
    name: 'arcbridge_bus_message_age_seconds',
    kind: 'histogram',
    unit: 's',
    description:
      'Time a fan-out message waited in the queue before a handler received it (enqueued time to receipt; valueMax = the oldest message of the interval).',
    attributes: ['queue'],
  },
  rolloutProgress: {
    name: 'arcbridge_rollout_progress',
    kind: 'gauge',
    unit: '1',
    description:
      "Fraction (0..1) of a rollout's target clusters that reached the desired version, labelled with the rollout's state (as the API and the event stream say it).",
    attributes: ['tenantId', 'rolloutId', 'state'],
  },
  rolloutHalts: {
    name: 'arcbridge_rollout_halts_total',
    kind: 'counter',
    unit: '{rollout}',
    description: 'Rollouts halted because a wave breached its error budget.',
    attributes: ['tenantId', 'reason'],
  },
  reconcileRetries: {
    name: 'arcbridge_reconcile_retries_total',
    kind: 'counter',
    unit: '{retry}',
    description:
      'Reconcile attempts repeated after a failure: agent install and removal retries, counted from the attempt numbers in status events, each once (source=agent), and fan-out re-deliveries or healing re-enqueues (source=controlplane).',
    attributes: ['tenantId', 'source'],
  },
  signingFailures: {
    name: 'arcbridge_signing_failures_total',
    kind: 'counter',
    unit: '{signature}',
    description:
      'CA signing operations that failed, by reason: throttled (Key Vault 429), unavailable, forbidden, error.',
    attributes: ['reason'],
  },
  rateLimited: {
    name: 'arcbridge_rate_limited_total',
    kind: 'counter',
    unit: '{request}',
    description:
      "Requests refused with 429 by the token buckets, by tenant and limiter (agent, operator, register, registerAddress); tenantId is '-' for registerAddress (a source address, never a tenant).",
    attributes: ['tenantId', 'limiter'],
  },
  syntheticStepDuration: {
    name: 'arcbridge_synthetic_step_duration_seconds',
    kind: 'histogram',
    unit: 's',
    description:
      "Latency of each step of the synthetic check (token, csr, certificate, heartbeat, desired, status) by outcome (success, failure); the count by outcome is the step's availability.",
    attributes: ['step', 'outcome'],
  },
  timerPasses: {
    name: 'arcbridge_timer_passes_total',
    kind: 'counter',
    unit: '{pass}',
    description:
      "Passes of each timer function (heartbeat sweep, rollout reconciler, synthetic check, GitOps export), by outcome (succeeded, failed); the stale-timer alert reads it. A metric, not the invocations' request rows, which are sampled.",
    attributes: ['timer', 'outcome'],
  },
  syntheticConsecutiveFailures: {
    name: 'arcbridge_synthetic_consecutive_failures',
    kind: 'gauge',
    unit: '{run}',
    description:
      'Synthetic check runs that failed in a row, set after every run (0 after a success); the synthetic-check alert fires at 2.',
    attributes: [],
  },
} as const satisfies Record<string, MetricName>;

export const LogEvents = {
  operatorChange: {
    name: 'operator change',
    level: 'info',
    description:
      "A change an operator of the tenant tried, or any request refused on the tenant's routes, as recorded in the tenant's audit trail (GET .../audit-events): outcome Succeeded, Denied (401, 403) or Failed.",
    attributes: ['tenantId', 'actor', 'action', 'path', 'status', 'outcome', 'clientAddress', 'repeated'],
  },
  operatorRefused: {
    name: 'operator refused',
    level: 'warn',
    description:
      "An operator request refused with 401 or 403 on a route that names no tenant (refusals on a tenant's routes are in its audit trail and its 'operator change' line); never the token, only the subject of one that verified. Limited per caller like the trail.",
    attributes: [
      'action',
      'method',
      'path',
      'status',
      'outcome',
      'actor',
      'detail',
      'clientAddress',
      'repeated',
    ],
  },
  agentRefused: {
    name: 'agent refused',
    level: 'warn',
    description:
      "An agent request refused with 401 (no valid certificate) or 403 (a valid certificate on another cluster's route); actor is the certificate's tenant/cluster when it verified, never the certificate. Limited per caller like operator refusals.",
    attributes: ['action', 'method', 'path', 'status', 'actor', 'detail', 'clientAddress', 'repeated'],
  },
  operatorRefusalsNotRecorded: {
    name: 'operator refusals counted',
    level: 'warn',
    description:
      'Refused operator and agent requests beyond the recording limit (per caller, and for callers without a valid credential also in all), counted instead of recorded one by one: how many since the previous line, at most once a minute (per instance).',
    attributes: ['count'],
  },
  auditEventNotRecorded: {
    name: 'audit event not recorded',
    level: 'error',
    description:
      "An operator's change could not be written to the tenant's audit trail (the change itself stands); the line carries the whole event and the store's error. The audit-write-failures alert fires on it.",
    attributes: ['tenantId', 'actor', 'action', 'path', 'status', 'outcome', 'error'],
  },
  clusterRegistered: {
    name: 'cluster registered',
    level: 'info',
    description:
      'A cluster registered or re-registered; durationSeconds is the end-to-end handling time; resumed: false, or how this answered a registration of the same cluster that never reached its agent (unfinished: its cluster write never landed; answerLost: written, asked again with the same key).',
    attributes: ['tenantId', 'clusterId', 'durationSeconds', 'reregistered', 'resumed'],
  },
  registrationRejected: {
    name: 'cluster registration rejected',
    level: 'warn',
    description:
      "A registration was refused (unknown, used or expired token; bad CSR; weak key). tenantId is '-' unless the token verified; claimedTenantId is the tenant the token names, verified or not.",
    attributes: ['tenantId', 'claimedTenantId', 'reason', 'address'],
  },
  certificateRenewed: {
    name: 'certificate renewed',
    level: 'info',
    description: 'An agent renewed its client certificate.',
    attributes: ['tenantId', 'clusterId', 'durationSeconds'],
  },
  clusterOffline: {
    name: 'cluster offline',
    level: 'warn',
    description:
      'The heartbeat-gap sweep marked a cluster Offline (no heartbeat for ARCBRIDGE_OFFLINE_AFTER_SECONDS). Logged once per transition.',
    attributes: ['tenantId', 'clusterId', 'heartbeatAgeSeconds', 'region'],
  },
  storeCheckpointerStopped: {
    name: 'store checkpointer stopped',
    level: 'error',
    description:
      "The embedded store's WAL checkpoint thread stopped: the writing connection now checkpoints inside COMMITs (every 10,000 WAL pages), which stalls requests while it copies. Restart the host to start the thread again.",
    attributes: ['reason'],
  },
  storeDocumentsExpired: {
    name: 'store documents expired',
    level: 'info',
    description:
      "The embedded store's expiry sweep deleted documents whose ttl ran out (audit events after ARCBRIDGE_AUDIT_RETENTION_DAYS, bootstrap token records 7 days after the token expired), as Cosmos DB does in Azure; once per collection and pass.",
    attributes: ['collection', 'deleted'],
  },
  storeExpiryFailed: {
    name: 'store expiry failed',
    level: 'warn',
    description:
      "A pass of the embedded store's expiry sweep failed; expired documents stay (and can still be read) until a later pass, a minute later, succeeds.",
    attributes: ['error'],
  },
  clusterOnline: {
    name: 'cluster online',
    level: 'info',
    description: 'An Offline cluster sent a heartbeat again.',
    attributes: ['tenantId', 'clusterId', 'offlineSeconds'],
  },
  extensionFailed: {
    name: 'extension failed',
    level: 'warn',
    description:
      'An agent reported phase Failed for an extension (again for each retry that fails; attempt is absent from older agents).',
    attributes: ['tenantId', 'clusterId', 'extension', 'reason', 'observedGeneration', 'attempt'],
  },
  rolloutCreated: {
    name: 'rollout created',
    level: 'info',
    description: 'A rollout of an extension version was created; clusters is how many it targets.',
    attributes: ['tenantId', 'rolloutId', 'clusters', 'extension', 'version'],
  },
  rolloutCompleted: {
    name: 'rollout completed',
    level: 'info',
    description: 'A rollout finished its last wave; stillDeferred counts clusters left Deferred.',
    attributes: ['tenantId', 'rolloutId', 'stillDeferred'],
  },
  rolloutHalted: {
    name: 'rollout halted',
    level: 'warn',
    description: 'A rollout wave breached its error budget and the rollout stopped.',
    attributes: ['tenantId', 'rolloutId', 'wave', 'failedRatio'],
  },
  busMessageDeadLettered: {
    name: 'bus message dead-lettered',
    level: 'error',
    description: 'A fan-out message was dead-lettered (handler gave up or max delivery count reached).',
    attributes: ['queue', 'messageId', 'reason', 'deliveryCount'],
  },
  signingFailed: {
    name: 'signing failed',
    level: 'error',
    description: 'The Signer could not sign (Key Vault error or throttling).',
    attributes: ['reason', 'statusCode', 'keyName'],
  },
  tenantRateLimited: {
    name: 'tenant rate limited',
    level: 'warn',
    description: 'A tenant hit a rate limit; logged at most once a minute per tenant and limiter.',
    attributes: ['tenantId', 'limiter'],
  },
  sourceRateLimited: {
    name: 'source rate limited',
    level: 'warn',
    description:
      'A source address (IPv6: its /64) hit a per-source rate limit; logged at most once a minute per limiter, naming the first source limited in that minute.',
    attributes: ['limiter', 'source'],
  },
  clientAddressUnknown: {
    name: 'client address unknown',
    level: 'warn',
    description:
      'A request to a per-source limited endpoint had no usable last X-Forwarded-For hop, so it was not limited per source; at most once a minute per limiter.',
    attributes: ['limiter'],
  },
  syntheticCheckCompleted: {
    name: 'synthetic check completed',
    level: 'info',
    description:
      "One run of the synthetic check: outcome (success, failure), the step that failed, the runs failed in a row, and each step's seconds (tokenSeconds, csrSeconds, ...).",
    attributes: [
      'outcome',
      'failedStep',
      'consecutiveFailures',
      'durationSeconds',
      'tokenSeconds',
      'csrSeconds',
      'certificateSeconds',
      'heartbeatSeconds',
      'desiredSeconds',
      'statusSeconds',
    ],
  },
  syntheticCheckFailed: {
    name: 'synthetic check failed',
    level: 'error',
    description:
      'A synthetic check run failed at a step (reason: the problem type or error name); consecutiveFailures counts the runs failed in a row (the alert fires at 2).',
    attributes: ['step', 'reason', 'detail', 'consecutiveFailures'],
  },
  gitopsExportFailed: {
    name: 'gitops export failed',
    level: 'error',
    description:
      "A tenant's GitOps export could not reach, authenticate to or push to its repository, or read its credential (code: unreachable, unauthorized, refused, credential, not-a-repository, internal); never the credential. Rollouts on the Git path wait until an export succeeds.",
    attributes: ['tenantId', 'code', 'detail', 'url'],
  },
} as const satisfies Record<string, LogEventName>;

/** Metrics Azure emits for the resources ArcBridge deploys (not emitted by our code; listed so alerts name nothing undeclared). */
export const PlatformMetrics = {
  serviceBusActiveMessages: {
    name: 'ActiveMessages',
    namespace: 'Microsoft.ServiceBus/namespaces',
    unit: 'Count',
    description: 'Messages waiting in a queue (the fan-out backlog).',
    dimensions: ['EntityName'],
  },
  serviceBusDeadletteredMessages: {
    name: 'DeadletteredMessages',
    namespace: 'Microsoft.ServiceBus/namespaces',
    unit: 'Count',
    description: "Messages in a queue's dead-letter sub-queue.",
    dimensions: ['EntityName'],
  },
  keyVaultServiceApiResult: {
    name: 'ServiceApiResult',
    namespace: 'Microsoft.KeyVault/vaults',
    unit: 'Count',
    description: 'Key Vault API results; StatusCode 429 means throttling.',
    dimensions: ['ActivityType', 'ActivityName', 'StatusCode', 'StatusCodeClass'],
  },
  cosmosTotalRequests: {
    name: 'TotalRequests',
    namespace: 'Microsoft.DocumentDB/databaseAccounts',
    unit: 'Count',
    description: 'Cosmos DB requests; StatusCode 429 means throttled (rate limited).',
    dimensions: [
      'DatabaseName',
      'CollectionName',
      'Region',
      'StatusCode',
      'OperationType',
      'Status',
      'CapacityType',
    ],
  },
  cosmosNormalizedRuConsumption: {
    name: 'NormalizedRUConsumption',
    namespace: 'Microsoft.DocumentDB/databaseAccounts',
    unit: 'Percent',
    description:
      'Highest share of provisioned RU/s used per minute, per partition (provisioned throughput only).',
    dimensions: [
      'CollectionName',
      'DatabaseName',
      'Region',
      'PartitionKeyRangeId',
      'CollectionRid',
      'PhysicalPartitionId',
    ],
  },
  keyVaultSaturation: {
    name: 'SaturationShoebox',
    namespace: 'Microsoft.KeyVault/vaults',
    unit: 'Percent',
    description: 'Key Vault capacity used, in percent of the service limit.',
    dimensions: ['ActivityType', 'ActivityName', 'TransactionType'],
  },
} as const satisfies Record<string, PlatformMetricName>;

export type MetricKey = keyof typeof Metrics;
export type LogEventKey = keyof typeof LogEvents;

/** Every metric name the code emits. */
export const METRIC_NAMES: readonly string[] = Object.values(Metrics).map((metric) => metric.name);
/** Every log event name (log body) the code emits. */
export const LOG_EVENT_NAMES: readonly string[] = Object.values(LogEvents).map((event) => event.name);
