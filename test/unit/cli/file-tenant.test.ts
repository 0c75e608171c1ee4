import { cliSuite } from '../../support/cli-suite';

const extension = (name: string, tenant?: string) =>
  `${tenant ? `tenant: ${tenant}\n` : ''}name: ${name}
version: 1.0.0
kind: manifest
source:
  url: https://example.com/${name}.yaml
`;

describe("-f files: a document's tenant and --tenant", () => {
  const { cli, file } = cliSuite('arcbridge-cli-file-tenant-');

  it('refuses a document whose tenant is not --tenant, as kubectl does for --namespace, before sending any', async () => {
    const both = file('two.yaml', `${extension('first')}---\n${extension('second', 'fabrikam')}`);
    const published = await cli(['extensions', 'publish', '-f', both, '--tenant', 'contoso']);
    expect(published.code).toBe(2);
    expect(published.err).toBe(
      `Error: ${both}: the tenant 'fabrikam' in the file does not match --tenant 'contoso'; ` +
        "pass --tenant fabrikam, or remove the file's 'tenant' field\n",
    );
    // Neither document went anywhere: not the first to --tenant, not the second to its own tenant.
    for (const tenant of ['contoso', 'fabrikam']) {
      expect((await cli(['extensions', 'list', '--tenant', tenant])).out).toMatch(/^No extensions/);
    }

    const assignment = file(
      'assignment.yaml',
      'tenant: fabrikam\nname: web\nextension: web\nversion: 1.0.0\nnamespace: web\ntarget: {}\n',
    );
    const applied = await cli(['assignments', 'apply', '-f', assignment, '--tenant', 'contoso']);
    expect(applied.code).toBe(2);
    expect(applied.err).toContain("the tenant 'fabrikam' in the file does not match --tenant 'contoso'");

    const rollout = file('rollout.yaml', 'tenant: fabrikam\nextension: web\nversion: 1.0.0\n');
    const started = await cli(['rollouts', 'start', '-f', rollout, '--tenant', 'contoso']);
    expect(started.code).toBe(2);
    expect(started.err).toContain("the tenant 'fabrikam' in the file does not match --tenant 'contoso'");

    // The same tenant in both places is no conflict.
    const same = await cli([
      'extensions',
      'publish',
      '-f',
      file('same.yaml', extension('web', 'contoso')),
      '--tenant',
      'contoso',
    ]);
    expect(same.code).toBe(0);
    expect(same.out).toMatch(/^web@1\.0\.0 published/);
  });

  it("says to watch each started rollout in its own document's tenant", async () => {
    for (const tenant of ['north', 'south']) {
      const ext = file(`ext-${tenant}.yaml`, extension('web', tenant));
      expect((await cli(['extensions', 'publish', '-f', ext])).code).toBe(0);
    }
    const rollout = (tenant: string) => `tenant: ${tenant}
extension: web
version: 1.0.0
namespace: web
target: {}
allowEmpty: true
strategy:
  stages:
    - name: all
      percent: 100
`;
    const started = await cli([
      'rollouts',
      'start',
      '-f',
      file('two-rollouts.yaml', `${rollout('north')}---\n${rollout('south')}`),
    ]);
    expect(started.code).toBe(0);
    const watch = started.out.split('\n').filter((line) => line.startsWith('Watch it:'));
    expect(watch).toEqual([
      expect.stringMatching(/^Watch it: arcbridge rollouts watch r-\S+ --tenant north$/),
      expect.stringMatching(/^Watch it: arcbridge rollouts watch r-\S+ --tenant south$/),
    ]);
  });
});
