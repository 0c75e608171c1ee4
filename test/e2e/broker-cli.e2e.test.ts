import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { AcceptApiSpec } from '../../contract/broker';
import type { BrokerExchange } from '../../contract/broker-exchange';
import { cliSuite } from '../support/cli-suite';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

const TENANT = 'contoso';
const example = (name: string) => join(resolve(__dirname, '../..'), 'examples', name);
const certificate = { group: 'example.com', version: 'v1', kind: 'Certificate' };
const grants = { consumer: [certificate], provider: [certificate] };

describe('arcbridge brokered-apis | broker | migrations', () => {
  const suite = cliSuite('arcbridge-broker-cli-');
  const cli = (...args: string[]) => suite.cli([...args, '--tenant', TENANT]);
  let apps: RegisteredCluster;
  let issuerA: RegisteredCluster;
  let issuerB: RegisteredCluster;
  /** The AcceptAPI of examples/broker-acceptapi.yaml, as the provider agents report it. */
  const acceptApi = parse(readFileSync(example('broker-acceptapi.yaml'), 'utf8')) as {
    metadata: { name: string };
    spec: Record<string, unknown>;
  };

  const exchange = async (c: RegisteredCluster, body: Record<string, unknown>) => {
    const r = await suite.plane().client.send({
      method: 'POST',
      path: `/api/v1/clusters/${c.clusterId}/broker-exchange`,
      cert: c.cert,
      body: { grants, ...body },
    });
    if (r.status !== 200) throw new Error(`exchange: ${r.status} ${r.text}`);
    return r.json<BrokerExchange>();
  };

  beforeAll(async () => {
    const tp = suite.plane();
    apps = await registerCluster(tp, TENANT, {
      name: 'apps',
      labels: { role: 'apps' },
      region: 'westeurope',
    });
    issuerA = await registerCluster(tp, TENANT, {
      name: 'issuer-a',
      labels: { role: 'issuer' },
      region: 'westeurope',
    });
    issuerB = await registerCluster(tp, TENANT, {
      name: 'issuer-b',
      labels: { role: 'issuer' },
      region: 'northeurope',
    });
    for (const cluster of [apps, issuerA, issuerB]) {
      const beat = await tp.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
        cert: cluster.cert,
        body: { agentVersion: 'test/1.0' },
      });
      expect(beat.status).toBe(204);
    }
  });

  it('the example AcceptAPI is a valid offer spec', () => {
    expect(AcceptApiSpec.safeParse(acceptApi.spec).success).toBe(true);
  });

  it('applies the example brokered API, lists and shows it', async () => {
    expect(await cli('brokered-apis', 'apply', '-f', example('broker-certificates.yaml'))).toMatchObject({
      code: 0,
      out: 'brokered API certificates created: example.com/v1, Kind=Certificate, generation 1\n',
    });
    expect((await cli('brokered-apis', 'apply', '-f', example('broker-certificates.yaml'))).out).toContain(
      'brokered API certificates applied',
    );
    const list = await cli('brokered-apis', 'list');
    expect(list.out.split('\n')[0]).toMatch(
      /^NAME\s+KIND\s+CONSUMERS\s+PROVIDERS\s+SPREAD\s+GENERATION\s+UPDATED$/,
    );
    expect(list.out).toMatch(
      /certificates\s+example.com\/v1, Kind=Certificate\s+role=apps\s+role=issuer\s+SameRegionFirst\s+1/,
    );
    expect((await cli('brokered-apis', 'show', 'certificates')).out).toContain('Offline grace: 600 s');
  });

  it('lists offers and explains a placement, naming the filter that refused each provider', async () => {
    await exchange(issuerA, {
      offers: [{ name: acceptApi.metadata.name, generation: 1, spec: acceptApi.spec }],
    });
    await exchange(issuerB, {
      offers: [
        {
          name: 'public',
          generation: 1,
          spec: { ...certificate, filters: [{ key: 'fqdn', suffix: '.example.org' }] },
        },
      ],
    });
    const offers = await cli('broker', 'offers');
    expect(offers.code).toBe(0);
    expect(offers.out).toMatch(
      new RegExp(
        `${issuerA.clusterId}\\s+issuer-a\\s+internal-certificates\\s+example.com/v1, Kind=Certificate\\s+fqdn \\*.internal.example.com; sans.count ..10; cel\\s+Accepting\\s+0`,
      ),
    );
    await exchange(apps, {
      consumed: [
        {
          api: 'certificates',
          namespace: 'team-a',
          name: 'web',
          uid: 'u-web',
          generation: 1,
          spec: { fqdn: 'web.internal.example.com', sans: { count: 2 } },
        },
      ],
    });
    const explained = await cli('broker', 'explain', apps.clusterId, 'team-a/web');
    expect(explained.code).toBe(0);
    expect(explained.out).toContain(`Placement: Placing on ${issuerA.clusterId}`);
    expect(explained.out).toMatch(
      new RegExp(
        `${issuerA.clusterId}\\s+issuer-a\\s+westeurope\\s+0\\s+0\\s+internal-certificates\\s+accepts`,
      ),
    );
    expect(explained.out).toContain(
      'refused: filters[0]: spec.fqdn "web.internal.example.com" does not end with ".example.org"',
    );
    // The offer's CEL refuses an object outside the team namespaces: no provider accepts it.
    await exchange(apps, {
      consumed: [
        {
          api: 'certificates',
          namespace: 'ops',
          name: 'web',
          uid: 'u-ops',
          generation: 1,
          spec: { fqdn: 'ops.internal.example.com', sans: { count: 1 } },
        },
      ],
    });
    const refused = await cli('broker', 'explain', apps.clusterId, 'ops/web');
    expect(refused.out).toContain('Placement: Pending');
    expect(refused.out).toContain(`refused: cel: 'metadata.namespace.startsWith('team-')' is false`);
    const usage = await cli('broker', 'explain', apps.clusterId, 'web');
    expect(usage.code).not.toBe(0);
    expect(usage.err).toContain('<namespace>/<name>');
  });

  it('cordons and uncordons a provider', async () => {
    expect(await cli('broker', 'cordon', issuerB.clusterId)).toMatchObject({
      code: 0,
      out: `provider ${issuerB.clusterId} cordoned\n`,
    });
    expect((await cli('broker', 'offers')).out).toMatch(
      /public\s+example.com\/v1, Kind=Certificate\s+fqdn \*.example.org\s+Cordoned/,
    );
    expect(await cli('broker', 'uncordon', issuerB.clusterId)).toMatchObject({
      code: 0,
      out: `provider ${issuerB.clusterId} uncordoned\n`,
    });
  });

  it('refuses the example migration to a provider that does not accept, saying why, then applies, shows and deletes one', async () => {
    const copies = (
      await exchange(issuerA, {
        offers: [{ name: acceptApi.metadata.name, generation: 1, spec: acceptApi.spec }],
      })
    ).copies;
    await exchange(issuerA, {
      offers: [{ name: acceptApi.metadata.name, generation: 1, spec: acceptApi.spec }],
      provided: copies.map((c) => ({
        placementId: c.placementId,
        namespace: c.namespace,
        name: c.name,
        state: 'Applied',
        digest: c.digest,
        ready: true,
      })),
    });
    await exchange(apps, {});
    const text = readFileSync(example('broker-migration.yaml'), 'utf8')
      .replace('c-issuera0000000000000000000', issuerA.clusterId)
      .replace('c-issuerb0000000000000000000', issuerB.clusterId)
      .replace('c-apps0000000000000000000000', apps.clusterId);
    const refused = await cli('migrations', 'apply', '-f', suite.file('migration.yaml', text));
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('does not end with ".example.org"');
    await exchange(issuerB, {
      offers: [
        {
          name: 'public',
          generation: 2,
          spec: { ...certificate, filters: [{ key: 'fqdn', suffix: '.example.com' }] },
        },
      ],
    });
    expect(await cli('migrations', 'apply', '-f', suite.file('migration.yaml', text))).toMatchObject({
      code: 0,
      out: `migration issuer-move created: ${issuerA.clusterId} -> ${issuerB.clusterId}, 1 object(s)\n`,
    });
    expect((await cli('migrations', 'list')).out).toMatch(
      /issuer-move\s+certificates\s+\S+\s+\S+\s+1\s+Pending/,
    );
    expect((await cli('migrations', 'show', 'issuer-move')).out).toContain('Timeout:  1800 s per stage');
    expect(await cli('migrations', 'delete', 'issuer-move', '--yes')).toMatchObject({
      code: 0,
      out: 'migration "issuer-move" deleted\n',
    });
    expect((await cli('migrations', 'delete', 'issuer-move', '--yes')).code).toBe(3);
    expect(await cli('brokered-apis', 'delete', 'certificates', '--yes')).toMatchObject({
      code: 0,
      out: 'brokered API "certificates" deleted\n',
    });
  });
});
