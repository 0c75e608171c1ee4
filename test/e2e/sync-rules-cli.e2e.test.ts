import { join, resolve } from 'node:path';
import { cliSuite } from '../support/cli-suite';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

const TENANT = 'contoso';
const example = join(resolve(__dirname, '../..'), 'examples', 'sync-rule.yaml');

describe('arcbridge sync-rules apply -f | list | show | delete', () => {
  const suite = cliSuite('arcbridge-sync-cli-');
  const cli = (...args: string[]) => suite.cli([...args, '--tenant', TENANT]);
  let source: RegisteredCluster;
  let prod: RegisteredCluster;

  beforeAll(async () => {
    const tp = suite.plane();
    source = await registerCluster(tp, TENANT, { name: 'platform', labels: { env: 'mgmt' } });
    prod = await registerCluster(tp, TENANT, { name: 'store-1', labels: { env: 'prod' } });
    for (const cluster of [source, prod]) {
      const beat = await tp.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
        cert: cluster.cert,
        body: { agentVersion: 'test/1.0' },
      });
      expect(beat.status).toBe(204);
    }
    // The source's agent declares its feature and export kinds (ConfigMaps only) in its first exchange.
    const declared = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${source.clusterId}/sync`,
      cert: source.cert,
      body: { features: ['platform-source'], exportKinds: [{ version: 'v1', kind: 'ConfigMap' }] },
    });
    expect(declared.status).toBe(200);
  });

  it('applies the example (two rules), lists them and shows one per cluster', async () => {
    expect(await cli('sync-rules', 'apply', '-f', example)).toMatchObject({
      code: 0,
      out:
        'sync rule ca-bundle created: v1, Kind=ConfigMap, generation 1\n' +
        'sync rule registry-credentials created: v1, Kind=Secret, generation 1\n',
    });
    expect((await cli('sync-rules', 'apply', '-f', example)).out).toContain('sync rule ca-bundle applied');
    const list = await cli('sync-rules', 'list');
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(/^RULE\s+KIND\s+FROM\s+TO\s+DELETION\s+GENERATION\s+UPDATED$/);
    expect(list.out).toMatch(
      /registry-credentials\s+v1, Kind=Secret\s+features platform-source\s+selector env=prod\s+Orphan/,
    );
    const show = await cli('sync-rules', 'show', 'ca-bundle');
    expect(show.code).toBe(0);
    expect(show.out).toContain('Targets:         1 (1 Pending)');
    expect(show.out).toMatch(new RegExp(`${prod.clusterId}\\s+target\\s+Pending`));
    expect(show.out).toMatch(new RegExp(`${source.clusterId}\\s+source\\s+Synced`));
    // The Secret rule names a kind the source's chart does not let its agent read.
    const secrets = await cli('sync-rules', 'show', 'registry-credentials');
    expect(secrets.out).toMatch(
      new RegExp(
        `${source.clusterId}\\s+source\\s+Failed\\s+0\\s+KindNotExported: v1, Kind=Secret is not in`,
      ),
    );
    const yaml = await cli('sync-rules', 'show', 'ca-bundle', '-o', 'json');
    expect(JSON.parse(yaml.out)).toMatchObject({ name: 'ca-bundle', status: { sources: 1, targets: 1 } });
  });

  it('says what is wrong with a rule the API refuses, every violation, and exits non-zero', async () => {
    const file = suite.file(
      'bad.yaml',
      'name: nowhere\nresource: { version: v1, kind: ConfigMap }\nfrom: { features: [nobody] }\nto: { selector: "env in (a" }\n',
    );
    const result = await cli('sync-rules', 'apply', '-f', file);
    expect(result.code).not.toBe(0);
    expect(result.err).toContain('from');
    expect(result.err).toContain('unbalanced parentheses');
  });

  it('deletes rules with --yes, and a missing one exits 3', async () => {
    expect(await cli('sync-rules', 'delete', 'ca-bundle', 'registry-credentials', '--yes')).toMatchObject({
      code: 0,
      out: 'sync rule "ca-bundle" deleted\nsync rule "registry-credentials" deleted\n',
    });
    const missing = await cli('sync-rules', 'delete', 'ca-bundle', '--yes');
    expect(missing.code).toBe(3);
    expect((await cli('sync-rules', 'list')).out).toContain("No sync rules in tenant 'contoso'");
  });
});
