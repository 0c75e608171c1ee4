import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { startHttpServer, serverPort } from '../../agent/observability/http-server';
import { AgentMetrics } from '../../agent/observability/metrics';
import type { Instruments } from '../../functions/platform/telemetry/telemetry';
import { HelmChart } from '../support/helm-chart';
import type { RenderedObject } from '../support/helm-chart';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';

/* eslint-disable @typescript-eslint/no-explicit-any -- walking rendered Kubernetes objects and Grafana JSON */

/**
 * The chart's opt-in monitoring (monitoring.prometheusRule, monitoring.grafanaDashboard): the
 * PrometheusRule validates against the Prometheus Operator's own CRD schema (vendored in
 * fixtures/, source noted there), and every metric the rules and the dashboard's PromQL select is
 * one that a running agent serves on /metrics (prom-client) or a running embedded control plane on
 * /api/metrics (OpenTelemetry's Prometheus serializer), read from the scraped text itself.
 *
 * No PromQL parser is installed (no @prometheus-io/lezer-promql), so metric selectors are taken
 * from the expressions by removing what cannot be a metric name (strings, label matchers, ranges,
 * grouping label lists, function calls, keywords, numbers); the last block of tests shows the
 * extraction catches a misspelled metric and ignores labels, functions and durations.
 */

const chart = new HelmChart(join(__dirname, '../../agent/deploy/chart'));
const objects = chart.render(
  {
    controlPlaneUrl: 'https://cp.example.com',
    tenantId: 't1',
    bootstrapToken: { value: 'tok' },
    monitoring: {
      prometheusRule: { enabled: true, labels: { release: 'kube-prometheus-stack' } },
      grafanaDashboard: { enabled: true, folder: 'ArcBridge' },
    },
  },
  { name: 'arcbridge-agent', namespace: 'arcbridge-system' },
);
const rule = objects.find((o) => o.kind === 'PrometheusRule') as RenderedObject & { spec: any };
const dashboardMap = objects.find(
  (o) => o.kind === 'ConfigMap' && o.metadata.name.endsWith('grafana-dashboard'),
) as (RenderedObject & { data: Record<string, string> }) | undefined;
const dashboard = JSON.parse(dashboardMap?.data['arcbridge.json'] ?? '{}') as any;

const PROMQL_KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
  'atan2',
  'inf',
  'nan',
]);

/** Metric names a PromQL expression selects (see the file comment for how). */
export function metricSelectors(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of stripped.matchAll(/(?<![\w.])[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const rest = stripped.slice(match.index! + match[0].length);
    if (/^\s*\(/.test(rest)) continue; // a function call
    if (PROMQL_KEYWORDS.has(match[0].toLowerCase())) continue;
    names.add(match[0]);
  }
  return [...names].sort();
}

/** Every series name a Prometheus text exposition declares, from its `# TYPE` lines. */
function exposedSeries(text: string): Set<string> {
  const series = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    series.add(name!);
    if (type === 'histogram') for (const s of ['_bucket', '_sum', '_count']) series.add(name! + s);
    if (type === 'summary') for (const s of ['_sum', '_count']) series.add(name! + s);
  }
  return series;
}

function expressions(): { where: string; expr: string }[] {
  const out: { where: string; expr: string }[] = [];
  for (const group of rule.spec.groups)
    for (const r of group.rules) out.push({ where: `rule ${r.alert ?? r.record}`, expr: String(r.expr) });
  for (const panel of dashboard.panels ?? [])
    for (const target of panel.targets ?? [])
      out.push({ where: `panel "${panel.title}"`, expr: target.expr });
  for (const variable of dashboard.templating?.list ?? []) {
    const query = typeof variable.query === 'object' ? variable.query.query : undefined;
    const labelValues = /^label_values\((\w+),/.exec(query ?? '');
    if (labelValues) out.push({ where: `variable ${variable.name}`, expr: labelValues[1]! });
  }
  return out;
}

describe('chart monitoring objects', () => {
  it('renders a PrometheusRule and a dashboard ConfigMap only when enabled', () => {
    expect(rule).toBeDefined();
    expect(dashboardMap).toBeDefined();
    expect(rule.metadata.labels).toMatchObject({ release: 'kube-prometheus-stack' });
    expect(dashboardMap!.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
    expect(dashboardMap!.metadata.annotations).toEqual({ grafana_folder: 'ArcBridge' });
    const plain = chart.render({
      controlPlaneUrl: 'https://cp',
      tenantId: 't1',
      bootstrapToken: { value: 'tok' },
    });
    expect(plain.filter((o) => o.source === 'monitoring.yaml')).toEqual([]);
  });

  it('ships the rules and the dashboard files unchanged (Helm does not template them)', () => {
    const rulesFile = parse(
      readFileSync(join(__dirname, '../../agent/deploy/chart/files/prometheus-rules.yaml'), 'utf8'),
    );
    expect(rule.spec).toEqual(rulesFile);
    expect(JSON.stringify(rule.spec)).toContain('{{ $labels.pod }}');
    expect(dashboard).toEqual(
      JSON.parse(
        readFileSync(join(__dirname, '../../agent/deploy/chart/files/grafana-dashboard.json'), 'utf8'),
      ),
    );
  });

  it('the PrometheusRule validates against the Prometheus Operator CRD schema', () => {
    const crd = parse(readFileSync(join(__dirname, 'fixtures/prometheusrule-crd.yaml'), 'utf8'));
    const version = crd.spec.versions.find((v: any) => v.name === rule.apiVersion.split('/')[1]);
    expect(rule.apiVersion).toBe(`${crd.spec.group}/v1`);
    expect(rule.kind).toBe(crd.spec.names.kind);
    // Go's (?i) flag (partial_response_strategy) is JavaScript's `i`.
    const ajv = new Ajv({
      allErrors: true,
      strict: false,
      code: {
        regExp: (pattern: string, flags: string) =>
          pattern.includes('(?i)')
            ? new RegExp(pattern.replace('(?i)', ''), `${flags}i`)
            : new RegExp(pattern, flags),
      },
    } as any);
    const validate = ajv.compile(version.schema.openAPIV3Schema);
    expect(validate(rule) ? [] : validate.errors).toEqual([]);
    // The schema is strict enough to refuse a malformed rule.
    const broken = structuredClone(rule);
    broken.spec.groups[0].rules[0].for = 'five minutes';
    delete broken.spec.groups[1].rules[0].expr;
    expect(validate(broken)).toBe(false);
    expect(validate.errors!.length).toBe(2);
  });

  it('every alert has a severity and a summary, and names are unique', () => {
    const alerts = rule.spec.groups.flatMap((g: any) => g.rules);
    expect(new Set(alerts.map((a: any) => a.alert)).size).toBe(alerts.length);
    for (const alert of alerts) {
      expect(['warning', 'critical']).toContain(alert.labels?.severity);
      expect(alert.annotations?.summary).toBeTruthy();
    }
  });

  it('dashboard panels have unique ids and non-overlapping positions on the 24-column grid', () => {
    const ids = dashboard.panels.map((p: any) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Set<string>();
    for (const { gridPos } of dashboard.panels) {
      expect(gridPos.x + gridPos.w).toBeLessThanOrEqual(24);
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++)
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
          expect(cells.has(`${x},${y}`)).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
  });
});

describe('every metric the rules and the dashboard select is exported', () => {
  let tp: TestControlPlane;
  let exported: Set<string>;

  beforeAll(async () => {
    // The agent: its registry, served by its own /metrics server.
    const metrics = new AgentMetrics();
    const server = await startHttpServer(0, metrics.registry, { live: () => true, ready: () => true });
    let agentText: string;
    try {
      agentText = await (await fetch(`http://127.0.0.1:${serverPort(server)}/metrics`)).text();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // The control plane: real traffic where it is cheap, then one observation on every instrument
    // (OpenTelemetry exports an instrument only once it holds a data point, and the embedded host
    // sums counter adds, so an add of 0 is no data point either).
    tp = await startTestControlPlane();
    const cluster = await registerCluster(tp, 'contoso');
    await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
      body: { agentVersion: '1' },
      cert: cluster.cert,
    });
    await tp.plane.runtime.heartbeatSweep.run();
    await tp.plane.runtime.synthetic.run({ force: true });
    const instruments = tp.plane.runtime.telemetry.instruments as unknown as Record<keyof Instruments, any>;
    for (const instrument of Object.values(instruments)) {
      if (typeof instrument.add === 'function') instrument.add(1, {});
      else instrument.record(0, {});
    }
    const res = await tp.client.send({ method: 'GET', path: '/api/metrics' });
    expect(res.status).toBe(200);
    exported = new Set([...exposedSeries(agentText), ...exposedSeries(res.text)]);
  });
  afterAll(async () => {
    await tp?.stop();
  });

  it('finds the expressions and the exported series', () => {
    expect(expressions().length).toBeGreaterThan(20);
    expect(exported.has('arcbridge_agent_reconcile_duration_seconds_bucket')).toBe(true);
    expect(exported.has('arcbridge_http_requests_total')).toBe(true);
  });

  it('names only exported metrics', () => {
    const missing = expressions().flatMap(({ where, expr }) =>
      metricSelectors(expr)
        .filter((name) => !exported.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('the check catches a misspelled metric, and reads past labels, functions and durations', () => {
    expect(
      metricSelectors(
        'histogram_quantile(0.99, sum by (le, route) (rate(arcbridge_http_request_duration_seconds_bucket{route!~".*events.*"}[5m]))) > 2',
      ),
    ).toEqual(['arcbridge_http_request_duration_seconds_bucket']);
    expect(
      metricSelectors('arcbridge_agent_certificate_expiry_timestamp_seconds - time() < 3 * 86400'),
    ).toEqual(['arcbridge_agent_certificate_expiry_timestamp_seconds']);
    const misspelled = 'sum by (tenantId) (arcbridge_cluster{connectivity="Offline"}) > 0';
    expect(metricSelectors(misspelled).filter((name) => !exported.has(name))).toEqual(['arcbridge_cluster']);
  });
});
