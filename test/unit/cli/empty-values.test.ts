import { BARE, cannedApiSuite, emptyAnswers, ID, TENANT } from '../../support/canned-api';

/** Every empty value prints as kubectl prints one, `<none>`; `-o json` keeps the API's null. */
describe('arcbridge prints a value that is not there as <none>', () => {
  const suite = cannedApiSuite(emptyAnswers, 'arcbridge-cli-empty-');
  const cli = async (...args: string[]) => {
    const result = await suite.cli([...args, '--tenant', TENANT]);
    expect(result).toMatchObject({ code: 0, err: '' });
    return result.out;
  };
  /** The cells (2+ spaces apart) of the table row that has `cell` among them. */
  const row = (out: string, cell: string) =>
    out
      .split('\n')
      .map((line) => line.split(/\s{2,}/))
      .find((cells) => cells.includes(cell));
  const secondsAgo = expect.stringMatching(/^\d+s ago$/);

  it('in table cells', async () => {
    // NAME, REGION and LABELS (kubectl get --show-labels prints <none> for no labels).
    expect(row(await cli('clusters', 'list'), ID)).toEqual([
      ID,
      '<none>',
      '<none>',
      'Offline',
      'never',
      '<none>',
    ]);
    expect(row(await cli('rollouts', 'list'), 'r-abc-12345678')).toEqual([
      'r-abc-12345678',
      'podinfo',
      '1.0.0',
      'Completed',
      '0/0',
      '0',
      '<none>',
    ]);
    // RESOURCE (a create without a Location) and DETAIL (a success has none).
    expect(row(await cli('audit', 'list'), 'alice')?.slice(1)).toEqual([
      'alice',
      'createBootstrapToken',
      '<none>',
      'Succeeded (201)',
      '<none>',
    ]);
    expect(row(await cli('tokens', 'list'), 'aaaaaaaaaaaa')?.slice(3)).toEqual([
      'alice',
      '<none>',
      expect.stringMatching(/^used \d+s ago by <none>$/),
    ]);
    // REASON, ATTEMPT and SINCE of an extension that reported nothing; ATTEMPT of one that made none.
    const shown = await cli('clusters', 'show', ID);
    expect(row(shown, 'podinfo')?.slice(4)).toEqual(['Pending', '<none>', '<none>', '<none>']);
    expect(row(shown, 'cache')?.slice(4)).toEqual(['Installed', 'Applied', '<none>', secondsAgo]);
  });

  it('in show fields', async () => {
    const shown = await cli('clusters', 'show', ID);
    expect(shown).toContain('\nRegion:        <none>\n');
    expect(shown).toContain('\nLabels:        <none>\n');
    expect(shown).toContain('\nAgent:         <none>   Kubernetes: <none>\n');
    expect(await cli('clusters', 'show', BARE)).toContain('\nExtensions:    <none>\n');
    expect(await cli('clusters', 'explain', ID)).toContain(`Cluster ${ID} (group <none>), generation 1\n`);
    expect(await cli('clusters', 'label', ID, 'tier-')).toBe(
      `Cluster ${ID}\nGroup:   <none>\nLabels:  <none>\n`,
    );
    const version = await cli('extensions', 'show', 'cache', '--version', '1.0.0');
    expect(version).toContain('\nPolicies: <none>\nDefault values: <none>\nValues schema: <none>\n');
    const gitops = await cli('gitops', 'show');
    expect(gitops).toContain('\nCredential: <none>\nCommit:     <none>\n');
    // An empty path is a value (the repository's root), not a missing one.
    expect(gitops).toContain('\nFolder:     (repository root)\n');
  });

  it('leaves JSON as the API answered it', async () => {
    const json = JSON.parse(await cli('clusters', 'show', ID, '-o', 'json')) as Record<string, unknown>;
    expect(json).toMatchObject({ region: null, agentVersion: null, labels: {} });
    const list = await cli('clusters', 'list', '-o', 'json');
    expect(list).not.toContain('<none>');
  });
});
