import { createPublicKey } from 'node:crypto';
import { ConsumerWatcher } from '../../agent/broker/consumer-watcher';
import { OfferReporter } from '../../agent/broker/offer-reporter';
import { ProviderApplier } from '../../agent/broker/provider-applier';
import { WriteBack } from '../../agent/broker/write-back';
import { ObjectStore } from '../../agent/kube/object-store';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import type { ObjectRef } from '../../agent/kube/port';
import { ResourceTypes, BUILTIN_TYPES, ARCBRIDGE_CLUSTER_TYPE } from '../../agent/kube/resource-types';
import { seal, unseal } from '../../agent/resource-sync/sealing';
import type { BrokerCopy, BrokerWriteBack } from '../../contract/broker-exchange';
import { generateP256KeyPair } from '../../contract/x509/ec-key';

const certificate = { group: 'example.com', version: 'v1', kind: 'Certificate' };
const secretKind = { group: '', version: 'v1', kind: 'Secret' };
const now = () => new Date('2026-12-07T12:00:00Z');

/** A cluster in memory with the Certificate and AcceptAPI CRDs established, as the API server would. */
function cluster(): MemoryCluster {
  const store = new ObjectStore({ types: new ResourceTypes([...BUILTIN_TYPES, ARCBRIDGE_CLUSTER_TYPE]) });
  const crd = (group: string, kind: string, plural: string, scope: string) => ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${group}` },
    spec: {
      group,
      scope,
      names: { kind, plural },
      versions: [
        { name: group === 'arcbridge.io' ? 'v1alpha1' : 'v1', served: true, subresources: { status: {} } },
      ],
    },
  });
  store.create(crd('example.com', 'Certificate', 'certificates', 'Namespaced'));
  store.create(crd('arcbridge.io', 'AcceptAPI', 'acceptapis', 'Cluster'));
  return new MemoryCluster({ store });
}

const certRef = (name: string): ObjectRef => ({
  apiVersion: 'example.com/v1',
  kind: 'Certificate',
  name,
  namespace: 'team-a',
});

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

describe('offers', () => {
  it('reports valid AcceptAPIs, an invalid one with every violation, and writes Accepted only when it changes', async () => {
    const kube = cluster();
    const accept = (name: string, spec: unknown) =>
      kube.store.create({ apiVersion: 'arcbridge.io/v1alpha1', kind: 'AcceptAPI', metadata: { name }, spec });
    accept('good', { ...certificate, filters: [{ key: 'fqdn', suffix: '.a.example.com' }] });
    accept('bad', {
      ...certificate,
      filters: [
        { key: 'fqdn', suffix: '.x', valueIn: ['y'] },
        { key: 'size', boundary: {} },
      ],
    });
    const reporter = new OfferReporter(kube, now);
    const { offers, invalidOffers } = await reporter.collect();
    expect(offers).toEqual([
      {
        name: 'good',
        generation: 1,
        spec: { ...certificate, filters: [{ key: 'fqdn', suffix: '.a.example.com' }] },
      },
    ]);
    expect(invalidOffers.map((o) => o.name)).toEqual(['bad']);
    expect(invalidOffers[0]!.violations.map((v) => v.path)).toEqual([
      'spec.filters.0',
      'spec.filters.1.boundary',
    ]);
    await reporter.writeStatus(
      [{ name: 'good', state: 'Cordoned', message: 'the provider is cordoned' }],
      [{ name: 'good', generation: 1 }, ...invalidOffers],
    );
    const good = kube.store.get({ apiVersion: 'arcbridge.io/v1alpha1', kind: 'AcceptAPI', name: 'good' })!;
    expect(good.status).toEqual({
      observedGeneration: 1,
      conditions: [
        {
          type: 'Accepted',
          status: 'False',
          reason: 'Cordoned',
          message: 'the provider is cordoned',
          lastTransitionTime: now().toISOString(),
          observedGeneration: 1,
        },
      ],
    });
    const bad = kube.store.get({ apiVersion: 'arcbridge.io/v1alpha1', kind: 'AcceptAPI', name: 'bad' })!;
    expect(
      (bad.status as { conditions: Array<{ reason: string; message: string }> }).conditions[0],
    ).toMatchObject({
      reason: 'Invalid',
      message: expect.stringContaining('spec.filters.1.boundary'),
    });
    const version = good.metadata.resourceVersion;
    await reporter.writeStatus(
      [{ name: 'good', state: 'Cordoned', message: 'the provider is cordoned' }],
      [{ name: 'good', generation: 1 }],
    );
    expect(
      kube.store.get({ apiVersion: 'arcbridge.io/v1alpha1', kind: 'AcceptAPI', name: 'good' })!.metadata
        .resourceVersion,
    ).toBe(version);
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

describe('the provider applier', () => {
  const consumerKey = generateP256KeyPair();
  const jwk = createPublicKey(consumerKey.privateKeyPem).export({ format: 'jwk' }) as Record<string, unknown>;
  const copy = (overrides: Partial<BrokerCopy> = {}): BrokerCopy => ({
    placementId: 'p-AAAAAAAAAAAAAAAAAAAAA_',
    consumerHash: '0123456789ab',
    resource: certificate,
    namespace: 'team-a',
    name: '0123456789ab-web',
    object: {
      apiVersion: 'example.com/v1',
      kind: 'Certificate',
      metadata: {
        name: '0123456789ab-web',
        namespace: 'team-a',
        labels: { 'arcbridge.io/broker-placement': 'p-AAAAAAAAAAAAAAAAAAAAA_', app: 'web' },
      },
      spec: { fqdn: 'web.example.com' },
    },
    digest: 'd1',
    sealFor: { clusterId: 'c-consumer', jwk },
    ...overrides,
  });
  const grants =
    (provider = [certificate]) =>
    () => ({ provider, related: [secretKind] });

  it('applies the copy as the broker, puts it back when changed, and reports its status and related Secret sealed', async () => {
    const kube = cluster();
    const applier = new ProviderApplier(kube, grants());
    await applier.reconcile([copy()]);
    const ref = certRef('0123456789ab-web');
    const applied = kube.store.get(ref)!;
    // An invalid label value (the id may end in '_') is left out; the annotation names the placement.
    expect(applied.metadata.labels).toEqual({
      app: 'web',
      'app.kubernetes.io/managed-by': 'arcbridge-broker',
      'arcbridge.io/broker-consumer': '0123456789ab',
    });
    expect(applied.metadata.annotations?.['arcbridge.io/broker-placement']).toBe('p-AAAAAAAAAAAAAAAAAAAAA_');
    expect((applied.metadata.managedFields as Array<{ manager: string }>)[0]!.manager).toBe(
      'arcbridge-broker',
    );
    kube.store.mergePatch(ref, { spec: { fqdn: 'evil.example.com' } });
    await applier.reconcile([copy()]);
    expect(kube.store.get(ref)!.spec).toEqual({ fqdn: 'web.example.com' });

    kube.store.create({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: '0123456789ab-web-tls', namespace: 'team-a' },
      data: { 'tls.crt': Buffer.from('PEM').toString('base64') },
    });
    kube.store.patchStatus(ref, {
      conditions: [{ type: 'Ready', status: 'True' }],
      relatedResources: [
        { name: '0123456789ab-web-tls', gvk: { group: '', version: 'v1', kind: 'Secret' } },
        { name: 'gone', gvk: { group: '', version: 'v1', kind: 'Secret' } },
        { name: 'elsewhere', namespace: 'kube-system', gvk: { group: '', version: 'v1', kind: 'Secret' } },
      ],
    });
    const [report] = await applier.report();
    expect(report).toMatchObject({ state: 'Applied', ready: true, digest: 'd1', name: '0123456789ab-web' });
    expect((report!.related ?? []).map((r) => [r.name, r.missing ?? false])).toEqual([
      ['0123456789ab-web-tls', false],
      ['gone', true],
    ]);
    const secret = (report!.related ?? [])[0]!;
    expect(JSON.stringify(secret.object)).not.toContain(Buffer.from('PEM').toString('base64'));
    expect(await unseal(secret.sealed!, consumerKey.privateKeyPem)).toEqual({
      'tls.crt': Buffer.from('PEM').toString('base64'),
    });
  });

  it('never overwrites an object that is not a copy, refuses a kind the chart does not grant, deletes what is no longer named', async () => {
    const kube = cluster();
    kube.store.create({
      apiVersion: 'example.com/v1',
      kind: 'Certificate',
      metadata: { name: '0123456789ab-web', namespace: 'team-a' },
      spec: { fqdn: 'mine.example.com' },
    });
    const applier = new ProviderApplier(kube, grants());
    await applier.reconcile([copy()]);
    expect(kube.store.get(certRef('0123456789ab-web'))!.spec).toEqual({ fqdn: 'mine.example.com' });
    expect((await applier.report())[0]).toMatchObject({
      state: 'Failed',
      reason: expect.stringContaining('is not a copy'),
    });

    const other = cluster();
    const refusing = new ProviderApplier(other, grants([]));
    await refusing.reconcile([copy()]);
    expect(other.store.get(certRef('0123456789ab-web'))).toBeUndefined();
    expect((await refusing.report())[0]).toMatchObject({
      state: 'Failed',
      reason: expect.stringContaining('broker.providerKinds'),
    });

    const third = cluster();
    const applier3 = new ProviderApplier(third, grants());
    await applier3.reconcile([copy()]);
    await applier3.reconcile([copy({ delete: true })]);
    expect(third.store.get(certRef('0123456789ab-web'))).toBeUndefined();
    expect(await applier3.report()).toEqual([]);
    await applier3.reconcile([copy()]);
    // A restarted agent knows the copy from its labels and reports it; no longer named, it goes.
    const restarted = new ProviderApplier(third, grants());
    expect(await restarted.report()).toEqual([
      expect.objectContaining({ placementId: 'p-AAAAAAAAAAAAAAAAAAAAA_', digest: 'd1', state: 'Applied' }),
    ]);
    await restarted.reconcile([]);
    expect(third.store.get(certRef('0123456789ab-web'))).toBeUndefined();
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
