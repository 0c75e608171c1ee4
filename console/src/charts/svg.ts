const NS = 'http://www.w3.org/2000/svg';

/** An SVG element; like `h`, text is set as text, and no `style` attribute (the CSP refuses it). */
export function s(
  tag: string,
  attrs: Record<string, string | number> = {},
  ...children: (Node | string)[]
): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  for (const child of children) el.append(child);
  return el;
}

/**
 * A fill told apart by more than its colour: each swatch pairs a colour with a pattern (solid,
 * stripes, dots, cross-hatch, ...), and every bar also carries its label and count as text, so
 * nothing is said by colour alone (WCAG 1.4.1). Colours are dark enough against white for 3:1.
 */
export interface Swatch {
  colour: string;
  pattern: 'solid' | 'stripes' | 'dots' | 'cross' | 'grid' | 'back';
}

export const PALETTE: Swatch[] = [
  { colour: '#0b3d91', pattern: 'solid' },
  { colour: '#8a4b00', pattern: 'stripes' },
  { colour: '#5b2a86', pattern: 'dots' },
  { colour: '#00695c', pattern: 'cross' },
  { colour: '#6d4c41', pattern: 'grid' },
  { colour: '#37474f', pattern: 'back' },
];

/** What a phase looks like everywhere: green solid when well, red cross-hatch when failed, ... */
export const PHASE_SWATCH: Record<string, Swatch> = {
  Installed: { colour: '#1a6b2f', pattern: 'solid' },
  Connected: { colour: '#1a6b2f', pattern: 'solid' },
  Failed: { colour: '#a4161a', pattern: 'cross' },
  Offline: { colour: '#a4161a', pattern: 'cross' },
  Degraded: { colour: '#a4161a', pattern: 'grid' },
  Drifted: { colour: '#8a4b00', pattern: 'stripes' },
  Pending: { colour: '#57606a', pattern: 'dots' },
  Installing: { colour: '#57606a', pattern: 'dots' },
  Removing: { colour: '#37474f', pattern: 'back' },
  Removed: { colour: '#37474f', pattern: 'back' },
};

let patterns = 0;

/** A `<pattern>` for the swatch, to put in the chart's `<defs>`, and the `fill` that uses it. */
export function swatchFill(swatch: Swatch): { def: SVGElement | null; fill: string } {
  if (swatch.pattern === 'solid') return { def: null, fill: swatch.colour };
  const id = `swatch-${++patterns}`;
  const line = (d: string) => s('path', { d, stroke: swatch.colour, 'stroke-width': 2 });
  const marks: Record<Exclude<Swatch['pattern'], 'solid'>, SVGElement[]> = {
    stripes: [line('M0,8 L8,0')],
    back: [line('M0,0 L8,8')],
    dots: [s('circle', { cx: 4, cy: 4, r: 2, fill: swatch.colour })],
    cross: [line('M0,8 L8,0'), line('M0,0 L8,8')],
    grid: [line('M4,0 V8'), line('M0,4 H8')],
  };
  const def = s(
    'pattern',
    { id, width: 8, height: 8, patternUnits: 'userSpaceOnUse' },
    s('rect', { width: 8, height: 8, fill: '#fff' }),
    ...marks[swatch.pattern],
  );
  return { def, fill: `url(#${id})` };
}
