import type { X509Certificate } from 'node:crypto';
import type { AssignmentService } from './assignments/assignment-service';
import type { FleetDesiredService } from './assignments/fleet-desired-service';
import type { CatalogService } from './catalog/catalog-service';
import type { ClusterService } from './clusters/cluster-service';
import type { HeartbeatSweep } from './clusters/heartbeat-sweep';
import type { DesiredService } from './desired/desired-service';
import type { InventoryService } from './inventory/inventory-service';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { AgentAuthenticator } from './platform/identity/agent-authenticator';
import type { OperatorVerifier } from './platform/identity/operator-identity';
import type { Logger } from './platform/logger';
import type { TokenBucketLimiter } from './platform/ratelimit/token-bucket';
import type { Signer } from './platform/signer/signer';
import type { Store } from './platform/store/store';
import type { Telemetry } from './platform/telemetry/telemetry';
import type { RegistrationService } from './registration/registration-service';
import type { StatusService } from './status/status-service';
import type { TargetResolver } from './targeting/target-resolver';
import type { Bus } from './platform/bus/bus';
import type { RolloutServices } from './rollout/compose-rollouts';
import type { GitOpsServices } from './gitops/compose-gitops';
import type { SyntheticCheck } from './synthetic/synthetic-check';

/** Everything a trigger needs, built once per process by a composition root (embedded or Azure). */
export interface Runtime extends RolloutServices {
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
  clusters: ClusterService;
  inventory: InventoryService;
  desired: DesiredService;
  status: StatusService;
  catalog: CatalogService;
  assignments: AssignmentService;
  fleet: FleetDesiredService;
  targets: TargetResolver;
  gitops: GitOpsServices;
  synthetic: SyntheticCheck;
}

/** Triggers resolve the runtime per invocation, so registration at import time needs no I/O. */
export type RuntimeProvider = () => Promise<Runtime>;
