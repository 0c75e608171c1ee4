import { setTimeout as sleep } from 'node:timers/promises';
import { parseRetryAfter } from '../../contract/retry-after';
import type { TransportRequest, TransportResponse } from '../../agent/simulation-entry';
import { ApiError } from '../api-client';
import type { ApiClient } from '../api-client';
import { simulatedRegion } from '../../agent/simulation-entry';
import { SimulatedCluster } from './simulated-cluster';

export interface FleetFeedOptions {
  tenant: string;
  clusters: number;
  regions: number;
  /** Share of clusters (0..1) whose installs fail. */
  failRate: number;
  heartbeatIntervalMs: number;
  /** Registrations in flight at once. */
  concurrency: number;
  /** Clusters are labelled `sim-name=<prefix>-<n>`. */
  namePrefix: string;
  controlPlaneUrl: string;
  caPem: string | undefined;
  /** An operator client for the tenant: it creates one bootstrap token per cluster. */
  operator: Pick<ApiClient, 'call'>;
}

export interface FleetFeedStats {
  tenant: string;
  clusters: number;
  started: number;
  registered: number;
  inventoried: number;
  heartbeats: number;
  desiredPolls: number;
  statusReports: number;
  installed: number;
  failedInstalls: number;
  failingClusters: number;
  throttled: number;
  errors: number;
  lastError: string | null;
  elapsedSeconds: number;
}

/** Cluster i fails its installs when the running share of failing clusters falls behind the rate. */
export function failsInstalls(index: number, rate: number): boolean {
  return Math.floor((index + 1) * rate) > Math.floor(index * rate);
}

/**
 * A fleet of simulated clusters feeding a running control plane: each gets a bootstrap token,
 * registers, then heartbeats, reports inventory, polls desired state and installs what it is
 * given, until `stop()`. Every 429 is honoured: the agents wait out Retry-After themselves, and
 * the launcher pauses new registrations and token requests for as long.
 */
export class FleetFeed {
  readonly members: SimulatedCluster[] = [];
  private readonly startedAt = Date.now();
  private readonly abort = new AbortController();
  private readonly registered = new Set<number>();
  private readonly settled = new Set<number>();
  private readonly inventoried = new Set<number>();
  private readonly phases = new Map<string, string>();
  private readonly counts = { heartbeats: 0, desiredPolls: 0, statusReports: 0, throttled: 0, errors: 0 };
  private lastError: string | null = null;
  private pauseUntil = 0;
  private inFlight = 0;
  private launching: Promise<void> | undefined;

  constructor(private readonly options: FleetFeedOptions) {}

  /** Starts launching clusters; resolves once every cluster was started (or the feed stopped). */
  start(): Promise<void> {
    this.launching ??= this.launch().catch((err: unknown) => {
      if (!this.abort.signal.aborted) throw err;
    });
    return this.launching;
  }

  get stopping(): boolean {
    return this.abort.signal.aborted;
  }

  /** Stops launching and every agent's loops; resolves when all are idle. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.launching;
    await Promise.all(this.members.map((member) => member.agent.stop()));
  }

  stats(): FleetFeedStats {
    let installed = 0;
    let failedInstalls = 0;
    for (const phase of this.phases.values()) {
      if (phase === 'Installed') installed++;
      if (phase === 'Failed') failedInstalls++;
    }
    return {
      tenant: this.options.tenant,
      clusters: this.options.clusters,
      started: this.members.length,
      registered: this.registered.size,
      inventoried: this.inventoried.size,
      ...this.counts,
      installed,
      failedInstalls,
      failingClusters: this.members.filter((m) => m.options.fails).length,
      lastError: this.lastError,
      elapsedSeconds: Math.round((Date.now() - this.startedAt) / 100) / 10,
    };
  }

  private async launch(): Promise<void> {
    const o = this.options;
    for (let index = 0; index < o.clusters && !this.stopping; index++) {
      while (!this.stopping && (this.inFlight >= o.concurrency || Date.now() < this.pauseUntil)) {
        await sleep(Math.max(50, Math.min(1000, this.pauseUntil - Date.now())), undefined, {
          signal: this.abort.signal,
        });
      }
      if (this.stopping) return;
      const token = await this.bootstrapToken(index);
      if (token === undefined) return;
      const region = simulatedRegion(index, o.regions);
      const member = new SimulatedCluster({
        index,
        namePrefix: o.namePrefix,
        tenant: o.tenant,
        region,
        labels: {
          simulated: 'true',
          // The agent registers without a display name (the cluster id is its name): this label tells them apart.
          'sim-name': `${o.namePrefix}-${String(index + 1).padStart(4, '0')}`,
          env: index % 10 === 0 ? 'staging' : 'prod',
          ring: index % 10 === 0 ? 'canary' : 'main',
        },
        controlPlaneUrl: o.controlPlaneUrl,
        caPem: o.caPem,
        bootstrapToken: token,
        fails: failsInstalls(index, o.failRate),
        heartbeatIntervalMs: o.heartbeatIntervalMs,
        tap: (cluster, request, response) => this.observe(cluster, request, response),
      });
      this.members.push(member);
      this.inFlight++;
      member.agent.start();
    }
  }

  /** One bootstrap token, waiting out 429s as long as the control plane asks. */
  private async bootstrapToken(index: number): Promise<string | undefined> {
    const path = `v1/tenants/${encodeURIComponent(this.options.tenant)}/bootstrap-tokens`;
    for (;;) {
      if (this.stopping) return undefined;
      try {
        const response = await this.options.operator.call('POST', path, {
          ttlSeconds: 3600,
          description: `arcbridge simulate: ${this.options.namePrefix}-${index + 1}`,
        });
        return (response.body as { token: string }).token;
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 429) throw err;
        this.counts.throttled++;
        const waitMs = err.retryAfterMs ?? 1000;
        this.pauseUntil = Math.max(this.pauseUntil, Date.now() + waitMs);
        await sleep(waitMs, undefined, { signal: this.abort.signal });
      }
    }
  }

  private observe(
    cluster: SimulatedCluster,
    request: TransportRequest,
    response: TransportResponse | undefined,
  ): void {
    const index = cluster.options.index;
    const path = request.path;
    const status = response?.status;
    if (status === 429) {
      this.counts.throttled++;
      const waitMs = parseRetryAfter(response?.headers['retry-after']);
      if (waitMs !== undefined) this.pauseUntil = Math.max(this.pauseUntil, Date.now() + waitMs);
    } else if (status === undefined || status >= 400) {
      this.counts.errors++;
      this.lastError = `${request.method} ${path.replace(/\/clusters\/[^/]+/, '/clusters/{id}')}: ${
        response ? `HTTP ${response.status} ${response.body.slice(0, 160)}` : 'no response'
      }`;
    }
    if (path.endsWith('/register')) {
      if (status === 200 || status === 201) this.registered.add(index);
      // A throttled registration keeps its slot until its retry is answered; any other answer frees it.
      if (status !== undefined && status !== 429 && !this.settled.has(index)) {
        this.settled.add(index);
        this.inFlight = Math.max(0, this.inFlight - 1);
      }
      return;
    }
    if (status === undefined || status >= 400) return;
    if (path.endsWith('/heartbeat')) this.counts.heartbeats++;
    else if (path.endsWith('/desired')) this.counts.desiredPolls++;
    else if (path.endsWith('/inventory') && request.method === 'PUT') this.inventoried.add(index);
    else if (path.endsWith('/status') && request.body) {
      this.counts.statusReports++;
      const body = JSON.parse(request.body) as { events?: { extension: string; phase: string }[] };
      for (const event of body.events ?? []) this.phases.set(`${index}/${event.extension}`, event.phase);
    }
  }
}
