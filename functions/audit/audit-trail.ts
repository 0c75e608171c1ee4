import type { z } from 'zod';
import type { AuditEvent, ListAuditEventsQuery } from '../../contract/audit';
import type { Clock } from '../platform/clock';
import type { AuditEntry, AuditRecorder } from '../platform/http/operator-audit';
import type { Logger } from '../platform/logger';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { Collection, Filter } from '../platform/store/store';
import { auditEventId } from './audit-event-id';

type Event = z.infer<typeof AuditEvent>;

export interface AuditEventDocument extends Event {
  tenantId: string;
  /** The store removes the event this many seconds after it was written (the retention; time-to-live.ts). */
  ttl: number;
}

/** At most this much of a failure's detail is kept: enough to say why, not a second copy of a body. */
const MAX_DETAIL = 1024;

/**
 * The tenant's audit trail: who tried to change what, when, and how it ended. The HTTP shell hands
 * every operator request that tried a change here (see platform/http/operator-audit.ts), and every
 * request refused on the tenant's routes, reads too (platform/http/refused-attempts.ts); the event
 * is written before the response goes out, so a change the caller saw acknowledged is on record.
 * A failed audit write does not undo or fail the change it describes (that already happened):
 * it is logged with the whole event instead, so Log Analytics still has it.
 */
export class AuditTrail implements AuditRecorder {
  constructor(
    private readonly events: Collection<AuditEventDocument>,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly retentionDays: number,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    const time = this.clock.now();
    const { detail, ...rest } = entry;
    const doc: AuditEventDocument = {
      id: auditEventId(time),
      time: time.toISOString(),
      outcome: outcomeOf(entry.status),
      ...rest,
      ...(detail !== undefined ? { detail: detail.slice(0, MAX_DETAIL) } : {}),
      ttl: this.retentionDays * 24 * 3600,
    };
    // The log line has its own time.
    const { ttl: _ttl, time: _time, ...event } = doc;
    try {
      await this.events.create(doc);
    } catch (err) {
      this.log.error(LogEvents.auditEventNotRecorded.name, {
        ...event,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
      return;
    }
    // Also in the logs, where Log Analytics keeps it as long as the workspace retains logs and
    // Sentinel or an export can pick it up; the trail in the store is what the API lists.
    this.log.info(LogEvents.operatorChange.name, event);
  }

  async list(
    tenantId: string,
    query: z.infer<typeof ListAuditEventsQuery>,
  ): Promise<{ items: Event[]; continuationToken?: string }> {
    const where: Filter[] = [];
    if (query.actor !== undefined) where.push({ path: ['actor'], op: 'eq', value: query.actor });
    if (query.action !== undefined) where.push({ path: ['action'], op: 'eq', value: query.action });
    if (query.outcome !== undefined) where.push({ path: ['outcome'], op: 'eq', value: query.outcome });
    const page = await this.events.query(tenantId, {
      where,
      limit: query.limit ?? 100,
      ...(query.continuationToken !== undefined ? { continuationToken: query.continuationToken } : {}),
    });
    return {
      items: page.items.map(({ doc }) => {
        const { tenantId: _tenant, ttl: _ttl, ...event } = doc;
        return event;
      }),
      ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
    };
  }
}

function outcomeOf(status: number): Event['outcome'] {
  if (status < 400) return 'Succeeded';
  return status === 401 || status === 403 ? 'Denied' : 'Failed';
}
