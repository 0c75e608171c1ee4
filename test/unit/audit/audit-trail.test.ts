import { auditEventId, timeOfAuditEventId } from '../../../functions/audit/audit-event-id';
import { AuditTrail } from '../../../functions/audit/audit-trail';
import type { AuditEventDocument } from '../../../functions/audit/audit-trail';
import { createLogger } from '../../../functions/platform/logger';
import type { Collection } from '../../../functions/platform/store/store';
import type { AuditEntry } from '../../../functions/platform/http/operator-audit';

const NOW = new Date('2026-11-29T09:00:00.123Z');
const clock = { now: () => NOW };
const ENTRY: AuditEntry = {
  tenantId: 'contoso',
  actor: 'alice@example.com',
  action: 'deleteCluster',
  method: 'DELETE',
  path: '/api/v1/tenants/contoso/clusters/c1',
  resource: { clusterId: 'c1' },
  status: 500,
  detail: 'x'.repeat(5000),
};

/** A collection that only records creates, or fails them. */
function collection(fail?: Error) {
  const created: AuditEventDocument[] = [];
  const events = {
    create: async (doc: AuditEventDocument) => {
      if (fail) throw fail;
      created.push(doc);
      return { doc, etag: '"1"' };
    },
  } as unknown as Collection<AuditEventDocument>;
  return { events, created };
}

describe('audit event ids', () => {
  it('sort newest first and give their time back', () => {
    const times = [0, 1, 999, 1_700_000_000_000, NOW.getTime(), 253_402_300_799_999].map((t) => new Date(t));
    const ids = times.map((t) => auditEventId(t));
    expect([...ids].sort()).toEqual([...ids].reverse());
    expect(ids.map(timeOfAuditEventId)).toEqual(times);
    for (const id of ids) expect(id).toMatch(/^[0-9]{15}-[0-9a-f]{12}$/);
  });
});

describe('AuditTrail.record', () => {
  it('writes the event with its outcome, a bounded detail and the retention as ttl, and logs it', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const { events, created } = collection();
    await new AuditTrail(events, clock, log, 30).record(ENTRY);
    expect(created).toEqual([
      expect.objectContaining({
        tenantId: 'contoso',
        time: NOW.toISOString(),
        outcome: 'Failed',
        action: 'deleteCluster',
        ttl: 30 * 24 * 3600,
      }),
    ]);
    expect(created[0]!.detail).toHaveLength(1024);
    expect(timeOfAuditEventId(created[0]!.id)).toEqual(NOW);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'operator change',
        id: created[0]!.id,
        tenantId: 'contoso',
        actor: 'alice@example.com',
        action: 'deleteCluster',
        outcome: 'Failed',
      }),
    ]);
    expect(lines[0]).not.toHaveProperty('ttl');
  });

  it.each([
    [204, 'Succeeded'],
    [403, 'Denied'],
    [409, 'Failed'],
  ])('status %i is %s', async (status, outcome) => {
    const { events, created } = collection();
    await new AuditTrail(events, clock, createLogger('silent'), 1).record({ ...ENTRY, status });
    expect(created[0]!.outcome).toBe(outcome);
  });

  it('logs the whole event instead of failing the change when the write fails', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const { events } = collection(new Error('store unavailable'));
    await expect(new AuditTrail(events, clock, log, 90).record(ENTRY)).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'audit event not recorded',
        actor: 'alice@example.com',
        action: 'deleteCluster',
        path: '/api/v1/tenants/contoso/clusters/c1',
        status: 500,
        error: 'Error: store unavailable',
      }),
    ]);
  });
});
