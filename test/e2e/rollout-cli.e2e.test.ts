import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEvents } from '../../cli/event-stream';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { FakeFleet } from '../support/fake-fleet';
import { cliRunner } from '../support/cli-runner';

describe('arcbridge rollouts (CLI against the embedded host)', () => {
  let tp: TestControlPlane;
  let fleet: FakeFleet;
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-rollout-cli-'));

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000', ARCBRIDGE_RATE_AGENT_BURST: '1000' },
    });
    fleet = new FakeFleet(tp, 'contoso');
    await fleet.add(4, (i) => ({ region: 'westeurope', labels: { ring: i === 0 ? 'canary' : 'main' } }));
    await fleet.heartbeat();
    writeFileSync(
      join(dir, 'ext.yaml'),
      [
        'name: ingress',
        'version: 1.0.0',
        'kind: helm',
        'source:',
        '  url: https://charts.example.com',
        '  chart: ingress-nginx',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'rollout.yaml'),
      [
        'extension: ingress',
        'version: 1.0.0',
        'namespace: ingress',
        'strategy:',
        '  stages:',
        '    - name: canary',
        '      selector: ring=canary',
        '    - name: rest',
        '      percent: 100',
        '      gate: "failed == 0"',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await tp.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = cliRunner(() => tp.dataDir, ['--tenant', 'contoso']);

  it('starts a rollout from YAML, watches it to completion as JSON lines, and rolls it back', async () => {
    expect((await cli(['extensions', 'publish', '-f', join(dir, 'ext.yaml')])).code).toBe(0);
    const started = await cli(['rollouts', 'start', '-f', join(dir, 'rollout.yaml'), '--output', 'json']);
    expect(started.code).toBe(0);
    const id = (JSON.parse(started.out) as { id: string }).id;

    // Agents converge while the CLI watches.
    let stop = false;
    const agents = (async () => {
      while (!stop) {
        await fleet.heartbeat();
        await fleet.converge('ingress');
        await tp.plane.runtime.rolloutReconciler.reconcile('contoso', id);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const watched = await cli(['rollouts', 'watch', id, '--output', 'json']);
    stop = true;
    await agents;
    expect(watched.code).toBe(0);
    const lines = watched.out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { event: string; data: { state?: string } });
    expect(lines[0]!.event).toBe('progress');
    expect(lines.at(-1)).toEqual({ event: 'end', data: { state: 'Completed' } });

    // Watching a finished rollout draws it finished: no stage Running, no ETA; exit 0.
    const table = await cli(['rollouts', 'watch', id]);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(new RegExp(`^Rollout ${id}  ingress@1\\.0\\.0  Completed  updated 4/4\\n`));
    expect(table.out).not.toMatch(/Running|ETA/);

    const shown = await cli(['rollouts', 'show', id]);
    expect(shown.out).toMatch(/canary\s+\[#{24}\]\s+1\/1\s+ok 1/);
    expect(shown.out).toMatch(/rest\s+\[#{24}\]\s+3\/3\s+ok 3/);

    // The list's UPDATED and FAILED columns come from the rollout's summary, not its records.
    const listed = await cli(['rollouts', 'list']);
    expect(listed.out.split('\n')[0]).toMatch(
      /^ID\s+EXTENSION\s+VERSION\s+STATE\s+UPDATED\s+FAILED\s+WAITING$/,
    );
    expect(listed.out).toMatch(new RegExp(`${id}\\s+ingress\\s+1\\.0\\.0\\s+Completed\\s+4/4\\s+0\\s`));

    // Rolled back, every cluster is settled and none has the version: nothing may read as done.
    const rolledBack = await cli(['rollouts', 'rollback', id]);
    expect(rolledBack.code).toBe(0);
    expect(rolledBack.out).toContain('is now RolledBack');
    expect((await cli(['rollouts', 'list'])).out).toMatch(
      new RegExp(`${id}\\s+ingress\\s+1\\.0\\.0\\s+RolledBack\\s+0/4\\s`),
    );
    const after = await cli(['rollouts', 'show', id]);
    expect(after.out).toMatch(
      new RegExp(
        `^Rollout ${id}  ingress@1\\.0\\.0  RolledBack \\(not completed\\)  updated 0/4  rolled back 4\\n`,
      ),
    );
    expect(after.out).toMatch(
      /canary\s+\[<{24}\]\s+0\/1\s+ok 0\s+failed 0\s+rolled back 1\s+cancelled 0\s+RolledBack$/m,
    );
    expect(after.out).toMatch(
      /rest\s+\[<{24}\]\s+0\/3\s+ok 0\s+failed 0\s+rolled back 3\s+cancelled 0\s+RolledBack$/m,
    );
    expect(after.out).not.toMatch(/#|4\/4|Done/);
    const watchedBack = await cli(['rollouts', 'watch', id]);
    expect(watchedBack.code).toBe(1);
    expect(watchedBack.out).toContain('RolledBack (not completed)');
    expect((await fleet.desired(fleet.clusters[0]!)).extensions).toEqual([]);
  });

  it('explains refusals: a bad gate lists the violation, an unknown rollout is 404', async () => {
    writeFileSync(
      join(dir, 'bad.yaml'),
      [
        'extension: ingress',
        'version: 1.0.0',
        'strategy:',
        '  stages:',
        '    - name: all',
        '      percent: 100',
        '      gate: "total >"',
      ].join('\n'),
    );
    const bad = await cli(['rollouts', 'start', '-f', join(dir, 'bad.yaml')]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Error 422');
    // The field is named where the user wrote it: the file and its YAML path, not the request body.
    expect(bad.err).toContain(`  - ${join(dir, 'bad.yaml')}: strategy.stages[0].gate: `);
    expect(bad.err).not.toContain('body.');
    const resume = await cli(['rollouts', 'resume', 'r-abc-12345678']);
    expect(resume.code).toBe(3);
    expect(resume.err).toContain('Error 404');
  });

  it('parses server-sent events, ignoring keep-alive comments, in any line ending', () => {
    expect(parseEvents('event: progress\nid: 1\ndata: {"a":1}\n\n')).toEqual([
      { event: 'progress', data: '{"a":1}' },
    ]);
    expect(parseEvents(': keep-alive\n\n')).toEqual([]);
    expect(parseEvents('data: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
    expect(
      parseEvents('event: done\r\ndata: x\r\n\r\n: ping\r\n\r\nevent: progress\rdata: y\r\r: end\n'),
    ).toEqual([
      { event: 'done', data: 'x' },
      { event: 'progress', data: 'y' },
    ]);
    // A frame the server has not finished yet is not an event.
    expect(parseEvents('event: progress\ndata: {"a"')).toEqual([]);
  });
});
