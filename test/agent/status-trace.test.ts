import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import type { StatusEvent } from '../../contract/status';
import { inSpan } from '../../contract/trace-context';
import { createAgentTracing } from '../../agent/observability/tracing';
import { StatusBuffer } from '../../agent/sync/status-buffer';
import { StatusReporter } from '../../agent/sync/status-reporter';

const event = (extension: string): StatusEvent => ({
  extension,
  phase: 'Installing',
  reason: 'Progressing',
  lastTransitionTime: '2026-11-25T10:00:00Z',
  observedGeneration: 1,
});

describe('status reports in the trace of the action that produced them', () => {
  it('posts one batch in the first install trace, linking the other, and a failed batch keeps its events', async () => {
    const spans = new InMemorySpanExporter();
    const tracing = createAgentTracing({ subject: () => ({ clusterId: 'c-1' }), exporters: [spans] });
    const posted: { names: string[]; traceId?: string }[] = [];
    let fail = false;
    const buffer = new StatusBuffer(100);
    const reporter = new StatusReporter(
      buffer,
      {
        postStatus: async (events) => {
          if (fail) throw new Error('unreachable');
          posted.push({
            names: events.map((e) => e.extension),
            traceId: trace.getSpanContext(context.active())?.traceId,
          });
        },
      },
      100,
      () => undefined,
      tracing.tracer,
    );
    const web = await inSpan(tracing.tracer, 'install', {}, async (span) => {
      reporter.record(event('web'));
      return span.spanContext();
    });
    const db = await inSpan(tracing.tracer, 'install', {}, async (span) => {
      reporter.record(event('db'));
      return span.spanContext();
    });
    reporter.record(event('untraced'));

    fail = true;
    await expect(reporter.flush()).rejects.toThrow('unreachable');
    expect(buffer.depth).toBe(3);
    fail = false;
    expect(await reporter.flush()).toBe(3);

    expect(posted).toEqual([{ names: ['web', 'db', 'untraced'], traceId: web.traceId }]);
    const reports = spans.getFinishedSpans().filter((s) => s.name === 'status report');
    expect(reports).toHaveLength(2);
    const last = reports[1]!;
    expect(last.parentSpanContext?.spanId).toBe(web.spanId);
    expect(last.links.map((l) => l.context.traceId)).toEqual([db.traceId]);
    expect(last.attributes['arcbridge.cluster.id']).toBe('c-1');
  });
});
