import { createHmac, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import {
  ATTACKER,
  bodyOf,
  operatorEndpoints,
  pathOf,
  startFleet,
  tenantEndpoints,
  VICTIM,
  writes,
} from './fixture';
import type { Fleet } from './fixture';
import { TEST_MODES } from '../support/control-plane';

/**
 * Operator tokens that must not work, and valid tokens used beyond their grant. Every operator
 * route of the published API is called; each answer has the exact status and changes nothing.
 */

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let fleet: Fleet;
let before: unknown;

describe.each(TEST_MODES)('operator tokens (%s mode)', (mode) => {
  beforeAll(async () => {
    fleet = await startFleet(mode);
    before = await fleet.snapshot();
    // Both tenants' clusters, versions, assignments and tokens: a real state to leave untouched.
    expect(JSON.stringify(before)).toContain(fleet.victim.clusterId);
  });
  afterAll(async () => {
    await fleet?.stop();
  });
  afterEach(async () => {
    expect(await fleet.snapshot()).toEqual(before);
  });

  function claims(overrides: Record<string, unknown> = {}) {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub: 'mallory',
      iss: fleet.tp.plane.issuer.issuer,
      aud: fleet.tp.plane.issuer.audience,
      iat: now,
      exp: now + 600,
      roles: ['admin'],
      tenants: [VICTIM],
      ...overrides,
    };
  }

  /** Calls every operator route with `token` and returns the routes whose status was not `status`. */
  async function everyRoute(
    token: string | undefined,
    status: number,
    endpoints = operatorEndpoints,
  ): Promise<string[]> {
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      const response = await fleet.tp.client.send({
        method: endpoint.method,
        path: pathOf(endpoint, { tenantId: VICTIM, clusterId: fleet.victim.clusterId }),
        ...(token ? { token } : {}),
        ...(bodyOf(endpoint) === undefined ? {} : { body: bodyOf(endpoint) }),
      });
      if (response.status !== status) wrong.push(`${endpoint.method} ${endpoint.route}: ${response.status}`);
      else expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    return wrong;
  }

  describe('forged operator tokens get 401 on every operator route', () => {
    const forgeries: Array<[string, () => Promise<string>]> = [
      ['no token', async () => ''],
      ['alg none', async () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims())}.`],
      [
        'HS256 keyed with the public key (algorithm confusion)',
        async () => {
          const publicPem = fleet.tp.plane.issuer.publicKey
            .export({ type: 'spki', format: 'pem' })
            .toString();
          const unsigned = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims())}`;
          return `${unsigned}.${createHmac('sha256', publicPem).update(unsigned).digest('base64url')}`;
        },
      ],
      [
        'a tampered payload (reader promoted to admin, signature kept)',
        async () => {
          const [header, , signature] = (await fleet.tp.token(VICTIM, 'reader')).split('.');
          return `${header}.${b64url(claims())}.${signature}`;
        },
      ],
      ['an expired token', async () => sign(claims({ exp: Math.floor(Date.now() / 1000) - 3600 }))],
      ['another issuer', async () => sign(claims({ iss: 'https://login.example.com/other/v2.0' }))],
      ['another audience', async () => sign(claims({ aud: 'api://someone-else' }))],
      [
        'a key the control plane does not trust',
        async () => {
          const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
          return new SignJWT(claims()).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(privateKey);
        },
      ],
    ];

    it.each(forgeries)('%s', async (_label, forge) => {
      const token = await forge();
      expect(await everyRoute(token || undefined, 401)).toEqual([]);
    });

    it('the same claims, honestly signed, are accepted: each forgery differs only in what it forges', async () => {
      const response = await fleet.tp.client.send({
        path: `/api/v1/tenants/${VICTIM}/clusters`,
        token: await sign(claims()),
      });
      expect(response.status).toBe(200);
    });
  });

  /** What the tenant's audit trail holds of `actor` (read past the API, which needs a token). */
  async function trail(tenantId: string, actor: string) {
    return (await fleet.tp.plane.runtime.audit.list(tenantId, { actor, limit: 1000 })).items;
  }

  /** A token signed with the control plane's own issuer key: only its claims are wrong. */
  function sign(payload: Record<string, unknown>): Promise<string> {
    const key = createPrivateKey(readFileSync(join(fleet.tp.dataDir, 'operator', 'issuer-key.pem')));
    return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(key);
  }

  describe('valid tokens beyond their grant get 403', () => {
    it('a token without a tenant claim, on every tenant route', async () => {
      expect(await everyRoute(await sign(claims({ tenants: undefined })), 403, tenantEndpoints)).toEqual([]);
    });

    it("the attacker tenant's admin, on every route of the victim tenant, is in the victim's audit trail, refused", async () => {
      const attacker = await sign(claims({ sub: 'mallory-admin', tenants: [ATTACKER] }));
      expect(await everyRoute(attacker, 403, tenantEndpoints)).toEqual([]);
      const recorded = await trail(VICTIM, 'mallory-admin');
      expect(recorded.map((event) => `${event.action} ${event.status} ${event.outcome}`).sort()).toEqual(
        tenantEndpoints.map((endpoint) => `${endpoint.name} 403 Denied`).sort(),
      );
      expect(await trail(ATTACKER, 'mallory-admin')).toEqual([]);
    });

    it('a reader, on every write route; each refusal is in the audit trail', async () => {
      const reader = await sign(claims({ sub: 'rita-reader', roles: ['reader'] }));
      const wrong: string[] = [];
      for (const endpoint of writes(tenantEndpoints)) {
        const response = await fleet.tp.client.send({
          method: endpoint.method,
          path: pathOf(endpoint, { tenantId: VICTIM, clusterId: fleet.victim.clusterId }),
          token: reader,
          ...(bodyOf(endpoint) === undefined ? {} : { body: bodyOf(endpoint) }),
        });
        if (response.status !== 403) wrong.push(`${endpoint.method} ${endpoint.route}: ${response.status}`);
      }
      expect(wrong).toEqual([]);
      const recorded = await trail(VICTIM, 'rita-reader');
      expect(recorded.map((event) => `${event.action} ${event.outcome}`).sort()).toEqual(
        writes(tenantEndpoints)
          .map((endpoint) => `${endpoint.name} Denied`)
          .sort(),
      );
    });

    it('a token without roles, and an operator on the admin-only route', async () => {
      expect(await everyRoute(await sign(claims({ roles: undefined })), 403)).toEqual([]);
      const operator = await fleet.tp.token(VICTIM, 'operator');
      const response = await fleet.tp.client.send({
        method: 'DELETE',
        path: `/api/v1/tenants/${VICTIM}/clusters/${fleet.victim.clusterId}`,
        token: operator,
      });
      expect(response.status).toBe(403);
    });

    it("the attacker's admin naming the victim's cluster inside its own tenant finds nothing (404)", async () => {
      const admin = await fleet.tp.token(ATTACKER, 'admin');
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await fleet.tp.client.send({
          method,
          path: `/api/v1/tenants/${ATTACKER}/clusters/${fleet.victim.clusterId}`,
          token: admin,
        });
        expect([method, response.status]).toEqual([method, 404]);
      }
      const patch = await fleet.tp.client.send({
        method: 'PATCH',
        path: `/api/v1/tenants/${ATTACKER}/clusters/${fleet.victim.clusterId}`,
        token: admin,
        body: { group: 'stolen' },
      });
      expect(patch.status).toBe(404);
    });
  });
});
