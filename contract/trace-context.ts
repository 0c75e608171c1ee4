import { ROOT_CONTEXT, SpanStatusCode, context, trace } from '@opentelemetry/api';
import type { Attributes, Context, Link, Span, SpanKind, Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/**
 * W3C trace context, shared by the agent and the control plane: span attribute names, the
 * `traceparent` carried on HTTP calls and in bus messages' application properties, and a helper
 * that runs a function in a span.
 */

/**
 * The attribute that follows a cluster across agent and control plane; Application Insights stores
 * it as `customDimensions["arcbridge.cluster.id"]` on requests, dependencies and traces.
 */
export const CLUSTER_ID_ATTRIBUTE = 'arcbridge.cluster.id';
export const TENANT_ID_ATTRIBUTE = 'arcbridge.tenant.id';
export const TRACEPARENT_PROPERTY = 'traceparent';

let contextManagerRegistered = false;

/**
 * The active context only follows `await` with an async context manager. In Azure the
 * Application Insights distro registers one; the embedded host and the agent register
 * AsyncLocalStorage here, once per process (a second registration would be refused anyway).
 */
export function ensureContextManager(): void {
  if (contextManagerRegistered) return;
  contextManagerRegistered = true;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
}

const propagator = new W3CTraceContextPropagator();
type Carrier = Record<string, string | number | boolean | undefined>;
const recordGetter = {
  keys: (carrier: Carrier) => Object.keys(carrier),
  get: (carrier: Carrier, key: string) => {
    const value = carrier[key];
    return typeof value === 'string' ? value : undefined;
  },
};

/** The `traceparent` of a context's span (the active one by default); undefined without a valid span. */
export function traceparentOf(ctx: Context = context.active()): string | undefined {
  const carrier: Record<string, string> = {};
  propagator.inject(ctx, carrier, { set: (c, key, value) => (c[key] = value) });
  return carrier[TRACEPARENT_PROPERTY];
}

/** A context whose remote parent is the carrier's `traceparent` (and `tracestate`); ROOT when absent or malformed. */
export function contextFromCarrier(carrier: Carrier | undefined): Context {
  if (!carrier) return ROOT_CONTEXT;
  return propagator.extract(ROOT_CONTEXT, carrier, recordGetter);
}

/** Trace and span id of the active span, for log lines; empty when there is none. */
export function traceFields(ctx: Context = context.active()): { traceId?: string; spanId?: string } {
  const spanContext = trace.getSpanContext(ctx);
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return {};
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** Parent context; the active context by default. */
  parent?: Context;
  links?: Link[];
}

/**
 * Runs `fn` in a new span that is the active span meanwhile (children, logs and outgoing calls
 * join its trace); a throw marks the span as failed and is rethrown.
 */
export async function inSpan<T>(
  tracer: Tracer,
  name: string,
  options: SpanOptions,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer.startSpan(
    name,
    {
      ...(options.kind !== undefined ? { kind: options.kind } : {}),
      ...(options.attributes ? { attributes: options.attributes } : {}),
      ...(options.links ? { links: options.links } : {}),
    },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    span.end();
  }
}
