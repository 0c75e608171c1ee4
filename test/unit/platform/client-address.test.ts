import { clientAddressOf, parseHop } from '../../../functions/platform/http/client-address';

const forwardedFor = (value: string) => clientAddressOf(new Headers({ 'x-forwarded-for': value }));

describe('the client address from X-Forwarded-For', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9', '203.0.113.9'],
    // What App Service's front end appends: the peer address with its port.
    ['203.0.113.9:54321', '203.0.113.9', '203.0.113.9'],
    ['[2001:DB8::1]:443', '2001:db8::1', '2001:db8:0:0::/64'],
    ['[2001:db8::1]', '2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1', '2001:db8:0:0::/64'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['::1', '::1', '0:0:0:0::/64'],
    // A dual-stack socket reports IPv4 peers as IPv4-mapped IPv6: the same client, the same bucket.
    ['::ffff:10.0.0.1', '10.0.0.1', '10.0.0.1'],
    ['[::ffff:a00:1]:1234', '10.0.0.1', '10.0.0.1'],
    ['64:ff9b::1.2.3.4', '64:ff9b::102:304', '64:ff9b:0:0::/64'],
  ])('%s is %s, limited as %s', (hop, address, key) => {
    expect(parseHop(hop)).toEqual({ address, key });
  });

  it('keys every address of one IPv6 /64 alike, and different /64s apart', () => {
    expect(parseHop('2001:db8:1:2:aaaa::1')?.key).toBe(parseHop('[2001:db8:1:2:ffff:1:2:3]:9')?.key);
    expect(parseHop('2001:db8:1:2::1')?.key).not.toBe(parseHop('2001:db8:1:3::1')?.key);
  });

  it.each([
    '',
    'unknown',
    '_hidden',
    '01.2.3.4',
    '256.1.1.1',
    '1.2.3.4:',
    '1.2.3.4:123456',
    '1.2.3',
    'fe80::1%eth0',
    '[1.2.3.4]:80',
    '2001:db8::1:2:3:4:5:6:7',
    `[${'a'.repeat(60)}]`,
  ])('refuses %j', (hop) => {
    expect(parseHop(hop)).toBeUndefined();
  });

  it('takes the hop the front end appended (the last), never one the client sent before it', () => {
    expect(forwardedFor('6.6.6.6, 10.0.0.1,  203.0.113.9:4444')).toEqual({
      address: '203.0.113.9',
      key: '203.0.113.9',
    });
    expect(forwardedFor('[2001:db8::1]:1,198.51.100.7')?.address).toBe('198.51.100.7');
    // A client that ends its own value with a comma cannot make the last hop empty: the front end's follows.
    expect(forwardedFor('6.6.6.6,, 198.51.100.7:1')?.address).toBe('198.51.100.7');
  });

  it('is undefined without the header or with an unparsable last hop', () => {
    expect(clientAddressOf(new Headers())).toBeUndefined();
    expect(forwardedFor('203.0.113.9, unknown')).toBeUndefined();
    expect(forwardedFor('203.0.113.9,')).toBeUndefined();
  });
});
