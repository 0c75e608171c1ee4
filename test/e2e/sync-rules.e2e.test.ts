import { CompactEncrypt, compactDecrypt, importJWK } from 'jose';
import { createPrivateKey } from 'node:crypto';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

const TENANT = 'sync-co';
const configMap = { group: '', version: 'v1', kind: 'ConfigMap' };
const secret = { group: '', version: 'v1', kind: 'Secret' };

interface Exchange {
  export: Array<{
    rule: string;
    generation: number;
    sealFor: Array<{ clusterId: string; jwk: Record<string, string> }>;
  }>;
  copies: Array<{
    rule: string;
    source: string;
    name: string;
    namespace?: string;
    digest: string;
    object: {
      data?: Record<string, string>;
      metadata: { labels: Record<string, string>; annotations: Record<string, string> };
    };
    sealed?: string;
  }>;
  stale: Array<{ rule: string; source: string }>;
  peers?: Array<{ clusterId: string; clusterUid: string }>;
}

describe("sync rules: API, validation, audit and the agents' exchange (embedded host)", () => {
  let tp: TestControlPlane;
  let operator: string;
  let hub: RegisteredCluster;
  let edge1: RegisteredCluster;
  let edge2: RegisteredCluster;

  beforeAll(async () => {
    tp = await startTestControlPlane();
    operator = await tp.token(TENANT, 'operator');
    hub = await registerCluster(tp, TENANT, { name: 'hub', labels: { role: 'hub' } });
    edge1 = await registerCluster(tp, TENANT, {
      name: 'edge-1',
      labels: { role: 'edge' },
      group: 'retail/eu',
    });
    edge2 = await registerCluster(tp, TENANT, {
      name: 'edge-2',
      labels: { role: 'edge' },
      group: 'retail/us',
    });
    for (const c of [hub, edge1, edge2]) await heartbeat(c);
    // The hub declares the feature the rules pick sources by, and what it may export.
    await exchange(hub, { features: ['config-source'], exportKinds: [configMap, secret] });
    await exchange(edge1, {});
    await exchange(edge2, {});
  });
  afterAll(async () => {
    await tp.stop();
  });

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
  async function exchange(c: RegisteredCluster, body: Record<string, unknown>): Promise<Exchange> {
    const r = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${c.clusterId}/sync`,
      cert: c.cert,
      body,
    });
    if (r.status !== 200) throw new Error(`exchange: ${r.status} ${r.text}`);
    return r.json<Exchange>();
  }

  const shared = {
    resource: configMap,
    match: { objectKeys: [{ name: 'shared', namespace: 'team-a' }] },
    from: { features: ['config-source'] },
    to: { selector: 'role=edge' },
  };

  it('creates a rule (201, ETag, generation 1), answers the same body with 200 and refuses a stale If-Match (412)', async () => {
    const created = await api('PUT', 'sync-rules/shared', shared);
    expect(created.status).toBe(201);
    const rule = created.json<{ generation: number; deletionPolicy: string }>();
    expect(rule).toMatchObject({ generation: 1, deletionPolicy: 'Delete', includeStatus: false });
    const etag = String(created.headers['etag']);
    expect(etag).toMatch(/^"/);
    const again = await api('PUT', 'sync-rules/shared', shared);
    expect(again.status).toBe(200);
    expect(again.headers['etag']).toBe(etag);
    const changed = await api(
      'PUT',
      'sync-rules/shared',
      { ...shared, deletionPolicy: 'Orphan' },
      { 'if-match': etag },
    );
    expect(changed.status).toBe(200);
    expect(changed.json<{ generation: number }>().generation).toBe(2);
    const stale = await api('PUT', 'sync-rules/shared', shared, { 'if-match': etag });
    expect(stale.status).toBe(412);
    expect(
      (await api('PUT', 'sync-rules/shared', shared, { 'if-match': String(changed.headers['etag']) })).status,
    ).toBe(200);
  });

  it('lists every violation at once: 422 for selectors that do not parse and an empty from and to, 400 for fields the schema refuses', async () => {
    const r = await api('PUT', 'sync-rules/broken', {
      resource: { version: 'v1', kind: 'ConfigMap' },
      match: { labels: 'app in (a', annotations: 'x=,=' },
      from: { features: ['nobody-has-this'] },
      to: { selector: 'role=nowhere' },
    });
    expect(r.status).toBe(422);
    const paths = r
      .json<{ violations: Array<{ path: string }> }>()
      .violations.map((v) => v.path)
      .sort();
    expect(paths).toEqual(['body.from', 'body.match.annotations', 'body.match.labels', 'body.to']);
    const schema = await api('PUT', 'sync-rules/broken', {
      resource: { version: 'one', kind: 'configmap' },
      from: {},
      to: {},
      deletionPolicy: 'Keep',
    });
    // Fields the schema refuses are 400, every one listed, as for every endpoint.
    expect(schema.status).toBe(400);
    expect(schema.json<{ violations: Array<{ path: string }> }>().violations.length).toBeGreaterThanOrEqual(
      3,
    );
    expect((await api('GET', 'sync-rules/broken')).status).toBe(404);
    const empty = await api('PUT', 'sync-rules/later', {
      ...shared,
      to: { selector: 'role=nowhere' },
      allowEmpty: true,
    });
    expect(empty.status).toBe(201);
    expect((await api('DELETE', 'sync-rules/later')).status).toBe(204);
  });

  it('refuses a loop when the rule is written: within one rule and across two', async () => {
    const within = await api('PUT', 'sync-rules/mesh', { resource: configMap, from: {}, to: {} });
    expect(within.status).toBe(422);
    expect(within.text).toContain('both sources and targets of this rule');
    // edge-1 back to the hub, for the object 'shared' syncs from the hub to edge-1, or another one.
    const backFor = (name: string) =>
      api('PUT', 'sync-rules/back', {
        resource: configMap,
        match: { objectKeys: [{ name }] },
        from: { clusters: [edge1.clusterId] },
        to: { clusters: [hub.clusterId] },
      });
    const back = await backFor('shared');
    expect(back.status).toBe(422);
    expect(back.text).toContain("rule 'shared'");
    const disjoint = await backFor('other');
    expect(disjoint.status).toBe(201);
    expect((await api('DELETE', 'sync-rules/back')).status).toBe(204);
  });

  it('refuses a body over 64 KiB with 413 and records every attempted write in the audit trail', async () => {
    const big = await api('PUT', 'sync-rules/big', {
      ...shared,
      labels: { add: { a: 'x'.repeat(70 * 1024) } },
    });
    expect(big.status).toBe(413);
    const audit = await api('GET', 'audit-events?action=putSyncRule');
    const items = audit.json<{ items: Array<{ action: string; status: number }> }>().items;
    expect(items.map((e) => e.status)).toEqual(expect.arrayContaining([201, 200, 412, 422, 413]));
  });

  it('carries a ConfigMap from the source to each target, marked with its origin, and shows it Synced', async () => {
    const hubWork = await exchange(hub, {
      features: ['config-source'],
      exportKinds: [configMap, secret],
      exports: [
        {
          rule: 'shared',
          generation: 3,
          namespace: 'team-a',
          name: 'shared',
          object: {
            apiVersion: 'v1',
            kind: 'ConfigMap',
            metadata: { name: 'shared', namespace: 'team-a' },
            data: { k: 'v' },
          },
        },
      ],
      resync: ['shared'],
    });
    expect(hubWork.export.map((e) => e.rule)).toEqual(['shared']);
    expect(hubWork.copies).toEqual([]);
    const work = await exchange(edge1, {});
    expect(work.copies).toHaveLength(1);
    const [copy] = work.copies;
    expect(copy!.object.data).toEqual({ k: 'v' });
    expect(copy!.object.metadata.labels['arcbridge.io/synced-from']).toBe(`${hub.clusterId}.shared`);
    expect(copy!.object.metadata.annotations['arcbridge.io/synced-from']).toBe('hub/shared');
    const show = await api('GET', 'sync-rules/shared');
    const target = () =>
      show
        .json<{ status: { clusters: Array<{ clusterId: string; state: string }> } }>()
        .status.clusters.find((c) => c.clusterId === edge1.clusterId);
    expect(target()?.state).toBe('Pending');
    await exchange(edge1, {
      applied: [
        {
          rule: 'shared',
          source: hub.clusterId,
          namespace: 'team-a',
          name: 'shared',
          state: 'Synced',
          digest: copy!.digest,
        },
      ],
    });
    const after = await api('GET', 'sync-rules/shared');
    const states = after.json<{
      status: { clusters: Array<{ clusterId: string; role: string; state: string }> };
    }>().status.clusters;
    expect(states.find((c) => c.clusterId === edge1.clusterId)).toMatchObject({
      role: 'target',
      state: 'Synced',
    });
    expect(states.find((c) => c.clusterId === hub.clusterId)).toMatchObject({
      role: 'source',
      state: 'Synced',
    });
  });

  it('refuses a second source of the same object with a Conflict naming both, and keeps the first', async () => {
    const r = await api('PUT', 'sync-rules/second', {
      resource: configMap,
      match: { objectKeys: [{ name: 'shared', namespace: 'team-a' }] },
      from: { clusters: [edge2.clusterId] },
      to: { clusters: [edge1.clusterId] },
    });
    expect(r.status).toBe(201);
    await exchange(edge2, {
      exportKinds: [configMap],
      exports: [
        {
          rule: 'second',
          generation: 1,
          namespace: 'team-a',
          name: 'shared',
          object: {
            apiVersion: 'v1',
            kind: 'ConfigMap',
            metadata: { name: 'shared', namespace: 'team-a' },
            data: { k: 'other' },
          },
        },
      ],
    });
    for (let i = 0; i < 3; i++) {
      const work = await exchange(edge1, {});
      expect(work.copies.map((c) => [c.rule, c.object.data?.k])).toEqual([['shared', 'v']]);
    }
    const show = await api('GET', 'sync-rules/second');
    const edge = show
      .json<{ status: { clusters: Array<{ clusterId: string; state: string; reason?: string }> } }>()
      .status.clusters.find((c) => c.clusterId === edge1.clusterId);
    expect(edge?.state).toBe('Conflict');
    expect(edge?.reason).toContain(hub.clusterId);
    expect(edge?.reason).toContain(edge2.clusterId);
    expect((await api('DELETE', 'sync-rules/second')).status).toBe(204);
  });

  it("seals a Secret's data to each target: the control plane holds and serves only ciphertext", async () => {
    expect(
      (
        await api('PUT', 'sync-rules/creds', {
          ...shared,
          resource: secret,
          match: { objectKeys: [{ name: 'db', namespace: 'team-a' }] },
        })
      ).status,
    ).toBe(201);
    const work = await exchange(hub, { features: ['config-source'], exportKinds: [configMap, secret] });
    const rule = work.export.find((e) => e.rule === 'creds')!;
    expect(rule.sealFor.map((s) => s.clusterId).sort()).toEqual([edge1.clusterId, edge2.clusterId].sort());
    const plaintext = JSON.stringify({ password: Buffer.from('s3cret-value').toString('base64') });
    const sealed: Record<string, string> = {};
    for (const { clusterId, jwk } of rule.sealFor) {
      sealed[clusterId] = await new CompactEncrypt(new TextEncoder().encode(plaintext))
        .setProtectedHeader({ alg: 'ECDH-ES+A256KW', enc: 'A256GCM' })
        .encrypt(await importJWK(jwk, 'ECDH-ES+A256KW'));
    }
    const withData = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${hub.clusterId}/sync`,
      cert: hub.cert,
      body: {
        features: ['config-source'],
        exportKinds: [configMap, secret],
        exports: [
          {
            rule: 'creds',
            generation: 1,
            namespace: 'team-a',
            name: 'db',
            object: { kind: 'Secret', data: { password: 'eA==' } },
          },
        ],
      },
    });
    expect(withData.status).toBe(422);
    await exchange(hub, {
      features: ['config-source'],
      exportKinds: [configMap, secret],
      exports: [
        {
          rule: 'creds',
          generation: 1,
          namespace: 'team-a',
          name: 'db',
          object: {
            apiVersion: 'v1',
            kind: 'Secret',
            type: 'Opaque',
            metadata: { name: 'db', namespace: 'team-a' },
          },
          sealed,
        },
      ],
    });
    const edgeWork = await exchange(edge2, {});
    const copy = edgeWork.copies.find((c) => c.rule === 'creds')!;
    expect(copy.object.data).toBeUndefined();
    expect(copy.sealed).toBe(sealed[edge2.clusterId]);
    const key = createPrivateKey(edge2.cert.keyPem);
    const opened = await compactDecrypt(copy.sealed!, key);
    expect(new TextDecoder().decode(opened.plaintext)).toBe(plaintext);
    // Nothing the control plane answers for the rule holds the value.
    const show = await api('GET', 'sync-rules/creds');
    expect(show.text).not.toContain('s3cret');
  });

  it("lists the tenant's clusters as peers on request, each with its kube-system UID", async () => {
    const work = await exchange(edge1, { peers: true });
    expect(work.peers?.map((p) => p.clusterId).sort()).toEqual(
      [hub, edge1, edge2].map((c) => c.clusterId).sort(),
    );
    expect(work.peers?.find((p) => p.clusterId === edge1.clusterId)?.clusterUid).toBe(edge1.clusterUid);
  });

  it('deletes a rule (204, then 404) and its targets are served no copies of it', async () => {
    expect((await api('DELETE', 'sync-rules/shared')).status).toBe(204);
    expect((await api('GET', 'sync-rules/shared')).status).toBe(404);
    expect((await api('DELETE', 'sync-rules/shared')).status).toBe(404);
    const work = await exchange(edge1, {});
    expect(work.copies.filter((c) => c.rule === 'shared')).toEqual([]);
    expect(
      (await api('GET', 'sync-rules')).json<{ items: Array<{ name: string }> }>().items.map((r) => r.name),
    ).toEqual(['creds']);
  });
});
