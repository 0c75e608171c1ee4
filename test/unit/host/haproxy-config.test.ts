import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderHaproxyConfig } from '../../../functions/host/front-end/haproxy-config';
import type { HaproxyFrontEndSettings } from '../../../functions/host/front-end/haproxy-config';
import { LocalCa } from '../../../functions/platform/signer/local-ca';
import { requirePrograms } from '../../support/system-programs';

/** HAProxy itself (`haproxy -c`) is the judge of the configuration we write, not a string we expect. */
const describeWithHaproxy = requirePrograms('haproxy');

describeWithHaproxy('the HAProxy configuration of the front end', () => {
  let dir: string;
  let base: HaproxyFrontEndSettings;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-haproxy-config-'));
    // The local CA the embedded host uses, and a server certificate of it, as the host writes them.
    const ca = await LocalCa.open(join(dir, 'ca-data'));
    const server = await ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1'] });
    writeFileSync(join(dir, 'server.pem'), `${server.certificatePem.trim()}\n${server.keyPem.trim()}\n`, {
      mode: 0o600,
    });
    writeFileSync(join(dir, 'ca.pem'), await ca.caCertificatePem());
    base = {
      bindHost: '127.0.0.1',
      port: 7443,
      certificateBundlePath: join(dir, 'server.pem'),
      clientCaPath: join(dir, 'ca.pem'),
      appSocketPath: join(dir, 'app.sock'),
      maxConnections: 20_000,
      keepAliveTimeoutMs: 65_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      appConcurrency: 256,
    };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function check(settings: HaproxyFrontEndSettings): { ok: boolean; output: string } {
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, renderHaproxyConfig(settings));
    const result = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
    return { ok: result.status === 0, output: result.stdout + result.stderr };
  }

  it.each([
    ['IPv4 loopback', {}],
    ['IPv6 loopback', { bindHost: '::1' }],
    ['every address', { bindHost: '0.0.0.0' }],
    ['the smallest connection limit the host passes', { maxConnections: 256 }],
  ])('is valid for %s', (_name, overrides) => {
    const result = check({ ...base, ...overrides });
    expect(result.output).toMatch(/Configuration file is valid/);
    expect(result.ok).toBe(true);
  });

  it('is refused by HAProxy when it names a certificate that is not there (the check is real)', () => {
    const result = check({ ...base, certificateBundlePath: join(dir, 'missing.pem') });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/unable to load|No such file/i);
  });

  it('refuses paths HAProxy would split or read as a comment, saying what to change', () => {
    for (const path of [join(dir, 'my data', 'app.sock'), join(dir, 'a#b.sock'), join(dir, 'q"uote.sock')]) {
      expect(() => renderHaproxyConfig({ ...base, appSocketPath: path })).toThrow(/ARCBRIDGE_DATA_DIR/);
    }
  });
});
