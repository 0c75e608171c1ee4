import { AggregationTemporality, MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import type { ResourceMetrics } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { ProxyTracerProvider } from '@opentelemetry/api';
import { PrometheusSerializer } from '@opentelemetry/exporter-prometheus';
import { ensureContextManager } from '../../../contract/trace-context';
import { SummedCounter } from './summed-counter';
import { telemetryFrom } from './telemetry';
import type { Telemetry } from './telemetry';

/** A pull reader: nothing is exported on a timer; a scrape of `/api/metrics` collects. */
class PullMetricReader extends MetricReader {
  constructor() {
    // Prometheus expects cumulative counters and histograms.
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

export interface EmbeddedTelemetry extends Telemetry {
  readonly prometheus: () => Promise<string>;
  /** The current metrics as the SDK holds them (tests assert on these). */
  collect(): Promise<ResourceMetrics>;
}

/**
 * Telemetry for the embedded host (embedded and emulated modes): metrics in an SDK MeterProvider
 * read on demand by `GET /api/metrics` (Prometheus text, from OpenTelemetry's PrometheusSerializer), spans to the given exporters (none by
 * default: the embedded host keeps no trace store; tests pass an InMemorySpanExporter). Logs stay
 * on the console logger (see console-logger.ts), with the trace id of the span they are written
 * in. Only the async context manager is registered globally (it holds no data of its own); the
 * providers are not, so several control planes can share one process (the tests do).
 */
export function createEmbeddedTelemetry(options: { spanExporters?: SpanExporter[] } = {}): EmbeddedTelemetry {
  ensureContextManager();
  const reader = new PullMetricReader();
  // OpenTelemetry's own Prometheus text writer. Names are already Prometheus style
  // (telemetry-names.ts: `_total`, `_seconds`), so no prefix; no timestamps (Prometheus stamps a
  // scrape itself); no target_info or otel_scope_* series (one scope, one process: they would add a
  // series and a label to every metric without telling anything).
  const serializer = new PrometheusSerializer(undefined, false, undefined, true, true);
  const meterProvider = new MeterProvider({ readers: [reader] });
  const exporters = options.spanExporters ?? [];
  // Without an exporter a span goes nowhere: the API's no-op tracer (a proxy without a delegate)
  // still carries the caller's trace context to child spans, without building and sampling a span.
  const tracerProvider =
    exporters.length > 0
      ? new BasicTracerProvider({
          spanProcessors: exporters.map((exporter) => new SimpleSpanProcessor(exporter)),
        })
      : undefined;
  const summed: SummedCounter[] = [];
  const collect = async (): Promise<ResourceMetrics> => {
    for (const counter of summed) counter.flush();
    return (await reader.collect()).resourceMetrics;
  };
  const base = telemetryFrom({
    meterProvider,
    tracerProvider: tracerProvider ?? new ProxyTracerProvider(),
    prometheus: async () => serializer.serialize(await collect()),
    flush: async () => {
      await tracerProvider?.forceFlush();
    },
    shutdown: async () => {
      await meterProvider.shutdown();
      await tracerProvider?.shutdown();
    },
    // Metrics are only read by `collect` here, so counter adds can be summed until then.
    wrapCounter: (counter, metric) => {
      const wrapped = new SummedCounter(counter, metric.attributes);
      summed.push(wrapped);
      return wrapped;
    },
  });
  return { ...base, prometheus: base.prometheus as () => Promise<string>, collect };
}
