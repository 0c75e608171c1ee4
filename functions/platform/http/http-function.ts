import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { context as otelContext, trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import type { z } from 'zod';
import type { EndpointContract } from '../../../contract/endpoint';
import type { Clock } from '../clock';
import { hasRole, principalId } from '../identity/operator-identity';
import type { OperatorPrincipal, OperatorVerifier } from '../identity/operator-identity';
import type { Logger } from '../logger';
import type { TokenBucketLimiter } from '../ratelimit/token-bucket';
import type { Telemetry } from '../telemetry/telemetry';
import { Problem, problems } from '../../../contract/problems';
import { LogEvents } from '../telemetry/telemetry-names';
import { firstThisMinute, limit } from './rate-limit';
import type { Limiter } from './rate-limit';
import { endServerSpan, startServerSpan } from '../telemetry/telemetry';
import { CLUSTER_ID_ATTRIBUTE, TENANT_ID_ATTRIBUTE } from '../../../contract/trace-context';
import { toProblem } from './error-mapping';
import { clientAddressOf } from './client-address';
import { readJsonBody } from './request-body';
import { parsePart } from './validation';
import { isRefusal, recordAttempt } from './operator-audit';
import { logAgentRefusal, recordRefusal } from './refused-attempts';
import type { AuditRecorder, AuditSubject } from './operator-audit';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A streamed body (server-sent events); sent as is, with the headers given. */
  stream?: ReadableStream<Uint8Array>;
}

export interface RequestInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  headers: Headers;
  request: HttpRequest;
}

type Out<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;
type InputOf<E extends EndpointContract> = RequestInput<Out<E['params']>, Out<E['query']>, Out<E['body']>>;

/**
 * What the shell needs of the runtime: credentials, rate limits, a clock, logs and telemetry. The
 * composition root's Runtime (functions/runtime.ts) has all of it; the shell stays below the
 * capabilities by naming only this much and handing handlers the runtime they were given.
 */
export interface ShellRuntime {
  clock: Clock;
  log: Logger;
  telemetry: Telemetry;
  operators: OperatorVerifier;
  /**
   * Checks an agent's credential (client certificate or DPoP proof for `target`, the request as
   * addressed); the principal it returns is what agent handlers get.
   */
  agentAuth: { authenticate(headers: Headers, target?: AgentTarget): Promise<AgentIdentity> };
  limits: Record<Limiter, TokenBucketLimiter>;
  /** Where operators' attempted changes are recorded (the tenant's audit trail); none: not recorded. */
  audit?: AuditRecorder;
}

/** The request a DPoP proof is bound to (RFC 9449 `htm` and `htu`). */
export interface AgentTarget {
  method: string;
  url: string;
}

/** The least an agent principal holds: whose cluster the certificate belongs to. */
export interface AgentIdentity {
  tenantId: string;
  clusterId: string;
}

type Provider<R extends ShellRuntime> = () => Promise<R>;
type AgentPrincipalOf<R extends ShellRuntime> = R['agentAuth'] extends {
  authenticate(headers: Headers, target?: AgentTarget): Promise<infer P extends AgentIdentity>;
}
  ? P
  : never;

type Handler<E extends EndpointContract, Principal, R extends ShellRuntime> = (
  input: InputOf<E> & { principal: Principal },
  runtime: R,
) => Promise<Reply>;

export interface HttpFunctionOptions {
  route: string;
  methods: [EndpointContract['method']];
  authLevel: 'anonymous';
  handler: (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit>;
}

/**
 * The thin shell every HTTP trigger goes through: authenticate, rate-limit, validate params,
 * query and body against the endpoint contract, call the capability service, and turn any
 * failure into RFC 9457 problem+json. Authentication happens before the body is parsed so an
 * anonymous caller cannot make the control plane do work.
 */
export function operatorFunction<E extends EndpointContract, R extends ShellRuntime>(
  endpoint: E,
  runtimeProvider: Provider<R>,
  handle: Handler<E, OperatorPrincipal, R>,
): HttpFunctionOptions {
  return shell(
    endpoint,
    runtimeProvider,
    async (request, runtime, params, identified) => {
      const principal = await runtime.operators.verify(request.headers.get('authorization'));
      identified.verified(principal);
      const tenantId = (params as { tenantId?: string }).tenantId;
      if (tenantId !== undefined && !principal.tenants.includes(tenantId)) {
        throw problems.forbidden(`Your token does not cover tenant '${tenantId}'.`);
      }
      if (tenantId !== undefined) identified.covered({ tenantId, actor: principal.subject });
      // Charged before the role check, so requests refused for want of a role count too (each
      // one is an audit event). A route without a tenant is charged to the caller alone: one
      // bucket for all of them would let any reader lock everyone else out.
      limit(runtime, 'operator', tenantId ?? principalId(principal), { tenantId: tenantId ?? '-' });
      if (endpoint.role && !hasRole(principal, endpoint.role)) {
        throw problems.forbidden(
          `This needs the '${endpoint.role}' role; your token has [${principal.roles.join(', ')}].`,
        );
      }
      return principal;
    },
    handle,
  );
}

export function agentFunction<E extends EndpointContract, R extends ShellRuntime>(
  endpoint: E,
  runtimeProvider: Provider<R>,
  handle: Handler<E, AgentPrincipalOf<R>, R>,
): HttpFunctionOptions {
  return shell(
    endpoint,
    runtimeProvider,
    async (request, runtime, params, identified) => {
      const authenticate = runtime.agentAuth.authenticate.bind(runtime.agentAuth) as (
        headers: Headers,
        target: AgentTarget,
      ) => Promise<AgentPrincipalOf<R>>;
      const principal = await authenticate(request.headers, { method: request.method, url: request.url });
      identified.agent(principal);
      const clusterId = (params as { clusterId?: string }).clusterId;
      if (clusterId !== undefined && clusterId !== principal.clusterId) {
        throw problems.forbidden(
          `This certificate belongs to cluster '${principal.clusterId}', not '${clusterId}'.`,
        );
      }
      limit(runtime, 'agent', `${principal.tenantId}/${principal.clusterId}`, {
        tenantId: principal.tenantId,
      });
      return principal;
    },
    handle,
  );
}

export function publicFunction<E extends EndpointContract, R extends ShellRuntime>(
  endpoint: E,
  runtimeProvider: Provider<R>,
  handle: Handler<E, undefined, R>,
): HttpFunctionOptions {
  return shell(endpoint, runtimeProvider, async () => undefined, handle);
}

/** The caller of an endpoint without credentials: all that is known of it is where it connects from. */
export interface SourcePrincipal {
  /** Canonical client address; undefined when the front end gave none that parses. */
  address: string | undefined;
}

/**
 * An endpoint anyone may call, charged to its source address in `limiter` before the body is read
 * or anything else is done: where it connects from is the one thing an anonymous caller cannot
 * choose, so this is the only bucket its attempts may drain. Whatever the body claims (a tenant)
 * must be verified by the handler before it charges anything to that claim.
 */
export function sourceLimitedFunction<E extends EndpointContract, R extends ShellRuntime>(
  endpoint: E,
  runtimeProvider: Provider<R>,
  limiter: Limiter,
  handle: Handler<E, SourcePrincipal, R>,
): HttpFunctionOptions {
  return shell(
    endpoint,
    runtimeProvider,
    async (request, runtime) => {
      const source = clientAddressOf(request.headers);
      if (source) {
        limit(runtime, limiter, source.key, { source: source.key });
      } else if (firstThisMinute(runtime, `?:${limiter}`)) {
        // Azure's front end always appends the peer; without it, limiting every such request in one
        // shared bucket would let one stranger block everyone. Say so instead of failing silently.
        runtime.log.warn(LogEvents.clientAddressUnknown.name, { limiter });
      }
      return { address: source?.address };
    },
    handle,
  );
}

/** What authentication tells the shell of an operator, for the audit trail. */
interface Identified {
  /** The token verified: whose it is, whatever it covers. */
  verified(principal: OperatorPrincipal): void;
  /** The token covers the path's tenant: its changes go to that tenant's trail. */
  covered(subject: AuditSubject): void;
  /** The agent's certificate verified: whose cluster it is, whatever route it was used on. */
  agent(identity: AgentIdentity): void;
}

function shell<E extends EndpointContract, Principal, R extends ShellRuntime>(
  endpoint: E,
  runtimeProvider: Provider<R>,
  authenticate: (
    request: HttpRequest,
    runtime: R,
    params: unknown,
    identified: Identified,
  ) => Promise<Principal>,
  handle: Handler<E, Principal, R>,
): HttpFunctionOptions {
  return {
    route: endpoint.route,
    methods: [endpoint.method],
    authLevel: 'anonymous',
    handler: async (request, context) => {
      const started = performance.now();
      let runtime: R | undefined;
      let span: Span | undefined;
      let params: unknown;
      let subject: AuditSubject | undefined;
      let operator: OperatorPrincipal | undefined;
      let agent: AgentIdentity | undefined;
      const observe = (status: number): void => {
        if (!runtime) return;
        // The route template, never the raw path: ids would make the series unbounded.
        const attributes = { route: endpoint.route, method: endpoint.method, status };
        runtime.telemetry.instruments.httpRequests.add(1, attributes);
        runtime.telemetry.instruments.httpRequestDuration.record(
          (performance.now() - started) / 1000,
          attributes,
        );
        if (span) endServerSpan(span, status);
      };
      try {
        runtime = await runtimeProvider();
        span = startServerSpan(
          runtime.telemetry.tracer,
          `${endpoint.method} /api/${endpoint.route}`,
          request.headers,
          {
            'http.request.method': endpoint.method,
            'http.route': `/api/${endpoint.route}`,
            'arcbridge.function': endpoint.name,
          },
        );
        const rt = runtime;
        const server = span;
        // Inside the server span's context from authentication on, so the store reads that
        // authenticate the caller and the Azure SDK's dependency spans become its children.
        const reply = await otelContext.with(trace.setSpan(otelContext.active(), server), async () => {
          params = parsePart(endpoint.params, request.params, 'path');
          const principal = await authenticate(request, rt, params, {
            verified: (who) => (operator = who),
            covered: (who) => (subject = who),
            agent: (who) => (agent = who),
          });
          server.setAttributes(subjectAttributes(params, principal));
          const query = endpoint.query
            ? parsePart(endpoint.query, Object.fromEntries(request.query), 'query')
            : undefined;
          const body = endpoint.body
            ? parsePart(
                endpoint.body,
                await readJsonBody(request, endpoint.maxBodyBytes ?? 64 * 1024),
                'body',
              )
            : undefined;
          return handle(
            { params, query, body, headers: request.headers, request, principal } as InputOf<E> & {
              principal: Principal;
            },
            rt,
          );
        });
        // Into the tenant's audit trail before the caller hears the outcome. Only an operator of the
        // tenant has a subject: agent requests take no extra await.
        if (subject && runtime.audit) {
          const outcome = { status: reply.status, params, headers: reply.headers };
          await recordAttempt(runtime.audit, endpoint, request, subject, outcome, span);
        }
        observe(reply.status);
        return toResponse(reply);
      } catch (err) {
        const problem = toProblem(err);
        const outcome = { status: problem.status, params, detail: problem.detail };
        if (runtime && endpoint.auth === 'operator' && isRefusal(problem.status)) {
          await recordRefusal(runtime, endpoint, request, operator, outcome, span);
        } else if (runtime && endpoint.auth === 'agent' && isRefusal(problem.status)) {
          logAgentRefusal(runtime, endpoint, request, agent, outcome);
        } else if (subject && runtime?.audit) {
          await recordAttempt(runtime.audit, endpoint, request, subject, outcome, span);
        }
        observe(problem.status);
        if (problem.status >= 500) {
          (runtime?.log ?? fallbackLog(context)).error('request failed', {
            function: endpoint.name,
            invocationId: context.invocationId,
            error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
            stack: err instanceof Error ? err.stack : undefined,
          });
        }
        return problemResponse(problem, safePath(request.url));
      }
    },
  };
}

/**
 * Tenant and cluster of a request, once authenticated (never what an anonymous caller claims):
 * Application Insights keeps them as customDimensions, which is how on-call finds a cluster's traces.
 */
function subjectAttributes(params: unknown, principal: unknown): Record<string, string> {
  const fromParams = (params ?? {}) as { tenantId?: unknown; clusterId?: unknown };
  const agent = (principal ?? {}) as { tenantId?: unknown; clusterId?: unknown };
  const tenantId = typeof agent.clusterId === 'string' ? agent.tenantId : fromParams.tenantId;
  const clusterId = typeof agent.clusterId === 'string' ? agent.clusterId : fromParams.clusterId;
  return {
    ...(typeof tenantId === 'string' ? { [TENANT_ID_ATTRIBUTE]: tenantId } : {}),
    ...(typeof clusterId === 'string' ? { [CLUSTER_ID_ATTRIBUTE]: clusterId } : {}),
  };
}

function toResponse(reply: Reply): HttpResponseInit {
  if (reply.stream) {
    // @azure/functions types its stream body with Node's web-stream typings; the object is the same.
    return {
      status: reply.status,
      headers: reply.headers ?? {},
      body: reply.stream as unknown as HttpResponseInit['body'],
    };
  }
  if (reply.body === undefined) return { status: reply.status, headers: reply.headers ?? {} };
  return {
    status: reply.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...reply.headers },
    body: JSON.stringify(reply.body),
  };
}

export function problemResponse(problem: Problem, instance?: string): HttpResponseInit {
  return {
    status: problem.status,
    headers: { 'Content-Type': 'application/problem+json; charset=utf-8', ...problem.headers },
    body: JSON.stringify(problem.toBody(instance)),
  };
}

function safePath(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

function fallbackLog(context: InvocationContext) {
  return { error: (message: string, fields: Record<string, unknown>) => context.error(message, fields) };
}

export { Problem };
