/**
 * The tenant's audit trail: every change an operator of the tenant tried (POST, PUT, PATCH,
 * DELETE), with who, what, and how it ended (done, refused for want of a role, failed), newest
 * first; never reads, never request bodies, never what strangers or rate-limited requests did.
 */
import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import type { Role } from '../../functions/platform/identity/operator-identity';
import type { z } from 'zod';
import type { AuditEvent } from '../../contract/audit';
import { bootstrapTokenId } from '../../contract/registration';

/** What the API lists: the contract's own schema. */
type Event = z.infer<typeof AuditEvent>;

const VERSION_BODY = {
  kind: 'manifest',
  source: { url: 'https://charts.example.com/podinfo-6.0.0.yaml' },
};

describe.each(TEST_MODES)('audit trail (%s mode)', (mode) => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane({ mode });
  });
  afterAll(async () => {
    await tp?.stop();
  });

  const tokenOf = (subject: string, role: Role, tenants: string[]) =>
    tp.plane.issuer.mint({ subject, roles: [role], tenants, ttlSeconds: 600 });
  const call = async (token: string, method: string, path: string, body?: unknown) =>
    tp.client.send({ method, path: `/api/v1/tenants/${path}`, token, ...(body ? { body } : {}) });
  const events = async (tenant: string, query = '', role: Role = 'reader') => {
    const listed = await call(
      await tokenOf('auditor', role, [tenant]),
      'GET',
      `${tenant}/audit-events${query}`,
    );
    expect(listed.status).toBe(200);
    return listed.json<{ items: Event[]; continuationToken?: string }>();
  };

  it('records each attempted change with its actor and outcome, newest first, and nothing else', async () => {
    const tenant = 'audit-a';
    const alice = await tokenOf('alice@example.com', 'operator', [tenant]);
    const bob = await tokenOf('bob@example.com', 'reader', [tenant]);
    const stranger = await tokenOf('mallory@example.com', 'admin', ['audit-elsewhere']);

    const minted = await call(alice, 'POST', `${tenant}/bootstrap-tokens`, {
      description: 'rack 7 secret note',
    });
    expect(minted.status).toBe(201);
    expect(
      (await call(alice, 'PUT', `${tenant}/extensions/podinfo/versions/6.0.0`, VERSION_BODY)).status,
    ).toBe(201);
    // A read is not a change; a refused read is a refusal.
    expect((await call(alice, 'GET', `${tenant}/extensions`)).status).toBe(200);
    // Refused for want of a role: on record as Denied.
    expect((await call(bob, 'DELETE', `${tenant}/assignments/web`)).status).toBe(403);
    // Failed validation: on record with the problem's detail, not the body.
    const invalid = await call(alice, 'PUT', `${tenant}/extensions/podinfo/versions/6.0.1`, { kind: 'nope' });
    expect(invalid.status).toBe(400);
    // Strangers (a token without this tenant) and the anonymous are refused, and on record as such:
    // the tenant sees who probed it, on writes and reads alike.
    expect((await call(stranger, 'DELETE', `${tenant}/assignments/web`)).status).toBe(403);
    expect((await call(stranger, 'GET', `${tenant}/clusters`)).status).toBe(403);
    expect(
      (await tp.client.send({ method: 'DELETE', path: `/api/v1/tenants/${tenant}/assignments/web` })).status,
    ).toBe(401);

    const { items: all } = await events(tenant);
    const refusedStrangers = all.slice(0, 3);
    expect(refusedStrangers.map((e) => [e.actor, e.method, e.action, e.status, e.outcome])).toEqual([
      ['(unauthenticated)', 'DELETE', 'deleteAssignment', 401, 'Denied'],
      ['mallory@example.com', 'GET', 'listClusters', 403, 'Denied'],
      ['mallory@example.com', 'DELETE', 'deleteAssignment', 403, 'Denied'],
    ]);
    expect(refusedStrangers[1]!.detail).toContain("does not cover tenant 'audit-a'");
    const items = all.slice(3);
    expect(items.map((e) => [e.actor, e.action, e.status, e.outcome])).toEqual([
      ['alice@example.com', 'publishExtensionVersion', 400, 'Failed'],
      ['bob@example.com', 'deleteAssignment', 403, 'Denied'],
      ['alice@example.com', 'publishExtensionVersion', 201, 'Succeeded'],
      ['alice@example.com', 'createBootstrapToken', 201, 'Succeeded'],
    ]);
    const [failed, denied, published, created] = items;
    // What a create made, from its Location header: the token's record (its id, never the token).
    const tokenId = bootstrapTokenId(minted.json<{ token: string }>().token);
    expect(minted.headers.location).toBe(`/api/v1/tenants/${tenant}/bootstrap-tokens/${tokenId}`);
    // The id travels in the header only: the body is the token and its expiry, as the contract says.
    expect(Object.keys(minted.json<object>()).sort()).toEqual(['expiresAt', 'token']);
    expect(created!.location).toBe(minted.headers.location);
    expect(failed!.detail).toContain('body.kind');
    expect(denied!.detail).toContain("needs the 'operator' role");
    expect(published).toMatchObject({
      method: 'PUT',
      path: `/api/v1/tenants/${tenant}/extensions/podinfo/versions/6.0.0`,
      resource: { name: 'podinfo', version: '6.0.0' },
    });
    expect(published!.clientAddress).toMatch(/^(127\.0\.0\.1|::1)$/);
    // Time order and id order agree (the ids count down), and nothing of a body or a token is kept.
    const times = items.map((e) => Date.parse(e.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const text = JSON.stringify(items);
    expect(text).not.toContain('rack 7 secret note');
    expect(text).not.toContain(minted.json<{ token: string }>().token);
    // Another tenant's trail is its own: the stranger's own tenant holds nothing of this.
    expect((await events('audit-elsewhere')).items).toEqual([]);
  });

  it('filters by actor, action and outcome and pages with a continuation token', async () => {
    const tenant = 'audit-b';
    const carol = await tokenOf('carol@example.com', 'operator', [tenant]);
    const dave = await tokenOf('dave@example.com', 'operator', [tenant]);
    for (const [who, n] of [
      [carol, 1],
      [dave, 2],
      [carol, 3],
      [dave, 4],
      [carol, 5],
    ] as const) {
      expect((await call(who, 'POST', `${tenant}/bootstrap-tokens`, { description: `t${n}` })).status).toBe(
        201,
      );
    }
    expect((await call(carol, 'DELETE', `${tenant}/bootstrap-tokens/${'0'.repeat(64)}`)).status).toBe(404);

    const byCarol = await events(tenant, '?actor=carol%40example.com');
    expect(byCarol.items.map((e) => e.action)).toEqual([
      'deleteBootstrapToken',
      'createBootstrapToken',
      'createBootstrapToken',
      'createBootstrapToken',
    ]);
    const failed = await events(tenant, '?outcome=Failed');
    expect(failed.items.map((e) => [e.actor, e.status, e.resource])).toEqual([
      ['carol@example.com', 404, { tokenId: '0'.repeat(64) }],
    ]);
    expect((await events(tenant, '?action=createBootstrapToken')).items).toHaveLength(5);

    const pages: Event[][] = [];
    let continuation: string | undefined;
    do {
      const query = `?limit=2${continuation ? `&continuationToken=${encodeURIComponent(continuation)}` : ''}`;
      const page = await events(tenant, query);
      pages.push(page.items);
      continuation = page.continuationToken;
    } while (continuation);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
    expect(pages.flat().map((e) => e.id)).toEqual((await events(tenant)).items.map((e) => e.id));
  });

  it('answers 400 for a malformed query and needs a token covering the tenant', async () => {
    const tenant = 'audit-c';
    const bad = await call(
      await tokenOf('erin', 'reader', [tenant]),
      'GET',
      `${tenant}/audit-events?outcome=Maybe`,
    );
    expect(bad.status).toBe(400);
    expect(bad.json<{ violations: { path: string }[] }>().violations.map((v) => v.path)).toEqual([
      'query.outcome',
    ]);
    const other = await call(await tokenOf('erin', 'admin', ['audit-d']), 'GET', `${tenant}/audit-events`);
    expect(other.status).toBe(403);
  });
});

describe('audit trail and the rate limit', () => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1', ARCBRIDGE_RATE_OPERATOR_BURST: '3' },
    });
  });
  afterAll(async () => {
    await tp?.stop();
  });

  it('records no rate-limited request, and role refusals drain the bucket like any request', async () => {
    const tenant = 'audit-limited';
    const reader = await tp.plane.issuer.mint({
      subject: 'frank',
      roles: ['reader'],
      tenants: [tenant],
      ttlSeconds: 600,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await tp.client.send({
        method: 'DELETE',
        path: `/api/v1/tenants/${tenant}/assignments/web`,
        token: reader,
      });
      statuses.push(refused.status);
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    const trail = await tp.plane.runtime.audit.list(tenant, {});
    expect(trail.items.map((e) => e.status)).toEqual([403, 403, 403]);
  });
});
