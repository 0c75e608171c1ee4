import { cliSuite } from '../../support/cli-suite';
import { FakeFleet } from '../../support/fake-fleet';

/**
 * The API's 409 for a second rollout of an extension on the same clusters names its own route
 * (`POST .../rollouts/{id}/cancel`) and body field, as it must for every client; the CLI follows it
 * with the commands and the file field that do the same.
 */
/** One stage over the whole target: the first rollout's only cluster never reports, so it stays. */
const ROLLOUT =
  'extension: web\nversion: 1.0.0\nnamespace: web\nstrategy:\n  stages:\n    - name: all\n      percent: 100\n';

describe('rollouts start over a running rollout of the same extension', () => {
  const { cli, file, plane } = cliSuite('arcbridge-cli-rollout-overlap-');

  it('says which commands wait for, cancel or supersede the rollout that holds the clusters', async () => {
    const fleet = new FakeFleet(plane(), 'contoso');
    // Connected, and never reporting: the first rollout stays on its cluster.
    await fleet.add(1, () => ({ region: 'westeurope', labels: { ring: 'canary' } }));
    await fleet.heartbeat();
    const extension = file(
      'web.yaml',
      'name: web\nversion: 1.0.0\nkind: manifest\nsource:\n  url: https://example.com/web.yaml\n',
    );
    expect((await cli(['extensions', 'publish', '-f', extension, '--tenant', 'contoso'])).code).toBe(0);
    const rollout = file('rollout.yaml', `${ROLLOUT}target:\n  selector: ring=canary\n`);
    const first = await cli(['rollouts', 'start', '-f', rollout, '--tenant', 'contoso', '-o', 'json']);
    expect(first.code).toBe(0);
    const firstId = (JSON.parse(first.out) as { id: string }).id;

    const second = await cli(['rollouts', 'start', '-f', rollout, '--tenant', 'contoso']);
    expect(second.code).toBe(1);
    const lines = second.err.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Error 409: /);
    expect(lines[1]).toBe(
      `Wait for rollout ${firstId} to end (arcbridge rollouts watch ${firstId} --tenant contoso), ` +
        `or cancel it (arcbridge rollouts cancel ${firstId} --tenant contoso) and start again, ` +
        'or add `supersede: true` to the rollout file to cancel it first.',
    );

    // What the hint says works: with supersede the same file starts a rollout that replaces it.
    const superseding = file(
      'supersede.yaml',
      `${ROLLOUT}supersede: true\ntarget:\n  selector: ring=canary\n`,
    );
    expect((await cli(['rollouts', 'start', '-f', superseding, '--tenant', 'contoso'])).code).toBe(0);
  });
});
