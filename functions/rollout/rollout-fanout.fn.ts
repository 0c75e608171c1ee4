import { app } from '@azure/functions';
import type { Histogram } from '@opentelemetry/api';
import { consumeInSpan } from '../platform/telemetry/traced-bus';
import type { RuntimeProvider } from '../runtime';
import { FANOUT_QUEUE } from './model';

/**
 * The fan-out consumer. In Azure the Functions host peek-locks from Service Bus (identity-based
 * connection `ServiceBusConnection__fullyQualifiedNamespace`); embedded, the queue trigger runner does the same
 * from the SQLite queue. A throw abandons the message: it is retried and, after the queue's
 * max delivery count, dead-lettered with the error.
 */
export function registerRolloutFanout(runtime: RuntimeProvider): void {
  app.serviceBusQueue('rolloutFanout', {
    queueName: FANOUT_QUEUE,
    connection: 'ServiceBusConnection',
    handler: async (message, context) => {
      const rt = await runtime();
      const metadata = context.triggerMetadata as TriggerMetadata | undefined;
      recordMessageAge(rt.telemetry.instruments.busMessageAge, FANOUT_QUEUE, metadata, Date.now());
      // Continues the trace of whoever sent the message (its `traceparent` application property).
      const outcome = await consumeInSpan(rt.telemetry.tracer, FANOUT_QUEUE, message, metadata, () =>
        rt.fanout.handle(message),
      );
      rt.log.debug('fan-out message handled', { outcome, deliveryCount: metadata?.deliveryCount });
    },
  });
}

interface TriggerMetadata {
  deliveryCount?: number;
  /** ISO 8601; the Functions host and the embedded queue trigger runner both set it. */
  enqueuedTimeUtc?: string;
}

/**
 * How long the message waited in the queue (the alert on the oldest fan-out message reads the
 * interval's maximum). A message without an enqueued time is not counted.
 */
export function recordMessageAge(
  histogram: Pick<Histogram, 'record'>,
  queue: string,
  metadata: TriggerMetadata | undefined,
  now: number,
): number | undefined {
  const enqueued = metadata?.enqueuedTimeUtc ? Date.parse(metadata.enqueuedTimeUtc) : Number.NaN;
  if (Number.isNaN(enqueued)) return undefined;
  const ageSeconds = Math.max(0, (now - enqueued) / 1000);
  histogram.record(ageSeconds, { queue });
  return ageSeconds;
}
