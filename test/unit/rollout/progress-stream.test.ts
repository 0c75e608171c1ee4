/**
 * The rollout event stream on the real service and SQLite store, behind a counting wrapper: each
 * poll reads the rollout document only, a change of state is sent at the next poll, the records
 * are counted on the first poll, every exactEveryMs and once at the end (so the last event is
 * exact), and the SSE contract (progress, keep-alive comments, end) holds.
 */
import { rolloutSettled } from '../../../contract/rollouts';
import type { RolloutView } from '../../../contract/rollouts';
import { silentLogger } from '../../../functions/platform/logger';
import { progressStream } from '../../../functions/rollout/progress-stream';
import type { ProgressSource } from '../../../functions/rollout/progress-stream';
import { emptyCounts } from '../../../functions/rollout/rollout-tally';
import { CountingStore } from '../../support/counting-store';
import { ManualClock } from '../../support/manual-clock';
import { RolloutEngine } from '../../support/rollout-engine';
import { sqliteHarness, suiteStore } from '../../support/store-harnesses';

const CLUSTERS = 40;

interface Frame {
  event: string | undefined;
  data: string | undefined;
  comment: boolean;
}

const viewOf = (frame: Frame) => JSON.parse(frame.data!) as RolloutView;

/** Reads the stream into frames as they come; `until` waits for one that matches. */
function collect(stream: ReadableStream<Uint8Array>) {
  const frames: Frame[] = [];
  let waiters: (() => void)[] = [];
  let ended = false;
  void (async () => {
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          text
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        frames.push({ event: field('event'), data: field('data'), comment: text.startsWith(':') });
      }
      for (const wake of waiters) wake();
    }
    ended = true;
    for (const wake of waiters) wake();
  })();
  const until = async (match: (frame: Frame) => boolean, from = 0): Promise<number> => {
    for (;;) {
      const index = frames.findIndex((frame, i) => i >= from && match(frame));
      if (index >= 0) return index;
      if (ended) throw new Error(`stream ended without the frame: ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
      waiters = [];
    }
  };
  return { frames, until, ended: () => ended };
}

describe('rollout event stream: what each poll reads', () => {
  const opened = suiteStore(sqliteHarness);

  /** An engine whose reads are counted (the test's own reads are not), a day apart per tenant. */
  function setup(tenant: string, day: number) {
    const inner = opened();
    const counted = new CountingStore(inner);
    const clock = new ManualClock(new Date(Date.parse('2026-05-01T00:00:00Z') + day * 86_400_000));
    return { inner, counted, clock, engine: new RolloutEngine(counted, tenant, clock, inner) };
  }

  it('polls the rollout document, counts records at most every 30 s and once at the end', async () => {
    const tenant = 'contoso';
    const { inner, counted, clock, engine } = setup(tenant, 0);
    // Operator actions go through another instance, on the store itself: not counted.
    const operator = engine.instance(inner);
    await engine.addClusters(CLUSTERS);
    const created = await engine.start();

    let polls = 0;
    let pollWaiter: (() => void) | undefined;
    const source: ProgressSource = {
      fromSummary: () => engine.services.rollouts.progress(tenant, created.id),
      exact: () => engine.services.rollouts.get(tenant, created.id),
    };
    const counting: ProgressSource = {
      fromSummary: async () => {
        const view = await source.fromSummary();
        polls++;
        pollWaiter?.();
        return view;
      },
      exact: async () => {
        const view = await source.exact();
        polls++;
        pollWaiter?.();
        return view;
      },
    };
    /** Waits until `n` more polls have finished (each one whole: read, then sent). */
    const polled = async (n: number) => {
      const target = polls + n + 1;
      while (polls < target) await new Promise<void>((resolve) => (pollWaiter = resolve));
    };
    // An exact count is one count query over the records (the documents read are the open ones).
    const counts = () => counted.countQueriesOf('rolloutClusters');
    const records = () => counted.readsOf('rolloutClusters').documents;
    const rolloutReads = () => counted.readsOf('rollouts').calls;

    counted.resetCounts();
    const stream = collect(
      progressStream(counting, silentLogger, {
        pollMs: 2,
        exactEveryMs: 30_000,
        keepAliveMs: 15_000,
        now: () => clock.now().getTime(),
      }),
    );
    const first = await stream.until((frame) => frame.event === 'progress');
    const initial = viewOf(stream.frames[first]!);
    expect(initial.counts.Scheduled).toBe(CLUSTERS);
    // The first poll counts the records (and reads the Scheduled ones, which it lists as queued).
    expect(counts()).toBe(1);
    expect(records()).toBe(CLUSTERS);

    // Nothing changes: polls read one rollout document each, no record, and send nothing.
    await polled(0);
    const before = { reads: rolloutReads(), polls };
    await polled(20);
    expect(records()).toBe(CLUSTERS);
    expect(rolloutReads() - before.reads).toBe(polls - before.polls);
    expect(stream.frames).toHaveLength(1);

    // Quiet for 15 s: a keep-alive comment, still no record read.
    clock.advance(16);
    await stream.until((frame) => frame.comment);
    expect(records()).toBe(CLUSTERS);

    // Paused on another instance: the next poll sends it, from the rollout document alone.
    const pausedAt = stream.frames.length;
    await operator.rollouts.pause(tenant, created.id);
    const view = (index: number) => viewOf(stream.frames[index]!);
    const paused = await stream.until((frame) => frame.event === 'progress', pausedAt);
    expect(view(paused).state).toBe('Paused');
    // Its counts are the summary's: pause stores them as it returns (an event may come between).
    const recounted = await stream.until(
      (frame) => frame.event === 'progress' && viewOf(frame).counts.Pending === CLUSTERS,
      pausedAt,
    );
    expect(view(recounted)).toMatchObject({
      state: 'Paused',
      counts: { ...emptyCounts(), Pending: CLUSTERS },
    });
    expect(records()).toBe(CLUSTERS);

    // 30 s after the first count, the next poll counts again; only then.
    clock.advance(14);
    await polled(3);
    expect(counts()).toBe(2);
    await polled(3);
    expect(counts()).toBe(2);

    // Rolled back: the poll that sees it counts once more, so the last progress event is exact.
    await operator.rollouts.rollback(tenant, created.id);
    const end = await stream.until((frame) => frame.event === 'end');
    expect(JSON.parse(stream.frames[end]!.data!)).toEqual({ state: 'RolledBack' });
    const last = viewOf(stream.frames[end - 1]!);
    expect(stream.frames[end - 1]!.event).toBe('progress');
    expect(last.state).toBe('RolledBack');
    expect(last.counts).toEqual({ ...emptyCounts(), Cancelled: CLUSTERS });
    expect(counts()).toBe(3);
    // Paused (Pending) records were counted, never read; the last count reads the rollback
    // outcomes it lists (here one per cluster).
    expect(records()).toBe(2 * CLUSTERS);
    await stream.until(() => false).catch(() => undefined);
    expect(stream.ended()).toBe(true);
  });

  it('sends the failed clusters of the last exact count with the summary counts between counts', async () => {
    const tenant = 'fabrikam';
    const { counted, clock, engine } = setup(tenant, 1);
    await engine.addClusters(4);
    const created = await engine.start({ stages: [{ name: 'all', percent: 100 }], errorBudgetPercent: 100 });
    await engine.deliver();
    const [failing, ...others] = (await engine.inState(created.id, 'Applied')).map(
      (record) => record.clusterId,
    );
    await engine.report([failing!], 'Failed');
    await engine.reconcile(created.id);

    const stream = collect(
      progressStream(
        {
          fromSummary: () => engine.services.rollouts.progress(tenant, created.id),
          exact: () => engine.services.rollouts.get(tenant, created.id),
        },
        silentLogger,
        { pollMs: 2, now: () => clock.now().getTime() },
      ),
    );
    const first = await stream.until((frame) => frame.event === 'progress');
    const failures = [
      {
        clusterId: failing,
        clusterName: 'edge-0',
        state: 'Failed',
        phase: 'Failed',
        reason: 'ImagePullBackOff',
        message: null,
        at: expect.any(String),
        currentState: 'Failed',
      },
    ];
    expect(viewOf(stream.frames[first]!).failures).toEqual(failures);

    // Two verdicts and a reconcile pass: the next event has the new summary's counts and the
    // failures of the first count, without reading a record.
    counted.resetCounts();
    await engine.report(others.slice(0, 2), 'Installed');
    clock.advance(5);
    await engine.reconcile(created.id);
    const readByPass = counted.readsOf('rolloutClusters').documents;
    // (An event may come first with the old counts and a new ETA: time moved.)
    const next = await stream.until(
      (frame) => frame.event === 'progress' && viewOf(frame).counts.Succeeded === 2,
      first + 1,
    );
    const view = viewOf(stream.frames[next]!);
    expect(view.counts).toMatchObject({ Failed: 1, Succeeded: 2, Applied: 1 });
    expect(view.failures).toEqual(failures);
    expect(counted.readsOf('rolloutClusters').documents).toBe(readByPass);

    await engine.services.rollouts.rollback(tenant, created.id);
    await stream.until((frame) => frame.event === 'end');
  });
});

/** A stage-less rollout view in the given state; what a test sets goes over these fields. */
const rolloutView = (state: RolloutView['state'], fields: Partial<RolloutView> = {}): RolloutView => ({
  id: 'r-1',
  tenantId: 'contoso',
  extension: 'ingress',
  version: '1.1.0',
  state,
  waitingReason: null,
  haltReason: null,
  autoRollback: false,
  deferredUntil: null,
  currentStage: 0,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  total: 2,
  counts: emptyCounts(),
  stages: [],
  failures: [],
  rollback: [],
  deferred: [],
  healthChecks: [],
  ...fields,
});

describe('rollout event stream: counts never go back', () => {
  it('keeps the exact count while the summary was counted before it, and takes the next pass', async () => {
    const view = (state: RolloutView['state'], succeeded: number) =>
      rolloutView(state, {
        total: 7,
        counts: { ...emptyCounts(), Succeeded: succeeded, Applied: 7 - succeeded },
      });
    let summaries = 0;
    const source: ProgressSource = {
      // Counted at 00:00:05 (the stream's clock): one cluster has the version.
      exact: async () => (summaries < 8 ? view('Running', 1) : view('Completed', 7)),
      fromSummary: async () => {
        summaries++;
        // The last pass counted at 00:00:00, before the exact read: none then.
        if (summaries < 5) return { ...view('Running', 0), countsAsOf: '2026-05-01T00:00:00.000Z' };
        if (summaries < 8) return { ...view('Running', 2), countsAsOf: '2026-05-01T00:00:10.000Z' };
        return { ...view('Completed', 7), countsAsOf: '2026-05-01T00:00:10.000Z' };
      },
    };
    const stream = collect(
      progressStream(source, silentLogger, {
        pollMs: 1,
        now: () => Date.parse('2026-05-01T00:00:05.000Z'),
      }),
    );
    await stream.until((frame) => frame.event === 'end');
    const sent = stream.frames.filter((f) => f.event === 'progress').map((f) => viewOf(f).counts.Succeeded);
    expect(sent).toEqual([1, 2, 7]);
  });
});

describe('rollout event stream: where it ends', () => {
  /** A source that answers the given views in turn (the last one from then on). */
  function scripted(...states: Array<Pick<RolloutView, 'state' | 'autoRollback'> & { failed?: number }>) {
    let next = 0;
    const view = (): RolloutView => {
      const { state, autoRollback, failed = 0 } = states[Math.min(next++, states.length - 1)]!;
      return rolloutView(state, {
        haltReason: state === 'Running' ? null : 'error budget exceeded',
        autoRollback,
        updatedAt: `2026-05-01T00:00:0${next}.000Z`,
        counts: { ...emptyCounts(), Failed: failed, Succeeded: 1, Pending: failed === 0 ? 1 : 0 },
      });
    };
    const source: ProgressSource = {
      fromSummary: async () => ({ ...view(), countsAsOf: '2026-05-01T00:00:00.000Z' }),
      exact: async () => view(),
    };
    return source;
  }

  const endState = async (source: ProgressSource) => {
    const stream = collect(progressStream(source, silentLogger, { pollMs: 1, exactEveryMs: 0 }));
    const end = await stream.until((frame) => frame.event === 'end');
    const states = stream.frames.filter((f) => f.event === 'progress').map((f) => viewOf(f).state);
    return { end: JSON.parse(stream.frames[end]!.data!) as { state: string }, states };
  };

  it('follows a Halted rollout with autoRollback that reached a cluster to RolledBack', async () => {
    const { end, states } = await endState(
      scripted(
        { state: 'Running', autoRollback: true, failed: 1 },
        { state: 'Halted', autoRollback: true, failed: 1 },
        { state: 'Halted', autoRollback: true, failed: 1 },
        { state: 'RolledBack', autoRollback: true, failed: 1 },
      ),
    );
    expect(states).toEqual(['Running', 'Halted', 'Halted', 'RolledBack']);
    expect(end.state).toBe('RolledBack');
  });

  it('ends at Halted without autoRollback', async () => {
    const { end } = await endState(
      scripted(
        { state: 'Halted', autoRollback: false, failed: 1 },
        { state: 'RolledBack', autoRollback: false },
      ),
    );
    expect(end.state).toBe('Halted');
  });

  it('ends at Halted with autoRollback when the rollout reached no cluster (nothing to roll back)', () => {
    const view = { state: 'Halted', autoRollback: true };
    expect(rolloutSettled({ ...view, counts: { Pending: 3, Cancelled: 2 } })).toBe(true);
    expect(rolloutSettled({ ...view, counts: { Pending: 3, Applied: 1 } })).toBe(false);
    expect(rolloutSettled({ state: 'RollingBack', autoRollback: true, counts: {} })).toBe(false);
    expect(rolloutSettled({ state: 'Running', autoRollback: false, counts: {} })).toBe(false);
  });
});
