import type { RolloutPreflight } from '../rollout';
import type { SecretPolicy } from './secret-policy';

/**
 * A rollout's own `values` become a pin every targeted cluster is served, so they meet the same
 * secret policy as assignments: references the tenant may use, no literal credentials (option).
 * Composed around the catalog preflight, so the rollout answers every problem in one 422.
 */
export function withSecretPolicy(preflight: RolloutPreflight, secrets: SecretPolicy): RolloutPreflight {
  return {
    async check(tenantId, spec, targeted) {
      return [
        ...secrets.violations(tenantId, spec.values ?? {}, 'body.values'),
        ...(await preflight.check(tenantId, spec, targeted)),
      ];
    },
  };
}
