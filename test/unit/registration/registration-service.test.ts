import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID, X509Certificate } from 'node:crypto';
import { clusterIdFor } from '../../../functions/clusters/model';
import type { ClusterDocument } from '../../../functions/clusters/model';
import { silentLogger } from '../../../functions/platform/logger';
import { LocalCa } from '../../../functions/platform/signer/local-ca';
import { SignerThrottledError } from '../../../functions/platform/signer/signer';
import type { Signer } from '../../../functions/platform/signer/signer';
import { toProblem } from '../../../functions/platform/http/error-mapping';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import type { Collection, DocumentBase } from '../../../functions/platform/store/store';
import { bootstrapTokenId } from '../../../contract/registration';
import { tenantOfToken } from '../../../functions/registration/bootstrap-tokens';
import type { BootstrapTokenDocument } from '../../../functions/registration/bootstrap-tokens';
import { RegistrationService } from '../../../functions/registration/registration-service';
import type { RegisterInput } from '../../../functions/registration/registration-service';
import { createCsr } from '../../support/agent-keys';
import { ManualClock } from '../../support/manual-clock';
import { registrationServiceOn } from '../../support/registration-service';

/** The collection as is, with every method call recorded as `name.method`. */
function recording<T extends DocumentBase>(
  name: string,
  inner: Collection<T>,
  calls: string[],
): Collection<T> {
  return new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(`${name}.${String(property)}`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

describe('RegistrationService', () => {
  let dir: string;
  let store: SqliteStore;
  let service: RegistrationService;
  const calls: string[] = [];
  const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-reg-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
    const ca = await LocalCa.open(dir, clock.now());
    service = new RegistrationService(
      recording('bootstrapTokens', store.collection<BootstrapTokenDocument>('bootstrapTokens'), calls),
      recording('clusters', store.collection<ClusterDocument>('clusters'), calls),
      ca,
      clock,
      { certificateValidityDays: 30, renewGraceSeconds: 60, bootstrapTokenDefaultTtlSeconds: 3600 },
      silentLogger,
    );
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores only the hash of a bootstrap token, with the requested expiry', async () => {
    const { token, expiresAt } = await service.createBootstrapToken('contoso', 'alice', {
      ttlSeconds: 600,
      description: 'shop',
    });
    expect(tenantOfToken(token)).toBe('contoso');
    expect(expiresAt).toBe('2026-11-22T10:10:00.000Z');
    const page = await store.collection<BootstrapTokenDocument>('bootstrapTokens').query('contoso');
    expect(page.items).toHaveLength(1);
    const stored = page.items[0]!.doc;
    expect(stored.id).toBe(bootstrapTokenId(token));
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[2]);
    expect(stored).toMatchObject({ createdBy: 'alice', description: 'shop' });
  });

  it('derives a stable, tenant-scoped cluster id from the kube-system UID', () => {
    const uid = randomUUID();
    expect(clusterIdFor('a', uid)).toBe(clusterIdFor('a', uid.toUpperCase()));
    expect(clusterIdFor('a', uid)).not.toBe(clusterIdFor('b', uid));
    expect(clusterIdFor('a', uid)).toMatch(/^c-[a-z2-7]{26}$/);
  });

  /** A service on the same store with another signer (and, optionally, another clusters collection). */
  const serviceWith = (signer: Signer, clusters?: Collection<ClusterDocument>) =>
    registrationServiceOn(store, clock, signer, clusters);

  /** What the register handler does: verify the token, admit the CSR, sign and commit. */
  const registerWith = async (input: RegisterInput) =>
    service.register(await service.admit(await service.verifyBootstrapToken(input.bootstrapToken), input));

  it('marks the token used by the cluster it registered and records the certificate serial', async () => {
    const { token } = await service.createBootstrapToken('contoso', 'alice', {});
    const clusterUid = randomUUID();
    const result = await registerWith({ bootstrapToken: token, clusterUid, csr: (await createCsr()).csrPem });
    const record = await store
      .collection<BootstrapTokenDocument>('bootstrapTokens')
      .read('contoso', bootstrapTokenId(token));
    expect(record!.doc.usedByClusterId).toBe(result.clusterId);
    expect(record!.doc.usedAt).toBe(clock.now().toISOString());
    const cluster = await store.collection<ClusterDocument>('clusters').read('contoso', result.clusterId);
    expect(cluster!.doc.clusterUid).toBe(clusterUid);
    expect(cluster!.doc.certificate.notAfter).toBe(result.expiresAt);
    expect(result.expiresAt).toBe('2026-12-22T10:00:00.000Z');
  });

  it('a Key Vault throttled beyond the retry budget answers 429 and leaves the token unused, so the retry registers', async () => {
    const ca = await LocalCa.open(dir, clock.now());
    // The vault answers 429 to the first two signs (as the Key Vault signer reports it), then signs.
    let throttledSigns = 2;
    const throttling: Signer = {
      caCertificatePem: () => ca.caCertificatePem(),
      issueClientCertificate: async (request) => {
        if (throttledSigns > 0) {
          throttledSigns -= 1;
          throw new SignerThrottledError('Key Vault answered 429 to POST /keys/ca/sign (throttled).', 7);
        }
        return ca.issueClientCertificate(request);
      },
    };
    const svc = serviceWith(throttling);
    const { token } = await svc.createBootstrapToken('contoso', 'alice', {});
    const input = { bootstrapToken: token, clusterUid: randomUUID(), csr: (await createCsr()).csrPem };
    const attempt = async () =>
      svc.register(await svc.admit(await svc.verifyBootstrapToken(input.bootstrapToken), input));
    const tokens = store.collection<BootstrapTokenDocument>('bootstrapTokens');
    const before = await tokens.read('contoso', bootstrapTokenId(token));
    for (let i = 0; i < 2; i++) {
      const error = await attempt().then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(SignerThrottledError);
      const problem = toProblem(error);
      expect([problem.status, problem.headers['Retry-After']]).toEqual([429, '7']);
      // Nothing written: the token is as it was (same etag, unused), no cluster exists.
      const after = await tokens.read('contoso', bootstrapTokenId(token));
      expect(after!.etag).toBe(before!.etag);
      expect(after!.doc.usedAt).toBeUndefined();
      expect(
        await store
          .collection<ClusterDocument>('clusters')
          .read('contoso', clusterIdFor('contoso', input.clusterUid)),
      ).toBeUndefined();
    }
    const result = await attempt();
    expect((await tokens.read('contoso', bootstrapTokenId(token)))!.doc.usedByClusterId).toBe(
      result.clusterId,
    );
  });

  it.each([
    ['the name', { name: 'shop-42-renamed' }, true],
    ['the region', { region: 'westeurope' }, true],
    ['the labels', { labels: { ring: 'canary', tier: 'edge' } }, true],
    ['the group', { group: 'retail/eu' }, true],
    ['nothing targeting reads', { name: 'shop-42', region: 'eastus', labels: { ring: 'canary' } }, false],
    ['fields left out', {}, false],
  ] as const)(
    'a re-registration changing %s (%j) gives the desired state a new generation: %s',
    async (_what, change, bumped) => {
      const clusterUid = randomUUID();
      const first = { name: 'shop-42', region: 'eastus', labels: { ring: 'canary' } };
      const register = async (fields: Partial<RegisterInput>) =>
        registerWith({
          bootstrapToken: (await service.createBootstrapToken('contoso', 'alice', {})).token,
          clusterUid,
          csr: (await createCsr()).csrPem,
          ...fields,
        });
      const { clusterId } = await register(first);
      const clusters = store.collection<ClusterDocument>('clusters');
      const before = (await clusters.read('contoso', clusterId))!.doc;
      await register(change);
      const after = (await clusters.read('contoso', clusterId))!.doc;
      expect(after.desiredGeneration).toBe(before.desiredGeneration + (bumped ? 1 : 0));
      expect(after).toMatchObject({ ...first, ...change });
    },
  );

  it('verifies only a usable token of the tenant it names, reading once and writing nothing', async () => {
    const csr = (await createCsr()).csrPem;
    const used = (await service.createBootstrapToken('contoso', 'alice', {})).token;
    await registerWith({ bootstrapToken: used, clusterUid: randomUUID(), csr });
    const expired = (await service.createBootstrapToken('contoso', 'alice', { ttlSeconds: 60 })).token;
    clock.advance(61);
    const valid = (await service.createBootstrapToken('contoso', 'alice', {})).token;
    const refused = [
      'abt.contoso.' + 'A'.repeat(43), // well formed, never minted
      valid.replace('abt.contoso.', 'abt.fabrikam.'), // a real secret, claimed for another tenant
      used,
      expired,
      'not-a-token',
    ];
    for (const bootstrapToken of refused) {
      calls.length = 0;
      await expect(service.verifyBootstrapToken(bootstrapToken)).rejects.toMatchObject({ status: 401 });
      expect(calls).toEqual(bootstrapToken === 'not-a-token' ? [] : ['bootstrapTokens.read']);
    }

    calls.length = 0;
    const token = await service.verifyBootstrapToken(valid);
    expect(token.tenantId).toBe('contoso');
    // A usable token with a broken CSR is refused before anything is signed or written...
    await expect(
      service.admit(token, { bootstrapToken: valid, clusterUid: randomUUID(), csr: 'not a CSR' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(calls).toEqual(['bootstrapTokens.read']);
    // ...and the token is still good.
    expect((await service.verifyBootstrapToken(valid)).record.doc.usedAt).toBeUndefined();
  });

  it('issues certificates for ARCBRIDGE_CERT_VALIDITY_SECONDS when set, instead of the days', async () => {
    const shortLived = new RegistrationService(
      store.collection<BootstrapTokenDocument>('bootstrapTokens'),
      store.collection<ClusterDocument>('clusters'),
      await LocalCa.open(dir, clock.now()),
      clock,
      {
        certificateValidityDays: 30,
        certificateValiditySeconds: 90,
        renewGraceSeconds: 60,
        bootstrapTokenDefaultTtlSeconds: 3600,
      },
      silentLogger,
    );
    const { token } = await shortLived.createBootstrapToken('contoso', 'alice', {});
    const input = { bootstrapToken: token, clusterUid: randomUUID(), csr: (await createCsr()).csrPem };
    const result = await shortLived.register(
      await shortLived.admit(await shortLived.verifyBootstrapToken(token), input),
    );
    expect(new Date(result.expiresAt).getTime() - clock.now().getTime()).toBe(90_000);
    // Back-dated by a tenth of the lifetime, not 5 minutes: renewal (at two thirds of
    // notBefore..notAfter) must still lie ahead.
    const notBefore = new X509Certificate(result.certificate).validFrom;
    expect(clock.now().getTime() - Date.parse(notBefore)).toBe(9_000);
  });
});
