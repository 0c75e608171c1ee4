import { SecretClient } from '@azure/keyvault-secrets';
import { CredentialError } from '../../../functions/gitops/credentials';
import { KeyVaultGitCredentials, TENANT_TAG } from '../../../functions/gitops/keyvault-credentials';
import { startFakeKeyVault } from '../../support/fake-key-vault';
import type { FakeKeyVault } from '../../support/fake-key-vault';

const TOKEN = 'ghp_not-a-real-token-7f3a';

describe('GitOps credentials from Key Vault (the real SecretClient against the fake vault)', () => {
  let vault: FakeKeyVault;
  let secrets: SecretClient;
  let credentials: KeyVaultGitCredentials;

  beforeAll(async () => {
    vault = await startFakeKeyVault();
    secrets = new SecretClient(vault.url, vault.credential, vault.clientOptions);
    credentials = new KeyVaultGitCredentials({
      vaultUrl: vault.url,
      credential: vault.credential,
      clientOptions: vault.clientOptions,
    });
  });
  afterAll(() => vault.close());
  afterEach(() => vault.forbidSecretReads(false));

  async function failure(tenantId: string, name: string): Promise<CredentialError> {
    const error = await credentials.resolve(tenantId, name).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(CredentialError);
    return error as CredentialError;
  }

  it('reads the latest version of a secret tagged for the tenant: a token, or user:password', async () => {
    await secrets.setSecret('gitops-contoso', 'old-token', { tags: { [TENANT_TAG]: 'contoso' } });
    await secrets.setSecret('gitops-contoso', TOKEN, { tags: { [TENANT_TAG]: 'contoso' } });
    await expect(credentials.resolve('contoso', 'gitops-contoso')).resolves.toEqual({
      username: 'x-access-token',
      password: TOKEN,
    });
    await secrets.setSecret('gitops-user', 'bot:pa:ss\n', { tags: { [TENANT_TAG]: 'contoso' } });
    await expect(credentials.resolve('contoso', 'gitops-user')).resolves.toEqual({
      username: 'bot',
      password: 'pa:ss',
    });
    // What went on the wire: GET of the latest version, with the SDK's api-version and the bearer token.
    const reads = vault.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/secrets/'));
    expect(reads.at(-1)).toMatchObject({ path: '/secrets/gitops-user/', authorized: true, status: 200 });
    expect(reads.at(-1)?.apiVersion).toMatch(/^\d{4}-\d{2}-\d{2}$|^7\.\d$/);
  });

  it('the fake answers an unknown secret as the service does: 404 SecretNotFound, which the SDK raises', async () => {
    const error = (await secrets.getSecret('nope').catch((err: unknown) => err)) as {
      statusCode: number;
      code: string;
    };
    expect({ statusCode: error.statusCode, code: error.code }).toEqual({
      statusCode: 404,
      code: 'SecretNotFound',
    });
    const byVersion = (await secrets
      .getSecret('gitops-contoso', { version: '0123456789abcdef0123456789abcdef' })
      .catch((err: unknown) => err)) as { statusCode: number; code: string };
    expect(byVersion.code).toBe('SecretNotFound');
  });

  it('a missing secret is a credential error that says how to create it', async () => {
    const error = await failure('contoso', 'gitops-missing');
    expect(error.message).toContain("Key Vault secret 'gitops-missing' does not exist");
    expect(error.message).toContain(`az keyvault secret set`);
    expect(error.message).toContain(`--tags ${TENANT_TAG}=contoso`);
  });

  it("refuses a secret not tagged for the tenant (another tenant's token, the CA's, an untagged one)", async () => {
    await secrets.setSecret('gitops-fabrikam', TOKEN, { tags: { [TENANT_TAG]: 'fabrikam' } });
    await secrets.setSecret('untagged', TOKEN);
    for (const name of ['gitops-fabrikam', 'untagged']) {
      const error = await failure('contoso', name);
      expect(error.message).toContain(`not tagged for tenant contoso`);
      expect(error.message).not.toContain(TOKEN);
    }
    await expect(credentials.resolve('fabrikam', 'gitops-fabrikam')).resolves.toMatchObject({
      password: TOKEN,
    });
  });

  it("tells a tenant nothing of the vault's other secrets: missing, another tenant's, untagged or disabled read the same", async () => {
    await secrets.setSecret('probe-fabrikam', TOKEN, { tags: { [TENANT_TAG]: 'fabrikam' } });
    await secrets.setSecret('probe-untagged', TOKEN);
    const off = await secrets.setSecret('probe-off', TOKEN, { tags: { [TENANT_TAG]: 'fabrikam' } });
    await secrets.updateSecretProperties('probe-off', off.properties.version!, { enabled: false });
    // The same name in every message, so that only the vault's answer could tell them apart.
    const asked = async (name: string) =>
      (await failure('contoso', name)).message
        .replaceAll(`'${name}'`, "'NAME'")
        .replaceAll(` ${name} `, ' NAME ');
    const answers = new Set(
      await Promise.all(['probe-missing', 'probe-fabrikam', 'probe-untagged', 'probe-off'].map(asked)),
    );
    expect(answers.size).toBe(1);
  });

  it('a disabled secret, an empty one and a missing role are credential errors, never carrying the value', async () => {
    const disabled = await secrets.setSecret('gitops-off', TOKEN, { tags: { [TENANT_TAG]: 'contoso' } });
    await secrets.updateSecretProperties('gitops-off', disabled.properties.version!, { enabled: false });
    expect((await failure('contoso', 'gitops-off')).message).toContain('is disabled');
    expect((await failure('contoso', 'gitops-off')).message).toContain(`not tagged for tenant contoso`);

    await secrets.setSecret('gitops-blank', '  ', { tags: { [TENANT_TAG]: 'contoso' } });
    expect((await failure('contoso', 'gitops-blank')).message).toContain('is empty');

    vault.forbidSecretReads();
    const forbidden = await failure('contoso', 'gitops-contoso');
    expect(forbidden.message).toContain('Key Vault Secrets User');
    expect(forbidden.message).not.toContain(TOKEN);
  });
});
