import { cliSuite } from '../../support/cli-suite';
import { registerCluster } from '../../support/registration';

const TENANT = 'cli-delete';
const MISSING = 'c-aaaaaaaaaaaaaaaaaaaaaaaaaa';

/** A terminal on stdin that answers every question with `answer`, recording the questions. */
function terminal(answer: string | undefined) {
  const questions: string[] = [];
  return {
    questions,
    io: {
      inIsTty: true,
      ask: async (question: string) => {
        questions.push(question);
        return answer;
      },
    },
  };
}

describe('arcbridge clusters delete / assignments delete', () => {
  const { plane, cli, file } = cliSuite('arcbridge-cli-delete-');

  const exists = async (id: string) => (await cli(['clusters', 'show', id, '--tenant', TENANT])).code === 0;

  it('deletes clusters kubectl-style, reports a missing one (exit 3) and still deletes the rest', async () => {
    const [a, b] = [await registerCluster(plane(), TENANT), await registerCluster(plane(), TENANT)];
    const result = await cli([
      'clusters',
      'delete',
      a.clusterId,
      MISSING,
      b.clusterId,
      '--tenant',
      TENANT,
      '--yes',
    ]);
    expect(result.code).toBe(3);
    expect(result.out).toBe(`cluster "${a.clusterId}" deleted\ncluster "${b.clusterId}" deleted\n`);
    expect(result.err).toBe(
      `Error 404: Cluster '${MISSING}' does not exist or is not visible to the caller.\n`,
    );
    expect(await exists(a.clusterId)).toBe(false);
    expect(await exists(b.clusterId)).toBe(false);

    // --ignore-not-found: kubectl's flag; nothing said, exit 0.
    const again = await cli([
      'clusters',
      'delete',
      a.clusterId,
      '--tenant',
      TENANT,
      '-y',
      '--ignore-not-found',
    ]);
    expect(again).toEqual({ code: 0, out: '', err: '' });

    // The audit trail has each attempt under the action --action knows.
    const audited = await cli([
      'audit',
      'list',
      '--tenant',
      TENANT,
      '--action',
      'deleteCluster',
      '-o',
      'json',
    ]);
    const events = (
      JSON.parse(audited.out) as { items: { resource: { clusterId: string }; status: number }[] }
    ).items;
    expect(events.map((e) => [e.resource.clusterId, e.status])).toEqual([
      [a.clusterId, 404],
      [b.clusterId, 204],
      [MISSING, 404],
      [a.clusterId, 204],
    ]);
  });

  it('prints one JSON document naming what was deleted and what was not there', async () => {
    const c = await registerCluster(plane(), TENANT);
    const json = await cli([
      'clusters',
      'delete',
      c.clusterId,
      MISSING,
      '--tenant',
      TENANT,
      '--yes',
      '-o',
      'json',
    ]);
    expect(json.code).toBe(3);
    expect(JSON.parse(json.out)).toEqual({
      items: [
        { id: c.clusterId, deleted: true },
        { id: MISSING, deleted: false, reason: 'NotFound' },
      ],
    });
    const ignored = await cli([
      'clusters',
      'delete',
      MISSING,
      '--tenant',
      TENANT,
      '--yes',
      '--ignore-not-found',
      '-o',
      'json',
    ]);
    expect(ignored.code).toBe(0);
    expect(JSON.parse(ignored.out)).toEqual({ items: [{ id: MISSING, deleted: false, reason: 'NotFound' }] });
  });

  it('without a terminal needs --yes and deletes nothing without it; on one it asks', async () => {
    const c = await registerCluster(plane(), TENANT);
    const unattended = await cli(['clusters', 'delete', c.clusterId, '--tenant', TENANT]);
    expect(unattended.code).toBe(2);
    expect(unattended.err).toBe(
      'Error: unable to prompt for confirmation: standard input is not a terminal. Use --yes.\n',
    );
    expect(await exists(c.clusterId)).toBe(true);

    const no = terminal('n');
    const declined = await cli(['clusters', 'delete', c.clusterId, '--tenant', TENANT], {}, no.io);
    expect(declined.code).toBe(1);
    expect(declined.err).toBe('Error: Operation cancelled.\n');
    expect(no.questions).toEqual([
      `Delete cluster ${c.clusterId} from tenant '${TENANT}'? Its agent's certificate stops working at once. (y/n): `,
    ]);
    expect(await exists(c.clusterId)).toBe(true);

    const interrupted = await cli(
      ['clusters', 'delete', c.clusterId, '--tenant', TENANT],
      {},
      terminal(undefined).io,
    );
    expect(interrupted.code).toBe(130);
    expect(await exists(c.clusterId)).toBe(true);

    const yes = await cli(['clusters', 'delete', c.clusterId, '--tenant', TENANT], {}, terminal('yes').io);
    expect(yes.code).toBe(0);
    expect(yes.out).toBe(`cluster "${c.clusterId}" deleted\n`);
    expect(await exists(c.clusterId)).toBe(false);
  });

  it('deletes what a label selector matches, and refuses ids with a selector or malformed ids', async () => {
    const sims = [
      await registerCluster(plane(), TENANT, { labels: { simulated: 'true' } }),
      await registerCluster(plane(), TENANT, { labels: { simulated: 'true' } }),
    ];
    const kept = await registerCluster(plane(), TENANT, { labels: { simulated: 'false' } });
    const ask = terminal('y');
    const bySelector = await cli(
      ['clusters', 'delete', '-l', 'simulated=true', '--tenant', TENANT],
      {},
      ask.io,
    );
    expect(bySelector.code).toBe(0);
    expect(bySelector.out.trimEnd().split('\n').sort()).toEqual(
      sims.map((s) => `cluster "${s.clusterId}" deleted`).sort(),
    );
    expect(ask.questions[0]).toMatch(/^Delete 2 clusters \(c-[a-z0-9]{26}, c-[a-z0-9]{26}\) from tenant/);
    expect(await exists(kept.clusterId)).toBe(true);

    const none = await cli(['clusters', 'delete', '-l', 'simulated=true', '--tenant', TENANT]);
    expect(none).toEqual({
      code: 0,
      out: '',
      err: `No clusters in tenant '${TENANT}' match the selector 'simulated=true'.\n`,
    });

    const both = await cli(['clusters', 'delete', kept.clusterId, '-l', 'a=b', '--tenant', TENANT, '-y']);
    expect(both.code).toBe(2);
    expect(both.err).toBe('Error: give cluster ids or --selector, not both\n');
    const neither = await cli(['clusters', 'delete', '--tenant', TENANT, '-y']);
    expect(neither.code).toBe(2);
    const malformed = await cli([
      'clusters',
      'delete',
      kept.clusterId,
      'my-cluster',
      '--tenant',
      TENANT,
      '-y',
    ]);
    expect(malformed.code).toBe(2);
    expect(malformed.err).toBe(
      "Error: <clusterId>: 'my-cluster': the id returned by registration, e.g. 'c-' and 26 characters\n",
    );
    expect(await exists(kept.clusterId)).toBe(true);
  });

  it('revoking the token of a registered cluster names the command that deletes the cluster', async () => {
    const c = await registerCluster(plane(), TENANT);
    const revoke = await cli(['tokens', 'delete', c.bootstrapToken, '--tenant', TENANT]);
    expect(revoke.code).toBe(1);
    expect(revoke.err).toContain(
      `delete that cluster instead (arcbridge clusters delete ${c.clusterId} --tenant ${TENANT}).`,
    );
  });

  it('deletes fleet assignments by name and direct assignments with --cluster', async () => {
    const c = await registerCluster(plane(), TENANT);
    const ext = file(
      'ext.yaml',
      'name: web\nversion: 1.0.0\nkind: manifest\nsource:\n  url: https://example.com/web.yaml\n',
    );
    expect((await cli(['extensions', 'publish', '-f', ext, '--tenant', TENANT])).code).toBe(0);
    const assign = file(
      'assign.yaml',
      'name: web-all\nextension: web\nversion: 1.0.0\nnamespace: apps\ntarget: {}\n',
    );
    expect((await cli(['assignments', 'apply', '-f', assign, '--tenant', TENANT])).code).toBe(0);
    const direct = await plane().client.send({
      method: 'PUT',
      path: `/api/v1/tenants/${TENANT}/clusters/${c.clusterId}/extensions/web`,
      token: await plane().token(TENANT, 'operator'),
      body: {
        kind: 'manifest',
        version: '1.0.0',
        namespace: 'apps',
        source: { url: 'https://example.com/web.yaml' },
      },
    });
    expect(direct.status).toBe(201);

    const unattended = await cli(['assignments', 'delete', 'web-all', '--tenant', TENANT]);
    expect(unattended.code).toBe(2);

    const fleet = await cli(['assignments', 'delete', 'web-all', 'gone', '--tenant', TENANT, '--yes']);
    expect(fleet.code).toBe(3);
    expect(fleet.out).toBe('assignment "web-all" deleted\n');
    expect(fleet.err).toBe("Error 404: Assignment 'gone' does not exist or is not visible to the caller.\n");
    expect((await cli(['assignments', 'list', '--tenant', TENANT, '-o', 'json'])).out).toContain(
      '"items": []',
    );

    const ask = terminal('y');
    const removed = await cli(
      ['assignments', 'delete', 'web', '--cluster', c.clusterId, '--tenant', TENANT, '-o', 'json'],
      {},
      ask.io,
    );
    expect(removed.code).toBe(0);
    expect(JSON.parse(removed.out)).toEqual({
      items: [{ name: 'web', cluster: c.clusterId, deleted: true }],
    });
    expect(ask.questions[0]).toContain(`Remove the direct assignment web from cluster ${c.clusterId}`);
    const shown = await cli(['clusters', 'show', c.clusterId, '--tenant', TENANT, '-o', 'json']);
    expect((JSON.parse(shown.out) as { extensions: unknown[] }).extensions).toEqual([]);

    const removeWeb = ['assignments', 'delete', 'web', '--cluster', c.clusterId, '--tenant', TENANT, '-y'];
    const twice = await cli(removeWeb);
    expect(twice.code).toBe(3);
    expect(twice.err).toBe("Error 404: Extension 'web' does not exist or is not visible to the caller.\n");
    const ignored = await cli([...removeWeb, '--ignore-not-found']);
    expect(ignored).toEqual({ code: 0, out: '', err: '' });
  });
});
