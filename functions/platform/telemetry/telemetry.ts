import { SpanKind, SpanStatusCode, context as otelContext, trace } from '@opentelemetry/api';
import type {
  Attributes,
  Counter,
  Gauge,
  Histogram,
  Meter,
  MeterProvider,
  Span,
  Tracer,
  TracerProvider,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { Metrics } from './telemetry-names';
import type { MetricName } from './telemetry-names';

/**
 * The Telemetry port: OpenTelemetry instruments created once, with exactly the names, units and
 * attributes of telemetry-names.ts. Code records through `instruments.*` (the OpenTelemetry API);
 * which SDK receives the data is the composition root's choice: Azure Monitor (applicationinsights
 * 3.x) in Azure, a Prometheus pull reader embedded, in-memory exporters in tests.
 */
export interface Telemetry {
  readonly instruments: Instruments;
  readonly tracer: Tracer;
  /** The Prometheus text exposition of every metric; only where the host serves `/api/metrics`. */
  readonly prometheus?: () => Promise<string>;
  /** Observes values that are read, not recorded (rollout progress); the callback may do I/O. */
  observe(metric: 'rolloutProgress', callback: (record: GaugeRecorder) => Promise<void>): void;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export type GaugeRecorder = (value: number, attributes: Attributes) => void;

export interface Instruments {
  registrationDuration: Histogram;
  registrations: Counter;
  httpRequests: Counter;
  httpRequestDuration: Histogram;
  heartbeatAge: Histogram;
  clusters: Gauge;
  inventoryConflicts: Counter;
  desiredRequests: Counter;
  desiredNotModified: Counter;
  extensionStatusEvents: Counter;
  busMessages: Counter;
  busMessageAge: Histogram;
  rolloutHalts: Counter;
  reconcileRetries: Counter;
  signingFailures: Counter;
  rateLimited: Counter;
  syntheticStepDuration: Histogram;
  syntheticConsecutiveFailures: Gauge;
  timerPasses: Counter;
}

/** Bucket boundaries: request-scale seconds, and heartbeat ages around the 120 s offline threshold. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const HEARTBEAT_AGE_BUCKETS = [5, 15, 30, 60, 90, 120, 300, 600, 1800, 3600, 86400];
/** Queue wait: scheduled pacing delays are seconds to minutes; hours mean a stuck consumer. */
/** Synthetic steps: a store write and a signature each, seconds at worst. */
const SYNTHETIC_STEP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const MESSAGE_AGE_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 21600];

export const METER_NAME = 'arcbridge';

/** Wraps each counter as it is created (the embedded host sums adds in memory, see summed-counter.ts). */
export type CounterWrapper = (counter: Counter, metric: MetricName) => Counter;

export function createInstruments(meter: Meter, wrapCounter: CounterWrapper = (c) => c): Instruments {
  const counter = (m: MetricName) =>
    wrapCounter(meter.createCounter(m.name, { unit: m.unit, description: m.description }), m);
  const histogram = (m: MetricName, buckets: number[]) =>
    meter.createHistogram(m.name, {
      unit: m.unit,
      description: m.description,
      advice: { explicitBucketBoundaries: buckets },
    });
  const gauge = (m: MetricName) => meter.createGauge(m.name, { unit: m.unit, description: m.description });
  return {
    registrationDuration: histogram(Metrics.registrationDuration, DURATION_BUCKETS),
    registrations: counter(Metrics.registrations),
    httpRequests: counter(Metrics.httpRequests),
    httpRequestDuration: histogram(Metrics.httpRequestDuration, DURATION_BUCKETS),
    heartbeatAge: histogram(Metrics.heartbeatAge, HEARTBEAT_AGE_BUCKETS),
    clusters: gauge(Metrics.clusters),
    inventoryConflicts: counter(Metrics.inventoryConflicts),
    desiredRequests: counter(Metrics.desiredRequests),
    desiredNotModified: counter(Metrics.desiredNotModified),
    extensionStatusEvents: counter(Metrics.extensionStatusEvents),
    busMessages: counter(Metrics.busMessages),
    busMessageAge: histogram(Metrics.busMessageAge, MESSAGE_AGE_BUCKETS),
    rolloutHalts: counter(Metrics.rolloutHalts),
    reconcileRetries: counter(Metrics.reconcileRetries),
    signingFailures: counter(Metrics.signingFailures),
    rateLimited: counter(Metrics.rateLimited),
    syntheticStepDuration: histogram(Metrics.syntheticStepDuration, SYNTHETIC_STEP_BUCKETS),
    syntheticConsecutiveFailures: gauge(Metrics.syntheticConsecutiveFailures),
    timerPasses: counter(Metrics.timerPasses),
  };
}

/** Telemetry over given providers (the global ones in Azure, our own embedded). */
export function telemetryFrom(options: {
  meterProvider: MeterProvider;
  tracerProvider: TracerProvider;
  prometheus?: () => Promise<string>;
  flush?: () => Promise<void>;
  shutdown?: () => Promise<void>;
  wrapCounter?: CounterWrapper;
}): Telemetry {
  const meter = options.meterProvider.getMeter(METER_NAME);
  const observers: (() => void)[] = [];
  return {
    instruments: createInstruments(meter, options.wrapCounter),
    tracer: options.tracerProvider.getTracer(METER_NAME),
    ...(options.prometheus ? { prometheus: options.prometheus } : {}),
    observe(metric, callback) {
      const m = Metrics[metric];
      const gauge = meter.createObservableGauge(m.name, { unit: m.unit, description: m.description });
      const observer = async (result: { observe(value: number, attributes?: Attributes): void }) => {
        try {
          await callback((value, attributes) => result.observe(value, attributes));
        } catch {
          // A failed read skips one observation; the next collection tries again.
        }
      };
      gauge.addCallback(observer);
      observers.push(() => gauge.removeCallback(observer));
    },
    flush: options.flush ?? (async () => undefined),
    async shutdown() {
      for (const remove of observers.splice(0)) remove();
      await options.shutdown?.();
    },
  };
}

/** Records nothing: for callers that compose a runtime without telemetry (some unit tests). */
export function noopTelemetry(): Telemetry {
  return telemetryFrom({
    meterProvider: { getMeter: () => noopMeter() },
    tracerProvider: trace.getTracerProvider(),
  });
}

function noopMeter(): Meter {
  // The API's no-op meter, reached without touching the global provider.
  return new (class {
    createCounter = () => ({ add: () => undefined });
    createUpDownCounter = () => ({ add: () => undefined });
    createHistogram = () => ({ record: () => undefined });
    createGauge = () => ({ record: () => undefined });
    createObservableGauge = () => ({ addCallback: () => undefined, removeCallback: () => undefined });
    createObservableCounter = () => ({ addCallback: () => undefined, removeCallback: () => undefined });
    createObservableUpDownCounter = () => ({ addCallback: () => undefined, removeCallback: () => undefined });
    addBatchObservableCallback = () => undefined;
    removeBatchObservableCallback = () => undefined;
  })() as unknown as Meter;
}

const propagator = new W3CTraceContextPropagator();
const headerGetter = {
  keys: (carrier: Headers) => {
    const keys: string[] = [];
    carrier.forEach((_value, key) => keys.push(key));
    return keys;
  },
  get: (carrier: Headers, key: string) => carrier.get(key) ?? undefined,
};

/**
 * Starts the server span of one HTTP request, parented on the caller's W3C `traceparent` (agents
 * send theirs, so a registration or a desired-state poll is one trace from agent to store). The
 * propagator is used directly rather than through the global API so the embedded host needs no
 * global registration; in Azure the distro registers the same W3C propagator globally.
 */
export function startServerSpan(
  tracer: Tracer,
  name: string,
  headers: Headers,
  attributes: Attributes,
): Span {
  const parent = propagator.extract(otelContext.active(), headers, headerGetter);
  return tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
}

export function endServerSpan(span: Span, status: number): void {
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
