/**
 * The rollout list shows counts from each rollout's summary and reads no per-cluster record; the
 * summary is what the records say after sends, verdicts, pause, resume, rollback and halts. Runs
 * the rollout engine as the host wires it (composeRollouts) on every store adapter, behind a
 * counting wrapper, with a manual clock and a bus that delivers scheduled messages when told.
 */
import type { RolloutListItem } from '../../../contract/rollouts';
import type { RolloutDocument } from '../../../functions/rollout/model';
import { RolloutStore } from '../../../functions/rollout/rollout-store';
import { summarize } from '../../../functions/rollout/rollout-summary';
import { emptyCounts } from '../../../functions/rollout/rollout-tally';
import { CountingStore } from '../../support/counting-store';
import { ManualClock } from '../../support/manual-clock';
import { ONE_STAGE as ALL, RolloutEngine } from '../../support/rollout-engine';
import { IN_PROCESS_STORES, suiteStore } from '../../support/store-harnesses';

describe.each(IN_PROCESS_STORES)('rollout summaries and the list: %s', (adapter, makeHarness) => {
  const opened = suiteStore(makeHarness);
  let tenantCount = 0;

  /** One tenant per test: the store is shared by the suite. */
  function setup() {
    const tenantId = `t-${adapter.split(' ')[0]}-${++tenantCount}`;
    // A day apart per test: the global pacing bucket and admission log are shared across tenants.
    const clock = new ManualClock(new Date(Date.parse('2026-03-01T00:00:00Z') + tenantCount * 86_400_000));
    const inner = opened();
    const store = new CountingStore(inner);
    const engine = new RolloutEngine(store, tenantId, clock, inner);
    const { services } = engine;

    /** Per-stage counts straight from the records (the truth the summary must match). */
    const countedFromRecords = async (rolloutId: string, stages: number) => {
      const counts = Array.from({ length: stages }, () => emptyCounts());
      for (const record of await engine.allRecords(rolloutId)) counts[record.stage]![record.state]++;
      return counts;
    };

    /** Every page of the list, asserting that it read no per-cluster record. */
    const list = async (tenant = tenantId) => {
      store.resetCounts();
      const items: RolloutListItem[] = [];
      const pages: number[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await services.rollouts.list(tenant, continuationToken);
        items.push(...page.items);
        pages.push(page.items.length);
        continuationToken = page.continuationToken;
      } while (continuationToken);
      expect(store.readsOf('rolloutClusters')).toEqual({ calls: 0, documents: 0 });
      return { items, pages };
    };

    const listed = async (rolloutId: string) => {
      const item = (await list()).items.find((candidate) => candidate.id === rolloutId);
      expect(item).toBeDefined();
      return item!;
    };

    /** The list item agrees with the records (stages and totals) and was counted at `asOf`. */
    const expectListMatchesRecords = async (rolloutId: string, asOf = clock.now()) => {
      const item = await listed(rolloutId);
      const truth = await countedFromRecords(rolloutId, item.stages.length);
      expect(item.stages.map((stage) => stage.counts)).toEqual(truth);
      expect(item.stages.map((stage) => stage.total)).toEqual(truth.map((c) => sumOf(c)));
      expect(item.total).toBe(truth.reduce((total, c) => total + sumOf(c), 0));
      expect(item.countsAsOf).toBe(asOf.toISOString());
      return item;
    };

    return {
      tenantId,
      clock,
      store,
      services,
      addClusters: (count: number) => engine.addClusters(count),
      start: (...args: Parameters<RolloutEngine['start']>) => engine.start(...args),
      deliver: (limit?: number) => engine.deliver(limit),
      inState: (...args: Parameters<RolloutEngine['inState']>) => engine.inState(...args),
      report: (...args: Parameters<RolloutEngine['report']>) => engine.report(...args),
      allRecords: (rolloutId: string) => engine.allRecords(rolloutId),
      list,
      listed,
      expectListMatchesRecords,
      reconcile: (rolloutId: string) => engine.reconcile(rolloutId),
    };
  }

  const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  it('lists what get shows, counted by the reconciler, through sends, verdicts and stage moves', async () => {
    const t = setup();
    await t.addClusters(10);
    const created = await t.start({
      stages: [
        { name: 'canary', percent: 20 },
        { name: 'rest', percent: 100, maxConcurrency: 4 },
      ],
      errorBudgetPercent: 100,
    });
    const createdAt = t.clock.now();
    let item = await t.expectListMatchesRecords(created.id, createdAt);
    expect(item.stages.map((stage) => [stage.counts.Scheduled, stage.counts.Pending])).toEqual([
      [2, 0],
      [0, 8],
    ]);

    // Messages land: the records say Applied, the list still shows the last count, and says when it was.
    expect(await t.deliver()).toBe(2);
    expect(await t.inState(created.id, 'Applied')).toHaveLength(2);
    item = await t.listed(created.id);
    expect(item.counts.Scheduled).toBe(2);
    expect(item.counts.Applied).toBe(0);
    expect(item.countsAsOf).toBe(createdAt.toISOString());
    await t.reconcile(created.id);
    item = await t.expectListMatchesRecords(created.id);
    expect(item.counts.Applied).toBe(2);
    expect(item.waitingReason).toBe("waiting for 2 cluster(s) in stage 'canary' to report health");

    // Verdicts finish the canary; the same pass moves on and schedules the next four.
    const canary = (await t.inState(created.id, 'Applied')).map((record) => record.clusterId);
    await t.report([canary[0]!], 'Installed');
    await t.report([canary[1]!], 'Failed');
    await t.reconcile(created.id);
    item = await t.expectListMatchesRecords(created.id);
    expect(item.currentStage).toBe(1);
    expect(item.stages.map((stage) => stage.state)).toEqual(['Done', 'Running']);
    expect(item.stages[1]!.counts.Scheduled).toBe(4);

    // Counted at the same moment, the list item is the single read minus its lists.
    const { failures, deferred, rollback, healthChecks, ...exact } = await t.services.rollouts.get(
      t.tenantId,
      created.id,
    );
    expect(rollback).toEqual([]);
    expect(healthChecks).toEqual([]);
    expect(failures).toHaveLength(1);
    expect(deferred).toEqual([]);
    const { countsAsOf: _asOf, ...fromSummary } = await t.listed(created.id);
    expect(fromSummary).toEqual(exact);

    // Through to the end: the pass that completes the rollout counts it, and later passes leave it.
    let completedAt = t.clock.now();
    for (let round = 0; round < 5 && item.state !== 'Completed'; round++) {
      await t.deliver();
      await t.report(
        (await t.inState(created.id, 'Applied')).map((record) => record.clusterId),
        'Installed',
      );
      completedAt = t.clock.now();
      await t.reconcile(created.id);
      item = await t.listed(created.id);
    }
    t.clock.advance(5);
    await t.reconcile(created.id);
    item = await t.expectListMatchesRecords(created.id, completedAt);
    expect(item.state).toBe('Completed');
    expect(item.counts).toMatchObject({ Succeeded: 9, Failed: 1, Pending: 0, Scheduled: 0, Applied: 0 });
  });

  it('counts a pause at once, recounts verdicts that land while paused, and a resume', async () => {
    const t = setup();
    await t.addClusters(6);
    const created = await t.start({
      stages: [{ ...ALL, maxConcurrency: 3 }],
      errorBudgetPercent: 100,
      healthTimeoutSeconds: 60,
    });
    expect(await t.deliver(2)).toBe(2);
    await t.reconcile(created.id);

    // Pause sends the undelivered one back to Pending; the list shows that without a timer pass.
    await t.services.rollouts.pause(t.tenantId, created.id);
    let item = await t.expectListMatchesRecords(created.id);
    expect(item.state).toBe('Paused');
    expect(item.counts).toMatchObject({ Applied: 2, Scheduled: 0, Pending: 4 });
    expect(item.waitingReason).toBe('paused by an operator; resume to continue');

    // A cluster updated before the pause reports: the reconciler recounts a paused rollout while
    // it has clusters in flight.
    const applied = (await t.inState(created.id, 'Applied')).map((record) => record.clusterId);
    await t.report([applied[0]!], 'Installed');
    t.clock.advance(5);
    expect((await t.listed(created.id)).counts.Succeeded).toBe(0);
    await t.reconcile(created.id);
    item = await t.expectListMatchesRecords(created.id);
    expect(item.counts).toMatchObject({ Succeeded: 1, Applied: 1 });

    // Past the health timeout after the pause the timer stops reading the records; a GET counts.
    t.clock.advance(120);
    await t.report([applied[1]!], 'Failed');
    const beforeGet = t.clock.now();
    await t.reconcile(created.id);
    expect((await t.listed(created.id)).counts.Failed).toBe(0);
    await t.services.rollouts.get(t.tenantId, created.id);
    item = await t.expectListMatchesRecords(created.id, beforeGet);
    expect(item.counts).toMatchObject({ Succeeded: 1, Failed: 1, Applied: 0 });

    await t.services.rollouts.resume(t.tenantId, created.id);
    item = await t.expectListMatchesRecords(created.id);
    expect(item.state).toBe('Running');
    expect(item.counts).toMatchObject({ Scheduled: 3, Pending: 1 });
  });

  it('carries the counts of a rollback', async () => {
    const t = setup();
    await t.addClusters(5);
    const created = await t.start({ stages: [{ ...ALL, maxConcurrency: 3 }], errorBudgetPercent: 100 });
    await t.deliver();
    await t.report([(await t.inState(created.id, 'Applied'))[0]!.clusterId], 'Installed');
    await t.reconcile(created.id);

    await t.services.rollouts.rollback(t.tenantId, created.id);
    const item = await t.expectListMatchesRecords(created.id);
    expect(item.state).toBe('RolledBack');
    expect(item.counts).toMatchObject({ RolledBack: 3, Cancelled: 2, Applied: 0, Succeeded: 0 });
    expect(item.waitingReason).toBeNull();
  });

  it('carries the counts of a halt, and a GET brings late verdicts into the list', async () => {
    const t = setup();
    await t.addClusters(4);
    const created = await t.start({ stages: [{ ...ALL, maxConcurrency: 2 }], errorBudgetPercent: 0 });
    await t.deliver();
    const [failing, late] = (await t.inState(created.id, 'Applied')).map((record) => record.clusterId);
    await t.report([failing!], 'Failed');
    await t.reconcile(created.id);
    let item = await t.expectListMatchesRecords(created.id);
    expect(item.state).toBe('Halted');
    expect(item.counts).toMatchObject({ Failed: 1, Applied: 1, Cancelled: 2 });

    // The halted rollout is no longer reconciled: a late verdict reaches the list through a GET.
    t.clock.advance(30);
    await t.report([late!], 'Installed');
    await t.reconcile(created.id);
    expect((await t.listed(created.id)).counts.Applied).toBe(1);
    const viewed = t.clock.now();
    await t.services.rollouts.get(t.tenantId, created.id);
    item = await t.expectListMatchesRecords(created.id, viewed);
    expect(item.counts).toMatchObject({ Failed: 1, Succeeded: 1, Applied: 0, Cancelled: 2 });

    // Reading it again changes nothing: a GET writes only counts that differ.
    t.clock.advance(30);
    await t.services.rollouts.get(t.tenantId, created.id);
    expect((await t.listed(created.id)).countsAsOf).toBe(viewed.toISOString());
  });

  it('pages through more rollouts than a page holds, only the tenant its own', async () => {
    const t = setup();
    const other = setup();
    await t.addClusters(1);
    await other.addClusters(1);
    const ids = new Set<string>();
    for (let i = 0; i < 51; i++) {
      // One rollout per extension and cluster at a time: each of another extension.
      ids.add((await t.start(undefined, { extension: `logging-${i}` })).id);
      t.clock.advance(0.001);
    }
    const foreign = (await other.start()).id;

    const { items, pages } = await t.list();
    expect(pages).toEqual([50, 1]);
    expect(new Set(items.map((item) => item.id))).toEqual(ids);
    expect(items.every((item) => item.tenantId === t.tenantId && item.counts.Scheduled === 1)).toBe(true);
    expect((await other.list()).items.map((item) => item.id)).toEqual([foreign]);
  });

  it('counts a rollout stored before summaries once, then lists it without reading records', async () => {
    const t = setup();
    await t.addClusters(3);
    const created = await t.start();
    const rollouts = t.store.collection<RolloutDocument>('rollouts');
    const { summary: _summary, ...older } = (await rollouts.read(t.tenantId, created.id))!.doc;
    await rollouts.replace(older);

    t.store.resetCounts();
    const first = await t.services.rollouts.list(t.tenantId);
    // One count query, and the open (here Scheduled) records, read for what is queued.
    expect(t.store.countQueriesOf('rolloutClusters')).toBe(1);
    expect(t.store.readsOf('rolloutClusters').documents).toBe(3);
    expect(first.items[0]!.counts.Scheduled).toBe(3);
    await t.expectListMatchesRecords(created.id);
  });

  it('keeps the later of two summaries whatever order they are written in', async () => {
    const t = setup();
    await t.addClusters(2);
    const created = await t.start();
    const rollouts = new RolloutStore({
      rollouts: t.store.collection('rollouts'),
      records: t.store.collection('rolloutClusters'),
      index: t.store.collection('rollouts'),
      locks: t.store.collection('rollouts'),
      pacing: t.store.collection('pacing'),
      clusters: t.store.collection('clusters'),
      heartbeats: t.store.collection('heartbeats'),
    });
    const rollout = (await rollouts.rollout(t.tenantId, created.id))!.doc;
    const records = await t.allRecords(created.id);
    const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
    const later = summarize(
      rollout,
      records.map((record) => ({ ...record, state: 'Succeeded' as const })),
      at(2),
    );
    // A writer that read the records earlier finishes last: its counts must not win.
    await rollouts.saveSummary(t.tenantId, created.id, later);
    await rollouts.saveSummary(t.tenantId, created.id, summarize(rollout, records, at(1)));
    const item = await t.listed(created.id);
    expect(item.countsAsOf).toBe(later.asOf);
    expect(item.counts.Succeeded).toBe(2);
  });
});
