import { createPublicKey } from 'node:crypto';
import { ConsumerWatcher } from '../../agent/broker/consumer-watcher';
import { WriteBack } from '../../agent/broker/write-back';
import type { MemoryCluster } from '../../agent/kube/memory-cluster';
import { seal } from '../../agent/resource-sync/sealing';
import type { BrokerWriteBack } from '../../contract/broker-exchange';
import { generateP256KeyPair } from '../../contract/x509/ec-key';
import { certificate, certRef, cluster, now, secretKind } from './broker-cluster';

describe('the object store holds an object with finalizers until they are removed (as the API server)', () => {
  it('marks it deleted, refuses new finalizers, and lets it go with the last one', () => {
    const { store } = cluster();
    store.create({
      apiVersion: 'example.com/v1',
      kind: 'Certificate',
      metadata: { name: 'web', namespace: 'team-a', finalizers: ['a/b'] },
      spec: {},
    });
    expect(store.delete(certRef('web'))?.metadata.deletionTimestamp).toBeDefined();
    expect(store.get(certRef('web'))?.metadata.deletionTimestamp).toBeDefined();
    expect(() => store.mergePatch(certRef('web'), { metadata: { finalizers: ['a/b', 'c/d'] } })).toThrow(
      /no new finalizers can be added if the object is being deleted/,
    );
    store.mergePatch(certRef('web'), { metadata: { finalizers: null } });
    expect(store.get(certRef('web'))).toBeUndefined();
  });
});

describe('the consumer watcher', () => {
  const kinds = [{ api: 'certificates', ...certificate }];
  const create = (kube: MemoryCluster, name: string, spec: object = { fqdn: `${name}.example.com` }) =>
    kube.store.create({
      apiVersion: 'example.com/v1',
      kind: 'Certificate',
      metadata: { name, namespace: 'team-a' },
      spec,
    });

  it('reads nothing of a kind the chart does not grant, and says so', async () => {
    const kube = cluster();
    create(kube, 'web');
    const batch = await new ConsumerWatcher(kube, () => [], now).collect(kinds);
    expect(batch.consumed).toEqual([]);
    expect(batch.conditions).toEqual([
      expect.objectContaining({ api: 'certificates', reason: 'KindNotGranted' }),
    ]);
    expect(kube.store.get(certRef('web'))!.metadata.finalizers).toBeUndefined();
  });

  it('holds every object with its finalizer and reports creates, changes, deletions in progress and deletions once', async () => {
    const kube = cluster();
    create(kube, 'web');
    const watcher = new ConsumerWatcher(kube, () => [certificate], now);
    let batch = await watcher.collect(kinds);
    expect(batch.resync).toEqual(['certificates']);
    expect(batch.consumed).toEqual([
      expect.objectContaining({ namespace: 'team-a', name: 'web', spec: { fqdn: 'web.example.com' } }),
    ]);
    expect(kube.store.get(certRef('web'))!.metadata.finalizers).toEqual(['arcbridge.io/broker']);
    // Not taken by the control plane (no commit): reported again in full.
    batch = await watcher.collect(kinds);
    expect(batch.resync).toEqual(['certificates']);
    batch.commit();
    expect((await watcher.collect(kinds)).consumed).toEqual([]);
    kube.store.mergePatch(certRef('web'), { spec: { fqdn: 'www.example.com' } });
    create(kube, 'api');
    batch = await watcher.collect(kinds);
    expect(batch.resync).toEqual([]);
    expect(batch.consumed.map((c) => [c.name, c.spec])).toEqual([
      ['web', { fqdn: 'www.example.com' }],
      ['api', { fqdn: 'api.example.com' }],
    ]);
    batch.commit();
    kube.store.delete(certRef('web'));
    batch = await watcher.collect(kinds);
    expect(batch.consumed).toEqual([expect.objectContaining({ name: 'web', deleting: true })]);
    // Being deleted: the finalizer is never added again, and the object stays until it is released.
    expect(kube.store.get(certRef('web'))!.metadata.finalizers).toEqual(['arcbridge.io/broker']);
    batch.commit();
    kube.store.mergePatch(certRef('web'), { metadata: { finalizers: null } });
    batch = await watcher.collect(kinds);
    expect(batch.consumed).toEqual([
      expect.objectContaining({ name: 'web', deleted: true, uid: expect.any(String) }),
    ]);
    expect(batch.consumed[0]!.spec).toBeUndefined();
  });

  it('refuses an object whose spec is larger than the exchange takes, on its status', async () => {
    const kube = cluster();
    create(kube, 'huge', { blob: 'x'.repeat(300 * 1024) });
    const batch = await new ConsumerWatcher(kube, () => [certificate], now).collect(kinds);
    expect(batch.consumed).toEqual([]);
    expect(kube.store.get(certRef('huge'))!.status).toMatchObject({
      conditions: [expect.objectContaining({ type: 'Placed', status: 'False', reason: 'ObjectTooLarge' })],
    });
  });
});

describe('the write-back to the consumer', () => {
  const consumerKey = generateP256KeyPair();
  const jwk = createPublicKey(consumerKey.privateKeyPem).export({ format: 'jwk' }) as Record<string, unknown>;

  async function setup() {
    const kube = cluster();
    const cert = kube.store.create({
      apiVersion: 'example.com/v1',
      kind: 'Certificate',
      metadata: { name: 'web', namespace: 'team-a' },
      spec: { fqdn: 'web.example.com' },
    });
    // The watcher's finalizer, applied as the broker (so the broker owns it and may release it).
    await new ConsumerWatcher(kube, () => [certificate], now).collect([
      { api: 'certificates', ...certificate },
    ]);
    const writeBack = new WriteBack({
      kube,
      related: () => [secretKind],
      privateKeyPem: () => consumerKey.privateKeyPem,
      now,
    });
    const body = async (
      data: string,
      name = 'web-tls',
      extra: Partial<BrokerWriteBack> = {},
    ): Promise<BrokerWriteBack> => ({
      placementId: 'p-AAAAAAAAAAAAAAAAAAAAAA',
      api: 'certificates',
      namespace: 'team-a',
      name: 'web',
      uid: cert.metadata.uid!,
      status: { secretName: name, conditions: [{ type: 'Issuing', status: 'False' }] },
      related: [
        {
          apiVersion: 'v1',
          kind: 'Secret',
          namespace: 'team-a',
          name,
          object: {
            apiVersion: 'v1',
            kind: 'Secret',
            type: 'kubernetes.io/tls',
            metadata: { name, namespace: 'team-a' },
          },
          sealed: await seal({ 'tls.crt': Buffer.from(data).toString('base64') }, jwk),
        },
      ],
      conditions: [
        { type: 'Placed', status: 'True', reason: 'Placed', message: 'served by issuer-a' },
        { type: 'Ready', status: 'True', reason: 'Ready', message: 'ready' },
      ],
      digest: `d-${data}`,
      ...extra,
    });
    const kindOf = () => certificate;
    return { kube, cert, writeBack, body, kindOf };
  }

  it('writes the status with its conditions, and the related Secret opened and owned by the object', async () => {
    const { kube, cert, writeBack, body, kindOf } = await setup();
    await writeBack.reconcile([await body('from a')], kindOf);
    expect(writeBack.applied()).toEqual([
      { placementId: 'p-AAAAAAAAAAAAAAAAAAAAAA', digest: 'd-from a', state: 'Applied' },
    ]);
    const status = kube.store.get(certRef('web'))!.status as {
      secretName: string;
      conditions: Array<{ type: string }>;
    };
    expect(status.secretName).toBe('web-tls');
    expect(status.conditions.map((c) => c.type)).toEqual(['Issuing', 'Placed', 'Ready']);
    const secret = kube.store.get({
      apiVersion: 'v1',
      kind: 'Secret',
      name: 'web-tls',
      namespace: 'team-a',
    })!;
    expect(Buffer.from((secret.data as Record<string, string>)['tls.crt']!, 'base64').toString()).toBe(
      'from a',
    );
    expect(secret.metadata.ownerReferences).toEqual([
      {
        apiVersion: 'example.com/v1',
        kind: 'Certificate',
        name: 'web',
        uid: cert.metadata.uid,
        controller: true,
      },
    ]);
  });

  it('switches related objects without a gap: the new one is in place before the old one goes', async () => {
    const { kube, writeBack, body, kindOf } = await setup();
    await writeBack.reconcile([await body('from a', 'web-tls-a')], kindOf);
    const events: string[] = [];
    kube.store.subscribe((e) => {
      if (e.object.kind === 'Secret') events.push(`${e.type} ${e.object.metadata.name}`);
    });
    await writeBack.reconcile([await body('from b', 'web-tls-b')], kindOf);
    expect(events).toEqual(['ADDED web-tls-b', 'DELETED web-tls-a']);
  });

  it('never overwrites an object it did not copy back, and releases the finalizer when told', async () => {
    const { kube, writeBack, body, kindOf } = await setup();
    kube.store.create({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'web-tls', namespace: 'team-a' },
      data: { a: 'Yg==' },
    });
    await writeBack.reconcile([await body('from a')], kindOf);
    expect(writeBack.applied()[0]).toMatchObject({
      state: 'Failed',
      reason: expect.stringContaining('never overwritten'),
    });
    expect(
      kube.store.get({ apiVersion: 'v1', kind: 'Secret', name: 'web-tls', namespace: 'team-a' })!.data,
    ).toEqual({ a: 'Yg==' });
    kube.store.delete(certRef('web'));
    expect(kube.store.get(certRef('web'))).toBeDefined();
    await writeBack.reconcile(
      [await body('from a', 'other', { related: [], finalizerRelease: true })],
      kindOf,
    );
    expect(kube.store.get(certRef('web'))).toBeUndefined();
  });
});
