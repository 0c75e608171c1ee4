import type { X509Certificate } from 'node:crypto';
import type { ClusterDocument } from './model';
import type { Clock } from '../platform/clock';
import { problems } from '../../contract/problems';
import type { Collection, Versioned } from '../platform/store/store';
import { verifyClientCertificate } from '../platform/identity/client-certificate';
import type { CertificateIdentity } from '../platform/identity/client-certificate';
import { AgentCredential } from './agent-credential';
import type { AgentAuthSettings, AgentRequestTarget } from './agent-credential';

export interface AgentPrincipal {
  tenantId: string;
  clusterId: string;
  serialNumber: string;
  /** The cluster document read while authenticating; handlers reuse it instead of reading again. */
  cluster: Versioned<ClusterDocument>;
}

/**
 * Authenticates an agent: the certificate must chain to our CA (see client-certificate.ts) and
 * its serial must be the cluster's current one, or the one a renewal replaced within its grace
 * period. A deleted cluster or a superseded certificate therefore fails at once. The certificate
 * comes from the TLS handshake or from a DPoP proof, as the configured mode allows (agent-credential.ts).
 */
export class AgentAuthenticator {
  /**
   * Certificates already verified against the CA, by their exact bytes: parsing and checking the
   * signature cost ~1 ms per request, and an agent presents the same certificate on every call.
   * The validity window is re-checked on every hit; the serial is always checked in the store.
   */
  private readonly verified = new Map<string, { identity: CertificateIdentity; verifiedAt: number }>();
  private readonly credential: AgentCredential;

  constructor(
    private readonly ca: X509Certificate,
    private readonly clusters: Collection<ClusterDocument>,
    private readonly clock: Clock,
    /** Which credentials are accepted: mutual TLS, DPoP proofs or both (agent-credential.ts). */
    settings: AgentAuthSettings = { mode: 'mtls', dpopWindowSeconds: 60 },
    private readonly cacheSize = 50_000,
  ) {
    this.credential = new AgentCredential(settings);
  }

  private verify(header: string | null, now: Date): CertificateIdentity {
    const cached = header ? this.verified.get(header) : undefined;
    // A clock that went back (tests) could make a not-yet-valid certificate pass: verify afresh.
    if (cached && now.getTime() >= cached.verifiedAt && now <= cached.identity.notAfter)
      return cached.identity;
    const identity = verifyClientCertificate(header, this.ca, now);
    if (header) {
      if (this.verified.size >= this.cacheSize) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(header, { identity, verifiedAt: now.getTime() });
    }
    return identity;
  }

  /** `target`: the request as the agent addressed it, which a DPoP proof must name. */
  async authenticate(headers: Headers, target?: AgentRequestTarget): Promise<AgentPrincipal> {
    const now = this.clock.now();
    const identity = await this.credential.identify(headers, target, now, (cert, at) =>
      this.verify(cert, at),
    );
    const cluster = await this.clusters.read(identity.tenantId, identity.clusterId);
    if (!cluster) {
      throw problems.unauthorized(
        'This cluster is no longer registered; register again with a new bootstrap token.',
      );
    }
    const { certificate, previousCertificate, supersededCertificate } = cluster.doc;
    const current = certificate.serialNumber === identity.serialNumber;
    const inGrace = [previousCertificate, supersededCertificate].some(
      (grace) => grace?.serialNumber === identity.serialNumber && now < new Date(grace.acceptUntil),
    );
    if (!current && !inGrace) {
      throw problems.unauthorized(
        'This certificate was superseded by a newer registration or renewal; use the newest certificate or register again.',
      );
    }
    return {
      tenantId: identity.tenantId,
      clusterId: identity.clusterId,
      serialNumber: identity.serialNumber,
      cluster,
    };
  }
}
