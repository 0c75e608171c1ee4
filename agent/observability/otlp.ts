import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * The agent's opt-in span export: OTLP over HTTP (JSON) to a collector, configured by the standard
 * OpenTelemetry environment variables, which the exporter itself reads:
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (used as is) or `OTEL_EXPORTER_OTLP_ENDPOINT` (`/v1/traces`
 * appended), `OTEL_EXPORTER_OTLP[_TRACES]_HEADERS`, `_TIMEOUT` and `_COMPRESSION`. Neither endpoint
 * set, or `OTEL_TRACES_EXPORTER=none`: nothing is exported (the spec's default would be a collector
 * on localhost:4318, which a cluster agent should not assume). Spans are batched
 * (`OTEL_BSP_*` settings), so export never sits on the path of a reconcile.
 */
export function otlpSpanProcessor(
  env: Record<string, string | undefined> = process.env,
): SpanProcessor | undefined {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? 'otlp').split(',').map((name) => name.trim());
  if (!endpoint || exporters.includes('none') || !exporters.includes('otlp')) return undefined;
  // The exporter is built against its own copy of sdk-trace-base (same interface, older patch).
  const exporter = new OTLPTraceExporter() as unknown as SpanExporter;
  return new BatchSpanProcessor(exporter);
}

/** The endpoint spans go to, for the start-up log line (never the headers: they may carry a key). */
export function otlpTracesEndpoint(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/$/, '')}/v1/traces` : undefined;
}
