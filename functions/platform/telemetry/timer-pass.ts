import { randomBytes } from 'node:crypto';
import { ROOT_CONTEXT, SpanKind, TraceFlags, context, trace } from '@opentelemetry/api';
import type { Span, Tracer } from '@opentelemetry/api';
import { inSpan } from './trace-context';

/** The span attributes of a timer pass (OpenTelemetry FaaS conventions). */
export const TIMER_TRIGGER_ATTRIBUTE = 'faas.trigger';
export const TIMER_FUNCTION_ATTRIBUTE = 'faas.name';

/**
 * Runs one pass of a timer function in a root span of its own (a new trace, no parent), so the
 * pass's store and bus calls are its children and its log lines carry its trace id: a timer has no
 * caller whose `traceparent` it could continue. When the tracer records nothing (the embedded host
 * without span exporters: the API's no-op tracer answers an invalid span), the pass still gets a
 * trace id of its own, on a non-recording, unsampled span, so its logs can be grouped by pass.
 */
export async function timerPass<T>(
  tracer: Tracer,
  functionName: string,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return inSpan(
    tracer,
    `timer ${functionName}`,
    {
      kind: SpanKind.INTERNAL,
      parent: ROOT_CONTEXT,
      attributes: { [TIMER_TRIGGER_ATTRIBUTE]: 'timer', [TIMER_FUNCTION_ATTRIBUTE]: functionName },
    },
    (span) => {
      if (trace.isSpanContextValid(span.spanContext())) return fn(span);
      const local = trace.wrapSpanContext({
        traceId: randomBytes(16).toString('hex'),
        spanId: randomBytes(8).toString('hex'),
        traceFlags: TraceFlags.NONE,
      });
      return context.with(trace.setSpan(ROOT_CONTEXT, local), () => fn(local));
    },
  );
}
