import type { Context, Tracer } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { Span, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import {
  CLUSTER_ID_ATTRIBUTE,
  TENANT_ID_ATTRIBUTE,
  ensureContextManager,
} from '../../functions/platform/telemetry/trace-context';

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
 * fetch, install, ...). Spans go to the given exporters (tests pass an InMemorySpanExporter); with
 * none they are not exported, but their trace id still reaches the control plane's telemetry and
 * the agent's own JSON log lines.
 */
export function createAgentTracing(options: {
  subject: () => { clusterId?: string; tenantId?: string };
  exporters?: SpanExporter[];
}): AgentTracing {
  ensureContextManager();
  const provider = new BasicTracerProvider({
    spanProcessors: [
      new ClusterAttributesProcessor(options.subject),
      ...(options.exporters ?? []).map((exporter) => new SimpleSpanProcessor(exporter)),
    ],
  });
  return {
    tracer: provider.getTracer(AGENT_TRACER_NAME),
    forceFlush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
