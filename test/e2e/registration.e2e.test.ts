import { execFile } from 'node:child_process';
import { randomUUID, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { corruptCsrSignature, createCsr, foreignClientCertificate } from '../support/agent-keys';
import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { mintBootstrapToken, registerCluster } from '../support/registration';
import { itRequiring } from '../support/system-programs';

const run = promisify(execFile);

describe.each(TEST_MODES)('registration (%s mode, embedded host, real TLS)', (mode) => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane({ mode });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const register = async (body: Record<string, unknown>) =>
    tp.client.send({ method: 'POST', path: '/api/v1/register', body });

  itRequiring('openssl')(
    'issues a client certificate bound to tenant and cluster that openssl accepts for client auth',
    async () => {
      const cluster = await registerCluster(tp, 'contoso', {
        name: 'edge-1',
        region: 'westeurope',
        labels: { env: 'prod' },
      });
      expect(cluster.clusterId).toMatch(/^c-[a-z0-9]{26}$/);
      const cert = new X509Certificate(cluster.cert.certPem);
      expect(cert.subjectAltName).toBe(`URI:urn:arcbridge:tenant:contoso:cluster:${cluster.clusterId}`);
      expect(cert.keyUsage).toContain('1.3.6.1.5.5.7.3.2');
      const days = (Date.parse(cert.validTo) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30.01);

      const dir = mkdtempSync(join(tmpdir(), 'arcbridge-openssl-'));
      try {
        writeFileSync(join(dir, 'ca.pem'), cluster.caCertificate);
        writeFileSync(join(dir, 'leaf.pem'), cluster.cert.certPem);
        const { stdout } = await run('openssl', [
          'verify',
          '-CAfile',
          join(dir, 'ca.pem'),
          '-purpose',
          'sslclient',
          join(dir, 'leaf.pem'),
        ]);
        expect(stdout.trim()).toBe(`${join(dir, 'leaf.pem')}: OK`);
        const server = await run('openssl', [
          'verify',
          '-CAfile',
          join(dir, 'ca.pem'),
          '-purpose',
          'sslserver',
          join(dir, 'leaf.pem'),
        ]).catch((err: { stdout: string }) => err);
        expect(String((server as { stdout: string }).stdout)).not.toContain(': OK');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('accepts a token once: reuse is 401', async () => {
    const token = await mintBootstrapToken(tp, 'contoso');
    const first = await register({
      bootstrapToken: token,
      clusterUid: randomUUID(),
      csr: (await createCsr()).csrPem,
    });
    expect(first.status).toBe(201);
    const again = await register({
      bootstrapToken: token,
      clusterUid: randomUUID(),
      csr: (await createCsr()).csrPem,
    });
    expect(again.status).toBe(401);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().detail).toContain('bootstrap token');
  });

  it('lets exactly one of many concurrent uses of one token win', async () => {
    const token = await mintBootstrapToken(tp, 'contoso');
    const csrs = await Promise.all(Array.from({ length: 6 }, () => createCsr()));
    const results = await Promise.all(
      csrs.map((csr) => register({ bootstrapToken: token, clusterUid: randomUUID(), csr: csr.csrPem })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 401, 401, 401, 401, 401]);
    const list = await tp.client.send({
      path: '/api/v1/tenants/contoso/clusters?limit=1000',
      token: await tp.token('contoso'),
    });
    const winner = results.find((r) => r.status === 201)!.json<{ clusterId: string }>().clusterId;
    const ids = list.json<{ items: { id: string }[] }>().items.map((c) => c.id);
    expect(ids).toContain(winner);
  });

  it('rejects unknown, malformed and expired tokens with 401', async () => {
    const csr = (await createCsr()).csrPem;
    const unknown = await register({
      bootstrapToken: `abt.contoso.${'A'.repeat(43)}`,
      clusterUid: randomUUID(),
      csr,
    });
    expect(unknown.status).toBe(401);
    const garbage = await register({ bootstrapToken: 'not-a-token', clusterUid: randomUUID(), csr });
    expect(garbage.status).toBe(401);
  });

  it('gives the same cluster id to the same tenant + clusterUid and supersedes the old certificate', async () => {
    const clusterUid = randomUUID();
    const first = await registerCluster(tp, 'contoso', { clusterUid });
    const second = await registerCluster(tp, 'contoso', { clusterUid });
    expect(second.clusterId).toBe(first.clusterId);
    const heartbeat = (cert: { certPem: string; keyPem: string }) =>
      tp.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${first.clusterId}/heartbeat`,
        body: { agentVersion: '0.1.0' },
        cert,
      });
    expect((await heartbeat(second.cert)).status).toBe(204);
    const old = await heartbeat(first.cert);
    expect(old.status).toBe(401);
    expect(old.json().detail).toContain('superseded');
  });

  it('keeps the same clusterUid apart across tenants', async () => {
    const clusterUid = randomUUID();
    const a = await registerCluster(tp, 'contoso', { clusterUid });
    const b = await registerCluster(tp, 'fabrikam', { clusterUid });
    expect(a.clusterId).not.toBe(b.clusterId);
  });

  it.each([
    ['unparseable CSR', async () => 'not a csr'],
    ['bad CSR signature', async () => corruptCsrSignature((await createCsr()).csrPem)],
    ['RSA 1024', async () => (await createCsr({ kind: 'rsa', bits: 1024 })).csrPem],
    ['EC P-521', async () => (await createCsr({ kind: 'ec', curve: 'P-521' })).csrPem],
  ])('rejects %s with 400 and does not burn the token', async (_label, makeCsr) => {
    const token = await mintBootstrapToken(tp, 'contoso');
    const bad = await register({ bootstrapToken: token, clusterUid: randomUUID(), csr: await makeCsr() });
    expect(bad.status).toBe(400);
    expect(bad.json().violations).toEqual([expect.objectContaining({ path: 'csr' })]);
    const good = await register({
      bootstrapToken: token,
      clusterUid: randomUUID(),
      csr: (await createCsr()).csrPem,
    });
    expect(good.status).toBe(201);
  });

  it('accepts RSA 2048 and EC P-384 keys', async () => {
    for (const spec of [{ kind: 'rsa', bits: 2048 } as const, { kind: 'ec', curve: 'P-384' } as const]) {
      const token = await mintBootstrapToken(tp, 'contoso');
      const response = await register({
        bootstrapToken: token,
        clusterUid: randomUUID(),
        csr: (await createCsr(spec)).csrPem,
      });
      expect(response.status).toBe(201);
    }
  });

  it('answers malformed registration bodies with 400 problem+json listing the fields', async () => {
    const response = await register({ bootstrapToken: 'x', clusterUid: 'not-a-uuid', csr: 'x', extra: true });
    expect(response.status).toBe(400);
    const problem = response.json<{ violations: { path: string }[]; type: string; status: number }>();
    expect(problem.status).toBe(400);
    expect(problem.type).toBe('https://arcbridge.dev/problems/bad-request');
    expect(problem.violations.map((v) => v.path)).toEqual(
      expect.arrayContaining(['body.clusterUid', 'body']),
    );
    const notJson = await tp.client.send({
      method: 'POST',
      path: '/api/v1/register',
      rawBody: '{"bootstrapToken":',
    });
    expect(notJson.status).toBe(400);
    const wrongType = await tp.client.send({
      method: 'POST',
      path: '/api/v1/register',
      rawBody: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongType.status).toBe(415);
  });

  it('rejects oversized registration bodies with 413', async () => {
    const response = await register({
      bootstrapToken: 'x'.repeat(70 * 1024),
      clusterUid: randomUUID(),
      csr: 'x',
    });
    expect(response.status).toBe(413);
    expect(response.json().limitBytes).toBe(64 * 1024);
  });

  it('renews with the current certificate; the old one keeps working only for the grace period', async () => {
    const cluster = await registerCluster(tp, 'contoso');
    const { csrPem, keyPem } = await createCsr();
    const renewed = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/renew`,
      body: { csr: csrPem },
      cert: cluster.cert,
    });
    expect(renewed.status).toBe(200);
    const body = renewed.json<{ certificate: string; clusterId: string }>();
    expect(body.clusterId).toBe(cluster.clusterId);
    const newCert = { certPem: body.certificate, keyPem };
    const viaNew = await tp.client.send({
      path: `/api/v1/clusters/${cluster.clusterId}/desired`,
      cert: newCert,
    });
    expect(viaNew.status).toBe(200);
    const viaOld = await tp.client.send({
      path: `/api/v1/clusters/${cluster.clusterId}/desired`,
      cert: cluster.cert,
    });
    expect(viaOld.status).toBe(200);
  });

  it('keeps an agent working when a renewal and its retry are answered out of order', async () => {
    // The agent's first renewal times out on its side; it retries with the same certificate and
    // adopts the retry's answer; then the first try, still queued at the control plane, is served.
    const cluster = await registerCluster(tp, 'contoso');
    const renew = async () => {
      const { csrPem, keyPem } = await createCsr();
      const response = await tp.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${cluster.clusterId}/renew`,
        body: { csr: csrPem },
        cert: cluster.cert,
      });
      expect(response.status).toBe(200);
      return { certPem: response.json<{ certificate: string }>().certificate, keyPem };
    };
    const adopted = await renew(); // the retry: its answer is what the agent holds
    const late = await renew(); // the first try, served last: its answer never reaches the agent
    for (const cert of [adopted, late, cluster.cert]) {
      const response = await tp.client.send({ path: `/api/v1/clusters/${cluster.clusterId}/desired`, cert });
      expect(response.status).toBe(200);
    }
    // The agent renews on with what it holds; once it renewed with a current certificate, the
    // lost answer is no longer accepted.
    let held = adopted;
    for (let round = 0; round < 2; round++) {
      const { csrPem, keyPem } = await createCsr();
      const next = await tp.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${cluster.clusterId}/renew`,
        body: { csr: csrPem },
        cert: held,
      });
      expect(next.status).toBe(200);
      held = { certPem: next.json<{ certificate: string }>().certificate, keyPem };
    }
    const lost = await tp.client.send({ path: `/api/v1/clusters/${cluster.clusterId}/desired`, cert: late });
    expect(lost.status).toBe(401);
    expect(lost.json().detail).toContain('superseded');
  });

  it('refuses agent calls without a certificate or with one from another CA', async () => {
    const cluster = await registerCluster(tp, 'contoso');
    const none = await tp.client.send({ path: `/api/v1/clusters/${cluster.clusterId}/desired` });
    expect(none.status).toBe(401);
    const impostor = await foreignClientCertificate(
      `urn:arcbridge:tenant:contoso:cluster:${cluster.clusterId}`,
    );
    const foreign = await tp.client.send({
      path: `/api/v1/clusters/${cluster.clusterId}/desired`,
      cert: impostor,
    });
    expect(foreign.status).toBe(401);
    expect(foreign.json().detail).toContain('not issued by this control plane');
    const spoofed = await tp.client.send({
      path: `/api/v1/clusters/${cluster.clusterId}/desired`,
      headers: { 'x-arr-clientcert': Buffer.from(cluster.cert.certPem).toString('base64') },
    });
    expect(spoofed.status).toBe(401);
  });
});
