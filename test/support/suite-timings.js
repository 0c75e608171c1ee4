// Prints the slowest suites of a `jest --json --outputFile=<file>` run as a Markdown table:
// `node test/support/suite-timings.js timings.json [count]` (docs/testing.md, "Where the time goes").
const { readFileSync } = require('node:fs');
const longSuites = require('./long-suites');

const [file, count = '15'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node test/support/suite-timings.js <jest --json output> [count]');
  process.exit(2);
}
const result = JSON.parse(readFileSync(file, 'utf8'));
const suites = result.testResults
  .map((suite) => ({
    // Relative to the repository the run was in (the file may come from another checkout).
    name: suite.name.replace(/^.*?\/(?=test\/)/, ''),
    seconds: (suite.endTime - suite.startTime) / 1000,
    status: suite.status,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const total = suites.reduce((sum, suite) => sum + suite.seconds, 0);
const wall = (Math.max(...result.testResults.map((suite) => suite.endTime)) - result.startTime) / 1000;
const lines = [
  `${suites.length} suites, ${Math.round(total)} s of suite time, ${Math.round(wall)} s from start to end.`,
  '',
  '| Suite | s | Share | Runs in |',
  '| --- | --- | --- | --- |',
  ...suites
    .slice(0, Number(count))
    .map(
      (suite) =>
        `| \`${suite.name}\`${suite.status === 'failed' ? ' (failed)' : ''} | ${suite.seconds.toFixed(1)} | ${((100 * suite.seconds) / total).toFixed(1)} % | ${longSuites.includes(suite.name) ? '`test:long`' : '`npm test`'} |`,
    ),
];
console.log(lines.join('\n'));
