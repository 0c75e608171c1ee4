import { rmSync, writeFileSync } from 'node:fs';
import { registerFunctions } from '../register-functions';
import { composeRuntime } from '../compose';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import type { LocalOperatorIssuer } from '../platform/identity/local-issuer';
import type { Logger } from '../platform/logger';
import type { LocalCa } from '../platform/signer/local-ca';
import type { Telemetry } from '../platform/telemetry/telemetry';
import { selectAdapters } from './adapters';
import type { Emulators } from './adapters';
import { QueueTriggerRunner } from './queue-trigger-runner';
import { TimerRunner } from './timer-runner';
import type { Runtime } from '../runtime';
import { dataDirLayout, prepareDataDir } from './data-dir';
import type { EndpointFile } from './data-dir';
import { EmbeddedHost } from './embedded-host';
import { collectRegistrations } from './functions-core';
import type { Registration } from './functions-core';
import { installFunctionsCoreShim } from './install-core-shim';
import { consoleSettings } from '../console/console-settings';
import { serveConsoleAsset } from '../console/static-assets';

export interface EmbeddedControlPlane {
  url: string;
  runtime: Runtime;
  issuer: LocalOperatorIssuer;
  /** The CA of the host's TLS certificate; in embedded mode also the Signer. */
  ca: LocalCa;
  caCertificatePath: string;
  host: EmbeddedHost;
  /** Emulated mode: the in-process emulators (fault injection in tests). */
  emulators?: Emulators;
  /** One line per port: which adapter backs it (the start-up banner). */
  adapters: string[];
  stop(): Promise<void>;
}

/**
 * The whole control plane served by the embedded host, on the adapters of `config.mode`: embedded
 * (SQLite store and queue, local CA, local operator issuer) or emulated (the Azure adapters against
 * the in-process emulators; see adapters.ts). `npm start` runs this; so do the end-to-end tests.
 */
export async function startEmbeddedControlPlane(
  config: Config,
  options: { clock?: Clock; log?: Logger; telemetry?: Telemetry } = {},
): Promise<EmbeddedControlPlane> {
  if (config.mode === 'azure') {
    throw new Error(
      'ARCBRIDGE_MODE=azure runs in the Functions host (functions/index.ts), not the embedded host.',
    );
  }
  installFunctionsCoreShim();
  const layout = dataDirLayout(config.dataDir);
  prepareDataDir(config.dataDir);
  const selected = await selectAdapters(config, options);
  const { adapters } = selected;
  const { clock, log, bus } = adapters;
  const ca = selected.tlsCa as LocalCa;
  const issuer = selected.issuer as LocalOperatorIssuer;
  let runtime: Runtime;
  let registrations: Registration[];
  let host: EmbeddedHost;
  let url: string;
  try {
    runtime = await composeRuntime(adapters);
    registrations = collectRegistrations(() => registerFunctions(async () => runtime));
    const tls = await ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1', '::1'] });
    host = new EmbeddedHost({
      registrations,
      // The host asks for client certificates of the Signer's CA (the local CA, or Key Vault's).
      tls: {
        keyPem: tls.keyPem,
        certificatePem: tls.certificatePem,
        caPem: await adapters.signer.caCertificatePem(),
      },
      host: config.host,
      port: config.port,
      keepAliveConnections: config.keepAliveConnections,
      log,
      site: (asset) => serveConsoleAsset(asset, consoleSettings(process.env)),
    });
    url = await host.listen();
  } catch (err) {
    await selected.close();
    throw err;
  }
  // The same registrations' queue and timer triggers, as the Functions host would run them.
  const queues = new QueueTriggerRunner({ bus, registrations, log });
  const timers = new TimerRunner({ registrations, log });
  queues.start();
  timers.start();
  const endpoint: EndpointFile = {
    url,
    caCertificatePath: ca.certificatePath,
    pid: process.pid,
    startedAt: clock.now().toISOString(),
  };
  writeFileSync(layout.endpointFile, JSON.stringify(endpoint, null, 2) + '\n', { mode: 0o600 });

  return {
    url,
    runtime,
    issuer,
    ca,
    caCertificatePath: ca.certificatePath,
    host,
    ...(selected.emulators ? { emulators: selected.emulators } : {}),
    adapters: selected.describe,
    stop: async () => {
      await host.close();
      await timers.stop();
      await queues.stop();
      await selected.close();
      rmSync(layout.endpointFile, { force: true });
    },
  };
}
