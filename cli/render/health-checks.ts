/** One stage's health query as `rollouts show` gets it (contract/rollout-health.ts HealthCheckView). */
export interface HealthCheckLine {
  stage: string;
  name: string;
  provider: string;
  query: string;
  healthyWhen: string;
  state: string;
  value: string | null;
  error: string | null;
}

/**
 * The rollout's health checks: each stage's query with its threshold, the value it answered
 * (verbatim) or why it gave none, and the query as it was sent. Empty when the rollout has none.
 */
export function renderHealthChecks(checks: HealthCheckLine[] | undefined): string {
  if (!checks?.length) return '';
  const lines = ['Health checks:'];
  for (const check of checks) {
    const answered =
      check.error !== null
        ? `error: ${check.error}`
        : check.value !== null
          ? `value ${check.value}`
          : 'not run yet';
    lines.push(
      `  ${check.stage}/${check.name}  ${check.provider}  ${check.state}  ${answered}  (healthy when ${check.healthyWhen})`,
      `    ${check.query.replace(/\n/g, '\n    ')}`,
    );
  }
  return lines.join('\n') + '\n';
}
