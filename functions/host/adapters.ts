import { createRemoteJWKSet } from 'jose';
import type { TokenCredential } from '@azure/core-auth';
import type { Adapters } from '../compose';
import type { Bus } from '../platform/bus/bus';
import { systemClock } from '../platform/clock';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import { LocalOperatorIssuer } from '../platform/identity/local-issuer';
import { JwtOperatorVerifier } from '../platform/identity/operator-identity';
import type { JwtVerifierOptions } from '../platform/identity/operator-identity';
import { createLogger } from '../platform/logger';
import type { Logger } from '../platform/logger';
import { AdmittedSigner } from '../platform/signer/admitted-signer';
import { LocalCa } from '../platform/signer/local-ca';
import type { Signer } from '../platform/signer/signer';
import type { GitCredentials } from '../gitops/credentials';
import type { AzureMonitorAccess } from '../rollout/metric-gates/azure-monitor-query';
import type { Store } from '../platform/store/store';
import { createEmbeddedTelemetry } from '../platform/telemetry/embedded-telemetry';
import { instrumentBus, instrumentSigner } from '../platform/telemetry/instrumented';
import { observeRolloutProgress } from '../rollout/progress-metric';
import { createConsoleLogger } from '../platform/telemetry/loggers';
import { noopTelemetry } from '../platform/telemetry/telemetry';
import { traceStore } from '../platform/telemetry/traced-store';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { Telemetry } from '../platform/telemetry/telemetry';
import { dataDirLayout } from './data-dir';
// Types only: the emulators are loaded on demand, in emulated mode (they are dev dependencies).
import type { Azurite } from '../../test/support/azurite';
import type { CosmosEmulator } from '../../test/support/cosmos-emulator';
import type { FakeKeyVault } from '../../test/support/fake-key-vault';
import type { JwksServer } from '../../test/support/jwks-server';
import type { ServiceBusEmulator } from '../../test/support/servicebus-emulator';
import type * as AzureTelemetryModule from '../platform/telemetry/azure-telemetry';
import {
  keyVaultGitCredentials,
  loadAzureAdapters,
  loadEmulators,
  loadSqliteAdapters,
} from './lazy-adapters';

/**
 * Adapter selection, the one place that knows which adapter backs which port in each mode.
 * Both composition roots use it: the embedded host (`npm start`, embedded or emulated) and the
 * Azure entry point (functions/index.ts).
 *
 * | port      | embedded            | emulated (cloud code path, in-process emulators)  | azure                        |
 * |-----------|---------------------|---------------------------------------------------|------------------------------|
 * | Store     | SQLite file         | CosmosStore -> cosmosdb-server, large bodies -> Azurite | CosmosStore + Blob Storage (Entra ID) |
 * | Bus       | SQLite file         | ServiceBusBus -> AMQP emulator                    | ServiceBusBus (Entra ID)     |
 * | Signer    | local CA key file   | KeyVaultSigner -> fake Key Vault (ca init at start) | KeyVaultSigner (Entra ID)  |
 * | Operators | local issuer key    | local issuer key served as JWKS -> remote JWKS    | Entra ID JWKS                |
 * | Telemetry | Prometheus + console| Prometheus + console                              | Application Insights         |
 */
export interface SelectedAdapters {
  adapters: Adapters;
  /** Embedded and emulated: mints operator tokens (the CLI's `auth token`, the tests). */
  issuer?: LocalOperatorIssuer;
  /** Embedded and emulated: the CA of the embedded host's own TLS certificate (Azure's front end in the cloud). */
  tlsCa?: LocalCa;
  /** Emulated: the in-process emulators, for fault injection in tests. */
  emulators?: Emulators;
  /** One line per port, for the start-up banner. */
  describe: string[];
  close(): Promise<void>;
}

export interface Emulators {
  cosmos: CosmosEmulator;
  azurite: Azurite;
  serviceBus: ServiceBusEmulator;
  keyVault: FakeKeyVault;
  jwks: JwksServer;
}

export interface SelectOptions {
  clock?: Clock;
  log?: Logger;
  /** Embedded and emulated; default createEmbeddedTelemetry(). */
  telemetry?: Telemetry;
  /** Azure; default DefaultAzureCredential (managed identity in Azure). */
  credential?: TokenCredential;
}

const BUS_DEFAULTS = { maxDeliveryCount: 10, lockDurationMs: 60_000 };

export async function selectAdapters(config: Config, options: SelectOptions = {}): Promise<SelectedAdapters> {
  switch (config.mode) {
    case 'embedded':
      return embeddedAdapters(config, options);
    case 'emulated':
      return emulatedAdapters(config, options);
    case 'azure':
      return azureAdapters(config, options);
  }
}

/** Wraps the ports with telemetry that every adapter gets alike (see telemetry/instrumented.ts). */
function finish(
  config: Config,
  ports: {
    store: Store;
    bus: Bus;
    signer: Signer;
    operators: JwtOperatorVerifier;
    gitCredentials?: GitCredentials;
    azureMonitor?: AzureMonitorAccess;
  },
  context: {
    clock: Clock;
    log: Logger;
    telemetry: Telemetry;
    signingKeyName: string;
    storeSystem: string;
    /** Key Vault signs: admitted at the vault's published rate (config.rateLimits.signsPerSecond). */
    admitSigns?: boolean;
  },
): Adapters {
  const instrumented = instrumentSigner(ports.signer, context.telemetry, context.log, context.signingKeyName);
  observeRolloutProgress(context.telemetry, ports.store);
  return {
    config,
    clock: context.clock,
    log: context.log,
    telemetry: context.telemetry,
    store: traceStore(ports.store, context.telemetry.tracer, context.storeSystem),
    bus: instrumentBus(ports.bus, context.telemetry, context.log),
    // Outside the instrumentation: a refusal before the vault is pacing, not a signing failure.
    signer: context.admitSigns
      ? new AdmittedSigner(instrumented, {
          signsPerSecond: config.rateLimits.signsPerSecond,
          clock: context.clock,
        })
      : instrumented,
    operators: ports.operators,
    ...(ports.gitCredentials ? { gitCredentials: ports.gitCredentials } : {}),
    ...(ports.azureMonitor ? { azureMonitor: ports.azureMonitor } : {}),
  };
}

function verifierOptions(config: Config, clock: Clock): Omit<JwtVerifierOptions, 'key'> {
  return {
    issuer: config.operator.issuer,
    audience: config.operator.audience,
    rolesClaim: config.operator.rolesClaim,
    tenantsClaim: config.operator.tenantsClaim,
    now: () => clock.now(),
  };
}

async function embeddedAdapters(config: Config, options: SelectOptions): Promise<SelectedAdapters> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createConsoleLogger(config.logLevel);
  const telemetry = options.telemetry ?? createEmbeddedTelemetry();
  const layout = dataDirLayout(config.dataDir);
  const { SqliteStore, SqliteBus } = loadSqliteAdapters();
  const store = new SqliteStore(layout.database, {
    documentCacheBytes: config.storeCacheBytes,
    onCheckpointerStopped: (reason) => log.error(LogEvents.storeCheckpointerStopped.name, { reason }),
    clock,
    expiry: {
      onExpired: (collection, deleted) =>
        log.info(LogEvents.storeDocumentsExpired.name, { collection, deleted }),
      onFailed: (error) => log.warn(LogEvents.storeExpiryFailed.name, { error }),
    },
  });
  const ca = await LocalCa.open(config.dataDir);
  const issuer = LocalOperatorIssuer.load(layout.operatorKey, config.operator);
  const operators = new JwtOperatorVerifier({ key: issuer.publicKey, ...verifierOptions(config, clock) });
  const bus = new SqliteBus(layout.bus, { clock, defaults: BUS_DEFAULTS });
  return {
    adapters: finish(
      config,
      { store, bus, signer: ca, operators },
      { clock, log, telemetry, signingKeyName: 'local-ca', storeSystem: 'sqlite' },
    ),
    issuer,
    tlsCa: ca,
    describe: [
      `store:           SQLite ${layout.database}`,
      `bus:             SQLite ${layout.bus}`,
      `signer:          local CA ${ca.certificatePath}`,
      `operator tokens: local issuer (${layout.operatorKey})`,
      `telemetry:       Prometheus text at /api/metrics, console logs`,
    ],
    close: async () => {
      await bus.close();
      await store.close();
      await telemetry.shutdown();
    },
  };
}

/**
 * The Azure adapters against the in-process emulators. The emulators keep everything in memory:
 * emulated data does not survive a restart (the data dir keeps only the TLS CA and the operator
 * key). Every start creates the Cosmos containers and runs `ca init` against the fresh fake vault.
 */
async function emulatedAdapters(config: Config, options: SelectOptions): Promise<SelectedAdapters> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createConsoleLogger(config.logLevel);
  const telemetry = options.telemetry ?? createEmbeddedTelemetry();
  const layout = dataDirLayout(config.dataDir);
  const { startCosmosEmulator, startAzurite, startServiceBusEmulator, startFakeKeyVault, startJwksServer } =
    loadEmulators();
  const { CosmosStore, AzureBlobBodies, withLargeBodies, ServiceBusBus, KeyVaultSigner, initKeyVaultCa } =
    loadAzureAdapters();
  const started: { close(): Promise<void> }[] = [];
  try {
    const cosmos = await startCosmosEmulator();
    started.push({ close: () => cosmos.stop() });
    const azurite = await startAzurite();
    started.push({ close: () => azurite.stop() });
    const serviceBus = await startServiceBusEmulator({ defaults: BUS_DEFAULTS });
    started.push(serviceBus);
    const keyVault = await startFakeKeyVault();
    started.push(keyVault);
    const tlsCa = await LocalCa.open(config.dataDir);
    const issuer = LocalOperatorIssuer.load(layout.operatorKey, config.operator);
    const jwks = await startJwksServer([{ publicKey: issuer.publicKey }]);
    started.push(jwks);

    const items = await CosmosStore.open({
      endpoint: cosmos.endpoint,
      key: cosmos.key,
      emulator: true,
      createIfNotExists: true,
      databaseId: config.azure.cosmosDatabase,
    });
    started.push(items);
    const blobs = await AzureBlobBodies.open({
      connectionString: azurite.connectionString,
      containerName: config.azure.documentsContainer,
      createIfNotExists: true,
    });
    const store = withLargeBodies(items, blobs);
    const bus = new ServiceBusBus({ connectionString: serviceBus.connectionString });
    started.push(bus);
    const certificateName = config.azure.caCertificateName;
    const vault = { vaultUrl: keyVault.url, credential: keyVault.credential, certificateName };
    await initKeyVaultCa({ ...vault, clientOptions: keyVault.clientOptions, pollIntervalMs: 10 });
    const signer = await KeyVaultSigner.open({ ...vault, clientOptions: keyVault.clientOptions });
    const gitCredentials = keyVaultGitCredentials({
      vaultUrl: keyVault.url,
      credential: keyVault.credential,
      clientOptions: keyVault.clientOptions,
    });
    const operators = new JwtOperatorVerifier({
      key: createRemoteJWKSet(new URL(jwks.url)),
      ...verifierOptions(config, clock),
    });
    const closeAll = async () => {
      for (const resource of started.reverse()) await resource.close();
      await telemetry.shutdown();
    };
    return {
      adapters: finish(
        config,
        { store, bus, signer, operators, gitCredentials },
        {
          clock,
          log,
          telemetry,
          signingKeyName: certificateName,
          storeSystem: 'azure.cosmosdb',
          admitSigns: true,
        },
      ),
      issuer,
      tlsCa,
      emulators: { cosmos, azurite, serviceBus, keyVault, jwks },
      describe: [
        `store:           Cosmos DB adapter -> cosmosdb-server ${cosmos.endpoint} (in memory, Cosmos DB limits enforced)`,
        `                 large bodies -> Azurite blob ${azurite.blobEndpoint}/${config.azure.documentsContainer} (in memory)`,
        `bus:             Service Bus adapter -> AMQP emulator 127.0.0.1:${serviceBus.port} (in memory)`,
        `signer:          Key Vault adapter -> fake Key Vault ${keyVault.url} (in memory, CA '${certificateName}' created at start)`,
        `operator tokens: local issuer key served as JWKS at ${jwks.url}`,
        `telemetry:       Prometheus text at /api/metrics, console logs`,
        'Emulated data lives in memory and does NOT survive a restart.',
      ],
      close: closeAll,
    };
  } catch (err) {
    for (const resource of started.reverse()) await resource.close().catch(() => undefined);
    throw err;
  }
}

/** Production: every adapter authenticates with DefaultAzureCredential (managed identity in Azure). */
async function azureAdapters(config: Config, options: SelectOptions): Promise<SelectedAdapters> {
  const clock = options.clock ?? systemClock;
  const azure = config.azure;
  // loadConfig already refused to start azure mode without these; the checks narrow the types.
  const cosmosEndpoint = required(azure.cosmosEndpoint, 'COSMOS_ENDPOINT');
  const namespace = required(azure.serviceBusNamespace, 'SERVICEBUS_FULLY_QUALIFIED_NAMESPACE');
  const vaultUrl = required(azure.keyVaultUrl, 'KEYVAULT_URL');
  const blobEndpoint = required(azure.blobEndpoint, 'STORAGE_BLOB_ENDPOINT');
  const jwksUrl = required(azure.operatorJwksUrl, 'ARCBRIDGE_OPERATOR_JWKS_URL');
  const credential = options.credential ?? new (await import('@azure/identity')).DefaultAzureCredential();
  const { CosmosStore, AzureBlobBodies, withLargeBodies, ServiceBusBus, KeyVaultSigner } =
    loadAzureAdapters();

  let telemetry = options.telemetry;
  let log = options.log;
  if (!telemetry && azure.applicationInsightsConnectionString) {
    // Loaded only here: applicationinsights brings the whole Azure Monitor distro.
    const { startAzureTelemetry } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../platform/telemetry/azure-telemetry') as typeof AzureTelemetryModule;
    const started = startAzureTelemetry({
      connectionString: azure.applicationInsightsConnectionString,
      credential,
      logLevel: config.logLevel,
    });
    telemetry = started.telemetry;
    log ??= started.log;
  }
  telemetry ??= noopTelemetry();
  log ??= createLogger(config.logLevel);

  const store = withLargeBodies(
    await CosmosStore.open({ endpoint: cosmosEndpoint, credential, databaseId: azure.cosmosDatabase }),
    await AzureBlobBodies.open({
      endpoint: blobEndpoint,
      credential,
      containerName: azure.documentsContainer,
    }),
  );
  const bus = new ServiceBusBus({ fullyQualifiedNamespace: namespace, credential });
  const signer = await KeyVaultSigner.open({
    vaultUrl,
    credential,
    certificateName: azure.caCertificateName,
  });
  // GitOps target credentials are secrets in the same vault, read when an export pushes.
  const gitCredentials = keyVaultGitCredentials({ vaultUrl, credential });
  const operators = new JwtOperatorVerifier({
    key: createRemoteJWKSet(new URL(jwksUrl)),
    ...verifierOptions(config, clock),
  });
  const finalTelemetry = telemetry;
  return {
    adapters: finish(
      config,
      // Rollouts' Azure Monitor health queries read workspaces as the app's managed identity.
      { store, bus, signer, operators, gitCredentials, azureMonitor: { credential } },
      {
        clock,
        log,
        telemetry: finalTelemetry,
        signingKeyName: azure.caCertificateName,
        storeSystem: 'azure.cosmosdb',
        admitSigns: true,
      },
    ),
    describe: [
      `store:           Cosmos DB ${cosmosEndpoint} database ${azure.cosmosDatabase}`,
      `                 large bodies in ${blobEndpoint} container ${azure.documentsContainer}`,
      `bus:             Service Bus ${namespace}`,
      `signer:          Key Vault ${vaultUrl} certificate ${azure.caCertificateName}`,
      `operator tokens: JWKS ${jwksUrl}`,
      `telemetry:       ${azure.applicationInsightsConnectionString ? 'Application Insights' : 'none (APPLICATIONINSIGHTS_CONNECTION_STRING unset)'}`,
    ],
    close: async () => {
      await bus.close();
      await store.close();
      await finalTelemetry.shutdown();
    },
  };
}

function required(value: string | undefined, name: string): string {
  if (value === undefined) throw new Error(`${name} is required when ARCBRIDGE_MODE=azure`);
  return value;
}
