import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { ManualClock } from '../support/manual-clock';
import type { Logger } from '../../functions/platform/logger';
import { registerCluster } from '../support/registration';

/**
 * Every refused operator request (401 and 403, reads and writes alike) leaves a trace: an event in
 * the tenant's audit trail when the path names a tenant, a log line when it names none, and never
 * the token. Recording is limited per caller, so a flood of refusals becomes a count, not a flood
 * of audit writes.
 */
const VICTIM = 'victim';
const ATTACKER = 'attacker';

describe('refused operator requests are audited and logged', () => {
  let tp: TestControlPlane;
  const clock = new ManualClock();
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const log: Logger = {
    debug: () => undefined,
    info: (message, fields = {}) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields = {}) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields = {}) => lines.push({ level: 'error', message, fields }),
  };

  beforeAll(async () => {
    tp = await startTestControlPlane({ clock, log });
  });
  afterAll(async () => {
    await tp?.stop();
  });

  const trail = async (tenantId: string, actor?: string) =>
    (await tp.plane.runtime.audit.list(tenantId, { ...(actor ? { actor } : {}), limit: 1000 })).items;
  const mint = (subject: string, tenants: string[], roles = ['admin']) =>
    tp.plane.issuer.mint({ subject, roles: roles as never, tenants, ttlSeconds: 3600 });
  const send = (method: string, path: string, token?: string, body?: unknown) =>
    tp.client.send({
      method,
      path,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    });

  it('a 401 on a read and on a write of a tenant route is in that tenant’s trail, without the token', async () => {
    const forged = `${(await mint('mallory', [VICTIM])).slice(0, -4)}AAAA`;
    expect((await send('GET', `/api/v1/tenants/${VICTIM}/clusters`)).status).toBe(401);
    expect((await send('POST', `/api/v1/tenants/${VICTIM}/bootstrap-tokens`, forged, {})).status).toBe(401);
    const events = await trail(VICTIM, '(unauthenticated)');
    expect(events.map((e) => `${e.method} ${e.action} ${e.status} ${e.outcome}`).sort()).toEqual([
      'GET listClusters 401 Denied',
      'POST createBootstrapToken 401 Denied',
    ]);
    expect(JSON.stringify(events)).not.toContain(forged.split('.')[2]);
    expect(JSON.stringify(lines)).not.toContain(forged.split('.')[2]);
  });

  it('a 403 for another tenant’s token, on a read and a write, is in the named tenant’s trail under its subject', async () => {
    const intruder = await mint('mallory-admin', [ATTACKER]);
    expect((await send('GET', `/api/v1/tenants/${VICTIM}/clusters`, intruder)).status).toBe(403);
    expect((await send('POST', `/api/v1/tenants/${VICTIM}/bootstrap-tokens`, intruder, {})).status).toBe(403);
    expect(
      (await trail(VICTIM, 'mallory-admin')).map((e) => `${e.method} ${e.status} ${e.outcome}`).sort(),
    ).toEqual(['GET 403 Denied', 'POST 403 Denied']);
    expect(await trail(ATTACKER, 'mallory-admin')).toEqual([]);
  });

  it('a refusal on a route without a tenant is a log line, without the token', async () => {
    const noRoles = await mint('nobody', [VICTIM], []);
    const before = lines.length;
    expect((await send('POST', '/api/v1/console/sign-in-codes', undefined, {})).status).toBe(401);
    expect((await send('POST', '/api/v1/console/sign-in-codes', noRoles, {})).status).toBe(403);
    const refused = lines.slice(before).filter((line) => line.message === 'operator refused');
    expect(refused.map((line) => [line.fields.action, line.fields.status, line.fields.actor])).toEqual([
      ['createConsoleSignInCode', 401, '(unauthenticated)'],
      ['createConsoleSignInCode', 403, 'nobody'],
    ]);
    expect(JSON.stringify(lines)).not.toContain(noRoles);
  });

  it('an agent refused (no certificate, another cluster’s) is a log line naming the certificate’s cluster, limited alike', async () => {
    const mine = await registerCluster(tp, ATTACKER, { name: 'edge-a' });
    const theirs = await registerCluster(tp, VICTIM, { name: 'edge-v' });
    const before = lines.length;
    const heartbeat = (clusterId: string, cert?: { certPem: string; keyPem: string }) =>
      tp.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${clusterId}/heartbeat`,
        body: { agentVersion: '1' },
        ...(cert ? { cert } : {}),
      });
    expect((await heartbeat(theirs.clusterId)).status).toBe(401);
    expect((await heartbeat(theirs.clusterId, mine.cert)).status).toBe(403);
    const refused = lines.slice(before).filter((line) => line.message === 'agent refused');
    expect(refused.map((line) => [line.fields.action, line.fields.status, line.fields.actor])).toEqual([
      ['heartbeat', 401, '(unauthenticated)'],
      ['heartbeat', 403, `${ATTACKER}/${mine.clusterId}`],
    ]);
    expect(refused[1]?.fields.path).toBe(`/api/v1/clusters/${theirs.clusterId}/heartbeat`);
    expect(JSON.stringify(refused)).not.toContain(mine.cert.keyPem.split('\n')[1]);
  });

  it('a flood of refusals is recorded up to a limit per caller, then counted; others are still recorded', async () => {
    const path = `/api/v1/tenants/${VICTIM}/rollouts`;
    const flooder = await mint('flooder', [ATTACKER]);
    for (let i = 0; i < 300; i++) expect((await send('GET', path, flooder)).status).toBe(403);
    const recorded = (await trail(VICTIM, 'flooder')).length;
    expect(recorded).toBeGreaterThan(0);
    expect(recorded).toBeLessThan(100);
    expect(lines.some((line) => line.message === 'operator refusals counted')).toBe(true);

    // Someone else is recorded meanwhile.
    const other = await mint('bystander', [ATTACKER]);
    expect((await send('GET', path, other)).status).toBe(403);
    expect(await trail(VICTIM, 'bystander')).toHaveLength(1);

    // Later the flooder's next refusal is recorded again, with how many were only counted.
    clock.advance(600);
    expect((await send('GET', path, flooder)).status).toBe(403);
    const [latest] = await trail(VICTIM, 'flooder');
    expect(latest?.repeated).toBe(300 - recorded);
  });
});
