import { writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { Assignment, AssignmentList } from '../../../contract/assignments';
import { ExtensionList } from '../../../contract/catalog';
import { RolloutView } from '../../../contract/rollouts';
import { body, cannedApiSuite, emptyAnswers, ID, NOW, TENANT } from '../../support/canned-api';
import type { CliResult } from '../../support/cli-runner';

const ROLLOUT = 'r-abc-12345678';
const rolloutList = emptyAnswers[`GET /api/v1/tenants/${TENANT}/rollouts`] as { items: object[] };
const rollout = body(RolloutView, {
  ...(rolloutList.items[0] as RolloutView),
  failures: [
    {
      clusterId: ID,
      state: 'Failed',
      phase: null,
      reason: 'InstallFailed',
      message: 'line one\nline two: "quoted"',
      at: NOW,
      currentState: 'Failed',
    },
  ],
  rollback: [],
  deferred: [],
  healthChecks: [],
}) as RolloutView;

/** Values YAML 1.1 readers would misread unquoted, multi-line text, nulls and empties. */
const assignment = body(Assignment, {
  name: 'web',
  extension: 'web',
  version: '1.10',
  namespace: 'apps',
  target: {},
  values: {
    enabled: 'yes',
    mode: 'on',
    octal: '0755',
    when: '2026-01-01',
    empty: '',
    none: null,
    nested: { list: [], map: {}, text: 'a: b\n- c', long: 'word '.repeat(40).trim() },
  },
  overlays: [],
  priority: 0,
  createdAt: NOW,
  updatedAt: NOW,
}) as Assignment;

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

const answers: Record<string, unknown> = {
  ...emptyAnswers,
  [`GET /api/v1/tenants/${TENANT}/extensions`]: body(ExtensionList, {
    items: [{ name: 'cache', versions: [{ version: '1.0.0', kind: 'manifest', publishedAt: NOW }] }],
  }),
  [`GET /api/v1/tenants/${TENANT}/extensions/cache`]: {
    name: 'cache',
    versions: [{ version: '1.0.0', kind: 'manifest', publishedAt: NOW }],
  },
  [`GET /api/v1/tenants/${TENANT}/assignments`]: body(AssignmentList, { items: [assignment] }),
  [`GET /api/v1/tenants/${TENANT}/rollouts/${ROLLOUT}`]: rollout,
  [`POST /api/v1/tenants/${TENANT}/rollouts/${ROLLOUT}/pause`]: { ...rollout, state: 'Paused' },
  [`GET /api/v1/tenants/${TENANT}/rollouts/${ROLLOUT}/events`]: (res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.end(
      event('progress', { ...rollout, state: 'Running' }) +
        event('progress', rollout) +
        event('end', { state: 'Completed' }),
    );
  },
  [`POST /api/v1/tenants/${TENANT}/rollouts`]: (res: ServerResponse) => {
    res.writeHead(422, { 'Content-Type': 'application/problem+json' });
    res.end(
      JSON.stringify({
        type: 'about:blank',
        title: 'Unprocessable',
        status: 422,
        detail: 'body.strategy: required',
        violations: [{ path: 'body.strategy', message: 'required' }],
      }),
    );
  },
};

/** `-o yaml` is `-o json` in YAML: every command family, its errors and its streams. */
describe('arcbridge -o yaml', () => {
  const { cli, dir } = cannedApiSuite(answers, 'arcbridge-cli-yaml-');
  /** Runs `args` with -o json and -o yaml: same exit code, same stderr, the same data on stdout. */
  const both = async (args: string[]): Promise<{ json: CliResult; yaml: CliResult }> => {
    const json = await cli([...args, '-o', 'json']);
    const yaml = await cli([...args, '-o', 'yaml']);
    expect({ code: yaml.code, err: yaml.err }).toEqual({ code: json.code, err: json.err });
    expect(parse(yaml.out)).toEqual(JSON.parse(json.out));
    return { json, yaml };
  };

  it('prints what -o json prints, for every command family', async () => {
    const commands = [
      ['clusters', 'list'],
      ['clusters', 'show', ID],
      ['clusters', 'explain', ID],
      ['clusters', 'label', ID, 'tier-'],
      ['extensions', 'list'],
      ['extensions', 'show', 'cache'],
      ['extensions', 'show', 'cache', '--version', '1.0.0'],
      ['assignments', 'list'],
      ['rollouts', 'list'],
      ['rollouts', 'show', ROLLOUT],
      ['rollouts', 'pause', ROLLOUT],
      ['tokens', 'list'],
      ['audit', 'list'],
      ['gitops', 'show'],
    ];
    for (const command of commands) {
      const { yaml } = await both([...command, '--tenant', TENANT]);
      expect(yaml.code).toBe(0);
    }
  });

  it('keeps types, key order and nulls, quotes what YAML 1.1 would misread, and uses no aliases', async () => {
    const { json, yaml } = await both(['assignments', 'list', '--tenant', TENANT]);
    // The same keys in the same order as JSON.
    expect(JSON.stringify(parse(yaml.out))).toBe(JSON.stringify(JSON.parse(json.out)));
    expect(yaml.out).toMatch(/^items:\n {2}- extension: web\n/);
    expect(yaml.out).toContain('      enabled: "yes"\n      mode: "on"\n      octal: "0755"\n');
    expect(yaml.out).toContain('      when: "2026-01-01"\n');
    expect(yaml.out).toContain('      none: null\n');
    expect(yaml.out).toContain(`version: "1.10"`);
    // A long value stays on one line, for grep.
    expect(yaml.out).toContain(`long: ${'word '.repeat(40).trim()}\n`);
    expect(yaml.out).not.toMatch(/[&*]\w+\n/);
    // One document, as JSON's one value (no `---`).
    expect(parseAllDocuments(yaml.out)).toHaveLength(1);
  });

  it('prints null for a GitOps target that is not set, the hint on stderr, exit 0', async () => {
    const { yaml } = await both(['gitops', 'show', '--tenant', 'nothing-set']);
    expect(yaml.out).toBe('null\n');
    expect(yaml.code).toBe(0);
    expect(yaml.err).toContain("GitOps export is not set for tenant 'nothing-set'.");
  });

  it('prints errors as -o json does: the API problem, or {error}', async () => {
    const problem = await both(['rollouts', 'show', 'r-missing', '--tenant', TENANT]);
    expect(problem.yaml.code).toBe(3);
    expect(parse(problem.yaml.out)).toMatchObject({ title: 'Not Found', status: 404 });

    const rollout = join(dir(), 'rollout.yaml');
    writeFileSync(rollout, 'extension: web\nversion: 1.0.0\n');
    const rejected = await both(['rollouts', 'start', '-f', rollout, '--tenant', TENANT]);
    expect(rejected.yaml.code).toBe(1);
    expect(parse(rejected.yaml.out)).toMatchObject({ status: 422, violations: [{ path: 'body.strategy' }] });
    expect(rejected.yaml.err).toContain(`  - ${rollout}: strategy: required`);

    const cliError = await both(['extensions', 'show', 'nope', '--tenant', TENANT]);
    expect(cliError.yaml.code).toBe(3);
    expect(parse(cliError.yaml.out)).toEqual({ error: expect.stringContaining("no extension 'nope'") });

    // Before the command line is understood, commander's usage error only, on stderr.
    const usage = await cli(['clusters', 'lst', '-o', 'yaml']);
    expect(usage).toMatchObject({ code: 2, out: '' });
  });

  it('streams `rollouts watch` as one document per event, --- between them, as kubectl -w -o yaml', async () => {
    const json = await cli(['rollouts', 'watch', ROLLOUT, '--tenant', TENANT, '-o', 'json']);
    const yaml = await cli(['rollouts', 'watch', ROLLOUT, '--tenant', TENANT, '-o', 'yaml']);
    expect({ code: yaml.code, err: yaml.err }).toEqual({ code: 0, err: '' });
    const lines = json.out
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines.map((line) => (line as { event: string }).event)).toEqual(['progress', 'progress', 'end']);
    const documents = parseAllDocuments(yaml.out);
    expect(Array.isArray(documents) && documents.map((doc) => doc.toJSON() as unknown)).toEqual(lines);
    expect(yaml.out.startsWith('---')).toBe(false);
    expect(yaml.out.match(/^---$/gm)).toHaveLength(2);
  });
});
