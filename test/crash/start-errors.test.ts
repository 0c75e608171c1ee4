/**
 * `npm start` stopped by something the operator can fix prints one message saying what to do, no
 * stack trace, and exits 1 (functions/platform/startup-error.ts): a setting that fails validation,
 * a data directory that is not a directory, a front end whose program is missing. The data
 * directory in use is covered by data-dir-ownership.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CrashHost } from './support/crash-host';

let scratch: string;
let host: CrashHost | undefined;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'arcbridge-start-errors-'));
});
afterEach(async () => {
  await host?.dispose();
  host = undefined;
  rmSync(scratch, { recursive: true, force: true });
});

/** What the host printed before it exited; fails when it started instead. */
async function startFailure(env: Record<string, string>, dataDir?: string): Promise<string> {
  host = dataDir ? new CrashHost(env, dataDir, false) : new CrashHost(env);
  const error = await host.start().then(
    () => undefined,
    (err: unknown) => err as Error,
  );
  if (!error) throw new Error('the host started');
  return error.message;
}

const NO_STACK = /^\s+at /m;

it('names every invalid setting and where to fix it', async () => {
  const printed = await startFailure({ ARCBRIDGE_LOG_LEVEL: 'loud', ARCBRIDGE_FRONT_END: 'nginx' });
  expect(printed).toMatch(/^host exited with 1:\n/);
  expect(printed).toMatch(/ARCBRIDGE_LOG_LEVEL/);
  expect(printed).toMatch(/ARCBRIDGE_FRONT_END/);
  expect(printed).toMatch(/see docs\/configuration\.md\)\.\n$/);
  expect(printed).not.toMatch(NO_STACK);
});

it('says to point ARCBRIDGE_DATA_DIR at a directory when it names a file', async () => {
  const file = join(scratch, 'not-a-dir');
  writeFileSync(file, '');
  const printed = await startFailure({}, file);
  expect(printed).toMatch(/is not a directory: point ARCBRIDGE_DATA_DIR at a directory\.\n$/);
  expect(printed).not.toMatch(NO_STACK);
});

it('says how to get HAProxy when the front end asks for one that is not there', async () => {
  const printed = await startFailure({
    ARCBRIDGE_FRONT_END: 'haproxy',
    ARCBRIDGE_HAPROXY_PATH: join(scratch, 'no-such-haproxy'),
  });
  expect(printed).toMatch(/was not found: install it \(apt-get install haproxy\)/);
  expect(printed).not.toMatch(NO_STACK);
});
