import type { HealthCheckView } from '../../contract/rollout-health';
import { closeQueryChecks } from '../../functions/rollout/metric-gates/query-check-pool';
import { cliRunner } from '../support/cli-runner';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { FakeFleet } from '../support/fake-fleet';
import { ManualClock } from '../support/manual-clock';
import { prometheusSees, startPrometheus } from '../support/prometheus-server';
import type { PrometheusServer } from '../support/prometheus-server';
import { requirePrograms } from '../support/system-programs';

interface RolloutView {
  id: string;
  state: string;
  haltReason: string | null;
  waitingReason: string | null;
  currentStage: number;
  stages: { name: string; state: string }[];
  healthChecks: HealthCheckView[];
}

const EXTENSION = 'web';
const QUERY = 'max(store_error_ratio{cluster=~{{clusterIds}}})';

requirePrograms('prometheus')('rollout metric gates against a real Prometheus', () => {
  const clock = new ManualClock();
  let tp: TestControlPlane;
  let fleet: FakeFleet;
  let prometheus: PrometheusServer;
  let marker = 0;

  beforeAll(async () => {
    prometheus = await startPrometheus();
    tp = await startTestControlPlane({
      clock,
      env: {
        // Prometheus listens on loopback: allowed as an operator would allow an internal one.
        ARCBRIDGE_EGRESS_ALLOW: '127.0.0.1/32',
        ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000',
        ARCBRIDGE_RATE_AGENT_BURST: '1000',
        ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000',
        ARCBRIDGE_RATE_OPERATOR_BURST: '1000',
      },
    });
    for (const version of ['1.0.0', '2.0.0']) {
      await api('PUT', `/extensions/${EXTENSION}/versions/${version}`, {
        kind: 'helm',
        source: { url: 'oci://registry.example.com/charts', chart: 'web' },
      });
    }
    fleet = new FakeFleet(tp, 'contoso');
    await fleet.add(4, (i) => ({ region: 'westeurope', labels: { ring: i < 2 ? 'canary' : 'main' } }));
    await fleet.heartbeat();
  });
  afterAll(async () => {
    await tp?.stop();
    await prometheus?.stop();
    await closeQueryChecks();
  });

  // A token per call, each minted now; the manual clock stays within their lifetime (600 s).
  const api = async (method: string, path: string, body?: unknown) =>
    tp.client.send({
      method,
      path: `/api/v1/tenants/contoso${path}`,
      body,
      token: await tp.token('contoso', 'operator'),
    });
  const view = async (id: string) => (await api('GET', `/rollouts/${id}`)).json<RolloutView>();
  const cli = cliRunner(() => tp.dataDir, ['--tenant', 'contoso']);
  const canary = () => fleet.clusters.filter((c) => c.labels.ring === 'canary');

  /** Serves each cluster's error ratio and waits until Prometheus has scraped exactly these. */
  async function errorRatios(ratio: (ring: string) => number) {
    marker += 1;
    prometheus.set([
      ...fleet.clusters.map((c) => ({
        name: 'store_error_ratio',
        labels: { cluster: c.clusterId },
        value: ratio(c.labels.ring!),
      })),
      { name: 'scrape_marker', labels: {}, value: marker },
    ]);
    await prometheusSees(prometheus.url, 'scrape_marker', String(marker));
  }

  async function until(id: string, done: (v: RolloutView) => boolean): Promise<RolloutView> {
    const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
    for (;;) {
      clock.advance(1); // the paced sends' slots come due
      await fleet.heartbeat();
      await fleet.converge(EXTENSION);
      await tp.plane.runtime.rolloutReconciler.reconcile('contoso', id);
      const current = await view(id);
      if (done(current)) return current;
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(current)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const strategy = (url: string) => ({
    stages: [
      {
        name: 'canary',
        selector: 'ring=canary',
        bakeMinutes: 1,
        healthChecks: [
          { name: 'error-rate', prometheus: { url, query: QUERY }, healthyWhen: 'value < 0.05' },
        ],
      },
      { name: 'rest', percent: 100 },
    ],
  });

  it('refuses queries that do not parse and endpoints the egress policy refuses, all at once (422)', async () => {
    const res = await api('POST', '/rollouts', {
      extension: EXTENSION,
      version: '1.0.0',
      namespace: 'web',
      strategy: {
        stages: [
          {
            name: 'all',
            percent: 100,
            healthChecks: [
              {
                name: 'a',
                prometheus: { url: prometheus.url, query: 'sum(rate(x[5m])' },
                healthyWhen: 'value < 1',
              },
              {
                name: 'b',
                prometheus: { url: 'https://169.254.169.254', query: 'up' },
                healthyWhen: 'value == 1',
              },
              {
                name: 'c',
                prometheus: { url: 'http://prometheus.example.com', query: 'up' },
                healthyWhen: 'value == 1',
              },
              {
                name: 'd',
                azureMonitor: {
                  workspaceId: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f',
                  query: 'AppRequests | where ClusterId in ({{tenant}})',
                },
                healthyWhen: 'value < 1',
              },
              {
                name: 'e',
                azureMonitor: {
                  workspaceId: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f',
                  query: 'AppRequests | where | summarize count(',
                },
                healthyWhen: 'value < 1',
              },
            ],
          },
        ],
      },
    });
    expect(res.status).toBe(422);
    const paths = res.json<{ violations: { path: string; message: string }[] }>().violations;
    const at = (path: string) =>
      paths.filter((v) => v.path === `body.strategy.stages.0.healthChecks.${path}`);
    expect(at('0.prometheus.query')[0]!.message).toMatch(/PromQL does not parse/);
    expect(at('1.prometheus.url')[0]!.message).toMatch(
      /169\.254\.169\.254 is a link-local address.*ARCBRIDGE_EGRESS_ALLOW/,
    );
    expect(at('2.prometheus.url')[0]!.message).toMatch(/use https:\/\//);
    expect(at('3.azureMonitor.query')[0]!.message).toMatch(/unknown placeholder \{\{tenant\}\}/);
    expect(at('4.azureMonitor.query')[0]!.message).toMatch(/KQL does not parse/);
    expect((await api('GET', '/rollouts')).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it("bakes the stage, then judges its own clusters' value and moves on when healthy", async () => {
    // The main ring is unhealthy: a query that took every cluster, not the stage's, would halt.
    await errorRatios((ring) => (ring === 'canary' ? 0.01 : 0.9));
    const created = (
      await api('POST', '/rollouts', {
        extension: EXTENSION,
        version: '1.0.0',
        namespace: 'web',
        strategy: strategy(prometheus.url),
      })
    ).json<RolloutView>();
    const baking = await until(created.id, (v) => v.stages[0]!.state === 'Waiting');
    expect(baking.waitingReason).toMatch(
      /^baking stage 'canary' until .* \(bakeMinutes\), then its 1 health check\(s\) run$/,
    );
    expect(baking.healthChecks).toEqual([
      expect.objectContaining({
        stage: 'canary',
        name: 'error-rate',
        query: QUERY,
        state: 'Pending',
        value: null,
      }),
    ]);
    // Not before the bake time is over.
    clock.advance(30);
    await tp.plane.runtime.rolloutReconciler.reconcile('contoso', created.id);
    expect((await view(created.id)).currentStage).toBe(0);
    clock.advance(31);
    const done = await until(created.id, (v) => v.state === 'Completed');
    const [check] = done.healthChecks;
    expect(check).toMatchObject({
      state: 'Healthy',
      value: '0.01',
      healthyWhen: 'value < 0.05',
      error: null,
    });
    const ids = canary()
      .map((c) => c.clusterId)
      .sort();
    expect(check!.query).toBe(`max(store_error_ratio{cluster=~"${ids.join('|')}"})`);
  });

  it('halts with the value verbatim when the gate turns unhealthy during the bake', async () => {
    await errorRatios(() => 0.01);
    const created = (
      await api('POST', '/rollouts', {
        extension: EXTENSION,
        version: '2.0.0',
        strategy: strategy(prometheus.url),
      })
    ).json<RolloutView>();
    await until(created.id, (v) => v.stages[0]!.state === 'Waiting');
    await errorRatios((ring) => (ring === 'canary' ? 0.37 : 0.01));
    clock.advance(61);
    const halted = await until(created.id, (v) => v.state === 'Halted');
    expect(halted.haltReason).toBe(
      "stage 'canary' health check 'error-rate' unhealthy: value 0.37 is not < 0.05",
    );
    expect(halted.healthChecks[0]).toMatchObject({ state: 'Unhealthy', value: '0.37' });
    expect(halted.stages.map((s) => s.state)).toEqual(['Halted', 'Pending']);
    // `rollouts show`: the query as sent, its value and the threshold, beside the halt reason.
    const shown = await cli(['rollouts', 'show', created.id]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`Halted: ${halted.haltReason}`);
    expect(shown.out).toContain(
      'canary/error-rate  prometheus  Unhealthy  value 0.37  (healthy when value < 0.05)',
    );
    expect(shown.out).toContain(`    ${halted.healthChecks[0]!.query}`);
  });
});
