import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir } from '../platform/files/private-files';
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
import { EmbeddedHost, SLOW_CLIENT_LIMITS } from './embedded-host';
import type { EmbeddedHostOptions } from './embedded-host';
import { startHaproxyFrontEnd } from './front-end/haproxy-front-end';
import type { FrontEnd } from './front-end/haproxy-front-end';
import { KEEP_ALIVE_TIMEOUT_MS } from './keep-alive';
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
  /** ARCBRIDGE_FRONT_END=haproxy: the TLS front end in front of the host. */
  frontEnd?: FrontEnd;
  /** Emulated mode: the in-process emulators (fault injection in tests). */
  emulators?: Emulators;
  /** One line per port: which adapter backs it (the start-up banner). */
  adapters: string[];
  stop(): Promise<void>;
}

/**
 * Requests the app works on at once behind the front end; more wait in HAProxy's queue, so a
 * burst does not pile onto one event loop (the app is CPU-bound; 64 in flight already keeps it
 * busy while SQLite syncs; a rollout watcher's event stream holds one for as long as it is open).
 */
const FRONT_END_APP_CONCURRENCY = 256;

/** HAProxy's maxconn at least, whatever the keep-alive budget says. */
const MIN_FRONT_END_CONNECTIONS = 256;

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
  let host: EmbeddedHost | undefined;
  let frontEnd: FrontEnd | undefined;
  let url: string;
  try {
    runtime = await composeRuntime(adapters);
    registrations = collectRegistrations(() => registerFunctions(async () => runtime));
    const issued = await ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1', '::1'] });
    // The host asks for client certificates of the Signer's CA (the local CA, or Key Vault's).
    const tls = {
      keyPem: issued.keyPem,
      certificatePem: issued.certificatePem,
      caPem: await adapters.signer.caCertificatePem(),
    };
    const frontEndDir = layout.frontEndDir;
    const listen: EmbeddedHostOptions['listen'] =
      config.frontEnd.kind === 'haproxy'
        ? { kind: 'front-end', socketPath: join(frontEndDir, 'app.sock') }
        : { kind: 'tls', host: config.host, port: config.port, tls };
    if (listen.kind === 'front-end') ensurePrivateDir(frontEndDir);
    host = new EmbeddedHost({
      registrations,
      listen,
      keepAliveConnections: config.keepAliveConnections,
      log,
      site: (asset) => serveConsoleAsset(asset, consoleSettings(process.env)),
    });
    url = await host.listen();
    if (config.frontEnd.kind === 'haproxy' && listen.kind === 'front-end') {
      frontEnd = await startHaproxyFrontEnd({
        executable: config.frontEnd.executable,
        dir: frontEndDir,
        tls,
        log,
        settings: {
          bindHost: config.host,
          port: config.port,
          appSocketPath: listen.socketPath,
          // The budget of kept connections bounds HAProxy's connections instead; 0 (close every
          // connection) would make HAProxy refuse all, so it keeps a floor.
          maxConnections: Math.max(config.keepAliveConnections, MIN_FRONT_END_CONNECTIONS),
          keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
          headersTimeoutMs: SLOW_CLIENT_LIMITS.headersMs,
          requestTimeoutMs: SLOW_CLIENT_LIMITS.requestMs,
          appConcurrency: FRONT_END_APP_CONCURRENCY,
        },
      });
      url = frontEnd.url;
    }
  } catch (err) {
    await host?.close();
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
    ...(frontEnd ? { frontEnd } : {}),
    ...(selected.emulators ? { emulators: selected.emulators } : {}),
    adapters: selected.describe,
    stop: async () => {
      await frontEnd?.stop();
      await host.close();
      await timers.stop();
      await queues.stop();
      await selected.close();
      rmSync(layout.endpointFile, { force: true });
    },
  };
}
