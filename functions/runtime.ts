import type { X509Certificate } from 'node:crypto';
import type { AssignmentService, FleetDesiredService } from './assignments';
import type { CatalogService } from './catalog';
import type { ClusterService, FleetSummaryService, HeartbeatSweep, AgentAuthenticator } from './clusters';
import type { DesiredService } from './desired';
import type { InventoryService } from './inventory';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { OperatorVerifier } from './platform/identity/operator-identity';
import type { Logger } from './platform/logger';
import type { TokenBucketLimiter } from './platform/ratelimit/token-bucket';
import type { Signer } from './platform/signer/signer';
import type { Store } from './platform/store/store';
import type { Telemetry } from './platform/telemetry/telemetry';
import type { BootstrapTokenAdmin, RegistrationService } from './registration';
import type { StatusService } from './status';
import type { TargetResolver } from './targeting';
import type { Bus } from './platform/bus/bus';
import type { RolloutServices } from './rollout';
import type { GitOpsServices } from './gitops';
import type { SyntheticCheck } from './synthetic';
import type { AuditTrail } from './audit';
import type { SyncServices } from './sync';
import type { BrokerServices } from './broker';
import type { MaintenanceServices } from './maintenance';

/** Everything a trigger needs, built once per process by a composition root (embedded or Azure). */
export interface Runtime extends RolloutServices, Pick<MaintenanceServices, 'maintenanceWindows'> {
  heartbeatSweep: HeartbeatSweep;
  config: Config;
  clock: Clock;
  log: Logger;
  store: Store;
  bus: Bus;
  signer: Signer;
  telemetry: Telemetry;
  caCertificate: X509Certificate;
  operators: OperatorVerifier;
  agentAuth: AgentAuthenticator;
  limits: {
    agent: TokenBucketLimiter;
    operator: TokenBucketLimiter;
    register: TokenBucketLimiter;
    registerAddress: TokenBucketLimiter;
  };
  registration: RegistrationService;
  /** Listing and revoking bootstrap tokens (minting is the registration service's). */
  bootstrapTokens: BootstrapTokenAdmin;
  clusters: ClusterService;
  fleetSummary: FleetSummaryService;
  inventory: InventoryService;
  desired: DesiredService;
  status: StatusService;
  catalog: CatalogService;
  assignments: AssignmentService;
  fleet: FleetDesiredService;
  targets: TargetResolver;
  gitops: GitOpsServices;
  synthetic: SyntheticCheck;
  /** Operators' attempted changes per tenant: recorded by the HTTP shell, listed by the API. */
  audit: AuditTrail;
  /** Resource sync between clusters: rules (operators) and the agents' exchange. */
  sync: SyncServices;
  /** Resource brokering: offers, brokered APIs, placements, migrations and the agents' exchange. */
  broker: BrokerServices;
}

/** Triggers resolve the runtime per invocation, so registration at import time needs no I/O. */
export type RuntimeProvider = () => Promise<Runtime>;
