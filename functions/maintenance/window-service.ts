import { isDeepStrictEqual } from 'node:util';
import type { MaintenanceWindow, PutMaintenanceWindowRequest } from '../../contract/maintenance-windows';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import type { Clock } from '../platform/clock';
import { LabelSelectorError, parseLabelSelector } from '../platform/store/label-selector';
import { StoreConflictError, StorePreconditionError } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import { writeOverRead } from '../platform/store/conditional-write';
import { WINDOW_PREFIX, windowId } from './model';
import type { MaintenanceWindowDocument } from './model';
import { scheduleViolations, WindowSchedule } from './window-schedule';

/** How many openings a read of a window shows. */
const SHOWN_OPENINGS = 3;

/** PUT/GET/LIST/DELETE of maintenance windows, each write checked as a whole (every violation at once). */
export class MaintenanceWindowService {
  constructor(
    private readonly windows: Collection<MaintenanceWindowDocument>,
    private readonly clock: Clock,
  ) {}

  async put(
    tenantId: string,
    name: string,
    spec: PutMaintenanceWindowRequest,
    ifMatch?: string,
  ): Promise<{ created: boolean; window: MaintenanceWindow; etag: string }> {
    const existing = await this.windows.read(tenantId, windowId(name));
    if (ifMatch !== undefined && existing?.etag !== ifMatch) {
      throw problems.preconditionFailed(
        `Maintenance window '${name}' is ${existing ? 'at another version' : 'not there'} now; read it again and retry.`,
      );
    }
    const violations = this.violations(spec);
    if (violations.length > 0) {
      throw problems.unprocessable(
        `The maintenance window is invalid (${violations.length} problem(s)); nothing was written.`,
        violations,
      );
    }
    if (existing && isDeepStrictEqual(specOf(existing.doc), spec)) {
      return { created: false, window: this.view(existing.doc), etag: existing.etag };
    }
    const now = this.clock.now().toISOString();
    const doc: MaintenanceWindowDocument = {
      id: windowId(name),
      tenantId,
      name,
      ...spec,
      generation: (existing?.doc.generation ?? 0) + 1,
      createdAt: existing?.doc.createdAt ?? now,
      updatedAt: now,
    };
    const written = await writeOverRead(
      this.windows,
      existing,
      doc,
      `Maintenance window '${name}' changed concurrently; read it again and retry.`,
    );
    return { created: !existing, window: this.view(doc), etag: written.etag };
  }

  async get(tenantId: string, name: string): Promise<{ window: MaintenanceWindow; etag: string }> {
    const found = await this.windows.read(tenantId, windowId(name));
    if (!found) throw problems.notFound('Maintenance window', name);
    return { window: this.view(found.doc), etag: found.etag };
  }

  async list(tenantId: string): Promise<{ items: MaintenanceWindow[] }> {
    return { items: (await this.all(tenantId)).map((doc) => this.view(doc)) };
  }

  async delete(tenantId: string, name: string, ifMatch?: string): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await this.windows.delete(tenantId, windowId(name), ifMatch ? { ifMatch } : {});
    } catch (err) {
      if (err instanceof StorePreconditionError || err instanceof StoreConflictError) {
        throw problems.preconditionFailed(
          `Maintenance window '${name}' is at another version now; read it again.`,
        );
      }
      throw err;
    }
    if (!deleted) throw problems.notFound('Maintenance window', name);
  }

  /** Every window of the tenant, in name order (a tenant has a handful: one page). */
  async all(tenantId: string): Promise<MaintenanceWindowDocument[]> {
    const windows: MaintenanceWindowDocument[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.windows.query(tenantId, {
        where: [{ path: ['id'], op: 'startsWith', value: WINDOW_PREFIX }],
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      windows.push(...page.items.map(({ doc }) => doc));
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return windows;
  }

  private violations(spec: PutMaintenanceWindowRequest): FieldViolation[] {
    const violations: FieldViolation[] = scheduleViolations(
      spec.schedule,
      spec.timeZone,
      this.clock.now().getTime(),
    ).map(({ field, message }) => ({ path: `body.${field}`, message }));
    if (spec.clusters.selector !== undefined) {
      try {
        parseLabelSelector(spec.clusters.selector);
      } catch (err) {
        if (!(err instanceof LabelSelectorError)) throw err;
        violations.push({ path: 'body.clusters.selector', message: err.message });
      }
    }
    return violations;
  }

  private view(doc: MaintenanceWindowDocument): MaintenanceWindow {
    const now = this.clock.now().getTime();
    const schedule = new WindowSchedule(doc.schedule, doc.timeZone, doc.durationMinutes);
    return {
      name: doc.name,
      ...specOf(doc),
      generation: doc.generation,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      openNow: schedule.phaseAt(now).open,
      nextOpenings: schedule.openings(now, SHOWN_OPENINGS).map(({ opensAt, closesAt }) => ({
        opensAt: new Date(opensAt).toISOString(),
        closesAt: new Date(closesAt).toISOString(),
      })),
    };
  }
}

function specOf(doc: MaintenanceWindowDocument): PutMaintenanceWindowRequest {
  return {
    clusters: doc.clusters,
    schedule: doc.schedule,
    durationMinutes: doc.durationMinutes,
    timeZone: doc.timeZone,
  };
}
