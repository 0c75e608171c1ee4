import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../functions/platform/config';
import type { Clock } from '../../functions/platform/clock';
import type { Logger } from '../../functions/platform/logger';
import { startEmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import type { Role } from '../../functions/platform/identity/operator-identity';
import type { Telemetry } from '../../functions/platform/telemetry/telemetry';
import { createHttpsClient } from './https-client';
import type { HttpsClient } from './https-client';

export interface TestControlPlane {
  plane: EmbeddedControlPlane;
  dataDir: string;
  caPem: string;
  client: HttpsClient;
  token(tenants: string | string[], role?: Role): Promise<string>;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** The embedded host's two modes: embedded adapters, or the Azure adapters against the in-process emulators. */
export type TestMode = 'embedded' | 'emulated';
export const TEST_MODES: TestMode[] = ['embedded', 'emulated'];

/**
 * Starts the embedded host on a random port in a temp data dir (or a given one, to test restarts),
 * in embedded mode (default) or emulated mode (`mode: 'emulated'`: Cosmos DB, Service Bus and Key
 * Vault adapters against the in-process emulators; `plane.emulators` reaches them).
 */
export async function startTestControlPlane(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    clock?: Clock;
    mode?: TestMode;
    telemetry?: Telemetry;
    log?: Logger;
  } = {},
): Promise<TestControlPlane> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'arcbridge-test-'));
  const config = loadConfig({
    ARCBRIDGE_DATA_DIR: dataDir,
    PORT: '0',
    ARCBRIDGE_LOG_LEVEL: 'silent',
    ARCBRIDGE_MODE: options.mode ?? 'embedded',
    // The synthetic check's timer stays off unless a test turns it on (it would add a tenant's writes).
    ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS: '0',
    ...options.env,
  });
  let plane: EmbeddedControlPlane;
  try {
    plane = await startEmbeddedControlPlane(config, {
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.telemetry ? { telemetry: options.telemetry } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  } catch (err) {
    // A data dir this helper made is removed when the plane never started; a given one is the caller's.
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const caPem = readFileSync(plane.caCertificatePath, 'utf8');
  const client = createHttpsClient(plane.url, caPem);
  return {
    plane,
    dataDir,
    caPem,
    client,
    token: (tenants, role = 'admin') =>
      plane.issuer.mint({
        subject: 'test-operator',
        roles: [role],
        tenants: Array.isArray(tenants) ? tenants : [tenants],
        ttlSeconds: 600,
      }),
    async stop({ keepData = false } = {}) {
      client.close();
      try {
        await plane.stop();
      } finally {
        // Even when stopping failed (the test reports that): a failed suite must not leave data in /tmp.
        if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
