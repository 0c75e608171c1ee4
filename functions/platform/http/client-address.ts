import { isIP } from 'node:net';

/**
 * The header that carries the caller's address. Azure's front end appends the address of the TCP
 * peer it accepted, as `ip:port`, to whatever X-Forwarded-For the client sent; the embedded host
 * sets it from the socket after discarding the client's value. Either way the last hop is the one
 * the client cannot choose, and the only one read here.
 */
export const FORWARDED_FOR_HEADER = 'x-forwarded-for';

export interface ClientAddress {
  /** The address in canonical form (IPv4 dotted quad, IPv6 lower-case, IPv4-mapped IPv6 as IPv4). */
  address: string;
  /**
   * What a per-source limit counts against: the IPv4 address, or the IPv6 /64. One IPv6 subscriber
   * usually holds a whole /64, so per-address keys would let it rotate through 2^64 buckets.
   */
  key: string;
}

/** The address the front end appended to X-Forwarded-For, or undefined if it is absent or unparsable. */
export function clientAddressOf(headers: Headers): ClientAddress | undefined {
  const value = headers.get(FORWARDED_FOR_HEADER);
  if (!value) return undefined;
  return parseHop(value.slice(value.lastIndexOf(',') + 1).trim());
}

/** Longest hop accepted: `[` + the longest IPv6 text (45, with an embedded IPv4) + `]:65535`. */
const MAX_HOP_LENGTH = 53;

/** One X-Forwarded-For hop: `a.b.c.d`, `a.b.c.d:port`, `[v6]`, `[v6]:port` or a bare IPv6. */
export function parseHop(hop: string): ClientAddress | undefined {
  if (hop.length === 0 || hop.length > MAX_HOP_LENGTH) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(hop);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(hop);
  const host = bracketed?.[1] ?? withPort?.[1] ?? hop;
  const family = isIP(host);
  // Brackets belong to IPv6 only; a zone id (`%eth0`) names a link, never a remote client.
  if (family === 6 && !host.includes('%')) return ipv6(host);
  if (family === 4 && !bracketed) return { address: host, key: host };
  return undefined;
}

function ipv6(text: string): ClientAddress {
  const groups = ipv6Groups(text);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    // IPv4-mapped (what a dual-stack socket reports for an IPv4 peer): the same client as its IPv4.
    const v4 = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
    return { address: v4, key: v4 };
  }
  // The URL parser writes IPv6 in its canonical (RFC 5952) form: one spelling per address.
  const address = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  const prefix = groups.slice(0, 4).map((g) => g.toString(16));
  return { address, key: `${prefix.join(':')}::/64` };
}

/** The eight 16-bit groups of an address `isIP` already accepted as IPv6 (without a zone). */
function ipv6Groups(text: string): number[] {
  let source = text.toLowerCase();
  const lastColon = source.lastIndexOf(':');
  const tail = source.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    source = `${source.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = source.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - headGroups.length - restGroups.length).fill('0');
  return [...headGroups, ...zeros, ...restGroups].map((g) => parseInt(g, 16));
}
