import { h } from '../dom';
import { PALETTE, s } from './svg';

/** GET .../rollouts/{id}/timeline (contract/rollout-timeline.ts). */
export interface RolloutTimeline {
  pacing: { perSecond: number | null };
  stages: {
    name: string;
    total: number;
    startedAt: string | null;
    completedAt: string | null;
    points: { at: string; sent: number; updated: number }[];
  }[];
}

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 24;
const DASHES = ['', '6 3', '2 3', '8 3 2 3'];

/**
 * Clusters updated over time, a stepped line per stage (each its own colour AND dash pattern, named
 * in the legend), with the pacing cap drawn as a dashed grey line from the first send: the most
 * clusters the cap lets be sent by each moment. The figure's caption says the same in words.
 */
export function timelineChart(timeline: RolloutTimeline, now = Date.now()): HTMLElement {
  const points = timeline.stages.flatMap((stage) => stage.points);
  if (points.length === 0)
    return h(
      'figure',
      { class: 'timeline', id: 'rollout-timeline' },
      h('p', {}, 'No cluster sent the version yet.'),
    );
  const start = Math.min(...points.map((p) => Date.parse(p.at)));
  const end = Math.max(now, ...points.map((p) => Date.parse(p.at)));
  const max = Math.max(1, ...timeline.stages.map((stage) => stage.total));
  const x = (t: number) => LEFT + ((WIDTH - LEFT - 10) * (t - start)) / Math.max(1, end - start);
  const y = (n: number) => HEIGHT - BOTTOM - ((HEIGHT - BOTTOM - 10) * n) / max;
  const lines = timeline.stages.map((stage, index) => {
    const colour = PALETTE[index % PALETTE.length]!.colour;
    let d = '';
    let last = 0;
    for (const point of stage.points) {
      const px = x(Date.parse(point.at));
      d += d ? ` H${px} V${y(point.updated)}` : `M${px},${y(0)} V${y(point.updated)}`;
      last = point.updated;
    }
    if (d) d += ` H${x(stage.completedAt ? Date.parse(stage.completedAt) : now)}`;
    return s(
      'path',
      {
        d,
        fill: 'none',
        stroke: colour,
        'stroke-width': 2,
        'stroke-dasharray': DASHES[index % DASHES.length]!,
        'data-stage': stage.name,
      },
      s('title', {}, `${stage.name}: ${last} of ${stage.total} updated`),
    );
  });
  const cap = timeline.pacing.perSecond;
  const capLine =
    cap === null
      ? []
      : [
          s(
            'line',
            {
              x1: x(start),
              y1: y(0),
              x2: x(Math.min(end, start + (max / cap) * 1000)),
              y2: y(Math.min(max, (cap * (end - start)) / 1000)),
              stroke: '#57606a',
              'stroke-width': 1.5,
              'stroke-dasharray': '1 4',
              id: 'pacing-cap',
            },
            s('title', {}, `Pacing cap: ${cap} clusters a second`),
          ),
        ];
  const axes = [
    s('line', { x1: LEFT, y1: y(0), x2: WIDTH - 10, y2: y(0), stroke: '#1b1f24' }),
    s('line', { x1: LEFT, y1: y(0), x2: LEFT, y2: 10, stroke: '#1b1f24' }),
    s(
      'text',
      { x: LEFT - 6, y: y(max) + 4, 'font-size': 11, 'text-anchor': 'end', fill: '#1b1f24' },
      String(max),
    ),
    s('text', { x: LEFT - 6, y: y(0) + 4, 'font-size': 11, 'text-anchor': 'end', fill: '#1b1f24' }, '0'),
    s(
      'text',
      { x: LEFT, y: HEIGHT - 6, 'font-size': 11, fill: '#1b1f24' },
      new Date(start).toLocaleTimeString(),
    ),
    s(
      'text',
      { x: WIDTH - 10, y: HEIGHT - 6, 'font-size': 11, 'text-anchor': 'end', fill: '#1b1f24' },
      new Date(end).toLocaleTimeString(),
    ),
  ];
  const summary = timeline.stages
    .map((stage) => `${stage.name}: ${stage.points.at(-1)?.updated ?? 0} of ${stage.total} updated`)
    .join('; ');
  return h(
    'figure',
    { class: 'timeline', id: 'rollout-timeline' },
    s(
      'svg',
      {
        viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
        width: WIDTH,
        role: 'img',
        'aria-label': `Clusters updated over time. ${summary}`,
      },
      ...axes,
      ...capLine,
      ...lines,
    ),
    h(
      'figcaption',
      {},
      h(
        'ul',
        { class: 'legend' },
        ...timeline.stages.map((stage, index) =>
          h(
            'li',
            {},
            legendLine(PALETTE[index % PALETTE.length]!.colour, DASHES[index % DASHES.length]!),
            ` ${stage.name}: ${stage.points.at(-1)?.updated ?? 0} of ${stage.total} updated`,
          ),
        ),
        cap === null
          ? h('li', {}, 'No pacing cap set on this rollout.')
          : h('li', {}, legendLine('#57606a', '1 4'), ` pacing cap: ${cap} clusters a second`),
      ),
    ),
  );
}

function legendLine(colour: string, dash: string): SVGElement {
  return s(
    'svg',
    { width: 28, height: 10, viewBox: '0 0 28 10', 'aria-hidden': 'true', focusable: 'false' },
    s('line', { x1: 0, y1: 5, x2: 28, y2: 5, stroke: colour, 'stroke-width': 2, 'stroke-dasharray': dash }),
  );
}
