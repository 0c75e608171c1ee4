import type * as SqliteBusModule from '../platform/bus/sqlite-bus';
import type * as ServiceBusBusModule from '../platform/bus/servicebus-bus';
import type * as KeyVaultGitCredentialsModule from '../gitops/keyvault-credentials';
import type * as KeyVaultSignerModule from '../platform/signer/keyvault-signer';
import type * as KeyVaultCaInitModule from '../platform/signer/keyvault-ca-init';
import type * as BlobBodiesModule from '../platform/store/blob-bodies';
import type * as CosmosStoreModule from '../platform/store/cosmos-store';
import type * as LargeBodiesModule from '../platform/store/large-bodies';
import type * as SqliteStoreModule from '../platform/store/sqlite-store';
import type * as AzuriteModule from '../../test/support/azurite';
import type * as CosmosEmulatorModule from '../../test/support/cosmos-emulator';
import type * as FakeKeyVaultModule from '../../test/support/fake-key-vault';
import type * as JwksServerModule from '../../test/support/jwks-server';
import type * as ServiceBusEmulatorModule from '../../test/support/servicebus-emulator';
import type { GitCredentials } from '../gitops/credentials';

/**
 * Adapters and emulators adapters.ts loads only in the mode that uses them (see each loader):
 * their modules are required on demand, never imported at the top of a module.
 */

/**
 * The SQLite adapters, required only in embedded mode: better-sqlite3 is a native addon built for
 * the machine that ran `npm install`, so the Function App (ARCBRIDGE_MODE=azure) must never load it
 * (test/unit/host/azure-entry.test.ts).
 */
export function loadSqliteAdapters() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require('../platform/store/sqlite-store') as typeof SqliteStoreModule),
    ...(require('../platform/bus/sqlite-bus') as typeof SqliteBusModule),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/**
 * The Azure adapters, required only in the modes that use them: their SDKs (@azure/cosmos,
 * @azure/service-bus with rhea, @azure/storage-blob, @azure/keyvault-*, @azure/core-*) are ~500 modules and ~20 MiB
 * of heap and code that the embedded mode (`npm start`) would otherwise load and never run.
 */
export function loadAzureAdapters() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require('../platform/store/cosmos-store') as typeof CosmosStoreModule),
    ...(require('../platform/store/blob-bodies') as typeof BlobBodiesModule),
    ...(require('../platform/store/large-bodies') as typeof LargeBodiesModule),
    ...(require('../platform/bus/servicebus-bus') as typeof ServiceBusBusModule),
    ...(require('../platform/signer/keyvault-signer') as typeof KeyVaultSignerModule),
    ...(require('../platform/signer/keyvault-ca-init') as typeof KeyVaultCaInitModule),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/** GitOps credentials from Key Vault (azure and emulated mode); its SDK is loaded only there. */
export function keyVaultGitCredentials(
  options: KeyVaultGitCredentialsModule.KeyVaultGitCredentialsOptions,
): GitCredentials {
  const { KeyVaultGitCredentials } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../gitops/keyvault-credentials') as typeof KeyVaultGitCredentialsModule;
  return new KeyVaultGitCredentials(options);
}

/**
 * The emulators live in test/support (their home: the contract suites use them too) and depend on
 * dev dependencies (@vercel/cosmosdb-server, azurite, rhea), so they are required only in emulated mode;
 * tsconfig.build.json compiles them for `npm start`.
 */
export function loadEmulators() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require('../../test/support/cosmos-emulator') as typeof CosmosEmulatorModule),
    ...(require('../../test/support/azurite') as typeof AzuriteModule),
    ...(require('../../test/support/servicebus-emulator') as typeof ServiceBusEmulatorModule),
    ...(require('../../test/support/fake-key-vault') as typeof FakeKeyVaultModule),
    ...(require('../../test/support/jwks-server') as typeof JwksServerModule),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}
