import type { Clock } from '../clock';
import { TokenBucketLimiter } from '../ratelimit/token-bucket';
import { SignerThrottledError } from './signer';
import type { ClientCertificateRequest, IssuedCertificate, Signer } from './signer';

export interface SignAdmissionOptions {
  /**
   * Signs per second this instance lets through to the vault: Key Vault's published limit for the
   * CA key (ECC P-256: 2,000 per 10 s for an HSM key, 4,000 for a software key, per vault and
   * region; learn.microsoft.com/azure/key-vault/general/service-limits).
   */
  signsPerSecond: number;
  clock: Clock;
}

/** Share of the vault's rate the bucket refills at; the rest is its burst (see the constructor). */
export const REFILL_SHARE = 0.9;

/** The longest Retry-After the admission hands out: a storm's tail is paced, not parked for hours. */
const MAX_RETRY_AFTER_SECONDS = 600;

/**
 * Admits signing at the vault's published rate (90% of it sustained, see REFILL_SHARE) and refuses
 * the rest before it reaches the vault,
 * with a Retry-After that schedules each refused caller in its own slot: the k-th caller refused
 * while n are already waiting is told to come back after (n + 1) / rate seconds, so a registration
 * storm returns at the rate the vault can sign instead of all at once (the agent adds jitter
 * within the second). When the vault answers 429 anyway (several instances together above its
 * limit), no call goes to it until its Retry-After has passed. Refusals throw SignerThrottledError
 * (429 + Retry-After to the agent): nothing was signed and the caller wrote nothing, so the
 * bootstrap token stays unused and the registration can be retried.
 */
export class AdmittedSigner implements Signer {
  private readonly bucket: TokenBucketLimiter;
  private readonly refillPerSecond: number;
  /** When the last promised slot falls (ms); in the past when nobody is waiting. */
  private backlogUntilMs = 0;
  /** Key Vault asked us to wait until then (ms). */
  private vaultClosedUntilMs = 0;

  constructor(
    private readonly inner: Signer,
    private readonly options: SignAdmissionOptions,
  ) {
    // The vault counts over 10 s windows: a bucket of b signs refilled at r lets through at most
    // b + 10 r in any 10 s. A burst of one second's worth refilled at 90% of the rate keeps that
    // at the limit (0.1 x 10 s + 0.9 x 10 s) while callers arriving a little off their slot still
    // find a sign to take.
    this.refillPerSecond = options.signsPerSecond * REFILL_SHARE;
    this.bucket = new TokenBucketLimiter(
      this.refillPerSecond,
      Math.max(1, Math.round(options.signsPerSecond * (1 - REFILL_SHARE) * 10)),
      options.clock,
      1,
    );
  }

  caCertificatePem(): Promise<string> {
    return this.inner.caCertificatePem();
  }

  async issueClientCertificate(request: ClientCertificateRequest): Promise<IssuedCertificate> {
    const now = this.options.clock.now().getTime();
    if (now < this.vaultClosedUntilMs) throw this.refuse(now, 'Key Vault is throttling the CA');
    if (!this.bucket.take('vault').allowed) throw this.refuse(now, 'the CA is signing at its limit');
    try {
      return await this.inner.issueClientCertificate(request);
    } catch (err) {
      if (err instanceof SignerThrottledError) {
        this.vaultClosedUntilMs = Math.max(this.vaultClosedUntilMs, now + err.retryAfterSeconds * 1000);
      }
      throw err;
    }
  }

  private refuse(now: number, why: string): SignerThrottledError {
    const slotMs = 1000 / this.refillPerSecond;
    this.backlogUntilMs = Math.max(this.backlogUntilMs, now, this.vaultClosedUntilMs) + slotMs;
    const seconds = Math.min(MAX_RETRY_AFTER_SECONDS, Math.ceil((this.backlogUntilMs - now) / 1000));
    return new SignerThrottledError(`${why}; retry after ${seconds} s.`, seconds);
  }
}
