import { startTestControlPlane } from '../../support/control-plane';
import type { TestControlPlane } from '../../support/control-plane';
import { cliRunner } from '../../support/cli-runner';

const TENANT = 'cli-gitops';

describe('arcbridge gitops set|show|disable', () => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane();
  });
  afterAll(async () => {
    await tp.stop();
  });

  const cli = cliRunner(() => tp.dataDir);

  it('sets, shows and disables the target, naming the flag of a bad value', async () => {
    // Nothing set is an answer, not an error: it says so and how to set one, exit 0.
    const unset = await cli(['gitops', 'show', '--tenant', TENANT]);
    expect(unset).toEqual({
      code: 0,
      out:
        `GitOps export is not set for tenant '${TENANT}'.\n` +
        `Set one: arcbridge gitops set --tenant ${TENANT} --url URL [--branch B] [--path P] [--credential-secret S]\n`,
      err: '',
    });
    // JSON: null on stdout (jq reads it, `jq -e .` fails on it), the hint on stderr, still exit 0.
    const unsetJson = await cli(['gitops', 'show', '--tenant', TENANT, '-o', 'json']);
    expect(unsetJson.code).toBe(0);
    expect(JSON.parse(unsetJson.out)).toBeNull();
    expect(unsetJson.err).toContain(`arcbridge gitops set --tenant ${TENANT} --url URL`);

    const bad = await cli(['gitops', 'set', '--tenant', TENANT, '--url', 'ftp://x', '--branch', 'a..b']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/--url/);
    expect(bad.err).toMatch(/--branch/);

    const set = await cli([
      'gitops',
      'set',
      '--tenant',
      TENANT,
      '--url',
      'https://git.example.com/fleet.git',
      '--path',
      'fleet',
      '--credential-secret',
      'gitops-token',
    ]);
    expect(set.err).toBe('');
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/GitOps target set/);
    expect(set.out).toMatch(/Credential: gitops-token/);

    const shown = await cli(['gitops', 'show', '--tenant', TENANT, '--output', 'json']);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out)).toMatchObject({
      url: 'https://git.example.com/fleet.git',
      branch: 'main',
      path: 'fleet',
      credential: { secret: 'gitops-token' },
      lastExport: null,
    });

    const disabled = await cli(['gitops', 'disable', '--tenant', TENANT]);
    expect(disabled.code).toBe(0);
    expect(disabled.out).toMatch(/stopped/);
    const after = await cli(['gitops', 'show', '--tenant', TENANT]);
    expect(after.code).toBe(0);
    expect(after.out).toMatch(/^GitOps export is not set/);
  });
});
