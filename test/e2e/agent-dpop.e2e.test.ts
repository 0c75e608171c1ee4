import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { DpopProofs } from '../../agent/controlplane/dpop-proof';
import { DESIRED_ETAG_HEADER } from '../../contract/desired';
import { problemType } from '../../contract/problems';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

/**
 * RFC 9449 proofs of possession on the agent API, over the embedded host's real TLS: a request
 * that carries a proof and no client certificate is the cluster's, and every way a proof can be
 * wrong (another request, another key, a replay, a clock too far off) is refused with a problem
 * that says which. The agent's own proofs (agent/controlplane/dpop-proof.ts) are the ones sent.
 */
describe('agent requests with DPoP proofs', () => {
  let tp: TestControlPlane;
  let cluster: RegisteredCluster;

  beforeAll(async () => {
    tp = await startTestControlPlane({ env: { ARCBRIDGE_RATE_AGENT_BURST: '1000' } });
    cluster = await registerCluster(tp, 'alpha', { name: 'edge-1' });
  });
  afterAll(async () => {
    await tp?.stop();
  });

  const path = (kind: 'heartbeat' | 'desired', id = cluster.clusterId) => `/api/v1/clusters/${id}/${kind}`;
  const proofFor = (
    method: string,
    target: string,
    options: { skewMs?: number; keyPem?: string; who?: RegisteredCluster } = {},
  ) =>
    new DpopProofs(() => new Date(Date.now() + (options.skewMs ?? 0))).proof(
      {
        privateKeyPem: options.keyPem ?? (options.who ?? cluster).cert.keyPem,
        certificatePem: (options.who ?? cluster).cert.certPem,
      },
      method,
      `${tp.plane.url}${target}`,
    );
  const heartbeat = (dpop: string, extra: Record<string, string> = {}, id = cluster.clusterId) =>
    tp.client.send({
      method: 'POST',
      path: path('heartbeat', id),
      body: { agentVersion: '2.0.0' },
      headers: { dpop, ...extra },
    });
  const problem = (res: { json: <T>() => T }) =>
    res.json<{ type: string; detail: string } & Record<string, unknown>>();

  it('authenticates a request that carries a proof and no client certificate', async () => {
    const res = await heartbeat(await proofFor('POST', path('heartbeat')));
    expect(res.status).toBe(204);
    const detail = await tp.plane.runtime.clusters.get('alpha', cluster.clusterId);
    expect(detail.agentVersion).toBe('2.0.0');
  });

  it('refuses a proof used twice', async () => {
    const proof = await proofFor('POST', path('heartbeat'));
    expect((await heartbeat(proof)).status).toBe(204);
    const replay = await heartbeat(proof);
    expect(replay.status).toBe(401);
    expect(problem(replay).detail).toMatch(/already used/);
  });

  it('refuses a proof made for another URL or method', async () => {
    const otherUrl = await heartbeat(await proofFor('POST', path('desired')));
    expect(otherUrl.status).toBe(401);
    expect(problem(otherUrl).detail).toMatch(/htu is not this request's URL/);
    const otherMethod = await heartbeat(await proofFor('GET', path('heartbeat')));
    expect(otherMethod.status).toBe(401);
    expect(problem(otherMethod).detail).toMatch(/htm is not this request's method, POST/);
  });

  it("refuses a proof carrying the cluster's certificate but made with another key", async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    }) as string;
    // The stranger's own public key in jwk: it does not match the certificate.
    const ownJwk = await heartbeat(await proofFor('POST', path('heartbeat'), { keyPem: stranger }));
    expect(ownJwk.status).toBe(401);
    expect(problem(ownJwk).detail).toMatch(/jwk is not the certificate's public key/);
    // The certificate's public key in jwk, signed by the stranger: the signature gives it away.
    const genuine = JSON.parse(
      Buffer.from((await proofFor('POST', path('heartbeat'))).split('.')[0]!, 'base64url').toString(),
    ) as { jwk: Record<string, unknown> };
    const forged = await new SignJWT({
      htm: 'POST',
      htu: `${tp.plane.url}${path('heartbeat')}`,
      jti: 'forged-1',
    })
      .setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: genuine.jwk })
      .setIssuedAt()
      .sign(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    const signedByStranger = await heartbeat(forged);
    expect(signedByStranger.status).toBe(401);
    expect(problem(signedByStranger).detail).toMatch(/signature does not verify/);
  });

  it("refuses another cluster's proof for this cluster's URL (403), and a malformed one (401)", async () => {
    const other = await registerCluster(tp, 'alpha', { name: 'edge-2' });
    const res = await heartbeat(await proofFor('POST', path('heartbeat'), { who: other }));
    expect(res.status).toBe(403);
    const garbage = await heartbeat('not.a.jwt');
    expect(garbage.status).toBe(401);
    expect(problem(garbage).detail).toMatch(/DPoP proof is not valid/);
  });

  it("names the clock skew when the proof's iat is outside the window, either way", async () => {
    const ahead = await heartbeat(await proofFor('POST', path('heartbeat'), { skewMs: 10 * 60_000 }));
    expect(ahead.status).toBe(401);
    const body = problem(ahead);
    expect(body.type).toBe(problemType('dpop-clock-skew'));
    expect(body.clockSkewSeconds).toBeGreaterThanOrEqual(595);
    expect(body.clockSkewSeconds).toBeLessThanOrEqual(605);
    expect(body.acceptedSkewSeconds).toBe(60);
    expect(body.detail).toMatch(/ahead of the control plane's clock/);
    const behind = problem(
      await heartbeat(await proofFor('POST', path('heartbeat'), { skewMs: -5 * 60_000 })),
    );
    expect(behind.clockSkewSeconds).toBeLessThanOrEqual(-295);
    expect(behind.detail).toMatch(/behind the control plane's clock/);
    // Within the window it is accepted.
    expect((await heartbeat(await proofFor('POST', path('heartbeat'), { skewMs: 30_000 }))).status).toBe(204);
  });

  it('refuses a proof made with a superseded certificate, as mutual TLS does', async () => {
    const first = await registerCluster(tp, 'alpha', { name: 'edge-3' });
    await registerCluster(tp, 'alpha', { name: 'edge-3', clusterUid: first.clusterUid });
    const res = await heartbeat(
      await proofFor('POST', path('heartbeat', first.clusterId), { who: first }),
      {},
      first.clusterId,
    );
    expect(res.status).toBe(401);
    expect(problem(res).detail).toMatch(/superseded/);
  });

  describe('one request per poll: the heartbeat carries the desired state', () => {
    it('answers 204 without a body to an agent that does not ask (older agents)', async () => {
      const res = await tp.client.send({
        method: 'POST',
        path: path('heartbeat'),
        body: { agentVersion: '1.0.0' },
        cert: cluster.cert,
      });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
    });

    it('carries the ETag, and the state only when it differs from the one held', async () => {
      const ask = async (held: string) =>
        tp.client.send({
          method: 'POST',
          path: path('heartbeat'),
          body: { agentVersion: '2.0.0' },
          cert: cluster.cert,
          headers: { [DESIRED_ETAG_HEADER]: held },
        });
      const first = await ask('none');
      expect(first.status).toBe(200);
      const answer = first.json<{ desiredEtag: string; desired?: { generation: number } }>();
      expect(answer.desired).toBeDefined();
      // The same ETag GET .../desired serves, so agents of either kind agree on it.
      const polled = await tp.client.send({ method: 'GET', path: path('desired'), cert: cluster.cert });
      expect(polled.headers.etag).toBe(answer.desiredEtag);
      expect(polled.json()).toEqual(answer.desired);

      const unchanged = (await ask(answer.desiredEtag)).json<Record<string, unknown>>();
      expect(unchanged).toEqual({ desiredEtag: answer.desiredEtag });

      await tp.plane.runtime.desired.assign('alpha', cluster.clusterId, 'web', {
        kind: 'manifest',
        version: '1.0.0',
        namespace: 'apps',
        source: { url: 'https://example.com/manifests', path: 'web.yaml' },
      });
      const changed = (await ask(answer.desiredEtag)).json<{
        desiredEtag: string;
        desired?: { generation: number; extensions: Array<{ name: string }> };
      }>();
      expect(changed.desiredEtag).not.toBe(answer.desiredEtag);
      expect(changed.desired!.generation).toBeGreaterThan(answer.desired!.generation);
      expect(changed.desired!.extensions.map((e) => e.name)).toEqual(['web']);
      // Older agents keep polling desired, with If-None-Match, and get the same answers.
      const notModified = await tp.client.send({
        method: 'GET',
        path: path('desired'),
        cert: cluster.cert,
        headers: { 'if-none-match': changed.desiredEtag },
      });
      expect(notModified.status).toBe(304);
    });
  });
});

describe.each([
  {
    mode: 'mtls',
    refused: 'a request with only a proof',
    send: 'proof' as const,
    detail:
      /accepts only mutual TLS \(ARCBRIDGE_AGENT_AUTH=mtls\) and ignored the DPoP proof.*switch to dpop/,
  },
  {
    mode: 'dpop',
    refused: 'a request with only a certificate',
    send: 'certificate' as const,
    detail: /accepts only DPoP proofs \(ARCBRIDGE_AGENT_AUTH=dpop\) and ignored the client certificate/,
  },
])('a control plane with ARCBRIDGE_AGENT_AUTH=$mode', ({ mode, refused, send, detail }) => {
  let tp: TestControlPlane;
  let cluster: RegisteredCluster;
  beforeAll(async () => {
    tp = await startTestControlPlane({ env: { ARCBRIDGE_AGENT_AUTH: mode } });
    cluster = await registerCluster(tp, 'alpha');
  });
  afterAll(async () => {
    await tp?.stop();
  });

  const heartbeat = async (withCertificate: boolean, withProof: boolean) => {
    const target = `/api/v1/clusters/${cluster.clusterId}/heartbeat`;
    const proof = withProof
      ? await new DpopProofs().proof(
          { privateKeyPem: cluster.cert.keyPem, certificatePem: cluster.cert.certPem },
          'POST',
          `${tp.plane.url}${target}`,
        )
      : undefined;
    return tp.client.send({
      method: 'POST',
      path: target,
      body: { agentVersion: '2.0.0' },
      ...(withCertificate ? { cert: cluster.cert } : {}),
      ...(proof ? { headers: { dpop: proof } } : {}),
    });
  };

  it(`refuses ${refused} with a problem naming the mode to switch to`, async () => {
    const res = await heartbeat(send === 'certificate', send === 'proof');
    expect(res.status).toBe(401);
    const body = res.json<{ type: string; detail: string; switchTo: string; acceptedMode: string }>();
    expect(body.type).toBe(problemType('agent-auth-mode'));
    expect(body.acceptedMode).toBe(mode);
    expect(body.switchTo).toBe('dpop');
    expect(body.detail).toMatch(detail);
  });

  it('accepts the credential of its mode', async () => {
    expect((await heartbeat(mode === 'mtls', mode === 'dpop')).status).toBe(204);
    // An agent in `both` sends both: either mode finds what it accepts.
    expect((await heartbeat(true, true)).status).toBe(204);
  });
});

describe('a control plane behind a reverse proxy that rewrites Host (ARCBRIDGE_PUBLIC_URL)', () => {
  let tp: TestControlPlane;
  let cluster: RegisteredCluster;
  beforeAll(async () => {
    tp = await startTestControlPlane({ env: { ARCBRIDGE_PUBLIC_URL: 'https://cp.example.com' } });
    cluster = await registerCluster(tp, 'alpha');
  });
  afterAll(async () => {
    await tp?.stop();
  });

  it('checks htu against the public URL, not the Host the request arrived with', async () => {
    const target = `/api/v1/clusters/${cluster.clusterId}/heartbeat`;
    const send = async (origin: string) =>
      tp.client.send({
        method: 'POST',
        path: target,
        body: { agentVersion: '2.0.0' },
        headers: {
          dpop: await new DpopProofs().proof(
            { privateKeyPem: cluster.cert.keyPem, certificatePem: cluster.cert.certPem },
            'POST',
            `${origin}${target}`,
          ),
        },
      });
    expect((await send('https://CP.example.com:443')).status).toBe(204);
    const local = await send(tp.plane.url);
    expect(local.status).toBe(401);
    expect(local.json<{ detail: string }>().detail).toMatch(
      /htu is not this request's URL, https:\/\/cp\.example\.com\//,
    );
  });
});
