import { barChart, escapeXml, lineChart, niceTicks } from '../../bench/svg';

function wellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.trim().endsWith('</svg>')).toBe(true);
  // Every element is closed in order: a small stack over the tags (attribute values hold no '>').
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)\b[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

describe('bench SVG writer', () => {
  it('escapes text', () => {
    expect(escapeXml(`a<b & "c" 'd'>`)).toBe('a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;');
  });

  it('picks round ticks that cover the maximum', () => {
    expect(niceTicks(97)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(0.3).at(-1)).toBeGreaterThanOrEqual(0.3);
  });

  it('draws a bar chart with one rect per bar and escaped titles', () => {
    const svg = barChart({
      title: 'Latency <p99>',
      xLabel: 'ms',
      yLabel: 'clusters',
      bars: [
        { label: '0', value: 3 },
        { label: '10', value: 7 },
        { label: '20', value: 0 },
      ],
    });
    wellFormed(svg);
    expect(svg).toContain('Latency &lt;p99&gt;');
    expect((svg.match(/<rect x=/g) ?? []).length).toBe(3);
  });

  it('draws lines with a legend, dashed where asked', () => {
    const svg = lineChart({
      title: 'Rollout',
      xLabel: 's',
      yLabel: 'clusters',
      series: [
        {
          name: 'sent',
          points: [
            [0, 0],
            [1, 50],
            [2, 100],
          ],
        },
        {
          name: 'ideal',
          points: [
            [0, 0],
            [2, 100],
          ],
          dashed: true,
        },
      ],
    });
    wellFormed(svg);
    expect((svg.match(/<path /g) ?? []).length).toBe(2);
    expect(svg).toContain('stroke-dasharray');
    expect(svg).toContain('>sent</text>');
  });
});
