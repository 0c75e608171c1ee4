import { mergeAll } from '../../../functions/assignments/merge-patch';
import { findSecretReferences, secretNameOf, withSecretNames } from '../../../contract/secret-references';
import type { SecretReference } from '../../../contract/secret-references';
import { loadConfig } from '../../../functions/platform/config';
import { findLiteralCredentials } from '../../../functions/secrets/literal-credentials';
import { SecretPolicy } from '../../../functions/secrets/secret-policy';

const GUID = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const kv = (vault: string, name: string, extra: Record<string, unknown> = {}) => ({
  $secretRef: { keyVault: { vault, name, tenantId: GUID, ...extra } },
});

describe('secret references', () => {
  it('finds references at any depth, arrays included, and says why a malformed one is not a reference', () => {
    const found = findSecretReferences({
      a: [{ b: kv('kv-one', 'x') }],
      c: { $secretRef: { kubernetesSecret: { name: 'Not_A_Name' } } },
      d: {
        $secretRef: {
          keyVault: { vault: 'kv-one', name: 'x', tenantId: GUID },
          kubernetesSecret: { name: 'y' },
        },
      },
      e: 'plain',
    });
    expect(found.map((f) => [f.path, f.reference !== undefined])).toEqual([
      ['values.a[0].b', true],
      ['values.c', false],
      ['values.d', false],
    ]);
    expect(found[1]?.invalid).toContain('a Kubernetes object name');
  });

  it('names the Kubernetes Secret a reference resolves to, lower-case and version-suffixed for Key Vault', () => {
    expect(secretNameOf(kv('KV-One', 'Db-Password') as SecretReference)).toBe(
      'arcbridge-kv-kv-one-db-password',
    );
    expect(
      secretNameOf(kv('kv-one', 'x', { version: 'abcdef0123456789abcdef0123456789' }) as SecretReference),
    ).toBe('arcbridge-kv-kv-one-x-abcdef01');
    expect(
      withSecretNames({ a: { $secretRef: { kubernetesSecret: { name: 'db' } } }, b: [kv('kv-one', 'x')] }),
    ).toEqual({
      a: 'db',
      b: ['arcbridge-kv-kv-one-x'],
    });
  });

  it('replaces a reference whole in a merge patch instead of merging two references into one', () => {
    const merged = mergeAll([
      { auth: kv('kv-one', 'x') },
      { auth: { $secretRef: { kubernetesSecret: { name: 'db' } } } },
    ]);
    expect(merged).toEqual({ auth: { $secretRef: { kubernetesSecret: { name: 'db' } } } });
  });
});

describe('SecretPolicy', () => {
  const policy = new SecretPolicy({
    allowed: {
      contoso: { keyVaults: ['kv-contoso-*', 'KV-Shared'], kubernetesSecrets: ['db-creds', 'app-*'] },
    },
    rejectLiteralSecrets: false,
  });

  it('allows exact names and prefixes of the tenant only (vault names case-insensitively)', () => {
    const values = {
      a: kv('kv-contoso-prod', 'x'),
      b: kv('kv-shared', 'x'),
      c: { $secretRef: { kubernetesSecret: { name: 'app-web' } } },
      d: { $secretRef: { kubernetesSecret: { name: 'db-creds' } } },
    };
    expect(policy.violations('contoso', values, 'body.values')).toEqual([]);
    expect(policy.violations('fabrikam', values, 'body.values').map((v) => v.path)).toEqual([
      'body.values.a',
      'body.values.b',
      'body.values.c',
      'body.values.d',
    ]);
    expect(
      policy.violations('contoso', { e: { $secretRef: { kubernetesSecret: { name: 'db-creds-2' } } } }, 'v'),
    ).toEqual([
      {
        path: 'v.e',
        message:
          "Kubernetes Secret 'db-creds-2' is not allowed for tenant 'contoso' (allowed: db-creds, app-*); ask an administrator to add it to ARCBRIDGE_SECRET_REFERENCES",
      },
    ]);
  });

  it('accepts literal values unless the policy option is on', () => {
    const values = { password: 'p4ssw0rd!' };
    expect(policy.violations('contoso', values, 'v')).toEqual([]);
    const strict = new SecretPolicy({ allowed: {}, rejectLiteralSecrets: true });
    expect(strict.violations('contoso', values, 'v').map((v) => v.path)).toEqual(['v.password']);
  });
});

describe('literal credential heuristics', () => {
  const paths = (values: unknown) => findLiteralCredentials(values, 'v').map((f) => f.path);

  it.each([
    [{ password: 'x' }, ['v.password']],
    [{ db: { adminPassword: 'x' } }, ['v.db.adminPassword']],
    [
      { apiKey: 'x', api_key: 'y', clientSecret: 'z', connectionString: 'w', token: 't' },
      ['v.apiKey', 'v.api_key', 'v.clientSecret', 'v.connectionString', 'v.token'],
    ],
    [{ tls: { key: '-----BEGIN EC PRIVATE KEY-----\nMHc...' } }, ['v.tls.key']],
    [{ url: 'postgres://app:s3cret@db:5432/app' }, ['v.url']],
    [
      {
        anything:
          'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      },
      ['v.anything'],
    ],
    [{ aws: { id: 'AKIAIOSFODNN7EXAMPLE' } }, ['v.aws.id']],
    [
      { conn: 'Endpoint=sb://x.servicebus.windows.net/;SharedAccessKeyName=k;SharedAccessKey=abc=' },
      ['v.conn'],
    ],
  ])('flags %j', (values, expected) => {
    expect(paths(values)).toEqual(expected);
  });

  it.each([
    [{ existingSecret: 'db-creds', secretName: 'x', passwordKey: 'password', tokenFile: '/var/run/token' }],
    [{ password: '' }],
    [{ auth: { password: { $secretRef: { kubernetesSecret: { name: 'db' } } } } }],
    [{ url: 'https://example.com/path', image: { tag: 'v1' }, replicas: 3, enablePassword: 'true' }],
    [{ keyVaultName: 'kv-one', tokenRef: 'x', usePassword: 'yes' }],
  ])('does not flag %j', (values) => {
    expect(paths(values)).toEqual([]);
  });
});

describe('configuration', () => {
  it('reads the tenant allowances and the literal secrets option, and names a malformed setting', () => {
    const config = loadConfig({
      ARCBRIDGE_SECRET_REFERENCES: '{"contoso":{"keyVaults":["kv-*"]}}',
      ARCBRIDGE_REJECT_LITERAL_SECRETS: 'true',
    });
    expect(config.secrets).toEqual({
      allowed: { contoso: { keyVaults: ['kv-*'] } },
      rejectLiteralSecrets: true,
    });
    expect(loadConfig({}).secrets).toEqual({ allowed: {}, rejectLiteralSecrets: false });
    expect(() => loadConfig({ ARCBRIDGE_SECRET_REFERENCES: '{contoso' })).toThrow(
      /ARCBRIDGE_SECRET_REFERENCES: not JSON/,
    );
    expect(() => loadConfig({ ARCBRIDGE_SECRET_REFERENCES: '{"contoso":{"vaults":["x"]}}' })).toThrow(
      /ARCBRIDGE_SECRET_REFERENCES/,
    );
  });
});
