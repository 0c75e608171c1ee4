/**
 * The Function App entry point in Azure (package.json "main"). The Functions worker supplies
 * @azure/functions-core, so `app.*` registrations go straight to the host.
 */
import { registerFunctions } from './register-functions';
import { loadConfig } from './platform/config';
import type { Runtime } from './runtime';

let runtime: Promise<Runtime> | undefined;

registerFunctions(() => {
  runtime ??= (async () => {
    const config = loadConfig();
    throw new Error(
      `ARCBRIDGE_MODE=${config.mode}: the Azure adapters (Cosmos DB, Key Vault, Entra ID) are not wired in this build; ` +
        'run the embedded host with `npm start`.',
    );
  })();
  return runtime;
});
