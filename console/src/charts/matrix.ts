import { h } from '../dom';
import { PHASE_SWATCH, s, swatchFill } from './svg';

export interface ProblemCount {
  group: string | null;
  extension: string;
  phase: 'Failed' | 'Drifted';
  count: number;
}

/** A small square in the phase's colour and pattern, beside the phase's name (never alone). */
function swatch(phase: string): SVGElement {
  const { def, fill } = swatchFill(PHASE_SWATCH[phase]!);
  return s(
    'svg',
    {
      width: 12,
      height: 12,
      viewBox: '0 0 12 12',
      'aria-hidden': 'true',
      focusable: 'false',
      class: 'swatch',
    },
    ...(def ? [s('defs', {}, def)] : []),
    s('rect', { width: 12, height: 12, fill, stroke: PHASE_SWATCH[phase]!.colour }),
  );
}

/**
 * Failed and drifted extensions by cluster group: a row per group, a column per extension and
 * phase, each count a link to those clusters (`link` builds it).
 */
export function problemMatrix(
  problems: ProblemCount[],
  link: (problem: ProblemCount) => string,
): HTMLElement {
  const columns = [...new Set(problems.map((p) => `${p.extension}\u0000${p.phase}`))].sort();
  const groups = [...new Set(problems.map((p) => p.group ?? ''))].sort();
  const cell = new Map(problems.map((p) => [`${p.group ?? ''}\u0000${p.extension}\u0000${p.phase}`, p]));
  return h(
    'section',
    { class: 'matrix', 'aria-labelledby': 'matrix-title', id: 'problem-matrix' },
    h('h2', { id: 'matrix-title' }, 'Failing or drifted extensions by group'),
    problems.length === 0
      ? h('p', {}, 'None: no extension is Failed or Drifted on these clusters.')
      : h(
          'table',
          {},
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, 'Group'),
              ...columns.map((column) => {
                const [extension, phase] = column.split('\u0000') as [string, string];
                return h('th', { scope: 'col' }, `${extension} `, swatch(phase), ` ${phase}`);
              }),
            ),
          ),
          h(
            'tbody',
            {},
            ...groups.map((group) =>
              h(
                'tr',
                {},
                h('th', { scope: 'row' }, group || '(no group)'),
                ...columns.map((column) => {
                  const problem = cell.get(`${group}\u0000${column}`);
                  return h('td', {}, problem ? h('a', { href: link(problem) }, String(problem.count)) : '0');
                }),
              ),
            ),
          ),
        ),
  );
}
