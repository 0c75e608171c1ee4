// The long scenario runs: real processes on real intervals, killed and restarted, each a minute or
// more. `npm test` leaves them out so that it stays short enough to run before every push;
// `npm run test:long` (jest.long.config.js) runs exactly these, and CI (.ci/run) runs both.
// docs/testing.md says what each proves.
module.exports = [
  // SIGKILL at a seeded point during a write storm, then restart: nothing acknowledged lost.
  'test/crash/inventory-storm.test.ts',
  'test/crash/registration-storm.test.ts',
  'test/crash/rollout.test.ts',
  // `npm run validate` small: three real agents, staged rollouts, a partition and a bad version.
  'test/bench/validate-run.test.ts',
  // The benchmark's simulator end to end on a small fleet: every phase measured, results written.
  'test/bench/simulator-run.test.ts',
];
