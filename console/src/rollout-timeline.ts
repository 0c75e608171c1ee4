import { api, tenantPath } from './api';
import { h } from './dom';
import { timelineChart } from './charts/timeline';
import type { RolloutTimeline } from './charts/timeline';

/** Least time between two reads of the timeline: progress events come every second or so. */
const EVERY_MS = 5000;

/**
 * The rollout's timeline section, read again (at most every 5 s) when the rollout's progress
 * changes: the page's one event stream drives it, no stream of its own.
 */
export function followTimeline(rolloutId: string): { element: HTMLElement; changed(): void } {
  const element = h(
    'section',
    { 'aria-labelledby': 'timeline-title' },
    h('h2', { id: 'timeline-title' }, 'Timeline'),
  );
  let last = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const load = () => {
    last = Date.now();
    api<RolloutTimeline>('GET', tenantPath(`rollouts/${encodeURIComponent(rolloutId)}/timeline`), undefined, {
      keepPage: true,
    })
      .then((timeline) =>
        element.replaceChildren(h('h2', { id: 'timeline-title' }, 'Timeline'), timelineChart(timeline)),
      )
      .catch((err: Error) => element.append(h('p', { class: 'error' }, err.message)));
  };
  return {
    element,
    changed() {
      if (waiting) return;
      waiting = setTimeout(
        () => {
          waiting = undefined;
          if (element.isConnected || last === 0) load();
        },
        Math.max(0, last + EVERY_MS - Date.now()),
      );
    },
  };
}
