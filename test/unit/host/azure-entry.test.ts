import { collectRegistrations } from '../../../functions/host/functions-core';
import type * as FunctionsCore from '../../../functions/host/functions-core';
import type * as AzureEntry from '../../../functions/index';

/**
 * functions/index.ts, the module the Functions host loads: it must register every trigger the
 * embedded host serves (same registerFunctions), turn on HTTP streaming for server-sent events,
 * and refuse to build a runtime outside ARCBRIDGE_MODE=azure with a message that says what to do.
 */
describe('the Azure entry point (functions/index.ts)', () => {
  it('registers every trigger the embedded host serves, builds nothing at import, and refuses other modes', async () => {
    let entry: typeof AzureEntry | undefined;
    const registrations = collectRegistrations(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      entry = require('../../../functions/index');
    });
    const names = registrations.map((r) => r.metadata.name);
    expect(names).toEqual(expect.arrayContaining(['register', 'getDesired', 'metrics', 'rolloutFanout']));
    expect(names.length).toBeGreaterThanOrEqual(30);
    const fanout = registrations.find((r) => r.metadata.name === 'rolloutFanout');
    expect(Object.values(fanout!.metadata.bindings)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'serviceBusTrigger', queueName: 'rollout-fanout' }),
      ]),
    );

    await expect(entry!.azureRuntime({ ARCBRIDGE_MODE: 'embedded' })).rejects.toThrow(
      'set ARCBRIDGE_MODE=azure',
    );
    // A failed start is not cached: the next invocation tries again (and names the missing settings).
    await expect(entry!.azureRuntime({ ARCBRIDGE_MODE: 'azure' })).rejects.toThrow(
      /COSMOS_ENDPOINT: required when ARCBRIDGE_MODE=azure/,
    );
  });

  it('never loads better-sqlite3 (a native addon built for the machine that ran npm install) or the emulators', () => {
    jest.isolateModules(() => {
      const loaded: string[] = [];
      jest.doMock('better-sqlite3', () => {
        loaded.push('better-sqlite3');
        return function Database() {
          throw new Error('better-sqlite3 used in the Azure entry point');
        };
      });
      // The emulators (emulated mode; .funcignore leaves dist/test out of the Function App package).
      for (const emulator of [
        'cosmos-emulator',
        'azurite',
        'servicebus-emulator',
        'fake-key-vault',
        'jwks-server',
      ])
        jest.doMock(`../../support/${emulator}`, () => {
          loaded.push(emulator);
          return {};
        });
      // The registry is fresh here: take collectRegistrations from it too, so the entry's
      // @azure/functions registers into the same functions-core instance.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const core = require('../../../functions/host/functions-core') as typeof FunctionsCore;
      const registrations = core.collectRegistrations(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('../../../functions/index');
      });
      expect(registrations.length).toBeGreaterThanOrEqual(30);
      expect(loaded).toEqual([]);
      // The probe works: the embedded adapters do load it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../functions/platform/store/sqlite-store');
      expect(loaded).toEqual(['better-sqlite3']);
    });
  });
});
