import { context, trace } from '@opentelemetry/api';
import type { Context, Tracer } from '@opentelemetry/api';
import type { StatusEvent } from '../../functions/api/status';
import { MAX_STATUS_EVENTS } from '../../functions/api/status';
import { inSpan } from '../../functions/platform/telemetry/trace-context';
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
 * that produced it); consecutive events of one trace are posted together in a `status report`
 * span of that trace, so the control plane's status write joins the trace of the apply it reports.
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
      let posted = 0;
      try {
        for (const run of this.runsByTrace(batch)) {
          await this.post(run.events, run.parent);
          posted += run.events.length;
        }
      } catch (err) {
        this.buffer.putBack(batch.slice(posted));
        sent += posted;
        throw err;
      }
      sent += batch.length;
    }
    return sent;
  }

  private post(events: StatusEvent[], parent: Context | undefined): Promise<void> {
    if (!this.tracer) return this.sender.postStatus(events);
    return inSpan(
      this.tracer,
      AgentSpans.statusReport,
      { attributes: { 'arcbridge.status.events': events.length }, ...(parent ? { parent } : {}) },
      () => this.sender.postStatus(events),
    );
  }

  /** Consecutive events of one trace, in order (the order of events is their meaning). */
  private runsByTrace(batch: StatusEvent[]): { events: StatusEvent[]; parent: Context | undefined }[] {
    const runs: { events: StatusEvent[]; parent: Context | undefined; traceId: string | undefined }[] = [];
    for (const event of batch) {
      const parent = this.traces.get(event);
      const traceId = parent ? trace.getSpanContext(parent)?.traceId : undefined;
      const last = runs[runs.length - 1];
      if (last && last.traceId === traceId) last.events.push(event);
      else runs.push({ events: [event], parent, traceId });
    }
    return runs;
  }
}
