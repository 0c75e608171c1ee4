import { parse } from 'yaml';
import { cliSuite } from '../../support/cli-suite';
import { registerCluster, sampleInventory } from '../../support/registration';
import type { RegisteredCluster } from '../../support/registration';

const TENANT = 'cli-summary';

describe('arcbridge fleet summary', () => {
  const { plane, cli } = cliSuite('arcbridge-cli-summary-');
  let prod: RegisteredCluster;

  beforeAll(async () => {
    prod = await registerCluster(plane(), TENANT, {
      region: 'westeurope',
      labels: { env: 'prod' },
      group: 'retail/eu',
    });
    await registerCluster(plane(), TENANT, { region: 'eastus', labels: { env: 'dev' } });
    const beat = await plane().client.send({
      method: 'POST',
      path: `/api/v1/clusters/${prod.clusterId}/heartbeat`,
      body: { agentVersion: '1.4.0', kubernetesVersion: 'v1.31.2' },
      cert: prod.cert,
    });
    expect(beat.status).toBe(204);
    const published = await plane().client.send({
      method: 'PUT',
      path: `/api/v1/tenants/${TENANT}/extensions/ingress-nginx/versions/4.11.0`,
      token: await plane().token(TENANT, 'admin'),
      body: { kind: 'manifest', source: { url: 'https://charts.example.com/ingress-nginx.yaml' } },
    });
    expect(published.status).toBe(201);
    const inventory = await plane().client.send({
      method: 'PUT',
      path: `/api/v1/clusters/${prod.clusterId}/inventory`,
      body: sampleInventory,
      headers: { 'if-none-match': '*' },
      cert: prod.cert,
    });
    expect(inventory.status).toBe(201);
    const failed = await plane().client.send({
      method: 'POST',
      path: `/api/v1/clusters/${prod.clusterId}/status`,
      body: {
        events: [
          {
            extension: 'ingress-nginx',
            phase: 'Failed',
            reason: 'InstallFailed',
            lastTransitionTime: new Date().toISOString(),
            observedGeneration: 1,
          },
        ],
      },
      cert: prod.cert,
    });
    expect(failed.status).toBe(202);
  });

  it('prints the counts as a table', async () => {
    const result = await cli(['fleet', 'summary', '--tenant', TENANT]);
    expect(result.code).toBe(0);
    const lines = result.out.trimEnd().split('\n');
    expect(lines[0]).toBe('2 clusters');
    expect(lines[2]).toMatch(/^BY\s+VALUE\s+CLUSTERS$/);
    const blank = lines.indexOf('', 3);
    const rows = lines.slice(3, blank).map((line) => line.trim().split(/\s{2,}/));
    expect(rows).toEqual([
      ['connectivity', 'Connected', '1'],
      ['connectivity', 'Offline', '1'],
      ['region', 'eastus', '1'],
      ['region', 'westeurope', '1'],
      ['group', '<none>', '1'],
      ['group', 'retail/eu', '1'],
      ['kubernetes', '<none>', '1'],
      ['kubernetes', 'v1.31.2', '1'],
      ['agent', '<none>', '1'],
      ['agent', '1.4.0', '1'],
      ['extension version', 'ingress-nginx 4.11.0', '1'],
      ['extension phase', 'ingress-nginx Failed', '1'],
    ]);
    expect(lines[blank + 1]).toBe('Failed or drifted extensions by group');
    expect(lines[blank + 3]).toMatch(/^GROUP\s+EXTENSION\s+PHASE\s+CLUSTERS$/);
    expect(lines[blank + 4]?.trim().split(/\s+/)).toEqual(['retail/eu', 'ingress-nginx', 'Failed', '1']);
  });

  it('sends the selector and group, and prints the API answer with -o json and -o yaml', async () => {
    const json = await cli(['fleet', 'summary', '--tenant', TENANT, '-l', 'env=prod', '-o', 'json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toEqual({
      clusters: 1,
      connectivity: { Connected: 1, Offline: 0 },
      region: [{ value: 'westeurope', count: 1 }],
      group: [{ value: 'retail/eu', count: 1 }],
      kubernetesVersion: [{ value: 'v1.31.2', count: 1 }],
      agentVersion: [{ value: '1.4.0', count: 1 }],
      extensionVersion: [{ extension: 'ingress-nginx', value: '4.11.0', count: 1 }],
      extensionPhase: [{ extension: 'ingress-nginx', value: 'Failed', count: 1 }],
      extensionProblems: [{ group: 'retail/eu', extension: 'ingress-nginx', phase: 'Failed', count: 1 }],
    });
    const yaml = await cli(['fleet', 'summary', '--tenant', TENANT, '--group', 'retail', '-o', 'yaml']);
    expect(yaml.code).toBe(0);
    expect(parse(yaml.out)).toMatchObject({ clusters: 1, region: [{ value: 'westeurope', count: 1 }] });

    const none = await cli(['fleet', 'summary', '--tenant', TENANT, '--group', 'wholesale']);
    expect(none.code).toBe(0);
    expect(none.out.trim()).toBe(`No clusters in tenant '${TENANT}' match the filter.`);
  });

  it('names the flag a malformed selector came from and exits non-zero', async () => {
    const result = await cli(['fleet', 'summary', '--tenant', TENANT, '-l', 'env in (prod']);
    expect(result.code).not.toBe(0);
    expect(result.err).toContain('--selector');
  });
});

describe('arcbridge clusters list --name-prefix / --id-prefix', () => {
  const { plane, cli } = cliSuite('arcbridge-cli-search-');

  it('lists only the clusters the prefixes match', async () => {
    const lyon = await registerCluster(plane(), TENANT, { name: 'store-lyon' });
    await registerCluster(plane(), TENANT, { name: 'depot-lyon' });
    const byName = await cli([
      'clusters',
      'list',
      '--tenant',
      TENANT,
      '--name-prefix',
      'store-',
      '-o',
      'json',
    ]);
    expect(byName.code).toBe(0);
    expect(JSON.parse(byName.out).items.map((item: { name: string }) => item.name)).toEqual(['store-lyon']);
    const byId = await cli(['clusters', 'list', '--tenant', TENANT, '--id-prefix', lyon.clusterId]);
    expect(byId.code).toBe(0);
    expect(byId.out).toContain(lyon.clusterId);
    expect(byId.out).not.toContain('depot-lyon');
    const none = await cli(['clusters', 'list', '--tenant', TENANT, '--name-prefix', 'warehouse']);
    expect(none.out.trim()).toBe(`No clusters in tenant '${TENANT}' match the filter.`);
  });
});
