import type { z } from 'zod';
import { CreateRolloutRequest } from '../../contract/rollouts';
import type { ClusterRolloutState, RolloutStrategy, RolloutView } from '../../contract/rollouts';
import type { StatusEvent } from '../../contract/status';
import type { ClusterDocument } from '../../functions/clusters/model';
import { loadConfig } from '../../functions/platform/config';
import { silentLogger } from '../../functions/platform/logger';
import type { Store } from '../../functions/platform/store/store';
import type { Target } from '../../contract/targeting';
import { factsOf } from '../../functions/targeting/cluster-facts';
import { compileTarget } from '../../functions/targeting/target-matcher';
import type { TargetResolver } from '../../functions/targeting/target-resolver';
import { composeRollouts, rolloutStoreOf } from '../../functions/rollout/compose-rollouts';
import type { RolloutStore } from '../../functions/rollout/rollout-store';
import type { RolloutServices } from '../../functions/rollout/compose-rollouts';
import type { RolloutClusterDocument } from '../../functions/rollout/model';
import type { RolloutGitPath } from '../../functions/rollout/git-path';
import type { SendWindows } from '../../functions/rollout/window-holds';
import { HeldBus } from './held-bus';
import type { ManualClock } from './manual-clock';

export const ROLLOUT_EXTENSION = 'logging';
export const ONE_STAGE = { name: 'all', percent: 100 };

/**
 * The rollout engine as the host wires it (composeRollouts) on a real store adapter, with a manual
 * clock and a bus that holds messages until the test delivers them. Every cluster is online and
 * targeted: the engine is under test, not the targeting. `instance()` wires another engine on the
 * same store and bus, as a second Functions instance would be.
 */
export class RolloutEngine {
  readonly bus: HeldBus;
  /** Clusters whose agents do not heartbeat: the engine sees them Offline. */
  readonly offline = new Set<string>();
  /** How many times the engine asked which clusters are connected (the reconciler's deferred check). */
  connectivityLookups = 0;
  readonly services: RolloutServices;
  /** The cluster documents, read and written directly (not through the engine). */
  readonly clusters;
  /** The engine's store access, on the direct store: for tests that check or force a write. */
  readonly rolloutStore: RolloutStore;

  /**
   * @param store what the engine uses (a counting or gated wrapper, say)
   * @param direct what the test itself reads through, so its reads are not counted or held
   */
  constructor(
    private readonly store: Store,
    readonly tenantId: string,
    readonly clock: ManualClock,
    private readonly direct: Store = store,
    private readonly options: { perSecond?: number; gitPath?: RolloutGitPath; windows?: SendWindows } = {},
  ) {
    this.bus = new HeldBus(clock);
    this.clusters = direct.collection<ClusterDocument>('clusters');
    this.rolloutStore = rolloutStoreOf(direct);
    this.services = this.instance();
  }

  /** Another engine (a second instance) on `store`, sharing this one's bus and clock. */
  instance(store: Store = this.store): RolloutServices {
    const clusters = this.clusters;
    const offline = this.offline;
    const targets = {
      // The target's own matcher on the cluster documents (labels, groups, names), every cluster online.
      resolve: async (tenant: string, target: Target) => {
        const matches = compileTarget(target);
        return (await clusters.query(tenant, { limit: 1000 })).items
          .filter((cluster) => matches(factsOf(cluster.doc)))
          .map((cluster) => ({ cluster, facts: factsOf(cluster.doc) }));
      },
      factsFor: async (_tenant: string, cluster: ClusterDocument) => ({
        id: cluster.id,
        connectivity: offline.has(cluster.id) ? 'Offline' : 'Connected',
      }),
      connected: async (_tenant: string, ids: readonly string[]) => {
        this.connectivityLookups++;
        return new Set(ids.filter((id) => !offline.has(id)));
      },
    } as unknown as TargetResolver;
    // By default caps far above what a test sends, so admission never makes the handler wait;
    // with lower caps the handler's waits move the manual clock.
    const cap = String(this.options.perSecond ?? 10_000);
    const config = loadConfig({
      ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND: cap,
      ARCBRIDGE_ROLLOUT_TENANT_PER_SECOND: cap,
      ARCBRIDGE_ROLLOUT_REGION_PER_SECOND: cap,
    });
    const clock = this.clock;
    return composeRollouts({
      store,
      bus: this.bus.asBus(),
      clock: this.clock,
      log: silentLogger,
      config,
      targets,
      fleetRevision: async () => 0,
      // The engine is under test, not the catalog checks (test/e2e/rollout-validation.e2e.test.ts).
      preflight: { check: async () => [] },
      fanoutSleep: async (ms) => clock.advance(ms / 1000),
      ...(this.options.gitPath ? { gitPath: this.options.gitPath } : {}),
      ...(this.options.windows ? { windows: this.options.windows } : {}),
    });
  }

  async addClusters(count: number): Promise<string[]> {
    const now = this.clock.now().toISOString();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = `c-${String(i).padStart(3, '0')}`;
      await this.clusters.create({
        id,
        tenantId: this.tenantId,
        name: `edge-${i}`,
        region: i % 2 === 0 ? 'westeurope' : 'eastus',
        labels: {},
        clusterUid: `uid-${i}`,
        registeredAt: now,
        updatedAt: now,
        certificate: { serialNumber: `s-${i}`, notAfter: '2027-01-01T00:00:00Z' },
        desiredGeneration: 1,
        extensions: {},
      });
      ids.push(id);
    }
    return ids;
  }

  /** Starts a rollout to every cluster, with the API's defaults (one stage, error budget 2%). */
  start(
    strategy: z.input<typeof RolloutStrategy> = { stages: [ONE_STAGE] },
    options: { extension?: string; version?: string; supersede?: boolean; selector?: string } = {},
  ): Promise<RolloutView> {
    return this.services.rollouts.create(
      this.tenantId,
      'test',
      CreateRolloutRequest.parse({
        extension: options.extension ?? ROLLOUT_EXTENSION,
        version: options.version ?? '2.0.0',
        strategy,
        ...(options.selector ? { target: { selector: options.selector } } : {}),
        ...(options.supersede ? { supersede: true } : {}),
      }),
    );
  }

  /** Time passes and up to `limit` due messages are handled, one after the other. */
  async deliver(limit?: number): Promise<number> {
    this.clock.advance(1);
    const due = this.bus.takeDue(limit);
    for (const body of due) await this.services.fanout.handle(body);
    return due.length;
  }

  /** The agents of `clusterIds` report a verdict on the pinned version. */
  async report(
    clusterIds: string[],
    phase: 'Installed' | 'Failed',
    detail: { reason?: string; message?: string } = {},
  ): Promise<void> {
    for (const clusterId of clusterIds) {
      const cluster = (await this.clusters.read(this.tenantId, clusterId))!.doc;
      const pin = cluster.pins?.[ROLLOUT_EXTENSION];
      // An agent reports on what it was told to run; without a pin there is nothing to judge.
      if (!pin) continue;
      const event: StatusEvent = {
        extension: ROLLOUT_EXTENSION,
        phase,
        reason: detail.reason ?? (phase === 'Installed' ? 'InstallSucceeded' : 'ImagePullBackOff'),
        ...(detail.message !== undefined ? { message: detail.message } : {}),
        lastTransitionTime: this.clock.now().toISOString(),
        observedGeneration: pin.generation,
      };
      await this.services.rolloutProgress.onStatus(cluster, [event]);
    }
  }

  async allRecords(rolloutId: string): Promise<RolloutClusterDocument[]> {
    const records = this.direct.collection<RolloutClusterDocument>('rolloutClusters');
    const out: RolloutClusterDocument[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await records.query(this.tenantId, {
        where: [{ path: ['rolloutId'], op: 'eq', value: rolloutId }],
        ...(continuationToken ? { continuationToken } : {}),
      });
      out.push(...page.items.map((item) => item.doc));
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return out;
  }

  /** Clusters of the rollout in `state`, from the store. */
  async inState(rolloutId: string, state: ClusterRolloutState): Promise<RolloutClusterDocument[]> {
    return (await this.allRecords(rolloutId)).filter((record) => record.state === state);
  }

  /** The rollout's pin on each cluster that carries one (cluster id -> rollout id of the pin). */
  async pins(): Promise<Map<string, string>> {
    const page = await this.clusters.query(this.tenantId, { limit: 1000 });
    const pinned = new Map<string, string>();
    for (const { doc } of page.items) {
      const pin = doc.pins?.[ROLLOUT_EXTENSION];
      if (pin) pinned.set(doc.id, pin.rolloutId);
    }
    return pinned;
  }

  reconcile(rolloutId: string): Promise<void> {
    return this.services.rolloutReconciler.reconcile(this.tenantId, rolloutId);
  }
}
