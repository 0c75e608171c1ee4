import { api, canWrite, eventStream, tenantPath } from './api';
import { h, viewRenderer } from './dom';
import { renderHealthChecks } from './rollout-health';
import type { HealthCheckView } from './rollout-health';
import { approvalButtons, fourEyes, stageGateText } from './rollout-approval';
import type { StageGates } from './rollout-approval';
import { followTimeline } from './rollout-timeline';

interface Stage extends StageGates {
  name: string;
  state: string;
  total: number;
  counts: Record<string, number>;
  etaSeconds?: number | null;
  heldByDependency?: number;
}
export interface RolloutView {
  id: string;
  extension: string;
  version: string;
  state: string;
  waitingReason: string | null;
  haltReason: string | null;
  total: number;
  counts: Record<string, number>;
  stages: Stage[];
  currentStage?: number;
  createdBy?: string;
  failures?: {
    clusterId: string;
    clusterName?: string | null;
    state: string;
    reason: string;
    message: string | null;
  }[];
  healthChecks?: HealthCheckView[];
  createdAt?: string;
}

let live: { stop(): void } | undefined;
/** Stops the open event stream when the page moves to another view. */
export function leaveRollout(): void {
  live?.stop();
  live = undefined;
}

/**
 * Progress while the rollout moves; once it ended, what it achieved: a cluster that failed within
 * the error budget or was never reached settled, but did not get the version.
 */
function clusterCounts(view: RolloutView): string {
  if (!/^(Completed|Halted|Cancelled|RolledBack)/.test(view.state))
    return `${done(view.counts)}/${view.total} clusters`;
  const failed = (view.counts.Failed ?? 0) + (view.counts.TimedOut ?? 0);
  const never = view.counts.Deferred ?? 0;
  return (
    `${view.counts.Succeeded ?? 0} of ${view.total} updated` +
    (failed > 0 ? ` · ${failed} failed` : '') +
    (never > 0 ? ` · ${never} never updated` : '') +
    ((view.counts.RolledBack ?? 0) > 0 ? ` · ${view.counts.RolledBack} rolled back` : '')
  );
}

const done = (counts: Record<string, number>) =>
  (counts.Succeeded ?? 0) + (counts.Failed ?? 0) + (counts.Skipped ?? 0);

function eta(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  return seconds < 90 ? ` · ETA ${Math.round(seconds)} s` : ` · ETA ${Math.round(seconds / 60)} min`;
}

/** Follows one rollout over the event stream; any state name the server sends is shown as is. */
export function rolloutView(id: string): void {
  const display = viewRenderer();
  const status = h('p', { id: 'rollout-state', 'aria-live': 'polite' });
  const stages = h('div', { id: 'rollout-stages' });
  const failures = h('div', { id: 'rollout-failures' });
  const health = h('div', { id: 'rollout-health' });
  const actions = h('div', { id: 'rollout-actions' });
  const message = h('p', { class: 'error', role: 'alert', id: 'rollout-action-error' });
  const timeline = followTimeline(id);
  display(h('h1', {}, `Rollout ${id}`), status, actions, message, stages, health, timeline.element, failures);

  const render = (view: RolloutView) => {
    timeline.changed();
    status.replaceChildren(
      h('span', { class: `state state-${view.state}`, 'data-state': view.state }, view.state),
      ` · ${view.extension} ${view.version} · ${clusterCounts(view)}`,
      view.waitingReason ? ` · ${view.waitingReason}` : '',
      view.haltReason ? ` · halted: ${view.haltReason}` : '',
    );
    stages.replaceChildren(
      h('h2', {}, 'Stages'),
      ...view.stages.map((stage) => {
        const finished = done(stage.counts);
        const pct = stage.total === 0 ? 0 : Math.round((finished / stage.total) * 100);
        // Set through the CSSOM: the CSP (style-src 'self') refuses a `style` attribute, not this.
        const fill = h('span');
        fill.style.width = `${pct}%`;
        return h(
          'div',
          { class: 'stage', 'data-stage': stage.name },
          h('strong', {}, stage.name),
          ` ${stage.state} · ${finished}/${stage.total}`,
          Object.entries(stage.counts)
            .filter(([, n]) => n > 0)
            .map(([k, n]) => ` · ${k} ${n}`)
            .join(''),
          stage.heldByDependency ? ` · held by dependency ${stage.heldByDependency}` : '',
          eta(stage.etaSeconds),
          stageGateText(stage),
          h(
            'div',
            {
              class: 'bar',
              role: 'progressbar',
              'aria-label': `Stage ${stage.name}`,
              'aria-valuemin': '0',
              'aria-valuemax': '100',
              'aria-valuenow': String(pct),
            },
            fill,
          ),
        );
      }),
    );
    const failed = view.failures ?? [];
    failures.replaceChildren(
      h('h2', {}, `Failures (${failed.length})`),
      failed.length === 0
        ? h('p', {}, 'None.')
        : h(
            'table',
            {},
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                h('th', { scope: 'col' }, 'Cluster'),
                h('th', { scope: 'col' }, 'Reason'),
                h('th', { scope: 'col' }, 'Agent message'),
              ),
            ),
            h(
              'tbody',
              {},
              ...failed.map((f) =>
                h(
                  'tr',
                  {},
                  h(
                    'td',
                    {},
                    h(
                      'a',
                      { href: `#/clusters/${encodeURIComponent(f.clusterId)}` },
                      f.clusterName ?? f.clusterId,
                    ),
                  ),
                  h('td', {}, f.reason),
                  h('td', {}, f.message ?? '—'),
                ),
              ),
            ),
          ),
    );
    renderHealthChecks(health, view.healthChecks);
    renderActions(view);
  };

  let fourEyesOn = false;
  const renderActions = (view: RolloutView) => {
    // Approvers may be readers: the decision buttons go to whoever the stage names, writers or not.
    const decisions = approvalButtons(view, fourEyesOn, (text) => (message.textContent = text));
    if (!canWrite()) return actions.replaceChildren(...decisions);
    // Any state not named here (a newer server's) is treated as still moving: Pause and Roll back.
    const completed = view.state.startsWith('Completed');
    const rollingBack = view.state === 'RollingBack' || view.state === 'RolledBack';
    const stopped = view.state === 'Paused' || view.state === 'Halted';
    const action = (name: 'pause' | 'resume' | 'rollback', label: string, cls = '') =>
      h(
        'button',
        {
          type: 'button',
          class: cls,
          onclick: () => {
            if (!confirm(`${label} rollout ${id}?`)) return;
            message.textContent = '';
            api('POST', tenantPath(`rollouts/${encodeURIComponent(id)}/${name}`)).catch(
              (err: Error) => (message.textContent = err.message),
            );
          },
        },
        label,
      );
    if (rollingBack) return actions.replaceChildren();
    actions.replaceChildren(
      ...decisions,
      ...(completed ? [] : stopped ? [action('resume', 'Resume')] : [action('pause', 'Pause', 'secondary')]),
      action('rollback', 'Roll back', 'danger'),
    );
  };

  leaveRollout();
  api<RolloutView>('GET', tenantPath(`rollouts/${encodeURIComponent(id)}`))
    .then(async (view) => {
      fourEyesOn = await fourEyes();
      render(view);
    })
    .catch((err: Error) => (message.textContent = err.message));
  live = eventStream(tenantPath(`rollouts/${encodeURIComponent(id)}/events`), (event, data) => {
    if (event === 'progress') render(data as RolloutView);
  });
}
