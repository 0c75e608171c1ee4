import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';
import type { BrokerExchange, BrokerExchangeRequest } from '../../contract/broker-exchange';
import type { Explanation, Migration, OfferList } from '../../contract/broker';

/*
 * Over 400 lines on purpose: one story from the brokered API to the consumer object's deletion, each
 * test building on the placements the one before left, as agents would see them in turn.
 */
const TENANT = 'broker-co';
const certificate = { group: 'example.com', version: 'v1', kind: 'Certificate' };
/** A compact JWE's shape (the control plane never opens it; the consumer's agent does). */
const SEALED = 'eyJhbGciOiJFQ0RILUVTK0EyNTZLVyJ9.a2V5.aXY.Y2lwaGVy.dGFn';

function offer(name: string, suffix: string, generation = 1) {
  return { name, generation, spec: { ...certificate, filters: [{ key: 'fqdn', suffix }] } };
}

describe('resource brokering over HTTP: offers, brokered APIs, placement, make before break, migrations (embedded host)', () => {
  let tp: TestControlPlane;
  let operator: string;
  let consumer: RegisteredCluster;
  let providerA: RegisteredCluster;
  let providerB: RegisteredCluster;

  const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    tp.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}/${path}`,
      token: operator,
      ...(body === undefined ? {} : { body }),
      ...(headers ? { headers } : {}),
    });
  async function heartbeat(c: RegisteredCluster) {
    const r = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${c.clusterId}/heartbeat`,
      cert: c.cert,
      body: { agentVersion: 'test/1.0' },
    });
    expect(r.status).toBeLessThan(300);
  }
  const send = (c: RegisteredCluster, body: unknown) =>
    tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${c.clusterId}/broker-exchange`,
      cert: c.cert,
      body,
    });
  async function exchange(c: RegisteredCluster, body: BrokerExchangeRequest): Promise<BrokerExchange> {
    const r = await send(c, body);
    if (r.status !== 200) throw new Error(`exchange: ${r.status} ${r.text}`);
    return r.json<BrokerExchange>();
  }
  const grants = { consumer: [certificate], provider: [certificate] };
  const web = { api: 'certificates', namespace: 'team-a', name: 'web', uid: 'uid-web', generation: 1 };
  const webSpec = { fqdn: 'web.a.example.com', secretName: 'web-tls' };

  /**
   * A provider agent as the exchange sees it: it holds every copy it was last told to (level-based:
   * a copy not answered goes), reports each as applied with its Secret, ready or not.
   */
  interface ProviderAgent {
    cluster: RegisteredCluster;
    offers: ReturnType<typeof offer>[];
    held: Map<string, BrokerExchange['copies'][number]>;
    ready: boolean;
  }
  const agents: Record<'a' | 'b', ProviderAgent> = {} as never;
  async function turn(p: ProviderAgent, extra: Partial<BrokerExchangeRequest> = {}): Promise<BrokerExchange> {
    const answer = await exchange(p.cluster, {
      grants,
      offers: p.offers,
      provided: [...p.held.values()].map((copy) => ({
        placementId: copy.placementId,
        namespace: copy.namespace,
        name: copy.name,
        state: 'Applied' as const,
        digest: copy.digest,
        ready: p.ready,
        status: {
          conditions: [{ type: 'Ready', status: p.ready ? 'True' : 'False' }],
          secretName: `${copy.consumerHash}-web-tls`,
        },
        related: [
          {
            apiVersion: 'v1',
            kind: 'Secret',
            namespace: copy.namespace,
            name: `${copy.consumerHash}-web-tls`,
            object: { type: 'kubernetes.io/tls', metadata: { name: `${copy.consumerHash}-web-tls` } },
            sealed: SEALED,
          },
        ],
      })),
      ...extra,
    });
    p.held = new Map(answer.copies.filter((c) => !c.delete).map((c) => [c.placementId, c] as const));
    return answer;
  }

  beforeAll(async () => {
    tp = await startTestControlPlane();
    operator = await tp.token(TENANT, 'operator');
    consumer = await registerCluster(tp, TENANT, {
      name: 'apps',
      labels: { role: 'consumer' },
      region: 'westeurope',
    });
    providerA = await registerCluster(tp, TENANT, {
      name: 'issuer-a',
      labels: { role: 'provider' },
      region: 'westeurope',
    });
    providerB = await registerCluster(tp, TENANT, {
      name: 'issuer-b',
      labels: { role: 'provider' },
      region: 'northeurope',
    });
    for (const c of [consumer, providerA, providerB]) await heartbeat(c);
    agents.a = {
      cluster: providerA,
      offers: [offer('certs', '.a.example.com')],
      held: new Map(),
      ready: true,
    };
    agents.b = {
      cluster: providerB,
      offers: [offer('certs', '.b.example.com')],
      held: new Map(),
      ready: true,
    };
  });
  afterAll(async () => {
    await tp.stop();
  });

  it('creates a brokered API (201, ETag), answers the same body with 200 and refuses a stale If-Match (412)', async () => {
    const body = {
      ...certificate,
      consumers: { selector: 'role=consumer' },
      providers: { selector: 'role=provider' },
    };
    const created = await api('PUT', 'brokered-apis/certificates', body);
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'certificates',
      generation: 1,
      spread: 'LeastPlaced',
      offlineGraceSeconds: 300,
    });
    const etag = String(created.headers['etag']);
    const again = await api('PUT', 'brokered-apis/certificates', body);
    expect(again.status).toBe(200);
    expect(again.headers['etag']).toBe(etag);
    const changed = await api(
      'PUT',
      'brokered-apis/certificates',
      { ...body, spread: 'SameRegionFirst' },
      { 'if-match': etag },
    );
    expect(changed.status).toBe(200);
    expect(changed.json<{ generation: number }>().generation).toBe(2);
    expect((await api('PUT', 'brokered-apis/certificates', body, { 'if-match': etag })).status).toBe(412);
    expect(
      (await api('PUT', 'brokered-apis/certificates', body, { 'if-match': String(changed.headers['etag']) }))
        .status,
    ).toBe(200);
    const list = await api('GET', 'brokered-apis');
    expect(list.json<{ items: Array<{ name: string }> }>().items.map((i) => i.name)).toEqual([
      'certificates',
    ]);
  });

  it('lists every violation of a brokered API at once (422), refuses a body the schema refuses (400) and an oversized one (413)', async () => {
    const r = await api('PUT', 'brokered-apis/dupe', {
      ...certificate,
      consumers: { selector: 'role in (a' },
      providers: { selector: '=x' },
    });
    expect(r.status).toBe(422);
    expect(
      r
        .json<{ violations: Array<{ path: string }> }>()
        .violations.map((v) => v.path)
        .sort(),
    ).toEqual(['body.consumers.selector', 'body.kind', 'body.providers.selector']);
    expect(
      (await api('PUT', 'brokered-apis/bad', { group: 'Example', version: 'one', kind: 'x', consumers: {} }))
        .status,
    ).toBe(400);
    const huge = await api('PUT', 'brokered-apis/huge', {
      ...certificate,
      consumers: { clusters: [], selector: 'a'.repeat(70 * 1024) },
    });
    expect(huge.status).toBe(413);
  });

  it('refuses an offer with a malformed filter with every violation (422) and stores nothing of the exchange', async () => {
    const r = await send(providerA, {
      grants,
      offers: [
        {
          name: 'broken',
          generation: 1,
          spec: {
            ...certificate,
            filters: [
              { key: 'fqdn', suffix: '.x', valueIn: ['a'] },
              { key: 'size', boundary: { min: '2Gi', max: '500Mi' } },
              { key: 'size', boundary: { min: 'lots' } },
              { key: '.bad..key', suffix: 'x' },
            ],
          },
        },
      ],
    });
    expect(r.status).toBe(422);
    const paths = r.json<{ violations: Array<{ path: string }> }>().violations.map((v) => v.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.offers.0.spec.filters.0',
        'body.offers.0.spec.filters.1.boundary',
        'body.offers.0.spec.filters.2.boundary.min',
        'body.offers.0.spec.filters.3.key',
      ]),
    );
    expect((await api('GET', 'offers')).json<OfferList>().items).toEqual([]);
  });

  it('keeps the offers providers report, and marks one whose CEL does not compile or kind the chart does not grant invalid', async () => {
    const answer = await exchange(providerA, {
      grants,
      offers: [
        ...agents.a.offers,
        { name: 'cel-broken', generation: 1, spec: { ...certificate, cel: 'spec.fqdn.endsWith(' } },
      ],
    });
    expect(answer.offers).toEqual([
      { name: 'cel-broken', state: 'Invalid', message: expect.stringContaining('CEL does not compile') },
      { name: 'certs', state: 'Accepting' },
    ]);
    const ungranted = await exchange(providerB, {
      grants: { consumer: [], provider: [] },
      offers: agents.b.offers,
    });
    expect(ungranted.offers[0]).toMatchObject({
      state: 'Invalid',
      message: expect.stringContaining('broker.providerKinds'),
    });
    await turn(agents.b);
    await turn(agents.a);
    const offers = (await api('GET', 'offers')).json<OfferList>().items;
    expect(offers.map((o) => [o.clusterName, o.name, o.state]).sort()).toEqual([
      ['issuer-a', 'certs', 'Accepting'],
      ['issuer-b', 'certs', 'Accepting'],
    ]);
  });

  it('refuses a consumed object over 256 KiB (413) and one without a spec (422), storing nothing', async () => {
    const big = await send(consumer, {
      grants,
      consumed: [{ ...web, spec: { fqdn: 'x'.repeat(300 * 1024) } }],
    });
    expect(big.status).toBe(413);
    const none = await send(consumer, { grants, consumed: [web, { ...web, name: 'other' }] });
    expect(none.status).toBe(422);
    expect(none.json<{ violations: unknown[] }>().violations).toHaveLength(2);
  });

  it('places a Certificate on the provider whose offer accepts its fqdn, copies it as <hash>-<name> and writes status and the sealed Secret back, prefix stripped', async () => {
    const first = await exchange(consumer, {
      grants,
      consumed: [{ ...web, spec: webSpec }],
      resync: ['certificates'],
    });
    expect(first.consumerKinds).toEqual([{ api: 'certificates', ...certificate }]);
    expect(first.writeBack).toHaveLength(1);
    expect(first.writeBack[0]!.conditions[0]).toMatchObject({
      type: 'Placed',
      status: 'False',
      reason: 'Placing',
    });
    expect((await turn(agents.b)).copies).toEqual([]);
    const toA = await turn(agents.a);
    expect(toA.copies).toHaveLength(1);
    const copy = toA.copies[0]!;
    expect(copy.consumerHash).toMatch(/^[0-9a-f]{12}$/);
    expect(copy).toMatchObject({
      namespace: 'team-a',
      name: `${copy.consumerHash}-web`,
      resource: certificate,
    });
    expect(copy.object).toMatchObject({ apiVersion: 'example.com/v1', kind: 'Certificate', spec: webSpec });
    expect(copy.sealFor).toMatchObject({ clusterId: consumer.clusterId, jwk: { kty: 'EC', crv: 'P-256' } });
    await turn(agents.a);
    const back = await exchange(consumer, { grants });
    const wb = back.writeBack[0]!;
    expect(wb).toMatchObject({
      provider: providerA.clusterId,
      uid: 'uid-web',
      status: { secretName: 'web-tls' },
    });
    expect(wb.related).toEqual([
      {
        apiVersion: 'v1',
        kind: 'Secret',
        namespace: 'team-a',
        name: 'web-tls',
        object: {
          apiVersion: 'v1',
          kind: 'Secret',
          type: 'kubernetes.io/tls',
          metadata: { name: 'web-tls', namespace: 'team-a' },
        },
        sealed: SEALED,
      },
    ]);
    expect(wb.conditions.map((c) => [c.type, c.status])).toEqual([
      ['Placed', 'True'],
      ['Ready', 'True'],
    ]);
    await exchange(consumer, {
      grants,
      consumerApplied: [{ placementId: wb.placementId, digest: wb.digest, state: 'Applied' }],
    });
  });

  it('explains the placement: every provider, the filter that refused the other one', async () => {
    const r = await api('GET', `broker/explain?cluster=${consumer.clusterId}&namespace=team-a&name=web`);
    expect(r.status).toBe(200);
    const explanation = r.json<Explanation>();
    expect(explanation.chosen).toBe(providerA.clusterId);
    expect(explanation.placement).toMatchObject({ state: 'Ready', provider: providerA.clusterId });
    expect(explanation.providers).toEqual([
      expect.objectContaining({ clusterName: 'issuer-a', accepted: true, rank: 0, offer: 'certs' }),
      expect.objectContaining({
        clusterName: 'issuer-b',
        accepted: false,
        refusedBy: 'filters[0]: spec.fqdn "web.a.example.com" does not end with ".b.example.com"',
      }),
    ]);
    expect(
      (await api('GET', `broker/explain?cluster=${consumer.clusterId}&namespace=team-a&name=nothing`)).status,
    ).toBe(404);
    expect((await api('GET', 'broker/explain?cluster=nope&namespace=team-a&name=web')).status).toBe(400);
  });

  it('moves the object make before break when the serving offer stops accepting: no gap, the old copy goes last', async () => {
    agents.a.offers = [offer('certs', '.c.example.com', 2)];
    agents.b.offers = [offer('certs', '.example.com', 2)];
    agents.b.ready = false;
    expect((await turn(agents.b)).copies).toEqual([]); // its offer now accepts; nothing is placed on it yet
    await turn(agents.a);
    // The consumer still follows A while B makes its copy.
    const during = (await exchange(consumer, { grants })).writeBack[0]!;
    expect(during.provider).toBe(providerA.clusterId);
    expect(during.related.map((r) => r.name)).toEqual(['web-tls']);
    expect(during.conditions[0]).toMatchObject({ reason: 'Replacing' });
    expect((await turn(agents.b)).copies).toHaveLength(1);
    expect((await turn(agents.a)).copies.map((c) => c.delete ?? false)).toEqual([false]);
    await turn(agents.b); // applied, not ready
    expect((await exchange(consumer, { grants })).writeBack[0]!.provider).toBe(providerA.clusterId);
    agents.b.ready = true;
    await turn(agents.b);
    const switched = (await exchange(consumer, { grants })).writeBack[0]!;
    expect(switched.provider).toBe(providerB.clusterId);
    expect(switched.related.map((r) => r.name)).toEqual(['web-tls']);
    // A keeps its copy until the consumer applied the switch.
    expect((await turn(agents.a)).copies.map((c) => c.delete ?? false)).toEqual([false]);
    await exchange(consumer, {
      grants,
      consumerApplied: [{ placementId: switched.placementId, digest: switched.digest, state: 'Applied' }],
    });
    expect((await turn(agents.a)).copies.map((c) => c.delete)).toEqual([true]);
    expect((await turn(agents.a)).copies).toEqual([]);
    const explained = (
      await api('GET', `broker/explain?cluster=${consumer.clusterId}&namespace=team-a&name=web`)
    ).json<Explanation>();
    expect(explained.placement).toMatchObject({ state: 'Ready', provider: providerB.clusterId });
    expect(explained.placement?.previous).toBeUndefined();
  });

  it('refuses a migration to a provider that does not accept (422 with the refusal) or is cordoned (409); cordoning is audited', async () => {
    const migration = {
      api: 'certificates',
      from: providerB.clusterId,
      to: providerA.clusterId,
      objects: [{ consumer: consumer.clusterId, namespace: 'team-a', name: 'web' }],
      initial: { successCondition: 'true' },
      cutover: { successCondition: 'bad(' },
    };
    const refused = await api('PUT', 'migrations/to-a', migration);
    expect(refused.status).toBe(422);
    const violations = refused.json<{ violations: Array<{ path: string; message: string }> }>().violations;
    expect(violations.map((v) => v.path).sort()).toEqual([
      'body.cutover.successCondition',
      'body.objects[0]',
    ]);
    expect(violations.find((v) => v.path === 'body.objects[0]')!.message).toContain(
      'does not end with ".c.example.com"',
    );
    agents.a.offers = [offer('certs', '.example.com', 3)];
    await turn(agents.a);
    const cordon = await api('POST', `providers/${providerA.clusterId}/cordon`);
    expect(cordon.status).toBe(200);
    expect(cordon.json()).toMatchObject({ clusterId: providerA.clusterId, cordoned: true });
    const conflict = await api('PUT', 'migrations/to-a', {
      ...migration,
      cutover: { successCondition: 'true' },
    });
    expect(conflict.status).toBe(409);
    expect(
      (await api('GET', 'offers')).json<OfferList>().items.find((o) => o.clusterId === providerA.clusterId)
        ?.state,
    ).toBe('Cordoned');
    expect((await api('POST', `providers/${providerA.clusterId}/uncordon`)).status).toBe(200);
    const audit = await api('GET', 'audit-events?action=cordonProvider');
    expect(audit.json<{ items: Array<{ outcome: string }> }>().items.map((i) => i.outcome)).toEqual([
      'Succeeded',
    ]);
  });

  it('migrates B -> A through its stages: templates deployed, CEL over them advances each stage', async () => {
    const body = {
      api: 'certificates',
      from: providerB.clusterId,
      to: providerA.clusterId,
      objects: [{ consumer: consumer.clusterId, namespace: 'team-a', name: 'web' }],
      initial: {
        templates: [
          {
            target: 'to',
            object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'warm', namespace: 'team-a' } },
          },
        ],
        successCondition: "resources.all(r, has(r.data) && r.data.ready == 'yes')",
      },
      cutover: { successCondition: 'true' },
    };
    const created = await api('PUT', 'migrations/to-a', body);
    expect(created.status).toBe(201);
    expect(created.json<Migration>().status.stage).toBe('Pending');
    expect((await api('PUT', 'migrations/to-a', body)).status).toBe(200);
    const stage = async () => (await api('GET', 'migrations/to-a')).json<Migration>().status.stage;
    const template = (data: Record<string, string>) => ({
      templates: [
        {
          migration: 'to-a',
          stage: 'InitialInProgress' as const,
          apiVersion: 'v1',
          kind: 'ConfigMap',
          namespace: 'team-a',
          name: 'warm',
          state: 'Applied' as const,
          object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'warm' }, data },
        },
      ],
    });
    const onA = await turn(agents.a);
    expect(await stage()).toBe('InitialInProgress');
    expect(onA.templates.map((t) => t.object)).toEqual([
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'warm', namespace: 'team-a', labels: { 'arcbridge.io/broker-migration': 'to-a' } },
      },
    ]);
    await exchange(consumer, { grants });
    expect((await turn(agents.a, template({ ready: 'no' }))).copies).toHaveLength(1);
    await turn(agents.a, template({ ready: 'no' }));
    expect(await stage()).toBe('InitialInProgress'); // the copy is ready, the template's CEL is not true yet
    expect((await api('GET', 'migrations/to-a')).json<Migration>().status.message).toContain('is false');
    // Held: the consumer still follows B during the initial stage.
    expect((await exchange(consumer, { grants })).writeBack[0]!.provider).toBe(providerB.clusterId);
    await turn(agents.a, template({ ready: 'yes' }));
    expect(await stage()).toBe('InitialCompleted');
    await turn(agents.a, template({ ready: 'yes' }));
    expect(await stage()).toBe('CutoverInProgress');
    await turn(agents.a, template({ ready: 'yes' }));
    const switched = (await exchange(consumer, { grants })).writeBack[0]!;
    expect(switched.provider).toBe(providerA.clusterId);
    // B's copy stays through the cutover stage.
    expect((await turn(agents.b)).copies.map((c) => c.delete ?? false)).toEqual([false]);
    await exchange(consumer, {
      grants,
      consumerApplied: [{ placementId: switched.placementId, digest: switched.digest, state: 'Applied' }],
    });
    await turn(agents.a, template({ ready: 'yes' }));
    expect(await stage()).toBe('CutoverCompleted');
    // Released: B's copy goes now.
    expect((await turn(agents.b)).copies.map((c) => c.delete)).toEqual([true]);
    expect((await turn(agents.b)).copies).toEqual([]);
    expect((await api('DELETE', 'migrations/to-a')).status).toBe(204);
    expect((await api('GET', 'migrations')).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('deletes the copies when the consumer object is deleted, then releases its finalizer', async () => {
    const deleting = (
      await exchange(consumer, { grants, consumed: [{ ...web, spec: webSpec, deleting: true }] })
    ).writeBack[0]!;
    expect(deleting.conditions[0]).toMatchObject({ reason: 'Deleting' });
    expect(deleting.finalizerRelease).toBeUndefined();
    expect((await turn(agents.a)).copies.map((c) => c.delete)).toEqual([true]);
    expect((await exchange(consumer, { grants })).writeBack[0]!.finalizerRelease).toBeUndefined();
    await turn(agents.a);
    const released = (await exchange(consumer, { grants })).writeBack[0]!;
    expect(released.finalizerRelease).toBe(true);
    const gone = await exchange(consumer, { grants, consumed: [{ ...web, deleted: true }] });
    expect(gone.writeBack).toEqual([]);
    expect(
      (await api('GET', `broker/explain?cluster=${consumer.clusterId}&namespace=team-a&name=web`)).status,
    ).toBe(404);
  });
});
