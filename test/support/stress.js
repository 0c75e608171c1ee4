// `npm run test:stress [-- <jest args>]`: the suite three times in a row while a busy loop per core
// keeps the machine loaded, to show no test depends on how fast the machine is. Every run must end
// with 0 failures; the exit code says whether they all did. Jest arguments (a path, --config
// jest.long.config.js) narrow or widen what runs.
const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { availableParallelism, tmpdir } = require('node:os');
const { join } = require('node:path');

const RUNS = 3;
const root = join(__dirname, '../..');
const jestArgs = process.argv.slice(2);

// One busy loop per core, for as long as the runs last.
const load = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopLoad = () => load.forEach((child) => child.kill('SIGKILL'));
process.once('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

async function run(index, dir) {
  const outputFile = join(dir, `run-${index}.json`);
  const started = Date.now();
  const jest = spawn(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--json', `--outputFile=${outputFile}`, ...jestArgs],
    { cwd: root, stdio: 'inherit' },
  );
  await new Promise((resolve) => jest.once('exit', resolve));
  const seconds = Math.round((Date.now() - started) / 1000);
  let result;
  try {
    result = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    return {
      index,
      seconds,
      failedTests: NaN,
      failedSuites: NaN,
      failures: ['no result: Jest did not finish'],
    };
  }
  const failures = result.testResults
    .filter((suite) => suite.status === 'failed')
    .map((suite) => {
      const tests = suite.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => test.fullName);
      return `${suite.name.slice(root.length + 1)}${tests.length ? `: ${tests.join('; ')}` : ': failed to run'}`;
    });
  return {
    index,
    seconds,
    failedTests: result.numFailedTests,
    failedSuites: result.numFailedTestSuites,
    failures,
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-stress-'));
  const results = [];
  try {
    for (let index = 1; index <= RUNS; index++) results.push(await run(index, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    stopLoad();
  }
  const lines = [`\ntest:stress: ${RUNS} runs with ${load.length} busy loop(s) in the background`];
  for (const r of results) {
    lines.push(
      `  run ${r.index}: ${r.failedTests} failed test(s), ${r.failedSuites} failed suite(s), ${r.seconds} s`,
    );
    for (const failure of r.failures) lines.push(`    ${failure}`);
  }
  const clean = results.every((r) => r.failedTests === 0 && r.failedSuites === 0);
  lines.push(clean ? `0 failures in ${RUNS} consecutive runs` : 'FAILED: see the runs above');
  console.log(lines.join('\n'));
  process.exitCode = clean ? 0 : 1;
}

void main();
