import type { BrokerCopy, BrokerExchangeBody } from '../../contract/broker-exchange';
import type { Clock } from '../platform/clock';
import type { Collection } from '../platform/store/store';
import { copyFor } from './copies';
import { memberId, PLACEMENT_PREFIX, placementDocId } from './model';
import type { BrokerMemberDocument, CopyReport, PlacementDocument } from './model';
import type { Judge, PlacementEdit, PlacementReconciler } from './reconcile';
import { allWithPrefix } from './world';

/** A copy's status and related resources are kept up to this size; a larger report counts as failed. */
export const MAX_COPY_REPORT_BYTES = 512 * 1024;

export interface ProviderDeps {
  placements: Collection<PlacementDocument>;
  members: Collection<BrokerMemberDocument>;
  reconciler: PlacementReconciler;
  clock: Clock;
}

type Provided = BrokerExchangeBody['provided'][number];

function reportOf(item: Provided, now: string): CopyReport {
  const report: CopyReport = {
    state: item.state,
    ...(item.reason !== undefined ? { reason: item.reason } : {}),
    digest: item.digest,
    ready: item.ready,
    ...(item.status ? { status: item.status } : {}),
    related: item.related ?? [],
    reportedAt: now,
  };
  const bytes = Buffer.byteLength(JSON.stringify(report), 'utf8');
  if (bytes <= MAX_COPY_REPORT_BYTES) return report;
  return {
    state: 'Failed',
    reason: `the copy's status and related resources are ${bytes} bytes, over the ${MAX_COPY_REPORT_BYTES} bytes a copy may report`,
    digest: item.digest,
    ready: false,
    related: [],
    reportedAt: now,
  };
}

/** Whether a stored report says the same as a new one (its time aside): unchanged reports are not rewritten. */
function sameReport(a: CopyReport | undefined, b: CopyReport): boolean {
  if (!a) return false;
  const { reportedAt: _a, ...x } = a;
  const { reportedAt: _b, ...y } = b;
  return JSON.stringify(x) === JSON.stringify(y);
}

/**
 * The provider's half of an exchange: takes in how its copies are (a copy it no longer lists is
 * gone), settles every placement it has a part in, and answers every copy it should hold.
 */
export class ProviderSide {
  constructor(private readonly deps: ProviderDeps) {}

  /** `held`: the placements the cluster reported copies of at its previous exchange. */
  async exchange(
    tenantId: string,
    clusterId: string,
    request: BrokerExchangeBody,
    held: string[],
    judge: Judge,
  ): Promise<BrokerCopy[]> {
    const { placements } = this.deps;
    const now = this.deps.clock.now().toISOString();
    const reported = new Map(request.provided.map((item) => [item.placementId, item] as const));
    const ids = new Set<string>();
    for (const where of [
      { path: ['provider'], op: 'eq' as const, value: clusterId },
      { path: ['previous'], op: 'eq' as const, value: clusterId },
    ]) {
      for (const { doc } of await allWithPrefix(placements, tenantId, PLACEMENT_PREFIX, [where]))
        ids.add(doc.placementId);
    }
    // A copy reported before and not now is gone: its placement is settled to forget it.
    for (const placementId of [...reported.keys(), ...held]) ids.add(placementId);
    const copies: BrokerCopy[] = [];
    const keys = new Map<string, Record<string, unknown>>();
    for (const placementId of [...ids].sort()) {
      if (!(await placements.read(tenantId, placementDocId(placementId)))) continue; // an orphan: not listed, so it goes
      const item = reported.get(placementId);
      const edit: PlacementEdit = (doc) => {
        const before = doc.copies[clusterId];
        if (!item) {
          if (!before) return undefined;
          const { [clusterId]: _gone, ...rest } = doc.copies;
          return { ...doc, copies: rest };
        }
        const report = reportOf(item, now);
        return sameReport(before, report)
          ? undefined
          : { ...doc, copies: { ...doc.copies, [clusterId]: report } };
      };
      const doc = await this.deps.reconciler.settle(tenantId, placementId, judge, edit);
      if (!doc) continue;
      if (!keys.has(doc.consumer)) {
        keys.set(
          doc.consumer,
          (await this.deps.members.read(tenantId, memberId(doc.consumer)))?.doc.jwk ?? {},
        );
      }
      const copy = copyFor(doc, clusterId, keys.get(doc.consumer)!);
      if (copy) copies.push(copy);
    }
    return copies;
  }
}
