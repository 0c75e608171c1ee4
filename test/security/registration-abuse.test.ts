import 'reflect-metadata';
import { randomBytes, randomUUID, webcrypto, X509Certificate } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { createCsr } from '../support/agent-keys';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { ManualClock } from '../support/manual-clock';
import { mintBootstrapToken } from '../support/registration';
import { busFingerprint, storeFingerprint } from '../support/state-fingerprint';

/**
 * The unauthenticated `/register` path: replayed and raced bootstrap tokens, brute force, and CSRs
 * that ask for more than a cluster may have. Production rate limits (the defaults).
 */

const TENANT = 'gamma';
let tp: TestControlPlane;

beforeAll(async () => {
  // Time stands still for the control plane: the rate limiters' buckets refill only with time, so
  // the flood below meets its 429 after the burst however slowly a loaded machine sends it.
  tp = await startTestControlPlane({ clock: new ManualClock() });
});
afterAll(async () => {
  await tp?.stop();
});

const snapshot = () => ({ store: storeFingerprint(tp.dataDir), bus: busFingerprint(tp.dataDir) });
const register = (body: unknown, localAddress?: string) =>
  tp.client.send({
    method: 'POST',
    path: '/api/v1/register',
    body,
    ...(localAddress ? { localAddress } : {}),
  });

async function body(token: string, csr?: string) {
  return { bootstrapToken: token, clusterUid: randomUUID(), csr: csr ?? (await createCsr()).csrPem };
}

describe('bootstrap tokens', () => {
  it('a used token replayed with a new key is 401 and registers nothing', async () => {
    const token = await mintBootstrapToken(tp, TENANT);
    expect((await register(await body(token))).status).toBe(201);
    const before = snapshot();
    const replay = await register(await body(token));
    expect(replay.status).toBe(401);
    expect(replay.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(snapshot()).toEqual(before);
  });

  it('a used token replayed for the same cluster is 401 without the key it registered, and registers nothing', async () => {
    const token = await mintBootstrapToken(tp, TENANT);
    const first = await body(token);
    expect((await register(first)).status).toBe(201);
    const before = snapshot();
    // The cluster UID is no secret (any workload in the cluster can read it); the key is.
    const replay = await register({ ...first, csr: (await createCsr()).csrPem });
    expect(replay.status).toBe(401);
    expect(snapshot()).toEqual(before);
  });

  it('a used token cannot bring back a cluster an admin deleted, not even with its key', async () => {
    const token = await mintBootstrapToken(tp, TENANT);
    const first = await body(token);
    const registered = await register(first);
    expect(registered.status).toBe(201);
    const { clusterId } = registered.json<{ clusterId: string }>();
    const deleted = await tp.client.send({
      method: 'DELETE',
      path: `/api/v1/tenants/${TENANT}/clusters/${clusterId}`,
      token: await tp.token(TENANT, 'admin'),
    });
    expect(deleted.status).toBe(204);
    const before = snapshot();
    for (const csr of [first.csr, (await createCsr()).csrPem]) {
      const replay = await register({ ...first, csr });
      expect(replay.status).toBe(401);
    }
    expect(snapshot()).toEqual(before);
  });

  it('of 12 concurrent registrations with one token exactly one wins', async () => {
    const token = await mintBootstrapToken(tp, TENANT);
    const bodies = await Promise.all(Array.from({ length: 12 }, () => body(token)));
    const statuses = (await Promise.all(bodies.map((b) => register(b)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(401)]);
  });

  it('guessing tokens from one address: 401 each, then 429 with Retry-After, and nothing registered', async () => {
    const before = snapshot();
    const csr = (await createCsr()).csrPem;
    const statuses = new Map<number, number>();
    let limited: Awaited<ReturnType<typeof register>> | undefined;
    // The default per-address burst is 500; stop at the first 429.
    for (let round = 0; round < 60 && !limited; round += 1) {
      const responses = await Promise.all(
        Array.from({ length: 16 }, () =>
          register(guess(`abt.${TENANT}.${randomBytes(32).toString('base64url')}`, csr), '127.0.0.9'),
        ),
      );
      for (const response of responses)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      limited = responses.find((response) => response.status === 429);
    }
    expect([...statuses.keys()].sort()).toEqual([401, 429]);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited?.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(snapshot()).toEqual(before);
    // A different address (another agent) is not locked out by the flood.
    expect((await register(await body(await mintBootstrapToken(tp, TENANT)), '127.0.0.10')).status).toBe(201);
  });
});

function guess(token: string, csr: string) {
  return { bootstrapToken: token, clusterUid: randomUUID(), csr };
}

describe('CSR abuse', () => {
  it.each([
    ['RSA 1024', { kind: 'rsa', bits: 1024 }],
    ['EC P-521', { kind: 'ec', curve: 'P-521' }],
  ] as const)('a %s key is 400 and does not use up the token', async (_label, spec) => {
    const token = await mintBootstrapToken(tp, TENANT);
    const before = snapshot();
    const response = await register(await body(token, (await createCsr(spec)).csrPem));
    expect(response.status).toBe(400);
    expect(response.json<{ violations: { path: string }[] }>().violations.map((v) => v.path)).toEqual([
      'csr',
    ]);
    expect(snapshot()).toEqual(before);
    expect((await register(await body(token))).status).toBe(201);
  });

  it('a CSR asking for CA:TRUE, certificate signing and extra SANs gets a plain client certificate', async () => {
    x509.cryptoProvider.set(webcrypto as unknown as Crypto);
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
    const keys = (await webcrypto.subtle.generateKey(algorithm, true, [
      'sign',
      'verify',
    ])) as unknown as CryptoKeyPair;
    const csr = await x509.Pkcs10CertificateRequestGenerator.create({
      name: 'CN=ca-wannabe, O=beta',
      keys,
      signingAlgorithm: algorithm,
      extensions: [
        new x509.BasicConstraintsExtension(true, 5, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        new x509.SubjectAlternativeNameExtension([
          { type: 'dns', value: 'control-plane.example.com' },
          { type: 'url', value: 'urn:arcbridge:tenant:beta:cluster:c-aaaaaaaaaaaaaaaaaaaaaaaaaa' },
        ]),
      ],
    });
    const response = await register(await body(await mintBootstrapToken(tp, TENANT), csr.toString('pem')));
    expect(response.status).toBe(201);
    const issued = response.json<{ clusterId: string; certificate: string }>();
    const certificate = new X509Certificate(issued.certificate);
    expect(certificate.ca).toBe(false);
    expect(certificate.subjectAltName).toBe(`URI:urn:arcbridge:tenant:${TENANT}:cluster:${issued.clusterId}`);
    expect(certificate.subject).toBe(`CN=${issued.clusterId}\nO=${TENANT}`);
    expect(certificate.keyUsage).toEqual(['1.3.6.1.5.5.7.3.2']);
    const keyUsage = new x509.X509Certificate(issued.certificate).getExtension(x509.KeyUsagesExtension);
    expect(keyUsage?.usages).toBe(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment);
  });

  it.each([
    [
      'garbage inside the PEM armour (400)',
      '-----BEGIN CERTIFICATE REQUEST-----\nnot base64 at all!\n-----END CERTIFICATE REQUEST-----\n',
      400,
    ],
    ['a certificate instead of a CSR (400)', '', 400],
    [
      'random DER (400)',
      `-----BEGIN CERTIFICATE REQUEST-----\n${randomBytes(600).toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`,
      400,
    ],
    [
      'a huge PEM (413)',
      `-----BEGIN CERTIFICATE REQUEST-----\n${randomBytes(48 * 1024).toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`,
      413,
    ],
  ])('%s: the exact status, the token kept', async (label, pem, status) => {
    const token = await mintBootstrapToken(tp, TENANT);
    const csr = label.startsWith('a certificate') ? await tp.plane.ca.caCertificatePem() : pem;
    const before = snapshot();
    const response = await register(await body(token, csr));
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(snapshot()).toEqual(before);
    expect((await register(await body(token))).status).toBe(201);
  });
});
