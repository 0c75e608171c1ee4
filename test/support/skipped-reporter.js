// Ends a Jest run with one summary of the suites skipped because a program outside npm is missing
// (test/support/system-programs.ts records them), naming each suite, what it lacks and the command
// that installs it. Plain CommonJS: Jest loads reporters without the test transform.
const { mkdtempSync, readFileSync, rmSync, writeFileSync, writeSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const VARIABLE = 'ARCBRIDGE_SKIPPED_SUITES_FILE';

class SkippedSuitesReporter {
  constructor(globalConfig) {
    this.watching = globalConfig.watch || globalConfig.watchAll;
    this.dir = mkdtempSync(join(tmpdir(), 'arcbridge-skipped-'));
    this.file = join(this.dir, 'skipped.jsonl');
    writeFileSync(this.file, '');
    // Set before the workers start, which inherit it; tests in band see it directly.
    process.env[VARIABLE] = this.file;
    process.once('exit', () => rmSync(this.dir, { recursive: true, force: true }));
  }

  onRunStart() {
    writeFileSync(this.file, '');
  }

  onRunComplete() {
    const bySuite = new Map();
    for (const line of readFileSync(this.file, 'utf8').split('\n').filter(Boolean)) {
      const { suite, missing, packages } = JSON.parse(line);
      bySuite.set(`${suite}\0${missing.join()}`, { suite, missing, packages });
    }
    if (bySuite.size === 0) return;
    const skipped = [...bySuite.values()].sort((a, b) => a.suite.localeCompare(b.suite));
    const packages = new Set(skipped.flatMap((entry) => entry.packages));
    const lines = [
      '',
      `Skipped, in whole or in part, for want of a program outside npm (with CI=true they fail instead):`,
      ...skipped.map(
        (entry) =>
          `  ${entry.suite}: needs ${entry.missing.join(', ')} (apt-get install ${entry.packages.join(' ')})`,
      ),
      `To run them all: apt-get install ${[...packages].sort().join(' ')}`,
      '',
    ];
    writeFileSync(this.file, '');
    const text = `${lines.join('\n')}\n`;
    // Jest prints its own summary after every reporter's onRunComplete: this one comes last, as the
    // process exits (watch mode never exits, so there it comes at once).
    if (this.watching) process.stderr.write(text);
    else process.once('exit', () => writeSync(2, text));
  }
}

module.exports = SkippedSuitesReporter;
