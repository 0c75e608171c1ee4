import type { X509Certificate } from 'node:crypto';
import type { ClusterDocument } from './model';
import type { Clock } from '../platform/clock';
import { problems } from '../../contract/problems';
import type { Collection, Versioned } from '../platform/store/store';
import { CLIENT_CERT_HEADER, verifyClientCertificate } from '../platform/identity/client-certificate';
import type { CertificateIdentity } from '../platform/identity/client-certificate';

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
 * period. A deleted cluster or a superseded certificate therefore fails at once.
 */
export class AgentAuthenticator {
  /**
   * Certificates already verified against the CA, by their exact bytes: parsing and checking the
   * signature cost ~1 ms per request, and an agent presents the same certificate on every call.
   * The validity window is re-checked on every hit; the serial is always checked in the store.
   */
  private readonly verified = new Map<string, { identity: CertificateIdentity; verifiedAt: number }>();

  constructor(
    private readonly ca: X509Certificate,
    private readonly clusters: Collection<ClusterDocument>,
    private readonly clock: Clock,
    private readonly cacheSize = 50_000,
  ) {}

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

  async authenticate(headers: Headers): Promise<AgentPrincipal> {
    const now = this.clock.now();
    const identity = this.verify(headers.get(CLIENT_CERT_HEADER), now);
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
