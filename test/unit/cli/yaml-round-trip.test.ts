import { parse } from 'yaml';
import { cliSuite } from '../../support/cli-suite';

const TENANT = 'cli-round-trip';
const COPY = 'cli-round-trip-copy';

/** What `show -o yaml` / `list -o yaml` prints goes back in with `-f` unchanged, as with kubectl. */
describe('arcbridge -o yaml output as -f input', () => {
  const { cli, file } = cliSuite('arcbridge-cli-round-trip-');

  beforeAll(async () => {
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
  tls: "on"
  motd: |
    two
    lines
valuesSchema:
  type: object
  properties:
    replicas: { type: integer, minimum: 1 }
policies:
  - name: max-replicas
    expression: values.replicas <= 5
    message: more than 5 needs a review
`,
    );
    for (const tenant of [TENANT, COPY])
      expect((await cli(['extensions', 'publish', '-f', ext, '--tenant', tenant])).code).toBe(0);
  });

  it('extensions show --version -o yaml publishes back as the same version (unchanged), or into another tenant', async () => {
    const shown = await cli([
      'extensions',
      'show',
      'web',
      '--version',
      '1.0.0',
      '--tenant',
      TENANT,
      '-o',
      'yaml',
    ]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('\npublishedAt: ');
    expect(shown.out).toContain('\ndigest: sha256:');
    const saved = file('shown-ext.yaml', shown.out);

    const again = await cli(['extensions', 'publish', '-f', saved, '--tenant', TENANT, '-o', 'yaml']);
    expect(again).toMatchObject({ code: 0, err: '' });
    const original = parse(shown.out) as Record<string, unknown>;
    expect(parse(again.out)).toEqual({ ...original, status: 'unchanged' });

    const copied = await cli([
      'extensions',
      'publish',
      '-f',
      saved,
      '--tenant',
      'cli-round-trip-new',
      '-o',
      'yaml',
    ]);
    expect(copied).toMatchObject({ code: 0, err: '' });
    expect(parse(copied.out)).toEqual({
      ...original,
      publishedAt: expect.any(String),
      status: 'published',
    });
  });

  it('assignments list -o yaml applies back as it is: every item, unchanged', async () => {
    const assign = file(
      'assign.yaml',
      `name: web-all
extension: web
version: 1.0.0
namespace: team-web
target: {}
values:
  replicas: 2
overlays:
  - selector: tier=gold
    values: { replicas: 3 }
---
name: web-canary
extension: web
version: 1.0.0
namespace: team-web
priority: 10
target:
  selector: ring=canary
`,
    );
    expect(await cli(['assignments', 'apply', '-f', assign, '--tenant', TENANT])).toMatchObject({
      code: 0,
      err: '',
    });
    const listed = await cli(['assignments', 'list', '--tenant', TENANT, '-o', 'yaml']);
    expect(listed.code).toBe(0);
    const saved = file('listed-assignments.yaml', listed.out);

    const applied = await cli(['assignments', 'apply', '-f', saved, '--tenant', TENANT, '-o', 'json']);
    expect(applied).toMatchObject({ code: 0, err: '' });
    const before = (parse(listed.out) as { items: Record<string, unknown>[] }).items;
    const results = (JSON.parse(applied.out) as { items: Record<string, unknown>[] }).items;
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['web-all', 'applied'],
      ['web-canary', 'applied'],
    ]);
    const after = await cli(['assignments', 'list', '--tenant', TENANT, '-o', 'yaml']);
    const unchanged = (items: Record<string, unknown>[]) => items.map(({ updatedAt: _, ...rest }) => rest);
    expect(unchanged((parse(after.out) as { items: Record<string, unknown>[] }).items)).toEqual(
      unchanged(before),
    );
  });
});
