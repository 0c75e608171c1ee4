/**
 * Approval gates and maintenance windows end to end, on the embedded host with a manual clock:
 * a stage that needs approval waits WaitingForApproval; who may decide (approver roles and
 * principals, four eyes), what each decision does (approve starts the stage, reject halts and
 * rolls back, a timeout halts), the audit trail of each, the CLI's approve; maintenance windows
 * through the API (etag, 422 with every violation) and a rollout that sends only inside them.
 */
import { ManualClock } from '../support/manual-clock';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { FakeFleet } from '../support/fake-fleet';
import { cliRunner } from '../support/cli-runner';
import { renderRollout } from '../../cli/render/rollout-progress';
import type { RolloutView as RenderedView } from '../../cli/render/rollout-progress';
import type { Role } from '../../functions/platform/identity/operator-identity';

interface StageView {
  name: string;
  state: string;
  approval: { state: string; by: string | null; at: string | null; dueAt: string | null } | null;
  windows: { waiting: number; nextOpensAt: string } | null;
  etaSeconds: number | null;
}
interface RolloutView {
  id: string;
  state: string;
  haltReason: string | null;
  waitingReason: string | null;
  counts: Record<string, number>;
  stages: StageView[];
}
interface Problem {
  status: number;
  detail: string;
  violations?: { path: string; message: string }[];
}

const EXTENSION = 'logging';
const TENANT = 'contoso';

describe('rollout approvals and maintenance windows (embedded host, manual clock)', () => {
  let tp: TestControlPlane;
  let fleet: FakeFleet;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    tp = await startTestControlPlane({
      clock,
      env: {
        ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000',
        ARCBRIDGE_RATE_AGENT_BURST: '1000000',
        ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000',
        ARCBRIDGE_RATE_OPERATOR_BURST: '1000000',
      },
    });
    for (const version of ['1.0.0', '2.0.0', '3.0.0', '4.0.0', '5.0.0']) {
      await as('admin', 'admin')('PUT', `/extensions/${EXTENSION}/versions/${version}`, {
        kind: 'helm',
        source: { url: 'oci://registry.example.com/charts', chart: 'fluent-bit' },
      });
    }
    fleet = new FakeFleet(tp, TENANT);
    await fleet.add(4, (i) => ({
      region: 'westeurope',
      labels: { ring: i === 0 ? 'canary' : 'main', site: 'store' },
    }));
    await fleet.heartbeat();
  });
  afterAll(async () => {
    await tp.stop();
  });

  /** Calls the tenant's API as `subject` with `role` (tokens outlive the clock's moves). */
  function as(subject: string, role: Role) {
    return async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      const token = await tp.plane.issuer.mint({
        subject,
        roles: [role],
        tenants: [TENANT],
        ttlSeconds: 86_400,
      });
      return tp.client.send({
        method,
        path: `/api/v1/tenants/${TENANT}${path}`,
        body,
        token,
        ...(headers ? { headers } : {}),
      });
    };
  }
  const carol = as('carol', 'operator');
  const bob = as('bob', 'admin');
  const dave = as('dave', 'reader');
  const view = async (id: string) => (await dave('GET', `/rollouts/${id}`)).json<RolloutView>();

  async function until(id: string, done: (v: RolloutView) => boolean): Promise<RolloutView> {
    const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
    for (;;) {
      // Time passes: send slots come due (the fan-out consumer reads the same clock).
      clock.advance(1);
      await fleet.heartbeat();
      await fleet.converge(EXTENSION);
      await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, id);
      const current = await view(id);
      if (done(current)) return current;
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(current)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const gated = (version: string, approvers: string[], extra: Record<string, unknown> = {}) => ({
    extension: EXTENSION,
    version,
    namespace: 'logging',
    strategy: {
      stages: [
        { name: 'canary', selector: 'ring=canary' },
        { name: 'rest', percent: 100, approval: { approvers, timeoutMinutes: 30 } },
      ],
      ...extra,
    },
  });

  it('refuses an approver naming a role that does not exist, with every other problem at once', async () => {
    const response = await carol('POST', '/rollouts', {
      ...gated('1.0.0', ['role:owner', 'bob', 'role:releaser']),
      strategy: {
        ...gated('1.0.0', []).strategy,
        stages: [
          { name: 'canary', selector: 'ring=canary', gate: 'failed == 0' },
          { name: 'rest', percent: 100, approval: { approvers: ['role:owner', 'bob', 'role:releaser'] } },
        ],
      },
    });
    expect(response.status).toBe(422);
    const problem = response.json<Problem>();
    expect(problem.violations!.map((v) => v.path).sort()).toEqual([
      'body.strategy.stages.0.gate',
      'body.strategy.stages.1.approval.approvers.0',
      'body.strategy.stages.1.approval.approvers.2',
    ]);
    expect(problem.violations!.find((v) => v.path.endsWith('approvers.0'))!.message).toContain(
      "'owner' is not a role",
    );
  });

  it('waits for approval, refuses who may not approve (and the starter under four eyes), then runs on', async () => {
    expect((await bob('PUT', '/rollout-settings', { fourEyesApproval: true })).status).toBe(200);
    const created = (
      await carol('POST', '/rollouts', gated('1.0.0', ['role:admin', 'carol']))
    ).json<RolloutView>();
    const waiting = await until(created.id, (v) => v.state === 'WaitingForApproval');
    expect(waiting.stages[0]!.state).toBe('Done');
    expect(waiting.stages[1]).toMatchObject({ state: 'Pending', approval: { state: 'Waiting', by: null } });
    expect(waiting.waitingReason).toContain(`arcbridge rollouts approve ${created.id} --stage rest`);
    expect(waiting.counts.Succeeded).toBe(1);

    // A reader who is no approver, the starter (four eyes), a stage that needs none, a stage not waited for.
    const refused = await dave('POST', `/rollouts/${created.id}/approve`, { stage: 'rest' });
    expect(refused.status).toBe(403);
    expect(refused.json<Problem>().detail).toContain('Only role:admin, carol may approve');
    const own = await carol('POST', `/rollouts/${created.id}/approve`, { stage: 'rest' });
    expect(own.status).toBe(403);
    expect(own.json<Problem>().detail).toContain('four eyes');
    expect((await bob('POST', `/rollouts/${created.id}/approve`, { stage: 'canary' })).status).toBe(422);
    expect((await bob('POST', `/rollouts/${created.id}/approve`, { stage: 'nope' })).status).toBe(422);
    expect((await view(created.id)).state).toBe('WaitingForApproval');

    const approved = await bob('POST', `/rollouts/${created.id}/approve`, { stage: 'rest' });
    expect(approved.status).toBe(200);
    expect(approved.json<RolloutView>().stages[1]!.approval).toMatchObject({
      state: 'Approved',
      by: 'bob',
      at: clock.now().toISOString(),
    });
    const done = await until(created.id, (v) => v.state === 'Completed');
    expect(done.counts.Succeeded).toBe(4);
    // Approving again: the rollout no longer waits.
    expect((await bob('POST', `/rollouts/${created.id}/approve`, { stage: 'rest' })).status).toBe(409);

    // The audit trail names who approved and who was refused.
    const events = (await bob('GET', '/audit-events?action=approveRollout')).json<{
      items: { actor: string; outcome: string; resource: Record<string, string> }[];
    }>().items;
    expect(events.find((e) => e.actor === 'bob' && e.outcome === 'Succeeded')?.resource.rolloutId).toBe(
      created.id,
    );
    expect(events.some((e) => e.actor === 'carol' && e.outcome === 'Denied')).toBe(true);
    expect((await bob('PUT', '/rollout-settings', { fourEyesApproval: false })).status).toBe(200);
  });

  it('approves through the CLI', async () => {
    const created = (await carol('POST', '/rollouts', gated('2.0.0', ['role:operator']))).json<RolloutView>();
    await until(created.id, (v) => v.state === 'WaitingForApproval');
    const cli = cliRunner(() => tp.dataDir, ['--tenant', TENANT]);
    const result = await cli(['rollouts', 'approve', created.id, '--stage', 'rest'], { USER: 'erin' });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Approved stage rest');
    expect((await view(created.id)).stages[1]!.approval).toMatchObject({ state: 'Approved', by: 'erin' });
    await until(created.id, (v) => v.state === 'Completed');
  });

  it('halts on a reject and rolls the canary back with autoRollback', async () => {
    const created = (
      await carol('POST', '/rollouts', gated('3.0.0', ['bob'], { autoRollback: true }))
    ).json<RolloutView>();
    await until(created.id, (v) => v.state === 'WaitingForApproval');
    const rejected = await bob('POST', `/rollouts/${created.id}/reject`, { stage: 'rest' });
    expect(rejected.status).toBe(200);
    const end = await until(created.id, (v) => v.state === 'RolledBack');
    expect(end.haltReason).toContain("stage 'rest' rejected by bob");
    expect(end.stages[1]!.approval).toMatchObject({ state: 'Rejected', by: 'bob' });
    expect(end.counts.RolledBack).toBe(1);
  });

  it('halts with the reason when nobody decides in time (by the injected clock)', async () => {
    const created = (await carol('POST', '/rollouts', gated('4.0.0', ['bob']))).json<RolloutView>();
    await until(created.id, (v) => v.state === 'WaitingForApproval');
    clock.advance(29 * 60);
    await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, created.id);
    expect((await view(created.id)).state).toBe('WaitingForApproval');
    clock.advance(61);
    const halted = await until(created.id, (v) => v.state === 'Halted');
    expect(halted.haltReason).toBe("stage 'rest' was not approved within 30 minute(s)");
    expect(halted.stages[1]!.approval!.state).toBe('TimedOut');
  });

  it('keeps maintenance windows etag-versioned and refuses a cron or zone that does not exist', async () => {
    const bad = await carol('PUT', '/maintenance-windows/broken', {
      clusters: { selector: 'site in (store' },
      schedule: '0 25 * * *',
      durationMinutes: 60,
      timeZone: 'Europe/Atlantis',
    });
    expect(bad.status).toBe(422);
    expect(
      bad
        .json<Problem>()
        .violations!.map((v) => v.path)
        .sort(),
    ).toEqual(['body.clusters.selector', 'body.schedule', 'body.timeZone']);
    expect((await dave('GET', '/maintenance-windows/broken')).status).toBe(404);

    const body = {
      clusters: { selector: 'site=store' },
      schedule: '0 1 * * *',
      durationMinutes: 240,
      timeZone: 'Europe/Berlin',
    };
    const created = await carol('PUT', '/maintenance-windows/nightly', body);
    expect(created.status).toBe(201);
    const etag = created.headers.etag as string;
    expect((await carol('PUT', '/maintenance-windows/nightly', body)).status).toBe(200);
    const read = await dave('GET', '/maintenance-windows/nightly');
    expect(read.headers.etag).toBe(etag);
    expect(read.json<{ nextOpenings: unknown[] }>().nextOpenings).toHaveLength(3);
    expect(
      (await dave('GET', '/maintenance-windows'))
        .json<{ items: { name: string }[] }>()
        .items.map((w) => w.name),
    ).toEqual(['nightly']);
    const stale = await carol('DELETE', '/maintenance-windows/nightly', undefined, { 'If-Match': '"stale"' });
    expect(stale.status).toBe(412);
    expect((await dave('DELETE', '/maintenance-windows/nightly')).status).toBe(403);
    expect((await carol('DELETE', '/maintenance-windows/nightly')).status).toBe(204);
    expect((await carol('DELETE', '/maintenance-windows/nightly')).status).toBe(404);
  });

  it('sends a cluster its update only inside its window, and shows the wait', async () => {
    // A window on the canary that opened 10 minutes ago for 5 minutes (closed now), every hour.
    const now = clock.now();
    const minute = (now.getUTCMinutes() + 50) % 60;
    expect(
      (
        await carol('PUT', '/maintenance-windows/canary-hourly', {
          clusters: { selector: 'ring=canary' },
          schedule: `${minute} * * * *`,
          durationMinutes: 5,
          timeZone: 'Etc/UTC',
        })
      ).status,
    ).toBe(201);
    const created = (
      await carol('POST', '/rollouts', {
        extension: EXTENSION,
        version: '5.0.0',
        namespace: 'logging',
        strategy: { stages: [{ name: 'all', percent: 100 }] },
      })
    ).json<RolloutView>();
    const waiting = await until(created.id, (v) => v.counts.Succeeded === 3);
    expect(waiting.state).toBe('Running');
    expect(waiting.counts.WaitingForWindow).toBe(1);
    expect(waiting.stages[0]!.windows).toMatchObject({ waiting: 1 });
    const opensAt = Date.parse(waiting.stages[0]!.windows!.nextOpensAt);
    expect(opensAt).toBeGreaterThan(clock.now().getTime());
    expect(waiting.stages[0]!.etaSeconds!).toBeGreaterThanOrEqual(
      Math.floor((opensAt - clock.now().getTime()) / 1000) - 1,
    );
    expect(waiting.waitingReason).toContain('wait for their maintenance window');
    // What `rollouts show` prints for it (the CLI's tokens would have expired on this clock).
    expect(renderRollout(waiting as unknown as RenderedView, { failures: true })).toContain(
      'maintenance windows: 1 cluster(s) waiting',
    );

    // Still waiting a minute later; then its window opens and it is sent.
    clock.advance(60);
    expect((await until(created.id, () => true)).counts.WaitingForWindow).toBe(1);
    clock.advance((opensAt - clock.now().getTime()) / 1000 + 1);
    const done = await until(created.id, (v) => v.state === 'Completed');
    expect(done.counts.Succeeded).toBe(4);
    expect((await carol('DELETE', '/maintenance-windows/canary-hourly')).status).toBe(204);
  });

  it('ends a wait within a minute when the window is deleted', async () => {
    const minute = (clock.now().getUTCMinutes() + 30) % 60;
    const window = {
      clusters: { selector: 'ring=canary' },
      schedule: `${minute} * * * *`,
      durationMinutes: 5,
      timeZone: 'Etc/UTC',
    };
    expect((await carol('PUT', '/maintenance-windows/canary-later', window)).status).toBe(201);
    const created = (
      await carol('POST', '/rollouts', {
        extension: EXTENSION,
        version: '4.0.0',
        namespace: 'logging',
        strategy: { stages: [{ name: 'all', percent: 100 }] },
      })
    ).json<RolloutView>();
    const waiting = await until(created.id, (v) => v.counts.Succeeded === 3);
    const opensAt = Date.parse(waiting.stages[0]!.windows!.nextOpensAt);
    expect((await carol('DELETE', '/maintenance-windows/canary-later')).status).toBe(204);
    clock.advance(61);
    const done = await until(created.id, (v) => v.state === 'Completed');
    expect(clock.now().getTime()).toBeLessThan(opensAt);
    expect(done.counts.Succeeded).toBe(4);
  });
});
