import { createHash, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { TokenCredential } from '@azure/identity';
import { CertificateClient } from '@azure/keyvault-certificates';
import { CryptographyClient, KeyClient, parseKeyVaultKeyIdentifier } from '@azure/keyvault-keys';
import type { KeyClientOptions, KeyVaultKey } from '@azure/keyvault-keys';
import {
  findExtension,
  KeyUsage,
  parseCertificate,
  readBasicConstraints,
  readKeyUsage,
} from '../x509/certificate';
import { Oid } from '../../../contract/x509/oids';
import { toPem } from '../../../contract/x509/pem';
import { ecdsaRawToDer } from '../../../contract/x509/signature';
import { buildClientCertificate, issuingCa } from './certificate-builder';
import type { CaSigningKey, IssuingCa } from './certificate-builder';
import { SignerThrottledError, SignerUnavailableError } from './signer';
import type { ClientCertificateRequest, IssuedCertificate, Signer } from './signer';
import { parseRetryAfter } from '../../../contract/retry-after';

/**
 * Options shared by every Key Vault client we build: `agent` / `tlsOptions` to trust a test
 * server, `disableChallengeResourceVerification` for a vault that is not `*.vault.azure.net`,
 * `retryOptions`, `additionalPolicies`. The service version is the SDK default.
 */
export type KeyVaultClientOptions = Omit<KeyClientOptions, 'serviceVersion'>;

type AdditionalPolicy = NonNullable<KeyClientOptions['additionalPolicies']>[number];
type PipelinePolicy = AdditionalPolicy['policy'];

export interface KeyVaultSignerOptions {
  /** `https://<vault>.vault.azure.net` */
  vaultUrl: string;
  /** `DefaultAzureCredential` in Azure (managed identity); any `{ getToken }` in tests. */
  credential: TokenCredential;
  /** The certificate `arcbridge ca init` created; its key (same name) signs. */
  certificateName: string;
  clientOptions?: KeyVaultClientOptions;
  /** Retry-After to report when Key Vault gives none (outage, network error). Default 5 s. */
  defaultRetryAfterSeconds?: number;
}

/** Transient 5xx / network errors on sign: retry briefly inside the request, then give up with 503. */
const SIGN_RETRY_DEFAULTS = { maxRetries: 2, retryDelayInMs: 200, maxRetryDelayInMs: 2_000 };
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'REQUEST_SEND_ERROR',
]);

/**
 * The production Signer: the CA key is a non-exportable EC P-256 key in Key Vault (the key of the
 * certificate `ca init` stored), the CA certificate is read once at start. Each issuance costs
 * exactly one Key Vault `sign` call through ONE CryptographyClient bound to the versioned key id,
 * so key rotation never changes the key under a running instance.
 */
export class KeyVaultSigner implements Signer {
  private readonly ca: IssuingCa;
  private readonly certificatePem: string;

  private constructor(
    /** The CA certificate, DER. */
    readonly certificate: Buffer,
    /** Versioned: `https://<vault>/keys/<name>/<version>`. */
    readonly keyId: string,
    key: CaSigningKey,
  ) {
    this.ca = issuingCa(certificate, key);
    this.certificatePem = toPem('CERTIFICATE', certificate);
  }

  static async open(options: KeyVaultSignerOptions): Promise<KeyVaultSigner> {
    const { vaultUrl, credential, certificateName } = options;
    const clientOptions = options.clientOptions ?? {};
    const defaultRetryAfter = options.defaultRetryAfterSeconds ?? 5;
    try {
      const certificates = new CertificateClient(vaultUrl, credential, clientOptions);
      const stored = await certificates.getCertificate(certificateName).catch((err: unknown) => {
        if (statusOf(err) === 404) throw notInitialised(vaultUrl, certificateName, 'it does not exist');
        throw err;
      });
      if (!stored.cer || stored.cer.length === 0 || !stored.keyId) {
        throw notInitialised(vaultUrl, certificateName, 'its latest version holds no issued certificate yet');
      }
      const certificate = Buffer.from(stored.cer);
      if (!isCaCertificate(certificate)) {
        throw notInitialised(
          vaultUrl,
          certificateName,
          'its latest version is not a CA certificate (CA:TRUE, pathlen 0)',
        );
      }
      const { name, version } = parseKeyVaultKeyIdentifier(stored.keyId);
      if (!version)
        throw new Error(`Key Vault returned an unversioned key id for ${certificateName}: ${stored.keyId}`);

      const keys = new KeyClient(vaultUrl, credential, clientOptions);
      const vaultKey = await keys.getKey(name, { version });
      const publicKeySpki = parseCertificate(certificate).publicKeySpki;
      assertSameKey(vaultKey, publicKeyOf(certificate), certificateName);

      const cryptography = new CryptographyClient(
        vaultKey,
        credential,
        signClientOptions(clientOptions, defaultRetryAfter),
      );
      const signingKey = keyVaultSigningKey(cryptography, publicKeySpki, defaultRetryAfter);
      return new KeyVaultSigner(certificate, vaultKey.id ?? stored.keyId, signingKey);
    } catch (err) {
      throw toSignerError(err, defaultRetryAfter);
    }
  }

  async caCertificatePem(): Promise<string> {
    return this.certificatePem;
  }

  async issueClientCertificate(request: ClientCertificateRequest): Promise<IssuedCertificate> {
    return buildClientCertificate(this.ca, request);
  }
}

/**
 * A CaSigningKey whose private half lives in Key Vault: we hash the TBSCertificate here and send
 * only the SHA-256 digest to Key Vault (ES256), which answers with a raw r||s signature; X.509
 * carries it DER-encoded.
 */
export function keyVaultSigningKey(
  cryptography: Pick<CryptographyClient, 'sign'>,
  publicKeySpki: Buffer,
  defaultRetryAfterSeconds = 5,
): CaSigningKey {
  return {
    publicKeySpki,
    async sign(tbs) {
      const digest = createHash('sha256').update(tbs).digest();
      let signature: Uint8Array;
      try {
        signature = (await cryptography.sign('ES256', digest)).result;
      } catch (err) {
        throw toSignerError(err, defaultRetryAfterSeconds);
      }
      if (signature.length !== 64) {
        throw new Error(
          `Key Vault returned a ${signature.length}-byte ES256 signature; expected raw r||s (64 bytes).`,
        );
      }
      return ecdsaRawToDer(signature);
    },
  };
}

/**
 * Options for the signing client. Key Vault throttling (429) and a 503 carrying Retry-After fail
 * fast as SignerUnavailableError: sleeping out a Retry-After inside an agent's registration request
 * would hold the request open while the whole fleet piles up behind the same limit; the agent
 * backs off with jitter instead. Other 5xx and network errors keep the SDK's short retries.
 */
export function signClientOptions(
  clientOptions: KeyVaultClientOptions,
  defaultRetryAfterSeconds = 5,
): KeyVaultClientOptions {
  return {
    ...clientOptions,
    retryOptions: { ...SIGN_RETRY_DEFAULTS, ...clientOptions.retryOptions },
    additionalPolicies: [
      ...(clientOptions.additionalPolicies ?? []),
      { policy: failFastOnThrottle(defaultRetryAfterSeconds), position: 'perRetry' },
    ],
  };
}

function failFastOnThrottle(defaultRetryAfterSeconds: number): PipelinePolicy {
  return {
    name: 'arcbridgeSignerFailFastOnThrottle',
    async sendRequest(request, next) {
      const response = await next(request);
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
      if (response.status === 429 || (response.status === 503 && retryAfter !== undefined)) {
        // Not a RestError, so the SDK's retry policy passes it straight up instead of sleeping.
        const Failure = response.status === 429 ? SignerThrottledError : SignerUnavailableError;
        throw new Failure(
          `Key Vault answered ${response.status} to ${request.method} ${new URL(request.url).pathname}` +
            (response.status === 429 ? ' (throttled).' : '.'),
          retryAfter ?? defaultRetryAfterSeconds,
        );
      }
      return response;
    },
  };
}

/**
 * Key Vault / Entra ID failures that will pass on their own become SignerUnavailableError (503 +
 * Retry-After for the caller); everything else (403 = missing RBAC role, 404, bad requests) stays
 * an error that needs an operator.
 */
export function toSignerError(err: unknown, defaultRetryAfterSeconds: number): unknown {
  if (err instanceof SignerUnavailableError) return err;
  if (!(err instanceof Error)) return err;
  const status = statusOf(err);
  const code = (err as { code?: unknown }).code;
  const retryAfter = retryAfterSeconds(
    (err as { response?: { headers?: { get(name: string): string | undefined } } }).response?.headers?.get(
      'retry-after',
    ),
  );
  const transientStatus = status === 408 || status === 429 || (status !== undefined && status >= 500);
  const networkFailure = status === undefined && typeof code === 'string' && NETWORK_ERROR_CODES.has(code);
  const tokenFailure = err.name === 'AuthenticationError' || err.name === 'CredentialUnavailableError';
  if (transientStatus || networkFailure || tokenFailure) {
    const what = tokenFailure
      ? 'no token for Key Vault'
      : status
        ? `Key Vault answered ${status}`
        : `Key Vault unreachable (${String(code)})`;
    return new SignerUnavailableError(
      `The CA is unavailable: ${what}.`,
      retryAfter ?? defaultRetryAfterSeconds,
      {
        cause: err,
      },
    );
  }
  if (status === 401 || status === 403) {
    return new Error(
      `Key Vault refused the request (${status}): give the Function App's identity the "Key Vault Crypto User" and ` +
        `"Key Vault Certificate User" roles on the vault. ${err.message}`,
      { cause: err },
    );
  }
  return err;
}

export function statusOf(err: unknown): number | undefined {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Seconds from a Retry-After header (delta-seconds or HTTP date), rounded up. */
export function retryAfterSeconds(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const ms = parseRetryAfter(value, now);
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
}

/** CA:TRUE with path length 0 and keyCertSign: what `ca init` creates and the Signer insists on. */
export function isCaCertificate(certificateDer: Uint8Array): boolean {
  const certificate = parseCertificate(certificateDer);
  const constraints = findExtension(certificate, Oid.basicConstraints);
  const usages = findExtension(certificate, Oid.keyUsage);
  if (!constraints || !usages) return false;
  const { ca, pathLength } = readBasicConstraints(constraints);
  return ca && pathLength === 0 && readKeyUsage(usages).has(KeyUsage.keyCertSign);
}

export function publicKeyOf(certificateDer: Uint8Array): KeyObject {
  return createPublicKey({
    key: parseCertificate(certificateDer).publicKeySpki,
    format: 'der',
    type: 'spki',
  });
}

/** The vault key must be the certificate's key: otherwise every certificate we sign would be unverifiable. */
export function assertSameKey(vaultKey: KeyVaultKey, publicKey: KeyObject, what: string): void {
  const jwk = vaultKey.key;
  if (!jwk || (jwk.kty !== 'EC' && jwk.kty !== 'EC-HSM') || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) {
    throw new Error(`${what}: Key Vault key ${vaultKey.id ?? vaultKey.name} is not an EC P-256 key.`);
  }
  if (jwk.keyOps && !jwk.keyOps.includes('sign')) {
    throw new Error(
      `${what}: Key Vault key ${vaultKey.id ?? vaultKey.name} does not allow the sign operation.`,
    );
  }
  const expected = publicKey.export({ format: 'jwk' });
  if (
    Buffer.from(jwk.x).toString('base64url') !== expected.x ||
    Buffer.from(jwk.y).toString('base64url') !== expected.y
  ) {
    throw new Error(
      `${what}: Key Vault key ${vaultKey.id ?? vaultKey.name} does not match the certificate's public key.`,
    );
  }
}

function notInitialised(vaultUrl: string, certificateName: string, why: string): Error {
  return new Error(
    `Key Vault ${vaultUrl} holds no ArcBridge CA certificate '${certificateName}' (${why}). ` +
      `Run \`arcbridge ca init --vault ${vaultUrl}\` first.`,
  );
}
