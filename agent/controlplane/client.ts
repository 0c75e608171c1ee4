import { SpanKind } from '@opentelemetry/api';
import type { Span, Tracer } from '@opentelemetry/api';
import type { z } from 'zod';
import {
  DESIRED_ETAG_HEADER,
  DesiredState,
  HeartbeatResponse,
  NO_DESIRED_ETAG,
} from '../../contract/desired';
import { endpoints } from '../../contract/endpoints';
import type { HeartbeatRequest, Inventory } from '../../contract/inventory';
import { CertificateResponse } from '../../contract/registration';
import type { RegisterRequest } from '../../contract/registration';
import type { StatusEvent } from '../../contract/status';
import { BrokerExchange } from '../../contract/broker-exchange';
import type { BrokerExchangeRequest } from '../../contract/broker-exchange';
import { SyncExchange } from '../../contract/sync-exchange';
import type { SyncExchangeRequest } from '../../contract/sync-exchange';
import { parseRetryAfter } from '../../contract/retry-after';
import { AUTH_MODE_PROBLEM, CLOCK_SKEW_PROBLEM } from '../../contract/agent-auth';
import { problemType } from '../../contract/problems';
import { inSpan, traceparentOf } from '../../contract/trace-context';
import type { Transport, TransportResponse } from './transport';
import { newTraceparent } from './transport';

export type RegisterBody = z.input<typeof RegisterRequest>;
export type HeartbeatBody = z.input<typeof HeartbeatRequest>;
export type InventoryBody = z.input<typeof Inventory>;
export type CertificateResult = z.infer<typeof CertificateResponse>;

/**
 * A failed call. `status` is undefined when the control plane could not be reached at all.
 * `retryAfterMs` carries Retry-After from 429 and 503 answers.
 */
export class ControlPlaneError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryAfterMs?: number,
    /** The RFC 9457 problem's `type`, when the answer was one. */
    readonly problemType?: string,
  ) {
    super(message);
    this.name = 'ControlPlaneError';
  }

  get unreachable(): boolean {
    return this.status === undefined || this.status >= 500;
  }

  /**
   * A 401 that says nothing against the certificate: the agent's clock is off for DPoP, or its
   * credential does not reach the control plane in an accepted mode. Registering again would not
   * help (and would spend the identity), so the agent keeps it and says what to fix.
   */
  get credentialUnusable(): 'ClockSkew' | 'AuthModeRejected' | undefined {
    if (this.status !== 401) return undefined;
    if (this.problemType === problemType(CLOCK_SKEW_PROBLEM)) return 'ClockSkew';
    if (this.problemType === problemType(AUTH_MODE_PROBLEM)) return 'AuthModeRejected';
    return undefined;
  }
}

export type DesiredResult = { changed: false } | { changed: true; state: DesiredState; etag: string };

/** The agent endpoints of the control plane, typed by the wire contract in contract/. */
export class ControlPlaneClient {
  constructor(
    private readonly transport: Transport,
    private readonly agentVersion = 'dev',
    /** Each call is a CLIENT span whose context goes out as `traceparent`; without one, a fresh id per call. */
    private readonly tracer?: Tracer,
  ) {}

  async register(body: RegisterBody): Promise<CertificateResult> {
    const res = await this.call('POST', endpoints.register.route, undefined, { body }, [201]);
    return CertificateResponse.parse(JSON.parse(res.body));
  }

  async renew(clusterId: string, csr: string): Promise<CertificateResult> {
    const res = await this.call('POST', endpoints.renew.route, clusterId, { body: { csr } }, [200]);
    return CertificateResponse.parse(JSON.parse(res.body));
  }

  /**
   * Sends a heartbeat. With `desiredEtag` (the ETag of the desired state held, null for none) it
   * asks for the desired state in the answer and returns it as `desired` would; undefined when the
   * control plane answered without it (a version before heartbeats carried it): poll desired then.
   */
  async heartbeat(
    clusterId: string,
    body: HeartbeatBody,
    desiredEtag?: string | null,
  ): Promise<DesiredResult | undefined> {
    const headers: Record<string, string> =
      desiredEtag === undefined ? {} : { [DESIRED_ETAG_HEADER]: desiredEtag ?? NO_DESIRED_ETAG };
    const res = await this.call('POST', endpoints.heartbeat.route, clusterId, { body, headers }, [200, 204]);
    if (res.status !== 200 || desiredEtag === undefined) return undefined;
    const answer = HeartbeatResponse.safeParse(parseJson(res.body));
    if (!answer.success) return undefined;
    const { desiredEtag: etag, desired } = answer.data;
    if (desired) return { changed: true, state: desired, etag };
    // Unchanged only if the ETag is the one held; an answer without the state for another would be
    // a control plane fault: poll desired rather than trust it.
    return etag === desiredEtag ? { changed: false } : undefined;
  }

  /** Returns the new ETag; throws ControlPlaneError with status 412 when `etag` is stale. */
  async putInventory(clusterId: string, inventory: InventoryBody, etag: string | undefined): Promise<string> {
    const headers: Record<string, string> = etag ? { 'if-match': etag } : { 'if-none-match': '*' };
    const res = await this.call(
      'PUT',
      endpoints.putInventory.route,
      clusterId,
      { body: inventory, headers },
      [200, 201],
    );
    return res.headers.etag ?? '';
  }

  /** The stored inventory's ETag, or undefined when none is stored. */
  async inventoryEtag(clusterId: string): Promise<string | undefined> {
    const res = await this.call('GET', endpoints.getInventory.route, clusterId, {}, [200, 404]);
    return res.status === 404 ? undefined : res.headers.etag;
  }

  async desired(clusterId: string, etag: string | undefined): Promise<DesiredResult> {
    const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
    const res = await this.call('GET', endpoints.getDesired.route, clusterId, { headers }, [200, 304]);
    if (res.status === 304) return { changed: false };
    return { changed: true, state: DesiredState.parse(JSON.parse(res.body)), etag: res.headers.etag ?? '' };
  }

  async postStatus(clusterId: string, events: StatusEvent[]): Promise<void> {
    await this.call('POST', endpoints.postStatus.route, clusterId, { body: { events } }, [202]);
  }

  /** Resource sync: what this cluster exported and applied in, its work as source and target out. */
  async syncExchange(clusterId: string, body: SyncExchangeRequest): Promise<SyncExchange> {
    const res = await this.call('POST', endpoints.syncExchange.route, clusterId, { body }, [200]);
    return SyncExchange.parse(JSON.parse(res.body));
  }

  /** Resource brokering: offers, consumed objects and copies in; kinds, copies and write-backs out. */
  async brokerExchange(clusterId: string, body: BrokerExchangeRequest): Promise<BrokerExchange> {
    const res = await this.call('POST', endpoints.brokerExchange.route, clusterId, { body }, [200]);
    return BrokerExchange.parse(JSON.parse(res.body));
  }

  private async call(
    method: 'GET' | 'POST' | 'PUT',
    route: string,
    clusterId: string | undefined,
    options: { body?: unknown; headers?: Record<string, string> },
    expected: number[],
  ): Promise<TransportResponse> {
    const send = (span?: Span) => this.send(method, path(route, clusterId), options, expected, span);
    if (!this.tracer) return send();
    // The route template names the span, never the path: cluster ids belong in attributes.
    return inSpan(
      this.tracer,
      `${method} /api/${route}`,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'http.request.method': method, 'url.template': `/api/${route}` },
      },
      send,
    );
  }

  private async send(
    method: 'GET' | 'POST' | 'PUT',
    target: string,
    options: { body?: unknown; headers?: Record<string, string> },
    expected: number[],
    span: Span | undefined,
  ): Promise<TransportResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      traceparent: traceparentOf() ?? newTraceparent(),
      'user-agent': `arcbridge-agent/${this.agentVersion}`,
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let res: TransportResponse;
    try {
      res = await this.transport.send({
        method,
        path: target,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
    } catch (err) {
      throw new ControlPlaneError(`${method} ${target}: ${(err as Error).message}`, undefined);
    }
    span?.setAttribute('http.response.status_code', res.status);
    if (expected.includes(res.status)) return res;
    const retryAfterMs =
      res.status === 429 || res.status === 503 ? parseRetryAfter(res.headers['retry-after']) : undefined;
    const problem = parseProblem(res.body);
    throw new ControlPlaneError(
      `${method} ${target}: HTTP ${res.status} ${problem ? [problem.title, problem.detail].filter(Boolean).join(': ') : res.body.slice(0, 200)}`,
      res.status,
      retryAfterMs,
      problem?.type,
    );
  }
}

function path(route: string, clusterId?: string): string {
  return `/api/${route.replace('{clusterId}', encodeURIComponent(clusterId ?? ''))}`;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function parseProblem(body: string): { type?: string; title?: string; detail?: string } | undefined {
  const problem = parseJson(body);
  return problem && typeof problem === 'object'
    ? (problem as { title?: string; detail?: string })
    : undefined;
}
