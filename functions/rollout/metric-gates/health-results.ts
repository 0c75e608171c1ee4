import type { HealthCheck, HealthCheckView } from '../../../contract/rollout-health';
import type { CreateRolloutRequest } from '../../../contract/rollouts';
import type { RolloutDocument } from '../model';

/** One run of a stage's health query, kept on the rollout document. */
export interface HealthCheckResult {
  stage: number;
  name: string;
  /** As sent: the placeholders filled in. */
  query: string;
  state: 'Healthy' | 'Unhealthy' | 'Failed';
  value: string | null;
  error: string | null;
  at: string;
}

export function providerOf(check: HealthCheck): 'prometheus' | 'azureMonitor' {
  return check.prometheus ? 'prometheus' : 'azureMonitor';
}

export function templateOf(check: HealthCheck): string {
  return check.prometheus?.query ?? check.azureMonitor?.query ?? '';
}

/** Every stage's checks, with what each answered at its latest run (Pending before it ran). */
export function healthCheckViews(
  spec: CreateRolloutRequest,
  results: readonly HealthCheckResult[] = [],
): HealthCheckView[] {
  return spec.strategy.stages.flatMap((stage, index) =>
    (stage.healthChecks ?? []).map((check) => {
      const run = results.find((result) => result.stage === index && result.name === check.name);
      return {
        stage: stage.name,
        name: check.name,
        provider: providerOf(check),
        query: run?.query ?? templateOf(check),
        healthyWhen: check.healthyWhen,
        state: run?.state ?? 'Pending',
        value: run?.value ?? null,
        error: run?.error ?? null,
        at: run?.at ?? null,
      };
    }),
  );
}

/** The results with those of `stage` replaced by `runs`. */
export function withStageResults(
  results: readonly HealthCheckResult[] = [],
  stage: number,
  runs: HealthCheckResult[],
): HealthCheckResult[] {
  return [...results.filter((result) => result.stage !== stage), ...runs];
}

/** Why a stage that bakes is waiting, in words; undefined when it has no bake time. */
export function bakingReason(
  rollout: RolloutDocument,
  stage: { name: string; waitUntil: string | null },
): string | undefined {
  const spec = rollout.spec.strategy.stages[rollout.currentStage];
  if (!spec?.bakeMinutes) return undefined;
  const checks = spec.healthChecks?.length ?? 0;
  const then = checks > 0 ? `, then its ${checks} health check(s) run` : '';
  return `baking stage '${stage.name}' until ${stage.waitUntil} (bakeMinutes)${then}`;
}
