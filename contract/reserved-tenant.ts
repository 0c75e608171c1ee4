/**
 * The tenant the synthetic check registers its cluster in. It is a valid tenant id for the
 * agent-facing paths (bootstrap token, certificate SAN, store partition), but every tenant-scoped
 * API refuses it (common.ts), so no operator can mint its tokens, list its clusters or see it in
 * the console, and the fleet-wide work (heartbeat-gap sweep and its cluster counts, GitOps export)
 * skips it.
 */
export const SYNTHETIC_TENANT = 'arcbridge-synthetic';

/** False for the synthetic check's reserved tenant: what fleet counts and fleet-wide work include. */
export function isFleetTenant(tenantId: string): boolean {
  return tenantId !== SYNTHETIC_TENANT;
}
