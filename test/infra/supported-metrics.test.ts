import { PlatformMetrics } from '../../functions/platform/telemetry/telemetry-names';
import { kustoBlocks } from './support/kql';
import { logAlerts, metricAlerts, readRepoFile } from './support/infra-model';
import {
  azureMetricsProblems,
  metricAlertProblems,
  supportedMetric,
  supportedMetrics,
} from './support/supported-metrics';

/**
 * Metric alerts and AzureMetrics queries checked against Azure's published "Supported metrics"
 * reference (vendored rows in infra/metrics/supported-metrics.json): a metric that does not
 * exist, an aggregation the metric does not support (ARM refuses the deployment with 400) or a
 * dimension it does not have fails here; so does a workspace query of a metric that diagnostic
 * settings never export (the query would return nothing, silently).
 */

const alerts = metricAlerts();
const workbook = JSON.parse(readRepoFile('infra/workbooks/arcbridge.workbook.json')) as {
  items: { type: number; content: { query?: string } }[];
};
const queries = [
  ...logAlerts().map((alert) => alert.query),
  ...kustoBlocks(readRepoFile('docs/runbooks.md')),
  ...kustoBlocks(readRepoFile('docs/operations.md')),
  ...workbook.items.flatMap((item) => (item.content.query ? [item.content.query] : [])),
];

describe('the vendored supported-metrics rows', () => {
  it('name their source page, file, page date and retrieval date', () => {
    const namespaces = Object.values(supportedMetrics().namespaces);
    expect(namespaces.length).toBeGreaterThanOrEqual(3);
    for (const { source, metrics } of namespaces) {
      expect(source.url).toMatch(
        /^https:\/\/learn\.microsoft\.com\/azure\/azure-monitor\/reference\/supported-metrics\//,
      );
      expect(source.file).toMatch(/^MicrosoftDocs\/azure-monitor-docs \S+\.md$/);
      expect(source.pageDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(metrics).length).toBeGreaterThan(3);
      for (const row of Object.values(metrics)) {
        expect(row.aggregations.length).toBeGreaterThan(0);
        for (const aggregation of row.aggregations)
          expect(['Average', 'Minimum', 'Maximum', 'Total', 'Count']).toContain(aggregation);
      }
    }
  });

  it('hold every resource type a metric alert watches', () => {
    for (const alert of alerts)
      expect({
        alert: alert.name,
        vendored: supportedMetric(alert.metricNamespace, alert.metricName) !== undefined,
      }).toEqual({
        alert: alert.name,
        vendored: true,
      });
  });
});

describe('metric alerts', () => {
  it('finds them', () => expect(alerts.length).toBeGreaterThanOrEqual(5));

  it.each(alerts.map((alert) => [alert.name, alert]))(
    '%s names a published metric, a supported aggregation and existing dimensions',
    (_name, alert) => {
      expect(metricAlertProblems(alert)).toEqual([]);
    },
  );

  it('the declared platform metrics agree with the published rows (unit, dimensions)', () => {
    for (const metric of Object.values(PlatformMetrics)) {
      const row = supportedMetric(metric.namespace, metric.name);
      expect({ metric: metric.name, unit: row?.unit }).toEqual({ metric: metric.name, unit: metric.unit });
      expect(metric.dimensions.filter((dimension) => !row!.dimensions.includes(dimension))).toEqual([]);
    }
  });
});

describe('queries of AzureMetrics', () => {
  const reading = queries.filter((query) => /^\s*AzureMetrics\b/m.test(query));

  it('finds them', () => expect(reading.length).toBeGreaterThanOrEqual(1));

  it.each(reading.map((query) => [query.split('\n').slice(0, 3).join(' '), query]))(
    'name only metrics diagnostic settings export: %s',
    (_head, query) => {
      expect(azureMetricsProblems(query)).toEqual([]);
    },
  );
});

describe('the checks catch what a deployment or a query would hit', () => {
  const keyVault = {
    name: 'keyvault-throttling',
    metricNamespace: 'Microsoft.KeyVault/vaults',
    metricName: 'ServiceApiResult',
    timeAggregation: 'Total',
    dimensions: ['StatusCode'],
  };

  it('ServiceApiResult aggregated with Total (ARM: "Time aggregation must be one of [Count]")', () => {
    expect(metricAlertProblems(keyVault)).toEqual([
      'keyvault-throttling: time aggregation Total of ServiceApiResult must be one of [Count]',
    ]);
    expect(metricAlertProblems({ ...keyVault, timeAggregation: 'Count' })).toEqual([]);
  });

  it('an unknown metric or dimension', () => {
    expect(
      metricAlertProblems({ ...keyVault, metricName: 'ServiceApiResults', timeAggregation: 'Count' }),
    ).toEqual(['keyvault-throttling: Microsoft.KeyVault/vaults publishes no metric ServiceApiResults']);
    expect(
      metricAlertProblems({ ...keyVault, timeAggregation: 'Count', dimensions: ['EntityName'] }),
    ).toEqual(['keyvault-throttling: ServiceApiResult has no dimension EntityName']);
  });

  it('Service Bus ActiveMessages and Cosmos DB NormalizedRUConsumption read from AzureMetrics', () => {
    expect(
      azureMetricsProblems(
        'AzureMetrics\n| where MetricName in ("ActiveMessages", "IncomingMessages")\n| summarize max(Maximum)',
      ),
    ).toEqual(['AzureMetrics: ActiveMessages is not exportable through diagnostic settings (DS Export: No)']);
    expect(
      azureMetricsProblems(
        'AzureMetrics\n| where MetricName == "NormalizedRUConsumption"\n| summarize max(Maximum)',
      ),
    ).toEqual([
      'AzureMetrics: NormalizedRUConsumption is not exportable through diagnostic settings (DS Export: No)',
    ]);
    expect(azureMetricsProblems('AzureMetrics\n| summarize count()')).toEqual([
      'reads AzureMetrics without selecting a metric by MetricName',
    ]);
  });
});
