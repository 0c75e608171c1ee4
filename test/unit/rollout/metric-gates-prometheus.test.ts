import { createServer } from 'node:http';
import { egressPolicy } from '../../../contract/egress-policy';
import { substitute, valuesOf } from '../../../contract/health-query-placeholders';
import type { StageClusters } from '../../../contract/health-query-placeholders';
import { prometheusInstantQuery } from '../../../functions/rollout/metric-gates/prometheus-query';
import { healthy } from '../../../functions/rollout/metric-gates/threshold';
import { prometheusSees, startPrometheus } from '../../support/prometheus-server';
import type { PrometheusServer } from '../../support/prometheus-server';
import { requirePrograms } from '../../support/system-programs';

/** The test's Prometheus listens on loopback: allowed here as an operator would (ARCBRIDGE_EGRESS_ALLOW). */
const LOOPBACK_ALLOWED = egressPolicy('127.0.0.1/32');

const stage: StageClusters = {
  ids: ['c-aaaaaaaaaaaaaaaaaaaaaaaaa1', 'c-aaaaaaaaaaaaaaaaaaaaaaaaa2'],
  names: ['store-1.eu', 'store-2.eu'],
  labels: [{ zone: 'eu-1' }, { zone: 'eu-1' }],
};
const fill = (query: string) => substitute(query, 'promql', (name) => valuesOf(name, stage));

requirePrograms('prometheus')('Prometheus health queries against a real Prometheus server', () => {
  let prometheus: PrometheusServer;
  beforeAll(async () => {
    prometheus = await startPrometheus();
  });
  afterAll(async () => {
    await prometheus.stop();
  });

  /** Serves the samples and waits until Prometheus has scraped the marker value with them. */
  async function serve(samples: { cluster: string; name: string; value: number }[], marker: number) {
    prometheus.set([
      ...samples.map(({ cluster, name, value }) => ({
        name: 'store_error_ratio',
        labels: { cluster, cluster_name: name },
        value,
      })),
      { name: 'scrape_marker', labels: {}, value: marker },
    ]);
    await prometheusSees(prometheus.url, 'scrape_marker', String(marker));
  }

  it("answers the value of the stage's clusters only, names escaped for the regular expression", async () => {
    await serve(
      [
        { cluster: stage.ids[0]!, name: 'store-1.eu', value: 0.01 },
        { cluster: stage.ids[1]!, name: 'store-2.eu', value: 0.02 },
        // Matched by 'store-1.eu' if the dot were left a wildcard.
        { cluster: 'c-other', name: 'store-1xeu', value: 0.9 },
      ],
      1,
    );
    const byName = await prometheusInstantQuery(
      LOOPBACK_ALLOWED,
      prometheus.url,
      fill('max(store_error_ratio{cluster_name=~{{clusterNames}}})'),
    );
    expect(byName).toEqual({ value: '0.02' });
    expect(healthy('value < 0.05', byName.value!)).toBe(true);
    const byId = await prometheusInstantQuery(
      LOOPBACK_ALLOWED,
      prometheus.url,
      fill('sum(store_error_ratio{cluster=~{{clusterIds}}})'),
    );
    expect(byId).toEqual({ value: '0.03' });
  });

  it('follows the scraped value as it changes: healthy, then not', async () => {
    const query = fill('max(store_error_ratio{cluster=~{{clusterIds}}})');
    await serve([{ cluster: stage.ids[0]!, name: 'store-1.eu', value: 0.01 }], 2);
    const before = await prometheusInstantQuery(LOOPBACK_ALLOWED, prometheus.url, query);
    expect(before).toEqual({ value: '0.01' });
    await serve([{ cluster: stage.ids[0]!, name: 'store-1.eu', value: 0.37 }], 3);
    const after = await prometheusInstantQuery(LOOPBACK_ALLOWED, prometheus.url, query);
    expect(after).toEqual({ value: '0.37' });
    expect(healthy('value < 0.05', after.value!)).toBe(false);
  });

  it("keeps Prometheus's own error verbatim, and refuses answers that are not one sample", async () => {
    await serve(
      [
        { cluster: stage.ids[0]!, name: 'store-1.eu', value: 0.01 },
        { cluster: stage.ids[1]!, name: 'store-2.eu', value: 0.02 },
      ],
      4,
    );
    // Parses, but Prometheus refuses to evaluate it (a range of a function call).
    const refused = await prometheusInstantQuery(LOOPBACK_ALLOWED, prometheus.url, 'rate(vector(1)[5m])');
    expect(refused.error).toMatch(
      /^Prometheus answered HTTP 400: bad_data: .*ranges only allowed for vector selectors/,
    );
    const several = await prometheusInstantQuery(LOOPBACK_ALLOWED, prometheus.url, 'store_error_ratio');
    expect(several.error).toMatch(/answered 2 series; it must answer exactly one/);
    const none = await prometheusInstantQuery(LOOPBACK_ALLOWED, prometheus.url, 'no_such_metric');
    expect(none.error).toMatch(/answered 0 series/);
    const scalar = await prometheusInstantQuery(LOOPBACK_ALLOWED, prometheus.url, 'scalar(scrape_marker)');
    expect(scalar).toEqual({ value: '4' });
  });

  it('reaches the loopback server only where an operator allowed it', async () => {
    const refused = await prometheusInstantQuery(egressPolicy(undefined), prometheus.url, 'scrape_marker');
    expect(refused.error).toMatch(/127\.0\.0\.1 is a loopback address.*ARCBRIDGE_EGRESS_ALLOW/);
  });

  it('says what answered in its own words when it is not the Prometheus API', async () => {
    const secret = 'internal-admin-page-contents';
    const server = createServer((req, res) => {
      if (req.url?.includes('html'))
        res.writeHead(500, { 'content-type': 'text/html' }).end(`<html>${secret}`);
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: secret }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const html = await prometheusInstantQuery(LOOPBACK_ALLOWED, `${base}/html`, 'up');
      const json = await prometheusInstantQuery(LOOPBACK_ALLOWED, `${base}/json`, 'up');
      expect(html.error).toMatch(/answered HTTP 500 without a Prometheus API answer/);
      expect(json.error).toMatch(/answered HTTP 200 without a Prometheus API answer/);
      expect(`${html.error}${json.error}`).not.toContain(secret);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
