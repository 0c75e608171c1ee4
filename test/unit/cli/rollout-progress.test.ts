import { RolloutView as RolloutViewSchema } from '../../../contract/rollouts';
import type { RolloutView as ApiRolloutView } from '../../../contract/rollouts';
import {
  bar,
  displayedStageState,
  outcomeBar,
  renderFailures,
  renderRollout,
  rolloutFinished,
  rolloutEtaSeconds,
  rolloutNotCompleted,
  rolloutSucceeded,
} from '../../../cli/render/rollout-progress';
import type { RolloutView } from '../../../cli/render/rollout-progress';

const counts = (over: Record<string, number> = {}) => ({
  Pending: 0,
  Scheduled: 0,
  Applied: 0,
  Succeeded: 0,
  Failed: 0,
  TimedOut: 0,
  Deferred: 0,
  WaitingForWindow: 0,
  Cancelled: 0,
  RolledBack: 0,
  ...over,
});

const now = new Date('2026-11-25T10:10:00Z');

/** A view as the API sends it (checked against the API's own schema where the states exist there). */
function view(over: Partial<RolloutView> & Record<string, unknown>): RolloutView {
  return {
    id: 'r-abc-12345678',
    tenantId: 'contoso',
    extension: 'ingress',
    version: '1.0.0',
    state: 'Running',
    waitingReason: null,
    haltReason: null,
    autoRollback: false,
    currentStage: 1,
    createdAt: '2026-11-25T10:00:00Z',
    updatedAt: '2026-11-25T10:09:00Z',
    total: 10,
    counts: counts({ Succeeded: 4, Pending: 6 }),
    stages: [
      {
        name: 'canary',
        state: 'Done',
        total: 2,
        counts: counts({ Succeeded: 2 }),
        startedAt: '2026-11-25T10:00:00Z',
        completedAt: '2026-11-25T10:02:00Z',
        etaSeconds: null,
        approval: null,
        windows: null,
      },
      {
        name: 'rest',
        state: 'Running',
        total: 8,
        counts: counts({ Succeeded: 2, Pending: 6 }),
        startedAt: '2026-11-25T10:02:00Z',
        completedAt: null,
        etaSeconds: 240,
        approval: null,
        windows: null,
      },
      {
        name: 'empty',
        state: 'Pending',
        total: 0,
        counts: counts(),
        startedAt: null,
        completedAt: null,
        etaSeconds: null,
        approval: null,
        windows: null,
      },
    ],
    deferredUntil: null,
    failures: [],
    rollback: [],
    deferred: [],
    healthChecks: [],
    ...over,
  } as RolloutView;
}

describe('rollout progress rendering', () => {
  it('uses views shaped like the API', () => {
    expect(RolloutViewSchema.safeParse(view({})).success).toBe(true);
  });

  it('shows the ETA of a running rollout and of its running stage', () => {
    const running = view({});
    // 4 of 10 done in the 10 minutes since the first stage started: 6 left take 15 minutes.
    expect(rolloutEtaSeconds(running, now)).toBe(900);
    const text = renderRollout(running, { now });
    expect(text.split('\n')[0]).toBe('Rollout r-abc-12345678  ingress@1.0.0  Running  4/10  ETA 15m');
    expect(text).toMatch(
      / {2}rest {3}\[#{6}\.{18}\] {5}2\/8 {2}ok 2 {2}failed 0 {2}deferred 0 {2}Running {2}ETA 4m$/m,
    );
    // No pace yet: says so rather than guessing.
    const fresh = view({
      counts: counts({ Pending: 10 }),
      stages: [{ ...view({}).stages[1]!, counts: counts({ Pending: 8 }), etaSeconds: null }],
    });
    expect(renderRollout(fresh, { now }).split('\n')[0]).toContain('ETA estimating');
  });

  it('shows no ETA while paused, not even for the running stage', () => {
    // The stage stays Running while its rollout is paused, and the API still sends its pace.
    const text = renderRollout(view({ state: 'Paused', waitingReason: 'paused by an operator' }), { now });
    expect(text).toMatch(/rest .* Running$/m);
    expect(text).not.toContain('ETA');
  });

  it('draws a stage without clusters empty', () => {
    expect(bar(0, 0)).toBe(`[${'.'.repeat(24)}]`);
    expect(renderRollout(view({}), { now })).toMatch(
      / {2}empty {2}\[\.{24}\] {5}0\/0 {2}no clusters {2}Pending$/m,
    );
  });

  it('never shows a stage Running inside a finished rollout', () => {
    const completed = view({
      state: 'Completed',
      counts: counts({ Succeeded: 10 }),
      stages: view({}).stages.map((s) => ({ ...s, counts: counts({ Succeeded: s.total }) })),
    });
    const text = renderRollout(completed, { now });
    expect(text).not.toMatch(/Running/);
    expect(text).not.toContain('ETA');
    expect(text).toMatch(/rest .* Done$/m);
    expect(text).toMatch(/empty .* Skipped$/m);

    const rolledBack = view({ state: 'RolledBack' });
    expect(renderRollout(rolledBack, { now })).toMatch(/rest .* RolledBack$/m);
  });

  it('heads a completed rollout with the clusters updated, not the clusters settled', () => {
    const withinBudget = view({ state: 'Completed', counts: counts({ Succeeded: 9, Failed: 1 }) });
    expect(renderRollout(withinBudget, { now }).split('\n')[0]).toMatch(
      / {2}Completed {2}updated 9\/10 {2}failed 1$/,
    );
    const clean = view({ state: 'Completed', counts: counts({ Succeeded: 10 }) });
    expect(renderRollout(clean, { now }).split('\n')[0]).toMatch(/ {2}Completed {2}updated 10\/10$/);
    // While running, the header is the progress: clusters settled so far.
    const running = view({ state: 'Running', counts: counts({ Succeeded: 3, Failed: 1, Pending: 6 }) });
    expect(renderRollout(running, { now }).split('\n')[0]).toContain('Running  4/10');
  });

  it('renders states it does not know as they come', () => {
    const waiting = view({
      state: 'WaitingForDeferred',
      waitingReason: '2 offline cluster(s) may still update',
    });
    const text = renderRollout(waiting, { now });
    expect(text.split('\n')[0]).toBe(
      'Rollout r-abc-12345678  ingress@1.0.0  WaitingForDeferred  4/10  (2 offline cluster(s) may still update)',
    );
    expect(text).toMatch(/rest .* Running {2}ETA 4m$/m);

    const done = view({ state: 'CompletedWithDeferred', counts: counts({ Succeeded: 9, Deferred: 1 }) });
    expect(displayedStageState(done, done.stages[1]!)).toBe('Done');
    expect(renderRollout(done, { now }).split('\n')[0]).toContain(
      'CompletedWithDeferred  updated 9/10  never updated 1',
    );
    // Some clusters never got the version: a script waiting on `rollouts watch` must not see success.
    expect(rolloutSucceeded('CompletedWithDeferred')).toBe(false);
    expect(rolloutSucceeded('Completed')).toBe(true);
    expect(rolloutSucceeded('RolledBack')).toBe(false);
    expect(rolloutFinished('Halted')).toBe(true);
    expect(rolloutFinished('WaitingForDeferred')).toBe(false);
  });

  it('draws a rolled-back rollout as not completed: nothing updated, every touched cluster rolled back', () => {
    // What the API sends after a rollback of a rollout that had reached every cluster: all settled.
    const rolledBack = view({
      state: 'RolledBack',
      haltReason: 'rollback requested by an operator',
      counts: counts({ RolledBack: 10 }),
      stages: view({}).stages.map((s) =>
        s.total === 0 ? s : { ...s, state: 'Done', counts: counts({ RolledBack: s.total }) },
      ),
    });
    expect(RolloutViewSchema.safeParse(rolledBack).success).toBe(true);
    const lines = renderRollout(rolledBack, { now }).split('\n');
    expect(lines[0]).toBe(
      'Rollout r-abc-12345678  ingress@1.0.0  RolledBack (not completed)  updated 0/10  rolled back 10',
    );
    expect(lines[1]).toBe(
      `  canary [${'<'.repeat(24)}]     0/2  ok 0  failed 0  rolled back 2  cancelled 0  RolledBack`,
    );
    expect(lines[2]).toBe(
      `  rest   [${'<'.repeat(24)}]     0/8  ok 0  failed 0  rolled back 8  cancelled 0  RolledBack`,
    );
    expect(lines[3]).toMatch(/^ {2}empty .* no clusters {2}Skipped$/);
    // Nothing that reads as done: no full bar of '#', no 10/10, no stage Done.
    expect(lines.join('\n')).not.toMatch(/#|10\/10|Done/);

    // Rolling back: the same, while the records move.
    const rolling = view({ state: 'RollingBack', counts: counts({ Succeeded: 4, RolledBack: 6 }) });
    expect(renderRollout(rolling, { now }).split('\n')[0]).toBe(
      'Rollout r-abc-12345678  ingress@1.0.0  RollingBack (not completed)  updated 4/10  rolled back 6',
    );
  });

  it('draws a halted or cancelled rollout as what it left: updated, failed and never sent', () => {
    const halted = view({
      state: 'Halted',
      haltReason: 'error budget exceeded: 2 of 10 clusters failed (> 10%)',
      counts: counts({ Succeeded: 1, Failed: 1, TimedOut: 1, Cancelled: 7 }),
      stages: [
        { ...view({}).stages[0]!, state: 'Done', counts: counts({ Succeeded: 1, Failed: 1 }) },
        { ...view({}).stages[1]!, state: 'Halted', counts: counts({ TimedOut: 1, Cancelled: 7 }) },
        view({}).stages[2]!,
      ],
    });
    expect(RolloutViewSchema.safeParse(halted).success).toBe(true);
    const lines = renderRollout(halted, { now, failures: true }).split('\n');
    expect(lines[0]).toBe('Rollout r-abc-12345678  ingress@1.0.0  Halted (not completed)  updated 1/10');
    expect(lines[1]).toBe(
      `  canary [${'#'.repeat(12)}${'!'.repeat(12)}]     1/2  ok 1  failed 1  rolled back 0  cancelled 0  Done`,
    );
    expect(lines[2]).toBe(
      `  rest   [${'!'.repeat(3)}${'.'.repeat(21)}]     0/8  ok 0  failed 1  rolled back 0  cancelled 7  Halted`,
    );
    expect(lines[4]).toBe('Halted: error budget exceeded: 2 of 10 clusters failed (> 10%)');

    const cancelled = view({ state: 'Cancelled', counts: counts({ Succeeded: 4, Cancelled: 6 }) });
    expect(renderRollout(cancelled, { now }).split('\n')[0]).toBe(
      'Rollout r-abc-12345678  ingress@1.0.0  Cancelled (not completed)  updated 4/10',
    );
    expect(renderRollout(cancelled, { now })).toMatch(/rest .* Cancelled$/m);
  });

  it('knows which states did not complete, and draws outcome bars that add up', () => {
    for (const state of ['Halted', 'Cancelled', 'RollingBack', 'RolledBack', 'Failed'])
      expect(rolloutNotCompleted(state)).toBe(true);
    for (const state of ['Running', 'Paused', 'WaitingForDeferred', 'Completed', 'CompletedWithDeferred'])
      expect(rolloutNotCompleted(state)).toBe(false);
    expect(outcomeBar(counts({ Succeeded: 1, Failed: 1, RolledBack: 1 }), 3, 6)).toBe('[##!!<<]');
    expect(outcomeBar(counts({ Succeeded: 1, Cancelled: 2 }), 3, 6)).toBe('[##....]');
    expect(outcomeBar(counts(), 0, 6)).toBe('[......]');
  });

  it('lists failures with their verdict, rollback outcomes and the clusters never updated', () => {
    // What the API sends (its own type): the CLI's narrower view must render it.
    const failures: ApiRolloutView['failures'] = [
      {
        clusterId: 'c-1',
        state: 'Failed',
        phase: 'Failed',
        reason: 'ImagePullBackOff',
        message: 'pull access denied',
        at: '2026-11-25T10:05:00Z',
        currentState: 'RolledBack',
      },
      {
        clusterId: 'c-2',
        state: 'TimedOut',
        phase: null,
        reason: 'HealthTimeout',
        message: null,
        at: '2026-11-25T10:05:00Z',
        currentState: 'RolledBack',
      },
    ];
    const rollback: ApiRolloutView['rollback'] = [
      { clusterId: 'c-1', outcome: 'restored', version: '0.9.0', at: '2026-11-25T10:05:00Z' },
      { clusterId: 'c-3', outcome: 'removed', version: null, at: '2026-11-25T10:05:00Z' },
    ];
    const rolledBack = view({
      state: 'RolledBack',
      haltReason: 'error budget spent: 2 of 10 failed',
      failures,
      rollback,
    });
    expect(RolloutViewSchema.safeParse(rolledBack).success).toBe(true);
    expect(renderFailures(rolledBack).split('\n')).toEqual([
      'RolledBack: error budget spent: 2 of 10 failed',
      '  c-1  Failed ImagePullBackOff: pull access denied',
      '  c-2  TimedOut HealthTimeout',
      'Rollback:',
      '  c-1  restored 0.9.0',
      '  c-3  removed',
      '',
    ]);
    const never = view({ state: 'CompletedWithDeferred', deferred: ['c-7', 'c-8'] });
    expect(renderFailures(never)).toBe('Never updated (offline until the deferred timeout): c-7, c-8\n');
  });
});
