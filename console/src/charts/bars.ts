import { h } from '../dom';
import { PALETTE, PHASE_SWATCH, s, swatchFill } from './svg';

export interface Bar {
  label: string;
  count: number;
  /** The filtered cluster list behind the count; absent when the list cannot be filtered so. */
  href?: string;
  /** The phase or state whose colour and pattern the bar takes (default: its label's, else by position). */
  tone?: string;
}

const WIDTH = 320;
const ROW = 22;
const LABEL = 120;

/**
 * One facet as horizontal bars: an SVG drawing (hidden from assistive technology, which reads the
 * list beside it instead) and a list whose every count links to the clusters behind it.
 */
export function barChart(
  title: string,
  bars: Bar[],
  options: { id?: string; limit?: number } = {},
): HTMLElement {
  const shown = bars.slice(0, options.limit ?? 8);
  const max = Math.max(1, ...shown.map((bar) => bar.count));
  const defs = s('defs');
  const rows = shown.map((bar, index) => {
    const swatch = PHASE_SWATCH[bar.tone ?? bar.label] ?? PALETTE[index % PALETTE.length]!;
    const { def, fill } = swatchFill(swatch);
    if (def) defs.append(def);
    const y = index * ROW;
    const length = Math.max(bar.count > 0 ? 2 : 0, Math.round(((WIDTH - LABEL - 40) * bar.count) / max));
    return s(
      'g',
      { 'data-bar': bar.label },
      s('text', { x: 0, y: y + 15, 'font-size': 12, fill: '#1b1f24' }, clip(bar.label)),
      s('rect', { x: LABEL, y: y + 3, width: length, height: ROW - 6, fill, stroke: swatch.colour }),
      s('text', { x: LABEL + length + 4, y: y + 15, 'font-size': 12, fill: '#1b1f24' }, String(bar.count)),
    );
  });
  const drawing = s(
    'svg',
    {
      viewBox: `0 0 ${WIDTH} ${Math.max(ROW, shown.length * ROW)}`,
      width: WIDTH,
      'aria-hidden': 'true',
      focusable: 'false',
    },
    defs,
    ...rows,
  );
  return h(
    'section',
    { class: 'card chart', 'aria-label': title, ...(options.id ? { id: options.id } : {}) },
    h('h2', {}, title),
    drawing,
    shown.length === 0
      ? h('p', { class: 'muted' }, 'None reported.')
      : h(
          'ul',
          { class: 'counts' },
          ...shown.map((bar) =>
            h(
              'li',
              {},
              `${bar.label}: `,
              bar.href ? h('a', { href: bar.href }, String(bar.count)) : String(bar.count),
            ),
          ),
        ),
    bars.length > shown.length ? h('p', { class: 'muted' }, `and ${bars.length - shown.length} more`) : null,
  );
}

const clip = (label: string): string => (label.length > 18 ? `${label.slice(0, 17)}…` : label);
