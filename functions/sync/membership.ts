import type { SyncClusterSelector } from '../../contract/sync-rules';
import type { ClusterDocument } from '../clusters';
import { MAX_PAGE_SIZE } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import type { TargetResolver } from '../targeting';
import type { ClusterFacts } from '../targeting';
import { compileClusterSelector } from './cluster-selection';
import type { SyncClusterFacts } from './cluster-selection';
import { memberId } from './model';
import type { SyncMemberDocument } from './model';

/**
 * Which of the tenant's clusters a sync selector names: targeting resolves labels and groups (the
 * label selector pushed down to the store), the members' documents add the declared features.
 */
export class SyncMembership {
  constructor(
    private readonly targets: TargetResolver,
    private readonly members: Collection<SyncMemberDocument>,
  ) {}

  /** The ids of every cluster the selector matches, in id order. */
  async resolve(tenantId: string, selector: SyncClusterSelector): Promise<string[]> {
    const matches = compileClusterSelector(selector);
    const ids: string[] = [];
    const target = {
      ...(selector.selector !== undefined ? { selector: selector.selector } : {}),
      ...(selector.groups !== undefined ? { groups: selector.groups } : {}),
    };
    for await (const page of this.targets.pages(tenantId, target, { inventory: false })) {
      const facts = await this.withFeatures(
        tenantId,
        page.map((resolved) => resolved.facts),
      );
      for (const one of facts) if (matches(one)) ids.push(one.id);
    }
    return ids;
  }

  /** One cluster's facts with its features (its own exchange). */
  async factsOf(tenantId: string, cluster: ClusterDocument, member: SyncMemberDocument | undefined) {
    const facts = await this.targets.factsFor(tenantId, cluster);
    return { ...facts, features: member?.features ?? [] } satisfies SyncClusterFacts;
  }

  /** The features one cluster declares (its last resource-sync exchange); none before it has one. */
  async featuresOf(tenantId: string, clusterId: string): Promise<string[]> {
    return (await this.members.read(tenantId, memberId(clusterId)))?.doc.features ?? [];
  }

  private async withFeatures(tenantId: string, facts: ClusterFacts[]): Promise<SyncClusterFacts[]> {
    const features = new Map<string, string[]>();
    for (let start = 0; start < facts.length; start += MAX_PAGE_SIZE) {
      const ids = facts.slice(start, start + MAX_PAGE_SIZE).map((one) => memberId(one.id));
      for (const { doc } of await this.members.readMany(tenantId, ids))
        features.set(doc.clusterId, doc.features);
    }
    return facts.map((one) => ({ ...one, features: features.get(one.id) ?? [] }));
  }
}
