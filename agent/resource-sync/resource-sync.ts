import type {
  SyncApplied,
  SyncExchange,
  SyncExchangeRequest,
  SyncSourceCondition,
  SyncSourceRule,
} from '../../contract/sync-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import type { KubeObjects, KubePort } from '../kube/port';
import { CopyLedger } from './copy-ledger';
import { PeerObjects } from './peer-objects';
import { SourceExporter } from './source-exporter';
import { TargetApplier } from './target-applier';

/** The field manager copies are applied with: apart from the extensions' own. */
export const SYNC_FIELD_MANAGER = 'arcbridge-sync';

export interface ResourceSyncOptions {
  /** The agent's own access (watches exported kinds, keeps the ledger in its namespace). */
  kube: KubeObjects & Pick<KubePort, 'informer'>;
  /** What copies are applied as: the extensions' ServiceAccount where the chart set one up. */
  copies: KubeObjects;
  namespace: string;
  settings: () => { features: string[]; exportKinds: SyncResource[]; peers: boolean };
  exchange: (body: SyncExchangeRequest) => Promise<SyncExchange>;
  privateKeyPem: () => string;
  /** Runs a pass soon: called once a burst of source changes has settled. */
  wake?: () => void;
  /** How long changes are gathered before the early pass (default 500 ms). */
  debounceMs?: number;
}

/**
 * One pass of resource sync: export what changed as a source, exchange with the control plane,
 * then keep every copy this cluster should hold. The control plane names the rules; the agent
 * learns them from the previous exchange, so a new rule takes one more exchange (done at once).
 */
export class ResourceSync {
  private readonly exporter: SourceExporter;
  private readonly applier: TargetApplier;
  private readonly peerObjects: PeerObjects;
  private rules: SyncSourceRule[] = [];
  private last: SyncExchange | undefined;
  private sourceConditions: SyncSourceCondition[] = [];
  private peersFailure: string | undefined;
  private debounce: NodeJS.Timeout | undefined;

  constructor(private readonly options: ResourceSyncOptions) {
    this.exporter = new SourceExporter(
      options.kube,
      () => options.settings().exportKinds,
      () => this.changed(),
    );
    this.applier = new TargetApplier({
      objects: options.copies,
      ledger: new CopyLedger(options.kube, options.namespace, SYNC_FIELD_MANAGER),
      fieldManager: SYNC_FIELD_MANAGER,
      privateKeyPem: options.privateKeyPem,
    });
    this.peerObjects = new PeerObjects(options.kube, SYNC_FIELD_MANAGER);
  }

  /** Stops watching the sources' objects. */
  async stop(): Promise<void> {
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = undefined;
    await this.exporter.stop();
  }

  /** Changes heard at the source: the first starts the wait, the rest join the same early pass. */
  private changed(): void {
    if (this.debounce || !this.options.wake) return;
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      this.options.wake?.();
    }, this.options.debounceMs ?? 500);
    this.debounce.unref?.();
  }

  /** The last answer (rules, copies, peers), for conditions and peers. */
  get work(): SyncExchange | undefined {
    return this.last;
  }

  /** How the last pass went: every copy's outcome, the rules this source could not export, the peers. */
  outcome(): { applied: SyncApplied[]; source: SyncSourceCondition[]; peers?: string } {
    return {
      applied: this.applier.applied(),
      source: this.sourceConditions,
      ...(this.peersFailure ? { peers: this.peersFailure } : {}),
    };
  }

  async pass(): Promise<void> {
    let work = await this.exchangeOnce();
    // New or changed rules: export for them now rather than a whole interval later.
    if (signature(work.export) !== signature(this.rules)) {
      this.rules = work.export;
      work = await this.exchangeOnce();
    }
    this.rules = work.export;
    this.last = work;
    await this.applier.reconcile(work);
    // Peers are asked for only with sync.peers, and only then may the agent write them (the chart).
    this.peersFailure = undefined;
    if (work.peers && this.options.settings().peers) {
      try {
        await this.peerObjects.reconcile(work.peers);
      } catch (err) {
        // Reported on the ArcBridgeCluster; the copies are kept all the same.
        this.peersFailure = `ArcBridgePeer objects not written: ${(err as Error).message}`;
      }
    }
  }

  private async exchangeOnce(): Promise<SyncExchange> {
    const settings = this.options.settings();
    const batch = await this.exporter.collect(this.rules);
    const work = await this.options.exchange({
      features: settings.features,
      exportKinds: settings.exportKinds,
      peers: settings.peers,
      exports: batch.exports,
      resync: batch.resync,
      applied: this.applier.applied(),
      conditions: batch.conditions,
    });
    batch.commit();
    this.sourceConditions = batch.conditions;
    return work;
  }
}

function signature(rules: SyncSourceRule[]): string {
  return JSON.stringify(rules.map((r) => [r.rule, r.generation, r.sealFor.map((t) => t.clusterId)]));
}
