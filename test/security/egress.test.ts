import dns from 'node:dns';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { egressFetch, egressRequest } from '../../contract/egress-http';
import { egressPolicy } from '../../contract/egress-policy';
import { startCountingListener } from '../support/counting-listener';
import { selfSignedServingCertificate } from '../support/fake-kube-tls';
import type { CountingListener } from '../support/counting-listener';

/**
 * Calls made for a tenant never reach an address the egress policy refuses: real listeners on
 * loopback count every TCP connection, and a refused call must leave the count at zero, whatever
 * notation, name or redirect led to it.
 */

const NONE = egressPolicy(undefined);
const SMALL = { maxBytes: 64 * 1024, timeoutMs: 10_000 };

/** Loopback in every notation a URL host can carry, plus names that resolve to it. */
const LOOPBACK_HOSTS_V4 = [
  '127.0.0.1',
  '127.1',
  '127.0.1',
  '0x7f.1',
  '0x7f.0.0.1',
  '0x7f000001',
  '2130706433',
  '0177.0.0.1',
  '0177.1',
  '017700000001',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::127.0.0.1]',
  'localhost',
  'LOCALHOST',
];
const LOOPBACK_HOSTS_V6 = ['[::1]', '[0:0:0:0:0:0:0:1]', '[0000::0001]'];

describe('egress: refused addresses are never connected to', () => {
  let v4: CountingListener;
  let v6: CountingListener;

  beforeAll(async () => {
    v4 = await startCountingListener('127.0.0.1');
    v6 = await startCountingListener('::1');
  });
  afterAll(async () => {
    await v4.close();
    await v6.close();
  });

  it('refuses loopback in every notation and by name, with no connection made', async () => {
    const targets = [...LOOPBACK_HOSTS_V4.map((h) => v4.url(h)), ...LOOPBACK_HOSTS_V6.map((h) => v6.url(h))];
    for (const url of targets) {
      await expect(egressRequest(NONE, url, SMALL)).rejects.toMatchObject({ code: 'refused' });
      await expect(egressFetch(NONE, url, SMALL)).rejects.toMatchObject({ code: 'refused' });
    }
    expect({ v4: v4.connections, v6: v6.connections }).toEqual({ v4: 0, v6: 0 });

    // The same listeners are reached once an operator allows them: the count above could have moved.
    const allowed = egressPolicy('127.0.0.1/32,::1/128');
    for (const url of [v4.url('0x7f.1'), v4.url('localhost'), v6.url('[::1]')]) {
      const res = await egressRequest(allowed, url, SMALL);
      expect(res.status).toBe(200);
      res.discard();
    }
    expect(v4.connections + v6.connections).toBe(3);
  });

  it('connects to the very addresses it checked: one resolution per call, no second answer to rebind', async () => {
    // A name the tenant controls, answered as a rebinding DNS server would: a public address to
    // the first question, loopback to any later one. Real DNS cannot resolve it, so where the
    // socket goes is decided by these answers alone.
    let answers: string[] = [];
    const sequence = ['93.184.215.14', '127.0.0.1'];
    const real = dns.lookup;
    const spy = jest.spyOn(dns, 'lookup').mockImplementation(((
      host: string,
      options: unknown,
      callback: unknown,
    ) => {
      if (host !== 'rebind.test') return (real as (...a: unknown[]) => void)(host, options, callback);
      const address = sequence[Math.min(answers.length, sequence.length - 1)]!;
      answers.push(address);
      (callback as (e: null, a: dns.LookupAddress[]) => void)(null, [{ address, family: 4 }]);
    }) as typeof dns.lookup);
    try {
      const before = v4.connections;
      // Checked and dialled with the first (public) answer; it leads nowhere offline, and the
      // loopback answer is never asked for.
      await expect(
        egressRequest(NONE, v4.url('rebind.test'), { maxBytes: 1024, timeoutMs: 1000 }),
      ).rejects.toThrow();
      expect(answers).toEqual(['93.184.215.14']);
      expect(v4.connections).toBe(before);
      // The loopback answer, once it comes first, is refused without a connection...
      sequence.shift();
      answers = [];
      await expect(egressRequest(NONE, v4.url('rebind.test'), SMALL)).rejects.toMatchObject({
        code: 'refused',
      });
      expect(v4.connections).toBe(before);
      // ...and, allowed by the operator, is exactly where the socket goes.
      answers = [];
      const res = await egressRequest(egressPolicy('127.0.0.1/32'), v4.url('rebind.test'), SMALL);
      expect(res.status).toBe(200);
      res.discard();
      expect(answers).toEqual(['127.0.0.1']);
      expect(v4.connections).toBe(before + 1);
    } finally {
      spy.mockRestore();
    }
  });

  it('re-checks every redirect: an allowed host cannot send the call to a forbidden one', async () => {
    const forbidden = await startCountingListener('127.0.0.2');
    const hops = [
      `http://127.0.0.2:${forbidden.port}/`,
      `http://2130706434:${forbidden.port}/`,
      `http://0x7f.0.0.2:${forbidden.port}/`,
      `http://127.2:${forbidden.port}/`,
      `http://[::ffff:127.0.0.2]:${forbidden.port}/`,
      `http://[::1]:${forbidden.port}/`,
      `http://169.254.169.254/latest/meta-data/`,
    ];
    let next = 0;
    const redirector = await startCountingListener('127.0.0.1', (_req, res) => {
      res.writeHead(next % 2 === 0 ? 302 : 307, { location: hops[next++ % hops.length] });
      res.end();
    });
    try {
      const allowed = egressPolicy('127.0.0.1/32');
      for (let i = 0; i < hops.length; i++) {
        await expect(egressFetch(allowed, redirector.url('127.0.0.1'), SMALL)).rejects.toMatchObject({
          code: 'refused',
        });
      }
      expect(redirector.connections).toBe(hops.length);
      expect(forbidden.connections).toBe(0);
      // egressRequest itself follows nothing: the 3xx is the answer.
      const res = await egressRequest(allowed, redirector.url('127.0.0.1'), SMALL);
      expect([302, 307]).toContain(res.status);
      res.discard();
      expect(forbidden.connections).toBe(0);
    } finally {
      await redirector.close();
      await forbidden.close();
    }
  });

  it('caps the body, declared or streamed, and bounds the time of a silent or trickling answer', async () => {
    const big = Buffer.alloc(256 * 1024, 'x');
    let silent = 0;
    const listener = await startCountingListener('127.0.0.1', (req, res) => {
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': String(big.length) });
        res.end(big);
      } else if (req.url === '/streamed') {
        res.writeHead(200);
        res.end(big);
      } else if (req.url === '/trickle') {
        res.writeHead(200);
        res.write('a');
      } else {
        silent++; // never answers
      }
    });
    try {
      const allowed = egressPolicy('127.0.0.1/32');
      await expect(
        egressRequest(allowed, listener.url('127.0.0.1', '/declared'), SMALL),
      ).rejects.toMatchObject({
        code: 'too-large',
      });
      const streamed = await egressRequest(allowed, listener.url('127.0.0.1', '/streamed'), SMALL);
      await expect(
        (async () => {
          for await (const _ of streamed.body) void _;
        })(),
      ).rejects.toMatchObject({ code: 'too-large' });
      const quick = { maxBytes: 1024, timeoutMs: 300 };
      await expect(egressRequest(allowed, listener.url('127.0.0.1', '/silent'), quick)).rejects.toMatchObject(
        {
          code: 'timeout',
        },
      );
      expect(silent).toBe(1);
      const trickle = await egressRequest(allowed, listener.url('127.0.0.1', '/trickle'), quick);
      await expect(
        (async () => {
          for await (const _ of trickle.body) void _;
        })(),
      ).rejects.toMatchObject({ code: 'timeout' });
    } finally {
      await listener.close();
    }
  });

  it('never follows a redirect from https down to http, even to an allowed host', async () => {
    const plain = await startCountingListener('127.0.0.1');
    const { certPem, keyPem } = await selfSignedServingCertificate();
    const tls = createHttpsServer({ cert: certPem, key: keyPem }, (_req, res) => {
      res.writeHead(301, { location: plain.url('127.0.0.1', '/') });
      res.end();
    });
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const url = `https://127.0.0.1:${(tls.address() as AddressInfo).port}/`;
      const options = { ...SMALL, extraCaPems: [certPem] };
      await expect(egressFetch(egressPolicy('127.0.0.1/32'), url, options)).rejects.toMatchObject({
        code: 'redirect',
      });
      expect(plain.connections).toBe(0);
    } finally {
      tls.closeAllConnections();
      await new Promise<void>((resolve) => tls.close(() => resolve()));
      await plain.close();
    }
  });
});
