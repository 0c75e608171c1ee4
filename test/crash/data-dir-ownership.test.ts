/**
 * One host per data directory: the embedded store caches documents and must see every write
 * (functions/platform/store/store-ownership.ts). A second `npm start` on a directory in use stops
 * at once with one line saying what to do, the first keeps serving, and a host that was SIGKILLed
 * leaves nothing that stops the next start.
 */
import { mintBootstrapToken } from '../support/registration';
import { CrashHost } from './support/crash-host';

let first: CrashHost;
let second: CrashHost;
beforeEach(() => {
  first = new CrashHost();
  second = new CrashHost({}, first.dataDir, false);
});
afterEach(async () => {
  await second.dispose();
  await first.dispose();
});

it('stops a second host on a data directory in use, and starts one after the first was killed', async () => {
  await first.start();
  await expect(second.start()).rejects.toThrow(
    /host exited with 1:\s*Another ArcBridge host is using the data directory .* point ARCBRIDGE_DATA_DIR at another directory\.\n$/,
  );
  // The first host still reads and writes its store.
  expect((await first.client.send({ path: '/api/healthz' })).status).toBe(200);
  await expect(mintBootstrapToken(first.asTestPlane(), 'ownership')).resolves.toEqual(expect.any(String));

  await first.kill();
  await second.start();
  expect((await second.client.send({ path: '/api/healthz' })).status).toBe(200);
  await expect(mintBootstrapToken(second.asTestPlane(), 'ownership')).resolves.toEqual(expect.any(String));
});
