// `npm run test:long`: the long scenario runs listed in test/support/long-suites.js, with the
// same transform and settings as `npm test` (jest.config.js), which leaves them out.
const base = require('./jest.config');
const longSuites = require('./test/support/long-suites');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testMatch: longSuites.map((suite) => `<rootDir>/${suite}`),
  testPathIgnorePatterns: ['/node_modules/'],
};
