import { randomBytes } from 'node:crypto';
import { asObject, HttpError, ok } from './fake-key-vault-http';
import type { Reply } from './fake-key-vault-http';

/**
 * The secrets collection of the fake Key Vault, as the service speaks it (api-version 7.x /
 * 2025-07-01, what `@azure/keyvault-secrets` 4.x sends):
 *
 * - `PUT /secrets/{name}`: a new version (`value`, `contentType`, `tags`, `attributes.enabled|nbf|exp`);
 * - `GET /secrets/{name}/{version}`: the version, or the latest when `{version}` is empty
 *   (`/secrets/{name}/`, what `SecretClient.getSecret(name)` sends); an unknown name or version is
 *   404 `SecretNotFound`; a disabled version is 403 `Forbidden` with inner error `SecretDisabled`;
 * - `PATCH /secrets/{name}/{version}`: attributes, content type and tags (`updateSecretProperties`);
 * - a caller without a data-plane role that allows the read gets 403 `Forbidden` / `ForbiddenByRbac`
 *   (`forbidReads`), what a missing "Key Vault Secrets User" assignment looks like.
 */
export class FakeVaultSecrets {
  private readonly secrets = new Map<string, SecretVersion[]>();
  /** Whether reads are refused as if the caller had no role on the vault. */
  readsForbidden = false;

  constructor(private readonly vaultUrl: () => string) {}

  route(method: string, name: string, version: string | undefined, body: unknown): Reply | undefined {
    if (method === 'PUT' && version === undefined) return ok(this.set(name, body));
    if (method === 'GET' && version !== 'versions') return ok(this.bundle(name, this.read(name, version)));
    if (method === 'PATCH' && version) return ok(this.update(name, version, body));
    return undefined;
  }

  private set(name: string, body: unknown): unknown {
    const params = asObject(body);
    if (typeof params.value !== 'string') {
      throw new HttpError(400, 'BadParameter', 'Property value is required and must be a string.');
    }
    // The service's limit on a secret value: 25 KiB.
    if (Buffer.byteLength(params.value, 'utf8') > 25 * 1024) {
      throw new HttpError(400, 'BadParameter', 'The secret value exceeds the maximum size of 25 KB.');
    }
    const attributes = asObject(params.attributes ?? {});
    const now = nowSeconds();
    const created: SecretVersion = {
      version: randomBytes(16).toString('hex'),
      value: params.value,
      contentType: typeof params.contentType === 'string' ? params.contentType : undefined,
      tags: params.tags as Record<string, string> | undefined,
      enabled: attributes.enabled !== false,
      nbf: typeof attributes.nbf === 'number' ? attributes.nbf : undefined,
      exp: typeof attributes.exp === 'number' ? attributes.exp : undefined,
      created: now,
      updated: now,
    };
    const versions = this.secrets.get(name.toLowerCase()) ?? [];
    versions.push(created);
    this.secrets.set(name.toLowerCase(), versions);
    return this.bundle(name, created);
  }

  private read(name: string, version: string | undefined): SecretVersion {
    if (this.readsForbidden) {
      throw new HttpError(
        403,
        'Forbidden',
        `Caller is not authorized to perform action on resource.\r\nIf role assignments, deny assignments or role definitions were changed recently, please observe propagation time.\r\nAction: 'Microsoft.KeyVault/vaults/secrets/getSecret/action'\r\nResource: '${name.toLowerCase()}'`,
        {},
        'ForbiddenByRbac',
      );
    }
    const secret = this.find(name, version);
    if (!secret.enabled) {
      throw new HttpError(
        403,
        'Forbidden',
        'Operation get is not allowed on a disabled secret.',
        {},
        'SecretDisabled',
      );
    }
    return secret;
  }

  private update(name: string, version: string, body: unknown): unknown {
    const params = asObject(body);
    const secret = this.find(name, version);
    const attributes = asObject(params.attributes ?? {});
    if (typeof attributes.enabled === 'boolean') secret.enabled = attributes.enabled;
    if (typeof attributes.nbf === 'number') secret.nbf = attributes.nbf;
    if (typeof attributes.exp === 'number') secret.exp = attributes.exp;
    if (typeof params.contentType === 'string') secret.contentType = params.contentType;
    if (params.tags !== undefined) secret.tags = params.tags as Record<string, string>;
    secret.updated = nowSeconds();
    // The update answers the bundle without its value.
    const { value: _value, ...withoutValue } = this.bundle(name, secret) as Record<string, unknown>;
    return withoutValue;
  }

  private find(name: string, version: string | undefined): SecretVersion {
    const versions = this.secrets.get(name.toLowerCase()) ?? [];
    const secret = version ? versions.find((candidate) => candidate.version === version) : versions.at(-1);
    if (!secret) {
      throw new HttpError(
        404,
        'SecretNotFound',
        `A secret with (name/id) ${name}${version ? `/${version}` : ''} was not found in this key vault. If you recently deleted this secret you may be able to recover it using the correct recovery command. For help resolving this issue, please see https://go.microsoft.com/fwlink/?linkid=2125182`,
      );
    }
    return secret;
  }

  private bundle(name: string, secret: SecretVersion): unknown {
    return {
      value: secret.value,
      ...(secret.contentType !== undefined ? { contentType: secret.contentType } : {}),
      id: `${this.vaultUrl()}/secrets/${name}/${secret.version}`,
      attributes: {
        enabled: secret.enabled,
        ...(secret.nbf !== undefined ? { nbf: secret.nbf } : {}),
        ...(secret.exp !== undefined ? { exp: secret.exp } : {}),
        created: secret.created,
        updated: secret.updated,
        recoveryLevel: 'Recoverable+Purgeable',
        recoverableDays: 90,
      },
      ...(secret.tags ? { tags: secret.tags } : {}),
    };
  }
}

interface SecretVersion {
  version: string;
  value: string;
  contentType: string | undefined;
  tags: Record<string, string> | undefined;
  enabled: boolean;
  nbf: number | undefined;
  exp: number | undefined;
  created: number;
  updated: number;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
