/**
 * A full disk is a wait, not a failure: writes answer 503 problem+json with Retry-After and change
 * nothing, reads go on, and once there is room again writes succeed with nothing acknowledged lost.
 * Twice: for real, the host (`npm start` as a child) on a small tmpfs filled to the last byte,
 * where the machine allows mounting one; and always, with SQLITE_FULL / ENOSPC / EDQUOT injected
 * at the store adapter of an in-process host. (A read-only data dir stopping `npm start` with one
 * line is covered by test/security/data-at-rest.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteError } from 'better-sqlite3';
import type { Inventory } from '../../contract/inventory';
import { STORAGE_FULL_RETRY_SECONDS } from '../../functions/platform/http/error-mapping';
import type { Collection, DocumentBase } from '../../functions/platform/store/store';
import { SqliteStore } from '../../functions/platform/store/sqlite-store';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import type { TestResponse } from '../support/https-client';
import { mintBootstrapToken, registerCluster, sampleInventory } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';
import { createCsr } from '../support/agent-keys';
import { CrashHost } from './support/crash-host';
import { fillDisk, mountSmallDisk } from './support/small-disk';

const TENANT = 'disk-full';

/** ~2 MB of inventory: more than the database's free pages and WAL can take in. */
const bigInventory = () => ({
  ...sampleInventory,
  namespaces: Array.from({ length: 9000 }, (_, i) => `namespace-${i}-${'x'.repeat(200)}`.slice(0, 63)),
  pods: {},
});

function expectStorageFull(response: TestResponse): void {
  expect(response.status).toBe(503);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.headers['retry-after']).toBe(String(STORAGE_FULL_RETRY_SECONDS));
  expect(response.json()).toMatchObject({ status: 503, type: 'https://arcbridge.dev/problems/unavailable' });
}

const putInventory = (tp: TestControlPlane, cluster: RegisteredCluster, body: unknown, etag: string) =>
  tp.client.send({
    method: 'PUT',
    path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
    body,
    headers: { 'if-match': etag },
    cert: cluster.cert,
  });
const getInventory = (tp: TestControlPlane, cluster: RegisteredCluster) =>
  tp.client.send({ path: `/api/v1/clusters/${cluster.clusterId}/inventory`, cert: cluster.cert });

const disk = mountSmallDisk(24 * 1024 * 1024);
// Where the machine refuses a mount (no CAP_SYS_ADMIN), the injected case below still runs.
(disk ? describe : describe.skip)('a real full disk: the host on a small tmpfs filled up', () => {
  const host = new CrashHost({}, disk?.dir ?? '', false);
  const plane = host.asTestPlane();
  const filler = join(disk?.dir ?? '', 'filler');
  afterAll(async () => {
    try {
      await host.dispose();
    } finally {
      disk?.remove();
    }
  });

  it('answers 503 with Retry-After while full, keeps serving reads, and recovers when space returns', async () => {
    await host.start();
    const cluster = await registerCluster(plane, TENANT);
    const first = await plane.client.send({
      method: 'PUT',
      path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
      body: sampleInventory,
      headers: { 'if-none-match': '*' },
      cert: cluster.cert,
    });
    expect(first.status).toBe(201);
    const etag = String(first.headers.etag);

    expect(fillDisk(filler)).toBeGreaterThan(0);
    // The write needs pages the disk no longer has: 503, and it changed nothing.
    expectStorageFull(await putInventory(plane, cluster, bigInventory(), etag));
    const read = await getInventory(plane, cluster);
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBe(etag);
    expect(read.json<Inventory>().namespaces).toEqual(sampleInventory.namespaces);
    expect((await plane.client.send({ path: '/api/healthz' })).status).toBe(200);
    expect(host.running).toBe(true);

    // Room again: the same write, with the same ETag (the failed one left it current), succeeds.
    rmSync(filler);
    const retried = await putInventory(plane, cluster, bigInventory(), etag);
    expect(retried.status).toBe(200);
    const newEtag = String(retried.headers.etag);

    // And it is durable: after SIGKILL and a restart on the same disk it is there.
    await host.restart();
    expect(host.integrity()).toEqual(['ok', 'ok']);
    const after = await getInventory(plane, cluster);
    expect(after.status).toBe(200);
    expect(after.headers.etag).toBe(newEtag);
    expect(after.json<Inventory>().namespaces).toEqual(bigInventory().namespaces);
  });
});

describe('an injected full disk at the store adapter (in-process host)', () => {
  /** The error every store write throws while set, as the SQLite adapter or the file system raises it. */
  let failure: (() => Error) | undefined;
  const writes = new Set(['create', 'replace', 'upsert', 'delete']);
  const original = SqliteStore.prototype.collection;
  // Installed before the plane starts: the runtime takes its collections once, at composition.
  const spy = jest.spyOn(SqliteStore.prototype, 'collection').mockImplementation(function (
    this: SqliteStore,
    name,
  ) {
    const collection = original.call(this, name) as Collection<DocumentBase>;
    return new Proxy(collection, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (failure && writes.has(String(property))) return Promise.reject(failure());
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  });
  let tp: TestControlPlane;
  let cluster: RegisteredCluster;
  let etag: string;

  beforeAll(async () => {
    tp = await startTestControlPlane();
    cluster = await registerCluster(tp, TENANT);
    const first = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
      body: sampleInventory,
      headers: { 'if-none-match': '*' },
      cert: cluster.cert,
    });
    expect(first.status).toBe(201);
    etag = String(first.headers.etag);
  });
  afterAll(async () => {
    failure = undefined;
    await tp.stop();
    spy.mockRestore();
  });

  it.each([
    ['SQLITE_FULL', () => new SqliteError('database or disk is full', 'SQLITE_FULL')],
    ['ENOSPC', () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })],
    ['EDQUOT', () => Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' })],
  ])(
    '%s: writes answer 503 with Retry-After and change nothing; reads go on; writes work again after',
    async (_code, make) => {
      const token = await mintBootstrapToken(tp, TENANT);
      const keys = await createCsr();
      const register = () =>
        tp.client.send({
          method: 'POST',
          path: '/api/v1/register',
          body: { bootstrapToken: token, clusterUid: randomUUID(), csr: keys.csrPem },
        });
      failure = make;
      try {
        // Agent write, registration, operator write.
        expectStorageFull(
          await putInventory(tp, cluster, { ...sampleInventory, namespaces: ['changed'] }, etag),
        );
        expectStorageFull(await register());
        expectStorageFull(
          await tp.client.send({
            method: 'POST',
            path: `/api/v1/tenants/${TENANT}/bootstrap-tokens`,
            body: {},
            token: await tp.token(TENANT, 'operator'),
          }),
        );
        // Reads are served.
        const read = await getInventory(tp, cluster);
        expect(read.status).toBe(200);
        expect(read.headers.etag).toBe(etag);
        const list = await tp.client.send({
          path: `/api/v1/tenants/${TENANT}/clusters`,
          token: await tp.token(TENANT, 'reader'),
        });
        expect(list.status).toBe(200);
      } finally {
        failure = undefined;
      }
      // Room again: the token was not burned by the refused registration, and the ETag is still current.
      expect((await register()).status).toBe(201);
      const written = await putInventory(tp, cluster, sampleInventory, etag);
      expect(written.status).toBe(200);
      etag = String(written.headers.etag);
    },
  );
});
