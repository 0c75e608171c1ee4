import { setTimeout as sleep } from 'node:timers/promises';
import { startTestControlPlane } from '../../support/control-plane';
import type { TestControlPlane } from '../../support/control-plane';
import { cliRunner } from '../../support/cli-runner';

describe('arcbridge audit list', () => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane();
  });
  afterAll(async () => {
    await tp.stop();
  });

  const cli = cliRunner(() => tp.dataDir);
  const items = (out: string) => (JSON.parse(out) as { items: { action: string; outcome: string }[] }).items;

  it('shows attempted changes newest first, filtered, bounded and since a time', async () => {
    const tenant = 'cli-audit';
    expect((await cli(['audit', 'list', '--tenant', tenant])).out).toBe(
      `No audit events in tenant '${tenant}'.\n`,
    );
    expect((await cli(['tokens', 'create', '--tenant', tenant, '--description', 'first'])).code).toBe(0);
    expect((await cli(['tokens', 'create', '--tenant', tenant, '--ttl', '5s'])).code).toBe(1);
    await sleep(1200);
    expect((await cli(['tokens', 'delete', 'a'.repeat(64), '--tenant', tenant])).code).toBe(3);

    const table = await cli(['audit', 'list', '--tenant', tenant]);
    expect(table.code).toBe(0);
    const lines = table.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^TIME\s+ACTOR\s+ACTION\s+RESOURCE\s+OUTCOME\s+DETAIL$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/).slice(2, 5))).toEqual([
      // A token's id as `tokens list` shows it (12 hex digits); a create names what it made.
      ['deleteBootstrapToken', 'aaaaaaaaaaaa', 'Failed (404)'],
      ['createBootstrapToken', '<none>', 'Failed (400)'],
      ['createBootstrapToken', expect.stringMatching(/^[a-f0-9]{12}$/), 'Succeeded (201)'],
    ]);

    const failed = await cli(['audit', 'list', '--tenant', tenant, '--outcome', 'Failed', '-o', 'json']);
    expect(items(failed.out).map((e) => e.action)).toEqual(['deleteBootstrapToken', 'createBootstrapToken']);
    const newest = await cli(['audit', 'list', '--tenant', tenant, '--max-events', '2', '-o', 'json']);
    expect(items(newest.out).map((e) => e.outcome)).toEqual(['Failed', 'Failed']);
    const recent = await cli(['audit', 'list', '--tenant', tenant, '--since', '1s', '-o', 'json']);
    expect(items(recent.out).map((e) => e.action)).toEqual(['deleteBootstrapToken']);
    const byAction = await cli(['audit', 'list', '--tenant', tenant, '--action', 'createRollout']);
    expect(byAction.out).toBe(`No audit events in tenant '${tenant}' for createRollout.\n`);
  });

  it('names the user running the CLI as the actor of what it changes', async () => {
    const tenant = 'cli-audit-actor';
    expect((await cli(['tokens', 'create', '--tenant', tenant], { USER: 'alice' })).code).toBe(0);
    expect((await cli(['tokens', 'create', '--tenant', tenant], { USER: '', USERNAME: 'bob' })).code).toBe(0);
    const listed = await cli(['audit', 'list', '--tenant', tenant, '-o', 'json']);
    expect((JSON.parse(listed.out) as { items: { actor: string }[] }).items.map((e) => e.actor)).toEqual([
      'bob',
      'alice',
    ]);
    const minted = await cli(['auth', 'token', '--tenant', tenant, '--role', 'reader', '-o', 'json'], {
      USER: 'carol',
    });
    const token = (JSON.parse(minted.out) as { token: string }).token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
    expect(claims.sub).toBe('carol');
  });

  it('names a bad flag value in flag terms', async () => {
    const outcome = await cli(['audit', 'list', '--tenant', 't', '--outcome', 'Maybe']);
    expect(outcome.code).toBe(2);
    expect(outcome.err).toContain("'--outcome <outcome>' argument 'Maybe' is invalid");
    const since = await cli(['audit', 'list', '--tenant', 't', '--since', 'yesterday']);
    expect(since.code).toBe(2);
    expect(since.err).toContain('--since');
    const max = await cli(['audit', 'list', '--tenant', 't', '--max-events', '0']);
    expect(max.code).toBe(2);
    expect(max.err).toContain('--max-events must be a positive whole number');
  });

  it('refuses an --action the trail never records, naming the close ones or all of them', async () => {
    const action = (value: string) => cli(['audit', 'list', '--tenant', 't', '--action', value]);
    const prefix = (value: string) =>
      `Error: --action: '${value}' is not an operation the audit trail records; `;
    expect(await action('deletecluster')).toMatchObject({
      code: 2,
      out: '',
      err: `${prefix('deletecluster')}did you mean deleteCluster?\n`,
    });
    expect((await action('deleteClusters')).err).toBe(
      `${prefix('deleteClusters')}did you mean deleteCluster?\n`,
    );
    expect((await action('rollout')).err).toBe(
      `${prefix('rollout')}did you mean approveRollout, cancelRollout, createRollout, pauseRollout, putRolloutSettings, rejectRollout, resumeRollout, rollbackRollout?\n`,
    );
    const unknown = await action('listClusters');
    expect(unknown.code).toBe(2);
    // Reads are not audited: the whole list, which holds every change the API can make.
    expect(unknown.err).toMatch(
      /the operations are approveRollout, assignExtension, cancelRollout, .*, updateCluster\n$/,
    );
    for (const change of ['deleteCluster', 'removeExtension', 'deleteAssignment', 'putGitOpsTarget'])
      expect(unknown.err).toContain(` ${change},`);
    expect(unknown.err).not.toContain('createConsoleSignInCode');
  });
});
