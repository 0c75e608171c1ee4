/**
 * The Function App entry point in Azure (package.json "main"). The Functions worker supplies
 * @azure/functions-core, so `app.*` registrations go straight to the host.
 *
 * The runtime is built on the first invocation (registration at import time does no I/O), from
 * the same adapter selection the embedded host uses (host/adapters.ts) in ARCBRIDGE_MODE=azure:
 * Cosmos DB, Service Bus and Key Vault with DefaultAzureCredential (the app's managed identity),
 * operator JWTs checked against the Entra ID JWKS, telemetry to Application Insights.
 */
import { app } from '@azure/functions';
import { composeRuntime } from './compose';
import { selectAdapters } from './host/adapters';
import { loadConfig } from './platform/config';
import { registerFunctions } from './register-functions';
import type { Runtime } from './runtime';

// Before any registration: the rollout events endpoint streams server-sent events, which needs
// the worker's HTTP streaming (Functions host 4.28+).
app.setup({ enableHttpStream: true });

let runtime: Promise<Runtime> | undefined;

/** Builds the runtime once; a failed start is retried on the next invocation rather than cached. */
export function azureRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  runtime ??= (async () => {
    const config = loadConfig(env);
    if (config.mode !== 'azure') {
      throw new Error(
        `ARCBRIDGE_MODE=${config.mode} in the Functions host: set ARCBRIDGE_MODE=azure (infra/ does), ` +
          'or run the embedded host with `npm start`.',
      );
    }
    const { adapters } = await selectAdapters(config);
    return composeRuntime(adapters);
  })().catch((err: unknown) => {
    runtime = undefined;
    throw err;
  });
  return runtime;
}

registerFunctions(() => azureRuntime());
