import { parser } from '@prometheus-io/lezer-promql';
import { querySyntaxProblems } from '../../../contract/evaluation/health-query-syntax';
import { substitute, valuesOf } from '../../../contract/health-query-placeholders';
import type { StageClusters } from '../../../contract/health-query-placeholders';
import { stageWaitSeconds } from '../../../functions/rollout/metric-gates/stage-health';
import { healthy } from '../../../functions/rollout/metric-gates/threshold';

/** Label values written to break out of a literal, in each language's syntax. */
const HOSTILE: StageClusters = {
  ids: ['c-aaaaaaaaaaaaaaaaaaaaaaaaa1'],
  names: ['store-1'],
  labels: [{ zone: '"} or vector(1) #' }, { zone: 'a\\"), union (SecretTable' }, { zone: 'line\nbreak' }],
};

/** Go's unquoting of the escapes a double-quoted PromQL string may hold here. */
function unquote(text: string): string {
  return text.replace(/\\(x[0-9a-f]{2}|.)/g, (_, escape: string) =>
    escape.startsWith('x') && escape.length === 3
      ? String.fromCharCode(parseInt(escape.slice(1), 16))
      : escape,
  );
}

/** The string literals of a PromQL query, unquoted as Prometheus's lexer reads them. */
function promqlStrings(query: string): string[] {
  const out: string[] = [];
  const tree = parser.parse(query);
  tree.iterate({
    enter(node) {
      if (node.type.isError) throw new Error(`does not parse at ${node.from}`);
      if (node.name === 'StringLiteral') out.push(unquote(query.slice(node.from + 1, node.to - 1)));
    },
  });
  return out;
}

describe('health query placeholders', () => {
  it('puts every PromQL value inside one escaped regular-expression literal', () => {
    const query = substitute('max(errors{zone=~{{labels.zone}}})', 'promql', (name) =>
      valuesOf(name, HOSTILE),
    );
    // One literal, whatever the values hold: the query around it is unchanged.
    expect(promqlStrings(query)).toEqual([
      '"\\} or vector\\(1\\) #|a\\\\"\\), union \\(SecretTable|line\nbreak',
    ]);
    expect(query.startsWith('max(errors{zone=~"')).toBe(true);
    expect(query.endsWith('"})')).toBe(true);
  });

  it('puts every KQL value inside one string literal of a dynamic array', () => {
    const query = substitute('T | where Zone in ({{labels.zone}}) | count', 'kql', (name) =>
      valuesOf(name, HOSTILE),
    );
    expect(querySyntaxProblems(query, 'kql')).toEqual([]);
    expect(query).toBe(
      'T | where Zone in (dynamic(["\\"} or vector(1) #", "a\\\\\\"), union (SecretTable", "line\\nbreak"])) | count',
    );
  });

  it('refuses a value with a control character for KQL rather than send it', () => {
    const clusters = { ids: [], names: ['bad\u0001name'], labels: [] };
    expect(() =>
      substitute('T | where N in ({{clusterNames}})', 'kql', (n) => valuesOf(n, clusters)),
    ).toThrow(/control character/);
  });

  it('has nothing to judge when no cluster of the stage carries the label', () => {
    expect(() => substitute('x{a=~{{labels.missing}}}', 'promql', (name) => valuesOf(name, HOSTILE))).toThrow(
      /no cluster of the stage has a value for \{\{labels\.missing\}\}/,
    );
  });
});

describe('health query syntax at create time', () => {
  it('accepts queries that parse, with their placeholders', () => {
    expect(querySyntaxProblems('sum(rate(x{cluster=~{{clusterIds}}}[5m])) or vector(0)', 'promql')).toEqual(
      [],
    );
    expect(querySyntaxProblems('T | where C in ({{clusterNames}}) | summarize avg(V)', 'kql')).toEqual([]);
  });

  it('names what does not parse, in PromQL and in KQL', () => {
    expect(querySyntaxProblems('sum(rate(x[5m])', 'promql')[0]).toMatch(/^PromQL does not parse at offset/);
    expect(querySyntaxProblems('T | where | summarize count(', 'kql')[0]).toMatch(
      /^KQL does not parse at offset/,
    );
  });

  it('refuses unknown and quoted placeholders', () => {
    expect(querySyntaxProblems('x{a=~{{tenant}}, b=~"{{clusterIds}}"}', 'promql')).toEqual([
      'unknown placeholder {{tenant}}: use {{clusterIds}}, {{clusterNames}} or {{labels.<key>}}',
      'write {{clusterIds}} without quotes: it becomes a quoted literal itself',
    ]);
  });
});

describe('healthyWhen and bake time', () => {
  it('compares the value as a number and never passes what is not one', () => {
    expect(healthy('value < 0.05', '0.049')).toBe(true);
    expect(healthy('value < 0.05', '0.05')).toBe(false);
    expect(healthy('value >= 99.9', '99.95')).toBe(true);
    expect(healthy('value == 0', '0')).toBe(true);
    expect(healthy('value != 0', '0')).toBe(false);
    expect(healthy('value < 1', 'NaN')).toBe(false);
    expect(healthy('value > 1', '+Inf')).toBe(false);
    expect(healthy('value < 1', '')).toBe(false);
    expect(healthy('value < 1', 'low')).toBe(false);
  });

  it('bakes after the last stage too, and waits the longer of bake and afterStageWaitSeconds', () => {
    expect(stageWaitSeconds({ afterStageWaitSeconds: 600, bakeMinutes: 5 }, false)).toBe(600);
    expect(stageWaitSeconds({ afterStageWaitSeconds: 60, bakeMinutes: 5 }, false)).toBe(300);
    expect(stageWaitSeconds({ afterStageWaitSeconds: 600, bakeMinutes: 5 }, true)).toBe(300);
    expect(stageWaitSeconds({ afterStageWaitSeconds: 600 }, true)).toBe(0);
  });
});
