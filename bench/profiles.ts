/** Benchmark profiles: the full run (10,000 clusters), the quick run, the reference design's scenario, a test run. */

export interface InventoryProfile {
  nodes: number;
  namespaces: number;
  pods: number;
}

export interface RolloutPlan {
  extension: string;
  version: string;
  namespace: string;
  url: string;
  stages: Array<{ name: string; percent: number }>;
  errorBudgetPercent: number;
}

export interface Profile {
  name: string;
  clusters: number;
  regions: number;
  inventory: InventoryProfile;
  /** Agents bootstrapping (key pair, CSR, register) at once: a registration storm with bounded concurrency. */
  registrationConcurrency: number;
  /** New clusters registered with every agent stopped, for the control plane's CPU per registration (default 400). */
  registrationCostRequests?: number;
  /** In-flight requests of the closed-loop load generator in the sustained phases and the ceiling. */
  loadConcurrency: number;
  /** Registered clusters whose connections and certificates the sustained phases rotate over. */
  loadPoolClusters: number;
  phaseSeconds: number;
  warmupSeconds: number;
  statusBatchSize: number;
  sustained: boolean;
  rolloutCapPerSecond: number;
  rollouts: RolloutPlan[];
  agent: {
    heartbeatIntervalMs: number;
    desiredPollIntervalMs: number;
    statusFlushIntervalMs: number;
    inventoryIntervalMs: number;
  };
  timeoutSeconds: number;
  /** A soak run (`--soak DURATION`): the agents' own loops and two rollouts for this long, sampled. */
  soakSeconds?: number;
  /**
   * `--front-end haproxy`: HAProxy terminates the agents' TLS in front of the embedded host, as
   * Azure's front end does for the Functions host (ARCBRIDGE_FRONT_END, docs/configuration.md).
   */
  frontEnd?: 'haproxy';
}

const INGRESS: Omit<RolloutPlan, 'stages' | 'errorBudgetPercent'> = {
  extension: 'ingress-nginx',
  version: '4.11.0',
  namespace: 'ingress-nginx',
  url: 'https://manifests.bench.arcbridge.dev/ingress-nginx-4.11.0.yaml',
};
const LOGGING: Omit<RolloutPlan, 'stages' | 'errorBudgetPercent'> = {
  extension: 'logging',
  version: '3.1.0',
  namespace: 'logging',
  url: 'https://manifests.bench.arcbridge.dev/logging-3.1.0.yaml',
};

/** The agent's production defaults (agent/core.ts, ArcBridgeCluster pollIntervalSeconds 30). */
const DEFAULT_AGENT = {
  heartbeatIntervalMs: 30_000,
  desiredPollIntervalMs: 30_000,
  statusFlushIntervalMs: 2_000,
  inventoryIntervalMs: 60_000,
};

/** 10,000 clusters in 10 regions; the soak runs the same fleet with its own loops instead of the phases. */
const FULL: Profile = {
  name: 'full',
  clusters: 10_000,
  regions: 10,
  inventory: { nodes: 5, namespaces: 12, pods: 60 },
  registrationConcurrency: 64,
  loadConcurrency: 64,
  loadPoolClusters: 1000,
  phaseSeconds: 60,
  warmupSeconds: 3,
  statusBatchSize: 100,
  sustained: true,
  rolloutCapPerSecond: 100,
  rollouts: [{ ...INGRESS, stages: [{ name: 'all', percent: 100 }], errorBudgetPercent: 2 }],
  agent: DEFAULT_AGENT,
  timeoutSeconds: 1500,
};

export const PROFILES: Record<string, Profile> = {
  full: FULL,
  quick: {
    name: 'quick',
    clusters: 500,
    regions: 5,
    inventory: { nodes: 5, namespaces: 12, pods: 60 },
    registrationConcurrency: 64,
    loadConcurrency: 64,
    loadPoolClusters: 500,
    phaseSeconds: 10,
    warmupSeconds: 2,
    statusBatchSize: 100,
    sustained: true,
    rolloutCapPerSecond: 100,
    rollouts: [{ ...INGRESS, stages: [{ name: 'all', percent: 100 }], errorBudgetPercent: 2 }],
    agent: DEFAULT_AGENT,
    timeoutSeconds: 170,
  },
  reference: {
    name: 'reference',
    clusters: 50,
    regions: 5,
    inventory: { nodes: 3, namespaces: 10, pods: 40 },
    registrationConcurrency: 50,
    loadConcurrency: 16,
    loadPoolClusters: 50,
    phaseSeconds: 5,
    warmupSeconds: 1,
    statusBatchSize: 100,
    sustained: false,
    rolloutCapPerSecond: 100,
    rollouts: [
      {
        ...INGRESS,
        stages: [
          { name: 'canary', percent: 10 },
          { name: 'rest', percent: 100 },
        ],
        errorBudgetPercent: 1,
      },
      {
        ...LOGGING,
        stages: [
          { name: 'canary', percent: 10 },
          { name: 'rest', percent: 100 },
        ],
        errorBudgetPercent: 1,
      },
    ],
    agent: DEFAULT_AGENT,
    timeoutSeconds: 600,
  },
  /**
   * `--soak DURATION`: 10,000 clusters run their own loops (heartbeats, desired polls, status) and
   * two fleet-wide rollouts for the duration, while memory, event-loop delay and latency are sampled.
   */
  soak: {
    ...FULL,
    name: 'soak',
    sustained: false,
    rollouts: [
      { ...INGRESS, stages: [{ name: 'all', percent: 100 }], errorBudgetPercent: 2 },
      { ...LOGGING, stages: [{ name: 'all', percent: 100 }], errorBudgetPercent: 2 },
    ],
    soakSeconds: 1800,
  },
  /** For the test suite: a handful of clusters, fast loops, a few seconds per phase. */
  test: {
    name: 'test',
    clusters: 20,
    regions: 2,
    inventory: { nodes: 2, namespaces: 6, pods: 10 },
    registrationConcurrency: 10,
    registrationCostRequests: 40,
    loadConcurrency: 8,
    loadPoolClusters: 20,
    phaseSeconds: 1,
    warmupSeconds: 0.2,
    statusBatchSize: 20,
    sustained: true,
    rolloutCapPerSecond: 50,
    rollouts: [{ ...INGRESS, stages: [{ name: 'all', percent: 100 }], errorBudgetPercent: 2 }],
    agent: {
      heartbeatIntervalMs: 1_000,
      desiredPollIntervalMs: 1_000,
      statusFlushIntervalMs: 200,
      inventoryIntervalMs: 1_000,
    },
    timeoutSeconds: 40,
  },
};

export function profileFor(name: string, overrides: { clusters?: number; regions?: number } = {}): Profile {
  const base = PROFILES[name];
  if (!base) throw new Error(`unknown profile '${name}' (one of ${Object.keys(PROFILES).join(', ')})`);
  const clusters = overrides.clusters ?? base.clusters;
  return {
    ...base,
    clusters,
    regions: Math.min(overrides.regions ?? base.regions, clusters),
    loadPoolClusters: Math.min(base.loadPoolClusters, clusters),
  };
}

/**
 * The command line's phase switches: `--skip-rollout` drops the rollouts; `--registration-only`
 * also drops the sustained phases, so the run stops once every cluster is registered and its
 * inventory stored (a short run for the storm alone).
 */
export function withPhases(
  profile: Profile,
  flags: { skipRollout?: boolean; registrationOnly?: boolean },
): Profile {
  const rollouts = flags.skipRollout || flags.registrationOnly ? [] : profile.rollouts;
  return { ...profile, rollouts, sustained: flags.registrationOnly ? false : profile.sustained };
}
