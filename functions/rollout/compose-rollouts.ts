import type { ClusterDocument, HeartbeatDocument } from '../clusters';
import type { Bus } from '../platform/bus/bus';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import type { Instruments } from '../platform/telemetry/telemetry';
import type { Store } from '../platform/store/store';
import type { TargetResolver } from '../targeting';
import { ClusterPins } from './cluster-pins';
import { FanoutHandler } from './fanout-handler';
import type { RolloutGitPath } from './git-path';
import type {
  ActiveRolloutsDocument,
  ExtensionLockDocument,
  RolloutClusterDocument,
  RolloutDocument,
} from './model';
import type { RolloutPreflight } from './rollout-preflight';
import type { PacingDocument } from '../platform/pacing/pacing';
import { RolloutProgress } from './rollout-progress';
import { RolloutReconciler } from './rollout-reconciler';
import { RolloutService } from './rollout-service';
import { RolloutTimelines } from './rollout-timeline';
import type { SourceHostLookup } from './rollout-service';
import { RolloutStore } from './rollout-store';
import { WriteAdmission } from '../platform/pacing/write-admission';
import type { AdmissionLogDocument } from '../platform/pacing/write-admission';
import type { AzureMonitorAccess } from './metric-gates/azure-monitor-query';
import { withHealthChecks } from './metric-gates/health-preflight';
import { stageHealth } from './metric-gates/stage-health';
import { ApprovalDecisions } from './approval-decisions';
import { TenantRolloutSettings } from './tenant-rollout-settings';
import type { RolloutSettingsDocument } from './tenant-rollout-settings';
import type { SendWindows } from './window-holds';

export interface RolloutServices {
  rollouts: RolloutService;
  rolloutReconciler: RolloutReconciler;
  fanout: FanoutHandler;
  rolloutProgress: RolloutProgress;
  /** Approvals and rejections of the stages that need them. */
  rolloutApprovals: ApprovalDecisions;
  /** The tenant's rules for its rollouts (four eyes). */
  rolloutSettings: TenantRolloutSettings;
  rolloutTimelines: RolloutTimelines;
}

/** The rollout engine's view of a store: its collections, by the names the containers have. */
export function rolloutStoreOf(store: Store): RolloutStore {
  return new RolloutStore({
    rollouts: store.collection<RolloutDocument>('rollouts'),
    records: store.collection<RolloutClusterDocument>('rolloutClusters'),
    index: store.collection<ActiveRolloutsDocument>('rollouts'),
    locks: store.collection<ExtensionLockDocument>('rollouts'),
    pacing: store.collection<PacingDocument>('pacing'),
    clusters: store.collection<ClusterDocument>('clusters'),
    heartbeats: store.collection<HeartbeatDocument>('heartbeats'),
  });
}

/** Wires the rollout engine to the store and bus the host chose. */
export function composeRollouts(deps: {
  store: Store;
  bus: Bus;
  clock: Clock;
  log: Logger;
  config: Config;
  targets: TargetResolver;
  /** The tenant's fleet revision, part of the generation agents see (see ClusterPins). */
  fleetRevision: (tenantId: string) => Promise<number>;
  instruments?: Pick<Instruments, 'rolloutHalts' | 'reconcileRetries'>;
  sourceHost?: SourceHostLookup;
  /** Create-time checks against the catalog (the version published, values on every cluster). */
  preflight: RolloutPreflight;
  /** How the fan-out handler waits for an admitted time (tests with a manual clock move it). */
  fanoutSleep?: (ms: number) => Promise<void>;
  /** The GitOps path (functions/gitops): waves become commits, and sends wait while its remote fails. */
  gitPath?: RolloutGitPath;
  /** The identity health queries over Azure Monitor use (Azure only); without it they fail. */
  azureMonitor?: AzureMonitorAccess;
  /** The clusters' maintenance windows (functions/maintenance); without it, any time is fine. */
  windows?: SendWindows;
}): RolloutServices {
  const { store, bus, clock, log, config, targets } = deps;
  const clusters = store.collection<ClusterDocument>('clusters');
  const rolloutStore = rolloutStoreOf(store);
  const reconciler = new RolloutReconciler(
    rolloutStore,
    targets,
    bus,
    clock,
    log,
    { ...config.rollout, scheduleBatch: 1_000 },
    deps.instruments,
    deps.windows,
  );
  const settings = new TenantRolloutSettings(store.collection<RolloutSettingsDocument>('fleet'), clock);
  const rollouts = new RolloutService(
    rolloutStore,
    targets,
    reconciler,
    bus,
    clock,
    log,
    deps.sourceHost ?? (async () => null),
    withHealthChecks(deps.preflight, config.egress),
    deps.gitPath,
  );
  reconciler.stageHealth = stageHealth({
    store: rolloutStore,
    clock,
    log,
    egress: config.egress,
    ...(deps.azureMonitor ? { azureMonitor: deps.azureMonitor } : {}),
  });
  reconciler.onAutoRollback = async (tenantId, rolloutId, reason) => {
    await rollouts.rollback(tenantId, rolloutId, reason);
  };
  return {
    rollouts,
    rolloutReconciler: reconciler,
    fanout: new FanoutHandler({
      store: rolloutStore,
      pins: new ClusterPins(clusters, clock, deps.fleetRevision),
      targets,
      bus,
      clock,
      log,
      // One per instance: it groups this instance's concurrent admissions into shared round trips.
      admission: new WriteAdmission(store.collection<AdmissionLogDocument>('pacing'), () =>
        clock.now().getTime(),
      ),
      settings: config.rollout,
      ...(deps.fanoutSleep ? { sleep: deps.fanoutSleep } : {}),
      ...(deps.gitPath ? { gitPath: deps.gitPath } : {}),
    }),
    rolloutProgress: new RolloutProgress(rolloutStore, clock),
    rolloutApprovals: new ApprovalDecisions(
      rolloutStore,
      reconciler.approvals,
      (tenantId) => settings.fourEyes(tenantId),
      (tenantId, rolloutId) => reconciler.reconcile(tenantId, rolloutId),
    ),
    rolloutSettings: settings,
    rolloutTimelines: new RolloutTimelines(rolloutStore),
  };
}
