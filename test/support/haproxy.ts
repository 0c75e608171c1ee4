import { spawnSync } from 'node:child_process';

/**
 * Whether the suites can start the HAProxy front end (ARCBRIDGE_FRONT_END=haproxy). CI installs
 * Debian's haproxy (.ci/run) and must run those suites, so there a missing HAProxy is an error;
 * on a development machine without it they are skipped with a notice, so `npm test` still works
 * with only Node.js and npm.
 */
export function haproxyInstalled(): boolean {
  const found = spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
  if (found) return true;
  if (process.env.CI) throw new Error('CI needs HAProxy for the front-end suites: apt-get install haproxy');
  console.log(
    'haproxy is not installed: skipping the suites behind the TLS front end (apt-get install haproxy)',
  );
  return false;
}
