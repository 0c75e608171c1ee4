import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { SpanKind, trace } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { ObservedExchange } from './measured-operations';

/** Pairs each Cosmos DB exchange with the trace of the request that made it. */
export class ExchangeRecorder {
  private readonly traceOf = new WeakMap<ClientRequest, string>();
  private readonly answered = new Map<number, ObservedExchange>();
  private exchanges: { traceId: string | undefined; exchange: ObservedExchange }[] = [];
  private readonly onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    const traceId = trace.getActiveSpan()?.spanContext().traceId;
    if (traceId) this.traceOf.set(request, traceId);
  };
  private readonly onFinish = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    const port = request.socket?.localPort;
    const exchange = port === undefined ? undefined : this.answered.get(port);
    if (!exchange || port === undefined) return;
    this.answered.delete(port);
    this.exchanges.push({ traceId: this.traceOf.get(request), exchange });
  };

  start(observe: (listener: ((e: ObservedExchange & { remotePort?: number }) => void) | undefined) => void) {
    subscribe('http.client.request.start', this.onStart);
    subscribe('http.client.response.finish', this.onFinish);
    observe((e) => {
      if (e.remotePort !== undefined) this.answered.set(e.remotePort, e);
    });
  }

  stop(observe: (listener: undefined) => void) {
    observe(undefined);
    unsubscribe('http.client.request.start', this.onStart);
    unsubscribe('http.client.response.finish', this.onFinish);
  }

  take() {
    const taken = this.exchanges;
    this.exchanges = [];
    return taken;
  }
}

/** Keeps the trace ids of the agent requests the host served (their server spans). */
export class ServerTraces implements SpanExporter {
  private ids = new Set<string>();
  export(spans: ReadableSpan[], done: (result: { code: number }) => void): void {
    for (const span of spans) if (span.kind === SpanKind.SERVER) this.ids.add(span.spanContext().traceId);
    done({ code: 0 });
  }
  async shutdown(): Promise<void> {}
  take(): Set<string> {
    const taken = this.ids;
    this.ids = new Set();
    return taken;
  }
}
