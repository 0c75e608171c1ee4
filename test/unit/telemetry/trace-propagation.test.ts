import { SpanKind, trace } from '@opentelemetry/api';
import type { InvocationContext } from '@azure/functions';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { QueueTriggerRunner } from '../../../functions/host/queue-trigger-runner';
import { SqliteBus } from '../../../functions/platform/bus/sqlite-bus';
import { silentLogger } from '../../../functions/platform/logger';
import { createEmbeddedTelemetry } from '../../../functions/platform/telemetry/embedded-telemetry';
import { instrumentBus } from '../../../functions/platform/telemetry/instrumented';
import {
  CLUSTER_ID_ATTRIBUTE,
  TENANT_ID_ATTRIBUTE,
  inSpan,
  traceparentOf,
} from '../../../contract/trace-context';
import { consumeInSpan } from '../../../functions/platform/telemetry/traced-bus';

/**
 * The trace context crosses the bus in the message's application properties: the PRODUCER span of
 * the send is the parent of the CONSUMER span the queue trigger runs its handler in, through the
 * embedded queue trigger runner (which hands the handler the same trigger metadata as Azure).
 */
describe('trace context through a queue message', () => {
  const spans = new InMemorySpanExporter();
  const telemetry = createEmbeddedTelemetry({ spanExporters: [spans] });
  const raw = new SqliteBus(':memory:', { pollIntervalMs: 10 });
  const bus = instrumentBus(raw, telemetry, silentLogger);
  afterAll(async () => {
    await bus.close();
    await telemetry.shutdown();
  });

  it('continues the sender trace in the consumer span, with tenant and cluster as attributes', async () => {
    const handled: { traceId?: string; traceparent?: string }[] = [];
    const runner = new QueueTriggerRunner({
      bus,
      receiveWaitMs: 50,
      registrations: [
        {
          metadata: {
            name: 'fanout',
            bindings: { message: { type: 'serviceBusTrigger', direction: 'in', queueName: 'fanout' } },
          } as never,
          handler: (message: unknown, context: unknown) =>
            consumeInSpan(
              telemetry.tracer,
              'fanout',
              message,
              (context as InvocationContext).triggerMetadata,
              async () => {
                handled.push({
                  traceId: trace.getActiveSpan()?.spanContext().traceId,
                  traceparent: traceparentOf(),
                });
              },
            ),
        },
      ],
    });
    let requestTraceId = '';
    await inSpan(
      telemetry.tracer,
      'POST /api/v1/tenants/{tenantId}/rollouts',
      { kind: SpanKind.SERVER },
      async (span) => {
        requestTraceId = span.spanContext().traceId;
        await bus.send('fanout', { body: { tenantId: 'contoso', rolloutId: 'r-1', clusterId: 'c-1' } });
      },
    );
    runner.start();
    try {
      const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
      while (handled.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await runner.stop();
    }
    expect(handled).toHaveLength(1);
    expect(handled[0]?.traceId).toBe(requestTraceId);

    const finished = spans.getFinishedSpans().filter((s) => s.spanContext().traceId === requestTraceId);
    const producer = finished.find((s) => s.kind === SpanKind.PRODUCER);
    const consumer = finished.find((s) => s.kind === SpanKind.CONSUMER);
    expect(producer?.name).toBe('send fanout');
    expect(consumer?.name).toBe('process fanout');
    expect(consumer?.parentSpanContext?.spanId).toBe(producer?.spanContext().spanId);
    expect(consumer?.attributes[CLUSTER_ID_ATTRIBUTE]).toBe('c-1');
    expect(consumer?.attributes[TENANT_ID_ATTRIBUTE]).toBe('contoso');
    expect(consumer?.attributes['messaging.servicebus.message.delivery_count']).toBe(1);
  });

  it('keeps a traceparent the sender set; a send outside any request starts its own trace', async () => {
    const explicit = '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01';
    await inSpan(telemetry.tracer, 'request', {}, () =>
      bus.send('kept', { body: {}, applicationProperties: { traceparent: explicit } }),
    );
    await bus.send('bare', { body: {} });
    const [kept] = await raw.receive('kept', { maxWaitMs: 1000 });
    const [bare] = await raw.receive('bare', { maxWaitMs: 1000 });
    expect(kept?.applicationProperties.traceparent).toBe(explicit);
    // The embedded tracer samples every root span, so the send itself starts a trace.
    expect(bare?.applicationProperties.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('starts a new trace when a message carries a malformed traceparent', async () => {
    const traceIds: string[] = [];
    await consumeInSpan(
      telemetry.tracer,
      'q',
      {},
      { applicationProperties: { traceparent: 'not-a-traceparent' } },
      async () => {
        traceIds.push(trace.getActiveSpan()!.spanContext().traceId);
      },
    );
    expect(traceIds[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(traceIds[0]).not.toBe('00000000000000000000000000000000');
  });
});
