import { request } from 'node:https';
import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane, TestMode } from '../support/control-plane';
import type { RolloutClusterDocument } from '../../functions/rollout/model';
import { FakeFleet } from '../support/fake-fleet';
import type { FleetCluster } from '../support/fake-fleet';

interface RolloutView {
  id: string;
  state: string;
  haltReason: string | null;
  waitingReason: string | null;
  currentStage: number;
  total: number;
  counts: Record<string, number>;
  stages: {
    name: string;
    state: string;
    total: number;
    counts: Record<string, number>;
    completedAt: string | null;
  }[];
  failures: {
    clusterId: string;
    state: string;
    phase: string | null;
    reason: string;
    message: string | null;
    currentState: string;
  }[];
  rollback: { clusterId: string; outcome: string; version: string | null }[];
  deferred: string[];
  deferredUntil: string | null;
}

const EXTENSION = 'podinfo';

// Embedded: SQLite store and queue. Emulated: Cosmos DB and Service Bus adapters against the emulators.
describe.each(TEST_MODES)('rollouts end to end (%s mode, Bus-paced fan-out)', (mode: TestMode) => {
  let tp: TestControlPlane;
  let token: string;
  let fleet: FakeFleet;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      mode,
      env: {
        ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000',
        ARCBRIDGE_RATE_AGENT_BURST: '1000',
        ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000',
        ARCBRIDGE_RATE_OPERATOR_BURST: '1000',
        ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND: '50',
        ARCBRIDGE_ROLLOUT_TENANT_PER_SECOND: '50',
        ARCBRIDGE_ROLLOUT_REGION_PER_SECOND: '50',
        // The deferred test brings a cluster back and waits seconds, not the default 30 s, for its catch-up.
        ARCBRIDGE_ROLLOUT_DEFERRED_RECHECK_SECONDS: '1',
      },
    });
    token = await tp.token('contoso', 'operator');
    for (const version of ['1.0.0', '2.0.0']) {
      const published = await api('PUT', `/extensions/${EXTENSION}/versions/${version}`, {
        kind: 'manifest',
        source: { url: `https://charts.example.com/podinfo-${version}.yaml` },
        defaultValues: { replicas: 1 },
      });
      expect(published.status).toBe(201);
    }
    fleet = new FakeFleet(tp, 'contoso');
    await fleet.add(12, (i) => ({
      region: i % 2 === 0 ? 'westeurope' : 'eastus',
      labels: { env: i < 10 ? 'prod' : 'dev', ring: i < 2 ? 'canary' : 'main' },
    }));
    await fleet.heartbeat();
  });
  afterAll(async () => {
    await tp.stop();
  });

  async function api(method: string, path: string, body?: unknown) {
    return tp.client.send({ method, path: `/api/v1/tenants/contoso${path}`, body, token });
  }

  /** Drives the engine and the fake agents until `done` holds (reconcile passes are idempotent). */
  async function drive(rolloutId: string, act: () => Promise<void>, done: (view: RolloutView) => boolean) {
    const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
    for (;;) {
      await fleet.heartbeat();
      await act();
      await tp.plane.runtime.rolloutReconciler.reconcile('contoso', rolloutId);
      const view = (await api('GET', `/rollouts/${rolloutId}`)).json<RolloutView>();
      if (done(view)) return view;
      if (Date.now() > deadline) throw new Error(`rollout stuck: ${JSON.stringify(view, null, 2)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** When each cluster of a rollout got its update, and when its verdict came (from the rollout records). */
  async function appliedTimes(rolloutId: string, tenantId = 'contoso') {
    const page = await tp.plane.runtime.store
      .collection<RolloutClusterDocument>('rolloutClusters')
      .query(tenantId, { where: [{ path: ['rolloutId'], op: 'eq', value: rolloutId }] });
    return page.items
      .filter((item) => item.doc.appliedAt !== null)
      .map((item) => ({
        stage: item.doc.stage,
        appliedAt: Date.parse(item.doc.appliedAt!),
        verdictAt: Date.parse(item.doc.updatedAt),
      }));
  }

  const versionOn = async (cluster: FleetCluster) =>
    (await fleet.desired(cluster)).extensions.find((e) => e.name === EXTENSION)?.version;

  it('installs v1 across the targeted fleet in stages and leaves the rest alone', async () => {
    const outside = fleet.clusters.filter((c) => c.labels.env === 'dev');
    const before = await Promise.all(outside.map((c) => fleet.desired(c)));
    const created = await api('POST', '/rollouts', {
      extension: EXTENSION,
      version: '1.0.0',
      namespace: 'apps',
      target: { selector: 'env=prod' },
      strategy: {
        stages: [
          { name: 'canary', selector: 'ring=canary' },
          { name: 'rest', percent: 100 },
        ],
      },
    });
    expect(created.status).toBe(201);
    const rollout = created.json<RolloutView>();
    expect(rollout.total).toBe(10);
    expect(rollout.stages.map((s) => s.total)).toEqual([2, 8]);

    const view = await drive(
      rollout.id,
      () => fleet.converge(EXTENSION),
      (v) => v.state === 'Completed',
    );
    expect(view.counts.Succeeded).toBe(10);
    // The list shows the same counts, from the summary the completing pass wrote.
    const listed = (await api('GET', '/rollouts')).json<{
      items: (Omit<RolloutView, 'failures' | 'deferred'> & { countsAsOf: string })[];
    }>();
    const item = listed.items.find((candidate) => candidate.id === rollout.id);
    expect(item).toMatchObject({ state: 'Completed', total: 10, counts: view.counts });
    expect(item!.stages.map((stage) => stage.counts)).toEqual(view.stages.map((stage) => stage.counts));
    expect(Date.parse(item!.countsAsOf)).toBeLessThanOrEqual(Date.now());
    // Stage order: no cluster of the second stage was updated before every canary had succeeded.
    const applied = await appliedTimes(rollout.id);
    const canaryDone = Math.max(...applied.filter((r) => r.stage === 0).map((r) => r.verdictAt));
    expect(Math.min(...applied.filter((r) => r.stage === 1).map((r) => r.appliedAt))).toBeGreaterThanOrEqual(
      canaryDone,
    );
    for (const cluster of fleet.clusters.filter((c) => c.labels.env === 'prod')) {
      expect(await versionOn(cluster)).toBe('1.0.0');
    }
    // The operator's view of a cluster shows what it was told to run, including rollout pins.
    const shown = (await api('GET', `/clusters/${fleet.clusters[0]!.clusterId}`)).json<{
      extensions: { name: string; version: string }[];
    }>();
    expect(shown.extensions).toEqual([expect.objectContaining({ name: EXTENSION, version: '1.0.0' })]);
    const after = await Promise.all(outside.map((c) => fleet.desired(c)));
    expect(after).toEqual(before);
  });

  it('halts in the stage whose failures exceed the budget, with the agent reason verbatim, and rolls back in one call', async () => {
    // Every main-ring cluster fails v2; the canaries pass.
    const failing = new Set(fleet.clusters.filter((c) => c.labels.ring === 'main').map((c) => c.clusterId));
    const created = await api('POST', '/rollouts', {
      extension: EXTENSION,
      version: '2.0.0',
      target: { selector: 'env=prod' },
      strategy: {
        stages: [
          { name: 'canary', selector: 'ring=canary' },
          { name: 'rest', percent: 100, maxConcurrency: 4 },
        ],
        errorBudgetPercent: 2,
      },
    });
    const rollout = created.json<RolloutView>();
    const halted = await drive(
      rollout.id,
      () =>
        fleet.converge(EXTENSION, (cluster, version) =>
          version === '2.0.0' && failing.has(cluster.clusterId)
            ? { reason: 'ImagePullBackOff', message: 'image registry.example.com/podinfo:2.0.0 not found' }
            : undefined,
        ),
      // The halt is finished once nothing unsent is left: the timer's pass may be halting while
      // this loop reads (the rollout says Halted first, then its unsent clusters are cancelled).
      (v) => v.state === 'Halted' && !v.counts.Pending && !v.counts.Scheduled,
    );
    expect(halted.stages[0]!.state).toBe('Done');
    expect(halted.stages[1]!.state).toBe('Halted');
    expect(halted.haltReason).toMatch(/error budget exceeded: \d+ of \d+ clusters failed/);
    expect(halted.waitingReason).toContain('halted');
    expect(halted.failures.length).toBeGreaterThanOrEqual(1);
    expect(halted.failures[0]).toMatchObject({
      reason: 'ImagePullBackOff',
      message: 'image registry.example.com/podinfo:2.0.0 not found',
    });
    // maxConcurrency 4: the first failures halt the stage before the other four are sent. A send
    // of the first four still in flight when the halt comes is cancelled too (a loaded machine
    // delays its delivery), so at least four are cancelled and never more than four were touched.
    expect(halted.counts.Cancelled).toBeGreaterThanOrEqual(4);
    expect(halted.counts.Failed).toBeLessThanOrEqual(4);
    expect(halted.counts.Succeeded).toBe(2);
    const touched = (halted.counts.Succeeded ?? 0) + (halted.counts.Failed ?? 0);
    expect(touched).toBeLessThan(10);

    const metrics = await tp.client.send({ path: '/api/metrics' });
    expect(metrics.text).toMatch(/arcbridge_rollout_halts_total\{[^}]*reason="errorBudget"[^}]*\} 1/);

    const rolledBack = await api('POST', `/rollouts/${rollout.id}/rollback`);
    expect(rolledBack.status).toBe(200);
    const after = rolledBack.json<RolloutView>();
    expect(after.state).toBe('RolledBack');
    // The failures survive the rollback verbatim, and each cluster says what rollback did.
    expect(after.failures).toHaveLength(halted.failures.length);
    for (const failure of after.failures) {
      expect(failure).toMatchObject({
        state: 'Failed',
        phase: 'Failed',
        reason: 'ImagePullBackOff',
        message: 'image registry.example.com/podinfo:2.0.0 not found',
        currentState: 'RolledBack',
      });
    }
    // Every touched cluster back on 1.0.0 (the halt had cancelled the rest: nothing to undo there).
    const touchedAtHalt = ['Applied', 'Succeeded', 'Failed', 'TimedOut'].reduce(
      (total, state) => total + (halted.counts[state] ?? 0),
      0,
    );
    expect(after.rollback).toHaveLength(touchedAtHalt);
    for (const entry of after.rollback)
      expect(entry).toMatchObject({ outcome: 'restored', version: '1.0.0' });
    for (const cluster of fleet.clusters.filter((c) => c.labels.env === 'prod')) {
      expect(await versionOn(cluster)).toBe('1.0.0');
    }
    for (const cluster of fleet.clusters.filter((c) => c.labels.env === 'dev')) {
      expect(await versionOn(cluster)).toBeUndefined();
    }
    // Rollback is idempotent.
    expect((await api('POST', `/rollouts/${rollout.id}/rollback`)).json<RolloutView>().state).toBe(
      'RolledBack',
    );
  });

  it('defers offline clusters without counting them as failures, catches up those that reconnect, waits for the rest, then ends CompletedWithDeferred naming them', async () => {
    const tenantFleet = new FakeFleet(tp, 'fabrikam');
    await tenantFleet.add(5, (i) => ({ region: 'westeurope', labels: { env: 'prod', n: String(i) } }));
    const [, , , returning, gone] = tenantFleet.clusters as [
      FleetCluster,
      FleetCluster,
      FleetCluster,
      FleetCluster,
      FleetCluster,
    ];
    let online = tenantFleet.clusters.slice(0, 3);
    await tenantFleet.heartbeat(online);
    const fabrikam = await tp.token('fabrikam', 'operator');
    const call = (method: string, path: string, body?: unknown) =>
      tp.client.send({ method, path: `/api/v1/tenants/fabrikam${path}`, body, token: fabrikam });
    const published = await call('PUT', `/extensions/${EXTENSION}/versions/1.0.0`, {
      kind: 'manifest',
      source: { url: 'https://charts.example.com/podinfo-1.0.0.yaml' },
    });
    expect(published.status).toBe(201);
    const rollout = (
      await call('POST', '/rollouts', {
        extension: EXTENSION,
        version: '1.0.0',
        namespace: 'apps',
        strategy: {
          stages: [
            { name: 'first', selector: 'n in (0,3,4)', afterStageWaitSeconds: 2 },
            { name: 'second', percent: 100 },
          ],
          errorBudgetPercent: 0,
          deferredTimeoutSeconds: 4,
        },
      })
    ).json<RolloutView>();

    const step = async () => {
      await tenantFleet.heartbeat(online);
      await tenantFleet.converge(EXTENSION, () => undefined, online);
      await tp.plane.runtime.rolloutReconciler.reconcile('fabrikam', rollout.id);
      return (await call('GET', `/rollouts/${rollout.id}`)).json<RolloutView>();
    };
    const until = async (done: (view: RolloutView) => boolean) => {
      const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
      for (;;) {
        const view = await step();
        if (done(view)) return view;
        if (Date.now() > deadline)
          throw new Error(`stuck: ${JSON.stringify(view.counts)} ${view.waitingReason}`);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    };

    const afterFirst = await until(
      (view) =>
        view.stages[0]!.state === 'Waiting' &&
        view.stages[0]!.counts.Deferred === 2 &&
        view.stages[0]!.counts.Succeeded === 1,
    );
    expect(afterFirst.state).toBe('Running');
    expect(afterFirst.counts.Failed).toBe(0);
    expect(afterFirst.stages[0]!.state).toBe('Waiting');
    expect(afterFirst.waitingReason).toContain("waiting after stage 'first'");

    // One deferred cluster comes back while the rollout runs: it is caught up.
    online = [...online, returning];
    // Every stage done, one cluster still offline: not Completed, but visibly waiting for it.
    const waiting = await until((view) => view.state !== 'Running');
    expect(waiting.state).toBe('WaitingForDeferred');
    expect(waiting.deferred).toEqual([gone.clusterId]);
    expect(waiting.stages.map((stage) => stage.state)).toEqual(['Done', 'Done']);
    expect(Date.parse(waiting.deferredUntil!)).toBeGreaterThan(Date.now());
    expect(waiting.waitingReason).toContain('1 offline cluster(s)');
    // The metrics and the event stream say the same state.
    const metrics = (await tp.client.send({ path: '/api/metrics' })).text;
    expect(metrics).toMatch(
      new RegExp(
        `arcbridge_rollout_progress\\{[^}]*rolloutId="${rollout.id}"[^}]*state="WaitingForDeferred"`,
      ),
    );
    const events = sse(`/api/v1/tenants/fabrikam/rollouts/${rollout.id}/events`, fabrikam);
    const done = await until((view) => view.state !== 'WaitingForDeferred');
    expect(done.state).toBe('CompletedWithDeferred');
    expect(done.deferredUntil).toBe(waiting.deferredUntil);
    const frames = (await events).split('\n\n').filter(Boolean);
    const states = frames
      .filter((frame) => frame.startsWith('event: progress'))
      .map((frame) => (JSON.parse(frame.split('data: ')[1]!) as RolloutView).state);
    expect(states[0]).toBe('WaitingForDeferred');
    expect(states.at(-1)).toBe('CompletedWithDeferred');
    expect(frames.at(-1)).toBe('event: end\ndata: {"state":"CompletedWithDeferred"}');
    // The wait after the first stage held: nothing of the second stage was applied before it ended.
    const waitUntil = Date.parse(afterFirst.stages[0]!.completedAt!) + 2000;
    const secondStage = (await appliedTimes(rollout.id, 'fabrikam')).filter((r) => r.stage === 1);
    expect(secondStage.length).toBe(2);
    for (const record of secondStage) expect(record.appliedAt).toBeGreaterThanOrEqual(waitUntil);
    expect(done.counts).toMatchObject({ Succeeded: 4, Deferred: 1, Failed: 0 });
    expect(done.deferred).toEqual([gone.clusterId]);
    expect(await versionOnOther(tenantFleet, returning)).toBe('1.0.0');
    expect(await versionOnOther(tenantFleet, gone)).toBeUndefined();
  });

  /** The whole body of a server-sent event stream, once the server ends it. */
  function sse(path: string, bearer: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const req = request(
        new URL(path, tp.plane.url),
        { headers: { authorization: `Bearer ${bearer}` }, ca: tp.caPem },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  async function versionOnOther(f: FakeFleet, cluster: FleetCluster) {
    return (await f.desired(cluster)).extensions.find((e) => e.name === EXTENSION)?.version;
  }
});
