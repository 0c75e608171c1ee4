import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { planStages } from '../../../functions/rollout/stage-plan';

const clusterArb = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^c-[a-z0-9]{6}$/),
    labels: fc.record({ ring: fc.constantFrom('canary', 'early', 'main') }),
  }),
  { selector: (cluster) => cluster.id, maxLength: 200 },
);

describe('planStages', () => {
  it('plans every targeted cluster exactly once when the last stage takes 100 percent', () => {
    fc.assert(
      fc.property(clusterArb, fc.integer({ min: 1, max: 50 }), (clusters, percent) => {
        const plan = planStages(
          'r1',
          [
            { name: 'canary', selector: 'ring=canary' },
            { name: 'early', percent },
            { name: 'rest', percent: 100 },
          ],
          clusters,
        );
        const planned = plan.stages.flat();
        expect(plan.unplanned).toEqual([]);
        expect(new Set(planned).size).toBe(planned.length);
        expect([...planned].sort()).toEqual(clusters.map((c) => c.id).sort());
        const byId = new Map(clusters.map((c) => [c.id, c]));
        expect(plan.stages[0]!.every((id) => byId.get(id)!.labels.ring === 'canary')).toBe(true);
        expect(plan.stages[1]!.length).toBeLessThanOrEqual(Math.ceil((percent / 100) * clusters.length));
      }),
    );
  });

  it('reports clusters no stage takes, and is deterministic per rollout', () => {
    const clusters = Array.from({ length: 20 }, (_, i) => ({
      id: `c-${String(i).padStart(6, '0')}`,
      labels: {},
    }));
    const a = planStages('r1', [{ name: 'a', percent: 25 }], clusters);
    expect(a.stages[0]).toHaveLength(5);
    expect(a.unplanned).toHaveLength(15);
    expect(planStages('r1', [{ name: 'a', percent: 25 }], clusters)).toEqual(a);
    expect(planStages('r2', [{ name: 'a', percent: 25 }], clusters).stages[0]).not.toEqual(a.stages[0]);
  });

  it('draws percent stages in the order docs/rollouts.md states: SHA-256 of "<rollout id>/<cluster id>", ascending', () => {
    // The order decides which clusters are canaries and must not change across versions (a re-plan
    // picks the same ones). Computed here the way the first version did (localeCompare of hex).
    const sha = (rolloutId: string, id: string) =>
      createHash('sha256').update(`${rolloutId}/${id}`).digest('hex');
    fc.assert(
      fc.property(
        clusterArb,
        fc.integer({ min: 1, max: 100 }),
        fc.string(),
        (clusters, percent, rolloutId) => {
          const expected = [...clusters]
            .sort((a, b) => sha(rolloutId, a.id).localeCompare(sha(rolloutId, b.id)))
            .map((cluster) => cluster.id);
          const plan = planStages(rolloutId, [{ name: 'a', percent }], clusters);
          expect(plan.stages[0]).toEqual(expected.slice(0, Math.ceil((percent / 100) * clusters.length)));
          expect(plan.unplanned).toEqual(expected.slice(plan.stages[0]!.length));
        },
      ),
    );
  });
});
