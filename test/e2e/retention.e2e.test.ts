/**
 * Retention in embedded mode, as Cosmos DB's per-item ttl gives it in Azure: audit events go after
 * ARCBRIDGE_AUDIT_RETENTION_DAYS and bootstrap token records 7 days after the token expired, also
 * when the host was down meanwhile; the host logs what its store's sweep deleted.
 */
import { rmSync } from 'node:fs';
import { createLogger } from '../../functions/platform/logger';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { ManualClock } from '../support/manual-clock';

const DAY = 24 * 3600;
const TENANT = 'retention';

it('deletes audit events past the retention and spent token records at the next start, and keeps the rest', async () => {
  const clock = new ManualClock();
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const env = { ARCBRIDGE_AUDIT_RETENTION_DAYS: '30' };
  let first: TestControlPlane | undefined;
  let second: TestControlPlane | undefined;
  let dataDir: string | undefined;
  try {
    first = await startTestControlPlane({ clock, env, log });
    // Valid on the host's clock for the whole test (the verifier reads that clock).
    const operator = await first.plane.issuer.mint({
      subject: 'alice',
      roles: ['admin'],
      tenants: [TENANT],
      ttlSeconds: 60 * DAY,
    });
    const api = (tp: TestControlPlane, method: string, path: string, body?: unknown) =>
      tp.client.send({
        method,
        path: `/api/v1/tenants/${TENANT}/${path}`,
        token: operator,
        ...(body ? { body } : {}),
      });
    const listed = async (tp: TestControlPlane, path: string) =>
      (await api(tp, 'GET', path)).json<{ items: { id: string }[] }>().items;

    expect((await api(first, 'POST', 'bootstrap-tokens', { ttlSeconds: 3600 })).status).toBe(201);
    clock.advance(25 * DAY);
    expect((await api(first, 'POST', 'bootstrap-tokens', { ttlSeconds: 3600 })).status).toBe(201);
    expect(await listed(first, 'audit-events')).toHaveLength(2);
    dataDir = first.dataDir;
    await first.stop({ keepData: true });
    first = undefined;

    // Down for 6 days: the first event is 31 days old, the second 6; the first token record is
    // past its 7 days after the token expired, the second not.
    clock.advance(6 * DAY);
    second = await startTestControlPlane({ dataDir, clock, env, log });
    const expired = () => lines.filter((line) => line.message === 'store documents expired');
    const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
    while (expired().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(
      expired()
        .map(({ collection, deleted }) => [collection, deleted])
        .sort(),
    ).toEqual([
      ['auditEvents', 1],
      ['bootstrapTokens', 1],
    ]);
    expect(expired()[0]).toMatchObject({ level: 'info' });
    const events = await listed(second, 'audit-events');
    expect(events).toHaveLength(1);
    expect(await listed(second, 'bootstrap-tokens')).toHaveLength(1);
  } finally {
    await first?.stop();
    await second?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});
