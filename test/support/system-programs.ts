import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { onPath } from '../../functions/host/front-end/child-of-this-process';

/**
 * The programs outside npm that some suites drive for real (a real browser, shell, TLS front end,
 * client), and the Debian package that installs each. Everything else in `npm test` needs only
 * Node.js and npm. docs/testing.md lists the same programs and the suites that use them.
 */
export const SYSTEM_PROGRAMS = {
  chromium: { debianPackage: 'chromium' },
  zsh: { debianPackage: 'zsh' },
  haproxy: { debianPackage: 'haproxy' },
  git: { debianPackage: 'git' },
  kubectl: { debianPackage: 'kubernetes-client' },
  openssl: { debianPackage: 'openssl' },
  curl: { debianPackage: 'curl' },
  prometheus: { debianPackage: 'prometheus' },
} as const;

export type SystemProgram = keyof typeof SYSTEM_PROGRAMS;

/** One line per skipped suite, read by test/support/skipped-reporter.js for the run's summary. */
export const SKIPPED_FILE_VARIABLE = 'ARCBRIDGE_SKIPPED_SUITES_FILE';

/** Where a program is: CHROMIUM_PATH for Chromium (what playwright-core launches), else on PATH. */
export function programPath(program: SystemProgram): string | undefined {
  return onPath(program === 'chromium' ? (process.env.CHROMIUM_PATH ?? program) : program);
}

/** CI=true (any value but empty, 0 or false): a missing program fails the suite instead of skipping it. */
function inCi(): boolean {
  const ci = (process.env.CI ?? '').toLowerCase();
  return ci !== '' && ci !== '0' && ci !== 'false';
}

/**
 * Whether every one of `programs` is installed. If one is missing: under CI this throws, failing
 * the suite that asked (CI installs them all, so a skip there would hide a broken setup); outside
 * CI it records the skip for the run's summary and answers false, so the caller skips.
 */
export function programsInstalled(...programs: SystemProgram[]): boolean {
  const missing = programs.filter((program) => !programPath(program));
  if (missing.length === 0) return true;
  const packages = missing.map((program) => SYSTEM_PROGRAMS[program].debianPackage);
  const install = `apt-get install ${packages.join(' ')}`;
  const what = `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not installed`;
  if (inCi()) {
    throw new Error(`CI=true and ${what}: install with \`${install}\` (.ci/run does) instead of skipping`);
  }
  const testPath = expect.getState().testPath ?? 'unknown suite';
  const suite = relative(process.cwd(), testPath);
  const file = process.env[SKIPPED_FILE_VARIABLE];
  if (file) appendFileSync(file, `${JSON.stringify({ suite, missing, packages })}\n`);
  else console.warn(`${suite}: skipped, ${what} (${install})`);
  return false;
}

/**
 * `describe` when every program is installed, else `describe.skip` (or a failure under CI, see
 * programsInstalled). Call it at the top of the suite, before anything starts.
 */
export function requirePrograms(...programs: SystemProgram[]): jest.Describe {
  return programsInstalled(...programs) ? describe : describe.skip;
}

/** `it` when every program is installed, else `it.skip`: for the cases of a suite that need one. */
export function itRequiring(...programs: SystemProgram[]): jest.It {
  return programsInstalled(...programs) ? it : it.skip;
}
