import type { Attributes } from '@opentelemetry/api';
import { AggregationTemporality, MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import type { DataPoint } from '@opentelemetry/sdk-metrics';
import { createEmbeddedTelemetry } from '../../../functions/platform/telemetry/embedded-telemetry';
import { SummedCounter } from '../../../functions/platform/telemetry/summed-counter';
import { Metrics } from '../../../functions/platform/telemetry/telemetry-names';

class Reader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** The data points of each counter as `attributes JSON -> value`, attribute keys sorted. */
async function pointsOf(reader: Reader): Promise<Record<string, Record<string, number>>> {
  const { resourceMetrics } = await reader.collect();
  const out: Record<string, Record<string, number>> = {};
  for (const metric of resourceMetrics.scopeMetrics.flatMap((s) => s.metrics)) {
    const points: Record<string, number> = {};
    for (const point of metric.dataPoints as DataPoint<number>[]) {
      const sorted = Object.keys(point.attributes)
        .sort()
        .map((key) => [key, point.attributes[key]]);
      points[JSON.stringify(sorted)] = point.value;
    }
    out[metric.descriptor.name] = points;
  }
  return out;
}

describe('SummedCounter', () => {
  it('collects exactly what the same adds on the SDK counter collect', async () => {
    const reader = new Reader();
    const meter = new MeterProvider({ readers: [reader] }).getMeter('t');
    const direct = meter.createCounter('direct');
    const summed = new SummedCounter(meter.createCounter('summed'), ['route', 'status']);
    const adds: [number, Attributes][] = [
      [1, { route: 'a', status: 200 }],
      [1, { status: 200, route: 'a' }],
      [2, { route: 'a', status: '200' }],
      [1, { route: 'b', status: 404 }],
      [5, { route: 'a', status: 200, extra: 'x' }],
      [1, { route: 'a' }],
      [1, {}],
      [-3, { route: 'a', status: 200 }],
    ];
    for (const [value, attributes] of adds) {
      direct.add(value, attributes);
      summed.add(value, attributes);
    }
    summed.flush();
    const first = await pointsOf(reader);
    expect(first.summed).toEqual(first.direct);
    expect(Object.keys(first.direct!)).toHaveLength(6);

    // Later adds accumulate onto the same series; a flush with nothing new adds nothing.
    direct.add(4, { route: 'b', status: 404 });
    summed.add(4, { route: 'b', status: 404 });
    summed.flush();
    summed.flush();
    const second = await pointsOf(reader);
    expect(second.summed).toEqual(second.direct);
  });

  it('is flushed by every embedded collection, so the Prometheus text is current', async () => {
    const telemetry = createEmbeddedTelemetry();
    try {
      const attributes = { route: 'v1/clusters/{clusterId}/heartbeat', method: 'POST', status: 204 };
      telemetry.instruments.httpRequests.add(1, attributes);
      telemetry.instruments.httpRequests.add(1, attributes);
      expect(await telemetry.prometheus()).toContain(
        `${Metrics.httpRequests.name}{route="v1/clusters/{clusterId}/heartbeat",method="POST",status="204"} 2`,
      );
      telemetry.instruments.httpRequests.add(1, attributes);
      expect(await telemetry.prometheus()).toContain(
        `${Metrics.httpRequests.name}{route="v1/clusters/{clusterId}/heartbeat",method="POST",status="204"} 3`,
      );
    } finally {
      await telemetry.shutdown();
    }
  });
});
