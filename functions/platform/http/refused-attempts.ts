import type { Span } from '@opentelemetry/api';
import type { HttpRequest } from '@azure/functions';
import type { EndpointContract } from '../../../contract/endpoint';
import type { Clock } from '../clock';
import { principalId } from '../identity/operator-identity';
import type { OperatorPrincipal } from '../identity/operator-identity';
import type { Logger } from '../logger';
import { TokenBucketLimiter } from '../ratelimit/token-bucket';
import { LogEvents } from '../telemetry/telemetry-names';
import { clientAddressOf } from './client-address';
import { auditEntry } from './operator-audit';
import type { AttemptOutcome, AuditRecorder } from './operator-audit';

/** The actor of a refusal whose token did not verify (or that sent none). */
export const UNAUTHENTICATED = '(unauthenticated)';

/**
 * How many refusals are recorded one by one. Per caller (a verified principal, or else a source
 * address): a burst of 60, then one every 5 s. Callers without a valid token can come from many
 * addresses, so together they get one more bucket: a burst of 120, then one a second. Beyond that
 * a refusal is counted; the caller's next recorded one carries the count (`repeated`) and a log
 * line says how many went uncounted at most once a minute.
 */
export const REFUSAL_RECORDING = {
  perCaller: { perSecond: 0.2, burst: 60 },
  unauthenticated: { perSecond: 1, burst: 120 },
};
/** Callers whose uncounted refusals are remembered; beyond this only the log line counts them. */
const MAX_TRACKED_CALLERS = 10_000;

/** What a refusal is charged to and recorded under. */
interface RefusedCaller {
  key: string;
  actor: string;
  verified: boolean;
}

/** Decides which refusals are recorded one by one, and counts the others. */
class RefusalRecording {
  private readonly perCaller: TokenBucketLimiter;
  private readonly unauthenticated: TokenBucketLimiter;
  private readonly counted = new Map<string, number>();
  private unlogged = 0;
  private loggedAt = -Infinity;

  constructor(
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    const { perCaller, unauthenticated } = REFUSAL_RECORDING;
    this.perCaller = new TokenBucketLimiter(perCaller.perSecond, perCaller.burst, clock, MAX_TRACKED_CALLERS);
    this.unauthenticated = new TokenBucketLimiter(unauthenticated.perSecond, unauthenticated.burst, clock, 1);
  }

  /** How many of the caller's refusals were only counted before this one; undefined: count this one too. */
  admit(caller: RefusedCaller): number | undefined {
    const admitted =
      this.perCaller.take(caller.key).allowed && (caller.verified || this.unauthenticated.take('*').allowed);
    if (admitted) {
      const repeated = this.counted.get(caller.key) ?? 0;
      this.counted.delete(caller.key);
      return repeated;
    }
    const held = this.counted.get(caller.key);
    if (held !== undefined || this.counted.size < MAX_TRACKED_CALLERS)
      this.counted.set(caller.key, (held ?? 0) + 1);
    this.unlogged++;
    const now = this.clock.now().getTime();
    if (now - this.loggedAt >= 60_000) {
      this.log.warn(LogEvents.operatorRefusalsNotRecorded.name, { count: this.unlogged });
      this.unlogged = 0;
      this.loggedAt = now;
    }
    return undefined;
  }
}

/** What recording a refusal needs of the runtime. */
export interface RefusalRuntime {
  clock: Clock;
  log: Logger;
  audit?: AuditRecorder;
}

const recordings = new WeakMap<RefusalRuntime, RefusalRecording>();

function recordingOf(runtime: RefusalRuntime): RefusalRecording {
  let recording = recordings.get(runtime);
  if (!recording) recordings.set(runtime, (recording = new RefusalRecording(runtime.clock, runtime.log)));
  return recording;
}

/**
 * Logs an agent request refused with 401 (no valid certificate) or 403 (a valid certificate on
 * another cluster's route): the path names only a cluster, so there is no tenant's trail to
 * write to. Names the certificate's tenant and cluster when it verified, never the certificate.
 * Limited per caller like operator refusals.
 */
export function logAgentRefusal(
  runtime: RefusalRuntime,
  endpoint: EndpointContract,
  request: HttpRequest,
  agent: { tenantId: string; clusterId: string } | undefined,
  outcome: AttemptOutcome,
): void {
  const source = clientAddressOf(request.headers);
  const actor = agent ? `${agent.tenantId}/${agent.clusterId}` : UNAUTHENTICATED;
  const repeated = recordingOf(runtime).admit({
    key: agent ? `agent ${actor}` : `source ${source?.key ?? '-'}`,
    actor,
    verified: agent !== undefined,
  });
  if (repeated === undefined) return;
  runtime.log.warn(LogEvents.agentRefused.name, {
    action: endpoint.name,
    method: endpoint.method,
    path: new URL(request.url).pathname,
    status: outcome.status,
    actor,
    ...(outcome.detail !== undefined ? { detail: outcome.detail } : {}),
    ...(source ? { clientAddress: source.address } : {}),
    ...(repeated > 0 ? { repeated } : {}),
  });
}

/**
 * Records an operator request refused with 401 or 403, on any route and method: in the trail of the
 * tenant the path names (whether or not the token covers it: that tenant is the one being probed),
 * or, on a route without a tenant, as a log line. The token is never recorded, only the subject of
 * one that verified. Limited per caller (REFUSAL_RECORDING), so refusals cannot flood the trail.
 */
export async function recordRefusal(
  runtime: RefusalRuntime,
  endpoint: EndpointContract,
  request: HttpRequest,
  principal: OperatorPrincipal | undefined,
  outcome: AttemptOutcome,
  span: Span | undefined,
): Promise<void> {
  const source = clientAddressOf(request.headers);
  const caller: RefusedCaller = principal
    ? { key: `principal ${principalId(principal)}`, actor: principal.subject, verified: true }
    : { key: `source ${source?.key ?? '-'}`, actor: UNAUTHENTICATED, verified: false };
  const repeated = recordingOf(runtime).admit(caller);
  if (repeated === undefined) return;
  const tenantId = (outcome.params as { tenantId?: unknown } | undefined)?.tenantId;
  const entry = {
    ...auditEntry(
      endpoint,
      request,
      { tenantId: String(tenantId ?? ''), actor: caller.actor },
      outcome,
      span,
    ),
    ...(repeated > 0 ? { repeated } : {}),
  };
  if (typeof tenantId === 'string' && runtime.audit) {
    await runtime.audit.record(entry);
    return;
  }
  const { tenantId: _tenant, resource: _resource, ...line } = entry;
  runtime.log.warn(LogEvents.operatorRefused.name, {
    ...(typeof tenantId === 'string' ? { tenantId } : {}),
    ...line,
  });
}
