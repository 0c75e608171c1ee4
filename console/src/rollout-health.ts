import { h } from './dom';

/** One stage's health query as the rollout view carries it (contract/rollout-health.ts). */
export interface HealthCheckView {
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
 * The rollout's health checks: each stage's query as sent, its threshold and the value it
 * answered verbatim (or the error), so a halt by a metric gate shows what was measured.
 */
export function renderHealthChecks(section: HTMLElement, checks: HealthCheckView[] | undefined): void {
  if (!checks?.length) return section.replaceChildren();
  section.replaceChildren(
    h('h2', {}, 'Health checks'),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['Stage', 'Check', 'State', 'Value', 'Healthy when', 'Query'].map((name) =>
            h('th', { scope: 'col' }, name),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ...checks.map((check) =>
          h(
            'tr',
            { 'data-check': `${check.stage}/${check.name}` },
            h('td', {}, check.stage),
            h('td', {}, `${check.name} (${check.provider})`),
            h('td', { class: `state state-${check.state}` }, check.state),
            h('td', {}, check.error ?? check.value ?? '—'),
            h('td', {}, check.healthyWhen),
            h('td', {}, h('code', {}, check.query)),
          ),
        ),
      ),
    ),
  );
}
