import { createHash } from 'node:crypto';
import type { ProviderVerdict, SpreadPolicy } from '../../contract/broker';
import type { SyncResource } from '../../contract/sync-rules';
import { evaluateFilters } from './filters';
import type { StoredOffer } from './model';

/** A provider as placement sees it at one moment. */
export interface ProviderCandidate {
  clusterId: string;
  clusterName: string;
  region: string | null;
  offers: StoredOffer[];
  cordoned: boolean;
  /** Heartbeat within the offline threshold. */
  online: boolean;
  /** Milliseconds since the last heartbeat (Infinity: never). */
  silentForMs: number;
  /** It matches the brokered API's `providers` selector. */
  selected: boolean;
  /** Objects placed on it now. */
  placed: number;
}

export interface PlacementSubject {
  placementId: string;
  spec: Record<string, unknown>;
  metadata: { name: string; namespace: string; labels: Record<string, string> };
}

/** The CEL verdict of an offer for this subject, by `<clusterId>/<offer name>`. */
export type CelVerdicts = ReadonlyMap<string, { ok: boolean; detail: string }>;

export const celKey = (clusterId: string, offer: string) => `${clusterId}/${offer}`;

export interface PlacementPolicy {
  resource: SyncResource;
  spread: SpreadPolicy;
  offlineGraceMs: number;
}

const servesKind = (offer: StoredOffer, resource: SyncResource) =>
  offer.spec.group === resource.group &&
  offer.spec.version === resource.version &&
  offer.spec.kind === resource.kind;

/** Why the provider's offers refuse the object (the last refusal), or the offer that accepts it. */
export function offerVerdict(
  candidate: ProviderCandidate,
  policy: PlacementPolicy,
  subject: PlacementSubject,
  cel: CelVerdicts,
): { offer?: string; refusedBy?: string } {
  const offers = candidate.offers.filter((offer) => servesKind(offer, policy.resource));
  if (offers.length === 0) return { refusedBy: 'no AcceptAPI for this kind' };
  let last: { offer: string; refusedBy: string } | undefined;
  for (const offer of [...offers].sort((a, b) => a.name.localeCompare(b.name))) {
    if (offer.invalid !== undefined) {
      last = { offer: offer.name, refusedBy: `cel: ${offer.invalid}` };
      continue;
    }
    const filters = evaluateFilters(offer.spec, subject.spec);
    if (!filters.accepted) {
      last = { offer: offer.name, refusedBy: filters.refusedBy };
      continue;
    }
    if (offer.spec.cel !== undefined) {
      const verdict = cel.get(celKey(candidate.clusterId, offer.name));
      if (!verdict?.ok) {
        last = { offer: offer.name, refusedBy: `cel: ${verdict?.detail ?? 'not evaluated'}` };
        continue;
      }
    }
    return { offer: offer.name };
  }
  return last!;
}

/**
 * Whether the provider may serve the object: `keep` asks for the provider that serves it now, which
 * may stay through an outage shorter than the grace period; a new placement needs it online.
 */
export function refusal(
  candidate: ProviderCandidate,
  policy: PlacementPolicy,
  subject: PlacementSubject,
  cel: CelVerdicts,
  keep: boolean,
): { offer?: string; refusedBy?: string } {
  if (!candidate.selected) return { refusedBy: "selector: not among the brokered API's providers" };
  if (candidate.cordoned) return { refusedBy: 'cordoned' };
  if (!candidate.online && (!keep || candidate.silentForMs > policy.offlineGraceMs)) {
    return { refusedBy: keep ? 'offline beyond the grace period' : 'offline' };
  }
  return offerVerdict(candidate, policy, subject, cel);
}

/** A per-object, per-provider hash: breaks ties so equal providers share the objects, always alike. */
function tieBreak(placementId: string, clusterId: string): string {
  return createHash('sha256').update(`${placementId}/${clusterId}`).digest('hex');
}

/**
 * Every provider with its verdict, and the accepting ones in placement order: with
 * `SameRegionFirst` the consumer's region first, then the fewest placements, then a hash of the
 * object and the provider. The same input always gives the same order.
 */
export function rankProviders(
  candidates: ProviderCandidate[],
  policy: PlacementPolicy,
  subject: PlacementSubject,
  cel: CelVerdicts,
  consumerRegion: string | null,
): { verdicts: ProviderVerdict[]; order: string[] } {
  const judged = candidates.map((candidate) => ({
    candidate,
    ...refusal(candidate, policy, subject, cel, false),
  }));
  const accepted = judged
    .filter((j) => j.refusedBy === undefined)
    .map((j) => ({
      j,
      regional:
        policy.spread === 'SameRegionFirst' &&
        consumerRegion !== null &&
        j.candidate.region === consumerRegion
          ? 0
          : 1,
      hash: tieBreak(subject.placementId, j.candidate.clusterId),
    }))
    .sort(
      (a, b) =>
        a.regional - b.regional ||
        a.j.candidate.placed - b.j.candidate.placed ||
        (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0),
    );
  const order = accepted.map((a) => a.j.candidate.clusterId);
  const verdicts: ProviderVerdict[] = judged
    .map((j) => ({
      clusterId: j.candidate.clusterId,
      clusterName: j.candidate.clusterName,
      region: j.candidate.region,
      ...(j.offer !== undefined ? { offer: j.offer } : {}),
      accepted: j.refusedBy === undefined,
      ...(j.refusedBy !== undefined ? { refusedBy: j.refusedBy } : {}),
      placed: j.candidate.placed,
      ...(order.includes(j.candidate.clusterId) ? { rank: order.indexOf(j.candidate.clusterId) } : {}),
    }))
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.clusterId.localeCompare(b.clusterId));
  return { verdicts, order };
}
