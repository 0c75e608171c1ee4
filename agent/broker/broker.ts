import type {
  BrokerAgentCondition,
  BrokerConsumerKind,
  BrokerExchange,
  BrokerExchangeRequest,
} from '../../contract/broker-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import type { KubeObjects } from '../kube/port';
import { ConsumerWatcher } from './consumer-watcher';
import { OfferReporter } from './offer-reporter';
import { ProviderApplier } from './provider-applier';
import { WriteBack } from './write-back';

export interface BrokerGrants {
  consumer: SyncResource[];
  provider: SyncResource[];
  related: SyncResource[];
}

export interface BrokerOptions {
  kube: KubeObjects;
  grants: () => BrokerGrants;
  exchange: (body: BrokerExchangeRequest) => Promise<BrokerExchange>;
  privateKeyPem: () => string;
  now: () => Date;
}

/** How the last pass went, for the ArcBridgeCluster's `Brokered` condition. */
export interface BrokerOutcome {
  conditions: BrokerAgentCondition[];
  consumed: number;
  provided: { state: 'Applied' | 'Failed'; name: string; namespace: string; reason?: string }[];
  writeBackFailures: { name: string; reason: string }[];
}

/**
 * One pass of brokering: report offers, consumed objects and copies, exchange with the control
 * plane, then keep every copy (provider) and write back every consumer object's status, related
 * objects and finalizer (consumer). Level-based like resource sync: the kinds to watch come from the
 * previous answer, so a newly brokered kind takes one more exchange, done at once.
 */
export class Broker {
  private readonly offers: OfferReporter;
  private readonly watcher: ConsumerWatcher;
  private readonly provider: ProviderApplier;
  private readonly writeBack: WriteBack;
  private kinds: BrokerConsumerKind[] = [];
  /** Every brokered API this consumer was told of, kept so a write-back for a dropped API still lands. */
  private readonly known = new Map<string, SyncResource>();
  private last: BrokerOutcome = { conditions: [], consumed: 0, provided: [], writeBackFailures: [] };

  constructor(private readonly options: BrokerOptions) {
    this.offers = new OfferReporter(options.kube, options.now);
    this.watcher = new ConsumerWatcher(options.kube, () => options.grants().consumer, options.now);
    this.provider = new ProviderApplier(options.kube, () => options.grants());
    this.writeBack = new WriteBack({
      kube: options.kube,
      related: () => options.grants().related,
      privateKeyPem: options.privateKeyPem,
      now: options.now,
    });
  }

  outcome(): BrokerOutcome {
    return this.last;
  }

  async pass(): Promise<void> {
    let { work, conditions } = await this.exchangeOnce();
    if (signature(work.consumerKinds) !== signature(this.kinds)) {
      this.adopt(work.consumerKinds);
      ({ work, conditions } = await this.exchangeOnce());
    }
    this.adopt(work.consumerKinds);
    await this.provider.reconcile(work.copies);
    await this.writeBack.reconcile(work.writeBack, (api) => this.known.get(api));
    const consumed = new Set(work.writeBack.map((w) => `${w.namespace}/${w.name}`)).size;
    this.last = {
      conditions,
      consumed,
      provided: (await this.provider.report()).map((p) => ({
        state: p.state,
        name: p.name,
        namespace: p.namespace,
        ...(p.reason ? { reason: p.reason } : {}),
      })),
      writeBackFailures: this.writeBack
        .applied()
        .filter((a) => a.state === 'Failed')
        .map((a) => ({ name: a.placementId, reason: a.reason ?? 'Failed' })),
    };
  }

  private adopt(kinds: BrokerConsumerKind[]): void {
    this.kinds = kinds;
    for (const k of kinds) this.known.set(k.api, { group: k.group, version: k.version, kind: k.kind });
  }

  private async exchangeOnce(): Promise<{ work: BrokerExchange; conditions: BrokerAgentCondition[] }> {
    const grants = this.options.grants();
    const { offers, invalidOffers } = await this.offers.collect();
    const batch = await this.watcher.collect(this.kinds);
    const provided = await this.provider.report();
    const work = await this.options.exchange({
      grants: { consumer: grants.consumer.map(plain), provider: grants.provider.map(plain) },
      offers,
      invalidOffers,
      consumed: batch.consumed,
      resync: batch.resync,
      provided,
      consumerApplied: this.writeBack.applied(),
      conditions: batch.conditions,
    });
    batch.commit();
    await this.offers.writeStatus(work.offers, [
      ...offers.map((o) => ({ name: o.name, generation: o.generation })),
      ...invalidOffers,
    ]);
    return { work, conditions: batch.conditions };
  }
}

const plain = ({ group, version, kind }: SyncResource): SyncResource => ({ group, version, kind });

function signature(kinds: BrokerConsumerKind[]): string {
  return JSON.stringify(kinds.map((k) => [k.api, k.group, k.version, k.kind]));
}
