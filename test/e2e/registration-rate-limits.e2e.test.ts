import { randomBytes, randomUUID } from 'node:crypto';
import { createLogger } from '../../functions/platform/logger';
import { LogEvents } from '../../functions/platform/telemetry/telemetry-names';
import { createCsr } from '../support/agent-keys';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import type { TestResponse } from '../support/https-client';
import { ManualClock } from '../support/manual-clock';
import { mintBootstrapToken } from '../support/registration';

/**
 * Who pays for a registration attempt, through the embedded host over real TLS. Clients connect
 * from different loopback addresses (127.0.0.0/8) so that the host sees different sources. The
 * limiter and the order of charges do not depend on the adapters, so embedded mode suffices; that
 * a refused attempt writes nothing is shown in test/unit/registration/registration-service.test.ts.
 */
describe('registration rate limits: per source address first, per tenant only for verified tokens', () => {
  let tp: TestControlPlane;
  const clock = new ManualClock();
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    tp = await startTestControlPlane({
      clock,
      log: createLogger('warn', (line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
      env: {
        ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: '1',
        ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: '4',
        ARCBRIDGE_RATE_REGISTER_PER_SECOND: '1',
        ARCBRIDGE_RATE_REGISTER_BURST: '3',
      },
    });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const register = (from: string, body: object, headers: Record<string, string> = {}) =>
    tp.client.send({ method: 'POST', path: '/api/v1/register', body, localAddress: from, headers });

  /** A well-formed request whose token names `tenantId` but was never minted: what a stranger can send. */
  const forged = async (tenantId: string) => ({
    bootstrapToken: `abt.${tenantId}.${randomBytes(32).toString('base64url')}`,
    clusterUid: randomUUID(),
    csr: (await createCsr()).csrPem,
  });

  const genuine = async (tenantId: string) => ({
    bootstrapToken: await mintBootstrapToken(tp, tenantId),
    clusterUid: randomUUID(),
    csr: (await createCsr()).csrPem,
  });

  const expectTooMany = (response: TestResponse, detail: string) => {
    expect(response.status).toBe(429);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['retry-after']).toBe('1');
    const problem = response.json();
    expect(problem.type).toMatch(/too-many-requests$/);
    expect(problem.retryAfterSeconds).toBe(1);
    expect(problem.detail).toContain(detail);
  };

  it("a stranger's flood claiming a tenant drains the stranger's address, never the tenant's bucket", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await register('127.0.0.2', await forged('victim'));
      statuses.push(response.status);
      if (response.status === 429) expectTooMany(response, '127.0.0.2');
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        message: LogEvents.sourceRateLimited.name,
        limiter: 'registerAddress',
        source: '127.0.0.2',
      }),
    );
    expect(logs).toContainEqual(
      expect.objectContaining({
        message: LogEvents.registrationRejected.name,
        tenantId: '-',
        claimedTenantId: 'victim',
        address: '127.0.0.2',
      }),
    );

    // The tenant's real clusters get its whole burst (3), from elsewhere, at the same instant.
    for (let i = 0; i < 3; i++)
      expect((await register('127.0.0.3', await genuine('victim'))).status).toBe(201);
    expect(logs.filter((l) => l.message === LogEvents.tenantRateLimited.name)).toEqual([]);
  });

  it('still limits a tenant by its verified registrations, without burning the token it refused', async () => {
    const body = await genuine('victim');
    expectTooMany(await register('127.0.0.4', body), "register requests for 'victim'");
    expect(logs).toContainEqual(
      expect.objectContaining({
        message: LogEvents.tenantRateLimited.name,
        tenantId: 'victim',
        limiter: 'register',
      }),
    );
    clock.advance(1);
    expect((await register('127.0.0.4', body)).status).toBe(201);
  });

  it('ignores the X-Forwarded-For a client sends: its socket address is what it is charged to', async () => {
    for (let i = 0; i < 4; i++) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i}:${1000 + i}` };
      expect((await register('127.0.0.5', await forged('victim'), spoofed)).status).toBe(401);
    }
    expectTooMany(
      await register('127.0.0.5', await forged('victim'), { 'x-forwarded-for': '198.51.100.99' }),
      '127.0.0.5',
    );
    // Nor can a client charge someone else's address by naming it.
    const framed = await register('127.0.0.6', await forged('victim'), { 'x-forwarded-for': '127.0.0.6' });
    expect(framed.status).toBe(401);
    expect((await register('127.0.0.6', await forged('victim'))).status).toBe(401);
  });

  it('lets a storm of real clusters behind one address through at the per-address rate; a refused one keeps its token', async () => {
    clock.advance(60); // every bucket full again
    const storm = [
      await genuine('dc-a'),
      await genuine('dc-a'),
      await genuine('dc-b'),
      await genuine('dc-b'),
      await genuine('dc-a'),
    ];
    const statuses: number[] = [];
    for (const body of storm.slice(0, 4)) statuses.push((await register('127.0.0.7', body)).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
    // The fifth exceeds the address's burst (4), not its tenant's (3 per tenant).
    expectTooMany(await register('127.0.0.7', storm[4]!), '127.0.0.7');
    clock.advance(1);
    expect((await register('127.0.0.7', storm[4]!)).status).toBe(201);
  });
});
