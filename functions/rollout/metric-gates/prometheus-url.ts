import { classifyAddress, hostAllowed, refusal } from '../../../contract/egress-policy';
import type { EgressPolicy } from '../../../contract/egress-policy';

/**
 * Why a Prometheus URL is not queried for a tenant, or undefined: https reaches what the egress
 * policy allows; plain http only a host or internal address the operator allowed by name or
 * range (a Prometheus inside the control plane's network), never the open internet in the clear.
 */
export function prometheusUrlProblem(policy: EgressPolicy, url: string): string | undefined {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const cls = classifyAddress(host);
  const why = cls === undefined ? undefined : refusal(policy, host);
  if (why) {
    return `${host} is a ${why} address, which the control plane does not query for a tenant; use Prometheus's public https address (an operator can allow others with ${policy.setting})`;
  }
  if (parsed.protocol === 'https:') return undefined;
  const allowed = hostAllowed(policy, host) || (cls !== undefined && cls !== 'public');
  return allowed
    ? undefined
    : `use https://: plain http is only for a host or internal address an operator allowed with ${policy.setting}`;
}
