import type { ClusterDocument, HeartbeatDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { Collection, Filter, Versioned } from '../platform/store/store';
import type { SyncMembership } from '../sync';
import type { BrokerCel } from './cel';
import { copyObject } from './copies';
import { digestOf, PLACEMENT_PREFIX, PROVIDER_PREFIX } from './model';
import type {
  BrokeredApiDocument,
  BrokerMemberDocument,
  MigrationDocument,
  PlacementDocument,
} from './model';
import { celKey, rankProviders, refusal } from './placement';
import type { PlacementPolicy, PlacementSubject, ProviderCandidate } from './placement';
import type { PlacementWorld } from './state-machine';
import { evaluateFilters } from './filters';
import type { ProviderVerdict } from '../../contract/broker';

export interface BrokerDocs {
  apis: Collection<BrokeredApiDocument>;
  members: Collection<BrokerMemberDocument>;
  placements: Collection<PlacementDocument>;
  migrations: Collection<MigrationDocument>;
  clusters: Collection<ClusterDocument>;
  heartbeats: Collection<HeartbeatDocument>;
}

export interface WorldDeps {
  docs: BrokerDocs;
  membership: SyncMembership;
  cel: BrokerCel;
  clock: Clock;
  offlineAfterSeconds: number;
}

/** Every document of the tenant whose id starts with `prefix` (and matches `where`), in id order. */
export async function allWithPrefix<T extends { id: string; tenantId: string }>(
  collection: Collection<T>,
  tenantId: string,
  prefix: string,
  where: Filter[] = [],
): Promise<Versioned<T>[]> {
  const found: Versioned<T>[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await collection.query(tenantId, {
      where: [{ path: ['id'], op: 'startsWith', value: prefix }, ...where],
      limit: 1000,
      ...(continuationToken ? { continuationToken } : {}),
    });
    found.push(...page.items);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return found;
}

/** What placement decides for one object: every provider's verdict, the order, the state machine's view. */
export interface Judgement {
  verdicts: ProviderVerdict[];
  order: string[];
  world: PlacementWorld;
}

/**
 * The tenant's providers at one moment (offers, cordons, connectivity, placement counts), read once
 * per exchange or request, and placement's judgement of an object against them.
 */
export class BrokerSnapshot {
  private constructor(
    private readonly deps: WorldDeps,
    readonly tenantId: string,
    readonly members: Map<string, BrokerMemberDocument>,
    readonly clusters: Map<string, ClusterDocument>,
    private readonly lastHeartbeat: Map<string, number>,
    private readonly placed: Map<string, number>,
    private readonly selected: Map<string, Set<string>>,
  ) {}

  static async load(
    deps: WorldDeps,
    tenantId: string,
    extraClusters: string[] = [],
  ): Promise<BrokerSnapshot> {
    const { docs } = deps;
    const members = new Map(
      (await allWithPrefix(docs.members, tenantId, PROVIDER_PREFIX)).map(
        ({ doc }) => [doc.clusterId, doc] as const,
      ),
    );
    const ids = [...new Set([...members.keys(), ...extraClusters])];
    const clusters = new Map<string, ClusterDocument>();
    const lastHeartbeat = new Map<string, number>();
    for (let start = 0; start < ids.length; start += 1000) {
      const page = ids.slice(start, start + 1000);
      for (const { doc } of await docs.clusters.readMany(tenantId, page)) clusters.set(doc.id, doc);
      for (const { doc } of await docs.heartbeats.readMany(tenantId, page)) {
        lastHeartbeat.set(doc.id, new Date(doc.lastHeartbeat).getTime());
      }
    }
    const placed = new Map<string, number>();
    for (const group of await docs.placements.countBy(tenantId, {
      where: [{ path: ['id'], op: 'startsWith', value: PLACEMENT_PREFIX }],
      by: [['provider']],
    })) {
      if (typeof group.key[0] === 'string') placed.set(group.key[0], group.count);
    }
    return new BrokerSnapshot(deps, tenantId, members, clusters, lastHeartbeat, placed, new Map());
  }

  /** The providers of a brokered API: every cluster that reported offers, with what placement needs of it. */
  async candidates(api: BrokeredApiDocument, except?: PlacementDocument): Promise<ProviderCandidate[]> {
    let selected = this.selected.get(api.name);
    if (!selected) {
      selected = new Set(await this.deps.membership.resolve(this.tenantId, api.providers));
      this.selected.set(api.name, selected);
    }
    const now = this.deps.clock.now().getTime();
    const candidates: ProviderCandidate[] = [];
    for (const member of this.members.values()) {
      const cluster = this.clusters.get(member.clusterId);
      if (!cluster || (member.offers.length === 0 && member.invalidOffers.length === 0)) continue;
      const heartbeat = this.lastHeartbeat.get(member.clusterId);
      const silentForMs = heartbeat === undefined ? Infinity : now - heartbeat;
      const own = except?.provider === member.clusterId ? 1 : 0;
      candidates.push({
        clusterId: member.clusterId,
        clusterName: cluster.name,
        region: cluster.region,
        offers: member.offers,
        cordoned: member.cordoned !== undefined,
        online: silentForMs <= this.deps.offlineAfterSeconds * 1000,
        silentForMs,
        selected: selected.has(member.clusterId),
        placed: Math.max(0, (this.placed.get(member.clusterId) ?? 0) - own),
      });
    }
    return candidates.sort((a, b) => a.clusterId.localeCompare(b.clusterId));
  }

  /** Placement's judgement of one object: CEL of the offers its filters pass runs in the pool, once. */
  async judge(api: BrokeredApiDocument, doc: PlacementDocument): Promise<Judgement> {
    const candidates = await this.candidates(api, doc);
    const policy: PlacementPolicy = {
      resource: { group: api.group, version: api.version, kind: api.kind },
      spread: api.spread,
      offlineGraceMs: api.offlineGraceSeconds * 1000,
    };
    const subject: PlacementSubject = {
      placementId: doc.placementId,
      spec: doc.spec,
      metadata: { name: doc.name, namespace: doc.namespace, labels: doc.labels },
    };
    const pending: Array<{ key: string; expression: string }> = [];
    for (const candidate of candidates) {
      for (const offer of candidate.offers) {
        if (offer.spec.cel === undefined || offer.invalid !== undefined) continue;
        if (!evaluateFilters(offer.spec, subject.spec).accepted) continue;
        pending.push({ key: celKey(candidate.clusterId, offer.name), expression: offer.spec.cel });
      }
    }
    const results = await this.deps.cel.verdicts(
      'offer',
      pending.map((p) => p.expression),
      { spec: subject.spec, metadata: subject.metadata },
    );
    const cel = new Map(pending.map((p, i) => [p.key, results[i]!] as const));
    const consumerRegion = this.clusters.get(doc.consumer)?.region ?? null;
    const { verdicts, order } = rankProviders(candidates, policy, subject, cel, consumerRegion);
    const byId = new Map(candidates.map((c) => [c.clusterId, c] as const));
    const noProvider =
      candidates.length === 0
        ? 'no provider offers this kind (no AcceptAPI reported)'
        : `no provider accepts the object: ${verdicts.map((v) => `${v.clusterName}: ${v.refusedBy ?? 'accepts'}`).join('; ')}`;
    return {
      verdicts,
      order,
      world: {
        chosen: order[0],
        noProvider: noProvider.slice(0, 2048),
        keeps: (provider) => {
          const candidate = byId.get(provider);
          return (
            candidate !== undefined && refusal(candidate, policy, subject, cel, true).refusedBy === undefined
          );
        },
        // A provider's member document outlives its cluster: a deleted cluster holds no copy any more.
        exists: (provider) => this.clusters.has(provider),
        copyDigest: digestOf(copyObject(doc)),
        now: this.deps.clock.now().toISOString(),
      },
    };
  }
}
