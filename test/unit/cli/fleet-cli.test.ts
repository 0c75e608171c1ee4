import { cliSuite } from '../../support/cli-suite';
import { registerCluster } from '../../support/registration';

const TENANT = 'cli-fleet';

describe('arcbridge extensions / assignments / clusters explain|label', () => {
  const { plane, cli, file } = cliSuite('arcbridge-cli-fleet-');

  it('publishes an extension from YAML, idempotently, and lists the catalog', async () => {
    const ext = file(
      'ext.yaml',
      `name: web
version: 1.0.0
kind: helm
source:
  url: https://charts.example.com
  chart: web
defaultValues:
  replicas: 1
valuesSchema:
  type: object
  properties:
    replicas: { type: integer, minimum: 1 }
policies:
  - name: max-replicas
    expression: values.replicas <= 5
  - name: team-namespace
    expression: namespace.startsWith('team-')
`,
    );
    const first = await cli(['extensions', 'publish', '-f', ext, '--tenant', TENANT]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^web@1\.0\.0 published \(sha256:[0-9a-f]{64}\)/);
    const again = await cli(['extensions', 'publish', '-f', ext, '--tenant', TENANT, '--output', 'json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({ name: 'web', version: '1.0.0', status: 'unchanged' });

    const list = await cli(['extensions', 'list', '--tenant', TENANT]);
    expect(list.out.split('\n')[0]).toMatch(/^EXTENSION\s+KIND\s+VERSIONS/);
    expect(list.out).toMatch(/web\s+helm\s+1\.0\.0/);
  });

  it('prints every violation of a rejected assignment and exits 1', async () => {
    const cluster = await registerCluster(plane(), TENANT, { name: 'shop-1', group: 'retail/eu/shop-1' });
    const bad = file(
      'bad.json',
      JSON.stringify({
        tenant: TENANT,
        name: 'web-eu',
        extension: 'web',
        version: '1.0.0',
        namespace: 'default',
        target: { groups: ['retail/eu'] },
        values: { replicas: 0 },
      }),
    );
    const result = await cli(['assignments', 'apply', '-f', bad]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('Error 422');
    expect(result.err).toContain(`  - values/replicas: must be >= 1 (cluster ${cluster.clusterId})`);
    expect(result.err).toContain(
      `  - policies.team-namespace: policy 'team-namespace' is false: namespace.startsWith('team-') (cluster ${cluster.clusterId})`,
    );
  });

  it('applies assignments, lists them, labels a cluster and explains its values', async () => {
    const cluster = await registerCluster(plane(), TENANT, { name: 'shop-2', group: 'retail/us/shop-2' });
    const assign = file(
      'assign.yaml',
      `tenant: ${TENANT}
name: web-retail
extension: web
version: 1.0.0
namespace: team-web
target:
  groups: [retail]
values:
  replicas: 2
overlays:
  - group: retail/eu
    values: { replicas: 3 }
  - selector: tier=gold
    values: { replicas: 4 }
`,
    );
    const applied = await cli(['assignments', 'apply', '-f', assign]);
    expect(applied.code).toBe(0);
    expect(applied.out).toContain('assignment web-retail created: web@1.0.0');

    const list = await cli(['assignments', 'list', '--tenant', TENANT]);
    expect(list.out).toMatch(/web-retail\s+web\s+1\.0\.0\s+team-web\s+0\s+groups retail\s+2/);

    const labelled = await cli([
      'clusters',
      'label',
      cluster.clusterId,
      '--tenant',
      TENANT,
      '--group',
      'retail/eu/shop-2',
      '--label',
      'tier=gold',
    ]);
    expect(labelled.code).toBe(0);
    expect(labelled.out).toContain('Group:   retail/eu/shop-2');
    expect(labelled.out).toContain('Labels:  tier=gold');

    const explained = await cli(['clusters', 'explain', cluster.clusterId, '--tenant', TENANT]);
    expect(explained.code).toBe(0);
    expect(explained.out).toContain('web@1.0.0 in team-web, from assignment web-retail');
    expect(explained.out).toContain(
      '  3. overlay #0 of assignment \'web-retail\' (group retail/eu): {"replicas":3}',
    );
    expect(explained.out).toContain(
      '  4. overlay #1 of assignment \'web-retail\' (selector tier=gold): {"replicas":4}',
    );
    expect(explained.out).toContain('  = {"replicas":4}');

    const json = await cli([
      'clusters',
      'explain',
      cluster.clusterId,
      '--tenant',
      TENANT,
      '--output',
      'json',
    ]);
    expect(JSON.parse(json.out).extensions[0].values).toEqual({ replicas: 4 });

    const unlabelled = await cli([
      'clusters',
      'label',
      cluster.clusterId,
      '--tenant',
      TENANT,
      '--label',
      'tier-',
    ]);
    expect(unlabelled.out).toContain('Labels:  <none>');
  });
});
