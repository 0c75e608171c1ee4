import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SecretClient } from '@azure/keyvault-secrets';
import { TENANT_TAG } from '../../functions/gitops/keyvault-credentials';
import { GITOPS_TARGET_ID } from '../../functions/gitops/model';
import type { GitOpsTargetDocument } from '../../functions/gitops/model';
import { createLogger } from '../../functions/platform/logger';
import { LogEvents } from '../../functions/platform/telemetry/telemetry-names';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { startGitHttpServer } from '../support/git-http-backend';
import type { GitHttpServer } from '../support/git-http-backend';
import { requirePrograms } from '../support/system-programs';

const TENANT = 'gitops-kv';
const TOKEN = 'kv-token-5d1c9e';

/**
 * The Azure code path (emulated mode: the Key Vault adapter against the fake vault) end to end:
 * the target names a Key Vault secret, the export reads it when it pushes, and every way it can go
 * wrong shows as the target's error in `GET .../gitops`, never with the secret in it or in a log.
 */
requirePrograms('git')('GitOps credentials from Key Vault (emulated mode)', () => {
  let tp: TestControlPlane;
  let git: GitHttpServer;
  let secrets: SecretClient;
  let admin: string;
  const lines: string[] = [];

  beforeAll(async () => {
    tp = await startTestControlPlane({
      mode: 'emulated',
      // The test's git server listens on loopback, which an operator must allow explicitly.
      env: { ARCBRIDGE_EGRESS_ALLOW: '127.0.0.1/32' },
      log: createLogger('debug', (line) => lines.push(line)),
    });
    const vault = tp.plane.emulators!.keyVault;
    secrets = new SecretClient(vault.url, vault.credential, vault.clientOptions);
    git = await startGitHttpServer({ credential: { username: 'x-access-token', password: TOKEN } });
    git.create('fleet');
    admin = await tp.token(TENANT, 'admin');
    // Stored directly: the API accepts https:// only, and the test server speaks plain HTTP on loopback.
    const now = new Date().toISOString();
    await tp.plane.runtime.store.collection<GitOpsTargetDocument>('fleet').upsert({
      id: GITOPS_TARGET_ID,
      tenantId: TENANT,
      url: git.url('fleet'),
      branch: 'main',
      path: '',
      credentialSecret: 'gitops-kv-token',
      createdAt: now,
      updatedAt: now,
    });
  });
  afterAll(async () => {
    await git.close();
    await tp.stop();
  });

  const exportNow = () => tp.plane.runtime.gitops.exporter.export(TENANT);
  const shown = async () => {
    const response = await tp.client.send({
      method: 'GET',
      path: `/api/v1/tenants/${TENANT}/gitops`,
      token: admin,
    });
    expect(response.status).toBe(200);
    return response.json<{
      lastExport: { commit: string | null; error: { code: string; message: string } | null };
    }>().lastExport;
  };

  it("a missing secret, one tagged for another tenant and a wrong token are the target's error; the right one exports", async () => {
    expect(await exportNow()).toMatchObject({ status: 'failed', code: 'credential' });
    expect((await shown()).error).toMatchObject({ code: 'credential' });
    expect((await shown()).error!.message).toContain("Key Vault secret 'gitops-kv-token' does not exist");

    await secrets.setSecret('gitops-kv-token', TOKEN, { tags: { [TENANT_TAG]: 'someone-else' } });
    expect(await exportNow()).toMatchObject({ status: 'failed', code: 'credential' });
    expect((await shown()).error!.message).toContain(`not tagged for tenant ${TENANT}`);

    await secrets.setSecret('gitops-kv-token', 'revoked-token', { tags: { [TENANT_TAG]: TENANT } });
    expect(await exportNow()).toMatchObject({ status: 'failed', code: 'unauthorized' });
    expect((await shown()).error).toMatchObject({ code: 'unauthorized' });

    // A new version of the secret is used from the next export on.
    await secrets.setSecret('gitops-kv-token', TOKEN, { tags: { [TENANT_TAG]: TENANT } });
    const outcome = await exportNow();
    expect(outcome).toMatchObject({ status: 'exported' });
    const head = execFileSync('git', ['--git-dir', git.path('fleet'), 'rev-parse', 'main'], {
      encoding: 'utf8',
    }).trim();
    expect(await shown()).toMatchObject({ commit: head, error: null });
    // The fetch cache lives in the host's data dir (removed with it), not in a shared temp dir.
    expect(readdirSync(join(tp.dataDir, 'gitops-cache'))).toHaveLength(1);

    // Each failure was logged as the alert's event; no log line carries a token.
    const failures = lines.filter((line) => line.includes(LogEvents.gitopsExportFailed.name));
    expect(failures).toHaveLength(3);
    expect(lines.filter((line) => line.includes(TOKEN) || line.includes('revoked-token'))).toEqual([]);
  });
});
