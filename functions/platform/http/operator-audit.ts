import { isSpanContextValid } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import type { HttpRequest } from '@azure/functions';
import type { EndpointContract } from '../../../contract/endpoint';
import { clientAddressOf } from './client-address';

/** What the shell knows of a request that tried to change something in a tenant. */
export interface AuditEntry {
  tenantId: string;
  actor: string;
  action: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  resource: Record<string, string>;
  status: number;
  detail?: string;
  location?: string;
  clientAddress?: string;
  traceId?: string;
  /** Refusals of the same caller counted instead of recorded since its previous recorded one. */
  repeated?: number;
}

/** Where audit entries go (the audit capability's trail); never throws. */
export interface AuditRecorder {
  record(entry: AuditEntry): Promise<void>;
}

/** The operator whose token covered the request's tenant: set once both were checked. */
export interface AuditSubject {
  tenantId: string;
  actor: string;
}

const CHANGES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A refusal for who sent the request: no valid token (401), or a token without the tenant or role (403). */
export const isRefusal = (status: number): boolean => status === 401 || status === 403;

/**
 * Whether a request's outcome belongs in the tenant's audit trail as an attempted change: a change
 * tried by a caller whose token covers the tenant, whatever came of it, except a 429 (a
 * rate-limited request did nothing, and recording each one would turn a flood the limiter stopped
 * into a flood of writes) and a refusal, which every route records on its own terms
 * (refused-attempts.ts: also reads and strangers, limited per caller).
 */
export function isAudited(endpoint: EndpointContract, subject: AuditSubject | undefined, status: number) {
  return subject !== undefined && CHANGES.has(endpoint.method) && status !== 429 && !isRefusal(status);
}

/** How an attempted change ended: its status, the route's parameters, the problem's detail or the reply's headers. */
export interface AttemptOutcome {
  status: number;
  params: unknown;
  detail?: string | undefined;
  headers?: Record<string, string> | undefined;
}

/** Records the outcome of a request when it belongs in the trail (`isAudited`). */
export async function recordAttempt(
  recorder: AuditRecorder,
  endpoint: EndpointContract,
  request: HttpRequest,
  subject: AuditSubject,
  outcome: AttemptOutcome,
  span: Span | undefined,
): Promise<void> {
  if (isAudited(endpoint, subject, outcome.status))
    await recorder.record(auditEntry(endpoint, request, subject, outcome, span));
}

export function auditEntry(
  endpoint: EndpointContract,
  request: HttpRequest,
  subject: AuditSubject,
  outcome: AttemptOutcome,
  span: Span | undefined,
): AuditEntry {
  const resource: Record<string, string> = {};
  for (const [name, value] of Object.entries((outcome.params ?? {}) as Record<string, unknown>)) {
    if (name !== 'tenantId' && typeof value === 'string') resource[name] = value;
  }
  const spanContext = span?.spanContext();
  const location = outcome.headers?.Location ?? outcome.headers?.location;
  const clientAddress = clientAddressOf(request.headers)?.address;
  return {
    tenantId: subject.tenantId,
    actor: subject.actor,
    action: endpoint.name,
    method: endpoint.method as AuditEntry['method'],
    path: new URL(request.url).pathname,
    resource,
    status: outcome.status,
    ...(outcome.detail !== undefined ? { detail: outcome.detail } : {}),
    ...(location !== undefined ? { location } : {}),
    ...(clientAddress !== undefined ? { clientAddress } : {}),
    ...(spanContext && isSpanContextValid(spanContext) ? { traceId: spanContext.traceId } : {}),
  };
}
