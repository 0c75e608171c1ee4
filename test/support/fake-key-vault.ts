/**
 * Over 400 lines on purpose: one loopback HTTPS fake of every Key Vault REST call the signer and
 * `ca init` make (keys, certificates, the certificate's secret, sign, fault injection, request
 * recording), kept in one file so the emulated surface can be read against the REST reference
 * side by side. Split per object type, the shared vault state and request router would scatter.
 */
import 'reflect-metadata';
import { Agent, createServer } from 'node:https';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createECDH,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  webcrypto,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import type { AccessToken, GetTokenOptions, TokenCredential } from '@azure/identity';
import { asObject, HttpError, ok } from './fake-key-vault-http';
import type { Reply } from './fake-key-vault-http';
import { FakeVaultSecrets } from './fake-key-vault-secrets';

/**
 * A loopback HTTPS fake of the few Key Vault REST calls ArcBridge uses, spoken on the wire the
 * way the service does (JSON shapes of api-version 7.x / 2025-07-01), so the real
 * `@azure/keyvault-keys` and `@azure/keyvault-certificates` clients can be pointed at it:
 *
 * - challenge auth: a request without the expected bearer token gets 401 + WWW-Authenticate;
 * - keys: create (EC / EC-HSM, P-256), get (latest or by version; public JWK only), sign (ES256
 *   over a 32-byte digest, raw r||s, base64url);
 * - secrets: set, get (latest or by version), update properties (fake-key-vault-secrets.ts);
 * - certificates: create with issuer `Self` (completes at once, CA:FALSE like the real service)
 *   or `Unknown` (pending operation carrying a CSR), get the pending operation, merge (x5c),
 *   get (latest or by version), list versions;
 * - error injection: the next N sign calls answer 429 (or any status) with Retry-After;
 * - throttling like the service's (`limitSigns`): over N signs per window, 429 + Retry-After.
 *
 * Private keys stay inside this object: no response ever carries `d` or the key itself.
 */
export interface FakeKeyVault {
  /** `https://127.0.0.1:PORT` */
  readonly url: string;
  /** An agent that trusts the fake's self-signed TLS certificate. */
  readonly agent: Agent;
  /** Options to hand to KeyClient / CertificateClient / CryptographyClient / SecretClient. */
  readonly clientOptions: { agent: Agent; disableChallengeResourceVerification: true };
  /** A `{ getToken }` credential whose token the fake accepts; records every call. */
  readonly credential: RecordingCredential;
  /** Every request, in arrival order. */
  readonly requests: RecordedRequest[];
  /** Answer the next `count` sign calls with `status` (default 429) and `Retry-After`. */
  failNextSigns(count: number, options?: { status?: number; retryAfterSeconds?: number }): void;
  /**
   * Throttles sign the way Key Vault does: at most `operations` per sliding `windowMs` per vault,
   * beyond that 429 with `Retry-After` (seconds until the window has room). Key Vault's own limit
   * for HSM ECC P-256 sign is 2,000 per 10 s; tests use small numbers. The window runs on `now`
   * (milliseconds), the wall clock unless a test passes its own so that load cannot move it.
   */
  limitSigns(operations: number, windowMs?: number, now?: () => number): void;
  /** Refuse (or again allow) secret reads as the service does for a caller without a role that allows them. */
  forbidSecretReads(forbidden?: boolean): void;
  /** Version ids of a key, oldest first, including versions hidden behind a pending certificate. */
  keyVersions(name: string): string[];
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  apiVersion: string | null;
  authorized: boolean;
  status: number;
  requestBody: unknown;
  responseBody: unknown;
}

export interface RecordingCredential extends TokenCredential {
  calls: { scopes: string[]; tenantId: string | undefined }[];
}

export interface FakeKeyVaultOptions {
  /** `premium` (default) accepts EC-HSM keys; `standard` rejects them as the real service does. */
  sku?: 'standard' | 'premium';
  tenantId?: string;
}

const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');
const EC_OPS = ['sign', 'verify'];
const SELF_SIGNED_DEFAULT_EKUS = ['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2'];

interface KeyVersion {
  version: string;
  kty: 'EC' | 'EC-HSM';
  keyOps: string[];
  privateKey: KeyObject;
  x: string;
  y: string;
  enabled: boolean;
  created: number;
  tags: Record<string, string> | undefined;
  /** Backs a certificate (the service marks such keys `managed`). */
  managed: boolean;
  /** False while the certificate version that created it is pending: the service has no kid for it yet. */
  visible: boolean;
}

interface CertificateVersion {
  version: string;
  policy: WirePolicy;
  issuerName: 'Self' | 'Unknown';
  status: 'inProgress' | 'completed';
  csr: Buffer;
  cer: Buffer | undefined;
  created: number;
  updated: number;
  tags: Record<string, string> | undefined;
  requestId: string;
}

interface WirePolicy {
  key_props?: { kty?: string; crv?: string; exportable?: boolean; reuse_key?: boolean; key_size?: number };
  secret_props?: { contentType?: string };
  x509_props?: { subject?: string; ekus?: string[]; key_usage?: string[]; validity_months?: number };
  issuer?: { name?: string };
  lifetime_actions?: unknown[];
  attributes?: { enabled?: boolean };
}

export async function startFakeKeyVault(options: FakeKeyVaultOptions = {}): Promise<FakeKeyVault> {
  const tls = await selfSignedServerCertificate();
  const vault = new FakeVaultState(options.sku ?? 'premium', options.tenantId ?? 'tenant');
  const server = createServer({ key: tls.keyPem, cert: tls.certPem }, (req, res) => {
    vault.handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'InternalError', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `https://127.0.0.1:${port}`;
  vault.url = url;
  const agent = new Agent({ ca: tls.certPem, keepAlive: true });
  return {
    url,
    agent,
    clientOptions: { agent, disableChallengeResourceVerification: true },
    credential: vault.credential,
    requests: vault.requests,
    failNextSigns: (count, failure = {}) => {
      vault.signFailures = {
        remaining: count,
        status: failure.status ?? 429,
        retryAfter: failure.retryAfterSeconds ?? 10,
      };
    },
    limitSigns: (operations, windowMs = 10_000, now = Date.now) => {
      vault.signLimit = { operations, windowMs, now, recent: [] };
    },
    forbidSecretReads: (forbidden = true) => {
      vault.secrets.readsForbidden = forbidden;
    },
    keyVersions: (name) => (vault.keys.get(name.toLowerCase()) ?? []).map((key) => key.version),
    close: () => closeServer(server, agent),
  };
}

class FakeVaultState {
  url = '';
  readonly keys = new Map<string, KeyVersion[]>();
  readonly certificates = new Map<string, CertificateVersion[]>();
  readonly secrets = new FakeVaultSecrets(() => this.url);
  readonly requests: RecordedRequest[] = [];
  readonly credential: RecordingCredential;
  signFailures = { remaining: 0, status: 429, retryAfter: 10 };
  signLimit: { operations: number; windowMs: number; now: () => number; recent: number[] } | undefined;
  private readonly token = `fake-kv-token-${randomUUID()}`;

  constructor(
    private readonly sku: 'standard' | 'premium',
    private readonly tenantId: string,
  ) {
    const token = this.token;
    const calls: RecordingCredential['calls'] = [];
    this.credential = {
      calls,
      async getToken(scopes: string | string[], opts?: GetTokenOptions): Promise<AccessToken> {
        calls.push({ scopes: Array.isArray(scopes) ? scopes : [scopes], tenantId: opts?.tenantId });
        return { token, expiresOnTimestamp: Date.now() + 3600_000 };
      },
    };
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', this.url);
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      apiVersion: url.searchParams.get('api-version'),
      authorized: req.headers.authorization === `Bearer ${this.token}`,
      status: 0,
      requestBody: undefined,
      responseBody: undefined,
    };
    this.requests.push(record);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      record.responseBody = body;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (!record.authorized) {
      // What the service answers before it knows who is calling; the SDK learns the token scope here.
      send(
        401,
        { error: { code: 'Unauthorized', message: 'AKV10000: Request is missing a Bearer or PoP token.' } },
        {
          'www-authenticate': `Bearer authorization="https://login.microsoftonline.com/${this.tenantId}", resource="https://vault.azure.net"`,
        },
      );
      return;
    }
    try {
      if (!record.apiVersion)
        throw new HttpError(400, 'BadParameter', 'The api-version query parameter is missing.');
      const body = raw.length > 0 ? parseJson(raw) : undefined;
      record.requestBody = body;
      const { status, body: responseBody, headers } = await this.route(record.method, url.pathname, body);
      send(status, responseBody, headers);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      send(err.status, err.body(), err.headers);
    }
  }

  private async route(method: string, path: string, body: unknown): Promise<Reply> {
    const parts = path.split('/').filter((part, index, all) => part !== '' || index < all.length - 1);
    // parts[0] is '' (leading slash); a trailing '' (`/keys/name/`, the SDK's "latest") is dropped.
    const [, collection, name, third, fourth] = parts;
    if (!name || !/^[0-9a-zA-Z-]{1,127}$/.test(name)) {
      throw new HttpError(400, 'BadParameter', `Invalid name in ${path}.`);
    }
    if (collection === 'keys') {
      if (method === 'POST' && third === 'create' && fourth === undefined)
        return ok(this.createKey(name, body));
      if (method === 'GET' && fourth === undefined) return ok(this.keyBundle(this.findKey(name, third)));
      if (method === 'POST' && third && fourth === 'sign') return this.sign(name, third, body);
    }
    if (collection === 'secrets' && fourth === undefined) {
      const reply = this.secrets.route(method, name, third, body);
      if (reply) return reply;
    }
    if (collection === 'certificates') {
      if (method === 'POST' && third === 'create' && fourth === undefined)
        return this.createCertificate(name, body);
      if (method === 'GET' && third === 'pending' && fourth === undefined) {
        return ok(this.operationBody(name, this.latestOperation(name)));
      }
      if (method === 'POST' && third === 'pending' && fourth === 'merge') return this.merge(name, body);
      if (method === 'GET' && third === 'versions' && fourth === undefined)
        return ok(this.listVersions(name));
      if (method === 'GET' && fourth === undefined)
        return ok(this.certificateBundle(name, this.findCertificate(name, third)));
    }
    throw new HttpError(404, 'NotFound', `The fake Key Vault does not implement ${method} ${path}.`);
  }

  // ---- keys ----

  private createKey(name: string, body: unknown): unknown {
    const params = asObject(body);
    const kty = params.kty;
    if (kty !== 'EC' && kty !== 'EC-HSM') {
      throw new HttpError(
        400,
        'BadParameter',
        `The fake supports kty EC and EC-HSM only, got ${String(kty)}.`,
      );
    }
    const crv = params.crv ?? 'P-256';
    if (crv !== 'P-256')
      throw new HttpError(400, 'BadParameter', `The fake supports crv P-256 only, got ${String(crv)}.`);
    this.checkSku(kty);
    const keyOps = Array.isArray(params.key_ops) ? (params.key_ops as string[]) : EC_OPS;
    const attributes = asObject(params.attributes ?? {});
    const key = this.addKeyVersion(name, {
      kty,
      keyOps,
      tags: params.tags as Record<string, string> | undefined,
      enabled: attributes.enabled !== false,
      managed: false,
      visible: true,
    });
    return this.keyBundle(key);
  }

  private addKeyVersion(
    name: string,
    init: Omit<KeyVersion, 'version' | 'privateKey' | 'x' | 'y' | 'created'> & {
      privateKey?: KeyObject;
      version?: string;
    },
  ): KeyVersion {
    const privateKey = init.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
    const key: KeyVersion = {
      ...init,
      version: init.version ?? newVersion(),
      privateKey,
      x: jwk.x as string,
      y: jwk.y as string,
      created: nowSeconds(),
    };
    const versions = this.keys.get(name.toLowerCase()) ?? [];
    versions.push(key);
    this.keys.set(name.toLowerCase(), versions);
    return key;
  }

  private findKey(name: string, version: string | undefined): KeyVersion & { name: string } {
    const versions = (this.keys.get(name.toLowerCase()) ?? []).filter((key) => key.visible);
    const key = version ? versions.find((candidate) => candidate.version === version) : versions.at(-1);
    if (!key) {
      throw new HttpError(
        404,
        'KeyNotFound',
        `A key with (name/id) ${name}${version ? `/${version}` : ''} was not found in this key vault.`,
      );
    }
    return { ...key, name };
  }

  private keyBundle(key: KeyVersion & { name?: string }): unknown {
    const name = key.name ?? this.keyName(key);
    // Only public members: the service never returns d for EC keys, and neither may the fake.
    return {
      key: {
        kid: `${this.url}/keys/${name}/${key.version}`,
        kty: key.kty,
        key_ops: key.keyOps,
        crv: 'P-256',
        x: key.x,
        y: key.y,
      },
      attributes: {
        enabled: key.enabled,
        created: key.created,
        updated: key.created,
        recoveryLevel: 'Recoverable+Purgeable',
        recoverableDays: 90,
        exportable: false,
      },
      ...(key.tags ? { tags: key.tags } : {}),
      ...(key.managed ? { managed: true } : {}),
    };
  }

  /**
   * Key Vault's throttling: "If you exceed the limits, Key Vault returns HTTP 429 'Too many
   * requests'" with a Retry-After header, per vault and per operation class over 10-second windows
   * (https://learn.microsoft.com/azure/key-vault/general/overview-throttling,
   * https://learn.microsoft.com/azure/key-vault/general/service-limits). A throttled call is not executed.
   */
  private throttleSign(): void {
    const limit = this.signLimit;
    if (!limit) return;
    const now = limit.now();
    while (limit.recent.length > 0 && limit.recent[0]! <= now - limit.windowMs) limit.recent.shift();
    if (limit.recent.length >= limit.operations) {
      const retryAfter = Math.max(1, Math.ceil((limit.recent[0]! + limit.windowMs - now) / 1000));
      throw new HttpError(
        429,
        'Throttled',
        'Request was not processed because too many requests were received. Reason: VaultRequestTypeLimitReached',
        { 'retry-after': String(retryAfter) },
      );
    }
    limit.recent.push(now);
  }

  private keyName(key: KeyVersion): string {
    for (const [name, versions] of this.keys) if (versions.includes(key)) return name;
    return 'unknown';
  }

  private sign(name: string, version: string, body: unknown): Reply {
    this.throttleSign();
    if (this.signFailures.remaining > 0) {
      this.signFailures.remaining -= 1;
      const { status, retryAfter } = this.signFailures;
      throw new HttpError(
        status,
        status === 429 ? 'Throttled' : 'ServiceUnavailable',
        status === 429
          ? 'Request was not processed because too many requests were received. Reason: VaultRequestTypeLimitReached'
          : 'The service is temporarily unavailable.',
        { 'retry-after': String(retryAfter) },
      );
    }
    const key = this.findKey(name, version);
    if (!key.enabled)
      throw new HttpError(403, 'Forbidden', `Operation sign is not allowed on a disabled key.`);
    if (!key.keyOps.includes('sign'))
      throw new HttpError(403, 'Forbidden', `Operation sign is not permitted on this key.`);
    const params = asObject(body);
    if (params.alg !== 'ES256') {
      throw new HttpError(
        400,
        'BadParameter',
        `Algorithm ${String(params.alg)} is not supported for a P-256 key.`,
      );
    }
    const digest =
      typeof params.value === 'string' ? Buffer.from(params.value, 'base64url') : Buffer.alloc(0);
    if (digest.length !== 32)
      throw new HttpError(400, 'BadParameter', 'Invalid digest length: ES256 needs 32 bytes.');
    return ok({
      kid: `${this.url}/keys/${name}/${key.version}`,
      value: signDigestP256(key.privateKey, digest).toString('base64url'),
    });
  }

  private checkSku(kty: string): void {
    if (kty === 'EC-HSM' && this.sku !== 'premium') {
      throw new HttpError(400, 'BadParameter', 'HSM-protected keys need a Premium vault.');
    }
  }

  // ---- certificates ----

  private async createCertificate(name: string, body: unknown): Promise<Reply> {
    const params = asObject(body);
    const policy = asObject(params.policy ?? {}) as WirePolicy;
    const issuerName = policy.issuer?.name;
    if (issuerName !== 'Self' && issuerName !== 'Unknown') {
      throw new HttpError(
        400,
        'BadParameter',
        `The fake supports issuers Self and Unknown only, got ${String(issuerName)}.`,
      );
    }
    const subject = policy.x509_props?.subject;
    if (!subject) throw new HttpError(400, 'BadParameter', 'Policy x509_props.subject is required.');
    const kty = policy.key_props?.kty ?? 'RSA';
    if (kty !== 'EC' && kty !== 'EC-HSM') {
      throw new HttpError(
        400,
        'BadParameter',
        `The fake supports key_props.kty EC and EC-HSM only, got ${kty}.`,
      );
    }
    if ((policy.key_props?.crv ?? 'P-256') !== 'P-256') {
      throw new HttpError(400, 'BadParameter', 'The fake supports key_props.crv P-256 only.');
    }
    this.checkSku(kty);
    const versions = this.certificates.get(name.toLowerCase()) ?? [];
    if (versions.some((candidate) => candidate.status === 'inProgress')) {
      throw new HttpError(
        409,
        'Conflict',
        `There is a pending operation on certificate ${name}; merge or delete it first.`,
      );
    }
    // reuse_key: the new version gets a new key version with the previous version's key material.
    const previousKey = this.latestCompletedCertificateKey(name);
    const reuse = policy.key_props?.reuse_key === true && previousKey !== undefined;
    const version = newVersion();
    const key = this.addKeyVersion(name, {
      version,
      kty,
      keyOps: EC_OPS,
      tags: undefined,
      enabled: true,
      managed: true,
      visible: issuerName === 'Self',
      ...(reuse ? { privateKey: previousKey.privateKey } : {}),
    });
    const created: CertificateVersion = {
      version,
      policy: { ...policy, key_props: { ...policy.key_props, crv: 'P-256' } },
      issuerName,
      status: issuerName === 'Self' ? 'completed' : 'inProgress',
      csr: Buffer.alloc(0),
      cer: undefined,
      created: nowSeconds(),
      updated: nowSeconds(),
      tags: params.tags as Record<string, string> | undefined,
      requestId: randomUUID().replace(/-/g, ''),
    };
    await buildRequestAndSelfSigned(created, key);
    versions.push(created);
    this.certificates.set(name.toLowerCase(), versions);
    return {
      status: 202,
      body: this.operationBody(name, created),
      headers: { location: `${this.url}/certificates/${name}/pending?api-version=7.6`, 'retry-after': '10' },
    };
  }

  private latestCompletedCertificateKey(name: string): KeyVersion | undefined {
    const completed = (this.certificates.get(name.toLowerCase()) ?? []).filter(
      (cert) => cert.status === 'completed',
    );
    const latest = completed.at(-1);
    return latest
      ? (this.keys.get(name.toLowerCase()) ?? []).find((key) => key.version === latest.version)
      : undefined;
  }

  private latestOperation(name: string): CertificateVersion {
    const latest = (this.certificates.get(name.toLowerCase()) ?? []).at(-1);
    if (!latest)
      throw new HttpError(404, 'PendingCertificateNotFound', `Pending certificate not found: ${name}`);
    return latest;
  }

  private operationBody(name: string, cert: CertificateVersion): unknown {
    return {
      id: `${this.url}/certificates/${name}/pending`,
      issuer: { name: cert.issuerName },
      csr: cert.csr.toString('base64'),
      cancellation_requested: false,
      status: cert.status,
      status_details:
        cert.status === 'inProgress'
          ? 'Pending certificate created. Certificate request is in progress. This may take some time based on the issuer provider. Please check again later.'
          : '',
      ...(cert.status === 'completed' ? { target: `${this.url}/certificates/${name}` } : {}),
      request_id: cert.requestId,
    };
  }

  private merge(name: string, body: unknown): Reply {
    const versions = this.certificates.get(name.toLowerCase()) ?? [];
    const pending = versions.find((cert) => cert.status === 'inProgress');
    if (!pending)
      throw new HttpError(404, 'PendingCertificateNotFound', `Pending certificate not found: ${name}`);
    const params = asObject(body);
    const x5c = params.x5c;
    if (!Array.isArray(x5c) || x5c.length === 0 || typeof x5c[0] !== 'string') {
      throw new HttpError(400, 'BadParameter', 'x5c must be a non-empty array of base64 DER certificates.');
    }
    let leaf: x509.X509Certificate;
    try {
      leaf = new x509.X509Certificate(Buffer.from(x5c[0], 'base64'));
    } catch {
      throw new HttpError(400, 'BadParameter', 'x5c[0] is not a DER X.509 certificate.');
    }
    const csr = new x509.Pkcs10CertificateRequest(new Uint8Array(pending.csr));
    if (!Buffer.from(leaf.publicKey.rawData).equals(Buffer.from(csr.publicKey.rawData))) {
      throw new HttpError(
        400,
        'BadParameter',
        'The public key of x5c[0] does not match the pending certificate signing request.',
      );
    }
    pending.cer = Buffer.from(leaf.rawData);
    pending.status = 'completed';
    pending.updated = nowSeconds();
    if (params.tags) pending.tags = params.tags as Record<string, string>;
    const key = (this.keys.get(name.toLowerCase()) ?? []).find(
      (candidate) => candidate.version === pending.version,
    );
    if (key) key.visible = true;
    return { status: 201, body: this.certificateBundle(name, pending) };
  }

  private findCertificate(name: string, version: string | undefined): CertificateVersion {
    const versions = this.certificates.get(name.toLowerCase()) ?? [];
    const cert = version ? versions.find((candidate) => candidate.version === version) : versions.at(-1);
    if (!cert) {
      throw new HttpError(
        404,
        'CertificateNotFound',
        `A certificate with (name/id) ${name}${version ? `/${version}` : ''} was not found in this key vault.`,
      );
    }
    return cert;
  }

  private certificateAttributes(cert: CertificateVersion): Record<string, unknown> {
    const parsed = cert.cer ? new x509.X509Certificate(new Uint8Array(cert.cer)) : undefined;
    return {
      // A certificate version without its X.509 certificate yet (pending) is reported disabled.
      enabled: parsed !== undefined && cert.policy.attributes?.enabled !== false,
      ...(parsed
        ? {
            nbf: Math.floor(parsed.notBefore.getTime() / 1000),
            exp: Math.floor(parsed.notAfter.getTime() / 1000),
          }
        : {}),
      created: cert.created,
      updated: cert.updated,
      recoveryLevel: 'Recoverable+Purgeable',
      recoverableDays: 90,
    };
  }

  private certificateBundle(name: string, cert: CertificateVersion): unknown {
    return {
      id: `${this.url}/certificates/${name}/${cert.version}`,
      kid: `${this.url}/keys/${name}/${cert.version}`,
      sid: `${this.url}/secrets/${name}/${cert.version}`,
      ...(cert.cer
        ? { x5t: createHash('sha1').update(cert.cer).digest('base64url'), cer: cert.cer.toString('base64') }
        : {}),
      attributes: this.certificateAttributes(cert),
      policy: {
        id: `${this.url}/certificates/${name}/policy`,
        ...cert.policy,
        attributes: { enabled: true, created: cert.created, updated: cert.updated },
      },
      ...(cert.tags ? { tags: cert.tags } : {}),
    };
  }

  private listVersions(name: string): unknown {
    const versions = this.certificates.get(name.toLowerCase()) ?? [];
    return {
      value: versions.map((cert) => ({
        id: `${this.url}/certificates/${name}/${cert.version}`,
        ...(cert.cer ? { x5t: createHash('sha1').update(cert.cer).digest('base64url') } : {}),
        attributes: this.certificateAttributes(cert),
        ...(cert.tags ? { tags: cert.tags } : {}),
      })),
      nextLink: null,
    };
  }
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'BadParameter', 'The request body is not valid JSON.');
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function newVersion(): string {
  return randomBytes(16).toString('hex');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * ECDSA P-256 over a caller-supplied digest (what Key Vault's sign does). Node can only sign
 * messages it hashes itself, so the scalar multiplication k*G comes from ECDH and the rest is
 * s = k^-1 (z + r*d) mod n.
 */
export function signDigestP256(privateKey: KeyObject, digest: Buffer): Buffer {
  const d = bytesToBigInt(Buffer.from(privateKey.export({ format: 'jwk' }).d as string, 'base64url'));
  const z = bytesToBigInt(digest);
  for (;;) {
    const k = bytesToBigInt(randomBytes(32));
    if (k === 0n || k >= P256_ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(bigIntToBytes(k));
    const point = ecdh.getPublicKey();
    const r = bytesToBigInt(point.subarray(1, 33)) % P256_ORDER;
    if (r === 0n) continue;
    const s = (modPow(k, P256_ORDER - 2n, P256_ORDER) * ((z + r * d) % P256_ORDER)) % P256_ORDER;
    if (s === 0n) continue;
    return Buffer.concat([bigIntToBytes(r), bigIntToBytes(s)]);
  }
}

function bytesToBigInt(bytes: Buffer): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${bytes.toString('hex')}`);
}

function bigIntToBytes(value: bigint): Buffer {
  return Buffer.from(value.toString(16).padStart(64, '0'), 'hex');
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** What the service does on create: a CSR signed by the new key, and for issuer Self the certificate. */
async function buildRequestAndSelfSigned(created: CertificateVersion, key: KeyVersion): Promise<void> {
  const keys = await toWebCryptoKeys(key.privateKey);
  const subject = created.policy.x509_props?.subject as string;
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: subject,
    keys,
    signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
  });
  created.csr = Buffer.from(csr.rawData);
  if (created.issuerName !== 'Self') return;
  const months = created.policy.x509_props?.validity_months ?? 12;
  const notBefore = new Date(Date.now() - 5 * 60_000);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: subject,
    keys,
    serialNumber: randomBytes(16)
      .toString('hex')
      .replace(/^[89a-f]/, '1'),
    notBefore,
    notAfter: new Date(notBefore.getTime() + months * 31 * 24 * 3600_000),
    signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    extensions: [
      // The real service always writes CA:FALSE into self-signed certificates (docs/adapters/key-vault.md).
      new x509.BasicConstraintsExtension(false, undefined, false),
      new x509.KeyUsagesExtension(keyUsageFlags(created.policy.x509_props?.key_usage), true),
      new x509.ExtendedKeyUsageExtension(created.policy.x509_props?.ekus ?? SELF_SIGNED_DEFAULT_EKUS, false),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  created.cer = Buffer.from(cert.rawData);
}

const KEY_USAGE_FLAGS: Record<string, x509.KeyUsageFlags> = {
  digitalSignature: x509.KeyUsageFlags.digitalSignature,
  nonRepudiation: x509.KeyUsageFlags.nonRepudiation,
  keyEncipherment: x509.KeyUsageFlags.keyEncipherment,
  dataEncipherment: x509.KeyUsageFlags.dataEncipherment,
  keyAgreement: x509.KeyUsageFlags.keyAgreement,
  keyCertSign: x509.KeyUsageFlags.keyCertSign,
  cRLSign: x509.KeyUsageFlags.cRLSign,
  encipherOnly: x509.KeyUsageFlags.encipherOnly,
  decipherOnly: x509.KeyUsageFlags.decipherOnly,
};

function keyUsageFlags(usages: string[] | undefined): x509.KeyUsageFlags {
  const names = usages && usages.length > 0 ? usages : ['digitalSignature', 'keyAgreement'];
  return names.reduce<number>((flags, usage) => flags | (KEY_USAGE_FLAGS[usage] ?? 0), 0);
}

async function toWebCryptoKeys(privateKey: KeyObject): Promise<CryptoKeyPair> {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
  const signing = await webcrypto.subtle.importKey(
    'pkcs8',
    privateKey.export({ type: 'pkcs8', format: 'der' }),
    algorithm,
    false,
    ['sign'],
  );
  const verifying = await webcrypto.subtle.importKey(
    'spki',
    createPublicKey(privateKey).export({ type: 'spki', format: 'der' }),
    algorithm,
    true,
    ['verify'],
  );
  return { privateKey: signing, publicKey: verifying } as unknown as CryptoKeyPair;
}

async function selfSignedServerCertificate(): Promise<{ keyPem: string; certPem: string }> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keys = await toWebCryptoKeys(createPrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' })));
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: 'CN=fake-key-vault.local',
    keys,
    serialNumber: randomBytes(8)
      .toString('hex')
      .replace(/^[89a-f]/, '1'),
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + 24 * 3600_000),
    signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    extensions: [
      new x509.SubjectAlternativeNameExtension([
        { type: 'ip', value: '127.0.0.1' },
        { type: 'dns', value: 'localhost' },
      ]),
      new x509.ExtendedKeyUsageExtension(['1.3.6.1.5.5.7.3.1']),
    ],
  });
  return {
    keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certPem: cert.toString('pem'),
  };
}

function closeServer(server: Server, agent: Agent): Promise<void> {
  agent.destroy();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
