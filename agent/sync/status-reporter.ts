import { context, trace } from '@opentelemetry/api';
import type { Context, SpanContext, Tracer } from '@opentelemetry/api';
import type { StatusEvent } from '../../contract/status';
import { MAX_STATUS_EVENTS } from '../../contract/status';
import { inSpan } from '../../contract/trace-context';
import { AgentSpans } from '../observability/tracing';
import type { StatusBuffer } from './status-buffer';

export interface StatusSender {
  postStatus(events: StatusEvent[]): Promise<void>;
}

/**
 * Sends buffered events in batches: the flush loop calls `flush` every 2 s, and `record` asks for
 * an early flush once `batchSize` events are waiting. A failed batch goes back to the buffer.
 *
 * Each event remembers the trace it was recorded in (the install, health check or drift check
 * that produced it), so the `status report` span of a batch, and with it the control plane's
 * status write, joins the trace of the apply it reports.
 */
export class StatusReporter {
  private readonly traces = new WeakMap<StatusEvent, Context>();

  constructor(
    private readonly buffer: StatusBuffer,
    private readonly sender: StatusSender,
    private readonly batchSize: number,
    private readonly requestFlush: () => void,
    private readonly tracer?: Tracer,
  ) {}

  record(event: StatusEvent): void {
    if (trace.getSpanContext(context.active())) this.traces.set(event, context.active());
    this.buffer.push(event);
    if (this.buffer.depth >= this.batchSize) this.requestFlush();
  }

  async flush(): Promise<number> {
    let sent = 0;
    while (this.buffer.depth > 0) {
      const batch = this.buffer.take(Math.min(this.batchSize, MAX_STATUS_EVENTS));
      try {
        await this.post(batch);
      } catch (err) {
        this.buffer.putBack(batch);
        throw err;
      }
      sent += batch.length;
    }
    return sent;
  }

  /**
   * One request per batch, as without tracing: it joins the trace of its first traced event and
   * links the traces of the others, so a batch that reports several installs costs one call.
   */
  private post(events: StatusEvent[]): Promise<void> {
    if (!this.tracer) return this.sender.postStatus(events);
    const traces = new Map<string, SpanContext>();
    let parent: Context | undefined;
    for (const event of events) {
      const recorded = this.traces.get(event);
      const spanContext = recorded ? trace.getSpanContext(recorded) : undefined;
      if (!recorded || !spanContext || traces.has(spanContext.traceId)) continue;
      parent ??= recorded;
      traces.set(spanContext.traceId, spanContext);
    }
    const links = [...traces.values()].slice(1).map((context) => ({ context }));
    return inSpan(
      this.tracer,
      AgentSpans.statusReport,
      {
        attributes: { 'arcbridge.status.events': events.length },
        ...(parent ? { parent } : {}),
        ...(links.length > 0 ? { links } : {}),
      },
      () => this.sender.postStatus(events),
    );
  }
}
