import { isDeepStrictEqual } from 'node:util';
import { AcceptApiSpec } from '../../contract/broker';
import type { Offer, OfferList, ProviderCordon } from '../../contract/broker';
import type { FieldViolation } from '../../contract/problems';
import { zodViolations } from '../platform/http/validation';
import type { BrokerExchangeBody, BrokerExchange } from '../../contract/broker-exchange';
import { formatResource } from '../../contract/sync-rules';
import { problems } from '../../contract/problems';
import type { Clock } from '../platform/clock';
import { StoreConflictError, StorePreconditionError } from '../platform/store/store';
import type { BrokerCel } from './cel';
import { memberId, PLACEMENT_PREFIX, PROVIDER_PREFIX } from './model';
import type { BrokerMemberDocument, StoredOffer } from './model';
import { allWithPrefix } from './world';
import type { BrokerDocs } from './world';

export interface OfferDeps {
  docs: BrokerDocs;
  cel: BrokerCel;
  clock: Clock;
  offlineAfterSeconds: number;
}

/** Every offer's spec, or 422 listing every violation of every offer (nothing is stored then). */
function parseOffers(request: BrokerExchangeBody): AcceptApiSpec[] {
  const violations: FieldViolation[] = [];
  const specs = request.offers.map((offer, index) => {
    const parsed = AcceptApiSpec.safeParse(offer.spec);
    if (parsed.success) return parsed.data;
    violations.push(...zodViolations(parsed.error, `body.offers.${index}.spec`));
    return undefined;
  });
  if (violations.length > 0) {
    throw problems.unprocessable(
      `${violations.length} violation(s) in the offers; nothing was stored. Fix the AcceptAPI objects named.`,
      violations,
    );
  }
  return specs as AcceptApiSpec[];
}

const sameKind = (a: { group: string; version: string; kind: string }, b: typeof a) =>
  a.group === b.group && a.version === b.version && a.kind === b.kind;

/**
 * The tenant's offers: what each provider's exchange reports (its AcceptAPIs, checked here: CEL that
 * does not compile, or a kind the chart does not let the agent apply, makes an offer invalid), the
 * list operators read, and cordons.
 */
export class OfferService {
  constructor(private readonly deps: OfferDeps) {}

  /** Stores what the exchange says of the cluster; answers each offer's state. */
  async record(
    tenantId: string,
    clusterId: string,
    jwk: Record<string, unknown> | undefined,
    request: BrokerExchangeBody,
  ): Promise<{ member: BrokerMemberDocument; held: string[]; states: BrokerExchange['offers'] }> {
    const { members } = this.deps.docs;
    const existing = (await members.read(tenantId, memberId(clusterId)))?.doc;
    const specs = parseOffers(request);
    const compile = await this.deps.cel.violations(
      specs.flatMap((offer, index) =>
        offer.cel === undefined
          ? []
          : [{ path: String(index), expression: offer.cel, scope: 'offer' as const }],
      ),
    );
    const offers: StoredOffer[] = request.offers.map((offer, index) => {
      const spec = specs[index]!;
      const cel = compile.find((v) => v.path === String(index));
      const granted = request.grants.provider.some((kind) => sameKind(kind, spec));
      const invalid =
        cel?.message ??
        (granted
          ? undefined
          : `the agent may not apply ${formatResource(spec)}: add it to the chart's broker.providerKinds`);
      return {
        name: offer.name,
        generation: offer.generation,
        spec,
        ...(invalid ? { invalid } : {}),
      };
    });
    const now = this.deps.clock.now().toISOString();
    const member: BrokerMemberDocument = {
      id: memberId(clusterId),
      tenantId,
      clusterId,
      offers: offers.sort((a, b) => a.name.localeCompare(b.name)),
      invalidOffers: request.invalidOffers,
      grants: request.grants,
      conditions: request.conditions,
      jwk: jwk ?? existing?.jwk ?? {},
      ...(existing?.cordoned ? { cordoned: existing.cordoned } : {}),
      holding: request.provided.map((item) => item.placementId).sort(),
      reportedAt: existing?.reportedAt ?? now,
    };
    if (!isDeepStrictEqual(member, existing)) await members.upsert({ ...member, reportedAt: now });
    const states: BrokerExchange['offers'] = [
      ...offers.map((offer) => ({
        name: offer.name,
        state: offer.invalid
          ? ('Invalid' as const)
          : member.cordoned
            ? ('Cordoned' as const)
            : ('Accepting' as const),
        ...(offer.invalid ? { message: offer.invalid } : {}),
      })),
      ...request.invalidOffers.map((offer) => ({
        name: offer.name,
        state: 'Invalid' as const,
        message: offer.violations.map((v) => `${v.path}: ${v.message}`).join('; '),
      })),
    ];
    return { member, held: existing?.holding ?? [], states };
  }

  async list(tenantId: string): Promise<OfferList> {
    const { docs, clock, offlineAfterSeconds } = this.deps;
    const members = (await allWithPrefix(docs.members, tenantId, PROVIDER_PREFIX)).map((m) => m.doc);
    const ids = members.map((m) => m.clusterId);
    const clusters = new Map(
      (await docs.clusters.readMany(tenantId, ids)).map(({ doc }) => [doc.id, doc] as const),
    );
    const heartbeats = new Map(
      (await docs.heartbeats.readMany(tenantId, ids)).map(({ doc }) => [doc.id, doc] as const),
    );
    const placed = new Map<string, number>();
    for (const group of await docs.placements.countBy(tenantId, {
      where: [{ path: ['id'], op: 'startsWith', value: PLACEMENT_PREFIX }],
      by: [['provider']],
    })) {
      if (typeof group.key[0] === 'string') placed.set(group.key[0], group.count);
    }
    const now = clock.now().getTime();
    const items: Offer[] = [];
    for (const member of members) {
      const cluster = clusters.get(member.clusterId);
      if (!cluster) continue;
      const heartbeat = heartbeats.get(member.clusterId);
      const online =
        heartbeat !== undefined &&
        now - new Date(heartbeat.lastHeartbeat).getTime() <= offlineAfterSeconds * 1000;
      const base = {
        clusterId: member.clusterId,
        clusterName: cluster.name,
        region: cluster.region,
        placed: placed.get(member.clusterId) ?? 0,
        reportedAt: member.reportedAt,
      };
      const state = member.cordoned ? 'Cordoned' : online ? 'Accepting' : 'Offline';
      for (const offer of member.offers) {
        items.push({
          ...base,
          name: offer.name,
          generation: offer.generation,
          spec: offer.spec,
          state: offer.invalid ? 'Invalid' : state,
          ...(offer.invalid ? { violations: [{ path: 'spec.cel', message: offer.invalid }] } : {}),
        });
      }
      for (const offer of member.invalidOffers) {
        items.push({
          ...base,
          name: offer.name,
          generation: offer.generation,
          state: 'Invalid',
          violations: offer.violations,
        });
      }
    }
    return { items };
  }

  /** Cordons (or uncordons) a provider; idempotent. Its objects move elsewhere at their next exchange. */
  async cordon(tenantId: string, clusterId: string, cordoned: boolean): Promise<ProviderCordon> {
    const { docs, clock } = this.deps;
    const cluster = await docs.clusters.read(tenantId, clusterId);
    if (!cluster) throw problems.notFound('Cluster', clusterId);
    const now = clock.now().toISOString();
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await docs.members.read(tenantId, memberId(clusterId));
      const doc: BrokerMemberDocument = existing?.doc ?? {
        id: memberId(clusterId),
        tenantId,
        clusterId,
        offers: [],
        invalidOffers: [],
        grants: { consumer: [], provider: [] },
        conditions: [],
        jwk: {},
        holding: [],
        reportedAt: now,
      };
      if ((doc.cordoned !== undefined) === cordoned) {
        return { clusterId, cordoned, since: doc.cordoned?.since ?? doc.reportedAt };
      }
      const { cordoned: _c, ...rest } = doc;
      const next = cordoned ? { ...rest, cordoned: { since: now } } : rest;
      try {
        if (existing) await docs.members.replace(next, { ifMatch: existing.etag });
        else await docs.members.create(next);
        return { clusterId, cordoned, since: now };
      } catch (err) {
        if (!(err instanceof StorePreconditionError) && !(err instanceof StoreConflictError)) throw err;
      }
    }
    throw problems.conflict(`Provider '${clusterId}' changed concurrently; retry.`);
  }
}
