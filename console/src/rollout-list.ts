import { api, tenantPath } from './api';
import { h, viewRenderer, when } from './dom';
import { followLive, liveNotice } from './live';
import type { RolloutView } from './rollouts';

function row(r: RolloutView): HTMLElement {
  return h(
    'tr',
    { 'data-rollout': r.id },
    h('td', {}, h('a', { href: `#/rollouts/${encodeURIComponent(r.id)}` }, r.id)),
    h('td', {}, `${r.extension} ${r.version}`),
    h('td', { class: `state state-${r.state}`, 'data-state': r.state }, r.state),
    // Clusters that have the version, as `arcbridge rollouts list` counts them.
    h('td', {}, `${r.counts.Succeeded ?? 0}/${r.total}`),
    h('td', {}, when(r.createdAt)),
  );
}

/** The tenant's rollouts, kept current over the page's one event stream (topic=rollouts). */
export async function rolloutsView(): Promise<void> {
  const display = viewRenderer();
  const list = await api<{ items: RolloutView[] }>('GET', tenantPath('rollouts'));
  const empty = h('p', {}, 'No rollouts yet (arcbridge rollouts start -f rollout.yaml).');
  const body = h('tbody', { id: 'rollout-rows' });
  const render = (items: RolloutView[]) => {
    empty.hidden = items.length > 0;
    body.replaceChildren(...items.map(row));
  };
  render(list.items);
  const notice = liveNotice();
  display(
    h('h1', {}, 'Rollouts'),
    notice,
    empty,
    h(
      'table',
      { id: 'rollout-list' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['Rollout', 'Extension', 'State', 'Updated', 'Started'].map((t) => h('th', { scope: 'col' }, t)),
        ),
      ),
      body,
    ),
  );
  followLive(
    { topic: 'rollouts' },
    (event, data) => {
      if (event === 'rollouts') render((data as { items: RolloutView[] }).items);
    },
    notice,
  );
}
