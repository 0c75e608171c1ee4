import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';

/**
 * Console sign-in codes (`POST /api/v1/console/sign-in-codes`) are the one operator route without a
 * tenant in its path. A reader who floods it must use up only its own allowance: the 429 with
 * Retry-After is its alone, and every other operator, of its tenant or another, still signs in.
 */
describe.each([
  // The operator rate limit, low: the flood runs into the caller's request bucket.
  [
    'the request rate limit',
    { ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1', ARCBRIDGE_RATE_OPERATOR_BURST: '30' },
    40,
  ],
  // The rate limit out of the way: the flood runs into the pending-code allowance.
  [
    'the pending-code allowance',
    { ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '5000', ARCBRIDGE_RATE_OPERATOR_BURST: '5000' },
    1100,
  ],
])('a reader flooding console sign-in codes (%s)', (_name, env, flood) => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane({ env });
  });
  afterAll(async () => {
    await tp?.stop();
  });

  const token = (subject: string, tenants: string[], role: 'reader' | 'admin' = 'reader') =>
    tp.plane.issuer.mint({ subject, roles: [role], tenants, ttlSeconds: 3600 });
  const signInCode = (bearer: string) =>
    tp.client.send({ method: 'POST', path: '/api/v1/console/sign-in-codes', token: bearer, body: {} });

  it('is refused with 429 and Retry-After itself, while every other operator still gets a working link', async () => {
    const abuser = await token('mallory', ['contoso']);
    let refused: Awaited<ReturnType<typeof signInCode>> | undefined;
    for (let i = 0; i < flood && !refused; i++) {
      const response = await signInCode(abuser);
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(201);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused?.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await signInCode(abuser)).status).toBe(429);

    for (const other of [
      await token('bob', ['contoso']),
      await token('mallory', ['fabrikam']),
      await token('carol', ['fabrikam']),
      await token('admin', ['contoso', 'fabrikam'], 'admin'),
    ]) {
      const issued = await signInCode(other);
      expect(issued.status).toBe(201);
      const session = await tp.client.send({
        method: 'POST',
        path: '/api/v1/console/sessions',
        body: { code: issued.json<{ code: string }>().code },
      });
      expect(session.status).toBe(201);
      expect(session.json<{ token: string }>().token).toBe(other);
    }
  }, 60_000);
});
