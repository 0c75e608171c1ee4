import { X509Certificate } from 'node:crypto';
import { run } from '../../../cli/main';
import { startFakeKeyVault } from '../../support/fake-key-vault';
import type { FakeKeyVault } from '../../support/fake-key-vault';

/** `arcbridge ca init` through the real Key Vault SDKs against the loopback fake vault. */
describe('arcbridge ca init', () => {
  let vault: FakeKeyVault;
  beforeAll(async () => {
    vault = await startFakeKeyVault({ sku: 'premium' });
  });
  afterAll(async () => {
    await vault.close();
  });

  const cli = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await run(
      args,
      {},
      { out: (t) => out.push(t), err: (t) => err.push(t) },
      { credential: vault.credential, clientOptions: vault.clientOptions },
    );
    return { code, out: out.join(''), err: err.join('') };
  };

  it('creates a CA:TRUE certificate whose key stays in the vault, reporting each step, then is idempotent', async () => {
    const first = await cli(['ca', 'init', '--vault', vault.url, '--hsm', '--output', 'json']);
    expect(first.code).toBe(0);
    const result = JSON.parse(first.out) as Record<string, string>;
    expect(result).toMatchObject({ status: 'created', certificateName: 'arcbridge-ca', vault: vault.url });
    const ca = new X509Certificate(result.certificatePem as string);
    expect(ca.ca).toBe(true);
    expect(ca.subject).toContain('CN=ArcBridge CA');
    expect(result.keyId).toMatch(new RegExp(`^${vault.url}/keys/arcbridge-ca/[0-9a-f]+$`));
    // Progress lines on stderr, in order, so stdout stays JSON.
    const steps = [...first.err.matchAll(/^\[([a-z-]+)\]/gm)].map((m) => m[1]);
    expect(steps[0]).toBe('inspect');
    expect(steps).toEqual(expect.arrayContaining(['create-key', 'request-csr', 'sign', 'store', 'verify']));
    // --hsm asked the vault for an EC-HSM key; the private key never left it (only sign calls).
    const creates = vault.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/create'));
    expect(JSON.stringify(creates.map((r) => r.requestBody))).toContain('EC-HSM');
    expect(vault.requests.some((r) => JSON.stringify(r.responseBody ?? '').includes('"d"'))).toBe(false);

    const second = await cli(['ca', 'init', '--vault', vault.url]);
    expect(second.code).toBe(0);
    expect(second.out).toContain('already exists; nothing changed');
    expect(second.out).toContain(result.fingerprintSha256);
  });

  it('honours --certificate-name and refuses a non-https vault URL', async () => {
    const named = await cli([
      'ca',
      'init',
      '--vault',
      vault.url,
      '--certificate-name',
      'fleet-ca',
      '-o',
      'json',
    ]);
    expect(named.code).toBe(0);
    expect(JSON.parse(named.out)).toMatchObject({ status: 'created', certificateName: 'fleet-ca' });

    const insecure = await cli(['ca', 'init', '--vault', 'http://example.vault.azure.net']);
    // A wrong flag value is a usage error: exit 2 (docs/cli.md).
    expect(insecure.code).toBe(2);
    expect(insecure.err).toContain('--vault must be an https URL');
    const missing = await cli(['ca', 'init']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("required option '--vault <url>' not specified");
  });
});
