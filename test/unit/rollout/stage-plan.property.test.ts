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
});
