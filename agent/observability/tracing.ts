import type { Context, Tracer } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { Span, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  CLUSTER_ID_ATTRIBUTE,
  TENANT_ID_ATTRIBUTE,
  ensureContextManager,
} from '../../contract/trace-context';

export const AGENT_TRACER_NAME = 'arcbridge-agent';

/** Span names of the agent's cluster actions (the runbook's query lists them). */
export const AgentSpans = {
  registration: 'registration',
  heartbeat: 'heartbeat',
  desiredFetch: 'desired fetch',
  install: 'install',
  render: 'render',
  apply: 'apply',
  healthCheck: 'health check',
  driftCheck: 'drift check',
  remove: 'remove',
  inventorySync: 'inventory sync',
  resourceSync: 'resource sync',
  broker: 'broker exchange',
  statusReport: 'status report',
  certificateRenewal: 'certificate renewal',
} as const;

export interface AgentTracing {
  readonly tracer: Tracer;
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * Stamps every span with the cluster (and tenant) it belongs to, as soon as the agent knows them:
 * the attribute on-call filters by, on the agent's spans as on the control plane's.
 */
class ClusterAttributesProcessor implements SpanProcessor {
  constructor(private readonly subject: () => { clusterId?: string; tenantId?: string }) {}
  onStart(span: Span, _parent: Context): void {
    const { clusterId, tenantId } = this.subject();
    if (clusterId) span.setAttribute(CLUSTER_ID_ATTRIBUTE, clusterId);
    if (tenantId) span.setAttribute(TENANT_ID_ATTRIBUTE, tenantId);
  }
  onEnd(): void {}
  async forceFlush(): Promise<void> {}
  async shutdown(): Promise<void> {}
}

/**
 * The agent's tracer: every span is sampled, so its ids are real and the `traceparent` the agent
 * sends makes the control plane's requests children of the agent's action (registration, desired
 * fetch, install, ...). Spans go to the given exporters (tests pass an InMemorySpanExporter) and
 * processors (the opt-in OTLP export, otlp.ts); with none they are not exported, but their trace id still reaches the control plane's telemetry and
 * the agent's own JSON log lines.
 */
export function createAgentTracing(options: {
  subject: () => { clusterId?: string; tenantId?: string };
  exporters?: SpanExporter[];
  /** Further processors, e.g. the batching OTLP export (otlp.ts). */
  processors?: SpanProcessor[];
  /** `service.name` of the spans (OTEL_SERVICE_NAME); `arcbridge-agent` by default. */
  serviceName?: string;
  serviceVersion?: string;
}): AgentTracing {
  ensureContextManager();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName ?? AGENT_TRACER_NAME,
      ...(options.serviceVersion ? { 'service.version': options.serviceVersion } : {}),
    }),
    spanProcessors: [
      new ClusterAttributesProcessor(options.subject),
      ...(options.exporters ?? []).map((exporter) => new SimpleSpanProcessor(exporter)),
      ...(options.processors ?? []),
    ],
  });
  return {
    tracer: provider.getTracer(AGENT_TRACER_NAME),
    forceFlush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
