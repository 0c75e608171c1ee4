import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The agent's Prometheus metrics, on a registry of its own so many agents can share a process. */
export class AgentMetrics {
  readonly registry = new Registry();
  readonly reconcileAttempts = new Counter({
    name: 'arcbridge_agent_reconcile_attempts_total',
    help: 'Reconcile attempts by extension and result.',
    labelNames: ['extension', 'result'],
    registers: [this.registry],
  });
  readonly reconcileDuration = new Histogram({
    name: 'arcbridge_agent_reconcile_duration_seconds',
    help: 'Reconcile duration by extension and result.',
    labelNames: ['extension', 'result'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [this.registry],
  });
  readonly retries = new Counter({
    name: 'arcbridge_agent_retries_total',
    help: 'Failed loop iterations that will be retried with backoff, by loop.',
    labelNames: ['loop'],
    registers: [this.registry],
  });
  readonly statusBufferDepth = new Gauge({
    name: 'arcbridge_agent_status_buffer_depth',
    help: 'Status events waiting to be sent.',
    registers: [this.registry],
  });
  readonly statusDropped = new Counter({
    name: 'arcbridge_agent_status_events_dropped_total',
    help: 'Status events dropped because the buffer was full (oldest first).',
    registers: [this.registry],
  });
  readonly lastSuccessfulSync = new Gauge({
    name: 'arcbridge_agent_last_successful_sync_timestamp_seconds',
    help: 'Unix time of the last successful call to the control plane.',
    registers: [this.registry],
  });
  readonly secondsSinceSync = new Gauge({
    name: 'arcbridge_agent_seconds_since_last_successful_sync',
    help: 'Seconds since the last successful call to the control plane.',
    registers: [this.registry],
    collect: () => {
      const last = this.lastSyncAt;
      if (last !== undefined) this.secondsSinceSync.set((Date.now() - last) / 1000);
    },
  });
  readonly certificateExpiry = new Gauge({
    name: 'arcbridge_agent_certificate_expiry_timestamp_seconds',
    help: 'Unix time at which the client certificate expires.',
    registers: [this.registry],
  });

  private lastSyncAt: number | undefined;

  markSynced(at = Date.now()): void {
    this.lastSyncAt = at;
    this.lastSuccessfulSync.set(at / 1000);
  }
}
