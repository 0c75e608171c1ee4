import { randomBytes } from 'node:crypto';
import { ROOT_CONTEXT, SpanKind, TraceFlags, context, trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import type { TraceContext } from '@azure/functions';
import { contextFromCarrier, inSpan } from '../../../contract/trace-context';
import type { Telemetry } from './telemetry';

/** The span attributes of a timer pass (OpenTelemetry FaaS conventions). */
export const TIMER_TRIGGER_ATTRIBUTE = 'faas.trigger';
export const TIMER_FUNCTION_ATTRIBUTE = 'faas.name';

/**
 * Runs one pass of a timer function in a span of its own, so the pass's store and bus calls are its
 * children and its log lines carry its trace id. In Azure the Functions host hands the invocation
 * its own trace context (the `requests` row of the invocation, which the stale-timer alert reads):
 * the pass continues it, so the row and the pass's logs share one `operation_Id`. Without one (the
 * embedded host's timer runner) the pass is the root of a new trace. When the tracer records
 * nothing (embedded without span exporters: the API's no-op tracer answers an invalid span), the
 * pass still gets a trace id of its own, on a non-recording, unsampled span, so its logs can be
 * grouped by pass.
 *
 * Every pass also counts in `arcbridge_timer_passes_total` (by timer and outcome), which the
 * stale-timer alert reads: in Azure the invocations' request rows are sampled (host.json), so a
 * once-a-minute timer's rows can be missing for many minutes although it runs.
 */
export async function timerPass<T>(
  telemetry: Pick<Telemetry, 'tracer' | 'instruments'>,
  functionName: string,
  fn: (span: Span) => Promise<T>,
  invocation?: { traceContext?: TraceContext | undefined },
): Promise<T> {
  let outcome = 'failed';
  try {
    const result = await pass(telemetry, functionName, fn, invocation);
    outcome = 'succeeded';
    return result;
  } finally {
    telemetry.instruments.timerPasses.add(1, { timer: functionName, outcome });
  }
}

function pass<T>(
  { tracer }: Pick<Telemetry, 'tracer'>,
  functionName: string,
  fn: (span: Span) => Promise<T>,
  invocation?: { traceContext?: TraceContext | undefined },
): Promise<T> {
  const traceContext = invocation?.traceContext;
  const parent = traceContext?.traceParent
    ? contextFromCarrier({
        traceparent: traceContext.traceParent,
        ...(traceContext.traceState ? { tracestate: traceContext.traceState } : {}),
      })
    : ROOT_CONTEXT;
  return inSpan(
    tracer,
    `timer ${functionName}`,
    {
      kind: SpanKind.INTERNAL,
      parent,
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
