import type { DesiredExtension } from '../../contract/desired';
import { refusal } from '../../contract/egress-policy';
import { HttpSourceFetcher } from '../../agent/reconcile/render/fetch-source';
import { OciRegistryClient } from '../../agent/reconcile/render/oci-registry';
import { RenderError } from '../../agent/reconcile/render/port';
import { sourceEgressPolicy } from '../../agent/reconcile/render/source-egress';
import { startCountingListener } from '../support/counting-listener';
import type { CountingListener } from '../support/counting-listener';

/**
 * The agent fetches what the desired state names. By default it never dials loopback, link-local
 * or cloud metadata (the pod's node and cloud identity), in any notation or through a redirect
 * or a registry's token realm; an operator's allow list opens exactly what it names.
 */
describe('agent source egress', () => {
  let allowed: CountingListener;
  let forbidden: CountingListener;
  const LOOPBACK = sourceEgressPolicy({ allow: '127.0.0.1/32' });

  beforeAll(async () => {
    forbidden = await startCountingListener('127.0.0.2', (_req, res) => res.end('kind: ConfigMap\n'));
    allowed = await startCountingListener('127.0.0.1', (req, res) => {
      if (req.url === '/hop') {
        res.writeHead(302, { location: `http://0x7f.0.0.2:${forbidden.port}/x.yaml` });
        res.end();
      } else if (req.url === '/same-host') {
        res.writeHead(301, { location: '/x.yaml' });
        res.end();
      } else if (req.url?.startsWith('/v2/')) {
        res.writeHead(401, {
          'www-authenticate': `Bearer realm="http://[::ffff:127.0.0.2]:${forbidden.port}/token",service="r"`,
        });
        res.end();
      } else {
        res.end('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n');
      }
    });
  });
  afterAll(async () => {
    await allowed.close();
    await forbidden.close();
  });

  const oci = (host: string): DesiredExtension =>
    ({ version: '1.0.0', source: { url: `oci://${host}/charts/web` } }) as unknown as DesiredExtension;

  it('refuses loopback in every notation by default, with no connection made', async () => {
    const before = allowed.connections;
    for (const host of ['127.0.0.1', 'localhost', '127.1', '0x7f.1', '2130706433', '[::ffff:127.0.0.1]']) {
      const url = allowed.url(host, '/x.yaml');
      await expect(new HttpSourceFetcher().fetch(url)).rejects.toThrow(
        /loopback address.*sourceEgress\.allow \(ARCBRIDGE_SOURCE_EGRESS_ALLOW\)/,
      );
      await expect(
        new OciRegistryClient({ plainHttp: true }).fetch(oci(`${host}:${allowed.port}`)),
      ).rejects.toThrow(RenderError);
    }
    await expect(new HttpSourceFetcher().fetch('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(
      /link-local/,
    );
    await expect(new HttpSourceFetcher().fetch('http://[fd00:ec2::254]/latest/')).rejects.toThrow(/metadata/);
    expect(allowed.connections).toBe(before);
  });

  it('checks every redirect and token realm like the first address', async () => {
    const fetcher = new HttpSourceFetcher(undefined, undefined, LOOPBACK);
    expect((await fetcher.fetch(allowed.url('127.0.0.1', '/same-host'))).toString()).toContain('ConfigMap');
    await expect(fetcher.fetch(allowed.url('127.0.0.1', '/hop'))).rejects.toThrow(/loopback address/);
    await expect(
      new OciRegistryClient({ plainHttp: true, egress: LOOPBACK }).fetch(oci(`127.0.0.1:${allowed.port}`)),
    ).rejects.toThrow(/loopback address/);
    expect(forbidden.connections).toBe(0);
  });

  it('reaches private networks by default, and not when the operator denies them', () => {
    // Classification only (no private listener offline): the policy is what every fetch consults.
    const open = sourceEgressPolicy();
    const closed = sourceEgressPolicy({ privateNetworks: 'deny' });
    for (const address of ['10.0.0.1', '172.20.1.1', '192.168.0.10', 'fd12::1', '100.64.1.1']) {
      expect(refusal(open, address)).toBeUndefined();
      expect(refusal(closed, address)).toBeDefined();
    }
    // Never opened by the private classes: loopback, link-local, metadata.
    for (const address of ['127.0.0.1', '169.254.169.254', 'fd00:ec2::254', '100.100.100.200']) {
      expect(refusal(open, address)).toBeDefined();
    }
    expect(() => sourceEgressPolicy({ allow: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });
});
