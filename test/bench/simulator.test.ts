import { profileFor, withPhases } from '../../bench/profiles';

/** The benchmark's phase switches; the simulator's own run is simulator-run.test.ts (`npm run test:long`). */
describe('phase switches', () => {
  it('--registration-only keeps registration and inventory and drops the rollouts and sustained phases', () => {
    const quick = profileFor('quick');
    const only = withPhases(quick, { registrationOnly: true });
    expect(only).toMatchObject({ clusters: quick.clusters, rollouts: [], sustained: false });
    expect(quick.rollouts.length).toBeGreaterThan(0);
    expect(quick.sustained).toBe(true);
  });

  it('--skip-rollout drops only the rollouts; no switch changes nothing', () => {
    const quick = profileFor('quick');
    expect(withPhases(quick, { skipRollout: true })).toMatchObject({ rollouts: [], sustained: true });
    expect(withPhases(quick, {})).toEqual(quick);
  });
});
