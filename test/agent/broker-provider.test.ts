import { createPublicKey } from 'node:crypto';
import { OfferReporter } from '../../agent/broker/offer-reporter';
import { ProviderApplier } from '../../agent/broker/provider-applier';
import { unseal } from '../../agent/resource-sync/sealing';
import type { BrokerCopy } from '../../contract/broker-exchange';
import { generateP256KeyPair } from '../../contract/x509/ec-key';
import { certificate, certRef, cluster, now, secretKind } from './broker-cluster';

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
