import { fleetCapKeys } from '../platform/pacing/fleet-caps';
import { SHARED_PARTITION } from '../platform/pacing/pacing';
import type { PacingKey } from '../platform/pacing/pacing';
import type { RolloutDocument } from './model';
import type { RolloutSettings } from './rollout-settings';

/**
 * Every cap that applies to one send of a rollout to a cluster in `region`: the fleet's (global,
 * tenant, region; shared with resource sync), the source host's and the rollout's own. The planner
 * reserves slots against these keys and the fan-out handler admits the pin write against the same keys.
 */
export function pacingKeys(
  rollout: RolloutDocument,
  region: string | null,
  settings: Pick<
    RolloutSettings,
    'globalPerSecond' | 'tenantPerSecond' | 'tenantRates' | 'regionPerSecond' | 'sourceHostPerSecond'
  >,
): PacingKey[] {
  const pacing = rollout.spec.strategy.pacing ?? {};
  const keys = fleetCapKeys(rollout.tenantId, region, settings);
  if (pacing.perSecond)
    keys.push({ partition: rollout.tenantId, id: `rollout:${rollout.id}`, perSecond: pacing.perSecond });
  if (region && pacing.perRegionPerSecond) {
    keys.push({
      partition: rollout.tenantId,
      id: `rollout:${rollout.id}:region:${region}`,
      perSecond: pacing.perRegionPerSecond,
    });
  }
  const hostRate = pacing.perSourceHostPerSecond ?? settings.sourceHostPerSecond;
  if (rollout.sourceHost && hostRate) {
    keys.push({ partition: SHARED_PARTITION, id: `host:${rollout.sourceHost}`, perSecond: hostRate });
  }
  return keys;
}
