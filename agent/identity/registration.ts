import type { ControlPlaneClient, CertificateResult } from '../controlplane/client';
import type { KubeObjects } from '../kube/port';
import type { Logger } from '../observability/log';
import type { AgentIdentity, IdentityStore, PendingRegistration } from './identity-store';
import { readBootstrapToken } from './identity-store';
import { certificateValidity, createKeyAndCsr, renewalDue, tokenFingerprint } from './keys';
import type { CertificateValidity } from './keys';

export interface RegistrationTarget {
  tenantId: string;
  bootstrapTokenSecretRef: { name: string; namespace: string; key: string };
  /** The cluster's name; taken at registration only (a later change needs a re-registration). */
  name?: string;
  /** The cluster's group path; taken at registration, as the name (operators move it with PATCH). */
  group?: string;
  region?: string;
  labels?: Record<string, string>;
}

export type RegistrationOutcome =
  | { registered: true; identity: AgentIdentity }
  | { registered: false; reason: 'BootstrapTokenMissing' | 'BootstrapTokenAlreadyUsed'; message: string };

/**
 * The cluster's identity: the kube-system namespace UID names the cluster, an EC P-256 key made
 * here and kept in a Secret proves it, and the certificate from the control plane is renewed at
 * two thirds of its lifetime. A rejected certificate leads to re-registration only when a new
 * bootstrap token has been put in the secret; otherwise the caller reports Registered=False.
 */
export class Registration {
  private current: AgentIdentity | undefined;
  /** Fingerprint of the token behind a certificate the control plane rejected. */
  private rejectedFingerprint: string | undefined;
  private validity: { pem: string; value: CertificateValidity } | undefined;
  /**
   * The key of a registration not answered yet, by the token and cluster UID it is for (also kept
   * in a Secret, for a restart). A retry of the same registration sends the same key: if the
   * control plane registered us but its answer was lost, it answers again only to the holder of
   * that key (docs/api.md, Registration).
   */
  private pending: PendingRegistration | undefined;

  constructor(
    private readonly deps: {
      kube: KubeObjects;
      store: IdentityStore;
      client: () => ControlPlaneClient;
      now: () => Date;
      log: Logger;
      /** Makes the key and CSR (default: a fresh P-256 key here); the fleet simulator precomputes them. */
      keyAndCsr?: (commonName: string) => Promise<{ privateKeyPem: string; csr: string }>;
    },
  ) {}

  private keyAndCsr(commonName: string): Promise<{ privateKeyPem: string; csr: string }> {
    return (this.deps.keyAndCsr ?? createKeyAndCsr)(commonName);
  }

  get identity(): AgentIdentity | undefined {
    return this.current;
  }

  async clusterUid(): Promise<string> {
    const ns = await this.deps.kube.get({ apiVersion: 'v1', kind: 'Namespace', name: 'kube-system' });
    if (!ns?.metadata.uid) throw new Error('cannot read the kube-system namespace UID');
    return ns.metadata.uid;
  }

  /** Loads the stored identity or registers with the bootstrap token. */
  async ensure(target: RegistrationTarget): Promise<RegistrationOutcome> {
    if (this.current) return { registered: true, identity: this.current };
    const stored = await this.deps.store.load();
    if (stored && stored.tenantId === target.tenantId) {
      if (this.notExpired(stored)) {
        this.current = stored;
        return { registered: true, identity: stored };
      }
      // Expired while we were away: only a new bootstrap token can bring the cluster back.
      this.rejectedFingerprint = stored.bootstrapTokenFingerprint;
      return this.register(target, this.rejectedFingerprint);
    }
    return this.register(target, undefined);
  }

  /**
   * After the control plane rejected our certificate (401): register again if the bootstrap
   * secret holds a token other than the one we used, otherwise report why we cannot.
   */
  async recover(target: RegistrationTarget): Promise<RegistrationOutcome> {
    if (this.current) this.rejectedFingerprint = this.current.bootstrapTokenFingerprint;
    this.current = undefined;
    return this.register(target, this.rejectedFingerprint);
  }

  /** True once two thirds of the certificate's lifetime have passed. */
  renewalIsDue(): boolean {
    const identity = this.current;
    return identity !== undefined && this.deps.now() >= renewalDue(this.validityOf(identity.certificatePem));
  }

  /** Renews when two thirds of the certificate's lifetime have passed. Returns true if it did. */
  async renewIfDue(): Promise<boolean> {
    const identity = this.current;
    if (!identity) return false;
    if (this.deps.now() < renewalDue(this.validityOf(identity.certificatePem))) return false;
    const { privateKeyPem, csr } = await this.keyAndCsr(identity.clusterId);
    const result = await this.deps.client().renew(identity.clusterId, csr);
    await this.adopt(result, privateKeyPem, identity.bootstrapTokenFingerprint);
    this.deps.log.info('certificate renewed', { clusterId: identity.clusterId, expiresAt: result.expiresAt });
    return true;
  }

  private async register(
    target: RegistrationTarget,
    rejectedFingerprint: string | undefined,
  ): Promise<RegistrationOutcome> {
    const token = await readBootstrapToken(this.deps.kube, target.bootstrapTokenSecretRef);
    const ref = `${target.bootstrapTokenSecretRef.namespace}/${target.bootstrapTokenSecretRef.name}`;
    if (!token) {
      return {
        registered: false,
        reason: 'BootstrapTokenMissing',
        message: `no bootstrap token in Secret ${ref}`,
      };
    }
    const fingerprint = tokenFingerprint(token);
    if (fingerprint === rejectedFingerprint) {
      return {
        registered: false,
        reason: 'BootstrapTokenAlreadyUsed',
        message: `the certificate was rejected and the token in Secret ${ref} was already used; put a new bootstrap token there`,
      };
    }
    const clusterUid = await this.clusterUid();
    const matches = (p: PendingRegistration | undefined) =>
      p?.fingerprint === fingerprint && p.clusterUid === clusterUid ? p : undefined;
    this.pending = matches(this.pending) ?? matches(await this.deps.store.loadPending());
    if (!this.pending) {
      this.pending = { fingerprint, clusterUid, made: await this.keyAndCsr(clusterUid) };
      // Kept before it is sent: an agent restarted before the answer retries with the same key.
      await this.deps.store.savePending(this.pending);
    }
    const { privateKeyPem, csr } = this.pending.made;
    const result = await this.deps.client().register({
      bootstrapToken: token,
      clusterUid,
      csr,
      ...(target.name ? { name: target.name } : {}),
      ...(target.group ? { group: target.group } : {}),
      ...(target.region ? { region: target.region } : {}),
      ...(target.labels ? { labels: target.labels } : {}),
    });
    const identity = await this.adopt(result, privateKeyPem, fingerprint);
    this.pending = undefined;
    await this.deps.store.clearPending();
    this.rejectedFingerprint = undefined;
    this.deps.log.info('registered', {
      clusterId: result.clusterId,
      tenantId: result.tenantId,
      expiresAt: result.expiresAt,
    });
    return { registered: true, identity };
  }

  private async adopt(
    result: CertificateResult,
    privateKeyPem: string,
    fingerprint: string,
  ): Promise<AgentIdentity> {
    const identity: AgentIdentity = {
      clusterId: result.clusterId,
      tenantId: result.tenantId,
      privateKeyPem,
      certificatePem: result.certificate,
      caCertificatePem: result.caCertificate,
      bootstrapTokenFingerprint: fingerprint,
    };
    await this.deps.store.save(identity);
    this.current = identity;
    return identity;
  }

  private notExpired(identity: AgentIdentity): boolean {
    return this.validityOf(identity.certificatePem).notAfter > this.deps.now();
  }
  /**
   * The validity of a certificate of this agent. The renewal check runs every minute and the
   * status conditions read it too: each certificate is parsed once, not on every read.
   */
  validityOf(certificatePem: string): CertificateValidity {
    if (this.validity?.pem !== certificatePem)
      this.validity = { pem: certificatePem, value: certificateValidity(certificatePem) };
    return this.validity.value;
  }
}
