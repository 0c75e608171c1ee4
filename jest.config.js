// Project .ts files and the ESM-only dependencies both go through SWC (CommonJS output):
// Jest cannot require() ESM-only packages from node_modules without a transform (it runs CommonJS).
const esmPackages = [
  '@kubernetes/client-node',
  'openid-client',
  'oauth4webapi',
  'jose',
  '@marcbachmann/cel-js',
].join('|');

const { availableParallelism } = require('node:os');
const longSuites = require('./test/support/long-suites');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  rootDir: __dirname,
  testMatch: ['**/*.test.ts'],
  // The long scenario runs are `npm run test:long` (jest.long.config.js).
  testPathIgnorePatterns: ['/node_modules/', ...longSuites.map((suite) => `<rootDir>/${suite}$`)],
  // Most suites wait on child processes, sockets and SQLite as much as on the CPU: two workers
  // even on two cores (Jest's default there is one).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  // The embedded host's stand-in for the module the Functions worker injects (see functions/host/functions-core.ts).
  moduleNameMapper: { '^@azure/functions-core$': '<rootDir>/functions/host/functions-core.ts' },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // A hang detector, not a measure: no test asserts how fast the machine is (every wait is on an
  // injected clock or the awaited event), so the budget is what the slowest CPU-bound suites need
  // on two cores that something else keeps busy (`npm run test:stress`).
  testTimeout: 300_000,
  setupFiles: ['reflect-metadata'],
  // The default output, then one summary of the suites skipped for a missing system program.
  reporters: ['default', '<rootDir>/test/support/skipped-reporter.js'],
};
