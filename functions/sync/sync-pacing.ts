import type { SyncApplied, SyncCopy, SyncExchange } from '../../contract/sync-exchange';
import { fleetCapKeys } from '../platform/pacing/fleet-caps';
import type { FleetCaps } from '../platform/pacing/fleet-caps';
import type { Admission } from '../platform/pacing/write-admission';
import type { PacingKey } from '../platform/pacing/pacing';

type Paced = SyncExchange['paced'][number];

/** What a target is handed: copies to apply, and changed copies it must wait for. */
export interface PacedCopies {
  copies: SyncCopy[];
  paced: Paced[];
}

/**
 * Resource sync's copies under the rollouts' caps: handing a target copies it does not hold yet
 * (new, or changed at the source) is one write to that cluster, admitted against the fleet's
 * global, tenant and region caps in the same sliding-window logs as rollout pin writes
 * (platform/pacing/write-admission.ts), so no second of rollouts and sync together goes over a
 * cap. A target not admitted keeps the copies it holds and gets the changes at a later exchange.
 * Copies it already holds at the same digest (a retry after a Failed apply) are not writes anew.
 */
export class SyncPacing {
  constructor(
    private readonly admission: { admit(keys: PacingKey[], maxWaitMs: number): Promise<Admission> },
    private readonly caps: FleetCaps,
  ) {}

  async pace(
    target: { tenantId: string; region: string | null },
    copies: SyncCopy[],
    applied: readonly SyncApplied[],
  ): Promise<PacedCopies> {
    const held = new Set(applied.map((a) => `${keyOf(a)}|${a.digest ?? ''}`));
    const changed = new Set(copies.filter((copy) => !held.has(`${keyOf(copy)}|${copy.digest}`)));
    if (changed.size === 0) return { copies, paced: [] };
    const admission = await this.admission.admit(fleetCapKeys(target.tenantId, target.region, this.caps), 0);
    if ('admittedAtMs' in admission) return { copies, paced: [] };
    return {
      copies: copies.filter((copy) => !changed.has(copy)),
      paced: [...changed].map((copy) => ({
        rule: copy.rule,
        source: copy.source,
        ...(copy.namespace !== undefined ? { namespace: copy.namespace } : {}),
        name: copy.name,
      })),
    };
  }
}

function keyOf(c: { rule: string; source: string; namespace?: string; name: string }): string {
  return `${c.rule}|${c.source}|${c.namespace ?? ''}|${c.name}`;
}
