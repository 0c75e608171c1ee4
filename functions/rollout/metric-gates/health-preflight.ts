import { prometheusUrlProblem } from './prometheus-url';
import type { EgressPolicy } from '../../../contract/egress-policy';
import type { RolloutPreflight } from '../rollout-preflight';
import type { PreflightViolation } from '../rollout-preflight';
import { queryProblems } from './query-check-pool';

/**
 * The create-time checks of the stages' health queries, added to a preflight: every query parses
 * (PromQL or KQL, with its placeholders filled in), names are unique per stage, and a Prometheus
 * URL is one the egress policy lets the control plane reach (an address now; a name at every
 * query, by the addresses it resolves to then). Every violation is reported.
 */
export function withHealthChecks(preflight: RolloutPreflight, egress: EgressPolicy): RolloutPreflight {
  return {
    async check(tenantId, spec, targeted) {
      const violations: PreflightViolation[] = [];
      for (const [stageIndex, stage] of spec.strategy.stages.entries()) {
        const seen = new Set<string>();
        for (const [index, check] of (stage.healthChecks ?? []).entries()) {
          const path = `body.strategy.stages.${stageIndex}.healthChecks.${index}`;
          if (seen.has(check.name)) {
            violations.push({ path: `${path}.name`, message: `duplicate health check name '${check.name}'` });
          }
          seen.add(check.name);
          const query = check.prometheus?.query ?? check.azureMonitor?.query ?? '';
          const where = check.prometheus ? `${path}.prometheus` : `${path}.azureMonitor`;
          for (const message of await queryProblems(query, check.prometheus ? 'promql' : 'kql')) {
            violations.push({ path: `${where}.query`, message });
          }
          const urlProblem = check.prometheus && prometheusUrlProblem(egress, check.prometheus.url);
          if (urlProblem) violations.push({ path: `${where}.url`, message: urlProblem });
        }
      }
      return [...violations, ...(await preflight.check(tenantId, spec, targeted))];
    },
  };
}
