import ipaddr from 'ipaddr.js';

/**
 * Which addresses an outbound call made for a tenant may reach: the one classification shared by
 * the control plane (GitOps remotes) and the agent (source fetches). A tenant names hosts; left
 * unchecked, the control plane would dial its own network on the tenant's behalf (loopback
 * services, cloud metadata at 169.254.169.254, private subnets) and report what answered.
 *
 * Addresses are classified by ipaddr.js, which parses every notation `inet_aton` and WHATWG URL
 * accept (decimal `2130706433`, hex `0x7f.1`, octal `0177.0.0.1`, short `127.1`) and names the
 * IANA special-purpose ranges. IPv6 forms that carry an IPv4 address (IPv4-mapped and -translated,
 * NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address they reach.
 */

/** Why an address is refused; `public` is the one class allowed without an operator's say. */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'link-local'
  | 'private'
  | 'unique-local'
  | 'carrier-grade-nat'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'reserved'
  | 'tunnel'
  | 'metadata';

/** The classes a deployment may choose to reach besides `public` (the agent's in-cluster services). */
export const PRIVATE_CLASSES: ReadonlySet<AddressClass> = new Set([
  'private',
  'unique-local',
  'carrier-grade-nat',
]);

const IPV4_CLASSES: Record<string, AddressClass> = {
  unicast: 'public',
  loopback: 'loopback',
  linkLocal: 'link-local',
  private: 'private',
  carrierGradeNat: 'carrier-grade-nat',
  multicast: 'multicast',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
};

const IPV6_CLASSES: Record<string, AddressClass> = {
  unicast: 'public',
  loopback: 'loopback',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  multicast: 'multicast',
  unspecified: 'unspecified',
  // Tunnels whose far end is not the address itself: Teredo's client address is obfuscated.
  teredo: 'tunnel',
};

/**
 * Cloud platform endpoints that hand out credentials or control the host, refused whatever other
 * classes a policy adds: Azure's WireServer (a public-range address), AWS's IPv6 instance
 * metadata (inside unique-local fd00::/8) and Alibaba's (inside carrier-grade NAT). The IPv4
 * link-local ones (169.254.169.254 of Azure, AWS, GCP; 169.254.170.2 of ECS) are link-local anyway.
 */
const METADATA = ['168.63.129.16/32', 'fd00:ec2::254/128', '100.100.100.200/32'].map((cidr) =>
  ipaddr.parseCIDR(cidr),
);

/** Global unicast (2000::/3): everything else in IPv6 is special-purpose or unassigned. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** RFC 6052's well-known NAT64 prefix; 64:ff9b:1::/48 (RFC 8215) is for local use only. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

/** The IPv4 address an IPv6 address stands for, when it embeds one that traffic reaches. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const range = address.range();
  if (
    range === 'ipv4Mapped' ||
    range === 'rfc6145' ||
    address.match(NAT64_WELL_KNOWN[0], NAT64_WELL_KNOWN[1])
  )
    return v4(p[6]!, p[7]!);
  if (range === '6to4') return v4(p[1]!, p[2]!);
  // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291 but still routed by some stacks).
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7]! > 1)) return v4(p[6]!, p[7]!);
  return undefined;
}

/** `undefined` when `text` is not an IP address in any notation (then it is a name to resolve). */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return undefined;
  return ipaddr.parse(bare);
}

/** The class of an IP address in any notation; a name (not an address) is `undefined`. */
export function classifyAddress(text: string): AddressClass | undefined {
  const address = parseAddress(text);
  return address && classify(address);
}

function classify(address: ipaddr.IPv4 | ipaddr.IPv6): AddressClass {
  if (
    METADATA.some((range) => range[0].kind() === address.kind() && address.match(range[0] as never, range[1]))
  )
    return 'metadata';
  if (address.kind() === 'ipv4') return IPV4_CLASSES[address.range()] ?? 'reserved';
  const v6 = address as ipaddr.IPv6;
  const v4 = embeddedIPv4(v6);
  if (v4) return classify(v4);
  const known = IPV6_CLASSES[v6.range()];
  if (known === 'public') return v6.match(GLOBAL_UNICAST[0], GLOBAL_UNICAST[1]) ? 'public' : 'reserved';
  return known ?? 'reserved';
}

/** An operator's exception: an address range (CIDR or one address) or a host name. */
type AllowEntry =
  { kind: 'range'; range: [ipaddr.IPv4 | ipaddr.IPv6, number] } | { kind: 'host'; name: string };

export interface EgressPolicy {
  /** Classes reached besides `public` (the agent's default adds the private ranges). */
  readonly alsoAllow: ReadonlySet<AddressClass>;
  readonly allow: readonly AllowEntry[];
  /** The setting that adds exceptions, named in refusals so they say what to change. */
  readonly setting: string;
}

export class EgressConfigError extends Error {}

/**
 * Parses an allow-list setting: comma- or space-separated CIDR ranges (`10.20.0.0/16`,
 * `fd12::/64`), single addresses, or host names (`git.corp.example`, `*.corp.example`). Invalid
 * entries are reported together. Nothing is allowed by default.
 */
export function egressPolicy(
  allowList: string | undefined,
  alsoAllow: Iterable<AddressClass> = [],
  setting = 'ARCBRIDGE_EGRESS_ALLOW',
): EgressPolicy {
  const allow: AllowEntry[] = [];
  const invalid: string[] = [];
  for (const entry of (allowList ?? '').split(/[\s,]+/).filter(Boolean)) {
    const text = entry.toLowerCase();
    if (text.includes('/')) {
      try {
        const [base, bits] = ipaddr.parseCIDR(text.replace(/^\[(.*)\](\/\d+)$/, '$1$2'));
        allow.push({
          kind: 'range',
          range: [canonical(base), base.kind() === 'ipv6' && isMapped(base) ? bits - 96 : bits],
        });
      } catch {
        invalid.push(entry);
      }
    } else if (parseAddress(text)) {
      const address = canonical(parseAddress(text)!);
      allow.push({ kind: 'range', range: [address, address.kind() === 'ipv4' ? 32 : 128] });
    } else if (
      /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(text)
    ) {
      allow.push({ kind: 'host', name: text });
    } else {
      invalid.push(entry);
    }
  }
  if (invalid.length > 0) {
    throw new EgressConfigError(
      `not an address, CIDR range or host name: ${invalid.join(', ')} (e.g. 10.20.0.0/16, fd12::/64, git.corp.example)`,
    );
  }
  return { alsoAllow: new Set(alsoAllow), allow, setting };
}

function isMapped(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress();
}

/** IPv4-mapped IPv6 as the IPv4 address it is, so one range covers both notations. */
function canonical(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return isMapped(address) ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/** Whether the operator allowed this host name outright. */
export function hostAllowed(policy: EgressPolicy, host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return policy.allow.some(
    (e) => e.kind === 'host' && (e.name.startsWith('*.') ? name.endsWith(e.name.slice(1)) : name === e.name),
  );
}

/**
 * Why connecting to `address` is refused, or `undefined` when it may be reached: a public
 * address, a class the policy adds, or a range the operator allowed.
 */
export function refusal(policy: EgressPolicy, address: string): AddressClass | 'not-an-address' | undefined {
  const parsed = parseAddress(address);
  if (!parsed) return 'not-an-address';
  const cls = classify(parsed);
  if (cls === 'public' || policy.alsoAllow.has(cls)) return undefined;
  const ip = canonical(parsed);
  const inRange = policy.allow.some(
    (e) => e.kind === 'range' && e.range[0].kind() === ip.kind() && ip.match(e.range[0] as never, e.range[1]),
  );
  return inRange ? undefined : cls;
}
