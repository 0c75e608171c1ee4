import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import type { Role } from '../contract/roles';
import { LocalOperatorIssuer, dataDirLayout, loadConfig } from '../functions/host/cli-entry';
import type { EndpointFile } from '../functions/host/cli-entry';
import { ApiClient } from './api-client';
import { UsageError } from './program/errors';

/**
 * Whom the local issuer's tokens name: the user running the CLI (USER, USERNAME on Windows, else
 * the account), so the tenant's audit trail says who made a change, not just "the CLI".
 */
export function localOperatorName(env: Record<string, string | undefined>): string {
  const named = env.USER || env.USERNAME;
  if (named) return named;
  try {
    return userInfo().username || 'cli';
  } catch {
    // No account entry (a container running under an arbitrary uid): nothing better to say.
    return 'cli';
  }
}

export interface GlobalOptions {
  endpoint?: string;
  dataDir?: string;
  ca?: string;
}

/**
 * Finds where and how to talk to the control plane. Explicit flags and ARCBRIDGE_* variables win;
 * otherwise the embedded host's data dir supplies the URL (endpoint.json), the CA certificate and,
 * through the local issuer key, a short-lived operator token for the tenant at hand.
 */
export class CliContext {
  constructor(
    private readonly options: GlobalOptions,
    private readonly env: Record<string, string | undefined>,
  ) {}

  get dataDir(): string {
    return resolve(this.options.dataDir ?? this.env.ARCBRIDGE_DATA_DIR ?? './.arcbridge');
  }

  endpoint(): string {
    const explicit = this.options.endpoint ?? this.env.ARCBRIDGE_ENDPOINT;
    if (explicit) return explicit;
    const file = dataDirLayout(this.dataDir).endpointFile;
    if (!existsSync(file)) {
      throw new Error(
        `No running control plane found in ${this.dataDir} (no endpoint.json). Start one with 'npm start', or pass --endpoint URL.`,
      );
    }
    return (JSON.parse(readFileSync(file, 'utf8')) as EndpointFile).url;
  }

  caPem(): string | undefined {
    const explicit = this.options.ca ?? this.env.ARCBRIDGE_CA_CERT;
    if (explicit) {
      // A CA the user named must be there: silently trusting only the public roots would fail later, obscurely.
      try {
        return readFileSync(explicit, 'utf8');
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        throw new UsageError(
          `cannot read --ca '${explicit}': ${code === 'ENOENT' ? 'there is no such file' : (err as Error).message}`,
        );
      }
    }
    const path = dataDirLayout(this.dataDir).caCertificate;
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  }

  localIssuer(): LocalOperatorIssuer {
    const keyPath = dataDirLayout(this.dataDir).operatorKey;
    if (!existsSync(keyPath)) {
      throw new Error(
        `No local operator issuer in ${this.dataDir}. Start the embedded control plane once (npm start), or set ARCBRIDGE_TOKEN.`,
      );
    }
    return LocalOperatorIssuer.load(keyPath, loadConfig(this.env).operator);
  }

  async token(tenantId: string, role: Role, ttlSeconds = 300): Promise<string> {
    if (this.env.ARCBRIDGE_TOKEN) return this.env.ARCBRIDGE_TOKEN;
    return this.localIssuer().mint({
      subject: localOperatorName(this.env),
      roles: [role],
      tenants: [tenantId],
      ttlSeconds,
    });
  }

  async client(tenantId: string, role: Role, ttlSeconds = 300): Promise<ApiClient> {
    const caPem = this.caPem();
    return new ApiClient({
      endpoint: this.endpoint(),
      token: await this.token(tenantId, role, ttlSeconds),
      ...(caPem ? { caPem } : {}),
    });
  }
}
