import type { RolloutDocument, RolloutSummary } from '../../../functions/rollout/model';
import { waitingReason } from '../../../functions/rollout/rollout-view';

const summary: RolloutSummary = { asOf: '2026-11-29T12:00:00.000Z', stages: [] };
const now = new Date('2026-11-29T12:00:05.000Z');

function rollout(state: RolloutDocument['state'], haltReason: string | null): RolloutDocument {
  return { state, haltReason, currentStage: 0, stages: [] } as unknown as RolloutDocument;
}

describe('waitingReason: what an operator can do next', () => {
  it('says a halted rollout sends nothing more and how to undo what it did, as a paused one says resume', () => {
    const reason = waitingReason(
      rollout('Halted', 'error budget exceeded: 4 of 18 clusters failed (> 10%)'),
      summary,
      now,
    );
    expect(reason).toMatch(/^halted: error budget exceeded: 4 of 18 clusters failed \(> 10%\); /);
    expect(reason).toContain('roll back');
  });

  it('names why a rollout was cancelled once, not "cancelled: cancelled by an operator"', () => {
    expect(waitingReason(rollout('Cancelled', 'cancelled by an operator'), summary, now)).toBe(
      'cancelled by an operator',
    );
    expect(waitingReason(rollout('Cancelled', 'superseded by rollout r-b'), summary, now)).toBe(
      'cancelled: superseded by rollout r-b',
    );
  });
});
