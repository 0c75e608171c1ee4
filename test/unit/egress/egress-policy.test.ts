import { BlockList } from 'node:net';
import fc from 'fast-check';
import { classifyAddress, egressPolicy, EgressConfigError, refusal } from '../../../contract/egress-policy';

const NONE = egressPolicy(undefined);

/** Every way an address can be written, as a URL host, with what it must be classified as. */
const NOTATIONS: Array<[string, string]> = [
  // IPv4 loopback in every notation inet_aton and WHATWG URL accept.
  ['127.0.0.1', 'loopback'],
  ['127.1', 'loopback'],
  ['127.0.1', 'loopback'],
  ['2130706433', 'loopback'],
  ['0x7f000001', 'loopback'],
  ['0x7f.1', 'loopback'],
  ['0x7F.0.0.1', 'loopback'],
  ['0177.0.0.1', 'loopback'],
  ['0177.1', 'loopback'],
  ['017700000001', 'loopback'],
  ['127.255.255.254', 'loopback'],
  // Cloud metadata and the rest of link-local.
  ['169.254.169.254', 'link-local'],
  ['2852039166', 'link-local'],
  ['0xa9fea9fe', 'link-local'],
  ['0251.0376.0251.0376', 'link-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  // Cloud endpoints that hand out credentials, whatever range they sit in.
  ['fd00:ec2::254', 'metadata'],
  ['168.63.129.16', 'metadata'],
  ['2822734096', 'metadata'],
  ['::ffff:168.63.129.16', 'metadata'],
  ['100.100.100.200', 'metadata'],
  // RFC 1918, CGNAT, unique-local.
  ['10.0.0.1', 'private'],
  ['167772161', 'private'],
  ['172.16.5.4', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['0xc0a80101', 'private'],
  ['100.64.0.1', 'carrier-grade-nat'],
  ['fc00::1', 'unique-local'],
  // Unspecified, broadcast, multicast, reserved.
  ['0.0.0.0', 'unspecified'],
  ['0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['ff0e::1', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['2001:db8::1', 'reserved'],
  ['fec0::1', 'reserved'],
  ['100::1', 'reserved'],
  // IPv6 that carries an IPv4 address is judged by the IPv4 address.
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['[::1]', 'loopback'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
  ['::ffff:169.254.169.254', 'link-local'],
  ['::ffff:a9fe:a9fe', 'link-local'],
  ['::ffff:10.0.0.1', 'private'],
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['::ffff:0:127.0.0.1', 'loopback'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'link-local'],
  ['64:ff9b:1::1', 'reserved'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:a9fe:a9fe::1', 'link-local'],
  ['2002:0a00:0001::1', 'private'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'tunnel'],
  // Public.
  ['8.8.8.8', 'public'],
  ['134744072', 'public'],
  ['0x08080808', 'public'],
  ['1.1.1.1', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['::ffff:8.8.8.8', 'public'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['2002:0808:0808::1', 'public'],
];

describe('egress address classification', () => {
  it.each(NOTATIONS)('%s is %s', (text, expected) => {
    expect(classifyAddress(text)).toBe(expected);
    expect(refusal(NONE, text)).toBe(expected === 'public' ? undefined : expected);
  });

  it.each(NOTATIONS.filter(([text]) => !text.includes('%')))(
    'as a URL host, %s is still %s after WHATWG normalisation',
    (text, expected) => {
      const host = text.includes(':') && !text.startsWith('[') ? `[${text}]` : text;
      const { hostname } = new URL(`https://${host}/repo.git`);
      expect(classifyAddress(hostname)).toBe(expected);
    },
  );

  it('names are not addresses (they are resolved, then each address is checked)', () => {
    for (const name of ['localhost', 'git.example.com', 'metadata.google.internal', '127.0.0.1.nip.io']) {
      expect(classifyAddress(name)).toBeUndefined();
      expect(refusal(NONE, name)).toBe('not-an-address');
    }
  });

  // Node's own BlockList is the independent oracle for the IPv4 ranges; every 32-bit value is
  // written in a random notation (dotted, one number, hex, octal, short forms).
  const oracle = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    oracle.addSubnet(net, prefix, 'ipv4');
  }
  const written = (n: number, style: number): string => {
    const b = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    switch (style) {
      case 0:
        return String(n);
      case 1:
        return `0x${n.toString(16)}`;
      case 2:
        return b.map((x) => `0${x.toString(8)}`).join('.');
      case 3:
        return `${b[0]}.${(n & 0xffffff) >>> 0}`;
      case 4:
        return `0x${b[0]!.toString(16)}.${b[1]}.${(n & 0xffff) >>> 0}`;
      default:
        return `::ffff:${b.join('.')}`;
    }
  };
  it('agrees with net.BlockList for any IPv4 address in any notation', () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), fc.nat({ max: 5 }), (n, style) => {
        const dotted = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
        const text = written(n, style);
        const cls = classifyAddress(text);
        if (oracle.check(dotted, 'ipv4')) expect(cls).not.toBe('public');
        else if (cls !== 'reserved' && cls !== 'metadata') expect(cls).toBe('public');
        // WHATWG URL agrees with the notation's meaning.
        const host = style === 5 ? `[${text}]` : text;
        expect(classifyAddress(new URL(`http://${host}/`).hostname)).toBe(cls);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('egress allow list', () => {
  it('allows exactly the ranges and hosts the operator names, nothing by default', () => {
    const policy = egressPolicy('127.0.0.1/32, 10.20.0.0/16 fd12::/64,git.corp.example,*.svc.example');
    expect(refusal(policy, '127.0.0.1')).toBeUndefined();
    expect(refusal(policy, '::ffff:127.0.0.1')).toBeUndefined();
    expect(refusal(policy, '127.0.0.2')).toBe('loopback');
    expect(refusal(policy, '10.20.3.4')).toBeUndefined();
    expect(refusal(policy, '10.21.0.1')).toBe('private');
    expect(refusal(policy, 'fd12::5')).toBeUndefined();
    expect(refusal(policy, 'fd13::5')).toBe('unique-local');
    expect(refusal(policy, '169.254.169.254')).toBe('link-local');
    expect(refusal(NONE, '127.0.0.1')).toBe('loopback');
  });

  it('the agent may add the private classes, never loopback or link-local by that', () => {
    const agent = egressPolicy(undefined, ['private', 'unique-local', 'carrier-grade-nat']);
    expect(refusal(agent, '10.0.0.1')).toBeUndefined();
    expect(refusal(agent, 'fd00::1')).toBeUndefined();
    expect(refusal(agent, '169.254.169.254')).toBe('link-local');
    expect(refusal(agent, 'fd00:ec2::254')).toBe('metadata');
    expect(refusal(agent, '100.100.100.200')).toBe('metadata');
    expect(refusal(agent, '127.0.0.1')).toBe('loopback');
  });

  it('refuses a setting with invalid entries, naming them all', () => {
    expect(() => egressPolicy('10.0.0.0/33, not a host!, 1.2.3.4/8x')).toThrow(EgressConfigError);
    expect(() => egressPolicy('10.0.0.0/33,bad_name,1.2.3.4/8x')).toThrow(
      /10\.0\.0\.0\/33, bad_name, 1\.2\.3\.4\/8x/,
    );
  });
});
