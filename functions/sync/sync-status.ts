import type { SyncClusterStatus, SyncRuleDetail, SyncTargetState } from '../../contract/sync-rules';
import { formatResource } from '../../contract/sync-rules';
import { MAX_PAGE_SIZE } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import type { SyncMembership } from './membership';
import { memberId, objectPrefix } from './model';
import type { SyncMemberDocument, SyncObjectDocument, SyncRuleDocument } from './model';

/** At most this many clusters are listed in a rule's status (the counts cover all). */
export const MAX_LISTED_CLUSTERS = 1000;

export interface StatusDeps {
  membership: SyncMembership;
  members: Collection<SyncMemberDocument>;
  objects: Collection<SyncObjectDocument>;
  connected: (tenantId: string, clusterIds: readonly string[]) => Promise<Set<string>>;
}

/** Where a rule stands on each of its source and target clusters, from what their agents reported. */
export class SyncStatusView {
  constructor(private readonly deps: StatusDeps) {}

  async of(tenantId: string, rule: SyncRuleDocument): Promise<SyncRuleDetail['status']> {
    const { membership, members, objects, connected } = this.deps;
    const from = await membership.resolve(tenantId, rule.from);
    const sources = new Set(from);
    const to = (await membership.resolve(tenantId, rule.to)).filter(
      (id) => !(sources.size === 1 && sources.has(id)),
    );
    const all = [...new Set([...from, ...to])];
    const docs = new Map<string, SyncMemberDocument>();
    for (let start = 0; start < all.length; start += MAX_PAGE_SIZE) {
      const ids = all.slice(start, start + MAX_PAGE_SIZE).map(memberId);
      for (const { doc } of await members.readMany(tenantId, ids)) docs.set(doc.clusterId, doc);
    }
    const online = await connected(tenantId, all);
    const exported = new Map<string, number>();
    for (const group of await objects.countBy(tenantId, {
      where: [{ path: ['id'], op: 'startsWith', value: objectPrefix(rule.name) }],
      by: [['source']],
    })) {
      exported.set(String(group.key[0]), group.count);
    }
    const anySourceOffline = from.some((id) => !online.has(id));
    const clusters: SyncClusterStatus[] = [];
    const counts: Record<SyncTargetState, number> = {
      Synced: 0,
      Pending: 0,
      Stale: 0,
      Conflict: 0,
      Failed: 0,
    };
    for (const id of from) {
      clusters.push(sourceStatus(rule, id, docs.get(id), online.has(id), exported.get(id) ?? 0));
    }
    for (const id of to) {
      const status = targetStatus(rule, id, docs.get(id), anySourceOffline);
      counts[status.state]++;
      clusters.push(status);
    }
    return {
      sources: from.length,
      targets: to.length,
      clusters: clusters.slice(0, MAX_LISTED_CLUSTERS),
      counts,
    };
  }
}

function sourceStatus(
  rule: SyncRuleDocument,
  clusterId: string,
  member: SyncMemberDocument | undefined,
  online: boolean,
  objects: number,
): SyncClusterStatus {
  const base = { clusterId, role: 'source' as const, objects };
  const condition = member?.conditions.find((c) => c.rule === rule.name);
  if (condition) return { ...base, state: 'Failed', reason: `${condition.reason}: ${condition.message}` };
  if (
    member &&
    !member.exportKinds.some((k) => k.group === rule.resource.group && k.kind === rule.resource.kind)
  ) {
    return {
      ...base,
      state: 'Failed',
      reason: `KindNotExported: ${formatResource(rule.resource)} is not in this cluster's sync.exportKinds; add it to the chart values to let the agent read it`,
    };
  }
  if (!online)
    return { ...base, state: 'Stale', reason: 'the source is offline; targets keep their last copies' };
  if (!member) return { ...base, state: 'Pending', reason: 'the agent has not exchanged sync state yet' };
  return { ...base, state: 'Synced' };
}

function targetStatus(
  rule: SyncRuleDocument,
  clusterId: string,
  member: SyncMemberDocument | undefined,
  sourceOffline: boolean,
): SyncClusterStatus {
  const reported = member?.targets[rule.name];
  const base = { clusterId, role: 'target' as const, objects: reported?.objects ?? 0 };
  const since = reported ? { since: reported.since } : {};
  const conflict = member?.conflicts[rule.name];
  if (conflict) return { ...base, ...since, state: 'Conflict', reason: conflict };
  if (reported?.state === 'Conflict' || reported?.state === 'Failed') {
    return {
      ...base,
      ...since,
      state: reported.state,
      ...(reported.reason ? { reason: reported.reason } : {}),
    };
  }
  if (sourceOffline)
    return { ...base, ...since, state: 'Stale', reason: 'a source is offline; the last copies are kept' };
  if (reported && member?.served[rule.name] === reported.applied)
    return { ...base, ...since, state: 'Synced' };
  return { ...base, state: 'Pending' };
}
