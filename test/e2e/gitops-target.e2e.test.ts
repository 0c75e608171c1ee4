import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane, TestMode } from '../support/control-plane';

const TENANT = 'gitops-co';
const OTHER = 'gitops-other';

interface Violation {
  path: string;
  message: string;
}

describe.each(TEST_MODES)('GitOps target API (%s mode)', (mode: TestMode) => {
  let tp: TestControlPlane;
  let admin: string;

  beforeAll(async () => {
    tp = await startTestControlPlane({ mode });
    admin = await tp.token([TENANT, OTHER], 'admin');
  });
  afterAll(async () => {
    await tp.stop();
  });

  const call = (method: string, body?: unknown, token = admin, tenant = TENANT) =>
    tp.client.send({
      method,
      path: `/api/v1/tenants/${tenant}/gitops`,
      token,
      ...(body === undefined ? {} : { body }),
    });

  it('answers 404 before a target is set', async () => {
    const response = await call('GET');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('lists every violation at once, and refuses credentials inside the URL', async () => {
    const response = await call('PUT', {
      url: 'https://bot:s3cret@git.example.com/fleet.git',
      branch: 'bad..branch',
      path: '../escape',
      credential: { secret: 'has spaces' },
      extra: true,
    });
    // The project answers schema violations with 400 and every violation listed (the HTTP shell).
    expect(response.status).toBe(400);
    const paths = response
      .json<{ violations: Violation[] }>()
      .violations.map((v) => v.path)
      .sort();
    expect(paths).toEqual(['body', 'body.branch', 'body.credential.secret', 'body.path', 'body.url']);
  });

  it('creates, shows, updates idempotently and deletes a target; the credential is a name only', async () => {
    const body = {
      url: 'https://git.example.com/fleet.git',
      branch: 'fleet/prod',
      path: 'arcbridge',
      credential: { secret: 'gitops-token' },
    };
    const created = await call('PUT', body);
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({
      tenantId: TENANT,
      ...body,
      lastExport: null,
    });
    const again = await call('PUT', body);
    expect(again.status).toBe(200);
    expect(again.json<{ updatedAt: string }>().updatedAt).toBe(
      created.json<{ updatedAt: string }>().updatedAt,
    );

    const shown = await call('GET');
    expect(shown.status).toBe(200);
    expect(shown.json()).toEqual(created.json());

    // Defaults: branch main, the repository root, no credential.
    const minimal = await call('PUT', { url: 'https://git.example.com/other.git' });
    expect(minimal.status).toBe(200);
    expect(minimal.json()).toMatchObject({ branch: 'main', path: '', credential: null });

    // Tenants never see each other's target.
    expect((await call('GET', undefined, admin, OTHER)).status).toBe(404);

    expect((await call('DELETE')).status).toBe(204);
    expect((await call('GET')).status).toBe(404);
    expect((await call('DELETE')).status).toBe(404);
  });

  it('needs admin to change the target and reader to see it', async () => {
    const reader = await tp.token(TENANT, 'reader');
    const operator = await tp.token(TENANT, 'operator');
    expect((await call('PUT', { url: 'https://git.example.com/x.git' }, operator)).status).toBe(403);
    expect((await call('PUT', { url: 'https://git.example.com/x.git' })).status).toBe(201);
    expect((await call('GET', undefined, reader)).status).toBe(200);
    expect((await call('DELETE', undefined, reader)).status).toBe(403);
  });

  it('refuses a URL with a query or fragment, which would swallow the path git appends', async () => {
    for (const url of ['https://git.example.com/fleet.git?x=', 'https://git.example.com/fleet.git#x']) {
      const response = await call('PUT', { url });
      expect(response.status).toBe(400);
      expect(response.json<{ violations: Violation[] }>().violations.map((v) => v.path)).toEqual([
        'body.url',
      ]);
    }
  });

  it('refuses a folder another tenant exports to (however the URL is spelled), with a 409 naming it', async () => {
    await call('DELETE'); // left by the test before
    const mine = { url: 'https://git.example.com/team/shared.git', branch: 'main', path: 'fleet' };
    expect((await call('PUT', mine)).status).toBe(201);
    for (const theirs of [
      mine,
      { ...mine, url: 'https://Git.Example.COM:443/Team/Shared/' },
      { ...mine, url: 'https://git.example.com/team/shared' },
      { ...mine, path: 'fleet/eu' },
      { ...mine, path: '' },
    ]) {
      const response = await call('PUT', theirs, admin, OTHER);
      expect(response.status).toBe(409);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json<{ detail: string }>().detail).toContain("under 'fleet'");
      // Nothing was stored for the refused tenant.
      expect((await call('GET', undefined, admin, OTHER)).status).toBe(404);
    }
    // Another folder, or another branch, of the same repository is free.
    expect((await call('PUT', { ...mine, path: 'fleet-b' }, admin, OTHER)).status).toBe(201);
    expect((await call('PUT', { ...mine, branch: 'other' }, admin, OTHER)).status).toBe(200);
    // Moving away (or deleting) frees the folder for the other tenant.
    expect((await call('PUT', { ...mine, path: 'moved' })).status).toBe(200);
    expect((await call('PUT', mine, admin, OTHER)).status).toBe(200);
    expect((await call('PUT', mine)).status).toBe(409);
    expect((await call('DELETE', undefined, admin, OTHER)).status).toBe(204);
    expect((await call('PUT', mine)).status).toBe(200);
    expect((await call('DELETE')).status).toBe(204);
  });

  it(
    mode === 'embedded'
      ? "accepts a file:// repository on the embedded default only inside the tenant's own folder"
      : 'refuses a file:// repository outside the embedded default',
    async () => {
      await call('DELETE'); // whatever a test before left
      const own = `${tp.dataDir}/gitops-repositories/${TENANT}`;
      if (mode === 'embedded') {
        for (const url of [
          'file:///srv/git/fleet.git',
          `file://${tp.dataDir}/gitops-repositories/${OTHER}/fleet.git`,
          `file://${own}/../${OTHER}/fleet.git`,
          `file://${own}/%2e%2e/${OTHER}/fleet.git`,
          `file://${own}`,
          `file://${tp.dataDir}/store.db`,
        ]) {
          const response = await call('PUT', { url });
          expect({ url, status: response.status }).toEqual({ url, status: 422 });
          expect(response.json<{ violations: Violation[] }>().violations[0]!.message).toContain(own);
        }
        expect((await call('PUT', { url: `file://${own}/fleet.git` })).status).toBe(201);
      } else {
        const response = await call('PUT', { url: `file://${own}/fleet.git` });
        expect(response.status).toBe(422);
        expect(response.json<{ violations: Violation[] }>().violations.map((v) => v.path)).toEqual([
          'body.url',
        ]);
      }
    },
  );
});
