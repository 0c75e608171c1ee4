import { rmSync, writeFileSync } from 'node:fs';
import { registerFunctions } from '../register-functions';
import { composeRuntime } from '../compose';
import { systemClock } from '../platform/clock';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import { JwtOperatorVerifier } from '../platform/identity/operator-identity';
import { LocalOperatorIssuer } from '../platform/identity/local-issuer';
import { createLogger } from '../platform/logger';
import type { Logger } from '../platform/logger';
import { LocalCa } from '../platform/signer/local-ca';
import { SqliteStore } from '../platform/store/sqlite-store';
import { SqliteBus } from '../platform/bus/sqlite-bus';
import { QueueTriggerRunner } from './queue-trigger-runner';
import { TimerRunner } from './timer-runner';
import type { Runtime } from '../runtime';
import { dataDirLayout } from './data-dir';
import type { EndpointFile } from './data-dir';
import { EmbeddedHost } from './embedded-host';
import { collectRegistrations } from './functions-core';
import { installFunctionsCoreShim } from './install-core-shim';

export interface EmbeddedControlPlane {
  url: string;
  runtime: Runtime;
  issuer: LocalOperatorIssuer;
  ca: LocalCa;
  caCertificatePath: string;
  host: EmbeddedHost;
  stop(): Promise<void>;
}

/**
 * The whole control plane on embedded adapters: SQLite store, local CA, local operator issuer,
 * served by the embedded host. `npm start` runs this; so do the end-to-end tests.
 */
export async function startEmbeddedControlPlane(
  config: Config,
  options: { clock?: Clock; log?: Logger } = {},
): Promise<EmbeddedControlPlane> {
  installFunctionsCoreShim();
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger(config.logLevel);
  const layout = dataDirLayout(config.dataDir);

  const store = new SqliteStore(layout.database);
  const ca = await LocalCa.open(config.dataDir);
  const issuer = LocalOperatorIssuer.load(layout.operatorKey, config.operator);
  const operators = new JwtOperatorVerifier({
    key: issuer.publicKey,
    issuer: config.operator.issuer,
    audience: config.operator.audience,
    rolesClaim: config.operator.rolesClaim,
    tenantsClaim: config.operator.tenantsClaim,
    now: () => clock.now(),
  });
  const bus = new SqliteBus(layout.bus, {
    clock,
    defaults: { maxDeliveryCount: 10, lockDurationMs: 60_000 },
  });
  const runtime = await composeRuntime({ config, clock, log, store, signer: ca, operators, bus });

  const registrations = collectRegistrations(() => registerFunctions(async () => runtime));
  const tls = await ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1', '::1'] });
  const host = new EmbeddedHost({
    registrations,
    tls: { keyPem: tls.keyPem, certificatePem: tls.certificatePem, caPem: await ca.caCertificatePem() },
    host: config.host,
    port: config.port,
    log,
  });
  let url: string;
  try {
    url = await host.listen();
  } catch (err) {
    await store.close();
    await bus.close();
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
  writeFileSync(layout.endpointFile, JSON.stringify(endpoint, null, 2) + '\n');

  return {
    url,
    runtime,
    issuer,
    ca,
    caCertificatePath: ca.certificatePath,
    host,
    stop: async () => {
      await host.close();
      await timers.stop();
      await queues.stop();
      await bus.close();
      await store.close();
      rmSync(layout.endpointFile, { force: true });
    },
  };
}
