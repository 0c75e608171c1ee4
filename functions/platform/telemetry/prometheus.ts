import { DataPointType } from '@opentelemetry/sdk-metrics';
import type { DataPoint, Histogram, ResourceMetrics } from '@opentelemetry/sdk-metrics';
import type { Attributes } from '@opentelemetry/api';

/**
 * Prometheus text exposition format (0.0.4) of one collection. Names are already Prometheus style
 * (telemetry-names.ts: `_total`, `_seconds`), so they are written verbatim; counters keep their
 * `_total` suffix, histograms get `_bucket` / `_sum` / `_count`.
 */
export function toPrometheusText(resourceMetrics: ResourceMetrics): string {
  const lines: string[] = [];
  for (const scope of resourceMetrics.scopeMetrics) {
    for (const metric of scope.metrics) {
      const name = sanitize(metric.descriptor.name);
      lines.push(`# HELP ${name} ${escapeHelp(metric.descriptor.description)}`);
      switch (metric.dataPointType) {
        case DataPointType.SUM:
          lines.push(`# TYPE ${name} ${metric.isMonotonic ? 'counter' : 'gauge'}`);
          for (const point of metric.dataPoints as DataPoint<number>[]) {
            lines.push(`${name}${labels(point.attributes)} ${number(point.value)}`);
          }
          break;
        case DataPointType.GAUGE:
          lines.push(`# TYPE ${name} gauge`);
          for (const point of metric.dataPoints as DataPoint<number>[]) {
            lines.push(`${name}${labels(point.attributes)} ${number(point.value)}`);
          }
          break;
        case DataPointType.HISTOGRAM:
          lines.push(`# TYPE ${name} histogram`);
          for (const point of metric.dataPoints as DataPoint<Histogram>[]) {
            const { boundaries, counts } = point.value.buckets;
            let cumulative = 0;
            boundaries.forEach((bound, index) => {
              cumulative += counts[index] ?? 0;
              lines.push(`${name}_bucket${labels(point.attributes, { le: number(bound) })} ${cumulative}`);
            });
            lines.push(`${name}_bucket${labels(point.attributes, { le: '+Inf' })} ${point.value.count}`);
            lines.push(`${name}_sum${labels(point.attributes)} ${number(point.value.sum ?? 0)}`);
            lines.push(`${name}_count${labels(point.attributes)} ${point.value.count}`);
          }
          break;
        default:
          // Exponential histograms are never configured here.
          break;
      }
    }
  }
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}

function sanitize(name: string): string {
  return name.replace(/[^a-zA-Z0-9_:]/g, '_');
}

function labels(attributes: Attributes, extra: Record<string, string> = {}): string {
  const pairs = [
    ...Object.entries(attributes)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [sanitize(key), String(value)] as const),
    ...Object.entries(extra),
  ];
  if (pairs.length === 0) return '';
  return `{${pairs.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`;
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function escapeHelp(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

function number(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}
