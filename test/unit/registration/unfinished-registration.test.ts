import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID, X509Certificate } from 'node:crypto';
import { clusterIdFor } from '../../../functions/clusters/model';
import type { ClusterDocument } from '../../../functions/clusters/model';
import { LocalCa } from '../../../functions/platform/signer/local-ca';
import { normalizeSerial } from '../../../functions/platform/signer/signer';
import type { Signer } from '../../../functions/platform/signer/signer';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import type { Collection } from '../../../functions/platform/store/store';
import { bootstrapTokenId } from '../../../contract/registration';
import type { BootstrapTokenDocument } from '../../../functions/registration/bootstrap-tokens';
import { UNFINISHED_REGISTRATION_WINDOW_MS } from '../../../functions/registration/registration-service';
import type {
  RegisterInput,
  RegistrationService,
} from '../../../functions/registration/registration-service';
import { createCsr } from '../../support/agent-keys';
import { GatedStore } from '../../support/gated-store';
import { ManualClock } from '../../support/manual-clock';
import { registrationServiceOn } from '../../support/registration-service';

/**
 * A registration whose answer never reached its agent: the token is consumed but the cluster
 * write did not land, or the answer was lost on the way back.
 */
describe('a registration that never reached its agent (the process died before answering)', () => {
  let dir: string;
  let store: SqliteStore;
  let service: RegistrationService;
  const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-reg-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
    service = serviceWith(await LocalCa.open(dir, clock.now()));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A service on the same store with another signer (and, optionally, another clusters collection). */
  const serviceWith = (signer: Signer, clusters?: Collection<ClusterDocument>) =>
    registrationServiceOn(store, clock, signer, clusters);

  let ca: LocalCa;
  beforeAll(async () => {
    ca = await LocalCa.open(dir, clock.now());
  });
  const attempt = async (svc: RegistrationService, input: RegisterInput) =>
    svc.register(
      await svc.admit(await svc.verifyBootstrapToken(input.bootstrapToken, input.clusterUid), input),
    );
  const clusterOf = async (clusterId: string) =>
    store.collection<ClusterDocument>('clusters').read('contoso', clusterId);
  /**
   * Registers `clusterUid` with `token` on an instance that dies between the two writes: its
   * cluster write is held at a gate (the token is consumed by then) and fails there.
   */
  const diesAfterConsuming = async (token: string, clusterUid: string) => {
    const gated = new GatedStore(store);
    const dying = serviceWith(ca, gated.collection<ClusterDocument>('clusters'));
    const gate = gated.hold<ClusterDocument>('clusters', (doc) => doc.clusterUid === clusterUid);
    const registering = attempt(dying, {
      bootstrapToken: token,
      clusterUid,
      csr: (await createCsr()).csrPem,
    });
    await Promise.race([
      gate.reached,
      registering.then(() => Promise.reject(new Error('registered without reaching the cluster write'))),
    ]);
    gate.fail(new Error('killed'));
    await expect(registering).rejects.toThrow('killed');
  };

  it('lets the same cluster finish it with the same token, once; any other use stays refused', async () => {
    const { token } = await service.createBootstrapToken('contoso', 'alice', {});
    const clusterUid = randomUUID();
    await diesAfterConsuming(token, clusterUid);
    const clusterId = clusterIdFor('contoso', clusterUid);
    // The token is consumed, the cluster was never written: the agent has no certificate.
    const spent = await store
      .collection<BootstrapTokenDocument>('bootstrapTokens')
      .read('contoso', bootstrapTokenId(token));
    expect(spent!.doc).toMatchObject({ usedByClusterId: clusterId, usedOverClusterEtag: null });
    expect(await clusterOf(clusterId)).toBeUndefined();

    // Another cluster (or a request without the cluster's UID) cannot use it.
    await expect(
      attempt(service, {
        bootstrapToken: token,
        clusterUid: randomUUID(),
        csr: (await createCsr()).csrPem,
      }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(service.verifyBootstrapToken(token)).rejects.toMatchObject({ status: 401 });

    // The agent retries (a new key, as the agent makes one per attempt): the registration finishes.
    clock.advance(60);
    const retried = await attempt(service, {
      bootstrapToken: token,
      clusterUid,
      csr: (await createCsr()).csrPem,
    });
    expect(retried.clusterId).toBe(clusterId);
    const serial = new X509Certificate(retried.certificate).serialNumber;
    expect((await clusterOf(clusterId))!.doc.certificate.serialNumber).toBe(normalizeSerial(serial));
    // The first use's time is kept: the window does not restart.
    const finished = await store
      .collection<BootstrapTokenDocument>('bootstrapTokens')
      .read('contoso', bootstrapTokenId(token));
    expect(finished!.doc.usedAt).toBe(spent!.doc.usedAt);

    // Finished: the token is spent for good, for this cluster too.
    await expect(
      attempt(service, { bootstrapToken: token, clusterUid, csr: (await createCsr()).csrPem }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('refuses once the cluster changed since the token was consumed, or after the window', async () => {
    const csr = async () => (await createCsr()).csrPem;
    // A cluster already registered: a re-registration whose cluster write dies...
    const clusterUid = randomUUID();
    const first = (await service.createBootstrapToken('contoso', 'alice', {})).token;
    await attempt(service, { bootstrapToken: first, clusterUid, csr: await csr() });
    const second = (await service.createBootstrapToken('contoso', 'alice', {})).token;
    await diesAfterConsuming(second, clusterUid);
    // (resumable so far: the cluster is as the token's use found it)
    await expect(service.verifyBootstrapToken(second, clusterUid)).resolves.toMatchObject({
      resumes: 'unfinished',
    });
    // ...then the cluster is written by something else (here a renewal by the agent that still
    // holds the first certificate): the second token's use is no longer resumable.
    const clusterId = clusterIdFor('contoso', clusterUid);
    const current = (await clusterOf(clusterId))!;
    await store
      .collection<ClusterDocument>('clusters')
      .replace({ ...current.doc, updatedAt: clock.now().toISOString() }, { ifMatch: current.etag });
    await expect(
      attempt(service, { bootstrapToken: second, clusterUid, csr: await csr() }),
    ).rejects.toMatchObject({
      status: 401,
    });

    // A new cluster whose write died, retried only after the window: refused.
    const late = (await service.createBootstrapToken('contoso', 'alice', {})).token;
    const lateUid = randomUUID();
    await diesAfterConsuming(late, lateUid);
    clock.advance(UNFINISHED_REGISTRATION_WINDOW_MS / 1000 + 1);
    await expect(
      attempt(service, { bootstrapToken: late, clusterUid: lateUid, csr: await csr() }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('answers again a registration whose answer was lost, only to the holder of its key', async () => {
    const { token } = await service.createBootstrapToken('contoso', 'alice', {});
    const clusterUid = randomUUID();
    const keys = await createCsr();
    // Registered and written, but the answer never reached the agent (the process died after
    // the cluster write): the agent asks again with the same key.
    const lost = await attempt(service, { bootstrapToken: token, clusterUid, csr: keys.csrPem });
    const serialOf = (pem: string) => normalizeSerial(new X509Certificate(pem).serialNumber);
    // Another key (another party holding the spent token) is refused.
    await expect(
      attempt(service, { bootstrapToken: token, clusterUid, csr: (await createCsr()).csrPem }),
    ).rejects.toMatchObject({ status: 401 });
    const again = await attempt(service, { bootstrapToken: token, clusterUid, csr: keys.csrPem });
    expect(again.clusterId).toBe(lost.clusterId);
    expect(serialOf(again.certificate)).not.toBe(serialOf(lost.certificate));
    expect(new X509Certificate(again.certificate).publicKey.export({ format: 'der', type: 'spki' })).toEqual(
      new X509Certificate(lost.certificate).publicKey.export({ format: 'der', type: 'spki' }),
    );
    // The cluster now expects the new certificate; the lost one is superseded.
    expect((await clusterOf(lost.clusterId))!.doc.certificate.serialNumber).toBe(serialOf(again.certificate));

    // Once the agent used it to renew (the cluster's certificate is no longer the token's), the
    // token is spent for good, for the same key too.
    const cluster = (await clusterOf(lost.clusterId))!;
    const renewed = await service.renew(
      {
        tenantId: 'contoso',
        clusterId: lost.clusterId,
        serialNumber: serialOf(again.certificate),
        cluster,
      },
      (await createCsr()).csrPem,
    );
    expect(serialOf(renewed.certificate)).not.toBe(serialOf(again.certificate));
    await expect(
      attempt(service, { bootstrapToken: token, clusterUid, csr: keys.csrPem }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('lets exactly one of two concurrent retries finish it', async () => {
    const { token } = await service.createBootstrapToken('contoso', 'alice', {});
    const clusterUid = randomUUID();
    await diesAfterConsuming(token, clusterUid);
    const inputs = await Promise.all(
      [0, 1].map(async () => ({ bootstrapToken: token, clusterUid, csr: (await createCsr()).csrPem })),
    );
    // Both pass the checks before either consumes the token again; the etag lets one through.
    const verified = await Promise.all(
      inputs.map((input) => service.verifyBootstrapToken(token, input.clusterUid)),
    );
    const admitted = await Promise.all(verified.map((v, i) => service.admit(v, inputs[i]!)));
    const outcomes = await Promise.allSettled(admitted.map((a) => service.register(a)));
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 401 });
  });
});
