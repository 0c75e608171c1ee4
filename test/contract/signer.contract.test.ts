/**
 * Over 400 lines on purpose: one contract suite, run unchanged against every Signer adapter
 * (LocalCa, KeyVaultSigner on the fake, a live vault), plus the Key Vault-only cases; the cases
 * of one port stay in one file so an adapter cannot be held to a different subset.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { createHash, createPublicKey, verify, webcrypto, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as x509 from '@peculiar/x509';
import { CertificateClient } from '@azure/keyvault-certificates';
import { CryptographyClient, KeyClient } from '@azure/keyvault-keys';
import { toProblem } from '../../functions/platform/http/error-mapping';
import { verifyClientCertificate } from '../../functions/platform/identity/client-certificate';
import { Problem } from '../../contract/problems';
import { validateCsr } from '../../functions/platform/signer/csr';
import { initKeyVaultCa, ROLE_TAG } from '../../functions/platform/signer/keyvault-ca-init';
import type {
  KeyVaultCaInitOptions,
  KeyVaultCaInitStep,
} from '../../functions/platform/signer/keyvault-ca-init';
import { KeyVaultSigner } from '../../functions/platform/signer/keyvault-signer';
import { LocalCa } from '../../functions/platform/signer/local-ca';
import {
  clusterSanUri,
  normalizeSerial,
  SignerThrottledError,
  SignerUnavailableError,
} from '../../functions/platform/signer/signer';
import type { ClientCertificateRequest, Signer } from '../../functions/platform/signer/signer';
import { KEY_TRANSACTIONS_PER_10S, startFakeKeyVault } from '../support/fake-key-vault';
import type { FakeKeyVault } from '../support/fake-key-vault';
import { itRequiring } from '../support/system-programs';

const run = promisify(execFile);
const OID_CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';
const TENANT = 't-acme';
const CLUSTER = 'c-0a1b2c3d';

interface SignerHarness {
  open(): Promise<Signer>;
  teardown(): Promise<void>;
}

function localCaHarness(): SignerHarness {
  let dir: string | undefined;
  return {
    async open() {
      dir = mkdtempSync(join(tmpdir(), 'arcbridge-signer-'));
      return LocalCa.open(dir);
    },
    async teardown() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function keyVaultHarness(): SignerHarness {
  let fake: FakeKeyVault | undefined;
  return {
    async open() {
      fake = await startFakeKeyVault();
      const common = { vaultUrl: fake.url, credential: fake.credential, clientOptions: fake.clientOptions };
      await initKeyVaultCa({ ...common, certificateName: 'arcbridge-ca', pollIntervalMs: 10 });
      return KeyVaultSigner.open({ ...common, certificateName: 'arcbridge-ca' });
    },
    async teardown() {
      await fake?.close();
    },
  };
}

/**
 * Opt-in: the same contract against a real vault (see docs/adapters/key-vault.md). Uses
 * DefaultAzureCredential; the certificate is left in the vault for the next run to reuse.
 */
const LIVE_VAULT = process.env.ARCBRIDGE_TEST_KEYVAULT_URL;

function liveKeyVaultHarness(): SignerHarness {
  return {
    async open() {
      const { DefaultAzureCredential } = await import('@azure/identity');
      const common = { vaultUrl: LIVE_VAULT as string, credential: new DefaultAzureCredential() };
      const certificateName = process.env.ARCBRIDGE_TEST_KEYVAULT_CERTIFICATE ?? 'arcbridge-ca-contract';
      const result = await initKeyVaultCa({
        ...common,
        certificateName,
        onProgress: (progress) => console.log(`ca init: ${progress.message}`),
      });
      console.log(`ca init: ${result.status} ${result.keyId}`);
      return KeyVaultSigner.open({ ...common, certificateName });
    },
    async teardown() {},
  };
}

/** A CSR the way an agent makes one, run through the same validation registration uses. */
async function csrRequest(
  curve: 'P-256' | 'P-384' = 'P-256',
  validity: { notBefore: Date; notAfter: Date } = defaultValidity(),
): Promise<ClientCertificateRequest & { csrPublicKey: Buffer }> {
  const algorithm = { name: 'ECDSA', namedCurve: curve };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, [
    'sign',
    'verify',
  ])) as unknown as CryptoKeyPair;
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: `CN=${CLUSTER}`,
    keys,
    signingAlgorithm: { name: 'ECDSA', hash: curve === 'P-256' ? 'SHA-256' : 'SHA-384' },
  });
  const validated = await validateCsr(csr.toString('pem'));
  return {
    publicKeySpki: validated.publicKeySpki,
    tenantId: TENANT,
    clusterId: CLUSTER,
    ...validity,
    csrPublicKey: Buffer.from(csr.publicKey.rawData),
  };
}

function defaultValidity(): { notBefore: Date; notAfter: Date } {
  // Whole seconds: X.509 times carry no milliseconds.
  const now = Math.floor(Date.now() / 1000) * 1000;
  return { notBefore: new Date(now - 60_000), notAfter: new Date(now + 30 * 24 * 3600_000) };
}

async function opensslVerify(caPem: string, leafPem: string): Promise<{ ok: boolean; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-verify-'));
  try {
    writeFileSync(join(dir, 'ca.pem'), caPem);
    writeFileSync(join(dir, 'leaf.pem'), leafPem);
    const { stdout, stderr } = await run('openssl', [
      'verify',
      '-CAfile',
      join(dir, 'ca.pem'),
      '-purpose',
      'sslclient',
      join(dir, 'leaf.pem'),
    ]);
    return { ok: true, output: stdout + stderr };
  } catch (err) {
    const failure = err as { code?: unknown; stdout?: string; stderr?: string };
    // Only openssl's own refusal (an exit status) is an answer; not starting it at all is not.
    if (typeof failure.code !== 'number') throw err;
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const harnesses: [string, () => SignerHarness][] = [
  ['LocalCa (temp data dir)', localCaHarness],
  ['KeyVaultSigner (fake Key Vault after initKeyVaultCa)', keyVaultHarness],
  ...(LIVE_VAULT
    ? [[`KeyVaultSigner (live vault ${LIVE_VAULT})`, liveKeyVaultHarness] as [string, () => SignerHarness]]
    : []),
];

describe.each(harnesses)('Signer contract: %s', (_name, makeHarness) => {
  const harness = makeHarness();
  let signer: Signer;
  let caPem: string;

  beforeAll(async () => {
    signer = await harness.open();
    caPem = await signer.caCertificatePem();
  }, 120_000);
  afterAll(() => harness.teardown());

  it('publishes a self-signed CA certificate: CA:TRUE, pathlen 0, keyCertSign', async () => {
    const ca = new x509.X509Certificate(caPem);
    const constraints = ca.getExtension(x509.BasicConstraintsExtension);
    expect(constraints?.ca).toBe(true);
    expect(constraints?.pathLength).toBe(0);
    expect(constraints?.critical).toBe(true);
    const usages = ca.getExtension(x509.KeyUsagesExtension);
    expect((usages?.usages ?? 0) & x509.KeyUsageFlags.keyCertSign).toBeTruthy();
    expect(ca.subject).toBe(ca.issuer);
    expect(await ca.verify({ publicKey: ca.publicKey, signatureOnly: true })).toBe(true);
    const nodeView = new X509Certificate(caPem);
    expect(nodeView.ca).toBe(true);
    expect(nodeView.checkIssued(nodeView)).toBe(true);
  });

  it('binds the CSR public key, clientAuth, the cluster SAN URI and the requested validity', async () => {
    for (const curve of ['P-256', 'P-384'] as const) {
      const request = await csrRequest(curve);
      const issued = await signer.issueClientCertificate(request);
      const cert = new x509.X509Certificate(issued.pem);
      expect(Buffer.from(cert.publicKey.rawData).equals(request.csrPublicKey)).toBe(true);
      expect(cert.getExtension(x509.ExtendedKeyUsageExtension)?.usages).toEqual([OID_CLIENT_AUTH]);
      const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
      expect(san?.names.items.map((name) => [name.type, name.value])).toEqual([
        ['url', `urn:arcbridge:tenant:${TENANT}:cluster:${CLUSTER}`],
      ]);
      expect(clusterSanUri(TENANT, CLUSTER)).toBe(`urn:arcbridge:tenant:${TENANT}:cluster:${CLUSTER}`);
      expect(cert.getExtension(x509.BasicConstraintsExtension)?.ca).toBe(false);
      expect(cert.notBefore.getTime()).toBe(request.notBefore.getTime());
      expect(cert.notAfter.getTime()).toBe(request.notAfter.getTime());
      expect(issued.notBefore.getTime()).toBe(request.notBefore.getTime());
      expect(issued.notAfter.getTime()).toBe(request.notAfter.getTime());
      expect(issued.serialNumber).toBe(normalizeSerial(new X509Certificate(issued.pem).serialNumber));
      expect(cert.issuer).toBe(new x509.X509Certificate(caPem).subject);
    }
  });

  it('gives every certificate a unique serial number', async () => {
    const request = await csrRequest();
    const serials = new Set<string>();
    for (let i = 0; i < 6; i += 1) serials.add((await signer.issueClientCertificate(request)).serialNumber);
    expect(serials.size).toBe(6);
  });

  itRequiring('openssl')(
    'issues certificates that `openssl verify -purpose sslclient` accepts against the CA',
    async () => {
      const issued = await signer.issueClientCertificate(await csrRequest());
      const result = await opensslVerify(caPem, issued.pem);
      expect(result.output).toContain(': OK');
      expect(result.ok).toBe(true);
    },
  );

  it('issues certificates that verifyClientCertificate accepts, naming the tenant, cluster and serial', async () => {
    const issued = await signer.issueClientCertificate(await csrRequest());
    const identity = verifyClientCertificate(issued.pem, new X509Certificate(caPem), new Date());
    expect(identity).toEqual({
      tenantId: TENANT,
      clusterId: CLUSTER,
      serialNumber: issued.serialNumber,
      notAfter: issued.notAfter,
    });
    // The base64 DER form App Service puts in X-ARR-ClientCert is accepted as well.
    const der = new X509Certificate(issued.pem).raw.toString('base64');
    expect(verifyClientCertificate(der, new X509Certificate(caPem), new Date()).serialNumber).toBe(
      issued.serialNumber,
    );
  });

  itRequiring('openssl')('rejects a certificate issued by a different CA', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'arcbridge-other-ca-'));
    try {
      const other = await LocalCa.open(otherDir);
      const foreign = await other.issueClientCertificate(await csrRequest());
      expect(() => verifyClientCertificate(foreign.pem, new X509Certificate(caPem), new Date())).toThrow(
        /not issued by this control plane/,
      );
      const result = await opensslVerify(caPem, foreign.pem);
      expect(result.ok).toBe(false);
      // And the signer's own certificates do not verify against the other CA.
      const own = await signer.issueClientCertificate(await csrRequest());
      expect((await opensslVerify(await other.caCertificatePem(), own.pem)).ok).toBe(false);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe('Key Vault adapter', () => {
  let fake: FakeKeyVault;
  let common: Pick<KeyVaultCaInitOptions, 'vaultUrl' | 'credential' | 'clientOptions'>;

  beforeEach(async () => {
    fake = await startFakeKeyVault();
    common = { vaultUrl: fake.url, credential: fake.credential, clientOptions: fake.clientOptions };
  });
  afterEach(() => fake.close());

  const writes = (from = 0) =>
    fake.requests.slice(from).filter((request) => request.authorized && request.method !== 'GET');

  it('ca init creates a CA whose key is non-exportable and never leaves the vault', async () => {
    const steps: KeyVaultCaInitStep[] = [];
    const result = await initKeyVaultCa({
      ...common,
      certificateName: 'arcbridge-ca',
      keyName: 'arcbridge-ca',
      pollIntervalMs: 10,
      onProgress: (progress) => steps.push(progress.step),
    });
    expect(result.status).toBe('created');
    expect(result.resumed).toBe(false);
    expect(steps).toEqual(['inspect', 'create-key', 'request-csr', 'sign', 'store', 'verify']);
    expect(result.keyId).toMatch(new RegExp(`^${fake.url}/keys/arcbridge-ca/[0-9a-f]{32}$`));

    // Every certificate version was requested with a non-exportable EC P-256 key.
    const creates = fake.requests.filter(
      (r) => r.authorized && r.path === '/certificates/arcbridge-ca/create',
    );
    expect(
      creates.map((r) => (r.requestBody as { policy: { issuer: { name: string } } }).policy.issuer.name),
    ).toEqual(['Self', 'Unknown']);
    for (const create of creates) {
      const keyProps = (create.requestBody as { policy: { key_props: Record<string, unknown> } }).policy
        .key_props;
      expect(keyProps).toMatchObject({ kty: 'EC', crv: 'P-256', exportable: false });
    }
    // The CA certificate was signed by Key Vault (a digest went out, never a key came back).
    const signs = fake.requests.filter((r) => r.authorized && r.path.endsWith('/sign'));
    expect(signs.length).toBeGreaterThanOrEqual(1);
    expect(signs.every((r) => r.status === 200)).toBe(true);
    const everything = JSON.stringify(fake.requests.map((r) => [r.requestBody, r.responseBody]));
    expect(everything).not.toMatch(/"d":/);
    expect(everything).not.toMatch(/PRIVATE KEY/);

    // The stored certificate is ours and the merged version's key is the one that signed it.
    const ca = new x509.X509Certificate(result.certificatePem);
    expect(ca.getExtension(x509.BasicConstraintsExtension)?.ca).toBe(true);
    const stored = await new CertificateClient(fake.url, fake.credential, fake.clientOptions).getCertificate(
      'arcbridge-ca',
    );
    expect(Buffer.from(stored.cer as Uint8Array).equals(Buffer.from(ca.rawData))).toBe(true);
    expect(stored.properties.tags?.[ROLE_TAG]).toBe('ca');
    expect(stored.keyId).toBe(result.keyId);

    // The Key Vault scope came from the challenge, with the tenant it named.
    expect(fake.credential.calls.length).toBeGreaterThan(0);
    expect(
      fake.credential.calls.every((call) => call.scopes.join() === 'https://vault.azure.net/.default'),
    ).toBe(true);
    expect(fake.credential.calls.every((call) => call.tenantId === 'tenant')).toBe(true);
  });

  it('ca init is idempotent: a second run only reads and changes nothing', async () => {
    const first = await initKeyVaultCa({ ...common, certificateName: 'arcbridge-ca', pollIntervalMs: 10 });
    const keyVersions = fake.keyVersions('arcbridge-ca');
    const before = fake.requests.length;
    const steps: KeyVaultCaInitStep[] = [];
    const second = await initKeyVaultCa({
      ...common,
      certificateName: 'arcbridge-ca',
      pollIntervalMs: 10,
      onProgress: (progress) => steps.push(progress.step),
    });
    expect(second.status).toBe('already-initialised');
    expect(second.certificatePem).toBe(first.certificatePem);
    expect(second.keyId).toBe(first.keyId);
    expect(second.fingerprintSha256).toBe(first.fingerprintSha256);
    expect(writes(before)).toEqual([]);
    expect(fake.keyVersions('arcbridge-ca')).toEqual(keyVersions);
    expect(steps).toEqual(['inspect', 'verify']);
  });

  it('ca init resumes a run interrupted after Key Vault issued the CSR, without a second key', async () => {
    await expect(
      initKeyVaultCa({
        ...common,
        certificateName: 'arcbridge-ca',
        pollIntervalMs: 10,
        onProgress: (progress) => {
          if (progress.step === 'sign') throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    const versionsAfterCrash = fake.keyVersions('arcbridge-ca');
    expect(versionsAfterCrash).toHaveLength(2); // bootstrap + pending CA version (same key material)
    const signer = () => KeyVaultSigner.open({ ...common, certificateName: 'arcbridge-ca' });
    await expect(signer()).rejects.toThrow(/ca init/);

    const resumed = await initKeyVaultCa({ ...common, certificateName: 'arcbridge-ca', pollIntervalMs: 10 });
    expect(resumed.status).toBe('created');
    expect(resumed.resumed).toBe(true);
    expect(fake.keyVersions('arcbridge-ca')).toEqual(versionsAfterCrash);
    const opened = await signer();
    expect(opened.keyId).toBe(resumed.keyId);
    expect(await opened.caCertificatePem()).toBe(resumed.certificatePem);
  });

  it('ca init refuses to take over a certificate it did not create, and the signer refuses to use it', async () => {
    const certificates = new CertificateClient(fake.url, fake.credential, fake.clientOptions);
    const poller = await certificates.beginCreateCertificate(
      'someone-else',
      { issuerName: 'Self', subject: 'CN=web', keyType: 'EC', keyCurveName: 'P-256' },
      { intervalInMs: 10 },
    );
    await poller.pollUntilDone();
    const before = fake.requests.length;
    await expect(initKeyVaultCa({ ...common, certificateName: 'someone-else' })).rejects.toThrow(
      /not an ArcBridge CA/,
    );
    expect(writes(before)).toEqual([]);
    await expect(KeyVaultSigner.open({ ...common, certificateName: 'someone-else' })).rejects.toThrow(
      /not a CA certificate/,
    );
    await expect(KeyVaultSigner.open({ ...common, certificateName: 'missing' })).rejects.toThrow(
      /arcbridge ca init --vault/,
    );
    await expect(
      initKeyVaultCa({ ...common, certificateName: 'arcbridge-ca', keyName: 'another-key' }),
    ).rejects.toThrow(/must equal certificateName/);
  });

  it('ca init with hsm asks for an EC-HSM key (and a standard-tier vault refuses it)', async () => {
    await initKeyVaultCa({ ...common, certificateName: 'hsm-ca', hsm: true, pollIntervalMs: 10 });
    const creates = fake.requests.filter((r) => r.authorized && r.path === '/certificates/hsm-ca/create');
    expect(
      creates.map((r) => (r.requestBody as { policy: { key_props: { kty: string } } }).policy.key_props.kty),
    ).toEqual(['EC-HSM', 'EC-HSM']);
    const standard = await startFakeKeyVault({ sku: 'standard' });
    try {
      await expect(
        initKeyVaultCa({
          vaultUrl: standard.url,
          credential: standard.credential,
          clientOptions: standard.clientOptions,
          certificateName: 'hsm-ca',
          hsm: true,
        }),
      ).rejects.toThrow(/Premium/);
    } finally {
      await standard.close();
    }
  });

  describe('issuing', () => {
    let signer: KeyVaultSigner;
    let opened: number;

    beforeEach(async () => {
      await initKeyVaultCa({ ...common, certificateName: 'arcbridge-ca', pollIntervalMs: 10 });
      opened = fake.requests.length;
      signer = await KeyVaultSigner.open({ ...common, certificateName: 'arcbridge-ca' });
    });

    it('signs with the versioned key id through one reused CryptographyClient', async () => {
      const afterOpen = fake.requests.length;
      for (let i = 0; i < 4; i += 1) await signer.issueClientCertificate(await csrRequest());
      const signing = fake.requests.slice(afterOpen);
      // Nothing but sign calls per issuance: no key re-reads, no certificate reads.
      expect(signing.every((r) => r.method === 'POST' && r.path.endsWith('/sign'))).toBe(true);
      const [, , name, version] = signer.keyId.replace(fake.url, '').split('/');
      expect(version).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(signing.map((r) => r.path))).toEqual(new Set([`/keys/${name}/${version}/sign`]));
      // One client = one pipeline = one auth challenge; a client per call would be challenged each time.
      expect(signing.filter((r) => !r.authorized)).toHaveLength(1);
      expect(signing.filter((r) => r.authorized && r.status === 200)).toHaveLength(4);
      expect(signing.every((r) => r.apiVersion !== null)).toBe(true);
      // Opening read the certificate and its key once each.
      const openReads = fake.requests.slice(opened, afterOpen).filter((r) => r.authorized);
      expect(openReads.map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /certificates/arcbridge-ca/',
        `GET /keys/${name}/${version}`,
      ]);
    });

    itRequiring('openssl')(
      'turns a Key Vault 429 on sign into SignerThrottledError (429 + Retry-After), without waiting it out',
      async () => {
        const request = await csrRequest();
        await signer.issueClientCertificate(request); // the client has passed its auth challenge
        const before = fake.requests.length;
        fake.failNextSigns(1, { status: 429, retryAfterSeconds: 7 });
        const started = Date.now();
        const error = await signer.issueClientCertificate(request).then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(error).toBeInstanceOf(SignerThrottledError);
        expect((error as SignerUnavailableError).retryAfterSeconds).toBe(7);
        expect(Date.now() - started).toBeLessThan(3000);
        expect(fake.requests.slice(before).map((r) => r.status)).toEqual([429]);

        const problem = toProblem(error);
        expect(problem).toBeInstanceOf(Problem);
        expect(problem.status).toBe(429);
        expect(problem.headers['Retry-After']).toBe('7');

        // The throttle passes; the next issuance works.
        const issued = await signer.issueClientCertificate(request);
        expect((await opensslVerify(await signer.caCertificatePem(), issued.pem)).ok).toBe(true);
      },
    );

    itRequiring('openssl')(
      'meets the vault-wide sign throttle with 429 + Retry-After from the vault, and signs again once it passes',
      async () => {
        const request = await csrRequest();
        await signer.issueClientCertificate(request);
        fake.limitSigns(2, 1500);
        try {
          await signer.issueClientCertificate(request);
          await signer.issueClientCertificate(request);
          const error = await signer.issueClientCertificate(request).then(
            () => undefined,
            (err: unknown) => err,
          );
          expect(error).toBeInstanceOf(SignerThrottledError);
          const problem = toProblem(error);
          expect(problem.status).toBe(429);
          expect(Number(problem.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
          expect(Number(problem.headers['Retry-After'])).toBeLessThanOrEqual(2);
          await new Promise((resolve) => setTimeout(resolve, 1000 * Number(problem.headers['Retry-After'])));
          const issued = await signer.issueClientCertificate(request);
          expect((await opensslVerify(await signer.caCertificatePem(), issued.pem)).ok).toBe(true);
        } finally {
          fake.limitSigns(Number.MAX_SAFE_INTEGER);
        }
      },
    );

    it('retries a transient 5xx inside the request, and reports an outage that persists as unavailable', async () => {
      const request = await csrRequest();
      await signer.issueClientCertificate(request);
      let before = fake.requests.length;
      fake.failNextSigns(1, { status: 500, retryAfterSeconds: 3 });
      await signer.issueClientCertificate(request);
      expect(fake.requests.slice(before).map((r) => r.status)).toEqual([500, 200]);

      before = fake.requests.length;
      fake.failNextSigns(10, { status: 500, retryAfterSeconds: 3 });
      const error = await signer.issueClientCertificate(request).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(SignerUnavailableError);
      expect((error as SignerUnavailableError).retryAfterSeconds).toBe(3);
      expect(fake.requests.slice(before).map((r) => r.status)).toEqual([500, 500, 500]);
    });

    it('reports an unreachable vault as unavailable', async () => {
      await fake.close();
      const error = await signer.issueClientCertificate(await csrRequest()).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(SignerUnavailableError);
      expect((error as SignerUnavailableError).retryAfterSeconds).toBe(5);
      fake = await startFakeKeyVault(); // afterEach closes it
    });
  });
});

describe('fake Key Vault fidelity', () => {
  it.each([
    ['premium', true, KEY_TRANSACTIONS_PER_10S['EC-HSM']],
    ['standard', false, KEY_TRANSACTIONS_PER_10S.EC],
  ] as const)(
    "throttles key transactions at Key Vault's published limits, weighted and summed (%s vault)",
    async (sku, hsm, limits) => {
      // Published: ECC P-256 create 10 (HSM) / 20 (software), every other transaction 2,000 / 4,000 per 10 s.
      expect(limits).toEqual(hsm ? { create: 10, other: 2_000 } : { create: 20, other: 4_000 });
      // The clock stands still: the whole run falls in one 10 s window however loaded the machine.
      const fake = await startFakeKeyVault({ sku, now: () => 1_800_000_000_000 });
      try {
        const keys = new KeyClient(fake.url, fake.credential, {
          ...fake.clientOptions,
          retryOptions: { maxRetries: 0 },
        });
        // Half the window in creates, half in reads: together exactly the limit.
        for (let i = 0; i < limits.create / 2; i++) await keys.createEcKey(`k${i}`, { curve: 'P-256', hsm });
        for (let i = 0; i < limits.other / 2; i++) await keys.getKey('k0');
        const statusOf = (promise: Promise<unknown>) =>
          promise.then(
            () => 200,
            (err: { statusCode?: number }) => err.statusCode,
          );
        expect(await statusOf(keys.getKey('k0'))).toBe(429);
        expect(await statusOf(keys.createEcKey('one-more', { curve: 'P-256', hsm }))).toBe(429);
        const throttled = fake.requests.at(-1)!;
        expect(throttled.status).toBe(429);
        expect(throttled.responseBody).toMatchObject({ error: { code: 'Throttled' } });
      } finally {
        await fake.close();
      }
    },
  );

  it('answers an unauthenticated request with the Key Vault bearer challenge', async () => {
    const fake = await startFakeKeyVault();
    try {
      const response = await new Promise<{ status: number; challenge: string | undefined }>(
        (resolve, reject) => {
          const req = httpsRequest(
            `${fake.url}/keys/k/create?api-version=7.6`,
            { method: 'POST', agent: fake.agent },
            (res) => {
              res.resume();
              resolve({
                status: res.statusCode ?? 0,
                challenge: res.headers['www-authenticate'] as string | undefined,
              });
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(response.status).toBe(401);
      expect(response.challenge).toBe(
        'Bearer authorization="https://login.microsoftonline.com/tenant", resource="https://vault.azure.net"',
      );
    } finally {
      await fake.close();
    }
  });

  it('signs ES256 digests that verify with the public JWK it returns, through the real KeyClient', async () => {
    const fake = await startFakeKeyVault();
    try {
      const keys = new KeyClient(fake.url, fake.credential, fake.clientOptions);
      const created = await keys.createEcKey('plain', { curve: 'P-256', hsm: true });
      expect(created.keyType).toBe('EC-HSM');
      const latest = await keys.getKey('plain');
      expect(latest.id).toBe(created.id);
      expect(latest.key?.d).toBeUndefined();
      const cryptography = new CryptographyClient(latest.id as string, fake.credential, fake.clientOptions);
      const message = Buffer.from('to be signed');
      const signature = await cryptography.sign('ES256', createHash('sha256').update(message).digest());
      expect(signature.result).toHaveLength(64);
      const publicKey = createPublicKey({
        key: {
          kty: 'EC',
          crv: 'P-256',
          x: Buffer.from(latest.key?.x as Uint8Array).toString('base64url'),
          y: Buffer.from(latest.key?.y as Uint8Array).toString('base64url'),
        },
        format: 'jwk',
      });
      expect(verify('sha256', message, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature.result)).toBe(
        true,
      );
      expect(
        verify(
          'sha256',
          Buffer.from('other'),
          { key: publicKey, dsaEncoding: 'ieee-p1363' },
          signature.result,
        ),
      ).toBe(false);
      const signCall = fake.requests.find((r) => r.authorized && r.path.endsWith('/sign'));
      expect(signCall?.requestBody).toEqual({
        alg: 'ES256',
        value: createHash('sha256').update(message).digest('base64url'),
      });
      await expect(keys.getKey('plain', { version: '0'.repeat(32) })).rejects.toMatchObject({
        statusCode: 404,
      });
      await expect(keys.createRsaKey('rsa')).rejects.toMatchObject({ statusCode: 400 });
    } finally {
      await fake.close();
    }
  });

  it('keeps a pending certificate key out of reach until the certificate is merged', async () => {
    const fake = await startFakeKeyVault();
    try {
      const certificates = new CertificateClient(fake.url, fake.credential, fake.clientOptions);
      await certificates.beginCreateCertificate('pending', {
        issuerName: 'Unknown',
        subject: 'CN=pending',
        keyType: 'EC',
        keyCurveName: 'P-256',
      });
      const operation = (await certificates.getCertificateOperation('pending')).getOperationState()
        .certificateOperation;
      expect(operation?.status).toBe('inProgress');
      expect(operation?.csr?.length).toBeGreaterThan(0);
      const keys = new KeyClient(fake.url, fake.credential, fake.clientOptions);
      await expect(keys.getKey('pending')).rejects.toMatchObject({ statusCode: 404 });
      // A certificate for another key cannot be merged into the pending request.
      const otherDir = mkdtempSync(join(tmpdir(), 'arcbridge-merge-'));
      try {
        const other = await LocalCa.open(otherDir);
        const wrong = new x509.X509Certificate(await other.caCertificatePem());
        await expect(
          certificates.mergeCertificate('pending', [new Uint8Array(wrong.rawData)]),
        ).rejects.toMatchObject({
          statusCode: 400,
        });
      } finally {
        rmSync(otherDir, { recursive: true, force: true });
      }
      // A second create while one is pending conflicts, as on the service.
      await expect(
        certificates.beginCreateCertificate('pending', {
          issuerName: 'Unknown',
          subject: 'CN=x',
          keyType: 'EC',
        }),
      ).rejects.toMatchObject({ statusCode: 409 });
    } finally {
      await fake.close();
    }
  });
});
