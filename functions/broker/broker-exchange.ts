import type { BrokerExchange, BrokerExchangeBody } from '../../contract/broker-exchange';
import type { ClusterDocument } from '../clusters';
import { certificateJwk } from '../platform/identity/certificate-jwk';
import type { Versioned } from '../platform/store/store';
import { compileClusterSelector } from '../sync';
import type { SyncMembership } from '../sync';
import type { BrokeredApiService } from './brokered-api-service';
import { checkConsumed } from './consumer-side';
import type { ConsumerSide } from './consumer-side';
import type { MigrationStages } from './migration-stages';
import type { BrokeredApiDocument } from './model';
import type { OfferService } from './offers';
import type { ProviderSide } from './provider-side';
import type { Judge } from './reconcile';
import { BrokerSnapshot } from './world';
import type { WorldDeps } from './world';

export interface BrokerExchangeCaller {
  tenantId: string;
  clusterId: string;
  cluster: Versioned<ClusterDocument>;
  /** The client certificate the caller authenticated with (its public key is what Secrets are sealed to). */
  certificate: string | null;
}

export interface BrokerExchangeDeps {
  world: WorldDeps;
  apis: BrokeredApiService;
  offers: OfferService;
  consumers: ConsumerSide;
  providers: ProviderSide;
  migrations: MigrationStages;
  /** Cluster facts and the features a cluster declares (resource sync's member document). */
  membership: SyncMembership;
}

/**
 * One agent's brokering exchange. A cluster can be consumer and provider at once: its offers are
 * stored first, then its consumer objects and its copies are settled (each placement a state
 * machine advanced by compare-and-swap), then its migrations. Objects never pass from cluster to
 * cluster directly, and a related Secret's data only as ciphertext sealed to the consumer's key.
 */
export class BrokerExchangeService {
  constructor(private readonly deps: BrokerExchangeDeps) {}

  async exchange(caller: BrokerExchangeCaller, request: BrokerExchangeBody): Promise<BrokerExchange> {
    const { tenantId, clusterId } = caller;
    checkConsumed(request);
    const offers = await this.deps.offers.record(
      tenantId,
      clusterId,
      certificateJwk(caller.certificate),
      request,
    );
    const apis = await this.deps.apis.all(tenantId);
    const facts = {
      ...(await this.deps.membership.factsOf(tenantId, caller.cluster.doc, undefined)),
      features: await this.deps.membership.featuresOf(tenantId, clusterId),
    };
    const consumerOf = new Map(
      apis
        .filter((api) => compileClusterSelector(api.consumers)(facts))
        .map((api) => [api.name, api] as const),
    );
    const snapshot = await BrokerSnapshot.load(this.deps.world, tenantId, [clusterId]);
    const byName = new Map(apis.map((api) => [api.name, api] as const));
    const judge: Judge = async (doc) => {
      const api = byName.get(doc.api);
      if (!api || !this.consumes(api, doc.consumer, clusterId, consumerOf)) return undefined;
      return (await snapshot.judge(api, doc)).world;
    };
    const providerName = (id: string) => snapshot.clusters.get(id)?.name ?? id;
    const writeBack = await this.deps.consumers.exchange(
      tenantId,
      clusterId,
      request,
      consumerOf,
      judge,
      providerName,
    );
    const copies = await this.deps.providers.exchange(tenantId, clusterId, request, offers.held, judge);
    const templates = await this.deps.migrations.exchange(tenantId, clusterId, request.templates);
    return {
      consumerKinds: [...consumerOf.values()].map((api) => ({
        api: api.name,
        group: api.group,
        version: api.version,
        kind: api.kind,
      })),
      copies,
      writeBack,
      templates,
      offers: offers.states,
    };
  }

  /**
   * Whether the object's consumer is still one of the API's consumers. Only the consumer's own
   * exchange knows (its facts); a provider's exchange leaves that to it.
   */
  private consumes(
    api: BrokeredApiDocument,
    consumer: string,
    caller: string,
    consumerOf: Map<string, BrokeredApiDocument>,
  ): boolean {
    return consumer !== caller || consumerOf.has(api.name);
  }
}
