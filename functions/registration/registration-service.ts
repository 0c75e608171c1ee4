import { X509Certificate } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { problems } from '../../contract/problems';
import { validateCsr } from '../platform/signer/csr';
import type { ValidatedCsr } from '../platform/signer/csr';
import type { IssuedCertificate, Signer } from '../platform/signer/signer';
import { StoreNotFoundError, StorePreconditionError, updateWithRetry } from '../platform/store/store';
import type { Collection, Versioned } from '../platform/store/store';
import { clusterIdFor } from '../clusters';
import type { ClusterDocument, TenantIndex, AgentPrincipal } from '../clusters';
import { bootstrapTokenId } from '../../contract/registration';
import { mintToken, publicKeyHash, tenantOfToken } from './bootstrap-tokens';
import type { BootstrapTokenDocument } from './bootstrap-tokens';
import { LogEvents } from '../platform/telemetry/telemetry-names';

export interface RegistrationSettings {
  certificateValidityDays: number;
  /** Overrides the days (ARCBRIDGE_CERT_VALIDITY_SECONDS: short-lived certificates for validation runs). */
  certificateValiditySeconds?: number;
  renewGraceSeconds: number;
  bootstrapTokenDefaultTtlSeconds: number;
}

export interface RegisterInput {
  bootstrapToken: string;
  clusterUid: string;
  csr: string;
  name?: string;
  region?: string;
  labels?: Record<string, string>;
  group?: string;
}

/**
 * A bootstrap token found in the tenant it names, unused and unexpired (or used by a registration
 * of the same cluster that never finished): the tenant is no longer a claim.
 */
export interface VerifiedBootstrapToken {
  tenantId: string;
  record: Versioned<BootstrapTokenDocument>;
  /**
   * The token was consumed by this cluster's registration, which did not reach the agent:
   * `unfinished` (its cluster write never landed) or `answerLost` (written, but the agent asks
   * again with the same key, so the answer never reached it). See verifyBootstrapToken.
   */
  resumes: false | 'unfinished' | 'answerLost';
  now: Date;
  /** performance.now() when verification began: the logged duration covers the whole registration. */
  started: number;
}

/** A registration that passed every check that can fail before signing. Nothing was written yet. */
export interface AdmittedRegistration extends VerifiedBootstrapToken {
  clusterId: string;
  input: RegisterInput;
  csr: ValidatedCsr;
}

export interface CertificateResult {
  clusterId: string;
  tenantId: string;
  certificate: string;
  caCertificate: string;
  expiresAt: string;
}

const DAY_MS = 24 * 3600 * 1000;
/**
 * How long after a token's use the same cluster may finish a registration whose cluster write
 * never landed: long enough for a control plane restart and the agent's retries (backoff capped at
 * 30 s), short enough that a spent token is not a standing credential.
 */
export const UNFINISHED_REGISTRATION_WINDOW_MS = 15 * 60 * 1000;
/** Issued certificates are back-dated a little so an agent whose clock runs behind can use them at once. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const INVALID_TOKEN =
  'The bootstrap token is unknown, already used or expired. Mint a new one: arcbridge tokens create --tenant <tenant>';

export class RegistrationService {
  private caCertificate: X509Certificate | undefined;

  constructor(
    private readonly tokens: Collection<BootstrapTokenDocument>,
    private readonly clusters: Collection<ClusterDocument>,
    private readonly signer: Signer,
    private readonly clock: Clock,
    private readonly settings: RegistrationSettings,
    private readonly log: Logger,
    /** Records the tenant for fleet-wide work (the heartbeat-gap sweep). */
    private readonly tenantIndex?: TenantIndex,
  ) {}

  async createBootstrapToken(
    tenantId: string,
    createdBy: string,
    request: { ttlSeconds?: number; description?: string },
  ): Promise<{ token: string; expiresAt: string; id: string }> {
    const now = this.clock.now();
    const ttlSeconds = request.ttlSeconds ?? this.settings.bootstrapTokenDefaultTtlSeconds;
    const token = mintToken(tenantId);
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
    const id = bootstrapTokenId(token);
    await this.tokens.create({
      id,
      tenantId,
      description: request.description ?? null,
      createdAt: now.toISOString(),
      createdBy,
      expiresAt,
      ttl: ttlSeconds + 7 * 24 * 3600,
    });
    this.log.info('bootstrap token created', { tenantId, createdBy, expiresAt });
    // The record's id too, for the Location of the create (the token is shown once, never stored).
    return { token, expiresAt, id };
  }

  /**
   * The first check of a registration: one store read, no write (two reads for a token already
   * used by `clusterUid`'s cluster). Callers charge the tenant (rate limits) only after this
   * passed, so a request that does not hold a usable token of a tenant can never cost that tenant
   * anything.
   *
   * A used token is refused, except to the cluster it was used for, within
   * UNFINISHED_REGISTRATION_WINDOW_MS of the use, when that registration never reached the agent
   * (the control plane died before answering, and the agent retries with the same token):
   * - unfinished: the cluster document is exactly as it was when the token was consumed (same
   *   etag, or still absent), so the registration's cluster write never landed;
   * - answer lost: the cluster's current certificate is the one the token's use issued, and the
   *   retry's CSR carries the same public key (checked in `admit`): the requester holds the key
   *   that registration was for, so it is the same agent.
   * A renewal, a re-registration or any other change of the cluster since makes the token spent
   * for good (an unfinished use needs the cluster untouched, a lost answer its certificate current).
   */
  async verifyBootstrapToken(bootstrapToken: string, clusterUid?: string): Promise<VerifiedBootstrapToken> {
    const started = performance.now();
    const now = this.clock.now();
    const tenantId = tenantOfToken(bootstrapToken);
    if (!tenantId) throw problems.unauthorized(INVALID_TOKEN);
    const record = await this.tokens.read(tenantId, bootstrapTokenId(bootstrapToken));
    if (!record) throw problems.unauthorized(INVALID_TOKEN);
    if (record.doc.usedAt !== undefined) {
      const resumes =
        clusterUid === undefined ? false : await this.resumable(record.doc, tenantId, clusterUid, now);
      if (!resumes) throw problems.unauthorized(INVALID_TOKEN);
      return { tenantId, record, resumes, now, started };
    }
    if (new Date(record.doc.expiresAt) <= now) throw problems.unauthorized(INVALID_TOKEN);
    return { tenantId, record, resumes: false, now, started };
  }

  /** Whether `token`'s use by `clusterUid`'s registration never reached the agent, and how. */
  private async resumable(
    token: BootstrapTokenDocument,
    tenantId: string,
    clusterUid: string,
    now: Date,
  ): Promise<VerifiedBootstrapToken['resumes']> {
    const clusterId = clusterIdFor(tenantId, clusterUid);
    if (token.usedByClusterId !== clusterId || token.usedOverClusterEtag === undefined) return false;
    if (now.getTime() - Date.parse(token.usedAt!) > UNFINISHED_REGISTRATION_WINDOW_MS) return false;
    const cluster = await this.clusters.read(tenantId, clusterId);
    if ((cluster?.etag ?? null) === token.usedOverClusterEtag) return 'unfinished';
    if (
      cluster &&
      token.issuedSerial !== undefined &&
      cluster.doc.certificate.serialNumber === token.issuedSerial
    )
      return 'answerLost';
    return false;
  }

  /**
   * Called before a cluster is deleted: the tokens it registered with can no longer finish a
   * registration of it (a deleted cluster is as absent as one whose write never landed, and a
   * spent token must not bring back what an operator removed).
   */
  async settleTokensOf(tenantId: string, clusterId: string): Promise<void> {
    let continuationToken: string | undefined;
    do {
      const page = await this.tokens.query(tenantId, {
        where: [{ path: ['usedByClusterId'], op: 'eq', value: clusterId }],
        ...(continuationToken ? { continuationToken } : {}),
      });
      for (const read of page.items) {
        if (read.doc.usedOverClusterEtag === undefined) continue;
        await updateWithRetry(
          this.tokens,
          tenantId,
          read.doc.id,
          (token) => {
            if (!token || token.usedOverClusterEtag === undefined) return undefined;
            const {
              usedOverClusterEtag: _etag,
              issuedSerial: _serial,
              publicKeySha256: _key,
              ...settled
            } = token;
            return settled;
          },
          { read },
        );
      }
      continuationToken = page.continuationToken;
    } while (continuationToken);
  }

  /** The last check that can fail before signing: the CSR (its signature, its key). No write. */
  async admit(token: VerifiedBootstrapToken, input: RegisterInput): Promise<AdmittedRegistration> {
    const csr = await validateCsr(input.csr);
    // A lost answer is asked for again only by the holder of the key it was for.
    if (
      token.resumes === 'answerLost' &&
      publicKeyHash(csr.publicKeySpki) !== token.record.doc.publicKeySha256
    )
      throw problems.unauthorized(INVALID_TOKEN);
    return { ...token, clusterId: clusterIdFor(token.tenantId, input.clusterUid), input, csr };
  }

  /**
   * Order matters: the certificate is signed before the token is consumed, so a failure never
   * burns a token. The etag-guarded consume is the commit point: of two concurrent uses (both
   * admitted) exactly one passes it.
   */
  async register(admitted: AdmittedRegistration): Promise<CertificateResult> {
    const { tenantId, clusterId, input, record, csr, now, started, resumes } = admitted;
    const issued = await this.issue(tenantId, clusterId, csr, now);
    // What the cluster is before this registration writes it: while it stays so, the token's use
    // is unfinished (see verifyBootstrapToken).
    const before = await this.clusters.read(tenantId, clusterId);

    try {
      await this.tokens.replace(
        {
          ...record.doc,
          // A resumed registration keeps the first use's time: the window does not restart.
          usedAt: record.doc.usedAt ?? now.toISOString(),
          usedByClusterId: clusterId,
          usedOverClusterEtag: before?.etag ?? null,
          issuedSerial: issued.serialNumber,
          publicKeySha256: publicKeyHash(csr.publicKeySpki),
        },
        { ifMatch: record.etag },
      );
    } catch (err) {
      // Used by a concurrent registration, or revoked since it was read (its record is gone).
      if (err instanceof StorePreconditionError || err instanceof StoreNotFoundError)
        throw problems.unauthorized(INVALID_TOKEN);
      throw err;
    }

    const certificate = { serialNumber: issued.serialNumber, notAfter: issued.notAfter.toISOString() };
    let reregistered = false;
    await updateWithRetry(
      this.clusters,
      tenantId,
      clusterId,
      (existing) =>
        // The last attempt's view decides whether this was a re-registration (for the log event).
        ((reregistered = existing !== undefined), existing)
          ? {
              ...existing,
              name: input.name ?? existing.name,
              region: input.region ?? existing.region,
              labels: input.labels ?? existing.labels,
              group: input.group ?? existing.group ?? null,
              // Name, region, labels and group are what targeting sees (targeting/cluster-facts.ts):
              // a change may change which assignments apply, so the desired state gets a new generation.
              desiredGeneration: targetingChanged(input, existing)
                ? existing.desiredGeneration + 1
                : existing.desiredGeneration,
              certificate,
              // A new registration supersedes every earlier certificate at once.
              previousCertificate: undefined,
              updatedAt: now.toISOString(),
            }
          : {
              id: clusterId,
              tenantId,
              name: input.name ?? clusterId,
              region: input.region ?? null,
              labels: input.labels ?? {},
              group: input.group ?? null,
              clusterUid: input.clusterUid.toLowerCase(),
              registeredAt: now.toISOString(),
              updatedAt: now.toISOString(),
              certificate,
              desiredGeneration: 0,
              extensions: {},
            },
      // The read above is the first attempt's: no second read on the way to the write.
      { read: before ?? null },
    );
    await this.tenantIndex?.add(tenantId);
    // `cluster registered` with durationSeconds is what the registration-latency alert reads.
    this.log.info(LogEvents.clusterRegistered.name, {
      tenantId,
      clusterId,
      durationSeconds: (performance.now() - started) / 1000,
      reregistered,
      resumed: resumes,
      key: csr.keyDescription,
      serial: issued.serialNumber,
    });
    return this.result(tenantId, clusterId, issued);
  }

  async renew(principal: AgentPrincipal, csrPem: string): Promise<CertificateResult> {
    const started = performance.now();
    const now = this.clock.now();
    const csr = await validateCsr(csrPem);
    const issued = await this.issue(principal.tenantId, principal.clusterId, csr, now);
    const acceptUntil = new Date(now.getTime() + this.settings.renewGraceSeconds * 1000).toISOString();
    const updated = await updateWithRetry(
      this.clusters,
      principal.tenantId,
      principal.clusterId,
      (existing) =>
        existing
          ? {
              ...existing,
              certificate: { serialNumber: issued.serialNumber, notAfter: issued.notAfter.toISOString() },
              previousCertificate: { serialNumber: principal.serialNumber, acceptUntil },
              // Renewed with the grace certificate: a retry whose first try's answer was lost, or
              // a late first try arriving after its retry. The agent may hold either answer, so
              // the current certificate this replaces stays accepted too (else it is locked out).
              ...(existing.certificate.serialNumber !== principal.serialNumber
                ? { supersededCertificate: { serialNumber: existing.certificate.serialNumber, acceptUntil } }
                : { supersededCertificate: undefined }),
              updatedAt: now.toISOString(),
            }
          : undefined,
    );
    if (!updated) throw problems.unauthorized('This cluster is no longer registered.');
    this.log.info(LogEvents.certificateRenewed.name, {
      tenantId: principal.tenantId,
      clusterId: principal.clusterId,
      durationSeconds: (performance.now() - started) / 1000,
    });
    return this.result(principal.tenantId, principal.clusterId, issued);
  }

  private async issue(tenantId: string, clusterId: string, csr: ValidatedCsr, now: Date) {
    // The CA certificate does not change while the process runs: parse it once.
    this.caCertificate ??= new X509Certificate(await this.signer.caCertificatePem());
    const ca = this.caCertificate;
    const validityMs =
      this.settings.certificateValiditySeconds !== undefined
        ? this.settings.certificateValiditySeconds * 1000
        : this.settings.certificateValidityDays * DAY_MS;
    const notAfter = Math.min(now.getTime() + validityMs, new Date(ca.validTo).getTime());
    // Agents renew at two thirds of notBefore..notAfter: a back-dating as long as a short lifetime
    // would make a certificate due for renewal the moment it is issued.
    const skewMs = Math.min(CLOCK_SKEW_MS, validityMs / 10);
    return this.signer.issueClientCertificate({
      publicKeySpki: csr.publicKeySpki,
      keyIdentifier: csr.keyIdentifier,
      tenantId,
      clusterId,
      notBefore: new Date(now.getTime() - skewMs),
      notAfter: new Date(notAfter),
    });
  }

  private async result(
    tenantId: string,
    clusterId: string,
    issued: IssuedCertificate,
  ): Promise<CertificateResult> {
    return {
      clusterId,
      tenantId,
      certificate: issued.pem,
      caCertificate: await this.signer.caCertificatePem(),
      expiresAt: issued.notAfter.toISOString(),
    };
  }
}

/** Whether a re-registration changes a fact targeting reads (a field it leaves out keeps its value). */
function targetingChanged(input: RegisterInput, existing: ClusterDocument): boolean {
  return (
    (input.name !== undefined && input.name !== existing.name) ||
    (input.region !== undefined && input.region !== existing.region) ||
    (input.labels !== undefined && !isDeepStrictEqual(input.labels, existing.labels)) ||
    (input.group !== undefined && input.group !== (existing.group ?? null))
  );
}
