/**
 * Bootstrap tokens after minting: an operator lists the tenant's tokens (records only: the token
 * itself is never stored) and revokes one not used yet, which can then register nothing. A used
 * token is 409 (the cluster it registered is what to delete); other tenants and readers see none.
 */
import { randomUUID } from 'node:crypto';
import { bootstrapTokenId as idOf } from '../../contract/registration';
import { createCsr } from '../support/agent-keys';
import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { mintBootstrapToken } from '../support/registration';

interface TokenRecord {
  id: string;
  state: string;
  description: string | null;
  usedByClusterId?: string;
}

describe.each(TEST_MODES)('bootstrap tokens: list and revoke (%s mode)', (mode) => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane({ mode });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const api = async (tenant: string, method: string, suffix = '', role: 'reader' | 'operator' = 'operator') =>
    tp.client.send({
      method,
      path: `/api/v1/tenants/${tenant}/bootstrap-tokens${suffix}`,
      token: await tp.token(tenant, role),
    });
  const list = async (tenant: string) => (await api(tenant, 'GET')).json<{ items: TokenRecord[] }>().items;
  const register = async (token: string) =>
    tp.client.send({
      method: 'POST',
      path: '/api/v1/register',
      body: { bootstrapToken: token, clusterUid: randomUUID(), csr: (await createCsr()).csrPem },
    });

  it('lists records, never tokens; a revoked token registers nothing', async () => {
    const tenant = 'tokens-a';
    const token = await mintBootstrapToken(tp, tenant);
    const listed = await api(tenant, 'GET');
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(token.split('.')[2]);
    expect(listed.json<{ items: TokenRecord[] }>().items).toEqual([
      expect.objectContaining({ id: idOf(token), state: 'Unused' }),
    ]);

    expect((await api(tenant, 'DELETE', `/${idOf(token)}`)).status).toBe(204);
    expect(await list(tenant)).toEqual([]);
    expect((await register(token)).status).toBe(401);
    // Revoking again: nothing there any more.
    expect((await api(tenant, 'DELETE', `/${idOf(token)}`)).status).toBe(404);
  });

  it('refuses to revoke a used token (409, naming its cluster) and shows it as used', async () => {
    const tenant = 'tokens-b';
    const token = await mintBootstrapToken(tp, tenant);
    const registered = await register(token);
    expect(registered.status).toBe(201);
    const clusterId = registered.json<{ clusterId: string }>().clusterId;
    const refused = await api(tenant, 'DELETE', `/${idOf(token)}`);
    expect(refused.status).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json<{ detail: string }>().detail).toContain(clusterId);
    expect(await list(tenant)).toEqual([
      expect.objectContaining({ id: idOf(token), state: 'Used', usedByClusterId: clusterId }),
    ]);
  });

  it('keeps tenants apart and needs the operator role; a malformed id is 400', async () => {
    const token = await mintBootstrapToken(tp, 'tokens-c');
    // Another tenant's operator neither sees nor revokes it.
    expect(await list('tokens-d')).toEqual([]);
    expect((await api('tokens-d', 'DELETE', `/${idOf(token)}`)).status).toBe(404);
    // A reader of the tenant may not list or revoke.
    expect((await api('tokens-c', 'GET', '', 'reader')).status).toBe(403);
    expect((await api('tokens-c', 'DELETE', `/${idOf(token)}`, 'reader')).status).toBe(403);
    const bad = await api('tokens-c', 'DELETE', '/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.json<{ violations: { path: string }[] }>().violations.map((v) => v.path)).toEqual([
      'path.tokenId',
    ]);
    // Still usable after all of that.
    expect((await register(token)).status).toBe(201);
  });
});
