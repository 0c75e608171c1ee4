import { summarizeTally } from '../../../functions/rollout/rollout-summary';
import { emptyCounts } from '../../../functions/rollout/rollout-tally';
import type { RolloutTally } from '../../../functions/rollout/rollout-tally';
import type { RolloutClusterDocument } from '../../../functions/rollout/model';

const record = (stage: number, state: RolloutClusterDocument['state'], reason: string | null) =>
  ({ id: `r-${Math.random()}`, stage, state, reason, slotAt: null, sentAt: null }) as RolloutClusterDocument;

describe('clusters held by a dependency in a rollout', () => {
  it('counts per stage the Applied records whose agent waits for a dependency, and nothing else', () => {
    const tally: RolloutTally = {
      stages: [
        { ...emptyCounts(), Applied: 3 },
        { ...emptyCounts(), Applied: 2 },
      ],
      open: [
        record(0, 'Applied', 'WaitingForDependency'),
        record(0, 'Applied', 'DependencyCycle'),
        record(0, 'Applied', null),
        record(1, 'Applied', 'Progressing'),
        record(1, 'Scheduled', 'WaitingForDependency'),
      ],
    };
    const summary = summarizeTally({ stages: [{}, {}] as never }, tally, new Date('2026-12-01T00:00:00Z'));
    expect(summary.stages.map((s) => s.heldByDependency)).toEqual([2, undefined]);
  });
});
