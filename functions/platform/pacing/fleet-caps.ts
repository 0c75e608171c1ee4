import { SHARED_PARTITION } from './pacing';
import type { PacingKey } from './pacing';

/** The fleet-wide caps on writes that reach clusters (config `rollout`): rollouts and sync share them. */
export interface FleetCaps {
  globalPerSecond: number;
  tenantPerSecond: number;
  /** Per-tenant overrides of tenantPerSecond. */
  tenantRates: Record<string, number>;
  regionPerSecond: number;
}

/**
 * The caps every write to one cluster of `tenantId` in `region` counts against: the global cap,
 * the tenant's and the region's. The same key ids for every writer (a rollout's pin, a sync copy),
 * so their writes together stay under each cap.
 */
export function fleetCapKeys(tenantId: string, region: string | null, caps: FleetCaps): PacingKey[] {
  const keys: PacingKey[] = [
    { partition: SHARED_PARTITION, id: 'global', perSecond: caps.globalPerSecond },
    { partition: tenantId, id: 'tenant', perSecond: caps.tenantRates[tenantId] ?? caps.tenantPerSecond },
  ];
  if (region)
    keys.push({ partition: SHARED_PARTITION, id: `region:${region}`, perSecond: caps.regionPerSecond });
  return keys;
}
