import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INFRA_DIR } from './bicep';
import { telemetrySelections } from './kql-analysis';

/**
 * The vendored rows of Azure Monitor's published "Supported metrics" reference
 * (infra/metrics/supported-metrics.json, sources named in the file) and the checks built on them:
 * a metric alert must name a metric its resource type publishes, with an aggregation and
 * dimensions the row lists; a query of AzureMetrics must name only metrics that diagnostic
 * settings export (DS Export = Yes), since the workspace holds no rows of the others.
 */

export const SUPPORTED_METRICS_PATH = join(INFRA_DIR, 'metrics', 'supported-metrics.json');

export interface SupportedMetric {
  unit: string;
  aggregations: string[];
  dimensions: string[];
  timeGrains: string[];
  dsExport: boolean;
}
export interface MetricSource {
  url: string;
  file: string;
  commit?: string;
  pageDate: string;
  retrieved: string;
  rows: string;
}
export interface SupportedMetricsTable {
  namespaces: Record<string, { source: MetricSource; metrics: Record<string, SupportedMetric> }>;
}

let table: SupportedMetricsTable | undefined;
export function supportedMetrics(): SupportedMetricsTable {
  table ??= JSON.parse(readFileSync(SUPPORTED_METRICS_PATH, 'utf8')) as SupportedMetricsTable;
  return table;
}

/** The published row of a metric; resource type names compare case-insensitively, as in Azure. */
export function supportedMetric(namespace: string, name: string): SupportedMetric | undefined {
  const entry = Object.entries(supportedMetrics().namespaces).find(
    ([key]) => key.toLowerCase() === namespace.toLowerCase(),
  )?.[1];
  return entry?.metrics[name];
}

export interface MetricCriterion {
  name: string;
  metricNamespace: string;
  metricName: string;
  timeAggregation: string;
  dimensions: string[];
}

/** Why Azure Monitor would refuse (or never fire) a metric alert criterion, per the published rows. */
export function metricAlertProblems(alert: MetricCriterion): string[] {
  const row = supportedMetric(alert.metricNamespace, alert.metricName);
  if (!row) return [`${alert.name}: ${alert.metricNamespace} publishes no metric ${alert.metricName}`];
  const problems: string[] = [];
  if (!row.aggregations.includes(alert.timeAggregation))
    problems.push(
      `${alert.name}: time aggregation ${alert.timeAggregation} of ${alert.metricName} must be one of [${row.aggregations.join(', ')}]`,
    );
  for (const dimension of alert.dimensions)
    if (!row.dimensions.includes(dimension))
      problems.push(`${alert.name}: ${alert.metricName} has no dimension ${dimension}`);
  return problems;
}

/** Metrics a query reads from AzureMetrics that diagnostic settings never export there. */
export function azureMetricsProblems(query: string): string[] {
  const { tables, azureMetrics } = telemetrySelections(query);
  if (!tables.includes('AzureMetrics')) return [];
  if (azureMetrics.length === 0) return ['reads AzureMetrics without selecting a metric by MetricName'];
  const problems: string[] = [];
  for (const name of azureMetrics) {
    const rows = Object.values(supportedMetrics().namespaces).flatMap((namespace) =>
      namespace.metrics[name] ? [namespace.metrics[name]] : [],
    );
    if (rows.length === 0)
      problems.push(`AzureMetrics: ${name} is not in the vendored supported-metrics rows`);
    else if (rows.some((row) => !row.dsExport))
      problems.push(`AzureMetrics: ${name} is not exportable through diagnostic settings (DS Export: No)`);
  }
  return problems;
}
