import type {
  SyncApplied,
  SyncCopy,
  SyncExchange,
  SyncExchangeBody,
  SyncPeer,
  SyncSourceRule,
} from '../../contract/sync-exchange';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import { isDeepStrictEqual } from 'node:util';
import type { ClusterDocument } from '../clusters';
import { certificateJwk } from '../platform/identity/certificate-jwk';
import type { Clock } from '../platform/clock';
import type { Collection, Versioned } from '../platform/store/store';
import type { TargetResolver } from '../targeting';
import { compileClusterSelector, parseAnnotationSelector } from './cluster-selection';
import { byFirstExport, conflictReason, copyOf, placeOf, setDigest } from './copies';
import type { SyncMembership } from './membership';
import { digestOf, memberId, objectId, objectPrefix } from './model';
import type { MemberRuleState, SyncMemberDocument, SyncObjectDocument, SyncRuleDocument } from './model';
import type { SyncPacing } from './sync-pacing';
import type { SyncRuleService } from './sync-rule-service';

/** The largest object one export may carry (its stored document stays far below an item). */
export const MAX_EXPORTED_OBJECT_BYTES = 512 * 1024;
/** At most this many peers are sent to an agent. */
export const MAX_PEERS = 1000;

export interface ExchangeDeps {
  rules: SyncRuleService;
  membership: SyncMembership;
  members: Collection<SyncMemberDocument>;
  objects: Collection<SyncObjectDocument>;
  clusters: Collection<ClusterDocument>;
  targets: TargetResolver;
  clock: Clock;
  /** The rollouts' caps on writes to clusters; without it copies are handed out unpaced. */
  pacing?: SyncPacing;
}

export interface ExchangeCaller {
  tenantId: string;
  clusterId: string;
  cluster: Versioned<ClusterDocument>;
  /** The client certificate the caller authenticated with (its public key is what sources seal to). */
  certificate: string | null;
}

type Parsed = SyncExchangeBody;

const isSecret = (rule: SyncRuleDocument) => rule.resource.group === '' && rule.resource.kind === 'Secret';

/**
 * One agent's exchange: it stores what the agent exported as a source and reported as a target,
 * and answers with the rules it is a source of and every copy it should hold. Objects never pass
 * from cluster to cluster directly, and a Secret's data only as the ciphertext sources sealed.
 */
export class SyncExchangeService {
  constructor(private readonly deps: ExchangeDeps) {}

  async exchange(caller: ExchangeCaller, request: Parsed): Promise<SyncExchange> {
    const { tenantId, clusterId } = caller;
    const { members, membership, clock } = this.deps;
    const now = clock.now().toISOString();
    const existing = (await members.read(tenantId, memberId(clusterId)))?.doc;
    const member: SyncMemberDocument = {
      id: memberId(clusterId),
      tenantId,
      clusterId,
      features: [...request.features].sort(),
      exportKinds: request.exportKinds,
      jwk: certificateJwk(caller.certificate) ?? existing?.jwk ?? {},
      served: {},
      targets: {},
      conflicts: {},
      sourceOf: [],
      conditions: request.conditions,
      updatedAt: existing?.updatedAt ?? now,
    };
    const rules = (await this.deps.rules.all(tenantId)).map((r) => r.doc);
    const facts = await membership.factsOf(tenantId, caller.cluster.doc, member);
    const sourceOf = rules.filter((rule) => compileClusterSelector(rule.from)(facts));
    const targetOf = rules.filter((rule) => compileClusterSelector(rule.to)(facts));
    member.sourceOf = sourceOf.map((rule) => rule.name);

    await this.takeExports(caller, request, sourceOf, now);
    for (const gone of existing?.sourceOf ?? []) {
      if (!member.sourceOf.includes(gone)) await this.dropSource(tenantId, gone, clusterId, () => true);
    }
    const exports = await Promise.all(sourceOf.map((rule) => this.sourceRule(tenantId, clusterId, rule)));
    const all = await this.copiesFor(caller, targetOf, member);
    const { stale, refused } = all;
    const { copies, paced } = this.deps.pacing
      ? await this.deps.pacing.pace(
          { tenantId, region: caller.cluster.doc.region },
          all.copies,
          request.applied,
        )
      : { copies: all.copies, paced: [] };
    member.targets = targetStates(request.applied, existing?.targets ?? {}, now);
    if (!isDeepStrictEqual(comparable(existing), comparable(member))) {
      await members.upsert({ ...member, updatedAt: now });
    }
    return {
      export: exports,
      copies,
      stale,
      refused,
      paced,
      ...(request.peers ? { peers: await this.peers(tenantId, caller.cluster.doc) } : {}),
    };
  }

  private async takeExports(
    caller: ExchangeCaller,
    request: Parsed,
    sourceOf: SyncRuleDocument[],
    now: string,
  ): Promise<void> {
    const { tenantId, clusterId } = caller;
    const rules = new Map(sourceOf.map((rule) => [rule.name, rule]));
    const violations: FieldViolation[] = [];
    request.exports.forEach((item, index) => {
      const rule = rules.get(item.rule);
      if (!rule || item.deleted) return;
      const bytes = Buffer.byteLength(JSON.stringify(item.object ?? {}), 'utf8');
      if (bytes > MAX_EXPORTED_OBJECT_BYTES) {
        throw problems.resourceTooLarge(bytes, MAX_EXPORTED_OBJECT_BYTES);
      }
      if (!item.object)
        violations.push({ path: `body.exports[${index}].object`, message: 'required unless deleted' });
      if (isSecret(rule) && item.object && ('data' in item.object || 'stringData' in item.object)) {
        violations.push({
          path: `body.exports[${index}].object`,
          message: "a Secret's data travels only sealed (in `sealed`), never in the object",
        });
      }
    });
    if (violations.length > 0) {
      throw problems.unprocessable(
        `${violations.length} export(s) cannot be taken; nothing was stored.`,
        violations,
      );
    }
    const kept = new Map<string, Set<string>>();
    for (const item of request.exports) {
      const rule = rules.get(item.rule);
      if (!rule) continue; // a rule deleted (or no longer naming this cluster) since the agent read it
      const id = objectId(rule.name, clusterId, item.namespace, item.name);
      if (!kept.has(rule.name)) kept.set(rule.name, new Set());
      kept.get(rule.name)!.add(id);
      if (item.deleted) {
        await this.deps.objects.delete(tenantId, id);
        continue;
      }
      const previous = (await this.deps.objects.read(tenantId, id))?.doc;
      const object = item.object!;
      const sealed = item.sealed;
      const digest = digestOf({ object, sealed: sealed ?? null });
      if (previous?.digest === digest) continue;
      await this.deps.objects.upsert({
        id,
        tenantId,
        rule: rule.name,
        source: clusterId,
        ...(item.namespace !== undefined ? { namespace: item.namespace } : {}),
        name: item.name,
        object,
        ...(sealed ? { sealed } : {}),
        digest,
        generation: item.generation,
        firstExportedAt: previous?.firstExportedAt ?? now,
        updatedAt: now,
      });
    }
    for (const name of request.resync) {
      if (!rules.has(name)) continue;
      const keep = kept.get(name) ?? new Set<string>();
      await this.dropSource(tenantId, name, clusterId, (object) => !keep.has(object.id));
    }
  }

  private async dropSource(
    tenantId: string,
    rule: string,
    source: string,
    drop: (object: SyncObjectDocument) => boolean,
  ): Promise<void> {
    for (const object of await this.objectsOf(tenantId, rule, source)) {
      if (drop(object)) await this.deps.objects.delete(tenantId, object.id);
    }
  }

  private async objectsOf(tenantId: string, rule: string, source?: string): Promise<SyncObjectDocument[]> {
    const found: SyncObjectDocument[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.deps.objects.query(tenantId, {
        where: [{ path: ['id'], op: 'startsWith', value: objectPrefix(rule) + (source ? `${source}:` : '') }],
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      found.push(...page.items.map((item) => item.doc));
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return found;
  }

  private async sourceRule(
    tenantId: string,
    clusterId: string,
    rule: SyncRuleDocument,
  ): Promise<SyncSourceRule> {
    const sealFor: SyncSourceRule['sealFor'] = [];
    if (isSecret(rule)) {
      const targets = (await this.deps.membership.resolve(tenantId, rule.to)).filter(
        (id) => id !== clusterId,
      );
      for (let start = 0; start < targets.length; start += 1000) {
        const ids = targets.slice(start, start + 1000).map(memberId);
        for (const { doc } of await this.deps.members.readMany(tenantId, ids)) {
          if (doc.jwk.kty === 'EC') sealFor.push({ clusterId: doc.clusterId, jwk: doc.jwk });
        }
      }
    }
    return {
      rule: rule.name,
      generation: rule.generation,
      resource: rule.resource,
      match: rule.match,
      annotationRequirements: parseAnnotationSelector(rule.match.annotations),
      includeStatus: rule.includeStatus,
      sealFor,
    };
  }

  private async copiesFor(
    caller: ExchangeCaller,
    targetOf: SyncRuleDocument[],
    member: SyncMemberDocument,
  ): Promise<{ copies: SyncCopy[]; stale: SyncExchange['stale']; refused: SyncExchange['refused'] }> {
    const { tenantId, clusterId } = caller;
    const candidates: Array<{ rule: SyncRuleDocument; object: SyncObjectDocument }> = [];
    for (const rule of targetOf) {
      for (const object of await this.objectsOf(tenantId, rule.name)) {
        if (object.source !== clusterId) candidates.push({ rule, object });
      }
    }
    const sources = [...new Set(candidates.map((c) => c.object.source))];
    const sourceDocs = new Map(
      (await this.deps.clusters.readMany(tenantId, sources)).map(({ doc }) => [doc.id, doc] as const),
    );
    const online = await this.deps.targets.connected(tenantId, sources);
    candidates.sort(byFirstExport);
    const winners = new Map<string, { rule: string; source: string }>();
    const copies: SyncCopy[] = [];
    const refused: SyncExchange['refused'] = [];
    const served = new Map<string, SyncCopy[]>();
    for (const { rule, object } of candidates) {
      const source = sourceDocs.get(object.source);
      if (!source) continue; // a deleted cluster exports nothing
      const sealed = isSecret(rule) ? object.sealed?.[clusterId] : undefined;
      // A Secret not yet sealed for this cluster waits for its source's next exchange.
      if (isSecret(rule) && sealed === undefined) continue;
      const copy = copyOf(rule, object, source.name, sealed);
      const place = placeOf(rule.resource, copy);
      const winner = winners.get(place);
      if (winner) {
        const reason = conflictReason(rule.resource, copy, winner, {
          rule: rule.name,
          source: object.source,
        });
        member.conflicts[rule.name] ??= reason;
        refused.push({
          rule: rule.name,
          source: object.source,
          ...(copy.namespace !== undefined ? { namespace: copy.namespace } : {}),
          name: copy.name,
          reason,
        });
        continue;
      }
      winners.set(place, { rule: rule.name, source: object.source });
      copies.push(copy);
      if (!served.has(rule.name)) served.set(rule.name, []);
      served.get(rule.name)!.push(copy);
    }
    for (const rule of targetOf) member.served[rule.name] = setDigest(served.get(rule.name) ?? []);
    const stale = [...new Set(copies.map((c) => `${c.rule}\u0000${c.source}`))]
      .map((key) => key.split('\u0000') as [string, string])
      .filter(([, source]) => !online.has(source))
      .map(([rule, source]) => ({ rule, source }));
    return { copies, stale, refused };
  }

  private async peers(tenantId: string, self: ClusterDocument): Promise<SyncPeer[]> {
    const peers: SyncPeer[] = [];
    for await (const page of this.deps.targets.pages(tenantId, {})) {
      for (const { cluster, facts } of page) {
        if (peers.length >= MAX_PEERS) return peers;
        peers.push({
          clusterId: cluster.doc.id,
          name: cluster.doc.name,
          region: cluster.doc.region,
          group: cluster.doc.group ?? null,
          labels: cluster.doc.labels,
          clusterUid: cluster.doc.clusterUid,
          connectivity: cluster.doc.id === self.id ? 'Connected' : facts.connectivity,
        });
      }
    }
    return peers;
  }
}

/** Per rule, how the copies went on this cluster: Failed over Conflict over Synced. */
function targetStates(
  applied: SyncApplied[],
  previous: Record<string, MemberRuleState>,
  now: string,
): Record<string, MemberRuleState> {
  const byRule = new Map<string, SyncApplied[]>();
  for (const item of applied) {
    if (!byRule.has(item.rule)) byRule.set(item.rule, []);
    byRule.get(item.rule)!.push(item);
  }
  const states: Record<string, MemberRuleState> = {};
  for (const [rule, items] of byRule) {
    const worst =
      items.find((i) => i.state === 'Failed') ?? items.find((i) => i.state === 'Conflict') ?? items[0]!;
    const state: MemberRuleState = {
      state: worst.state,
      objects: items.filter((i) => i.state === 'Synced').length,
      ...(worst.reason !== undefined && worst.state !== 'Synced' ? { reason: worst.reason } : {}),
      applied: setDigest(
        items
          .filter((i) => i.state === 'Synced')
          .map((i) => ({
            source: i.source,
            ...(i.namespace !== undefined ? { namespace: i.namespace } : {}),
            name: i.name,
            digest: i.digest ?? '',
          })),
      ),
      since: now,
    };
    const before = previous[rule];
    states[rule] =
      before &&
      before.state === state.state &&
      before.applied === state.applied &&
      before.reason === state.reason
        ? before
        : state;
  }
  return states;
}

function comparable(doc: SyncMemberDocument | undefined) {
  if (!doc) return undefined;
  const { updatedAt: _u, ...rest } = doc;
  return rest;
}
