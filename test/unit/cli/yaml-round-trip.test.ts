import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { cliSuite } from '../../support/cli-suite';

const TENANT = 'cli-round-trip';
const examples = (name: string) => join(resolve(__dirname, '../../../examples'), name);

type Doc = Record<string, unknown>;

/** What `show -o yaml` / `list -o yaml` prints goes back in with `-f` unchanged, as with kubectl. */
describe('arcbridge -o yaml output as -f input', () => {
  const { cli, file } = cliSuite('arcbridge-cli-round-trip-');

  beforeAll(async () => {
    for (const [command, name] of [
      ['extensions publish', 'extension.yaml'],
      ['assignments apply', 'assignment.yaml'],
      ['assignments apply', 'group-overlays.yaml'],
    ] as const) {
      const applied = await cli([...command.split(' '), '-f', examples(name), '--tenant', TENANT]);
      expect(applied).toMatchObject({ code: 0, err: '' });
    }
  });

  it('extensions show --version -o yaml publishes back as the same version, or into another tenant', async () => {
    const show = ['extensions', 'show', 'ingress-nginx', '--version', '4.11.0', '-o', 'yaml'];
    const shown = await cli([...show, '--tenant', TENANT]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('\npublishedAt: ');
    expect(shown.out).toContain('\ndigest: sha256:');
    const saved = file('shown-ext.yaml', shown.out);
    const original = parse(shown.out) as Doc;

    const again = await cli(['extensions', 'publish', '-f', saved, '--tenant', TENANT, '-o', 'yaml']);
    expect(again).toMatchObject({ code: 0, err: '' });
    expect(parse(again.out)).toEqual({ ...original, status: 'unchanged' });

    const copied = await cli([
      'extensions',
      'publish',
      '-f',
      saved,
      '--tenant',
      `${TENANT}-copy`,
      '-o',
      'yaml',
    ]);
    expect(copied).toMatchObject({ code: 0, err: '' });
    expect(parse(copied.out)).toEqual({ ...original, publishedAt: expect.any(String), status: 'published' });
  });

  it('assignments list -o yaml applies back as it is: every item, unchanged', async () => {
    const list = ['assignments', 'list', '--tenant', TENANT, '-o', 'yaml'];
    const listed = await cli(list);
    expect(listed.code).toBe(0);
    const saved = file('listed-assignments.yaml', listed.out);

    const applied = await cli(['assignments', 'apply', '-f', saved, '--tenant', TENANT, '-o', 'json']);
    expect(applied).toMatchObject({ code: 0, err: '' });
    const results = (JSON.parse(applied.out) as { items: Doc[] }).items;
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['ingress', 'applied'],
      ['ingress-retail', 'applied'],
    ]);
    const items = (text: string) =>
      (parse(text) as { items: Doc[] }).items.map(({ updatedAt: _, ...rest }) => rest);
    expect(items((await cli(list)).out)).toEqual(items(listed.out));
  });
});
