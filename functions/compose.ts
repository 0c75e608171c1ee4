import { X509Certificate } from 'node:crypto';
import { composeFleet } from './assignments/compose-fleet';
import { SecretPolicy } from './secrets/secret-policy';
import { withSecretPolicy } from './secrets/rollout-secrets';
import { ClusterService } from './clusters/cluster-service';
import { FleetSummaryService } from './clusters/fleet-summary';
import { HeartbeatSweep } from './clusters/heartbeat-sweep';
import { TenantIndex } from './clusters/tenant-index';
import type { TenantIndexDocument } from './clusters/tenant-index';
import type { ClusterDocument, HeartbeatDocument, InventoryDocument, StatusDocument } from './clusters/model';
import { DesiredService } from './desired/desired-service';
import { InventoryService } from './inventory/inventory-service';
import { RecentHeartbeats } from './inventory/recent-heartbeats';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import { AgentAuthenticator } from './clusters/agent-authenticator';
import type { OperatorVerifier } from './platform/identity/operator-identity';
import type { Bus } from './platform/bus/bus';
import type { Logger } from './platform/logger';
import { TokenBucketLimiter } from './platform/ratelimit/token-bucket';
import type { Signer } from './platform/signer/signer';
import type { Store } from './platform/store/store';
import type { Telemetry } from './platform/telemetry/telemetry';
import type { BootstrapTokenDocument } from './registration/bootstrap-tokens';
import { BootstrapTokenAdmin } from './registration/bootstrap-token-admin';
import { RegistrationService } from './registration/registration-service';
import { composeRollouts } from './rollout/compose-rollouts';
import type { AzureMonitorAccess } from './rollout/metric-gates/azure-monitor-query';
import { sourceHostOf } from './rollout/source-host';
import { catalogPreflight } from './rollout/rollout-preflight';
import { valuesBudgetViolation, valuesViolations } from './assignments/fleet-desired-service';
import { EvaluationBudgetExceeded } from './platform/evaluation';
import type { Runtime } from './runtime';
import { composeGitOps } from './gitops/compose-gitops';
import type { GitCredentials } from './gitops/credentials';
import { StatusService } from './status/status-service';
import { isFleetTenant } from '../contract/reserved-tenant';
import { SyntheticCheck } from './synthetic/synthetic-check';
import type { SyntheticStateDocument } from './synthetic/synthetic-check';
import { AuditTrail } from './audit/audit-trail';
import type { AuditEventDocument } from './audit/audit-trail';
import { composeSync } from './sync/compose-sync';
import { composeBroker } from './broker/compose-broker';
import { composeMaintenance } from './maintenance/compose-maintenance';

export interface Adapters {
  config: Config;
  clock: Clock;
  log: Logger;
  store: Store;
  signer: Signer;
  operators: OperatorVerifier;
  bus: Bus;
  telemetry: Telemetry;
  /** Where a GitOps target's named credential is read (Key Vault in Azure); default: the data dir (embedded). */
  gitCredentials?: GitCredentials;
  /** The identity rollouts' Azure Monitor health queries use (the managed identity in Azure). */
  azureMonitor?: AzureMonitorAccess;
}

/**
 * Source addresses tracked per instance for registration. A drained bucket refills in burst/rate
 * (10 s at the defaults), so only sources seen that recently carry state worth keeping; forgetting
 * an older one just hands it a fresh burst. ~4 MiB when full (docs/performance.md).
 */
const SOURCE_ADDRESS_BUCKETS = 20_000;

/** Wires capability services to whichever adapters the host chose. */
export async function composeRuntime(adapters: Adapters): Promise<Runtime> {
  const { config, clock, store, signer, log } = adapters;
  const clusters = store.collection<ClusterDocument>('clusters');
  const heartbeats = store.collection<HeartbeatDocument>('heartbeats');
  const inventory = store.collection<InventoryDocument>('inventory');
  const status = store.collection<StatusDocument>('status');
  const caCertificate = new X509Certificate(await signer.caCertificatePem());
  const tenantIndex = new TenantIndex(store.collection<TenantIndexDocument>('clusters'));
  const secretPolicy = new SecretPolicy(config.secrets);
  const fleetServices = composeFleet(store, clock, config.offlineAfterSeconds, secretPolicy);
  const gitops = composeGitOps({
    store,
    clock,
    config,
    log,
    fleet: fleetServices.fleet,
    ...(adapters.gitCredentials ? { credentials: adapters.gitCredentials } : {}),
    tenants: async () => (await tenantIndex.list()).filter(isFleetTenant),
  });
  const limiter = (rate: { perSecond: number; burst: number }, maxKeys?: number) =>
    new TokenBucketLimiter(rate.perSecond, rate.burst, clock, maxKeys);
  const agentAuth = new AgentAuthenticator(caCertificate, clusters, clock, config.agentAuth);
  const bootstrapTokens = store.collection<BootstrapTokenDocument>('bootstrapTokens');
  const bootstrapTokenAdmin = new BootstrapTokenAdmin(bootstrapTokens, clock, log);
  const registration = new RegistrationService(
    bootstrapTokens,
    clusters,
    signer,
    clock,
    config,
    log,
    tenantIndex,
  );
  const inventoryService = new InventoryService(
    heartbeats,
    inventory,
    clock,
    new RecentHeartbeats(config.offlineAfterSeconds),
  );
  const statusService = new StatusService(status, clock);
  const maintenance = composeMaintenance(store, clock);
  return {
    ...adapters,
    caCertificate,
    agentAuth,
    limits: {
      agent: limiter(config.rateLimits.agent),
      operator: limiter(config.rateLimits.operator),
      register: limiter(config.rateLimits.register),
      registerAddress: limiter(config.rateLimits.registerPerAddress, SOURCE_ADDRESS_BUCKETS),
    },
    registration,
    bootstrapTokens: bootstrapTokenAdmin,
    heartbeatSweep: new HeartbeatSweep(
      tenantIndex,
      clusters,
      heartbeats,
      clock,
      config.offlineAfterSeconds,
      log,
      adapters.telemetry.instruments,
    ),
    clusters: new ClusterService(
      { clusters, heartbeats, inventory, status },
      clock,
      config.offlineAfterSeconds,
      (tenantId, cluster) => fleetServices.fleet.desiredFor(tenantId, cluster),
      (tenantId, clusterId) => registration.settleTokensOf(tenantId, clusterId),
    ),
    fleetSummary: new FleetSummaryService(
      { clusters, heartbeats, status },
      clock,
      config.offlineAfterSeconds,
      (tenantId) => fleetServices.catalog.names(tenantId),
    ),
    inventory: inventoryService,
    desired: new DesiredService(clusters, clock, secretPolicy),
    status: statusService,
    ...fleetServices,
    synthetic: new SyntheticCheck({
      registration,
      agentAuth,
      inventory: inventoryService,
      fleet: fleetServices.fleet,
      status: statusService,
      tokens: bootstrapTokens,
      state: store.collection<SyntheticStateDocument>('clusters'),
      clock,
      log,
      instruments: adapters.telemetry.instruments,
      intervalSeconds: config.syntheticIntervalSeconds,
    }),
    gitops,
    sync: composeSync(store, fleetServices.targets, clock, config.rollout),
    broker: composeBroker(store, fleetServices.targets, clock, {
      offlineAfterSeconds: config.offlineAfterSeconds,
    }),
    audit: new AuditTrail(
      store.collection<AuditEventDocument>('auditEvents'),
      clock,
      log,
      config.auditRetentionDays,
    ),
    maintenanceWindows: maintenance.maintenanceWindows,
    ...composeRollouts({
      store,
      windows: (tenantId, clusterIds) => maintenance.clusterWindows.of(tenantId, clusterIds),
      bus: adapters.bus,
      clock,
      log,
      config,
      targets: fleetServices.targets,
      fleetRevision: (tenantId) => fleetServices.fleet.revision(tenantId),
      instruments: adapters.telemetry.instruments,
      preflight: withSecretPolicy(
        catalogPreflight({
          lookup: (tenantId, name, version) => fleetServices.catalog.lookup(tenantId, name, version),
          hydrator: (tenantId) => fleetServices.fleet.hydrator(tenantId),
          violations: valuesViolations,
          overBudget: (version, err) =>
            err instanceof EvaluationBudgetExceeded
              ? valuesBudgetViolation(version, err, 'version')
              : undefined,
        }),
        secretPolicy,
      ),
      gitPath: gitops.waves,
      ...(adapters.azureMonitor ? { azureMonitor: adapters.azureMonitor } : {}),
      sourceHost: async (tenantId, extension, version) => {
        const published = await fleetServices.catalog.lookup(tenantId, extension, version);
        return published ? sourceHostOf(published.source.url) : null;
      },
    }),
  };
}
