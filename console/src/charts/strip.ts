import { h } from '../dom';
import { PALETTE, PHASE_SWATCH, s, swatchFill } from './svg';

export interface StripEvent {
  extension: string;
  phase: string;
  reason: string;
  lastTransitionTime: string;
}

const WIDTH = 720;
const LANE = 22;
const LABEL = 130;

/**
 * A cluster's status timeline as a strip: a lane per extension, each status change a block from
 * its time to the next change (or now), in its phase's colour and pattern; the phase, reason and
 * time are the block's title (a tooltip) and the list of changes below stays the text for
 * assistive technology.
 */
export function statusStrip(events: StripEvent[], now = Date.now()): HTMLElement | null {
  if (events.length === 0) return null;
  const times = events.map((e) => Date.parse(e.lastTransitionTime));
  const from = Math.min(...times);
  const span = Math.max(1, now - from);
  const x = (t: number) => LABEL + ((WIDTH - LABEL - 4) * (t - from)) / span;
  const lanes = [...new Set(events.map((e) => e.extension))].sort();
  const defs = s('defs');
  const fills = new Map<string, string>();
  const fillOf = (phase: string) => {
    let fill = fills.get(phase);
    if (fill === undefined) {
      const made = swatchFill(PHASE_SWATCH[phase] ?? PALETTE[fills.size % PALETTE.length]!);
      if (made.def) defs.append(made.def);
      fills.set(phase, (fill = made.fill));
    }
    return fill;
  };
  const blocks = lanes.flatMap((extension, lane) => {
    // Oldest first within the lane: each block lasts until the lane's next change.
    const changes = events
      .filter((e) => e.extension === extension)
      .sort((a, b) => Date.parse(a.lastTransitionTime) - Date.parse(b.lastTransitionTime));
    const y = lane * LANE;
    return [
      s('text', { x: 0, y: y + 15, 'font-size': 12, fill: '#1b1f24' }, extension),
      ...changes.map((change, index) => {
        const start = x(Date.parse(change.lastTransitionTime));
        const end =
          index + 1 < changes.length ? x(Date.parse(changes[index + 1]!.lastTransitionTime)) : x(now);
        const swatch = PHASE_SWATCH[change.phase];
        return s(
          'rect',
          {
            x: start,
            y: y + 3,
            width: Math.max(3, end - start),
            height: LANE - 6,
            fill: fillOf(change.phase),
            stroke: swatch?.colour ?? '#37474f',
            'data-phase': change.phase,
          },
          s(
            'title',
            {},
            `${extension}: ${change.phase} (${change.reason}) since ${new Date(change.lastTransitionTime).toLocaleString()}`,
          ),
        );
      }),
    ];
  });
  const phases = [...new Set(events.map((e) => e.phase))].sort();
  return h(
    'figure',
    { class: 'strip', id: 'status-strip' },
    s(
      'svg',
      {
        viewBox: `0 0 ${WIDTH} ${lanes.length * LANE}`,
        width: WIDTH,
        role: 'img',
        'aria-label': `Status of ${lanes.join(', ')} over time, from ${new Date(from).toLocaleString()} until now`,
      },
      defs,
      ...blocks,
    ),
    h(
      'figcaption',
      { class: 'muted' },
      `From ${new Date(from).toLocaleString()} until now. Phases drawn: ${phases.join(', ')}.`,
    ),
  );
}
