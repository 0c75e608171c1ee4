import type { ClusterDocument, HeartbeatDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { Store } from '../platform/store/store';
import type { TargetResolver } from '../targeting';
import { SyncMembership } from '../sync';
import type { SyncMemberDocument } from '../sync';
import { BrokerExchangeService } from './broker-exchange';
import { BrokeredApiService } from './brokered-api-service';
import { poolCel } from './cel';
import type { BrokerCel } from './cel';
import { ConsumerSide } from './consumer-side';
import { PlacementExplainer } from './explain';
import { MigrationService } from './migration-service';
import { MigrationStages } from './migration-stages';
import type {
  BrokeredApiDocument,
  BrokerMemberDocument,
  MigrationDocument,
  PlacementDocument,
} from './model';
import { OfferService } from './offers';
import { ProviderSide } from './provider-side';
import { PlacementReconciler } from './reconcile';
import type { BrokerDocs, WorldDeps } from './world';

export interface BrokerServices {
  apis: BrokeredApiService;
  offers: OfferService;
  explain: PlacementExplainer;
  migrations: MigrationService;
  exchange: BrokerExchangeService;
}

export interface BrokerOptions {
  offlineAfterSeconds: number;
  /** Where CEL runs: the evaluation pool (tests may pass the same checks run another way). */
  cel?: BrokerCel;
}

/** Wires resource brokering (called by compose.ts): its documents live in the per-tenant `fleet` collection. */
export function composeBroker(
  store: Store,
  targets: TargetResolver,
  clock: Clock,
  options: BrokerOptions,
): BrokerServices {
  const cel = options.cel ?? poolCel;
  const docs: BrokerDocs = {
    apis: store.collection<BrokeredApiDocument>('fleet'),
    members: store.collection<BrokerMemberDocument>('fleet'),
    placements: store.collection<PlacementDocument>('fleet'),
    migrations: store.collection<MigrationDocument>('fleet'),
    clusters: store.collection<ClusterDocument>('clusters'),
    heartbeats: store.collection<HeartbeatDocument>('heartbeats'),
  };
  const syncMembers = store.collection<SyncMemberDocument>('fleet');
  const membership = new SyncMembership(targets, syncMembers);
  const world: WorldDeps = { docs, membership, cel, clock, offlineAfterSeconds: options.offlineAfterSeconds };
  const apis = new BrokeredApiService(docs.apis, clock);
  const offers = new OfferService({ docs, cel, clock, offlineAfterSeconds: options.offlineAfterSeconds });
  const reconciler = new PlacementReconciler(docs.placements);
  return {
    apis,
    offers,
    explain: new PlacementExplainer(world),
    migrations: new MigrationService(world, cel, clock),
    exchange: new BrokerExchangeService({
      world,
      apis,
      offers,
      consumers: new ConsumerSide({ placements: docs.placements, reconciler, clock }),
      providers: new ProviderSide({ placements: docs.placements, members: docs.members, reconciler, clock }),
      migrations: new MigrationStages(docs.migrations, docs.placements, cel, clock),
      membership,
    }),
  };
}
