import type { AgentAuthMode } from '../../contract/agent-auth';
import { allowsDpop, allowsMtls, DPOP_HEADER } from '../../contract/agent-auth';
import { problems } from '../../contract/problems';
import { CLIENT_CERT_HEADER } from '../platform/identity/client-certificate';
import type { CertificateIdentity } from '../platform/identity/client-certificate';
import { readDpopHeader, verifyDpopProof } from '../platform/identity/dpop-proof';
import { DpopReplayCache } from '../platform/identity/dpop-replay-cache';

/** Which agent credentials the control plane accepts (ARCBRIDGE_AGENT_AUTH and the DPoP settings). */
export interface AgentAuthSettings {
  mode: AgentAuthMode;
  /** A proof's `iat` may be this far from the control plane's clock, either way. */
  dpopWindowSeconds: number;
  /**
   * The URL agents are configured with, when the control plane is reached under another name
   * than the Host it sees (a reverse proxy that rewrites Host): proofs' `htu` is checked
   * against it instead of the request's own URL.
   */
  publicUrl?: string;
}

/** The request a DPoP proof must be bound to. */
export interface AgentRequestTarget {
  method: string;
  url: string;
}

type CertificateCheck = (certificate: string | null, now: Date) => CertificateIdentity;

/**
 * Finds the certificate an agent request authenticates with: the one the front end forwarded
 * from the TLS handshake (mutual TLS), or the one in a DPoP proof made with its key, as the
 * configured mode allows. A forwarded certificate that verifies is preferred: the handshake
 * proved possession with no replay window at all. Either way the caller then checks the
 * certificate's serial against the cluster document, so both modes end at the same check.
 */
export class AgentCredential {
  private readonly replays = new DpopReplayCache();

  constructor(private readonly settings: AgentAuthSettings) {}

  /**
   * `target` is the request as the agent addressed it; in-process callers (the synthetic check)
   * pass none and present the certificate directly.
   */
  async identify(
    headers: Headers,
    target: AgentRequestTarget | undefined,
    now: Date,
    checkCertificate: CertificateCheck,
  ): Promise<CertificateIdentity> {
    const forwarded = headers.get(CLIENT_CERT_HEADER);
    if (!target) return checkCertificate(forwarded, now);
    const { mode } = this.settings;
    const proof = allowsDpop(mode) ? headers.get(DPOP_HEADER) : null;
    if (forwarded && allowsMtls(mode)) {
      try {
        return checkCertificate(forwarded, now);
      } catch (err) {
        // A proxy may present a certificate of its own upstream; the agent's proof still counts.
        if (!proof) throw err;
      }
    }
    if (proof) return this.fromProof(proof, target, now, checkCertificate);
    throw this.noAcceptedCredential(Boolean(forwarded), headers.has(DPOP_HEADER));
  }

  private async fromProof(
    proof: string,
    target: AgentRequestTarget,
    now: Date,
    checkCertificate: CertificateCheck,
  ): Promise<CertificateIdentity> {
    const header = readDpopHeader(proof);
    const identity = checkCertificate(header.certificate, now);
    const window = this.settings.dpopWindowSeconds;
    const { jti, iat } = await verifyDpopProof(proof, header, this.expected(target), now, window);
    if (!this.replays.remember(identity.serialNumber, jti, (iat + window) * 1000, now.getTime())) {
      throw problems.unauthorized(
        'This DPoP proof was already used: the agent makes a new proof (a new jti) for every request.',
      );
    }
    return identity;
  }

  /** The URL the proof must name: the public one when configured, else the request's own. */
  private expected(target: AgentRequestTarget): AgentRequestTarget {
    const publicUrl = this.settings.publicUrl;
    if (!publicUrl) return target;
    const requested = new URL(target.url);
    // Agents address paths from the origin (agent/controlplane/client.ts), so only the origin is replaced.
    return { method: target.method, url: new URL(requested.pathname, new URL(publicUrl).origin).href };
  }

  private noAcceptedCredential(sentCertificate: boolean, sentProof: boolean) {
    const { mode } = this.settings;
    if (mode === 'mtls') {
      return problems.agentAuthMode(
        (sentProof
          ? 'This control plane accepts only mutual TLS (ARCBRIDGE_AGENT_AUTH=mtls) and ignored the DPoP proof; '
          : 'This endpoint needs the client certificate issued at registration (mutual TLS); ') +
          'none reached the control plane. If the agent is not registered, register first with POST /api/v1/register. ' +
          'If it is, something between it and the control plane terminates TLS and drops the certificate: ' +
          'switch to dpop (ARCBRIDGE_AGENT_AUTH=both or dpop on the control plane, authMode dpop or both on the agent).',
        mode,
        'dpop',
      );
    }
    if (mode === 'dpop') {
      return problems.agentAuthMode(
        `This control plane accepts only DPoP proofs (ARCBRIDGE_AGENT_AUTH=dpop)${sentCertificate ? ' and ignored the client certificate' : ''}, ` +
          'and the request carries none: switch the agent to dpop (or both), which signs a proof for each request with its cluster key.',
        mode,
        'dpop',
      );
    }
    return problems.agentAuthMode(
      'This endpoint needs the client certificate issued at registration (mutual TLS) or a DPoP proof made with its key, ' +
        'and the request carries neither. If the agent is not registered, register first with POST /api/v1/register. ' +
        'If it is, something between it and the control plane terminates TLS and drops the certificate: switch the agent to dpop (or both).',
      mode,
      'dpop',
    );
  }
}
