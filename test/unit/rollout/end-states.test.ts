/**
 * Rollouts that never lie, on each store adapter: deferred clusters keep a rollout waiting (and
 * are caught up after its last stage) until deferredTimeoutSeconds, failures and rollback outcomes
 * survive a rollback, every rollout change is a compare-and-swap (a late pass cannot overwrite a
 * rollback), and a fan-out message of an older generation changes nothing.
 */
import type { RolloutView } from '../../../contract/rollouts';
import type { RolloutClusterDocument, RolloutDocument } from '../../../functions/rollout/model';
import { rolloutStoreOf } from '../../../functions/rollout/compose-rollouts';
import { loadConfig } from '../../../functions/platform/config';
import { IllegalTransitionError } from '../../../functions/rollout/transitions';
import { CountingStore } from '../../support/counting-store';
import { GatedStore } from '../../support/gated-store';
import { ManualClock } from '../../support/manual-clock';
import { RolloutEngine } from '../../support/rollout-engine';
import { IN_PROCESS_STORES, suiteStore } from '../../support/store-harnesses';

/** The default the engine runs with (ARCBRIDGE_ROLLOUT_DEFERRED_RECHECK_SECONDS). */
const RECHECK_SECONDS = loadConfig({}).rollout.deferredRecheckSeconds;

describe.each(IN_PROCESS_STORES)('rollout end states and transitions: %s', (_name, harness) => {
  const store = suiteStore(harness);
  let tenantCounter = 0;
  /** An engine in a fresh tenant; with `counted`, its reads go through that store. */
  const setup = (counted?: CountingStore) => {
    // A day apart: the pacing buckets in the shared store hold the previous test's times.
    const clock = new ManualClock(
      new Date(Date.parse('2026-04-01T00:00:00Z') + ++tenantCounter * 86_400_000),
    );
    return counted
      ? new RolloutEngine(counted, `ends-${tenantCounter}`, clock, store())
      : new RolloutEngine(store(), `ends-${tenantCounter}`, clock);
  };
  const view = (t: RolloutEngine, id: string) => t.services.rollouts.get(t.tenantId, id);

  /** Delivers, reports Installed for everything applied, reconciles, until nothing moves. */
  async function settle(t: RolloutEngine, id: string) {
    for (let i = 0; i < 6; i++) {
      await t.deliver();
      const applied = (await t.inState(id, 'Applied')).map((r) => r.clusterId);
      await t.report(applied, 'Installed');
      await t.reconcile(id);
    }
    return view(t, id);
  }

  it('waits for an offline cluster after the last stage, catches it up when it returns, then completes', async () => {
    const t = setup();
    const [c0, c1] = await t.addClusters(2);
    t.offline.add(c1!);
    const created = await t.start({ stages: [{ name: 'all', percent: 100 }], deferredTimeoutSeconds: 3600 });
    const waiting = await settle(t, created.id);
    expect(waiting.state).toBe('WaitingForDeferred');
    expect(waiting.deferred).toEqual([c1]);
    expect(waiting.counts).toMatchObject({ Succeeded: 1, Deferred: 1 });
    const left = Date.parse(waiting.deferredUntil!) - t.clock.now().getTime();
    expect(left).toBeGreaterThan(3500_000);
    expect(left).toBeLessThanOrEqual(3600_000);
    expect(waiting.waitingReason).toContain('1 offline cluster(s)');
    expect((await t.pins()).get(c0!)).toBe(created.id);
    expect((await t.pins()).has(c1!)).toBe(false);

    t.clock.advance(600);
    t.offline.delete(c1!);
    const done = await settle(t, created.id);
    expect(done.state).toBe('Completed');
    expect(done.counts).toMatchObject({ Succeeded: 2, Deferred: 0 });
    expect((await t.pins()).get(c1!)).toBe(created.id);
  });

  it('while waiting with nothing back, a pass reads the deferred records only, not every record', async () => {
    const counted = new CountingStore(store());
    const t = setup(counted);
    const ids = await t.addClusters(6);
    t.offline.add(ids[5]!);
    const created = await t.start();
    expect((await settle(t, created.id)).state).toBe('WaitingForDeferred');
    t.clock.advance(60);
    counted.resetCounts();
    const lookups = t.connectivityLookups;
    await t.reconcile(created.id);
    expect(counted.readsOf('rolloutClusters').documents).toBe(1);
    expect(t.connectivityLookups).toBe(lookups + 1);
    // Back online: a pass within RECHECK_SECONDS of the last lookup does not look again
    // (heartbeats are that far apart) ...
    t.offline.delete(ids[5]!);
    t.clock.advance(RECHECK_SECONDS - 5);
    await t.reconcile(created.id);
    expect(t.connectivityLookups).toBe(lookups + 1);
    expect((await view(t, created.id)).state).toBe('WaitingForDeferred');
    // ... the first one after it catches the cluster up (and counts everything again).
    t.clock.advance(5);
    expect((await settle(t, created.id)).state).toBe('Completed');
    expect(t.connectivityLookups).toBe(lookups + 2);
  });

  it('a pass counts the records and reads only those in flight and the next to send, not every record', async () => {
    const counted = new CountingStore(store());
    const t = setup(counted);
    await t.addClusters(40);
    const created = await t.start({ stages: [{ name: 'all', percent: 100, maxConcurrency: 2 }] });
    for (let i = 0; i < 6; i++) {
      await t.deliver();
      await t.report(
        (await t.inState(created.id, 'Applied')).map((r) => r.clusterId),
        'Installed',
      );
      await t.reconcile(created.id);
    }
    await t.deliver();
    counted.resetCounts();
    await t.reconcile(created.id);
    // Two in flight (Applied), none to schedule (maxConcurrency): a count and those two, twice at
    // most (the pass counts again after it changed something), never the 12 judged or 26 waiting.
    expect(counted.countQueriesOf('rolloutClusters')).toBeGreaterThanOrEqual(1);
    expect(counted.readsOf('rolloutClusters').documents).toBeLessThanOrEqual(4);
    const view = await t.services.rollouts.get(t.tenantId, created.id);
    expect(view.counts).toMatchObject({ Succeeded: 12, Applied: 2, Pending: 26 });
    expect((await t.services.rollouts.progress(t.tenantId, created.id)).counts).toEqual(view.counts);
    // The next verdicts free the two slots: the pass reads the two Pending records it sends (four
    // times each: listed to send, read by its two etag-guarded writes, listed as Scheduled).
    await t.report(
      (await t.inState(created.id, 'Applied')).map((r) => r.clusterId),
      'Installed',
    );
    counted.resetCounts();
    await t.reconcile(created.id);
    expect((await t.inState(created.id, 'Scheduled')).length).toBe(2);
    expect(counted.readsOf('rolloutClusters').documents).toBeLessThanOrEqual(8);
  });

  it('ends CompletedWithDeferred naming the clusters still offline at deferredTimeoutSeconds', async () => {
    const t = setup();
    const [, c1] = await t.addClusters(2);
    t.offline.add(c1!);
    const created = await t.start({ stages: [{ name: 'all', percent: 100 }], deferredTimeoutSeconds: 60 });
    expect((await settle(t, created.id)).state).toBe('WaitingForDeferred');
    t.clock.advance(61);
    await t.reconcile(created.id);
    const ended = await view(t, created.id);
    expect(ended.state).toBe('CompletedWithDeferred');
    expect(ended.deferred).toEqual([c1]);
    // Final for the engine: the cluster coming back later is not touched by an ended rollout.
    t.offline.delete(c1!);
    await settle(t, created.id);
    expect((await view(t, created.id)).state).toBe('CompletedWithDeferred');
    expect((await t.pins()).has(c1!)).toBe(false);
  });

  it('keeps each failure verbatim through halt and rollback, and says what rollback did per cluster', async () => {
    const t = setup();
    const ids = await t.addClusters(4);
    const created = await t.start({
      stages: [{ name: 'all', percent: 100 }],
      errorBudgetPercent: 30,
      autoRollback: true,
    });
    await t.deliver();
    await t.report([ids[0]!, ids[1]!], 'Installed');
    await t.report([ids[2]!, ids[3]!], 'Failed', {
      reason: 'ImagePullBackOff',
      message: 'Back-off pulling image "registry.example.com/logging:2.0.0"',
    });
    await t.reconcile(created.id);
    const after = await view(t, created.id);
    expect(after.state).toBe('RolledBack');
    expect(after.haltReason).toMatch(/error budget exceeded: 2 of 4/);
    expect(after.counts.RolledBack).toBe(4);
    const failures = [...after.failures].sort((a, b) => a.clusterId.localeCompare(b.clusterId));
    expect(failures).toEqual(
      [ids[2], ids[3]].map((clusterId) => ({
        clusterId,
        // By name as well: the failures list is read by people.
        clusterName: expect.any(String),
        state: 'Failed',
        phase: 'Failed',
        reason: 'ImagePullBackOff',
        message: 'Back-off pulling image "registry.example.com/logging:2.0.0"',
        at: expect.any(String),
        currentState: 'RolledBack',
      })),
    );
    // No pin before this rollout: rollback removed each, on every touched cluster.
    expect(after.rollback.map((r) => [r.clusterId, r.outcome]).sort()).toEqual(
      ids.map((id) => [id, 'removed']).sort(),
    );
    expect((await t.pins()).size).toBe(0);
  });

  it('reports restored with the version and keptNewer where a later rollout pinned the cluster', async () => {
    const t = setup();
    const [c0, c1] = await t.addClusters(2);
    const first = await t.start({ stages: [{ name: 'all', percent: 100 }] }, { version: '1.0.0' });
    await settle(t, first.id);
    const second = await t.start({ stages: [{ name: 'all', percent: 100 }] }, { version: '2.0.0' });
    await settle(t, second.id);
    // A third rollout pins both clusters after the second completed; then the second rolls back.
    const third = await t.start({ stages: [{ name: 'c1', selector: 'x!=y' }] }, { version: '3.0.0' });
    expect(third.state).toBe('Running');
    await settle(t, third.id);
    const rolled = await t.services.rollouts.rollback(t.tenantId, second.id);
    const outcome = new Map(rolled.rollback.map((r) => [r.clusterId, r]));
    expect(outcome.get(c0!)).toMatchObject({ outcome: 'keptNewer', version: null });
    expect(outcome.get(c1!)).toMatchObject({ outcome: 'keptNewer', version: null });
    expect((await t.pins()).get(c0!)).toBe(third.id);

    // The third replaced the second's pins, but the second is rolled back: the first's come back.
    const back = await t.services.rollouts.rollback(t.tenantId, third.id);
    expect(back.rollback.map((r) => [r.outcome, r.version])).toEqual([
      ['restored', '1.0.0'],
      ['restored', '1.0.0'],
    ]);
    expect(new Set((await t.pins()).values())).toEqual(new Set([first.id]));
  });

  it('finishes a halt whose instance died half-way: the next pass cancels the unsent, counts and lets go', async () => {
    const t = setup();
    await t.addClusters(6);
    const created = await t.start({ stages: [{ name: 'all', percent: 100, maxConcurrency: 2 }] });
    expect(await t.deliver()).toBe(2);
    const sent = (await t.inState(created.id, 'Applied')).map((record) => record.clusterId);
    await t.report(sent, 'Failed');
    // The halting instance dies at its first cancellation of an unsent record.
    const gated = new GatedStore(store());
    const dying = t.instance(gated);
    const gate = gated.hold<RolloutClusterDocument>('rolloutClusters', (doc) => doc.state === 'Cancelled');
    const pass = dying.rolloutReconciler.reconcile(t.tenantId, created.id);
    await gate.reached;
    gate.fail(new Error('instance died'));
    await expect(pass).rejects.toThrow('instance died');
    expect((await view(t, created.id)).state).toBe('Halted');
    expect((await t.inState(created.id, 'Pending')).length).toBeGreaterThan(0);
    const listed = () => rolloutStoreOf(store()).active();
    expect(await listed()).toContainEqual({ tenantId: t.tenantId, rolloutId: created.id });

    await t.reconcile(created.id);
    const after = await view(t, created.id);
    expect(after.state).toBe('Halted');
    expect(after.counts).toMatchObject({ Failed: 2, Cancelled: 4, Pending: 0, Scheduled: 0 });
    for (const record of await t.inState(created.id, 'Cancelled')) expect(record.reason).toBe('Halted');
    // The list's counts (the summary) say the same, and the timer no longer visits the rollout.
    expect((await t.services.rollouts.progress(t.tenantId, created.id)).counts).toEqual(after.counts);
    expect(await listed()).not.toContainEqual(expect.objectContaining({ rolloutId: created.id }));
    // Nothing unsent was ever pinned.
    expect([...(await t.pins()).keys()].sort()).toEqual([...sent].sort());
  });

  it('never lets a pass that read the rollout before a rollback overwrite it as Completed', async () => {
    const t = setup();
    const ids = await t.addClusters(2);
    const created = await t.start();
    await t.deliver();
    await t.report(ids, 'Installed');
    // Another instance's pass is held at its write of the Completed state.
    const gated = new GatedStore(store());
    const late = t.instance(gated);
    const gate = gated.hold<RolloutDocument>('rollouts', (doc) => doc.state === 'Completed');
    const pass = late.rolloutReconciler.reconcile(t.tenantId, created.id);
    await gate.reached;
    await t.services.rollouts.rollback(t.tenantId, created.id);
    gate.release();
    await pass;
    const after = await view(t, created.id);
    expect(after.state).toBe('RolledBack');
    expect((await t.pins()).size).toBe(0);
  });

  it('drops a fan-out message of an older generation; the current one applies once', async () => {
    const t = setup();
    const [c0] = await t.addClusters(1);
    const created = await t.start();
    // The message sent in this generation is in flight when the rollout pauses and resumes.
    t.clock.advance(1);
    const [old] = t.bus.takeDue(1) as { generation: number }[];
    await t.services.rollouts.pause(t.tenantId, created.id);
    await t.services.rollouts.resume(t.tenantId, created.id);
    expect(await t.services.fanout.handle(old)).toBe('stale');
    expect((await t.pins()).has(c0!)).toBe(false);
    expect(await t.deliver()).toBe(1);
    expect((await t.pins()).get(c0!)).toBe(created.id);
    // The old one again (a late redelivery): nothing changes.
    expect(await t.services.fanout.handle(old)).toBe('duplicate');
    expect((await t.inState(created.id, 'Applied')).length).toBe(1);
  });

  it('does not let a handler that checked its message before a pause and resume claim the new send', async () => {
    const t = setup();
    const [c0] = await t.addClusters(1);
    const created = await t.start();
    t.clock.advance(1);
    const [old] = t.bus.takeDue(1);
    // Another instance handles the old message; its claim is held until the rollout has been
    // paused and resumed (the record scheduled again, in a new generation).
    const gated = new GatedStore(store());
    const late = t.instance(gated);
    const gate = gated.hold<RolloutClusterDocument>('rolloutClusters', (doc) => doc.state === 'Applied');
    const handling = late.fanout.handle(old);
    await gate.reached;
    await t.services.rollouts.pause(t.tenantId, created.id);
    await t.services.rollouts.resume(t.tenantId, created.id);
    gate.release();
    expect(await handling).toBe('duplicate');
    expect((await t.pins()).has(c0!)).toBe(false);
    // The new send applies it.
    expect(await t.deliver()).toBe(1);
    expect((await t.pins()).get(c0!)).toBe(created.id);
  });

  it('refuses a transition the table does not list', async () => {
    const t = setup();
    await t.addClusters(1);
    const created: RolloutView = await t.start();
    await expect(
      t.rolloutStore.moveRollout(t.tenantId, created.id, {
        from: ['Completed'],
        to: 'Running',
      }),
    ).rejects.toThrow(IllegalTransitionError);
  });
});
