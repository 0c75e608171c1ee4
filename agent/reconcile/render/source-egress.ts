import { egressPolicy, PRIVATE_CLASSES } from '../../../contract/egress-policy';
import type { EgressPolicy } from '../../../contract/egress-policy';

export interface SourceEgressSettings {
  /** Further ranges or hosts sources may be fetched from (ARCBRIDGE_SOURCE_EGRESS_ALLOW). */
  allow?: string;
  /**
   * Whether private networks (RFC 1918, unique-local fc00::/7, carrier-grade NAT) may be reached
   * (ARCBRIDGE_SOURCE_PRIVATE_NETWORKS). Allowed by default: chart repositories and registries
   * inside the cluster or the site's network are the usual case (docs/security.md).
   */
  privateNetworks?: 'allow' | 'deny';
}

/**
 * What the agent fetches extension sources from (the desired state names them: whoever may
 * publish to the catalog chooses the address the agent's pod dials). Loopback, link-local and the
 * cloud metadata endpoints are never reached unless listed in `allow`: they would hand the pod's
 * node or cloud identity to an extension author.
 */
export function sourceEgressPolicy(settings: SourceEgressSettings = {}): EgressPolicy {
  return egressPolicy(
    settings.allow,
    settings.privateNetworks === 'deny' ? [] : PRIVATE_CLASSES,
    'the chart value sourceEgress.allow (ARCBRIDGE_SOURCE_EGRESS_ALLOW)',
  );
}

export const DEFAULT_SOURCE_EGRESS: EgressPolicy = sourceEgressPolicy();

/** The proxy settings sources are fetched through, when the chart turned Node's proxy support on. */
export function sourceProxyEnv(env: NodeJS.ProcessEnv = process.env): { proxyEnv?: NodeJS.ProcessEnv } {
  return env.NODE_USE_ENV_PROXY === '1' ? { proxyEnv: env } : {};
}
