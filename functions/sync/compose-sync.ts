import type { ClusterDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { FleetCaps } from '../platform/pacing/fleet-caps';
import { WriteAdmission } from '../platform/pacing/write-admission';
import type { AdmissionLogDocument } from '../platform/pacing/write-admission';
import type { Store } from '../platform/store/store';
import type { TargetResolver } from '../targeting';
import { SyncMembership } from './membership';
import type { SyncMemberDocument, SyncObjectDocument, SyncRuleDocument } from './model';
import { SyncExchangeService } from './sync-exchange';
import { SyncPacing } from './sync-pacing';
import { SyncRuleService } from './sync-rule-service';
import { SyncStatusView } from './sync-status';

export interface SyncServices {
  rules: SyncRuleService;
  exchange: SyncExchangeService;
}

/**
 * Wires resource sync (called by compose.ts): its documents live in the per-tenant `fleet`
 * collection; copies are paced by the rollouts' caps, in the same `pacing` logs.
 */
export function composeSync(
  store: Store,
  targets: TargetResolver,
  clock: Clock,
  caps: FleetCaps,
): SyncServices {
  const rules = store.collection<SyncRuleDocument>('fleet');
  const objects = store.collection<SyncObjectDocument>('fleet');
  const members = store.collection<SyncMemberDocument>('fleet');
  const membership = new SyncMembership(targets, members);
  const status = new SyncStatusView({
    membership,
    members,
    objects,
    connected: (tenantId, ids) => targets.connected(tenantId, ids),
  });
  const ruleService = new SyncRuleService({ rules, objects }, membership, status, clock);
  return {
    rules: ruleService,
    exchange: new SyncExchangeService({
      rules: ruleService,
      membership,
      members,
      objects,
      clusters: store.collection<ClusterDocument>('clusters'),
      targets,
      clock,
      pacing: new SyncPacing(
        new WriteAdmission(store.collection<AdmissionLogDocument>('pacing'), () => clock.now().getTime()),
        caps,
      ),
    }),
  };
}
