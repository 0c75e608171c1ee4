import { AggregationTemporality, MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import type { ResourceMetrics } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { toPrometheusText } from './prometheus';
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
 * read on demand by `GET /api/metrics` (Prometheus text), spans to the given exporters (none by
 * default: the embedded host keeps no trace store; tests pass an InMemorySpanExporter). Logs stay
 * on the console logger (see console-logger.ts). Nothing is registered globally, so several
 * control planes can share one process (the tests do).
 */
export function createEmbeddedTelemetry(options: { spanExporters?: SpanExporter[] } = {}): EmbeddedTelemetry {
  const reader = new PullMetricReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: (options.spanExporters ?? []).map((exporter) => new SimpleSpanProcessor(exporter)),
  });
  const collect = async (): Promise<ResourceMetrics> => (await reader.collect()).resourceMetrics;
  const base = telemetryFrom({
    meterProvider,
    tracerProvider,
    prometheus: async () => toPrometheusText(await collect()),
    flush: async () => {
      await tracerProvider.forceFlush();
    },
    shutdown: async () => {
      await meterProvider.shutdown();
      await tracerProvider.shutdown();
    },
  });
  return { ...base, prometheus: base.prometheus as () => Promise<string>, collect };
}
