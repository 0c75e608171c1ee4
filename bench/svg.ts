/** A tiny SVG writer for the two benchmark pictures; no charting dependency. */

export interface Bar {
  label: string;
  value: number;
}

export interface Series {
  name: string;
  points: Array<[number, number]>;
  dashed?: boolean;
}

interface Frame {
  title: string;
  xLabel: string;
  yLabel: string;
  width?: number;
  height?: number;
}

const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e'];
const M = { top: 40, right: 20, bottom: 50, left: 70 };

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

/** Round numbers for axis ticks: 1, 2 or 5 times a power of ten. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  if (ticks[ticks.length - 1]! < max) ticks.push(Number((ticks[ticks.length - 1]! + step).toPrecision(12)));
  return ticks;
}

function fmt(n: number): string {
  if (Math.abs(n) >= 10_000) return `${Math.round(n / 1000)}k`;
  return Number.isInteger(n) ? String(n) : n.toFixed(n < 1 ? 2 : 1);
}

function frame(f: Frame, yMax: number, body: string, xTicks: string): string {
  const w = f.width ?? 720;
  const h = f.height ?? 360;
  const plotH = h - M.top - M.bottom;
  const yTicks = niceTicks(yMax);
  const top = yTicks[yTicks.length - 1]!;
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const grid = yTicks
    .map(
      (t) =>
        `<line x1="${M.left}" x2="${w - M.right}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="#ddd"/>` +
        `<text x="${M.left - 6}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end">${fmt(t)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="11">`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
    `<text x="${w / 2}" y="22" text-anchor="middle" font-size="14" font-weight="bold">${escapeXml(f.title)}</text>`,
    grid,
    body,
    xTicks,
    `<line x1="${M.left}" x2="${w - M.right}" y1="${M.top + plotH}" y2="${M.top + plotH}" stroke="#333"/>`,
    `<line x1="${M.left}" x2="${M.left}" y1="${M.top}" y2="${M.top + plotH}" stroke="#333"/>`,
    `<text x="${w / 2}" y="${h - 10}" text-anchor="middle">${escapeXml(f.xLabel)}</text>`,
    `<text transform="translate(16 ${M.top + plotH / 2}) rotate(-90)" text-anchor="middle">${escapeXml(f.yLabel)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Vertical bars, one per label (a histogram when the labels are bins). */
export function barChart(f: Frame & { bars: Bar[] }): string {
  const w = f.width ?? 720;
  const h = f.height ?? 360;
  const plotW = w - M.left - M.right;
  const plotH = h - M.top - M.bottom;
  const yMax = Math.max(1, ...f.bars.map((b) => b.value));
  const top = niceTicks(yMax).at(-1)!;
  const slot = plotW / Math.max(1, f.bars.length);
  const every = Math.max(1, Math.ceil(f.bars.length / 12));
  const body = f.bars
    .map((b, i) => {
      const bh = (b.value / top) * plotH;
      return `<rect x="${(M.left + i * slot + 1).toFixed(1)}" y="${(M.top + plotH - bh).toFixed(1)}" width="${Math.max(1, slot - 2).toFixed(1)}" height="${bh.toFixed(1)}" fill="${COLORS[0]}"><title>${escapeXml(`${b.label}: ${b.value}`)}</title></rect>`;
    })
    .join('');
  const xTicks = f.bars
    .map((b, i) =>
      i % every === 0
        ? `<text x="${(M.left + i * slot + slot / 2).toFixed(1)}" y="${M.top + plotH + 16}" text-anchor="middle">${escapeXml(b.label)}</text>`
        : '',
    )
    .join('');
  return frame(f, yMax, body, xTicks);
}

/** Lines over a shared numeric x axis, with a legend. */
export function lineChart(f: Frame & { series: Series[] }): string {
  const w = f.width ?? 720;
  const h = f.height ?? 360;
  const plotW = w - M.left - M.right;
  const plotH = h - M.top - M.bottom;
  const all = f.series.flatMap((s) => s.points);
  const xMax = Math.max(1, ...all.map((p) => p[0]));
  const yMax = Math.max(1, ...all.map((p) => p[1]));
  const xTop = niceTicks(xMax).at(-1)!;
  const yTop = niceTicks(yMax).at(-1)!;
  const x = (v: number) => M.left + (v / xTop) * plotW;
  const y = (v: number) => M.top + plotH - (v / yTop) * plotH;
  const lines = f.series
    .map((s, i) => {
      const d = s.points
        .map((p, j) => `${j === 0 ? 'M' : 'L'}${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`)
        .join('');
      const color = COLORS[i % COLORS.length]!;
      return (
        `<path d="${d}" fill="none" stroke="${color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>` +
        `<rect x="${M.left + 10}" y="${M.top + 6 + i * 16}" width="12" height="3" fill="${color}"/>` +
        `<text x="${M.left + 28}" y="${M.top + 11 + i * 16}">${escapeXml(s.name)}</text>`
      );
    })
    .join('');
  const xTicks = niceTicks(xMax)
    .map(
      (t) => `<text x="${x(t).toFixed(1)}" y="${M.top + plotH + 16}" text-anchor="middle">${fmt(t)}</text>`,
    )
    .join('');
  return frame(f, yMax, lines, xTicks);
}
